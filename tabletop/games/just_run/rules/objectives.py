"""Who wins, with any several scenarios at once (All About Scenarios and each scenario's objectives).

Get Out is always in play: only a survivor who got out through the main exit can win.  Each
scenario adds either a condition on each survivor (Extermination: 5 dead-zombie tokens, checked
when boarding; Memento Mori: a memento carried out) or one on the team (Get Out cooperative:
everyone out; Find the Cure: one of those out carries an Antidote; Rescue Mission: the rescuee out
alive).  The winners are the survivors out (in the competitive game: on the chopper, whose seats
are for half the survivors) who meet every condition on each survivor, provided every team
condition holds; otherwise nobody wins.

A team condition that can no longer be met ends the game at once: a survivor fallen in a
cooperative game, every Antidote gone, the rescuee dead, or the rescuee alone in the building with
no way they could open to the exit row.
"""

from __future__ import annotations

from tabletop.games.just_run.rules.cure import antidotes_within_reach, carries_antidote
from tabletop.games.just_run.rules.rescue import trapped
from tabletop.games.just_run.rules.scenarios import KILL_QUOTA, active, carries_memento
from tabletop.games.just_run.rules.state import State


def personal_met(state: State, seat: int) -> bool:
    """Out alive, with what each survivor's own objectives ask for."""
    survivor = state.survivors[seat]
    if not survivor.escaped or not survivor.alive:
        return False
    if active(state, "extermination") and survivor.zombie_tokens < KILL_QUOTA:
        return False
    return not (active(state, "memento_mori") and not carries_memento(survivor))


def team_met(state: State) -> bool:
    """Every team objective is met."""
    survivors = state.survivors
    if state.mode == "coop" and not all(s.escaped and s.alive for s in survivors):
        return False
    if active(state, "find_the_cure") and not any(s.escaped and carries_antidote(s) for s in survivors):
        return False
    rescuee = state.rescuee
    return not (active(state, "rescue_mission") and (rescuee is None or not rescuee.escaped))


def winners(state: State) -> tuple[int, ...]:
    if not team_met(state):
        return ()
    return tuple(s for s in range(state.players) if personal_met(state, s))


def impossible(state: State) -> bool:
    """A team objective that can no longer be met (the game is lost for everyone)."""
    if state.mode == "coop" and any(not s.alive for s in state.survivors):
        return True
    if active(state, "find_the_cure") and not antidotes_within_reach(state):
        return True
    rescuee = state.rescuee
    if not active(state, "rescue_mission") or rescuee is None:
        return False
    if not rescuee.alive:
        return True
    nobody_inside = not any(s.in_building for s in state.survivors)
    return nobody_inside and rescuee.in_building and trapped(state)


def rescuee_pending(state: State) -> bool:
    """Rescue Mission: the rescuee may still come out (not found yet, or in the building)."""
    if not active(state, "rescue_mission"):
        return False
    rescuee = state.rescuee
    return rescuee is None or rescuee.in_building


def rescuee_inside(state: State) -> bool:
    rescuee = state.rescuee
    return active(state, "rescue_mission") and rescuee is not None and rescuee.in_building
