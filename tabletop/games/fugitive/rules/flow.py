"""Whose move it is, what they may do, and ``apply``: the one door every command goes through."""

from __future__ import annotations

from tabletop.core.contract import Command
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import Dispatcher
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
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, SEATS, Phase, State

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


def is_shortcut(state: State, command: Command) -> bool:
    """A series of numbers named in one guess: ``legal_commands`` lists single numbers only.

    Any set of face-down numbers may be named at once (rulebook: a series reveals only if every
    number is right), so listing them would be combinatorial.  A manhunt names one number at a time.
    """
    return isinstance(command, Guess) and state.phase is Phase.MARSHAL_GUESS and len(command.numbers) > 1


def _seats(state: State) -> int:
    return len(SEATS)


_DISPATCH: Dispatcher[State, Phase] = Dispatcher(
    State,
    seats=_seats,
    to_act=to_act,
    unknown=N_("Fugitive does not know this command."),
)
_DISPATCH.on(
    Draw,
    drawing.apply_draw,
    phases=(Phase.FUGITIVE_DRAW, Phase.MARSHAL_DRAW),
    refusal=N_("You cannot draw a card now."),
)
_DISPATCH.on(
    PlaceHideout,
    placement.apply_hideout,
    phases=(Phase.FUGITIVE_FIRST, Phase.FUGITIVE_PLACE),
    refusal=N_("You cannot start a hideout now."),
)
_DISPATCH.on(
    AddSprint,
    placement.apply_sprint,
    phases=(Phase.PLACING,),
    refusal=N_("Sprint cards go under a hideout you are placing; start one first."),
)
_DISPATCH.on(
    Done,
    placement.apply_done,
    phases=(Phase.FUGITIVE_FIRST, Phase.PLACING),
    refusal=N_("There is no hideout to finish."),
)
_DISPATCH.on(
    Pass,
    placement.apply_pass,
    phases=(Phase.FUGITIVE_PLACE,),
    refusal=N_("You cannot pass now."),
    refusals={Phase.FUGITIVE_FIRST: N_("You cannot pass on your first turn; place one or two hideouts.")},
)
_DISPATCH.on(
    Guess,
    {Phase.MARSHAL_GUESS: guessing.apply_guess, Phase.MANHUNT: manhunt.apply_manhunt_guess},
    refusal=N_("You cannot guess now."),
)
_DISPATCH.on(
    StartManhunt,
    manhunt.apply_start,
    phases=(Phase.MANHUNT_OFFER,),
    refusal=N_("A manhunt can only start right after the Fugitive plays the 42."),
)
_DISPATCH.on(
    ChooseDeck,
    drawing.apply_choose,
    phases=(Phase.EVENT_CHOICE,),
    refusal=N_("No event is waiting for a choice."),
)

#: play a command: the state passed in is never changed (a new one is returned); raises
#: IllegalCommand with a readable reason when the command is not allowed now
apply = _DISPATCH.apply
