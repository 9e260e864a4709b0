"""Whose move it is, what they may do, and ``apply``: the one door every command goes through."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.games.fugitive.rules import board, drawing, events, guessing, manhunt, placement
from tabletop.games.fugitive.rules.cards import GUESS_HIGH, GUESS_LOW
from tabletop.games.fugitive.rules.commands import (
    AddSprint,
    ChooseDeck,
    Done,
    Draw,
    Guess,
    Pass,
    PlaceHideout,
    StartManhunt,
)
from tabletop.games.fugitive.rules.sprint import can_sprint
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, Phase, State

# commands are frozen, so the common ones are built once and shared (legal_commands runs a lot)
_SINGLE_GUESSES: dict[int, Guess] = {n: Guess(MARSHAL, (n,)) for n in range(GUESS_LOW, GUESS_HIGH + 1)}
_DRAWS: dict[tuple[int, int], Draw] = {
    (seat, d): Draw(seat, d) for seat in (FUGITIVE, MARSHAL) for d in (1, 2, 3)
}

_FUGITIVE_PHASES = frozenset({Phase.FUGITIVE_FIRST, Phase.FUGITIVE_DRAW, Phase.FUGITIVE_PLACE, Phase.PLACING})
_MARSHAL_PHASES = frozenset({Phase.MARSHAL_DRAW, Phase.MARSHAL_GUESS, Phase.MANHUNT_OFFER, Phase.MANHUNT})


def to_act(state: State) -> tuple[int, ...]:
    if state.phase in _FUGITIVE_PHASES:
        return (FUGITIVE,)
    if state.phase in _MARSHAL_PHASES:
        return (MARSHAL,)
    if state.phase is Phase.EVENT_CHOICE and state.choice is not None:
        return (state.choice.seat,)
    return ()


def legal_commands(state: State, seat: int) -> list[Command]:
    """Every legal command for ``seat``; guesses are listed as single numbers only."""
    if seat not in to_act(state):
        return []
    phase = state.phase
    if phase is Phase.FUGITIVE_FIRST:
        out: list[Command] = [PlaceHideout(seat, c) for c in placement.playable_cards(state)]
        if state.placed_this_turn > 0:
            out.append(Done(seat))
        return out
    if phase is Phase.FUGITIVE_PLACE:
        return [*(PlaceHideout(seat, c) for c in placement.playable_cards(state)), Pass(seat)]
    if phase is Phase.PLACING:
        out = []
        if not state.effects.no_sprint:
            out = [AddSprint(seat, c) for c in state.hands[FUGITIVE] if can_sprint(c)]
        if placement.needed(state) == 0:
            out.append(Done(seat))
        return out
    if phase in (Phase.FUGITIVE_DRAW, Phase.MARSHAL_DRAW):
        return [_DRAWS[seat, d] for d in board.open_decks(state)]
    if phase in (Phase.MARSHAL_GUESS, Phase.MANHUNT):
        face_up = board.revealed_numbers(state)
        return [g for n, g in _SINGLE_GUESSES.items() if n not in face_up]
    if phase is Phase.MANHUNT_OFFER:
        return [StartManhunt(seat, True), StartManhunt(seat, False)]
    if phase is Phase.EVENT_CHOICE:
        return [ChooseDeck(seat, d) for d in events.dead_drop_decks(state)]
    return []


_HANDLERS: dict[type[Command], Callable[[State, Command], tuple[State, list[Event]]]] = {
    Draw: drawing.apply_draw,  # type: ignore[dict-item]
    PlaceHideout: placement.apply_hideout,  # type: ignore[dict-item]
    AddSprint: placement.apply_sprint,  # type: ignore[dict-item]
    Done: placement.apply_done,  # type: ignore[dict-item]
    Pass: placement.apply_pass,  # type: ignore[dict-item]
    StartManhunt: manhunt.apply_start,  # type: ignore[dict-item]
    ChooseDeck: drawing.apply_choose,  # type: ignore[dict-item]
}


def apply(state: State, command: Command) -> tuple[State, list[Event]]:
    """Play ``command``; the state passed in is never changed (a new one is returned).

    Raises IllegalCommand with a readable reason when the command is not allowed now.
    """
    if state.phase is Phase.OVER:
        raise IllegalCommand(N_("The game is over."))
    seat = command.seat
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in (FUGITIVE, MARSHAL):
        raise IllegalCommand(N_("There is no seat {seat} in this game."), seat=seat)
    if seat not in to_act(state):
        raise IllegalCommand(N_("It is not your turn."))
    if isinstance(command, Guess):
        if state.phase is Phase.MANHUNT:
            return manhunt.apply_manhunt_guess(state, command)
        return guessing.apply_guess(state, command)
    handler = _HANDLERS.get(type(command))
    if handler is None:
        raise IllegalCommand(N_("Fugitive does not know this command."))
    return handler(state, command)
