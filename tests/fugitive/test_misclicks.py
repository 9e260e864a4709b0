"""Issue 11, section 3: nothing important happens on one stray click at the Fugitive table.

A button never takes the place of a different one under the pointer (each action keeps its own
place in the bar), passing asks first, the "confirm end of turn" setting asks before Done,
Confirm hideout and Guess end a turn, and the Marshal is warned (not refused) when she adds a
number that cannot be a hideout to her guess.
"""

from __future__ import annotations

import pygame

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.widgets import Button
from tabletop.games.fugitive import rules
from tabletop.games.fugitive.rules.state import Effects, Phase, Variant
from tabletop.games.fugitive.table.scene import FugitiveScene
from tabletop.scenes.navigator import open_app
from tests.fugitive.test_scene import card_point, click, drag, last_command, lift, use_state


def table(
    confirm_end_turn: bool = False, options: dict | None = None
) -> tuple[App, GameSession, FugitiveScene]:
    app = open_app(Settings(confirm_end_turn=confirm_end_turn), window_size=(1920, 1080))
    session = GameSession.new(catalogue.get("fugitive"), options or {"players": 2}, 7, default_seats(2))
    scene = FugitiveScene(session, autosave=False)
    app.push(scene)
    return app, session, scene


def button(scene: FugitiveScene, action: object) -> Button:
    return next(b for b in scene.action_bar.buttons if b.on_click == action)


def press_button(app: App, scene: FugitiveScene, action: object) -> tuple[int, int]:
    """Click ``action``'s button, let everything play out, and check that the spot clicked now
    holds that same action's button or none (a second click there never does something else)."""
    pos = button(scene, action).rect.center
    click(app, pos)
    app.settle()
    under = [b for b in scene.action_bar.buttons if b.contains(pos)]
    assert all(b.on_click == action for b in under), [b.label() for b in under]  # type: ignore[operator]
    return pos


def test_confirm_then_take_back_then_pass_each_keep_their_own_place() -> None:
    app, session, scene = table()
    lift(app, scene)
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    app.settle()
    press_button(app, scene, scene.confirm)  # first turn, one hideout: Take back and Done now
    assert {b.on_click for b in scene.action_bar.buttons} == {scene.undo, scene.confirm}
    press_button(app, scene, scene.undo)  # back to the placement: Take back and Confirm hideout
    press_button(app, scene, scene.undo)  # and before it: nothing to press
    assert scene.view["pending"] is None


def test_pass_never_stands_where_confirm_hideout_or_done_stood() -> None:
    app, session, scene = table(options={"players": 2, "variant": "random"})
    # Double Time: after this hideout he may place another, so Pass comes up after Confirm
    use_state(
        app,
        scene,
        row=[2],
        fugitive_hand=[4, 5, 9, 42],
        phase=Phase.FUGITIVE_PLACE,
        effects=Effects(extra_action=(True, False)),
        variant=Variant.RANDOM,
    )
    drag(app, card_point(scene, 4), scene.placing.slot.center)
    app.settle()
    confirm_at = press_button(app, scene, scene.confirm)
    assert scene.phase == "fugitive_place"
    pass_button = button(scene, scene.pass_turn)
    assert not pass_button.rect.collidepoint(confirm_at)
    click(app, confirm_at)  # the double click's second half lands on nothing
    app.settle()
    assert last_command(session) == rules.Done(0)


def test_the_first_turns_done_is_not_where_confirm_hideout_was() -> None:
    app, session, scene = table()
    lift(app, scene)
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    app.settle()
    confirm_at = button(scene, scene.confirm).rect.center
    click(app, confirm_at)
    click(app, confirm_at)  # a double click: the hideout is placed, the turn does not end
    app.settle()
    assert scene.phase == "fugitive_first" and session.to_act() == (0,)


def test_a_dead_drops_pile_button_leaves_no_guess_under_the_pointer() -> None:
    app, session, scene = table(options={"players": 2, "variant": "random"})
    use_state(
        app,
        scene,
        row=[3],
        fugitive_hand=[5, 42],
        marshal_hand=[4],
        phase=Phase.MARSHAL_DRAW,
        turn=4,
        draws_left=1,
        piles=[["dead_drop", 8, 12], [15, 16], [29, 30]],
        variant=Variant.RANDOM,
    )
    click(app, scene.piles[0].rect.center)
    app.settle()
    click(app, scene.popup.rect().center)
    assert scene.phase == "event_choice"
    pile = next(b for b in scene.action_bar.buttons if b.label() == "Pile 2")
    pos = pile.rect.center
    click(app, pos)
    app.settle()
    assert last_command(session) == rules.ChooseDeck(1, 2)
    assert not any(b.contains(pos) for b in scene.action_bar.buttons)
    assert scene.phase == "marshal_draw"  # the Dead Drop was not her draw: she draws on
    click(app, scene.piles[2].rect.center)
    app.settle()
    assert scene.phase == "marshal_guess"
    assert not button(scene, scene.guess).visible  # no Guess in the bottom row before a number
    click(app, scene.guessing.notepad.cell_rect(7).center)
    assert button(scene, scene.guess).visible  # the Guess button shows once a number is picked


def test_passing_asks_first_and_no_says_no() -> None:
    app, session, scene = table()
    use_state(app, scene, row=[2], fugitive_hand=[4, 9, 42], phase=Phase.FUGITIVE_PLACE)
    click(app, button(scene, scene.pass_turn).rect.center)
    assert scene.confirmation.open
    click(app, scene.confirmation.no.rect.center)
    app.settle()
    assert session.steps == [] and not scene.confirmation.open
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
    app.step()
    assert scene.confirmation.open  # its key asks too
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.step()
    app.settle()
    assert last_command(session) == rules.Pass(0)


def test_passing_with_no_card_that_fits_is_not_asked() -> None:
    app, session, scene = table()
    use_state(app, scene, row=[2], fugitive_hand=[20, 42], phase=Phase.FUGITIVE_PLACE)
    click(app, button(scene, scene.pass_turn).rect.center)
    app.settle()
    assert last_command(session) == rules.Pass(0)


def test_the_end_of_turn_setting_asks_before_done_and_the_last_confirm_hideout() -> None:
    app, session, scene = table(confirm_end_turn=True)
    lift(app, scene)
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    app.settle()
    click(app, button(scene, scene.confirm).rect.center)  # the first of two: the turn goes on
    app.settle()
    assert not scene.confirmation.open and last_command(session) == rules.Done(0)
    click(app, button(scene, scene.confirm).rect.center)  # Done: it ends the turn
    assert scene.confirmation.open and "End your turn" in scene.confirmation.question
    click(app, scene.confirmation.yes.rect.center)
    app.settle()
    assert session.to_act() == (1,)


def test_without_the_setting_done_ends_the_turn_at_once() -> None:
    app, session, scene = table()
    lift(app, scene)
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    app.settle()
    click(app, button(scene, scene.confirm).rect.center)
    app.settle()
    click(app, button(scene, scene.confirm).rect.center)
    app.settle()
    assert not scene.confirmation.open and session.to_act() == (1,)


def test_the_end_of_turn_setting_asks_before_the_marshals_guess() -> None:
    app, session, scene = table(confirm_end_turn=True)
    use_state(
        app, scene, row=[2, 6], fugitive_hand=[9, 42], marshal_hand=[4], phase=Phase.MARSHAL_GUESS, turn=4
    )
    click(app, scene.guessing.notepad.cell_rect(5).center)
    click(app, button(scene, scene.guess).rect.center)
    assert scene.confirmation.open and "5" in scene.confirmation.question
    click(app, scene.confirmation.yes.rect.center)
    app.settle()
    assert last_command(session) == rules.Guess(1, (5,))


def test_the_marshal_is_warned_when_her_series_names_a_card_she_holds_and_may_still_guess() -> None:
    app, session, scene = table()
    use_state(
        app, scene, row=[2, 6], fugitive_hand=[9, 42], marshal_hand=[4], phase=Phase.MARSHAL_GUESS, turn=4
    )
    pad = scene.guessing.notepad
    click(app, pad.cell_rect(2).center)
    click(app, pad.cell_rect(4).center)
    toast = scene.placing.drag.toast
    assert toast.visible and "You hold 4" in toast.text
    assert pad.selected == [2, 4]  # a warning, not a refusal
    assert "You hold 4" in scene.guessing.warning()
    click(app, button(scene, scene.guess).rect.center)
    app.settle()
    assert last_command(session) == rules.Guess(1, (2, 4))


def test_the_marshal_is_warned_about_a_number_the_assist_rules_out_only_with_the_assist_on() -> None:
    app, session, scene = table()
    use_state(
        app, scene, row=[2, 6], fugitive_hand=[9, 42], marshal_hand=[4], phase=Phase.MARSHAL_GUESS, turn=4
    )
    pad = scene.guessing.notepad
    assert 30 in pad.facts.ruled_out
    click(app, pad.cell_rect(30).center)
    assert "30 is ruled out" in scene.guessing.warning()
    click(app, pad.assist_rect.center)  # the assist off: she does the detective work herself
    assert scene.guessing.warning() == ""
