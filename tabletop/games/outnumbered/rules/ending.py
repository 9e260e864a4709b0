"""How the game ends (rulebook, WINNING AND LOSING): the win is checked after every defeat and every
advance; a breach of an undefended lane loses at once (never in Training).
"""

from __future__ import annotations

from tabletop.core.contract import Event
from tabletop.core.i18n import N_, Nn_
from tabletop.games.outnumbered.rules import scoring
from tabletop.games.outnumbered.rules.board import LAB
from tabletop.games.outnumbered.rules.messages import event, villain_param
from tabletop.games.outnumbered.rules.state import Mode, Phase, State, evolve


def board_clear(state: State) -> bool:
    return not any(v for lane in state.lanes for v in lane)


def check_win(state: State) -> tuple[State, list[Event]]:
    """The heroes win once the truck is at the lab and no villain is left on the board."""
    if state.phase is Phase.OVER or state.truck != LAB or not board_clear(state):
        return state, []
    state = evolve(state, phase=Phase.OVER, won=True, pool=(), dice=(), hero_uses_left=0)
    if state.mode is Mode.TRAINING:
        count = len(state.escaped)
        return state, [
            event(
                "won",
                Nn_(
                    "Training complete! {count} villain got through.",
                    "Training complete! {count} villains got through.",
                ),
                {"count": count},
                data={"score": None, "rating": None, "escaped": count},
            )
        ]
    score = scoring.score(state)
    rating = scoring.rating(score)
    return state, [
        event(
            "won",
            N_("The truck is safe at Atomix Lab and the villains are beaten! Score: {score}."),
            {"score": score},
            data={"score": score, "rating": rating, "escaped": len(state.escaped)},
        )
    ]


def lose(state: State, lane: int, villain: str) -> tuple[State, list[Event]]:
    """A villain walked through a lane with no barricade: the Infinity Generator is stolen."""
    state = evolve(state, phase=Phase.OVER, won=False, lost_lane=lane, pool=(), dice=(), hero_uses_left=0)
    return state, [
        event(
            "lost",
            N_("{villain} broke through lane {lane} and stole the Infinity Generator!"),
            {"villain": villain_param(villain), "lane": lane + 1},
            data={"lane": lane, "villain": villain},
        )
    ]
