"""The manhunt: after a 42 played while no hideout above 29 is face up, the Marshal may hunt.

She then names single numbers until she has found every face-down hideout (she wins) or misses
once (the Fugitive escapes).  It sits outside the normal turns: nobody draws and no event fires.
"""

from __future__ import annotations

from tabletop.core.contract import Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.games.fugitive.rules import board
from tabletop.games.fugitive.rules.commands import Guess, StartManhunt
from tabletop.games.fugitive.rules.guessing import check_numbers, guess_event, matches
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, GuessRecord, Manhunt, Phase, State, evolve


def apply_start(state: State, command: StartManhunt) -> tuple[State, list[Event]]:
    """The Marshal's answer to the offer (MANHUNT_OFFER): hunt, or let the Fugitive go."""
    if not isinstance(command.start, bool):
        raise IllegalCommand(N_("Answer the manhunt offer with yes or no."))
    if not command.start:
        state, over = board.finish(
            state,
            FUGITIVE,
            N_("The Marshal let the Fugitive go: he escaped with hideout 42."),
            Manhunt.DECLINED,
        )
        return state, [over]
    state = evolve(state, phase=Phase.MANHUNT, manhunt=Manhunt.ACTIVE)
    started = Event(
        kind="manhunt_started",
        message=N_("The Marshal starts a manhunt: one miss and the Fugitive is free."),
        seat=MARSHAL,
        barrier=True,
    )
    return state, [started]


def apply_manhunt_guess(state: State, command: Guess) -> tuple[State, list[Event]]:
    """One number named during the manhunt (MANHUNT): a miss ends it, finding the last one wins."""
    numbers = check_numbers(state, command.numbers, single=True)
    positions = matches(state, numbers)
    hit = positions is not None
    state = evolve(state, guesses=state.guesses + (GuessRecord(numbers, hit, state.turn, manhunt=True),))
    events = [guess_event(numbers, hit)]
    if positions is None:
        state, over = board.finish(
            state, FUGITIVE, N_("The manhunt missed: the Fugitive escaped."), Manhunt.ESCAPED
        )
        return state, events + [over]
    state, reveal = board.reveal(state, positions)
    events.append(reveal)
    if board.face_down_count(state) == 0:
        state, over = board.finish(
            state,
            MARSHAL,
            N_("The manhunt found every hideout: the Marshal caught the Fugitive."),
            Manhunt.CAUGHT,
        )
        events.append(over)
    return state, events
