"""Moments of a survivor's turn where the special gestures are legal, built with the rules'
own state (for ``test_scene_gestures`` and the frames ``scene_frames.gesture_frames`` draws)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.just_run.rules.content import CARDS
from tabletop.games.just_run.rules.state import Item, State
from tests.just_run.helpers import escape_state, item, room
from tests.just_run.panel_states import turn_state


def with_survivor(state: State, seat: int, **changes: object) -> State:
    survivors = list(state.survivors)
    survivors[seat] = replace(survivors[seat], **changes)  # type: ignore[arg-type]
    return replace(state, survivors=tuple(survivors))


def carrying(state: State, *extra: Item, **changes: object) -> State:
    return with_survivor(state, 0, items=state.survivors[0].items + extra, **changes)


def event_card(key: str) -> int:
    return next(c.id for c in CARDS if c.key == key)


def molotov_cocktail() -> Item:
    return Item((item("whiskey").id, item("rags").id))


def wall_state() -> State:
    """Ana alone in a room of the second row with walls east and west, a Crowbar in hand."""
    return escape_state(
        4, at=[(1, 2), (0, 0), (0, 0), (0, 4)], rooms={(1, 2): room("room_01")}, items={0: [item("crowbar")]}
    )


def gesture_states() -> dict[str, State]:
    """The moments ``scene_frames.gesture_frames`` draws: a Molotov and a kept Crawlspace beside
    Ben; Whiskey on a barricade; a wall to bash."""
    lit_up = carrying(turn_state(), molotov_cocktail(), events=(event_card("crawlspace"),))
    return {"molotov": lit_up, "fire": barricaded(fire=False), "wall": wall_state()}


def barricaded(fire: bool | None = None) -> State:
    """Ana in the first start room with Whiskey; its east doorway barricaded (Whiskey on it, or lit)."""
    state = escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [item("whiskey")]})
    state = replace(state, barricades=(((0, 0, "e"), False),))
    if fire is not None:
        state = replace(state, fire_barricades=(((0, 0, "e"), fire),))
    return state
