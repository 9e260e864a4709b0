"""Whose move it is, what they may do, and ``apply``: the one door every command goes through."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules.bonus import apply_bonus, legal_bonus
from tabletop.games.outnumbered.rules.building import apply_build, apply_combine, apply_square, legal_builds
from tabletop.games.outnumbered.rules.commands import (
    Build,
    ChooseHero,
    Combine,
    Defeat,
    EndTurn,
    PlayBonus,
    Roll,
    Square,
    UseHeroPower,
)
from tabletop.games.outnumbered.rules.defeating import apply_defeat, legal_defeats
from tabletop.games.outnumbered.rules.dice import apply_roll
from tabletop.games.outnumbered.rules.heroes import apply_choose, apply_power, legal_choices, legal_powers
from tabletop.games.outnumbered.rules.setup import MAX_PLAYERS
from tabletop.games.outnumbered.rules.state import Phase, State
from tabletop.games.outnumbered.rules.truck import apply_end_turn

_ROLLS = {seat: Roll(seat) for seat in range(MAX_PLAYERS)}
_END_TURNS = {seat: EndTurn(seat) for seat in range(MAX_PLAYERS)}


def to_act(state: State) -> tuple[int, ...]:
    """One seat acts at a time: the chooser, then the player whose turn it is."""
    if state.phase is Phase.OVER:
        return ()
    return (state.seat,)


def legal_commands(state: State, seat: int) -> list[Command]:
    """Every legal command for ``seat`` (Build is free-form and never listed).

    ACT lists EndTurn first, then defeats, hero powers, bonus powers and the building steps.
    """
    if state.phase is Phase.OVER or seat != state.seat:
        return []
    phase = state.phase
    if phase is Phase.CHOOSE_HERO:
        return legal_choices(state, seat)
    if phase is Phase.ROLL:
        return [_ROLLS[seat], *legal_bonus(state, seat)] if state.hands[seat] else [_ROLLS[seat]]
    if not state.hands[seat]:
        return [
            _END_TURNS[seat],
            *legal_defeats(state, seat),
            *legal_powers(state, seat),
            *legal_builds(state, seat),
        ]
    return [
        _END_TURNS[seat],
        *legal_defeats(state, seat),
        *legal_powers(state, seat),
        *legal_bonus(state, seat),
        *legal_builds(state, seat),
    ]


_HANDLERS: dict[type[Command], Callable[[State, Command], tuple[State, list[Event]]]] = {
    ChooseHero: apply_choose,  # type: ignore[dict-item]
    Roll: apply_roll,  # type: ignore[dict-item]
    Combine: apply_combine,  # type: ignore[dict-item]
    Square: apply_square,  # type: ignore[dict-item]
    Build: apply_build,  # type: ignore[dict-item]
    UseHeroPower: apply_power,  # type: ignore[dict-item]
    Defeat: apply_defeat,  # type: ignore[dict-item]
    PlayBonus: apply_bonus,  # type: ignore[dict-item]
    EndTurn: apply_end_turn,  # type: ignore[dict-item]
}


def apply(state: State, command: Command) -> tuple[State, list[Event]]:
    """Play ``command``; the state passed in is never changed (a new one is returned).

    Raises IllegalCommand with a readable reason when the command is not allowed now.
    """
    if state.phase is Phase.OVER:
        raise IllegalCommand(N_("The game is over."))
    seat = command.seat
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.players:
        raise IllegalCommand(N_("There is no seat {seat} in this game."), seat=seat)
    if seat != state.seat:
        if state.phase is Phase.CHOOSE_HERO:
            raise IllegalCommand(N_("It is not your turn to choose a hero."))
        raise IllegalCommand(N_("It is not your turn."))
    handler = _HANDLERS.get(type(command))
    if handler is None:
        raise IllegalCommand(N_("Outnumbered does not know this command."))
    return handler(state, command)
