"""The Outnumbered table, driven the way a player drives it: real mouse events through the App.

Each test builds the real App at 1920x1080 (window and logical coordinates are the same), puts a
position on the table (a hand-built one from ``rules.scenario`` where the test needs exact dice),
posts pygame mouse events through ``App.dispatch`` and checks the command that reached the session
and what the table shows.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.widgets import ButtonStyle
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.table.scene import OutnumberedScene
from tabletop.scenes.game_over import GameOverScene
from tabletop.scenes.navigator import open_app

# -- driving the app --------------------------------------------------------------------------------


def make_table(
    mode: str = "sidekick",
    players: int = 1,
    computers: tuple[int, ...] = (),
    speed: float = 1.0,
    seed: int = 11,
    demo: bool = False,
) -> tuple[App, GameSession, OutnumberedScene]:
    app = open_app(Settings(animation_speed=speed), window_size=(1920, 1080))
    seats = [
        Seat(s.name, s.colour, SeatKind.COMPUTER if i in computers else SeatKind.HUMAN)
        for i, s in enumerate(default_seats(players))
    ]
    session = GameSession.new(catalogue.get("outnumbered"), {"players": players, "mode": mode}, seed, seats)
    scene = OutnumberedScene(session, demo=demo, autosave=False)
    app.push(scene)
    app.step()
    return app, session, scene


def use_state(app: App, scene: OutnumberedScene, **kwargs) -> None:
    """Put a hand-built position on the table (as a loaded save would)."""
    scene.session.state = make_state(**kwargs)
    scene.choose_viewer()
    scene.refresh()
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
    move(app, pos)
    press(app, pos, button)
    release(app, pos, button)
    app.step()


def drag(app: App, start, end, steps: int = 6, check_midway=None) -> None:
    press(app, start)
    for i in range(1, steps + 1):
        move(
            app,
            (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps),
            held=True,
        )
        app.step()
        if check_midway is not None and i == steps:
            check_midway()
    release(app, end)
    app.step()


def last_command(session: GameSession):
    return session.steps[-1].command if session.steps else None


def chip_point(scene: OutnumberedScene, number: int) -> tuple[int, int]:
    """The centre of the tray chip showing ``number``."""
    value = next(v for v in scene.view["pool"] if v["number"] == number)
    return scene.tray.chip_rect(int(value["id"])).center


def value_id(scene: OutnumberedScene, number: int) -> int:
    return int(next(v for v in scene.view["pool"] if v["number"] == number)["id"])


# -- rolling, defeating, refusing -------------------------------------------------------------------------


def test_clicking_roll_queues_a_roll_and_the_dice_land():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5, (2, 0): 9})
    click(app, scene.tray.roll_button.rect.center)
    app.settle()
    assert last_command(session) == rules.Roll(0)
    assert scene.view["phase"] == "act"
    assert len(scene.view["pool"]) == 3


def test_dragging_a_chip_onto_the_matching_villain_queues_defeat():
    app, session, scene = make_table()
    use_state(app, scene, villains={(1, 2): 4, (3, 0): 6}, dice=(4, 2, 1))
    glowing: list[set[str]] = []
    drag(
        app,
        chip_point(scene, 4),
        scene.layout.villain_rect(1, 2).center,
        check_midway=lambda: glowing.append(set(scene.villain_glows())),
    )
    app.settle()
    assert glowing and glowing[0] == {"m04"}  # while held, only the villain numbered 4 glows
    assert last_command(session) == rules.Defeat(0, value_id_before(session, 4), 1, 2)
    assert scene.view["lanes"][1]["villains"][2] is None
    assert "m04" not in scene.lanes.sprites


def value_id_before(session: GameSession, number: int) -> int:
    """The id the value had in the pool before the last command (the Defeat consumed it)."""
    before = session.steps[-1].state_before
    return next(v.id for v in before.pool if v.number == number)


def test_dropping_a_chip_on_the_wrong_villain_queues_nothing_and_says_why():
    app, session, scene = make_table()
    use_state(app, scene, villains={(2, 1): 13}, dice=(4, 2, 6))
    drag(app, chip_point(scene, 6), scene.layout.villain_rect(2, 1).center)
    app.step()
    assert session.steps == []
    assert scene.tray.toast.visible
    assert scene.tray.toast.text == "That makes 6, but this villain needs 13."


def test_a_built_twelve_on_a_thirteen_is_refused_with_both_numbers():
    app, session, scene = make_table()
    use_state(app, scene, villains={(2, 1): 13}, dice=(4, 2, 6))
    app.enqueue(rules.Combine(0, value_id(scene, 6), "*", value_id(scene, 2)))
    app.settle()
    assert any(v["number"] == 12 for v in scene.view["pool"])
    steps = len(session.steps)
    drag(app, chip_point(scene, 12), scene.layout.villain_rect(2, 1).center)
    assert len(session.steps) == steps
    assert scene.tray.toast.text == "That makes 12, but this villain needs 13."


# -- heroes ------------------------------------------------------------------------------------------------


def test_choosing_a_hero_by_click_queues_choose_hero():
    app, session, scene = make_table(players=2)
    assert scene.hero_choice.choosing()
    rects = scene.hero_choice.rects()
    click(app, rects[1].center)  # Digitizer
    app.settle()
    assert last_command(session) == rules.ChooseHero(0, "digitizer")
    click(app, rects[1].center)  # taken: Ben cannot pick it too
    assert len(session.steps) == 1
    assert "already chosen" in scene.toast.text
    click(app, rects[0].center)
    app.settle()
    assert last_command(session) == rules.ChooseHero(1, "big_plus")
    assert not scene.hero_choice.choosing()


def test_a_computer_hero_chooses_by_itself():
    app, session, scene = make_table(players=2, computers=(1,))
    click(app, scene.hero_choice.rects()[3].center)
    for _ in range(400):
        app.step(dt=0.05)
        if len(session.steps) >= 2:
            break
        scene.computers.wait = 0
        if scene.computers.move is not None:
            scene.computers.move.thread.join(2)
    assert [s.command.TYPE for s in session.steps] == ["choose_hero", "choose_hero"]
    assert session.view(None)["heroes"][0] == "twin_turbo"


def test_use_power_button_starts_the_hero_power_in_the_tray():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5}, dice=(4, 2, 1), heroes=("big_plus",))
    click(app, scene.hero_panel.power_button.rect.center)
    assert scene.tray.hero_pending == "plus_one"
    click(app, chip_point(scene, 4))
    app.settle()
    assert last_command(session) == rules.UseHeroPower(0, value_id_before(session, 4), -1)
    assert any(v["number"] == 5 for v in scene.view["pool"])
    assert scene.hero_panel.power_label() == "Power used"


# -- bonus powers --------------------------------------------------------------------------------------------


def test_playing_lightning_on_a_villain_queues_play_bonus_with_that_target():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5, (4, 3): 30, (2, 4): 9}, hands=[("lightning",)])
    click(app, scene.bonus_hand.slots()[0].center)
    assert scene.bonus_hand.mode == "lightning"
    assert scene.bonus_hand.targets() == {(0, 0), (2, 4)}  # 30 is too big for Lightning Strike
    click(app, scene.layout.villain_rect(4, 3).center)  # not a legal target: said why, nothing queued
    assert session.steps == []
    assert "10 or less" in scene.toast.text
    click(app, scene.layout.villain_rect(2, 4).center)
    app.settle()
    assert last_command(session) == rules.PlayBonus(0, "lightning", 2, 4, -1, 0)
    assert scene.view["lanes"][2]["villains"][4] is None
    assert scene.bonus_hand.mode is None


def test_rebuild_is_played_on_the_lane_clicked():
    app, session, scene = make_table()
    use_state(
        app, scene, villains={(0, 0): 5}, hands=[("rebuild",)], barricades=(True, False, True, False, True)
    )
    click(app, scene.bonus_hand.slots()[0].center)
    assert scene.bonus_hand.rebuild_lanes() == {1, 3}
    click(app, scene.layout.barricade_rects[3].center)
    app.settle()
    assert last_command(session) == rules.PlayBonus(0, "rebuild", 3, -1, -1, 0)
    assert scene.lanes.shown_barricades[3]


def test_wild_die_asks_for_a_die_and_a_face():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5}, dice=(4, 2, 1), hands=[("wild_die",)])
    click(app, scene.bonus_hand.slots()[0].center)
    assert scene.bonus_hand.mode == "wild_die"
    die_button = next(b for b in scene.bonus_hand.picker_buttons if b.label == "2")
    click(app, die_button.rect.center)
    face_six = next(b for b in scene.bonus_hand.picker_buttons if b.label == "6")
    click(app, face_six.rect.center)
    app.settle()
    command = last_command(session)
    assert isinstance(command, rules.PlayBonus) and command.card == "wild_die" and command.face == 6


# -- the attack ----------------------------------------------------------------------------------------------


def end_turn(app: App, scene: OutnumberedScene) -> None:
    """Press End turn; when the table asks first (a villain is still in reach), answer Yes."""
    click(app, scene.tray.end_button.rect.center)
    if scene.confirmation.open:
        click(app, scene.confirmation.yes.rect.center)


def test_the_truck_moves_along_the_route_after_end_turn_and_an_attack_plays_out():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5, (2, 3): 9}, dice=(4, 2, 1), truck=2)
    start = scene.truck.pos
    assert start == pytest.approx(scene.layout.route_center(2))
    end_turn(app, scene)
    assert last_command(session) == rules.EndTurn(0)
    app.step(dt=0.3)
    app.step(dt=0.3)
    midway = scene.truck.pos
    assert midway != pytest.approx(start)  # the truck is driving, not teleported
    assert scene.animating()
    app.settle()
    assert scene.truck.pos == pytest.approx(scene.layout.route_center(3))
    assert scene.lanes.sprites["m09"].rect.center == scene.layout.villain_rect(2, 4).center  # slid down a row
    assert {sprite.id for sprite in scene.lanes.sprites.values()} == {
        str(v["id"]) for lane in scene.view["lanes"] for v in lane["villains"] if v is not None
    }


def test_a_breach_discards_the_barricade_on_screen():
    app, session, scene = make_table()
    use_state(app, scene, villains={(3, 4): 7}, dice=(1, 1, 1), truck=2)
    click(app, scene.tray.end_button.rect.center)
    app.settle()
    assert not scene.view["lanes"][3]["barricade"]
    assert not scene.lanes.shown_barricades[3]
    assert "m07" not in scene.lanes.sprites


def test_a_stray_click_leaves_a_running_attack_playing_and_skip_all_ends_it():
    """Issue 20: one stray click spends nothing; only Next and Skip all move the beats on."""
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5}, dice=(4, 2, 1), truck=2)
    end_turn(app, scene)
    app.step(dt=0.05)
    assert scene.animating()
    click(app, (500, 600))
    assert scene.timeline.playing
    click(app, scene.skip_all_button.rect.center)
    assert not scene.timeline.playing
    assert scene.truck.pos == pytest.approx(scene.layout.route_center(3))


def test_an_attack_plays_beat_by_beat_with_next_and_skip_all_buttons_and_its_log_line_lit():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5}, dice=(4, 2, 1), truck=2)
    end_turn(app, scene)
    app.step(dt=0.05)
    assert scene.skip_controls_shown()
    first, total = scene.timeline.position
    assert total > 2
    lit = scene.log.highlight
    assert lit is not None and scene.log.lines[lit][0] == scene.log_lines()[scene.timeline.log_index]
    click(app, scene.skip_beat_button.rect.center)
    assert scene.timeline.playing
    assert scene.timeline.position[0] == first + 1
    assert len(session.steps) == 1  # the buttons only skip: no command is sent
    click(app, scene.skip_all_button.rect.center)
    assert not scene.timeline.playing
    assert scene.log.highlight is None
    assert scene.truck.pos == pytest.approx(scene.layout.route_center(3))


def test_a_table_of_computer_heroes_plays_on_by_itself():
    app, session, scene = make_table(players=2, computers=(0, 1), speed=0.0, demo=True)
    for _ in range(2000):
        app.step(dt=0.05)
        scene.computers.wait = 0
        if scene.computers.move is not None:
            scene.computers.move.thread.join(2)
        if len(session.steps) >= 12 or session.over:
            break
    assert len(session.steps) >= 12
    assert scene.view["truck"] >= 1


# -- ending a turn: nothing important on one stray click --------------------------------------------------


def test_ending_a_turn_while_the_dice_can_still_beat_a_villain_asks_first_and_no_keeps_the_turn():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5}, dice=(4, 2, 1), truck=2)  # 4 + 1 beats the 5
    click(app, scene.tray.end_button.rect.center)
    assert session.steps == [] and scene.confirmation.open
    assert "can still beat a villain" in scene.confirmation.question
    assert not scene.confirmation.box.colliderect(scene.tray.end_button.rect)  # a double click cannot answer
    click(app, scene.confirmation.no.rect.center)
    assert session.steps == [] and not scene.confirmation.open
    click(app, scene.tray.end_button.rect.center)
    click(app, scene.confirmation.yes.rect.center)
    assert last_command(session) == rules.EndTurn(0)


def test_a_double_click_on_end_turn_puts_the_question_away_and_ends_nothing():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5}, dice=(4, 2, 1))
    click(app, scene.tray.end_button.rect.center)
    click(app, scene.tray.end_button.rect.center)
    assert session.steps == [] and not scene.confirmation.open


def test_with_nothing_left_to_make_the_turn_ends_at_once_unless_the_setting_asks():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 43}, dice=(1, 1, 1))
    click(app, scene.tray.end_button.rect.center)
    assert last_command(session) == rules.EndTurn(0) and not scene.confirmation.open
    app.settle()
    app.update_settings(app.settings.with_(confirm_end_turn=True))
    use_state(app, scene, villains={(0, 0): 43}, dice=(1, 1, 1))
    steps = len(session.steps)
    click(app, scene.tray.end_button.rect.center)
    assert len(session.steps) == steps and scene.confirmation.question == "End your turn?"
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step()
    assert last_command(session) == rules.EndTurn(0)


# -- the bonus cards: nothing spent by the click that picks one ----------------------------------------------


def test_clicking_a_bonus_card_shows_it_large_and_plays_nothing():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 43}, dice=(1, 1, 1), hands=[("extra_die",)])
    entry = scene.bonus_hand.slots()[0]
    click(app, entry.center)
    click(app, entry.center)  # a double click on the card: still only shown
    assert session.steps == []
    assert scene.bonus_hand.selected == "extra_die" and scene.bonus_hand.play_button.visible
    play = scene.bonus_hand.play_button.rect
    assert not play.colliderect(entry) and not any(
        play.colliderect(b.rect)
        for b in (scene.tray.roll_button, scene.tray.end_button, scene.tray.hint_button)
    )
    click(app, play.center)
    app.settle()
    assert last_command(session) == rules.PlayBonus(0, "extra_die", -1, -1, -1, 0)
    assert scene.bonus_hand.selected is None


def test_a_bonus_card_that_cannot_help_says_why_and_stays_in_hand():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 43}, hands=[("lightning",)])  # nothing numbered 10 or less
    click(app, scene.bonus_hand.slots()[0].center)
    line, _colour = scene.bonus_hand.status()
    assert line == "No villain numbered 10 or less is on the board."
    assert not scene.bonus_hand.play_button.visible and scene.bonus_hand.mode is None
    click(app, scene.bonus_hand.cancel_button.rect.center)
    assert session.steps == [] and scene.bonus_hand.selected is None
    assert scene.view["hands"][0] == ["lightning"]


def test_a_click_away_or_esc_puts_a_chosen_card_back_unplayed():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5}, dice=(4, 2, 1), hands=[("knockout",)])
    click(app, scene.bonus_hand.slots()[0].center)
    assert scene.bonus_hand.mode == "knockout"
    click(app, scene.hero_panel.power_button.rect.center)  # away from the card: it goes back, no power used
    assert scene.bonus_hand.selected is None and scene.tray.hero_pending is None
    click(app, scene.bonus_hand.slots()[0].center)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    assert scene.bonus_hand.selected is None and session.steps == []
    assert app.top is scene  # Esc put the card back; it did not open the menu


def _buttons(scene: OutnumberedScene) -> dict[str, pygame.Rect]:
    tray = scene.tray
    found = {
        "roll": tray.roll_button.rect,
        "end_turn": tray.end_button.rect,
        "hint": tray.hint_button.rect,
        "build": tray.controls.build_button.rect,
        "field": tray.field.rect,
        "power": scene.hero_panel.power_button.rect,
        "take_back": scene.undo_button.rect,
        "menu": scene.menu_button.rect,
    }
    found.update({f"op {op}": b.rect for op, b in tray.op_buttons.items()})
    return {name: pygame.Rect(rect) for name, rect in found.items()}


def test_no_button_takes_the_place_of_another_between_the_roll_and_the_actions():
    """Roll, End turn, Hint, Build, the operations, Use power and Take back each keep one place
    for the whole turn, and no two of them share any of it."""
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5})
    before = _buttons(scene)
    click(app, scene.tray.roll_button.rect.center)
    app.settle()
    pool = scene.view["pool"]
    app.enqueue(rules.Combine(0, int(pool[0]["id"]), "+", int(pool[1]["id"])))
    app.settle()
    assert scene.view["phase"] == "act" and scene.undo_button.visible  # Take back shows up now
    assert _buttons(scene) == before
    names = sorted(before)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not before[a].colliderect(before[b]), (a, b)


@pytest.mark.parametrize("card", ["extra_die", "lightning", "wild_die", "rebuild"])
def test_a_bonus_cards_buttons_sit_where_nothing_else_can_be_clicked(card):
    """Play it and Cancel (and Wild Die's face buttons, which play it) lie over the expression
    panel only: the second click of a double click lands on nothing once the card is gone."""
    app, session, scene = make_table()
    use_state(
        app,
        scene,
        villains={(0, 0): 5},
        dice=(4, 2, 6),
        hands=[(card,)],
        barricades=(True, False, True, True, True),
    )
    scene.bonus_hand.choose(card)
    if card == "wild_die":
        scene.bonus_hand.picker_buttons[0].fire()
    hand = scene.bonus_hand
    closing = [hand.cancel_button, *([hand.play_button] if hand.play_button.visible else [])]
    if card == "wild_die":
        closing += hand.picker_buttons[3:]  # the faces: a click on one plays the card
    panel = scene.layout.zones["expression"]
    taken = [*_buttons(scene).values(), *hand.slots()]
    for value in scene.view["pool"]:
        taken += [scene.tray.chip_rect(int(value["id"])), scene.tray.geometry.x2_rect(int(value["id"]))]
    for button in closing:
        assert panel.contains(button.rect), (card, button.label)
        assert not any(button.rect.colliderect(r) for r in taken), (card, button.label)


# -- the end -------------------------------------------------------------------------------------------------


def test_the_game_over_screen_shows_the_score_and_its_band():
    app, session, scene = make_table(mode="hero")
    use_state(
        app,
        scene,
        mode="hero",
        villains={(2, 0): 9},
        dice=(4, 5, 1),
        truck=17,
        barricades=(True, True, False, True, False),
    )
    drop_nine = scene.layout.villain_rect(2, 0).center
    app.enqueue(rules.Combine(0, value_id(scene, 4), "+", value_id(scene, 5)))
    app.settle()
    drag(app, chip_point(scene, 9), drop_nine)
    app.settle()
    assert session.over
    over = app.top
    assert isinstance(over, GameOverScene)
    view = session.view(None)
    assert view["score"] == 10 + 3 * 3
    words: list[str] = []
    import tabletop.games.outnumbered.table.score_panel as panel_module

    real = panel_module.txt.draw_text

    def spy(surface, text, *args, **kwargs):
        words.append(text)
        return real(surface, text, *args, **kwargs)

    panel_module.txt.draw_text = spy
    try:
        app.invalidate()
        app.draw()
    finally:
        panel_module.txt.draw_text = real
    assert "19 points" in words
    assert any("Absolute Zero got away" in w for w in words)  # the 16-21 band is lit


def test_training_remembers_the_best_count(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app, session, scene = make_table(mode="training")
    use_state(app, scene, mode="training", villains={(2, 0): 3}, dice=(3, 1), truck=17, escaped=(7, 8))
    drag(app, chip_point(scene, 3), scene.layout.villain_rect(2, 0).center)
    app.settle()
    assert session.over
    assert app.settings.outnumbered_training_best == 2
    assert isinstance(app.top, GameOverScene)


def test_beating_a_villain_on_a_star_space_flies_a_bonus_card_to_the_hand():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 1): 4}, dice=(4, 2, 1))  # lane 1, row 2 is a yellow space
    drag(app, chip_point(scene, 4), scene.layout.villain_rect(0, 1).center)
    assert [e.kind for e in session.steps[-1].events if e.kind == "bonus_drawn"] == ["bonus_drawn"]
    for _ in range(10):  # the hit first, then the card leaves the deck
        app.step(dt=0.05)
        if scene.flights:
            break
    assert scene.flights and scene.bonus_hand.hidden == 1  # in the air: not in the hand yet
    app.settle()
    assert scene.bonus_hand.hidden == 0 and not scene.flights
    assert len(scene.bonus_hand.shown_hand()) == 1


# -- painting the last frame, the formula field and what the banner says -------------------------------


def frames_painted(app: App, scene: OutnumberedScene) -> list[int]:
    """Counts each time the App paints the scene (one entry per painted frame)."""
    painted: list[int] = []
    original = scene.draw

    def counting(surface: pygame.Surface) -> None:
        painted.append(1)
        original(surface)

    scene.draw = counting  # type: ignore[method-assign]
    return painted


def test_the_frame_a_roll_lands_on_is_painted_before_the_table_goes_idle():
    """The loop stops painting when nothing moves; the last step of the roll must still be shown,
    or the tray keeps a tumbling die under "Rolling…" until the mouse moves."""
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 5})
    click(app, scene.tray.roll_button.rect.center)
    painted = frames_painted(app, scene)
    busy, frames = True, 0
    while busy and frames < 400:
        painted.clear()
        busy = app.step(dt=0.05)
        frames += 1
    assert not busy and scene.view["phase"] == "act"
    assert painted, "the step on which the animation ended painted nothing"


def test_an_event_card_taken_down_by_its_timer_is_painted_away():
    """Hero mode's event card leaves after its reading time even when nothing else moves."""
    from tabletop.games.outnumbered.rules.content import EVENTS_BY_ID

    app, session, scene = make_table(mode="hero")
    use_state(app, scene, mode="hero", villains={(0, 0): 5})
    scene.event_cards.popup.show(next(iter(EVENTS_BY_ID)), 0.2)
    scene.dirty = True
    app.step(dt=0.05)
    painted = frames_painted(app, scene)
    app.step(dt=0.5)
    assert not scene.event_cards.open
    assert painted, "the card was dropped but the screen still shows it"


def test_escape_in_the_formula_field_leaves_the_field_and_stays_at_the_table():
    app, session, scene = make_table()
    use_state(app, scene, villains={(2, 1): 13}, dice=(4, 2, 6))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode="6"))
    app.step()
    assert scene.tray.field.focused
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    assert not scene.tray.field.focused
    assert app.top is scene  # no pause menu on the first Esc


def test_a_held_number_no_villain_shows_points_back_at_the_tray():
    """The banner promises a glowing villain only when one actually glows for the held number."""
    app, session, scene = make_table()
    use_state(app, scene, villains={(2, 1): 13, (1, 2): 4}, dice=(4, 2, 6))
    said: list[str] = []
    drag(
        app,
        chip_point(scene, 6),
        (scene.tray.rects["expression"].centerx, scene.tray.rects["expression"].centery),
        check_midway=lambda: said.append(scene.instruction()),
    )
    assert said == ["No villain shows 6: drop it on another number to keep building"]
    said.clear()
    drag(
        app,
        chip_point(scene, 4),
        (scene.tray.rects["expression"].centerx, scene.tray.rects["expression"].centery),
        check_midway=lambda: said.append(scene.instruction()),
    )
    assert said == ["Drop 4 on a glowing villain"]


# -- card names in the player's language, the log's room, the captions ------------------------------


def test_in_polish_a_translated_card_name_is_set_over_the_art_and_an_untranslated_one_is_not(monkeypatch):
    """The art prints English names; Polish needs them relabelled, English and same-name cards never."""
    from tabletop.core import i18n
    from tabletop.engine import theme
    from tabletop.games.outnumbered.table import art as art

    make_table()  # a display, so the art loads as the table loads it
    calls: list[tuple[str, str]] = []
    real = art.relabel

    def spy(surface, kind, name, villain_kind="minion"):
        calls.append((kind, name))
        return real(surface, kind, name, villain_kind)

    monkeypatch.setattr(art, "relabel", spy)
    monkeypatch.setattr(art, "_relabelled", {})
    plain_imp = theme.load_art("outnumbered", "villain_m01.png")
    plain_bot = theme.load_art("outnumbered", "villain_m06.png")
    assert art.villain_face("m01", 1) is plain_imp  # English: the art untouched
    i18n.set_language("pl")
    try:
        flunky = art.villain_face("m01", 1)
        assert art.villain_face("m01", 1) is flunky  # made once per language, not per frame
        assert art.villain_face("m06", 6) is plain_bot  # "Brr-Bot" reads the same in Polish
        art.hero_card("big_plus")
        art.bonus_card("wild_die")
        art.event_card("blizzard")
    finally:
        i18n.set_language("en")
    assert calls == [
        ("villain", "Mroźny Pachołek"),
        ("hero", "Wielki Plus"),
        ("bonus", "Dzika Kość"),
        ("event", "Zamieć"),
    ]
    assert flunky is not plain_imp and flunky.get_size() == plain_imp.get_size()
    band = pygame.Rect(art.NAME_BAND["villain"])
    below = pygame.Rect(0, band.bottom + 2, plain_imp.get_width(), plain_imp.get_height() - band.bottom - 2)
    assert any(
        flunky.get_at(p) != plain_imp.get_at(p)
        for p in [(x, y) for x in range(30, 170, 3) for y in range(5, 18, 2)]
    )
    assert all(
        flunky.get_at(p) == plain_imp.get_at(p)
        for p in [
            (x, y) for x in range(below.left, below.right, 9) for y in range(below.top, below.bottom, 9)
        ]
    )
    assert art.villain_face("m01", 1) is plain_imp  # back in English: the art itself again


def test_the_table_knows_the_art_name_bands():
    """The scene's copy of where the art prints names matches the art script's."""
    import importlib.util
    import sys
    from pathlib import Path

    from tabletop.games.outnumbered.table import art as art

    scripts = Path(__file__).resolve().parents[2] / "build_scripts"
    sys.path.insert(0, str(scripts))
    try:
        spec = importlib.util.spec_from_file_location("art_outnumbered_bands", scripts / "art_outnumbered.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(scripts))
    assert art.NAME_BAND == module.NAME_BAND


def test_the_game_log_shows_five_lines_at_the_readable_size():
    from tabletop.engine import text as txt

    app, session, scene = make_table()
    assert scene.log.size == txt.READABLE
    assert scene.log.visible_rows >= 5
    assert not scene.log.rect.colliderect(scene.layout.zones["bonus_hand"])
    assert scene.log.rect.contains(scene.undo_button.rect)


def test_a_first_training_game_says_fewer_is_better_once(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app, session, scene = make_table(mode="training")
    use_state(app, scene, mode="training", villains={(2, 0): 3}, dice=(3, 1), truck=17, escaped=(7, 8))
    drag(app, chip_point(scene, 3), scene.layout.villain_rect(2, 0).center)
    app.settle()
    assert isinstance(app.top, GameOverScene)
    import tabletop.games.outnumbered.table.score_panel as panel_module

    words: list[str] = []
    real = panel_module.txt.draw_text

    def spy(surface, text, *args, **kwargs):
        words.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(panel_module.txt, "draw_text", spy)
    app.invalidate()
    app.draw()
    assert sum("Fewer is better" in w or "fewer is better" in w for w in words) == 1
    assert any("first Training score" in w for w in words)


def test_when_the_dice_make_nothing_but_a_dice_bonus_is_in_hand_the_table_suggests_it():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 43}, dice=(1, 1, 1), hands=[["extra_die"]])
    assert not scene.tray.anything_to_beat()
    assert "try a bonus power" in scene.instruction()
    scene.tray.show_hint()
    assert "try a bonus power" in scene.tray.hint.text and "Extra Die" in scene.tray.hint.text
    assert scene.tray.end_button.style is not ButtonStyle.PRIMARY  # the turn is not over yet


def test_when_the_dice_make_nothing_and_no_bonus_helps_the_table_says_end_your_turn():
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 43}, dice=(1, 1, 1), hands=[["lightning"]])
    assert "end your turn" in scene.instruction()
    scene.tray.show_hint()
    assert "bonus" not in scene.tray.hint.text
    assert scene.tray.end_button.style is ButtonStyle.PRIMARY


def test_the_team_strip_shows_each_seats_bonus_cards_and_its_tooltip_says_so_in_words():
    app, session, scene = make_table(players=2)
    use_state(app, scene, players=2, villains={(0, 0): 5}, hands=[["lightning", "knockout"], []])
    count = scene.hero_panel.bonus_count_rect(0)
    assert count is not None and scene.layout.zones["team"].contains(count)
    move(app, count.center)
    for _ in range(15):
        app.step(dt=0.1)
    tip = scene.tooltips.shown
    assert tip is not None and tip.title == f"{session.seats[0].name} · Big Plus"
    assert "2 bonus power cards in hand." in tip.body and "Playing now." in tip.body


def test_the_event_card_covers_neither_the_roll_button_nor_the_heroes_and_a_roll_takes_it_down():
    app, session, scene = make_table(mode="hero")
    use_state(app, scene, mode="hero", villains={(0, 0): 5})
    popup = scene.event_cards.popup.rect()
    for rect in (
        scene.tray.roll_button.rect,
        scene.tray.end_button.rect,
        scene.tray.hint_button.rect,
        scene.layout.zones["hero_card"],
        scene.layout.zones["bonus_hand"],
        scene.layout.zones["team"],
        scene.log.rect,
    ):
        assert not popup.colliderect(rect)
    assert popup.contains(scene.event_cards.card_rect())
    scene.event_cards.popup.show("blizzard", 5.0)
    click(app, scene.tray.roll_button.rect.center)
    app.settle()
    assert last_command(session) == rules.Roll(0)
    assert not scene.event_cards.open


def test_a_two_line_hint_leaves_the_formula_inside_the_expression_panel():
    """A hero-power hint wraps to two lines in the table's short panel: the formula above it
    keeps clear of the panel's border (it used to be squeezed up over it)."""
    from tabletop.engine import text as txt
    from tabletop.games.outnumbered.table.tray.draw import expression_layout

    app, session, scene = make_table()
    use_state(app, scene, villains={(3, 1): 20, (0, 0): 43}, dice=(3, 1, 1))
    click(app, scene.tray.hint_button.rect.center)
    big, small = scene.tray.expression_text()
    assert "use Big Plus" in small and big.endswith("= 20")
    panel = scene.tray.rects["expression"]
    area, size, small_size, lines = expression_layout(panel, big, small)
    formula_top = area.centery - txt.line_height(size, bold=True) // 2
    assert formula_top >= panel.top + 4
    assert area.bottom + len(lines) * txt.line_height(small_size) <= panel.bottom - 4
    assert " ".join(lines) == small  # nothing of the hint is cut


def test_the_operation_popup_over_the_rightmost_chip_stays_off_the_screens_edge():
    from tabletop.engine import theme

    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 7}, dice=(4, 3, 6))
    click(app, chip_point(scene, 4))
    click(app, chip_point(scene, 6))
    assert scene.tray.ui.popup is not None
    plate = scene.tray.geometry.popup_rect()
    assert plate.right <= theme.CANVAS_SIZE[0] - 16 and plate.left >= 16
    assert all(plate.contains(r) for r in scene.tray.geometry.popup_buttons().values())


def test_the_setup_form_for_six_heroes_keeps_players_and_difficulty_inside_its_panel():
    """Six seats, the player count and the difficulty all fit above Back / How to play / Start
    (in the taller panel since the seats' "Plays on" column and its note came, issue 22)."""
    from tabletop.scenes.setup import SetupScene

    app = open_app(Settings(), window_size=(1920, 1080))
    setup = SetupScene(catalogue.GAMES["outnumbered"])
    app.push(setup)
    app.step()
    for _ in range(4):
        players_choice = setup.widgets[0]  # the player count, then the difficulty, then the seats
        click(app, players_choice._arrows()[2].center)
    assert setup.players == 6
    buttons = (setup.start.rect, setup.back.rect, setup.rules.rect)
    for widget in setup.widgets:
        assert setup.panel.contains(widget.rect), widget.rect
        assert not any(widget.rect.colliderect(b) for b in buttons)


def test_six_heroes_names_are_drawn_whole_and_readable_in_the_team_strip():
    """Five or six seats share the strip: the default names still fit beside the bonus counts,
    at the readable size, none cut short."""
    from tabletop.engine import text as txt
    from tests.readability import record

    app, session, scene = make_table(players=6)
    use_state(app, scene, players=6, villains={(0, 0): 5})
    drawn = record(lambda: scene.hero_panel.draw_team(pygame.Surface((1920, 1080))))
    names = {seat.name for seat in session.seats}
    shown = {d.text: d for d in drawn if d.text in names}
    assert sorted(shown) == sorted(names)
    assert all(d.size >= txt.READABLE and not d.cut for d in shown.values()), shown
    zone = scene.layout.zones["team"]
    assert all(zone.contains(scene.hero_panel.bonus_count_rect(i)) for i in range(6))


def test_a_banners_second_line_fades_away_with_its_title():
    """The bonus-card banner's line of text used to stay bright over the board while the rest faded."""
    from tabletop.games.outnumbered.table.villain_sprites import Banner

    def brightest_in_second_line(progress: float) -> int:
        surface = pygame.Surface((1200, 400))
        banner = Banner(
            "Extra Die",
            (255, 200, 80),
            pygame.Rect(0, 0, 1200, 400),
            duration=1.0,
            size=80,
            sub="Roll one more die and use it this turn.",
        )
        banner.timer.update(progress)
        banner.draw(surface)
        line = pygame.Rect(100, 200 + 40 + 8 - 12, 1000, 24)
        return max(
            max(surface.get_at((x, y))[:3])
            for x in range(line.left, line.right, 2)
            for y in range(line.top, line.bottom, 2)
        )

    assert brightest_in_second_line(0.5) > 180
    assert brightest_in_second_line(0.97) < 80


def test_a_key_pressed_while_the_last_defeat_plays_opens_one_game_over_screen_not_two():
    """The key skips the animation and shows the result; the frame after must not show it again
    (two stacked panels darkened the table, and "Look at the table" uncovered only one)."""
    app, session, scene = make_table()
    use_state(app, scene, villains={(0, 0): 4}, dice=(4, 2, 1), truck=17)
    drag(app, chip_point(scene, 4), scene.layout.villain_rect(0, 0).center)
    assert session.over and not isinstance(app.top, GameOverScene)  # the defeat is still playing
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.settle()
    assert sum(isinstance(s, GameOverScene) for s in app.scenes) == 1
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.settle()
    assert app.top is scene  # "Look at the table" shows the table


def test_every_bonus_card_name_is_drawn_whole_and_readable_in_the_hand_in_english_and_polish():
    """Hand cards used to print their names at 10 to 13 px ("Odepchnięcie" even broke in two):
    each kind of card in hand is now an entry with its name in readable type, never cut."""
    from tabletop.core import i18n
    from tabletop.engine import text as txt
    from tabletop.games.outnumbered.rules.content import BONUS_POWERS
    from tests.readability import record

    app, session, scene = make_table()
    kinds = [b.kind.value for b in BONUS_POWERS]
    before = i18n.language()
    try:
        for language in ("en", "pl"):
            i18n.set_language(language)
            for first in range(0, len(kinds), 6):  # six kinds at a time: the fullest the hand draws
                use_state(app, scene, villains={(0, 0): 5}, hands=[kinds[first : first + 6]])
                drawn = record(lambda: scene.bonus_hand.draw_cards(pygame.Surface((1920, 1080)), 0.5))
                names = {i18n._(b.name) for b in BONUS_POWERS if b.kind.value in kinds[first : first + 6]}
                shown = {d.text: d for d in drawn if d.text in names}
                assert sorted(shown) == sorted(names), language
                assert all(d.size >= txt.READABLE and not d.cut for d in shown.values()), shown
    finally:
        i18n.set_language(before)
