"""Searching a room (Things That Take One Action) and the exit rooms' hidden cards.

The search deck gives a random card: an event happens at once; an item goes into the inventory if
it fits, else it is dropped in the room.  The supplies deck is looked through once the action is
spent, and one card of it taken.  A disaster room can no longer be searched.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_
from tabletop.games.just_run.rules.board import passable_rooms
from tabletop.games.just_run.rules.commands import Choose
from tabletop.games.just_run.rules.content import CARDS, HORDE, EventKind
from tabletop.games.just_run.rules.cure import antidote_risk, may_carry
from tabletop.games.just_run.rules.fighting import damage
from tabletop.games.just_run.rules.items import fits, new_item, stats
from tabletop.games.just_run.rules.rooms import add_zombies
from tabletop.games.just_run.rules.state import State, evolve, with_room, with_survivor

DECKS = ("search", "supplies")


def can_search(state: State, where: tuple[int, int], deck: object) -> bool:
    room = state.room(*where)
    if room is None or room.disaster or deck not in DECKS:
        return False
    return bool(state.search_deck) if deck == "search" else bool(state.supplies)


def draw_search(state: State, rng: random.Random, seat: int) -> tuple[State, list[Event]]:
    card, rest = state.search_deck[0], state.search_deck[1:]
    state = evolve(state, search_deck=rest)
    return found(state, rng, seat, card)


def found(state: State, rng: random.Random, seat: int, card: int) -> tuple[State, list[Event]]:
    """A search card comes to light for ``seat``: an event happens, an item is kept or dropped."""
    event = CARDS[card].event
    if event is not None and event.optional:
        return keep_optional(state, seat, card)
    if event is not None:
        state = evolve(state, discarded=state.discarded + (card,))
        return _happen(state, rng, seat, card)
    return _keep(state, seat, card)


def keep_optional(state: State, seat: int, card: int) -> tuple[State, list[Event]]:
    """Searching a Room: an "Optional Event" is kept, to play (or not) before the end of the turn."""
    event = CARDS[card].event
    assert event is not None
    survivor = state.survivors[seat]
    state = with_survivor(state, seat, replace(survivor, events=survivor.events + (card,)))
    return state, [
        Event(
            "optional_event",
            N_("{seat} keeps an optional event: {name}."),
            {"seat": seat_param(seat), "name": event.name},
            seat=seat,
            data={"seat": seat, "card": card, "kind": event.kind.value},
        )
    ]


def _keep(state: State, seat: int, card: int) -> tuple[State, list[Event]]:
    survivor = state.survivors[seat]
    item = new_item(card)
    data = {"seat": seat, "card": card}
    if fits(survivor, item) and may_carry(state, survivor, item):
        state = with_survivor(state, seat, replace(survivor, items=survivor.items + (item,)))
        return state, [
            Event(
                "found",
                N_("{seat} finds the {item}."),
                {"seat": seat_param(seat), "item": stats(item).name},
                seat=seat,
                data=data,
            )
        ]
    assert survivor.room is not None
    room = state.room(*survivor.room)
    assert room is not None
    state = with_room(state, *survivor.room, replace(room, dropped=room.dropped + (item,)))
    return state, [
        Event(
            "found_dropped",
            N_("{seat} finds the {item} but has no space: it stays in the room."),
            {"seat": seat_param(seat), "item": stats(item).name},
            seat=seat,
            data=data,
        )
    ]


def _happen(state: State, rng: random.Random, seat: int, card: int) -> tuple[State, list[Event]]:
    event = CARDS[card].event
    assert event is not None
    survivor = state.survivors[seat]
    assert survivor.room is not None
    row, col = survivor.room
    data = {"card": card, "kind": event.kind.value, "seat": seat, "row": row, "col": col}
    events = [Event("event", N_("Event: {name}"), {"name": event.name}, seat=seat, data=data)]
    if event.kind is EventKind.AMBUSH:
        before, reserve = survivor_room_zombies(state, row, col), state.reserve
        state, more = add_zombies(state, row, col, event.amount)
        # what the table tells: how many came, or why none did (a horde already, none left)
        data["count"] = survivor_room_zombies(state, row, col) - before
        data["why"] = "horde" if before >= HORDE else "reserve" if reserve <= 0 else ""
        return state, events + more
    if event.kind is EventKind.COLLAPSE:
        state, more = antidote_risk(state, rng, seat)
        events += more
        state, more = damage(state, seat, event.amount)
        return state, events + more
    # SCREAM: the zombies next door come in, up to a horde
    for _side, r2, c2 in passable_rooms(state, row, col):
        here, there = state.room(row, col), state.room(r2, c2)
        assert here is not None and there is not None
        coming = min(there.zombies, HORDE - here.zombies)
        if coming > 0:
            state = with_room(state, r2, c2, replace(there, zombies=there.zombies - coming))
            state = with_room(state, row, col, replace(here, zombies=here.zombies + coming))
            events.append(
                Event(
                    "zombies_come",
                    N_("Zombies come at the scream."),
                    data={"from": [r2, c2], "to": [row, col], "count": coming},
                )
            )
    return state, events


def survivor_room_zombies(state: State, row: int, col: int) -> int:
    room = state.room(row, col)
    return room.zombies if room is not None else 0


def take_supply(state: State, command: Choose) -> tuple[State, list[Event]]:
    if command.card not in state.supplies:
        raise IllegalCommand(N_("Take one of the supplies cards."))
    state = evolve(state, supplies=tuple(c for c in state.supplies if c != command.card))
    return _keep(state, command.seat, command.card)


def entered(state: State, rng: random.Random, seat: int, row: int, col: int) -> tuple[State, list[Event]]:
    """Escaping and Winning: the first survivor into an exit room turns up its hidden card."""
    room = state.room(row, col)
    if room is None or room.exit_card is None:
        return state, []
    card = room.exit_card
    state = with_room(state, row, col, replace(room, exit_card=None))
    events = [
        Event(
            "exit_card",
            N_("A card was waiting in this exit room."),
            data={"row": row, "col": col, "card": card},
        )
    ]
    if CARDS[card].event is not None:
        state, more = found(state, rng, seat, card)
        return state, events + more
    here = state.room(row, col)
    assert here is not None
    state = with_room(state, row, col, replace(here, dropped=here.dropped + (new_item(card),)))
    return state, events
