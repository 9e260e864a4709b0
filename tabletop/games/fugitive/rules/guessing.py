"""The Marshal's guesses: one number, or a series that reveals only if every number is right."""

from __future__ import annotations

from tabletop.core.contract import Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole
from tabletop.games.fugitive.rules import board, drawing, turns
from tabletop.games.fugitive.rules.cards import GUESS_HIGH, GUESS_LOW
from tabletop.games.fugitive.rules.commands import Guess
from tabletop.games.fugitive.rules.state import (
    MARSHAL,
    GuessRecord,
    Phase,
    State,
    Variant,
    evolve,
    with_effects,
)


def check_numbers(state: State, numbers: object, single: bool) -> tuple[int, ...]:
    """Refuse malformed guesses with a reason; return the numbers as a tuple."""
    if not isinstance(numbers, tuple) or not numbers:
        raise IllegalCommand(N_("Name at least one number."))
    for n in numbers:
        if not is_whole(n):
            raise IllegalCommand(N_("Guesses must be whole numbers."))
        if not GUESS_LOW <= n <= GUESS_HIGH:
            raise IllegalCommand(N_("Guess numbers from {low} to {high}."), low=GUESS_LOW, high=GUESS_HIGH)
    if len(set(numbers)) != len(numbers):
        raise IllegalCommand(N_("Name each number only once."))
    face_up = board.revealed_numbers(state)
    for n in numbers:
        if n in face_up:
            raise IllegalCommand(N_("Hideout {number} is already face up."), number=n)
    if single and len(numbers) != 1:
        raise IllegalCommand(N_("Name exactly one number this time."))
    return numbers


def guess_event(numbers: tuple[int, ...], hit: bool) -> Event:
    text = ", ".join(str(n) for n in numbers)
    if hit:
        message = N_("The Marshal guessed {numbers}: found!")
    else:
        message = N_("The Marshal guessed {numbers}: nothing found.")
    return Event(
        kind="guess_hit" if hit else "guess_miss",
        message=message,
        params={"numbers": text},
        seat=MARSHAL,
        barrier=True,
        data={"numbers": list(numbers), "hit": hit},
    )


def matches(state: State, numbers: tuple[int, ...]) -> list[int] | None:
    """Row positions of the guessed face-down hideouts, or None when any number misses."""
    down = {h.card: i for i, h in enumerate(state.row) if not h.revealed}
    if all(n in down for n in numbers):
        return [down[n] for n in numbers]
    return None


def apply_guess(state: State, command: Guess) -> tuple[State, list[Event]]:
    """The Marshal's guess of her turn (MARSHAL_GUESS): one number, or a series."""
    numbers = check_numbers(state, command.numbers, state.effects.single_guess_only)
    positions = matches(state, numbers)
    hit = positions is not None
    state = evolve(state, guesses=state.guesses + (GuessRecord(numbers, hit, state.turn),))
    if state.effects.single_guess_only:
        state = with_effects(state, single_guess_only=False)
    events = [guess_event(numbers, hit)]
    if positions is not None:
        state, reveal = board.reveal(state, sorted(positions))
        events.append(reveal)
        state, over = board.check_caught(state)
        events += over
        if state.phase is Phase.OVER:
            return state, events
        if state.variant is Variant.DISCOVERY:
            state, more = drawing.discovery_event(state)
            events += more
            if state.phase in (Phase.OVER, Phase.EVENT_CHOICE):
                return state, events
    state, more = turns.after_guess(state)
    return state, events + more
