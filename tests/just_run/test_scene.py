"""The Just Run table driven as players drive it: real mouse and key events through the App, and
the command each gesture ends in (Scavenge Phase, the calm method; Moving; Checking a Door;
Combining Items; All About Fighting; Ending a Turn)."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    Attack,
    CheckDoor,
    Combine,
    DoNothing,
    EndTurn,
    Exchange,
    Move,
    Pick,
    Start,
)
from tabletop.games.just_run.rules.state import Phase
from tabletop.games.just_run.table import item_cards
from tests.just_run.panel_states import turn_state
from tests.just_run.scene_table import Table, make_table


def turn_table() -> Table:
    """Ana's turn in the Reception with two zombies and Ben; Ben, Cleo and Dawid are computers."""
    table = make_table(4, computers=(1, 2, 3), state=turn_state())
    table.settle()
    return table


def card_centre(table: Table, name: str) -> tuple[int, int]:
    strip = table.scene.strip
    card = next(c for c in strip.cards if c.look.name == name)
    return card.rect.center


def test_a_survivor_moves_by_dragging_the_pawn_into_a_glowing_room_moving():
    table = turn_table()
    scene = table.scene
    assert (0, 3) in scene.highlights.rooms
    pawn = scene.board.survivor_rect(0)
    assert pawn is not None
    table.drag(pawn.center, scene.board.room_rect(0, 3).center)
    assert table.last() == Move(0, 0, 3)


def test_a_pawn_dropped_where_it_cannot_go_says_the_rules_reason_moving():
    table = turn_table()
    scene = table.scene
    pawn = scene.board.survivor_rect(0)
    assert pawn is not None
    table.click(scene.whole_button.rect.center)  # the whole building in sight, two rooms away too
    table.until(lambda: not scene.camera.busy)
    pawn = scene.board.survivor_rect(0)
    assert pawn is not None
    before = len(table.session.commands)
    table.drag(pawn.center, scene.board.room_rect(0, 0).center)
    assert len(table.session.commands) == before
    assert table.app._toasts, "a refused move is said in words"


def test_a_click_on_a_door_opens_the_door_menu_and_checks_the_door_checking_a_door():
    table = turn_table()
    scene = table.scene
    door = scene.board.door_rect(0, 2, "n")
    table.click(door.center)
    assert scene.menu.open
    index = next(i for i, e in enumerate(scene.menu.entries) if isinstance(e.command, CheckDoor))
    table.click(scene.menu.entry_rect(index).center)
    assert table.last() == CheckDoor(0, 0, 2, "n")


def test_dropping_the_mop_on_the_scissors_combines_them_combining_items():
    table = turn_table()
    table.drag(card_centre(table, "Mop"), card_centre(table, "Scissors"))
    command = table.last()
    assert isinstance(command, Combine) and command.seat == 0


def test_a_weapon_dropped_on_the_zombies_attacks_them_all_about_fighting():
    table = turn_table()
    scene = table.scene
    zombies = scene.board.zombie_rect(0, 2)
    assert zombies is not None
    table.drag(card_centre(table, "Scissors"), zombies.center)
    assert scene.menu.open, "two zombies: the table asks how many"
    index = next(i for i, e in enumerate(scene.menu.entries) if e.command.zombies == 1)
    table.click(scene.menu.entry_rect(index).center)
    command = table.last()
    assert isinstance(command, Attack) and command.zombies == 1 and command.row == 0 and command.col == 2
    assert command.item is not None


def test_end_turn_asks_first_while_actions_are_left_ending_a_turn():
    table = turn_table()
    scene = table.scene
    assert scene.end_button.visible
    before = len(table.session.commands)
    table.click(scene.end_button.rect.center)
    assert scene.confirmation.open
    assert len(table.session.commands) == before
    table.click(scene.confirmation.yes.rect.center)
    table.step()
    assert table.session.commands[before : before + 3] == [DoNothing(0), DoNothing(0), EndTurn(0)]


def test_the_calm_draft_pick_is_a_click_on_a_card_then_take_scavenge_phase_calm_method():
    table = make_table(4, computers=(1, 2, 3))
    table.step()
    scene = table.scene
    assert scene.phase == "draft" and scene.viewer == 0
    card = scene.draft.hand[2]
    table.click(card.rect.center)
    assert not any(isinstance(c, Pick) and c.seat == 0 for c in table.session.commands)
    table.click(scene.draft.take_button.rect.center)
    assert Pick(0, card.id) in table.session.commands


def test_a_double_click_on_a_draft_card_takes_it_instead_of_undoing_the_choice_scavenge_phase_calm_method():
    table = make_table(4, computers=(1, 2, 3))
    table.step()
    scene = table.scene
    card = scene.draft.hand[3]
    pos = (card.rect.centerx, card.rect.top + 10)  # the chosen card rises: the second click is on it
    table.click(pos)
    assert scene.draft.selected == card.id
    table.click(pos)
    assert Pick(0, card.id) in table.session.commands


def test_the_curtain_falls_between_two_people_in_the_draft_scavenge_phase_calm_method():
    table = make_table(3, computers=(2,))
    table.step()
    scene = table.scene
    assert scene.curtain_for == 0
    table.click((960, 540))
    table.click(scene.draft.hand[0].rect.center)
    table.click(scene.draft.take_button.rect.center)
    table.step()
    assert scene.viewer == 1 and scene.curtain_for == 1


def test_the_next_person_behind_the_curtain_sees_no_card_the_last_one_pointed_at_calm_method():
    """Issue 20: the previous player's hovered card showed on the next player's screen."""
    table = make_table(3, computers=(2,))
    table.step()
    scene = table.scene
    table.click((960, 540))  # Ana lifts the curtain
    card = scene.draft.hand[0]
    pos = (card.rect.centerx, card.rect.top + 10)  # the chosen card rises: the second click is on it
    table.click(pos)
    table.click(pos)  # a second click takes it, the pointer still on it
    table.step()
    assert scene.viewer == 1 and scene.curtain_for == 1
    table.key(pygame.K_SPACE)  # Ben lifts the curtain without moving the mouse
    table.step()
    assert scene.curtain_for is None and scene.draft.hovered is None
    assert not scene.tooltips.visible


def test_a_start_room_is_chosen_by_a_click_setup():
    table = make_table(2, computers=(1,), seed=11)
    session = table.session
    rules = session.rules
    # the draft and gear-up played by the rules' first legal choices, then the table takes over
    while session.state.phase in (Phase.DRAFT, Phase.GEAR_UP):
        seat = session.to_act()[0]
        session.apply(rules.legal_commands(session.state, seat)[-1])
    table.scene.refresh()
    table.until(lambda: 0 in session.to_act() and session.state.phase is Phase.START)
    table.settle()
    scene = table.scene
    assert scene.highlights.rooms
    table.click(scene.board.room_rect(0, 1).center)
    assert Start(0, 1) in session.commands


def test_a_table_of_computer_survivors_plays_to_the_end_headless():
    table = make_table(4, computers=(0, 1, 2, 3), seed=3)
    started = time.monotonic()
    while not table.session.over and time.monotonic() - started < 120:
        table.step(0.5)
    assert table.session.over
    assert table.session.outcome() is not None


def test_the_whole_board_button_and_the_keys_move_the_camera():
    table = turn_table()
    scene = table.scene
    zoom = scene.camera.zoom
    table.click(scene.whole_button.rect.center)
    table.until(lambda: not scene.camera.busy)
    assert scene.camera.showing_all and scene.camera.zoom < zoom
    table.click(scene.whole_button.rect.center)
    table.until(lambda: not scene.camera.busy)
    table.key(pygame.K_EQUALS)
    table.until(lambda: not scene.camera.busy)
    assert scene.camera.zoom > zoom


def test_an_exchange_offer_is_answered_with_accept_trading():
    table = make_table(4, computers=(0, 2, 3), state=turn_state())
    session = table.session
    offer = next(c for c in session.legal(0) if isinstance(c, Exchange) and c.to == 1)
    table.app.enqueue(offer)  # Ana (a computer here) offers Ben an exchange
    table.step()
    table.settle()
    scene = table.scene
    assert scene.viewer == 1 and scene.offer.accept_button.visible
    table.click(scene.offer.accept_button.rect.center)
    assert table.last() == AnswerTrade(1, True)


def test_the_camera_stops_with_the_scene_paused_and_goes_on_after():
    table = turn_table()
    scene = table.scene
    table.key(pygame.K_ESCAPE)
    assert scene.camera.paused
    table.app.pop()
    table.step()
    assert not scene.camera.paused


def test_the_camera_follows_the_survivor_who_moved():
    table = turn_table()
    scene = table.scene
    scene.camera.set_view(2000, 1200)  # looking far away
    table.step()
    table.app.enqueue(Move(0, 0, 3))
    table.step()
    table.settle()
    table.until(lambda: not scene.camera.busy)
    room = scene.board.room_rect(0, 3)
    assert scene.camera.viewport.contains(room)


@pytest.mark.parametrize(
    "options",
    (
        {"find_the_cure": "on", "rescue_mission": "on"},
        {"extermination": "on", "memento_mori": "on", "mode": "competitive"},
        {"scavenge": "frenzied", "contagion": "on", "length": "shorter"},
    ),
)
def test_computer_survivors_play_the_scenarios_to_the_end_on_the_table_scenarios(options):
    table = make_table(4, computers=(0, 1, 2, 3), seed=2, options=options)
    started = time.monotonic()
    while not table.session.over and time.monotonic() - started < 120:
        table.step(0.5)
    assert table.session.over


def test_a_cards_detail_is_drawn_over_the_game_log_all_about_cards():
    from tests.just_run.test_panels_inventory import eight_items_state

    table = make_table(4, computers=(1, 2, 3), state=eight_items_state())
    table.settle()
    scene = table.scene
    card = scene.strip.cards[-1]  # the last card lies under the log, at the table's right
    table.move_to(card.rect.center)
    table.step()
    assert scene.strip.hovered is card
    table.app.invalidate()
    table.step(0.0)
    canvas = table.app.canvas
    detail = scene.strip.detail_rect(canvas)
    assert detail is not None and scene.log.visible
    under = detail.clip(scene.log.rect)
    assert under.width > 100 and under.height > 100, "the detail and the log share a place"
    image = item_cards.detail_image(card.look)
    mismatched = 0
    for x in range(under.left + 10, under.right - 10, 15):
        for y in range(under.top + 10, under.bottom - 10, 15):
            shown, own = canvas.get_at((x, y)), image.get_at((x - detail.left, y - detail.top))
            # the detail is nearly opaque: what lies under it shows through by a few levels only
            if max(abs(shown[i] - own[i]) for i in range(3)) > 16:
                mismatched += 1
    assert mismatched == 0, "the log was drawn over the card's detail"


def test_an_idle_table_at_a_persons_turn_draws_no_frames_once_the_glow_has_pulsed():
    """Issue 20: the glowing rooms breathe for a few seconds, then hold still, and a table left
    alone draws nothing (it used to redraw the board 60 times a second for as long as it waited)."""
    table = make_table(4, computers=(1, 2, 3), state=turn_state(), speed=1.0)
    table.settle()
    scene = table.scene
    assert scene.highlights.rooms, "the rooms Ana may move to glow"
    frames = table.app.stats.frames
    for _ in range(20):  # the first second: the glow breathes
        table.step()
    assert table.app.stats.frames - frames >= 10
    for _ in range(160):  # the glow's few seconds run out
        table.step()
    frames = table.app.stats.frames
    for _ in range(200):  # ten more seconds with no input
        table.step()
    assert table.app.stats.frames == frames
    assert scene.highlights.rooms, "the rooms still glow, steadily"


def test_the_glow_breathes_again_when_the_rooms_a_survivor_may_enter_change():
    table = make_table(4, computers=(1, 2, 3), state=turn_state(), speed=1.0)
    table.settle()
    scene = table.scene
    for _ in range(160):  # the first glow has settled
        table.step()
    table.click(scene.whole_button.rect.center)
    table.until(lambda: not scene.camera.busy)
    pawn = scene.board.survivor_rect(0)
    assert pawn is not None
    table.drag(pawn.center, scene.board.room_rect(0, 3).center)
    assert table.last() == Move(0, 0, 3)
    table.settle()
    table.until(lambda: not scene.camera.busy)
    frames = table.app.stats.frames
    for _ in range(10):
        table.step()
    assert table.app.stats.frames - frames == 10, "the rooms the survivor may enter now pulse a while"


def test_ending_a_turn_with_actions_left_says_so_in_one_log_line_ending_a_turn():
    """Issue 20: End turn with actions left logged "Ana does nothing." once per action; now one
    line says how many actions went unused, and the log keeps one line number per event (the beats
    highlight lines by their event's index).  (With zombies in the room each "does nothing" is
    followed by their attack, so those lines stay apart.)"""
    from tests.just_run.helpers import escape_state

    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], actions=3)
    table = make_table(4, computers=(1, 2, 3), state=state)
    table.settle()
    scene = table.scene
    name = scene.names[0]
    before = len(table.session.events)
    table.click(scene.end_button.rect.center)
    table.click(scene.confirmation.yes.rect.center)
    table.settle()
    lines = scene.log_lines()
    assert len(lines) == len(table.session.events)
    mine = [line for line in lines[before:] if line.startswith(f"{name} does nothing")]
    assert mine == [f"{name} does nothing with 3 actions."]
    shown = [row for row, _colour in scene.log.rows()]
    assert "" not in shown
