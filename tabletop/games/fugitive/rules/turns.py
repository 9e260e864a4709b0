"""The order of play: starting and ending turns, and leaving a draw step once it is used up."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import replaced_at
from tabletop.games.fugitive.rules import board
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, Phase, State, evolve

#: the Marshal draws this many cards on her first turn and one on every later turn
MARSHAL_FIRST_DRAWS = 2
NORMAL_DRAWS = 1
#: turn 1 is the Fugitive's first turn, turn 2 the Marshal's first; odd turns are the Fugitive's
FUGITIVE_FIRST_TURN = 1
MARSHAL_FIRST_TURN = 2


def settle_draw(state: State) -> State:
    """Move on from a draw step with no draws left, or with every pile empty."""
    if state.phase is Phase.FUGITIVE_DRAW and (state.draws_left <= 0 or board.piles_empty(state)):
        return evolve(state, phase=Phase.FUGITIVE_PLACE, draws_left=0)
    if state.phase is Phase.MARSHAL_DRAW and (state.draws_left <= 0 or board.piles_empty(state)):
        return evolve(state, phase=Phase.MARSHAL_GUESS, draws_left=0)
    return state


def end_fugitive_turn(state: State) -> tuple[State, list[Event]]:
    """Clear the Fugitive's one-turn effects and hand over to the Marshal."""
    effects = replace(
        state.effects,
        range_bonus=0,
        no_sprint=False,
        extra_action=replaced_at(state.effects.extra_action, FUGITIVE, False),
    )
    state = evolve(state, effects=effects, placed_this_turn=0, pending=None)
    return start_marshal_turn(state)


def start_marshal_turn(state: State) -> tuple[State, list[Event]]:
    turn = state.turn + 1
    draws = (MARSHAL_FIRST_DRAWS if turn == MARSHAL_FIRST_TURN else NORMAL_DRAWS) + state.effects.bonus_draws[
        MARSHAL
    ]
    effects = replace(state.effects, bonus_draws=replaced_at(state.effects.bonus_draws, MARSHAL, 0))
    events: list[Event] = []
    if effects.marshal_skips_draw:
        # Lie Low takes the whole draw step, bonus draws included
        draws = 0
        effects = replace(effects, marshal_skips_draw=False)
        events.append(
            Event(
                kind="draw_skipped",
                message=N_("The Marshal draws nothing this turn (Lie Low)."),
                seat=MARSHAL,
                data={"event": "lie_low"},
            )
        )
    state = evolve(state, turn=turn, phase=Phase.MARSHAL_DRAW, draws_left=draws, effects=effects)
    return settle_draw(state), events


def start_fugitive_turn(state: State) -> tuple[State, list[Event]]:
    draws = NORMAL_DRAWS + state.effects.bonus_draws[FUGITIVE]
    effects = replace(state.effects, bonus_draws=replaced_at(state.effects.bonus_draws, FUGITIVE, 0))
    state = evolve(
        state,
        turn=state.turn + 1,
        phase=Phase.FUGITIVE_DRAW,
        draws_left=draws,
        placed_this_turn=0,
        effects=effects,
    )
    return settle_draw(state), []


def after_guess(state: State) -> tuple[State, list[Event]]:
    """Finish the Marshal's guess: guess again after a Double Time, otherwise end her turn."""
    if state.phase is Phase.OVER:
        return state, []
    if state.effects.extra_action[MARSHAL]:
        effects = replace(state.effects, extra_action=replaced_at(state.effects.extra_action, MARSHAL, False))
        state = evolve(state, phase=Phase.MARSHAL_GUESS, effects=effects, choice=None)
        return state, [
            Event(
                kind="extra_guess", message=N_("The Marshal guesses once more (Double Time)."), seat=MARSHAL
            )
        ]
    return start_fugitive_turn(evolve(state, choice=None))


def is_first_fugitive_turn(state: State) -> bool:
    return state.turn == FUGITIVE_FIRST_TURN
