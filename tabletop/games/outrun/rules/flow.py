"""Whose move it is, what they may do, and ``apply``: the one door every command goes through."""

from __future__ import annotations

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import Dispatcher, is_whole
from tabletop.games.outrun.rules import faster, interfering, rounds, run_away, special_effects, which_way
from tabletop.games.outrun.rules.commands import Infect, Keep, Play, Reveal, Run, TakeZero, TimeUp
from tabletop.games.outrun.rules.content import SYMBOL_IDS
from tabletop.games.outrun.rules.state import Phase, State, evolve

#: the time of the one run ``legal_commands`` lists; a real run brings the time its table measured
LISTED_MS = 10_000
_QUEUED = (Phase.TAKE_ZERO, Phase.INFECT, Phase.INTERFERE)


def to_act(state: State) -> tuple[int, ...]:
    """The turner; during the race every runner who has not finished; else the runner to choose."""
    if state.phase is Phase.REVEAL:
        return (state.turner,)
    if state.phase is Phase.RACE:
        return run_away.racing(state)
    if state.phase in _QUEUED and state.queue:
        return (state.queue[0][0],)
    return ()


def listed_run(seat: int) -> Run:
    """The one run ``legal_commands`` offers: the eight movement cards in hand order.

    It says nothing about the answer; any other run of the runner's own cards is a shortcut.
    """
    return Run(seat, SYMBOL_IDS, LISTED_MS)


def legal_commands(state: State, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    phase = state.phase
    if phase is Phase.REVEAL:
        return [Reveal(seat)]
    if phase is Phase.RACE:
        return [listed_run(seat), TimeUp(seat)]
    if phase is Phase.TAKE_ZERO:
        return [TakeZero(seat, True), TakeZero(seat, False)]
    if phase is Phase.INFECT:
        return [Infect(seat, target) for target in state.queue[0][1]]
    if phase is Phase.INTERFERE:
        return [*interfering.legal_plays(state, seat), Keep(seat)]
    return []


def is_shortcut(state: State, command: Command) -> bool:
    """Any run but the listed one: the order is the runner's to choose, so the runs one could lay
    are far too many to list (and listing the right one would give the answer away).
    """
    return (
        isinstance(command, Run)
        and state.phase is Phase.RACE
        and command.seat in run_away.racing(state)
        and command != listed_run(command.seat)
    )


def _run(state: State, command: Run) -> tuple[State, list[Event]]:
    state, events = run_away.run(state, command)
    return _maybe_check(state, events)


def _time_up(state: State, command: TimeUp) -> tuple[State, list[Event]]:
    state, events = run_away.time_up(state, command)
    return _maybe_check(state, events)


def _maybe_check(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    if run_away.racing(state):
        return state, events
    state, more = rounds.after_race(state)
    return state, events + more


def _take_zero(state: State, command: TakeZero) -> tuple[State, list[Event]]:
    if not isinstance(command.take, bool):
        raise IllegalCommand(N_("Answer yes or no."))
    state, events = faster.take_zero(evolve(state, queue=()), command)
    return rounds.after_places(state, events)


def _infect(state: State, command: Infect) -> tuple[State, list[Event]]:
    if not is_whole(command.target) or command.target not in state.queue[0][1]:
        raise IllegalCommand(N_("You can only infect a healthy runner next to you on the monster board."))
    state, events, queue = special_effects.apply_infect(state, command)
    if queue:
        return evolve(state, queue=queue), events
    return rounds.interfere(evolve(state, queue=()), events)


def _play(state: State, command: Play) -> tuple[State, list[Event]]:
    state, events = interfering.play(state, command)
    return rounds.after_player(state, events, done=False)


def _keep(state: State, command: Keep) -> tuple[State, list[Event]]:
    return rounds.after_player(state, [], done=True)


_DISPATCH = Dispatcher(
    State,
    to_act=to_act,
    unknown=N_("Outrun does not know this command."),
    turn_refusals={
        Phase.REVEAL: N_("Only the turner turns the path card."),
        Phase.RACE: N_("You have already finished this round."),
    },
)
_DISPATCH.on(Reveal, which_way.reveal, phases=(Phase.REVEAL,), refusal=N_("The path card is already turned."))
_RACE_ONLY = N_("Runs are laid only while the race is on.")
_DISPATCH.on(Run, _run, phases=(Phase.RACE,), refusal=_RACE_ONLY)
_DISPATCH.on(TimeUp, _time_up, phases=(Phase.RACE,), refusal=_RACE_ONLY)
_DISPATCH.on(TakeZero, _take_zero, phases=(Phase.TAKE_ZERO,), refusal=N_("Nobody may take the +0 claw now."))
_DISPATCH.on(Infect, _infect, phases=(Phase.INFECT,), refusal=N_("Nobody is infecting anyone now."))
_PLAY_REFUSAL = N_("Interference cards are played after the moves, fastest runner first.")
_DISPATCH.on(Play, _play, phases=(Phase.INTERFERE,), refusal=_PLAY_REFUSAL)
_DISPATCH.on(Keep, _keep, phases=(Phase.INTERFERE,), refusal=_PLAY_REFUSAL)

#: play a command: the state passed in is never changed (a new one is returned); raises
#: IllegalCommand with a readable reason when the command is not allowed now
apply = _DISPATCH.apply
