"""Whose move it is, what they may do, and ``apply``: the one door every command goes through."""

from __future__ import annotations

from tabletop.core.contract import Command
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import Dispatcher
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


def is_shortcut(state: State, command: Command) -> bool:
    """A typed formula (Build) while building: it does in one go what listed Combine and Square
    steps do one at a time, and the formulas a pool allows are too many to list.
    """
    return isinstance(command, Build) and state.phase is Phase.ACT


#: building, defeating and hero power steps come after the roll
_ROLL_FIRST = N_("Roll the dice first.")
_HEROES_FIRST = {Phase.CHOOSE_HERO: N_("Everyone chooses a hero first.")}

_DISPATCH = Dispatcher(
    State,
    to_act=to_act,
    unknown=N_("Outnumbered does not know this command."),
    turn_refusals={Phase.CHOOSE_HERO: N_("It is not your turn to choose a hero.")},
)
_DISPATCH.on(
    ChooseHero, apply_choose, phases=(Phase.CHOOSE_HERO,), refusal=N_("The heroes are already chosen.")
)
_DISPATCH.on(
    Roll,
    apply_roll,
    phases=(Phase.ROLL,),
    refusal=N_("You have already rolled this turn."),
    refusals={Phase.CHOOSE_HERO: N_("Everyone chooses a hero first.")},
)
_DISPATCH.on(Combine, apply_combine, phases=(Phase.ACT,), refusal=_ROLL_FIRST, refusals=_HEROES_FIRST)
_DISPATCH.on(Square, apply_square, phases=(Phase.ACT,), refusal=_ROLL_FIRST, refusals=_HEROES_FIRST)
_DISPATCH.on(Build, apply_build, phases=(Phase.ACT,), refusal=_ROLL_FIRST, refusals=_HEROES_FIRST)
_DISPATCH.on(UseHeroPower, apply_power, phases=(Phase.ACT,), refusal=_ROLL_FIRST, refusals=_HEROES_FIRST)
_DISPATCH.on(Defeat, apply_defeat, phases=(Phase.ACT,), refusal=_ROLL_FIRST, refusals=_HEROES_FIRST)
_DISPATCH.on(
    PlayBonus, apply_bonus, phases=(Phase.ROLL, Phase.ACT), refusal=N_("You cannot play a bonus power now.")
)
_DISPATCH.on(
    EndTurn,
    apply_end_turn,
    phases=(Phase.ACT,),
    refusal=N_("You cannot end a turn now."),
    refusals={Phase.ROLL: N_("Roll the dice before you end your turn.")},
)

#: play a command: the state passed in is never changed (a new one is returned); raises
#: IllegalCommand with a readable reason when the command is not allowed now
apply = _DISPATCH.apply
