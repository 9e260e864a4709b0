"""Stage 2, Run away! (rulebook): everyone at once lays a run and slaps their Finish card.

Time is input: ``ms`` comes with the run, measured by the table from the reveal (or from the start
of that runner's relay run); the rules only compare the numbers.  Any run of the runner's own cards
is accepted, right or wrong: the check says which (stage 3), so nothing here hints at the answer.
"Time's up" from the group makes the runner wrong; so does a time over the set-up's limit.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_, decimal_param
from tabletop.core.rules_kit import is_whole
from tabletop.games.outrun.rules.commands import Run, TimeUp
from tabletop.games.outrun.rules.content import RUN_CARD_NAMES, SYMBOLS_BY_ID, card_name
from tabletop.games.outrun.rules.runners import own_cards
from tabletop.games.outrun.rules.state import Finish, State, evolve, with_runner

#: no run may claim a time beyond this (a day): a number like that is a broken clock, not a race
MAX_MS = 86_400_000


def finished(state: State, seat: int) -> bool:
    return state.runners[seat].finish is not None


def racing(state: State) -> tuple[int, ...]:
    """The runners still racing: every seat that has not finished."""
    return tuple(seat for seat, runner in enumerate(state.runners) if runner.finish is None)


def check_run(state: State, command: Run) -> None:
    """Refuse a run that is not made of the runner's own cards (order and choice are free)."""
    if not is_whole(command.ms) or command.ms < 0 or command.ms > MAX_MS:
        raise IllegalCommand(N_("A run's time must be a whole number of milliseconds from 0 to a day."))
    cards = command.cards
    if not isinstance(cards, tuple) or not all(isinstance(card, str) for card in cards):
        raise IllegalCommand(N_("A run is a list of card names."))
    own = own_cards(state, command.seat)
    for card in cards:
        if card not in own:
            raise IllegalCommand(
                N_("You have no card “{card}” to lay."),
                about=N_("{seat} has no card “{card}” to lay."),
                card=_quoted(card),
            )
    if len(set(cards)) != len(cards):
        raise IllegalCommand(N_("Each card can be laid only once in a run."))


def _quoted(card: str) -> str:
    """A card of a run as a refusal names it: a known card by its translated name."""
    if card in SYMBOLS_BY_ID or card in RUN_CARD_NAMES:
        return "@" + card_name(card)
    return card


def run(state: State, command: Run) -> tuple[State, list[Event]]:
    check_run(state, command)
    seat = command.seat
    finish = Finish(tuple(command.cards), command.ms, state.arrivals)
    runner = state.runners[seat]
    state = evolve(
        state,
        runners=with_runner(state, seat, replace(runner, finish=finish)),
        arrivals=state.arrivals + 1,
    )
    event = Event(
        "finished",
        N_("{seat} slaps their Finish card after {seconds} s."),
        {"seat": seat_param(seat), "seconds": decimal_param(command.ms / 1000, 3)},
        seat=seat,
        data={"ms": command.ms, "arrival": finish.arrival},
    )
    return state, [event]


def time_up(state: State, command: TimeUp) -> tuple[State, list[Event]]:
    seat = command.seat
    finish = Finish((), None, state.arrivals)
    state = evolve(
        state,
        runners=with_runner(state, seat, replace(state.runners[seat], finish=finish)),
        arrivals=state.arrivals + 1,
    )
    event = Event("time_up", N_("Time's up for {seat}."), {"seat": seat_param(seat)}, seat=seat)
    return state, [event]
