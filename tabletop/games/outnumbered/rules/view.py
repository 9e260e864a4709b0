"""What a seat sees: everything (the heroes play with open hands) except the order of the decks
and the seed.  Plain JSON-able data; scenes and computer heroes read only this, through its type
:class:`OutnumberedView` (a TypedDict: at run time the same plain dict, so saves and replays see JSON).
"""

from __future__ import annotations

from typing import TypedDict

from tabletop.games.outnumbered.rules import scoring
from tabletop.games.outnumbered.rules.board import RED, ROUTE, YELLOW
from tabletop.games.outnumbered.rules.content import VILLAINS

# a pool value's view is the pool's own (the events write it too); the view's readers find it here
from tabletop.games.outnumbered.rules.pool import ValueView as ValueView
from tabletop.games.outnumbered.rules.pool import value_json
from tabletop.games.outnumbered.rules.setup import active_lanes
from tabletop.games.outnumbered.rules.state import State

_ROUTE = [stop.value for stop in ROUTE]
_SPACES = {"yellow": [list(s) for s in sorted(YELLOW)], "red": [list(s) for s in sorted(RED)]}


class VillainView(TypedDict):
    """A villain card: its id, the number that defeats it, its kind ("minion", "boss"...) and
    its name (a msgid)."""

    id: str
    value: int
    kind: str
    name: str


class DieView(TypedDict):
    """One die of the acting player."""

    id: int
    face: int
    spent: bool


class LaneView(TypedDict):
    """One lane: whether it is in play, its barricade, and its villains by row (None: empty)."""

    lane: int
    active: bool
    barricade: bool
    villains: list[VillainView | None]


class SpacesView(TypedDict):
    """The board's yellow and red spaces, each [lane, row]."""

    yellow: list[list[int]]
    red: list[list[int]]


class DecksView(TypedDict):
    """Cards left in each deck and its discard pile."""

    villains: int
    villain_discard: int
    bonus: int
    bonus_discard: int
    events: int
    event_discard: int


class OutnumberedView(TypedDict):
    """The game as the table sees it: the keys are listed in :func:`view`."""

    mode: str
    players: int
    phase: str
    turn: int
    seat: int
    viewer: int | None
    to_act: list[int]
    heroes: list[str | None]
    hero_uses_left: int
    hands: list[list[str]]
    dice: list[DieView]
    pool: list[ValueView]
    lanes: list[LaneView]
    spaces: SpacesView
    truck: int
    route: list[str]
    final_assault: bool
    decks: DecksView
    last_event: str | None
    escaped: int
    zero_defeated_with_dice: bool
    score: int | None
    rating: str | None
    lost_lane: int | None
    won: bool


_VILLAIN_JSON: dict[str, VillainView] = {
    v.id: {"id": v.id, "value": v.value, "kind": v.kind.value, "name": v.name} for v in VILLAINS.values()
}


def villain_json(villain_id: str | None) -> VillainView | None:
    if villain_id is None:
        return None
    return _VILLAIN_JSON[villain_id].copy()


def view(state: State, seat: int | None = None) -> OutnumberedView:
    """The game as the table sees it (the same for every seat: nothing is secret but deck order).

    Keys: mode, players, phase, turn, seat (to act), heroes, hero_uses_left, hands, dice, pool,
    lanes, spaces, truck, route, final_assault, decks, last_event, escaped, zero_defeated_with_dice,
    score, rating, lost_lane, won, to_act, viewer.
    """
    active = active_lanes(state.mode)
    points = scoring.final_score(state)
    return {
        "mode": state.mode.value,
        "players": state.players,
        "phase": state.phase.value,
        "turn": state.turn,
        "seat": state.seat,
        "viewer": seat,
        "to_act": [] if state.over else [state.seat],
        "heroes": list(state.heroes),
        "hero_uses_left": state.hero_uses_left,
        "hands": [list(hand) for hand in state.hands],
        "dice": [{"id": d.id, "face": d.face, "spent": d.spent} for d in state.dice],
        "pool": [value_json(v) for v in state.pool],
        "lanes": [
            {
                "lane": lane,
                "active": lane in active,
                "barricade": state.barricades[lane],
                "villains": [villain_json(v) for v in rows],
            }
            for lane, rows in enumerate(state.lanes)
        ],
        "spaces": {"yellow": [list(s) for s in _SPACES["yellow"]], "red": [list(s) for s in _SPACES["red"]]},
        "truck": state.truck,
        "route": list(_ROUTE),
        "final_assault": state.final_assault,
        "decks": {
            "villains": len(state.villain_deck),
            "villain_discard": len(state.villain_discard),
            "bonus": len(state.bonus_deck),
            "bonus_discard": len(state.bonus_discard),
            "events": len(state.event_deck),
            "event_discard": len(state.event_discard),
        },
        "last_event": state.last_event,
        "escaped": len(state.escaped),
        "zero_defeated_with_dice": state.zero_defeated_with_dice,
        "score": points,
        "rating": scoring.rating(points) if points is not None else None,
        "lost_lane": state.lost_lane,
        "won": state.won,
    }
