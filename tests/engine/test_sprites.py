"""Cards, piles, dice, tweens, text and theme: the drawing pieces every table uses."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from tabletop.engine import text, theme, tween
from tabletop.engine.cards import CardSprite, HandFan
from tabletop.engine.dice import DiceSprite
from tabletop.engine.piles import PileSprite
from tabletop.engine.tween import Ease, Sequence, Tween
from tabletop.paths import art_path


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


def canvas() -> pygame.Surface:
    surface = pygame.Surface(theme.CANVAS_SIZE)
    surface.fill(theme.TABLE)
    return surface


# -- tweens ------------------------------------------------------------------------------------


@pytest.mark.parametrize("ease", list(Ease))
def test_every_easing_starts_at_zero_and_ends_at_one(ease):
    assert ease(0.0) == pytest.approx(0.0)
    assert ease(1.0) == pytest.approx(1.0)
    assert ease(-1.0) == pytest.approx(0.0) and ease(2.0) == pytest.approx(1.0)


def test_out_back_overshoots_before_settling():
    assert max(Ease.OUT_BACK(t / 100) for t in range(101)) > 1.0


def test_a_tween_moves_a_point_and_reports_done():
    t = Tween((0.0, 0.0), (100.0, 50.0), 1.0, Ease.LINEAR)
    assert t.update(0.5) is True
    assert t.value == pytest.approx((50.0, 25.0))
    assert t.update(0.6) is False
    assert t.done and t.value == (100.0, 50.0)


def test_the_speed_factor_scales_time_and_zero_is_instant():
    tween.set_speed(2.0)
    fast = Tween(0.0, 10.0, 1.0, Ease.LINEAR)
    fast.update(0.25)
    assert fast.value == pytest.approx(5.0)
    tween.set_speed(0.0)
    assert Tween(0.0, 10.0, 1.0).done


def test_a_sequence_runs_its_callbacks_in_order_between_tweens():
    seen: list[str] = []
    seq = Sequence(
        [
            Tween(0.0, 1.0, 0.2),
            lambda: seen.append("middle"),
            Tween(1.0, 0.0, 0.2),
            lambda: seen.append("end"),
        ]
    )
    seq.update(0.1)
    assert seen == []
    seq.update(0.15)
    assert seen == ["middle"]
    seq.update(1.0)
    assert seen == ["middle", "end"] and seq.done


def test_a_flip_swaps_the_face_at_the_midpoint_and_ends_face_up():
    card = CardSprite(pos=(200, 200), face_up=False)
    card.flip(0.4)
    card.update(0.15)
    assert card.face_up is False
    assert card.squash_step < theme.CARD_SIZE[0]  # narrowing
    card.update(0.1)
    assert card.face_up is True
    assert card.flipping
    card.update(0.3)
    assert card.face_up is True and not card.flipping
    assert card.image().get_size() == theme.CARD_SIZE


def test_skipping_a_flip_still_turns_the_card_over():
    card = CardSprite(face_up=False)
    card.flip(0.4)
    card.skip()
    assert card.face_up is True and not card.busy


def test_a_card_glides_to_its_target():
    card = CardSprite(pos=(0, 0))
    card.move_to((100, 40), 0.3)
    card.update(0.1)
    x, _ = card.pos
    assert 0 < x < 100
    card.update(0.5)
    assert card.pos == (100.0, 40.0)
    assert card.rect.center == (100, 40)


def test_the_hand_fan_hit_test_returns_the_topmost_overlapping_card():
    fan = HandFan(pygame.Rect(400, 700, 700, 340))
    fan.set_cards([CardSprite(key=i) for i in range(6)], duration=0)
    first, second = fan.cards[2], fan.cards[3]
    overlap_x = (first.rect.right + second.rect.left) / 2
    assert first.contains((overlap_x, first.pos[1])) and second.contains((overlap_x, second.pos[1]))
    assert fan.hit_test((overlap_x, (first.pos[1] + second.pos[1]) / 2)) == 3
    assert fan.hit_test((10, 10)) is None


def test_the_hand_fan_fits_many_cards_inside_its_rect():
    rect = pygame.Rect(400, 700, 700, 340)
    fan = HandFan(rect)
    slots = fan.slots(12)
    assert all(
        rect.left - 2 <= x - theme.CARD_SIZE[0] / 2 and x + theme.CARD_SIZE[0] / 2 <= rect.right + 2
        for (x, _), _ in slots
    )
    assert slots[0][1] > 0 > slots[-1][1]  # a fan tilts its outer cards outwards


def test_hovering_lifts_only_the_card_under_the_pointer():
    fan = HandFan(pygame.Rect(400, 700, 700, 340))
    fan.set_cards([CardSprite() for _ in range(4)], duration=0)
    target = fan.cards[1]
    index = fan.hover((target.rect.left + 10, target.rect.centery))
    fan.skip()
    assert index == 1 and target.lift == fan.hover_lift
    assert all(c.lift == 0 for i, c in enumerate(fan.cards) if i != 1)
    # the lifted card stays hovered though the pointer is now near its bottom
    assert fan.hit_test((target.rect.left + 10, target.rect.bottom + 10)) == 1


def test_a_rotated_card_hit_test_follows_the_rotation():
    card = CardSprite(pos=(500, 500))
    card.angle = 90  # lying on its side: wider than tall
    assert card.contains((500 + 100, 500))
    assert not card.contains((500, 500 + 100))


def test_card_art_is_scaled_once_and_reused():
    art = pygame.Surface((200, 280))
    card = CardSprite(face=art)
    first = card.image()
    assert card.image() is first


# -- piles, pieces, dice, zones -------------------------------------------------------------------


def test_a_pile_shows_more_depth_as_it_grows_and_none_when_empty():
    pile = PileSprite((300, 300), count=0, label="Deck")
    assert pile.layers == 0
    pile.count = 1
    one = pile.layers
    pile.count = 30
    assert pile.layers > one and pile.layers <= pile.max_layers
    assert pile.rect.contains(pile.top_rect)


def test_an_empty_highlighted_pile_draws_and_pulses():
    pile = PileSprite((300, 300), count=0, label=lambda: "Empty")
    pile.highlight = True
    assert pile.update(0.1) is True
    surface = canvas()
    pile.draw(surface)
    assert surface.get_at(pile.rect.center) != pygame.Color(theme.TABLE)


def test_the_die_tumbles_and_lands_on_the_value_the_rules_gave():
    die = DiceSprite((100, 100), value=1, seed=7)
    die.roll(4, duration=0.6)
    faces = set()
    for _ in range(30):
        if not die.update(1 / 60):
            break
        faces.add(die.shown)
    assert len(faces) > 1
    while die.update(1 / 60):
        pass
    assert not die.rolling and die.shown == 4 and die.value == 4


def test_the_die_tumble_repeats_with_the_same_seed():
    def tumble(seed: int) -> list[int]:
        die = DiceSprite((0, 0), seed=seed)
        die.roll(2)
        out = []
        while die.update(0.02):
            out.append(die.shown)
        return out

    assert tumble(3) == tumble(3)


def test_skipping_a_roll_lands_at_once_and_calls_back():
    landed: list[int] = []
    die = DiceSprite((0, 0), seed=1)
    die.roll(6, on_done=lambda: landed.append(die.shown))
    die.skip()
    assert landed == [6] and not die.rolling


def test_the_seat_palette_is_okabe_ito_with_a_distinct_symbol_each():
    colours = [s.colour for s in theme.SEAT_STYLES]
    assert colours == [
        (0xE6, 0x9F, 0x00),
        (0x56, 0xB4, 0xE9),
        (0x00, 0x9E, 0x73),
        (0xF0, 0xE4, 0x42),
        (0x00, 0x72, 0xB2),
        (0xD5, 0x5E, 0x00),
    ]
    assert [s.symbol for s in theme.SEAT_STYLES] == list(theme.Symbol)
    assert theme.seat_style(6) == theme.seat_style(0)


def test_glows_and_shadows_are_made_once_per_size():
    assert theme.glow((150, 210), theme.HIGHLIGHT) is theme.glow((150, 210), theme.HIGHLIGHT)
    assert theme.shadow((150, 210)) is theme.shadow((150, 210))


# -- text ------------------------------------------------------------------------------------------


def test_the_render_cache_returns_the_same_surface_for_the_same_arguments():
    a = text.render("Hideout 17", 28, (255, 255, 255), bold=True)
    assert text.render("Hideout 17", 28, (255, 255, 255), bold=True) is a
    assert text.render("Hideout 17", 28, (255, 255, 254), bold=True) is not a


def test_polish_letters_render_with_real_glyphs():
    sample = "Zażółć gęślą jaźń ŁÓDŹ"
    assert text.render(sample, 28, theme.TEXT).get_width() > 0
    f = text.font(28)
    assert all(m is not None for m in f.metrics("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"))


def test_draw_text_shrinks_a_long_label_to_fit_and_anchors_it():
    surface = canvas()
    label = "A very long button label that cannot fit"
    rect = text.draw_text(surface, label, (300, 100), 40, theme.TEXT, "center", bold=True, max_width=400)
    assert rect.width <= 400 and rect.height < text.measure(label, 40, bold=True)[1]
    assert rect.center == (300, 100)


def test_text_too_long_even_at_the_readable_floor_is_cut_with_an_ellipsis_never_shrunk_below_it():
    shown, size = text.fit("word " * 40, 30, 120)
    assert size == text.READABLE and shown.endswith("…")
    assert text.measure(shown, size)[0] <= 120


def test_decoration_asked_below_the_floor_may_shrink_further():
    shown, size = text.fit("word " * 40, 18, 120)
    assert size == text.MIN_SIZE and shown.endswith("…")


def test_the_recorder_sees_every_text_drawn_with_its_size_and_whether_it_was_cut():
    surface = canvas()
    with text.recording() as drawn:
        text.draw_text(surface, "Menu", (10, 10), 30, theme.TEXT)
        text.draw_text(surface, "tiny mark", (10, 60), 12, theme.TEXT, decoration=True)
        text.draw_text(surface, "word " * 40, (10, 100), 30, theme.TEXT, max_width=120)
        text.draw_wrapped(
            surface, "one two three four five six", pygame.Rect(10, 200, 60, 40), 26, theme.TEXT
        )
    assert drawn[0] == text.Drawn("Menu", 30, False, False)
    assert drawn[1].decoration and drawn[1].size == 12
    assert drawn[2].cut and drawn[2].size == text.READABLE
    assert drawn[-1].cut  # the lines that did not fit under the box
    surface.fill((0, 0, 0))
    text.draw_text(surface, "outside the block", (10, 10), 30, theme.TEXT)
    assert all(d.text != "outside the block" for d in drawn)


def test_wrap_keeps_every_line_within_the_width():
    lines = text.wrap("Ścigany ucieka przez miasto nocą, a marszałek czyta ślady. " * 3, 24, 300)
    assert len(lines) > 1
    assert all(text.measure(line, 24)[0] <= 300 for line in lines)


def test_text_is_drawn_with_the_bundled_dejavu_faces_on_every_system():
    for bold, condensed, name in (
        (False, False, text.REGULAR),
        (True, False, text.BOLD),
        (True, True, text.CONDENSED),
    ):
        assert text.font_file(bold, condensed) == art_path("fonts", name)


def test_a_missing_bundled_font_is_an_error_naming_its_folder_not_a_system_font(monkeypatch, tmp_path):
    monkeypatch.setattr(text, "art_path", lambda *parts: tmp_path.joinpath("art", *parts))
    with pytest.raises(FileNotFoundError, match="fonts"):
        text.font_file(bold=True)


def test_a_callable_label_is_read_at_draw_time():
    language = ["en"]
    label = lambda: "Deck" if language[0] == "en" else "Talia"  # noqa: E731
    assert text.resolve(label) == "Deck"
    language[0] = "pl"
    assert text.resolve(label) == "Talia"


def test_prepared_shapes_accept_pygame_colours_and_lists():
    a = theme.rounded([120, 60], pygame.Color(10, 20, 30), 12, 2, pygame.Color(200, 200, 200))
    assert theme.rounded((120, 60), (10, 20, 30, 255), 12, 2, (200, 200, 200)) is a
    assert a.get_size() == (120, 60)
