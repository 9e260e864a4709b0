"""The dice tray, driven the way a player drives it: real pygame mouse and key events.

A tiny host scene embeds the tray in the real App (1920x1080, so window and logical coordinates
agree), applies what the tray submits with the real rules, and hands the new view back, as the
table scene does.  Events go through ``App.dispatch`` and the engine's intent reader.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from tabletop.core.contract import Command, IllegalCommand
from tabletop.core.i18n import describe
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.intents import Intent
from tabletop.engine.scene import Scene
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules.commands import (
    Build,
    Combine,
    Defeat,
    EndTurn,
    Roll,
    Square,
    UseHeroPower,
)
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.table.tray import DEFAULT_RECTS, DiceTray, Mode
from tabletop.scenes.navigator import open_app

BOARD = {(0, 4): 25, (1, 3): 8, (2, 2): 5, (3, 4): 9, (4, 1): 36, (2, 0): 12}
EMPTY_TABLE = (500, 1000)  # below the lanes: no villain space


class Host(Scene):
    """The smallest table: the tray, the rules applied at once, the view handed back."""

    def __init__(self, state, seat: int = 0, interactive: bool = True, outside=None) -> None:
        super().__init__()
        self.state = state
        self.seat = seat
        self.submitted: list[Command] = []
        self.outside_calls: list[tuple[int, tuple[int, int]]] = []
        self.outside = outside or (lambda vid, pos: "Drop it on a villain with the same number.")
        self.tray = DiceTray(DEFAULT_RECTS, self.submit, lambda: self.seat, self.drop_outside)
        self.tray.set_view(rules.view(state, seat), interactive)

    def drop_outside(self, value_id: int, pos: tuple[int, int]):
        self.outside_calls.append((value_id, pos))
        return self.outside(value_id, pos)

    def submit(self, command: Command) -> None:
        self.submitted.append(command)
        try:
            self.state, _events = rules.apply(self.state, command)
        except IllegalCommand as err:
            self.tray.refused(describe(err))
            return
        self.tray.set_view(rules.view(self.state, self.seat), True)

    def handle(self, intent: Intent) -> None:
        self.tray.handle(intent)

    def update(self, dt: float) -> bool:
        return self.tray.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((24, 58, 52))
        self.tray.draw(surface)


def table(
    dice=(4, 1, 6),
    hero: str = "big_plus",
    players: int = 1,
    seat: int = 0,
    interactive: bool = True,
    outside=None,
    **kwargs,
):
    heroes = [hero] + ["digitizer", "minus_mite", "twin_turbo", "second_chance", "splice"][: players - 1]
    if seat:
        heroes = heroes[1:] + heroes[:1]
        heroes[seat], heroes[0] = heroes[0], heroes[seat]
    state = make_state(
        players=players,
        heroes=heroes,
        villains=kwargs.pop("villains", BOARD),
        dice=list(dice) if dice is not None else None,
        seat=seat,
        **kwargs,
    )
    app = open_app(Settings(animation_speed=1.0), window_size=(1920, 1080))
    host = Host(state, seat, interactive, outside)
    app.push(host)
    app.settle()
    return app, host, host.tray


# -- driving the app ----------------------------------------------------------------------------


def press(app: App, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def release(app: App, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def move(app: App, pos, held: bool = False) -> None:
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
    )


def click(app: App, pos) -> None:
    move(app, pos)
    press(app, pos)
    release(app, pos)
    app.step()


def drag(app: App, start, end, steps: int = 6) -> None:
    press(app, start)
    for i in range(1, steps + 1):
        move(
            app,
            (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps),
            held=True,
        )
        app.step()
    release(app, end)
    app.step()


def type_text(app: App, text: str) -> None:
    for ch in text:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch))
    app.step()


def key(app: App, k: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


def chip_of(tray: DiceTray, number: int) -> int:
    return next(int(v["id"]) for v in tray.pool if int(v["number"]) == number)


def centre(tray: DiceTray, number: int) -> tuple[int, int]:
    """The middle of a chip, clear of its x² badge."""
    rect = tray.chip_rect(chip_of(tray, number))
    return rect.centerx, rect.centery + 20


def numbers(tray: DiceTray) -> list[int]:
    return sorted(int(v["number"]) for v in tray.pool)


# -- building numbers ---------------------------------------------------------------------------


def test_dragging_a_chip_onto_another_and_picking_plus_combines_them():
    """Rulebook PLAYER TURNS, tool 1: add any two values."""
    app, host, tray = table()
    four, one = chip_of(tray, 4), chip_of(tray, 1)
    drag(app, centre(tray, 4), centre(tray, 1))
    assert tray.ui.mode is Mode.POPUP
    assert host.submitted == []
    click(app, tray.geometry.popup_buttons()["+"].center)
    assert host.submitted == [Combine(0, four, "+", one)]
    assert numbers(tray) == [5, 6]


def test_clicking_value_then_operation_then_value_combines_them():
    """Rulebook PLAYER TURNS, tool 1: the click-only way to multiply."""
    app, host, tray = table(dice=(4, 2, 6))
    four, two = chip_of(tray, 4), chip_of(tray, 2)
    click(app, centre(tray, 4))
    click(app, tray.op_buttons["*"].rect.center)
    assert tray.expression_text()[0] == "4 × ?"
    click(app, centre(tray, 2))
    assert host.submitted == [Combine(0, four, "*", two)]
    assert numbers(tray) == [6, 8]


def test_clicking_two_chips_opens_the_operation_popup_over_the_second():
    app, host, tray = table(dice=(6, 3, 1))
    six, three = chip_of(tray, 6), chip_of(tray, 3)
    click(app, centre(tray, 6))
    click(app, centre(tray, 3))
    assert tray.ui.mode is Mode.POPUP and (tray.ui.popup.a, tray.ui.popup.b) == (six, three)
    click(app, tray.geometry.popup_buttons()["/"].center)
    assert host.submitted == [Combine(0, six, "/", three)]
    assert numbers(tray) == [1, 2]


def test_the_x2_badge_on_a_chip_squares_it_in_one_click():
    """Rulebook PLAYER TURNS, tool 2: power up by squaring."""
    app, host, tray = table()
    six = chip_of(tray, 6)
    click(app, tray.geometry.x2_rect(six).center)
    assert host.submitted == [Square(0, six)]
    assert numbers(tray) == [1, 4, 36]


def test_the_ops_row_x2_squares_the_picked_chip():
    app, host, tray = table()
    four = chip_of(tray, 4)
    click(app, centre(tray, 4))
    click(app, tray.op_buttons["sq"].rect.center)
    assert host.submitted == [Square(0, four)]
    assert 16 in numbers(tray)


def test_the_ops_row_is_greyed_until_a_chip_is_picked():
    app, host, tray = table()
    assert not tray.op_buttons["+"].enabled
    click(app, tray.op_buttons["+"].rect.center)
    assert host.submitted == []
    click(app, centre(tray, 4))
    assert tray.op_buttons["+"].enabled


def test_an_illegal_division_is_greyed_with_its_reason_and_submits_nothing():
    """Every value stays a whole number: 5 / 2 is refused before it is sent."""
    app, host, tray = table(dice=(5, 2, 3))
    drag(app, centre(tray, 5), centre(tray, 2))
    results = tray.model.popup_results()
    assert results["/"][0] is None and "5 / 2 is not a whole number" in results["/"][1]
    assert results["+"] == (7, "")
    move(app, tray.geometry.popup_buttons()["/"].center)
    assert tray.expression_text() == ("5 ÷ 2", results["/"][1])
    click(app, tray.geometry.popup_buttons()["/"].center)
    assert host.submitted == []
    assert tray.ui.mode is Mode.POPUP and "not a whole number" in tray.ui.popup.reason


def test_the_swap_button_turns_a_subtraction_below_zero_around():
    app, host, tray = table(dice=(2, 5, 3))
    two, five = chip_of(tray, 2), chip_of(tray, 5)
    drag(app, centre(tray, 2), centre(tray, 5))
    assert tray.model.popup_results()["-"][0] is None
    click(app, tray.geometry.popup_buttons()["swap"].center)
    click(app, tray.geometry.popup_buttons()["-"].center)
    assert host.submitted == [Combine(0, five, "-", two)]


def test_picking_an_operation_by_key_in_the_popup():
    app, host, tray = table(dice=(4, 2, 6))
    four, six = chip_of(tray, 4), chip_of(tray, 6)
    drag(app, centre(tray, 4), centre(tray, 6))
    type_text(app, "x")
    assert host.submitted == [Combine(0, four, "*", six)]
    assert numbers(tray) == [2, 24]


def test_typing_a_formula_and_pressing_enter_builds_it():
    """Typing is the alternative to dragging: the whole formula becomes one value."""
    app, host, tray = table()
    click(app, tray.field.rect.center)
    type_text(app, "(4+1)^2")
    key(app, pygame.K_RETURN)
    assert host.submitted == [Build(0, "(4+1)^2")]
    assert numbers(tray) == [6, 25]
    assert tray.field.text == ""


def test_typing_a_digit_anywhere_starts_the_formula():
    app, host, tray = table()
    type_text(app, "6*4")
    assert tray.field.focused and tray.field.text == "6*4"
    key(app, pygame.K_RETURN)
    assert host.submitted == [Build(0, "6*4")]


def test_a_refused_formula_keeps_the_text_and_shows_the_rules_reason_under_the_field():
    app, host, tray = table()
    click(app, tray.field.rect.center)
    type_text(app, "5+5")
    key(app, pygame.K_RETURN)
    assert host.submitted == [Build(0, "5+5")]
    assert "You have no 5 left to use" in tray.formula_error
    assert tray.field.text == "5+5"
    type_text(app, "")
    click(app, tray.field.rect.center)
    key(app, pygame.K_BACKSPACE)
    assert tray.formula_error == ""


# -- leaving the tray ---------------------------------------------------------------------------


def test_a_chip_dropped_on_the_empty_table_shows_the_scenes_reason_and_queues_nothing():
    app, host, tray = table()
    four = chip_of(tray, 4)
    drag(app, centre(tray, 4), EMPTY_TABLE)
    assert host.outside_calls == [(four, EMPTY_TABLE)]
    assert host.submitted == []
    assert tray.toast.visible and tray.toast.text == "Drop it on a villain with the same number."
    tray.toast.hide()
    app.settle()
    assert tray.chip_rect(four) == tray.slot_rect(four)  # sprung back to its place


def test_a_chip_dropped_on_a_villain_submits_the_scenes_defeat():
    """Making a villain's number defeats it (rulebook PLAYER TURNS)."""
    app, host, tray = table(dice=(5, 2, 3), outside=lambda vid, pos: Defeat(0, vid, 2, 2))
    five = chip_of(tray, 5)
    drag(app, centre(tray, 5), (400, 500))
    assert host.submitted == [Defeat(0, five, 2, 2)]
    assert numbers(tray) == [2, 3]
    assert [d["id"] for d in tray.view["dice"] if d["spent"]] == [0]


def test_while_dragging_the_scene_can_read_the_held_value():
    app, host, tray = table()
    start = centre(tray, 6)
    press(app, start)
    move(app, (start[0] - 200, start[1] + 300), held=True)
    app.step()
    held = tray.dragging_value
    assert held is not None and held["number"] == 6
    assert tray.drag_pos == (start[0] - 200, start[1] + 300)
    release(app, (start[0] - 200, start[1] + 300))
    app.step()
    assert tray.dragging_value is None


def test_picking_a_chip_then_clicking_a_villain_asks_the_scene_for_a_defeat():
    app, host, tray = table(dice=(5, 2, 3), outside=lambda vid, pos: Defeat(0, vid, 2, 2))
    five = chip_of(tray, 5)
    click(app, centre(tray, 5))
    click(app, (400, 500))
    assert host.submitted == [Defeat(0, five, 2, 2)]


# -- the hero power -----------------------------------------------------------------------------


def test_the_hero_power_waits_for_a_die_and_previews_its_effect():
    """Rulebook example: Big Plus turns a 4 into a 5."""
    app, host, tray = table(dice=(4, 4, 2))
    first_four = tray.order[0]
    tray.begin_hero_power("plus_one")
    assert tray.hero_pending == "plus_one"
    move(app, tray.chip_rect(first_four).center)
    assert tray.expression_text()[0] == "4 → 5"
    click(app, tray.chip_rect(first_four).center)
    assert host.submitted == [UseHeroPower(0, first_four, -1)]
    assert numbers(tray) == [2, 4, 5]
    assert tray.hero_pending is None


def test_splice_takes_two_dice_in_the_order_clicked():
    app, host, tray = table(dice=(4, 2, 6), hero="splice")
    four, two = chip_of(tray, 4), chip_of(tray, 2)
    tray.begin_hero_power("splice")
    click(app, centre(tray, 4))
    move(app, centre(tray, 2))
    assert tray.expression_text()[0] == "4 & 2 → 42"
    click(app, centre(tray, 2))
    assert host.submitted == [UseHeroPower(0, four, two)]
    assert 42 in numbers(tray)


def test_the_hero_power_refuses_a_built_number_and_escape_cancels_it():
    app, host, tray = table()
    click(app, tray.geometry.x2_rect(chip_of(tray, 6)).center)  # 36: no longer a single die
    tray.begin_hero_power("plus_one")
    click(app, centre(tray, 36))
    assert len(host.submitted) == 1  # only the square
    assert tray.toast.visible and "single die" in tray.toast.text
    key(app, pygame.K_ESCAPE)
    assert tray.hero_pending is None


# -- the hint -----------------------------------------------------------------------------------


def test_the_hint_shows_one_way_to_beat_the_most_dangerous_villain_it_can_reach():
    """The 25 and the 9 are both on the bottom row; the bigger number is named first."""
    app, host, tray = table(dice=(4, 1, 6))
    click(app, tray.hint_button.rect.center)
    assert tray.hint_target == (0, 4)
    big, small = tray.expression_text()
    assert big.endswith("= 25")
    assert small.startswith("Hint: ") and "beats the 25 in lane 1" in small


def test_the_hint_suggests_the_hero_power_when_only_that_reaches_a_villain():
    """Rulebook example: Big Plus makes 5 out of a 4 to defeat the 5."""
    app, host, tray = table(dice=(4, 4), villains={(2, 3): 5, (1, 0): 51})
    click(app, tray.hint_button.rect.center)
    assert tray.hint_target == (2, 3)
    assert "use Big Plus on the 4 first" in tray.hint.text
    assert tray.hints.hint_chips() == [tray.hint.power_die]


def test_the_hint_says_so_when_nothing_can_be_reached():
    app, host, tray = table(dice=(1, 1), villains={(2, 3): 273}, hero="minus_mite")
    click(app, tray.hint_button.rect.center)
    assert tray.hint_target is None
    assert "No villain" in tray.hint.text


def test_the_hint_goes_away_when_the_pool_changes():
    app, host, tray = table()
    click(app, tray.hint_button.rect.center)
    assert tray.hint is not None
    click(app, tray.geometry.x2_rect(chip_of(tray, 4)).center)
    assert tray.hint is None and tray.hint_target is None


# -- turns, rolls and animation -----------------------------------------------------------------


def test_roll_and_end_turn_buttons_submit_for_the_acting_seat():
    app, host, tray = table(dice=None, players=2, seat=1)
    assert tray.roll_button.enabled and not tray.end_button.enabled
    click(app, tray.roll_button.rect.center)
    assert host.submitted == [Roll(1)]
    assert tray.phase == "act" and len(tray.pool) == 3
    click(app, tray.end_button.rect.center)
    assert host.submitted[-1] == EndTurn(1)


def test_a_roll_tumbles_onto_the_tray_and_lands_on_the_rolled_faces():
    app, host, tray = table()
    tray.animate_roll({0: 4, 1: 1, 2: 6})
    assert tray.animating
    assert tray.update(0.05)
    tray.skip_animations()
    assert not tray.animating
    assert [tray.dice[i].sprite.shown for i in (0, 1, 2)] == [4, 1, 6]
    assert tray.dice[0].sprite.motion.pos == tray.slot_rect(chip_of(tray, 4)).center


def test_a_spent_die_moves_to_the_used_corner_and_shrinks():
    app, host, tray = table(dice=(5, 2, 3), outside=lambda vid, pos: Defeat(0, vid, 2, 2))
    drag(app, centre(tray, 5), (400, 500))
    assert tray.animating
    app.settle()
    sprite = tray.dice[0].sprite
    assert sprite.size < tray.geometry.die_size()
    assert sprite.motion.pos == tray.geometry.used_slot(0)


def test_nothing_is_submitted_when_the_tray_is_not_interactive():
    app, host, tray = table(interactive=False)
    click(app, centre(tray, 4))
    click(app, tray.geometry.x2_rect(chip_of(tray, 4)).center)
    drag(app, centre(tray, 4), centre(tray, 1))
    type_text(app, "4+1")
    click(app, tray.end_button.rect.center)
    assert host.submitted == []
    assert tray.ui.mode is Mode.IDLE


def test_a_refused_command_is_explained_beside_the_tray():
    app, host, tray = table()
    tray.refused("That die is already used.")
    assert tray.toast.visible and tray.toast.text == "That die is already used."


@pytest.mark.parametrize("dice", [(4, 1, 6), (6, 6, 6, 6), (1, 2)])
def test_the_tray_draws_every_pool_without_changing_it(dice):
    app, host, tray = table(dice=dice)
    before = (list(tray.order), tray.ui.mode, dict(tray.view))
    surface = pygame.Surface((1920, 1080))
    tray.draw(surface)
    assert (list(tray.order), tray.ui.mode, dict(tray.view)) == before


def test_a_still_tray_is_painted_from_its_cached_layer_until_something_changes():
    app, host, tray = table()
    surface = pygame.Surface((1920, 1080))
    tray.draw(surface)
    built = tray.layer_builds
    tray.draw(surface)
    assert tray.layer_builds == built
    click(app, centre(tray, 4))  # picking a chip changes what the layer shows
    tray.draw(surface)
    assert tray.layer_builds == built + 1


def test_after_a_refused_formula_backspace_edits_it_without_another_click():
    """The refused text stays in the field with the focus, so the player can fix it at once
    (before, Backspace went nowhere while new digits were still appended to the old text)."""
    app, host, tray = table()
    type_text(app, "9+9")
    key(app, pygame.K_RETURN)
    assert host.submitted == [Build(0, "9+9")]
    assert tray.field.focused and tray.field.text == "9+9"
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    assert tray.field.text == ""
    type_text(app, "6*4")
    key(app, pygame.K_RETURN)
    assert host.submitted[-1] == Build(0, "6*4")
    assert numbers(tray) == [1, 24]


# -- a refused formula, bonus powers that could help ------------------------------------------------


def test_a_refused_formula_is_explained_in_the_expression_panel_in_red_until_edited():
    """On the table the formula field has no room under it: the reason goes in the big panel
    above (a bubble by the field covered the + and − buttons)."""
    rects = dict(DEFAULT_RECTS, formula=pygame.Rect(1040, 648, 440, 64))
    app, host, tray = table()
    host.tray = tray = DiceTray(rects, host.submit, lambda: host.seat, host.drop_outside)
    tray.set_view(rules.view(host.state, host.seat), True)
    app.settle()
    click(app, tray.field.rect.center)
    type_text(app, "5+5")
    key(app, pygame.K_RETURN)
    big, small = tray.expression_text()
    assert "You have no 5 left to use" in small
    assert big == "5 + 5"
    key(app, pygame.K_BACKSPACE)
    assert "You have no 5 left" not in tray.expression_text()[1]


def test_a_dice_bonus_in_hand_could_help_only_while_it_can_change_the_dice():
    app, host, tray = table(dice=(1, 1, 1), villains={(0, 0): 43}, hands=[["wild_die"]])
    assert not tray.anything_to_beat()
    assert tray.bonus_could_help() and tray.helpful_bonuses() == ["wild_die"]
    app, host, tray = table(dice=(1, 1, 1), villains={(0, 0): 43}, hands=[["lightning", "knockout"]])
    assert not tray.bonus_could_help()
    app, host, tray = table(dice=(1, 1, 1), villains={(0, 0): 43}, hands=[["extra_die", "extra_die"]])
    assert tray.helpful_bonuses() == ["extra_die"]


# -- the package's shape (issue 21: the tray's files folded to what a reader needs) ----------------

TRAY_PARTS = ("dice_tray", "draw", "words", "input", "state", "arithmetic")  # the map's order


def tray_parts_imported_by(part: str) -> set[str]:
    """The tray's own modules that ``part`` imports (``from ...tray import x`` or ``...tray.x``)."""
    package = "tabletop.games.outnumbered.table.tray"
    source = (Path(__file__).parents[2] / "tabletop/games/outnumbered/table/tray" / f"{part}.py").read_text()
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module == package:
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(package + "."):
            found.add((node.module or "").rsplit(".", 1)[1])
    return found


def test_the_tray_is_the_parts_its_map_names_each_a_readable_size():
    folder = Path(__file__).parents[2] / "tabletop/games/outnumbered/table/tray"
    assert sorted(p.stem for p in folder.glob("*.py")) == sorted(("__init__", *TRAY_PARTS))
    for part in TRAY_PARTS:
        assert len((folder / f"{part}.py").read_text().splitlines()) <= 800, part


@pytest.mark.parametrize("index", range(len(TRAY_PARTS)))
def test_each_tray_part_imports_only_the_parts_listed_after_it(index):
    assert tray_parts_imported_by(TRAY_PARTS[index]) <= set(TRAY_PARTS[index + 1 :])
