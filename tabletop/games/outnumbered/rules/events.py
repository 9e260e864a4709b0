"""Event cards (rulebook, THE VILLAINS ATTACK!, Hero mode only): new villains on red spaces, lanes
surging forward, and pushes that shove every villain directly in front.
"""

from __future__ import annotations

from tabletop.core.contract import Event
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules import decks
from tabletop.games.outnumbered.rules.attack import place_new, push
from tabletop.games.outnumbered.rules.board import ROWS, red_space
from tabletop.games.outnumbered.rules.content import EVENTS_BY_ID, VILLAINS, EventCard, EventKind
from tabletop.games.outnumbered.rules.messages import event, event_card_param, villain_param
from tabletop.games.outnumbered.rules.setup import active_lanes
from tabletop.games.outnumbered.rules.state import State, evolve


def draw_event(state: State) -> tuple[State, list[Event]]:
    """Draw the top event card, resolve it, and discard it."""
    state, card_id, events = decks.draw(state, "event")
    if card_id is None:
        return state, events
    card = EVENTS_BY_ID[card_id]
    state = evolve(state, last_event=card_id)
    events.append(
        event(
            "event_drawn",
            N_("Event: {name}. {text}"),
            {"name": event_card_param(card_id), "text": "@" + card.text},
            data={"event": card_id},
            barrier=True,
        )
    )
    state, more = resolve(state, card)
    state = evolve(state, event_discard=state.event_discard + (card_id,))
    return state, events + more


def rear_chain(rows: tuple[str | None, ...]) -> tuple[int, int] | None:
    """The rearmost villain of a lane and the front of the unbroken line of villains ahead of it."""
    first = next((r for r in range(ROWS) if rows[r] is not None), None)
    if first is None:
        return None
    last = first
    while last + 1 < ROWS and rows[last + 1] is not None:
        last += 1
    return first, last


def resolve(state: State, card: EventCard) -> tuple[State, list[Event]]:
    lanes = [lane for lane in card.lanes if lane in active_lanes(state.mode)]
    if card.kind is EventKind.ADD:
        events: list[Event] = []
        for lane in lanes:
            row = red_space(lane)
            if state.lanes[lane][row] is not None:
                continue
            state, villain, more = place_new(state, lane, row)
            events += more
            if villain is None:
                break
            events.append(
                event(
                    "event_added",
                    N_("{villain} ({value}) drops into lane {lane}."),
                    {"villain": villain_param(villain), "value": VILLAINS[villain].value, "lane": lane + 1},
                    data={"lane": lane, "row": row, "villain": villain},
                )
            )
        return state, events
    if card.kind is EventKind.ADVANCE_LANES:
        return push(state, [(lane, 0, ROWS - 1) for lane in lanes])
    if card.kind is EventKind.ADVANCE_BACK:
        segments = []
        for lane in lanes:
            chain = rear_chain(state.lanes[lane])
            if chain is not None:
                segments.append((lane, *chain))
        return push(state, segments)
    return state, []
