"""Defeating villains (rulebook, PLAYER TURNS and BONUS POWERS): a value equal to a villain's number
beats it; its dice are set aside.  Beating a villain on a yellow space with dice alone earns a
bonus power card.
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole, replaced_at
from tabletop.games.outnumbered.rules import decks
from tabletop.games.outnumbered.rules.board import ROWS, SpaceKind, space_kind
from tabletop.games.outnumbered.rules.commands import Defeat
from tabletop.games.outnumbered.rules.content import ABSOLUTE_ZERO, VILLAINS
from tabletop.games.outnumbered.rules.ending import check_win
from tabletop.games.outnumbered.rules.messages import card_param, event, hero_param, villain_param
from tabletop.games.outnumbered.rules.pool import find_value, value_json, without
from tabletop.games.outnumbered.rules.state import Die, State, evolve


def villain_on(state: State, lane: object, row: object) -> str:
    """The villain on a space, or a refusal naming what is wrong with the space."""
    if not is_whole(lane) or not is_whole(row):
        raise IllegalCommand(N_("Pick a villain on the board."))
    if not 0 <= lane < len(state.lanes) or not 0 <= row < ROWS:
        raise IllegalCommand(N_("There is no space there."))
    villain = state.lanes[lane][row]
    if villain is None:
        raise IllegalCommand(N_("There is no villain on that space."))
    return villain


def villains_on_board(state: State) -> Iterator[tuple[int, int, str]]:
    for lane, rows in enumerate(state.lanes):
        for row, villain in enumerate(rows):
            if villain is not None:
                yield lane, row, villain


def remove_villain(state: State, lane: int, row: int) -> State:
    """Take a beaten villain off the board into the discard pile."""
    villain = state.lanes[lane][row]
    assert villain is not None
    return evolve(
        state,
        lanes=replaced_at(state.lanes, lane, replaced_at(state.lanes[lane], row, None)),
        villain_discard=state.villain_discard + (villain,),
    )


def draw_bonus(state: State, seat: int) -> tuple[State, list[Event]]:
    """The seat draws a bonus power card (nothing when the deck and its discard are both empty)."""
    state, card, events = decks.draw(state, "bonus")
    if card is None:
        return state, events
    state = evolve(state, hands=replaced_at(state.hands, seat, state.hands[seat] + (card,)))
    events.append(
        event(
            "bonus_drawn",
            N_("{hero} earned a bonus power: {card}."),
            {"hero": hero_param(state, seat), "card": card_param(card)},
            data={"seat": seat, "card": card},
            seat=seat,
            barrier=True,
        )
    )
    return state, events


def apply_defeat(state: State, command: Defeat) -> tuple[State, list[Event]]:
    value = find_value(state, command.value)
    villain_id = villain_on(state, command.lane, command.row)
    villain = VILLAINS[villain_id]
    if value.number != villain.value:
        raise IllegalCommand(
            N_("That makes {number}, but this villain needs {value}."),
            number=value.number,
            value=villain.value,
        )
    seat, lane, row = command.seat, command.lane, command.row
    spent = set(value.dice)
    dice = tuple(Die(d.id, d.face, True) if d.id in spent else d for d in state.dice)
    state = evolve(
        state,
        pool=without(state.pool, value.id),
        dice=dice,
        lanes=replaced_at(state.lanes, lane, replaced_at(state.lanes[lane], row, None)),
        villain_discard=state.villain_discard + (villain_id,),
        zero_defeated_with_dice=state.zero_defeated_with_dice or villain_id == ABSOLUTE_ZERO.id,
    )
    message = N_("{hero} made {text} = {number} and defeated {villain} in lane {lane}.")
    if value.text == str(value.number):
        message = N_("{hero} used {number} to defeat {villain} in lane {lane}.")
    events = [
        event(
            "defeated",
            message,
            {
                "hero": hero_param(state, seat),
                "text": value.text,
                "number": value.number,
                "villain": villain_param(villain_id),
                "lane": lane + 1,
            },
            data={
                "lane": lane,
                "row": row,
                "villain": villain_id,
                "value": value_json(value),
                "text": value.text,
            },
            seat=seat,
        )
    ]
    if space_kind(lane, row) is SpaceKind.YELLOW and not value.bonus:
        state, more = draw_bonus(state, seat)
        events += more
    state, more = check_win(state)
    return state, events + more


#: each villain's number, for the fast listing below
_NUMBER: dict[str, int] = {v.id: v.value for v in VILLAINS.values()}
#: commands are frozen, so the ones listed again and again are built once and shared
_DEFEATS: dict[tuple[int, int, int, int], Defeat] = {}


def legal_defeats(state: State, seat: int) -> list[Command]:
    """Every (value, villain) pair whose numbers match."""
    if not state.pool:
        return []
    ids_by_number: dict[int, list[int]] = {}
    for v in state.pool:
        ids_by_number.setdefault(v.number, []).append(v.id)
    out: list[Command] = []
    for lane, rows in enumerate(state.lanes):
        for row, villain in enumerate(rows):
            if villain is None:
                continue
            ids = ids_by_number.get(_NUMBER[villain])
            if ids:
                for vid in ids:
                    key = (seat, vid, lane, row)
                    command = _DEFEATS.get(key)
                    if command is None:
                        command = _DEFEATS[key] = Defeat(seat, vid, lane, row)
                    out.append(command)
    return out
