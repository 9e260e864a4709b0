"""Stage 3, Was it the right way? (rulebook): every run is checked against the path card and the
cards that count for its runner (Zombie-Specific Rules: a correct run ending with the antidote
cures).

Then the round's order is fixed: the correct runners by time, then the wrong ones by time, then
those declared out of time in the order it was called.  Equal times to the millisecond go to the
run that reached the rules first (the table sends runs in the order their Finish was stamped).
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_
from tabletop.games.outrun.rules.content import ANTIDOTE
from tabletop.games.outrun.rules.runners import bends_for, may_cure, path_order
from tabletop.games.outrun.rules.sequences import is_correct
from tabletop.games.outrun.rules.state import Finish, LastRun, Runner, State, evolve


def out_of_time(state: State, finish: Finish) -> bool:
    """Declared out of time, or slower than the set-up's limit."""
    return finish.ms is None or (state.time_limit > 0 and finish.ms > state.time_limit * 1000)


def judged(state: State, seat: int) -> bool:
    """True when ``seat``'s finished run is correct."""
    finish = state.runners[seat].finish
    assert finish is not None, "every runner has finished before the check"
    if out_of_time(state, finish):
        return False
    return is_correct(path_order(state), bends_for(state, seat), finish.cards, may_cure=may_cure(state, seat))


def _speed(finish: Finish) -> tuple[int, int, int]:
    """Sort key: timed runs by time then arrival, runs declared out of time after them."""
    if finish.ms is None:
        return (1, 0, finish.arrival)
    return (0, finish.ms, finish.arrival)


def check(state: State) -> tuple[State, list[Event]]:
    """Judge every run, cure the correct antidote runs, and fix the round's order."""
    events: list[Event] = []
    runners = list(state.runners)
    discard = state.discard
    correct: list[int] = []
    wrong: list[int] = []
    for seat, runner in enumerate(state.runners):
        finish = runner.finish
        assert finish is not None
        right = judged(state, seat)
        (correct if right else wrong).append(seat)
        timed_out = out_of_time(state, finish)
        if right:
            message = N_("{seat} went the right way.")
        elif timed_out:
            message = N_("{seat} ran out of time.")
        else:
            message = N_("{seat} went the wrong way.")
        events.append(
            Event(
                "checked",
                message,
                {"seat": seat_param(seat)},
                seat=seat,
                barrier=True,
                data={"cards": list(finish.cards), "ms": finish.ms, "correct": right, "time_up": timed_out},
            )
        )
        runner = replace(runner, last_run=LastRun(finish.cards, finish.ms, right))
        if right and finish.cards and finish.cards[-1] == ANTIDOTE:
            discard += runner.front
            runner = Runner(
                room=runner.room,
                position=runner.position,
                infected=False,
                immune=True,
                hand=runner.hand,
                front=(),
                finish=runner.finish,
                last_run=runner.last_run,
            )
            events.append(
                Event(
                    "cured",
                    N_(
                        "{seat} takes the antidote: cured, immune this round, and rid of every card in front."
                    ),
                    {"seat": seat_param(seat)},
                    seat=seat,
                )
            )
        runners[seat] = runner
    by_speed = sorted(correct, key=lambda s: _speed(_finish(state, s)))
    by_speed += sorted(wrong, key=lambda s: _speed(_finish(state, s)))
    state = evolve(state, runners=tuple(runners), discard=discard, order=tuple(by_speed))
    return state, events


def _finish(state: State, seat: int) -> Finish:
    finish = state.runners[seat].finish
    assert finish is not None
    return finish


def is_right(state: State, seat: int) -> bool:
    """After the check: did ``seat`` go the right way this round?"""
    last = state.runners[seat].last_run
    return last is not None and last.correct
