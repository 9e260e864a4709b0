"""The Fugitive table, driven the way a player drives it: real mouse events through the App.

Each test builds the real App at 1920x1080 (so window and logical coordinates are the same),
pushes the table and posts pygame mouse and key events through ``App.dispatch``; then it checks
the command that reached the session and what the table shows.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.seats import SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.sound import Sound
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.bots import deduction
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Phase, Variant
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table.notepad import Mark
from tabletop.games.fugitive.table.scene import FugitiveScene
from tabletop.scenes.navigator import open_app

SEED = 7  # the Fugitive starts with 1, 2, 3, 5, 7, 14, 17, 28, 42 (1-7 playable, 14 and up too far)


# -- driving the app --------------------------------------------------------------------------------


def make_table(
    seed: int = SEED, options: dict | None = None, seats: list | None = None, speed: float = 1.0
) -> tuple[App, GameSession, FugitiveScene]:
    app = open_app(Settings(animation_speed=speed), window_size=(1920, 1080))
    session = GameSession.new(
        catalogue.get("fugitive"), options or {"players": 2}, seed, seats or default_seats(2)
    )
    scene = FugitiveScene(session, autosave=False)
    app.push(scene)
    return app, session, scene


def use_state(app: App, scene: FugitiveScene, **kwargs) -> None:
    """Put a hand-built position on the table (as a loaded save would) and show the acting seat."""
    scene.session.state = make_state(**kwargs)
    scene.choose_viewer()
    scene.refresh()
    lift(app, scene)


def lift(app: App, scene: FugitiveScene) -> None:
    if scene.curtain_for is not None:
        click(app, (960, 540))
    app.settle()


def press(app: App, pos, button: int = 1) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def release(app: App, pos, button: int = 1) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def move(app: App, pos, held: bool = False) -> None:
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
    )


def click(app: App, pos, button: int = 1) -> None:
    press(app, pos, button)
    release(app, pos, button)
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


def key(app: App, k: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


def card_point(scene: FugitiveScene, card: int) -> tuple[int, int]:
    """A point on a hand card that no neighbour covers (its top edge, near its left corner)."""
    rect = scene.hand.sprites[card].rect
    return rect.left + 22, rect.top + 30


def last_command(session: GameSession):
    return session.steps[-1].command if session.steps else None


@pytest.fixture
def table():
    app, session, scene = make_table()
    lift(app, scene)
    yield app, session, scene


# -- the Fugitive's placement -------------------------------------------------------------------------


def test_dragging_an_in_range_card_to_the_next_slot_queues_a_hideout(table):
    app, session, scene = table
    drag(app, card_point(scene, 5), scene.placing.slot.center)
    app.settle()
    assert last_command(session) == rules.PlaceHideout(0, 5)
    assert scene.view["pending"]["card"] == 5


def test_dropping_a_card_elsewhere_queues_nothing_and_says_why(table):
    app, session, scene = table
    drag(app, card_point(scene, 5), (1100, 720))  # the empty felt below the row
    assert scene.placing.drag.toast.visible
    app.settle()
    assert session.steps == []
    assert scene.placing.drag.last_reason and "glowing slot" in scene.placing.drag.last_reason


def test_a_card_out_of_reach_springs_back_with_the_reach_explained(table):
    app, session, scene = table
    drag(app, card_point(scene, 17), scene.placing.slot.center)
    app.settle()
    assert session.steps == []
    reason = scene.placing.drag.last_reason or ""
    assert "17 is too far" in reason and "at most 3 without sprint cards" in reason


def test_only_cards_in_range_light_up_in_the_hand(table):
    _app, _session, scene = table
    lit = sorted(card for card, sprite in scene.hand.sprites.items() if sprite.highlight)
    assert lit == sorted(scene.view["playable"]) == [1, 2, 3, 5, 7]
    assert scene.hand.sprites[42].dimmed


def test_click_then_click_places_a_hideout(table):
    app, session, scene = table
    click(app, card_point(scene, 3))
    assert scene.hand.sprites[3].selected
    click(app, scene.placing.slot.center)
    app.settle()
    assert last_command(session) == rules.PlaceHideout(0, 3)


def test_sprint_cards_go_under_the_pending_hideout_and_confirm_queues_done(table):
    app, session, scene = table
    drag(app, card_point(scene, 5), scene.placing.slot.center)
    app.settle()
    assert "needs +2 more" in scene.instruction()
    confirm = next(b for b in scene.action_bar.buttons if b.on_click == scene.confirm)
    assert not confirm.enabled  # 5 is two beyond the normal range from 0
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    app.settle()
    assert last_command(session) == rules.AddSprint(0, 2)
    assert scene.view["pending"]["needed"] == 0
    confirm = next(b for b in scene.action_bar.buttons if b.on_click == scene.confirm)
    click(app, confirm.rect.center)
    app.settle()
    assert last_command(session) == rules.Done(0)
    assert scene.view["hideouts"][1]["card"] == 5


def test_enter_confirms_and_done_ends_the_first_turn_after_one_hideout(table):
    app, session, scene = table
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    app.settle()
    key(app, pygame.K_RETURN)
    app.settle()
    assert last_command(session) == rules.Done(0)
    assert scene.phase == "fugitive_first"
    assert any(b.on_click == scene.confirm for b in scene.action_bar.buttons)
    key(app, pygame.K_RETURN)
    app.settle()
    assert last_command(session) == rules.Done(0)
    assert session.to_act() == (1,)


def test_pass_button_is_offered_when_the_fugitive_may_pass_and_asks_first():
    app, session, scene = make_table()
    use_state(app, scene, row=[2], fugitive_hand=[4, 9, 42], phase=Phase.FUGITIVE_PLACE)
    button = next(b for b in scene.action_bar.buttons if b.on_click == scene.pass_turn)
    click(app, button.rect.center)
    app.settle()
    assert session.steps == [] and scene.confirmation.open  # 4 still fits: passing is asked first
    click(app, scene.confirmation.yes.rect.center)
    app.settle()
    assert last_command(session) == rules.Pass(0)


# -- the Marshal ------------------------------------------------------------------------------------------


def marshal_table():
    app, session, scene = make_table()
    use_state(
        app,
        scene,
        row=[2, (6, [1]), 8],
        fugitive_hand=[9, 10, 42],
        marshal_hand=[4, 5],
        phase=Phase.MARSHAL_DRAW,
        turn=4,
        draws_left=1,
    )
    return app, session, scene


def test_clicking_a_pile_as_the_marshal_queues_a_draw():
    app, session, scene = marshal_table()
    assert scene.viewer == 1
    click(app, scene.piles[1].rect.center)
    app.settle()
    assert last_command(session) == rules.Draw(1, 2)


def test_keys_one_two_three_draw_from_the_piles():
    app, session, scene = marshal_table()
    key(app, pygame.K_3)
    app.settle()
    assert last_command(session) == rules.Draw(1, 3)


def test_notepad_numbers_and_the_guess_button_queue_a_guess():
    app, session, scene = marshal_table()
    key(app, pygame.K_1)
    app.settle()
    assert scene.phase == "marshal_guess"
    for number in (8, 2):
        click(app, scene.guessing.notepad.cell_rect(number).center)
    assert scene.guessing.notepad.selected == [2, 8]
    guess = next(b for b in scene.action_bar.buttons if b.on_click == scene.guess)
    assert guess.label() == "Guess 2, 8"
    click(app, guess.rect.center)
    app.settle()
    assert last_command(session) == rules.Guess(1, (2, 8))


def test_a_hit_flips_the_found_hideouts_with_a_sound():
    app, session, scene = marshal_table()
    key(app, pygame.K_1)
    app.settle()
    click(app, scene.guessing.notepad.cell_rect(6).center)
    key(app, pygame.K_RETURN)
    assert scene.motion.flips, "the found card turns over"
    assert Sound.FLIP in app.sounds.played
    app.settle()
    assert not scene.motion.flips
    assert scene.view["hideouts"][2]["revealed"]
    assert scene.curtain_for == 0, "the screen passes to the Fugitive once the reveal was seen"


def test_clear_empties_the_guess_being_built():
    app, session, scene = marshal_table()
    key(app, pygame.K_1)
    app.settle()
    click(app, scene.guessing.notepad.cell_rect(9).center)
    clear = next(b for b in scene.action_bar.buttons if b.on_click == scene.clear_guess)
    click(app, clear.rect.center)
    assert scene.guessing.notepad.selected == []


def test_a_manhunt_offers_two_big_buttons_then_takes_one_number_at_a_time():
    app, session, scene = make_table()
    use_state(
        app,
        scene,
        row=[3, 6, 40],
        fugitive_hand=[41, 42],
        marshal_hand=[5],
        phase=Phase.FUGITIVE_PLACE,
        turn=9,
    )
    drag(app, card_point(scene, 42), scene.placing.slot.center)
    app.settle()
    key(app, pygame.K_RETURN)
    app.settle()
    lift(app, scene)
    assert scene.phase == "manhunt_offer"
    labels = [b.label() for b in scene.offer.buttons]
    assert labels == ["Let him go", "Start manhunt"]
    click(app, scene.offer.buttons[1].rect.center)
    app.settle()
    assert last_command(session) == rules.StartManhunt(1, True)
    assert "one number at a time" in scene.instruction()
    click(app, scene.guessing.notepad.cell_rect(3).center)
    click(app, scene.guessing.notepad.cell_rect(6).center)
    assert scene.guessing.notepad.selected == [6]


# -- hidden information ----------------------------------------------------------------------------------


def test_the_curtain_falls_between_two_people_and_hides_the_fugitive_hand(table):
    app, session, scene = table
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    app.settle()
    key(app, pygame.K_RETURN)
    app.settle()
    key(app, pygame.K_RETURN)  # Done: the Marshal's turn
    app.settle()
    assert scene.curtain_for == 1
    app.invalidate()
    app.step()
    hand = scene.layout.zones["hand_fugitive"]
    curtain = (10, 12, 18)
    for x in range(hand.left + 40, hand.right - 40, 97):
        assert tuple(app.canvas.get_at((x, hand.centery)))[:3] == curtain
    click(app, (960, 540))
    app.settle()
    assert scene.viewer == 1
    assert set(scene.hand.sprites) == set(scene.view["marshal_hand"] or [])
    assert all(h["card"] is None for h in scene.view["hideouts"][1:])


def test_the_table_view_draws_no_hand_when_computers_play_each_other():
    seats = [s.__class__(s.name, s.colour, SeatKind.COMPUTER, "casual") for s in default_seats(2)]
    app, session, scene = make_table(seats=seats)
    app.step()
    assert scene.viewer is None
    assert scene.hand.sprites == {}


# -- the notepad ---------------------------------------------------------------------------------------------


def test_notepad_marks_cycle_with_a_right_click_and_outlive_the_scene():
    app, session, scene = marshal_table()
    cell = scene.guessing.notepad.cell_rect(12).center
    click(app, cell, button=3)
    assert scene.guessing.notepad.notes.mark(12) is Mark.CROSSED
    click(app, cell, button=3)
    assert scene.guessing.notepad.notes.mark(12) is Mark.CIRCLED
    scene.refresh()
    again = FugitiveScene(session, autosave=False)
    assert again.guessing.notepad.notes.mark(12) is Mark.CIRCLED
    assert session.private_for(1)["notepad"]["marks"] == {"12": int(Mark.CIRCLED)}  # kept with the game
    click(app, cell, button=3)
    assert scene.guessing.notepad.notes.mark(12) is Mark.BLANK
    assert FugitiveScene(session, autosave=False).guessing.notepad.notes.mark(12) is Mark.BLANK


def test_the_assist_ranges_under_the_row_match_the_deduction():
    app, session, scene = marshal_table()
    expected = deduction.hideout_ranges(scene.view)
    assert scene.guessing.ranges == expected
    assert expected[1] is not None and expected[0] is None
    pad = scene.guessing.notepad
    assert 4 in pad.facts.held and 5 in pad.facts.held
    possible = set().union(*deduction.candidates(scene.view))
    assert all(n not in possible for n in pad.facts.ruled_out)


def test_the_assist_switch_on_the_notepad_turns_the_help_off():
    app, session, scene = marshal_table()
    assert scene.guessing.notepad.assist
    click(app, scene.guessing.notepad.assist_rect.center)
    assert not scene.guessing.notepad.assist


# -- events, animation and idling ----------------------------------------------------------------------------


def test_an_event_card_is_shown_big_until_clicked():
    app, session, scene = make_table(options={"players": 2, "variant": "random"})
    use_state(
        app,
        scene,
        row=[3],
        fugitive_hand=[5, 42],
        marshal_hand=[4],
        phase=Phase.MARSHAL_DRAW,
        turn=4,
        draws_left=1,
        piles=[["informant", 8, 12], ["dead_drop", 15], [29, 30]],
        variant=Variant.RANDOM,
    )
    click(app, scene.piles[0].rect.center)
    app.settle()
    assert scene.popup.content is not None and scene.popup.content.title == "Informant"
    assert "1-14" in scene.popup.content.result
    click(app, scene.popup.rect().center)
    assert not scene.popup.open
    click(app, scene.piles[1].rect.center)  # Dead Drop: a choice of piles
    app.settle()
    click(app, scene.popup.rect().center)
    assert scene.phase == "event_choice"
    assert [b.label() for b in scene.action_bar.buttons] == ["Pile 1", "Pile 2", "Pile 3"]
    click(app, scene.piles[2].rect.center)
    app.settle()
    assert last_command(session) == rules.ChooseDeck(1, 3)


def test_a_drawn_card_flies_from_the_pile_into_the_hand():
    app, session, scene = marshal_table()
    click(app, scene.piles[0].rect.center)
    assert Sound.CARD in app.sounds.played
    new = [c for c in scene.view["marshal_hand"] if c not in (4, 5)][0]
    sprite = scene.hand.sprites[new]
    assert sprite.busy
    app.settle()
    assert not sprite.busy and sprite.face_up


def test_animations_off_move_everything_at_once():
    app, session, scene = make_table(speed=0.0)
    lift(app, scene)
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    assert not scene.animating()


def test_an_idle_table_draws_no_frames(table):
    app, _session, scene = table
    app.settle()
    frames = app.stats.frames
    for _ in range(5):
        app.step()
    assert app.stats.frames == frames


def test_dragging_reuses_the_cached_table_layer(table):
    app, _session, scene = table
    start = card_point(scene, 5)
    press(app, start)
    move(app, (start[0] + 30, start[1] - 40), held=True)
    app.step()
    builds = scene.layers.builds
    for i in range(20):
        move(app, (300 + i * 40, 780), held=True)  # over the felt between the row and the hand
        app.step()
    assert scene.layers.builds == builds
    release(app, (1100, 720))
    app.step()


# -- the row's geometry --------------------------------------------------------------------------------------


def test_a_short_row_fits_one_line_at_full_size():
    zone = pygame.Rect(40, 320, 1280, 440)
    geometry = ts.row_geometry(8, zone)
    assert geometry.lines == 1 and geometry.scale == 1.0
    assert geometry.card_size == (130, 182)


@pytest.mark.parametrize("count", [10, 16, 22, 30])
def test_a_long_row_wraps_onto_a_second_line_and_stays_inside_its_zone(count):
    zone = pygame.Rect(40, 320, 1280, 440)
    geometry = ts.row_geometry(count, zone)
    assert geometry.lines == (1 if count < 12 else 2)  # a little too long: scaled down rather than wrapped
    places = [geometry.place_rect(i) for i in range(count)]
    assert all(zone.contains(p) for p in places)
    for i, a in enumerate(places):
        assert not any(a.colliderect(b) for b in places[i + 1 :])
    if geometry.lines == 2:
        assert places[0].top < places[-1].top  # the row reads on to the next line
        assert geometry.scale >= 0.55


def test_take_back_returns_a_started_hideout_to_the_hand(table):
    app, session, scene = table
    drag(app, card_point(scene, 5), scene.placing.slot.center)
    app.settle()
    back = next(b for b in scene.action_bar.buttons if b.on_click == scene.undo)
    click(app, back.rect.center)
    app.settle()
    assert session.steps == []
    assert 5 in scene.hand.sprites and scene.view["pending"] is None
