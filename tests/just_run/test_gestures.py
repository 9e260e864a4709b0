"""The pure gestures of Just Run's table (``table/gestures.py``): a view, the legal commands and
what the board's hit test found go in, a command (or a question, a menu, a toast) comes out.

No window and no scene: each moment is a real state built with the rules' own set-up, read
through ``rules.view`` and ``rules.legal_commands`` as the table reads it.  The UI tests
(``test_scene_gestures``, ``test_scene_scenarios``) drive the same gestures with real mouse events.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tabletop.core.contract import IllegalCommand
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    Attack,
    DoNothing,
    EndTurn,
    Exchange,
    HealRescuee,
    Move,
    PlayEvent,
    RescueeMove,
    Start,
    Throw,
    Trade,
)
from tabletop.games.just_run.rules.commands import Drop as DropItem
from tabletop.games.just_run.rules.state import State
from tabletop.games.just_run.table import gestures
from tabletop.games.just_run.table.gestures import Hits, Moment, Outcome, Pawn
from tabletop.games.just_run.table.inventory import ItemDrop
from tests.just_run.gesture_states import barricaded, event_card, gesture_states, with_survivor
from tests.just_run.helpers import escape_state, item
from tests.just_run.panel_states import turn_state
from tests.just_run.scenario_states import rescue_state, rescuee_turn_state

NAMES = ["Ana", "Ben", "Cy", "Dee"]
MOP, FIRST_AID_KIT = 3, 40  # Ana's cards in ``turn_state``


def moment(state: State, seat: int = 0) -> Moment:
    """The moment as the table reads it for ``seat``: their view and their legal commands."""
    return Moment(rules.view(state, seat), rules.legal_commands(state, seat), seat, NAMES)


def hits(
    room: tuple[int, int] | None = None,
    survivor: int | None = None,
    zombies: tuple[int, int] | None = None,
    rescuee: bool = False,
) -> Hits:
    return Hits(zombies=zombies, survivor=survivor, door=None, wall=None, room=room, rescuee=rescuee)


def refusal(state: State, outcome: Outcome) -> str:
    """The rules' reason for refusing the outcome's one command."""
    (command,) = outcome.commands
    with pytest.raises(IllegalCommand) as refused:
        rules.apply(state, command)
    return str(refused.value)


def knife_state() -> State:
    """Ana alone in the Reception with a Kitchen Knife, Ben two rooms west with a Crowbar."""
    return escape_state(4, at=[(0, 2), (0, 0), (0, 0), (0, 4)], items={0: [item("kitchen_knife")]})


# -- the pawns (Moving; Barricades; Rescue Mission) --------------------------------------------------


def test_only_the_acting_survivors_own_player_picks_up_their_pawn_in_their_turn_moving() -> None:
    now = moment(turn_state())
    assert gestures.pawn_to_pick(now.view, "turn", 0, 0, False) is Pawn.SURVIVOR
    assert gestures.pawn_to_pick(now.view, "turn", 0, 1, False) is None  # Ben's pawn, not hers
    assert gestures.pawn_to_pick(now.view, "turn", 1, 1, False) is None  # Ben is not to act
    assert gestures.pawn_to_pick(now.view, "turn", None, 0, False) is None  # a spectator


def test_the_guide_picks_up_the_rescuees_pawn_in_the_rescuees_turn_rescue_mission() -> None:
    now = moment(rescuee_turn_state())
    assert gestures.pawn_to_pick(now.view, now.phase, 0, None, True) is Pawn.RESCUEE
    assert gestures.pawn_to_pick(now.view, now.phase, 0, 0, False) is None  # not a survivor's turn


def test_a_pawn_let_go_on_the_room_next_door_moves_there_moving() -> None:
    now = moment(turn_state())
    outcome = gestures.pawn_drop(now.legal, now.view, 0, Pawn.SURVIVOR, (0, 3))
    assert outcome == Outcome((Move(0, 0, 3),))


def test_a_pawn_let_go_in_its_own_room_or_off_the_board_does_nothing_moving() -> None:
    now = moment(turn_state())
    assert gestures.pawn_drop(now.legal, now.view, 0, Pawn.SURVIVOR, (0, 2)) is None
    assert gestures.pawn_drop(now.legal, now.view, 0, Pawn.SURVIVOR, None) is None


def test_a_pawn_let_go_on_a_room_out_of_reach_is_sent_so_the_rules_say_why_not_moving() -> None:
    state = turn_state()
    now = moment(state)
    outcome = gestures.pawn_drop(now.legal, now.view, 0, Pawn.SURVIVOR, (3, 2))
    assert outcome == Outcome((Move(0, 3, 2),)) and Move(0, 3, 2) not in now.legal
    assert refusal(state, outcome)
    assert (
        gestures.held_pawn_note(now.view, 0, (3, 2), frozenset({(0, 1), (0, 3)})) == "You cannot move there"
    )


def test_a_pawn_taken_through_a_barricade_asks_first_as_it_takes_both_actions_barricades() -> None:
    now = moment(barricaded())
    outcome = gestures.pawn_drop(now.legal, now.view, 0, Pawn.SURVIVOR, (0, 1))
    assert outcome is not None and outcome.commands == (Move(0, 0, 1),)
    assert "both your actions" in outcome.question
    note = gestures.held_pawn_note(now.view, 0, (0, 1), frozenset({(0, 1)}))
    assert note == "Through the barricade: both actions"


def test_the_rescuee_let_go_next_door_moves_there_and_back_home_does_nothing_rescue_mission() -> None:
    now = moment(rescuee_turn_state())
    assert gestures.pawn_drop(now.legal, now.view, 0, Pawn.RESCUEE, (0, 0)) == Outcome(
        (RescueeMove(0, 0, 0),)
    )
    assert gestures.pawn_drop(now.legal, now.view, 0, Pawn.RESCUEE, (0, 1)) is None
    assert gestures.rescuee_refused(now.view, (2, 1), frozenset({(0, 0), (0, 2)}))
    assert not gestures.rescuee_refused(now.view, (0, 0), frozenset({(0, 0), (0, 2)}))


def test_a_click_on_a_start_room_steps_in_there_and_elsewhere_means_nothing_setting_up() -> None:
    assert gestures.start_command(1, (0, 3)) == Start(1, 3)
    assert gestures.start_command(1, (1, 3)) is None
    assert gestures.start_command(1, None) is None


# -- a card let go on the board (Trading; Attacking; Throwing Items; Optional Event) -----------------


def test_a_card_let_go_on_a_survivor_whose_one_meaning_is_giving_is_given_at_once_trading() -> None:
    now = moment(with_survivor(turn_state(), 1, items=()))  # nothing to offer back
    outcome = gestures.item_drop(
        now.legal, now.view, NAMES, 0, ItemDrop(FIRST_AID_KIT, (0, 0)), hits((0, 2), survivor=1)
    )
    assert outcome == Outcome((Trade(0, FIRST_AID_KIT, 1),))


def test_a_weapon_let_go_on_a_survivor_asks_give_offer_or_attack_with_a_menu_trading_attacking() -> None:
    now = moment(turn_state())
    outcome = gestures.item_drop(
        now.legal, now.view, NAMES, 0, ItemDrop(MOP, (0, 0)), hits((0, 2), survivor=1)
    )
    assert outcome.menu is not None and not outcome.commands
    title, entries = outcome.menu
    assert title == "The Mop and Ben"
    kinds = {type(entry.command) for entry in entries}
    assert kinds == {Trade, Exchange, Attack}  # an attack is never made by a slip of the hand


def test_a_weapon_let_go_on_zombies_asks_how_many_to_attack_or_to_drop_it_attacking() -> None:
    now = moment(turn_state())
    drop = ItemDrop(MOP, (0, 0))
    outcome = gestures.item_drop(now.legal, now.view, NAMES, 0, drop, hits((0, 2), zombies=(0, 2)))
    assert outcome.menu is not None and outcome.menu[0] == "Attack" and not outcome.commands
    assert [entry.command for entry in outcome.menu[1]] == [
        Attack(0, 0, 2, MOP, 1, None),
        Attack(0, 0, 2, MOP, 2, None),
        DropItem(0, MOP),  # the zombies stand in her own room
    ]


def test_a_card_let_go_on_the_own_room_drops_it_for_free_things_that_are_free_actions() -> None:
    knife = item("kitchen_knife").id
    now = moment(knife_state())
    outcome = gestures.item_drop(now.legal, now.view, NAMES, 0, ItemDrop(knife, (0, 0)), hits((0, 2)))
    assert outcome == Outcome((DropItem(0, knife),))


def test_a_card_let_go_on_a_room_it_reaches_is_thrown_there_throwing_items() -> None:
    knife = item("kitchen_knife").id
    now = moment(knife_state())
    outcome = gestures.item_drop(now.legal, now.view, NAMES, 0, ItemDrop(knife, (0, 0)), hits((0, 4)))
    assert outcome == Outcome((Throw(0, knife, 0, 4),))


def test_a_card_let_go_where_nothing_is_meant_says_where_to_let_it_go() -> None:
    knife = item("kitchen_knife").id
    now = moment(knife_state())
    outcome = gestures.item_drop(now.legal, now.view, NAMES, 0, ItemDrop(knife, (0, 0)), hits(None))
    assert outcome == Outcome(toast="Drop the card on a survivor, on your room or on zombies.")


def test_a_card_let_go_on_zombies_out_of_reach_is_sent_so_the_rules_say_why_not_attacking() -> None:
    state = turn_state()
    now = moment(state)
    drop = ItemDrop(FIRST_AID_KIT, (0, 0))
    outcome = gestures.item_drop(now.legal, now.view, NAMES, 0, drop, hits((3, 2), zombies=(3, 2)))
    assert outcome == Outcome((Attack(0, 3, 2, FIRST_AID_KIT, 1, None),))
    assert refusal(state, outcome)


def test_a_medical_card_let_go_on_the_rescuee_heals_them_rescue_mission() -> None:
    now = moment(rescue_state())
    drop = ItemDrop(FIRST_AID_KIT, (0, 0))
    outcome = gestures.item_drop(now.legal, now.view, NAMES, 0, drop, hits((0, 2), rescuee=True))
    assert outcome == Outcome((HealRescuee(0, FIRST_AID_KIT),))


def test_a_kept_event_let_go_on_a_room_it_reaches_is_played_there_else_refused_optional_event() -> None:
    state = gesture_states()["molotov"]
    now = moment(state)
    crawlspace = event_card("crawlspace")
    played = gestures.event_drop(now.legal, now.view, 0, crawlspace, hits((0, 3)))
    assert played == Outcome((PlayEvent(0, crawlspace, 0, 3, None),))
    refused = gestures.event_drop(now.legal, now.view, 0, crawlspace, hits((2, 2)))
    assert refused == Outcome((PlayEvent(0, crawlspace, 2, 2, None),)) and refusal(state, refused)


def test_a_held_card_lights_an_events_targets_or_an_items_throws_optional_event_throwing_items() -> None:
    now = moment(knife_state())
    knife = item("kitchen_knife").id
    assert gestures.held_glows(now.legal, knife, is_event=False) == (None, knife)
    assert gestures.held_glows(now.legal, 90, is_event=True) == (90, None)
    assert gestures.held_glows(now.legal, None, is_event=False) == (None, None)


# -- the buttons (Doing Nothing; Trading; Rescue Mission) ---------------------------------------------


def test_end_turn_with_actions_left_asks_then_does_nothing_with_each_doing_nothing() -> None:
    now = moment(turn_state())
    outcome = gestures.end_turn(now.legal, now.view, 0, now.phase)
    assert outcome is not None
    assert outcome.commands == (DoNothing(0), DoNothing(0), EndTurn(0))
    assert outcome.question == "You still have 2 actions: do nothing with them and end your turn?"


def test_end_turn_with_no_action_left_ends_it_at_once_doing_nothing() -> None:
    now = moment(turn_state(actions=0))
    assert gestures.end_turn(now.legal, now.view, 0, now.phase) == Outcome((EndTurn(0),))


def test_end_turn_in_the_rescuees_turn_asks_while_they_have_actions_rescue_mission() -> None:
    now = moment(rescuee_turn_state())
    outcome = gestures.end_turn(now.legal, now.view, 0, now.phase)
    assert outcome == Outcome((EndTurn(0),), "The rescuee still has 2 actions: end their turn?")


def test_end_turn_is_not_offered_to_a_seat_not_in_its_turn() -> None:
    now = moment(turn_state(), seat=1)
    assert not gestures.can_end_turn(now.legal, now.phase)
    assert gestures.end_turn(now.legal, now.view, 1, now.phase) is None


def test_accept_and_decline_answer_an_offered_exchange_and_nothing_else_trading() -> None:
    state = turn_state()
    assert gestures.answer_command(moment(state).legal, accept=True) is None
    offered, _events = rules.apply(state, Exchange(0, MOP, 1, 18))  # the Mop for Ben's Crowbar
    legal = moment(offered, seat=1).legal
    assert gestures.answer_command(legal, accept=True) == AnswerTrade(1, True)
    assert gestures.answer_command(legal, accept=False) == AnswerTrade(1, False)


def test_the_gestures_module_reads_no_board_no_scene_and_no_pygame() -> None:
    """Pure: what it knows of the board comes in as :class:`Hits` (the hit tests live in
    ``board_clicks``), so these tests need no window."""
    source = Path(gestures.__file__).read_text(encoding="utf-8")
    imported = {
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(ast.parse(source))
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    }
    forbidden = {"pygame", "tabletop.games.just_run.table.board_view", "tabletop.games.just_run.table.scene"}
    assert not imported & forbidden
