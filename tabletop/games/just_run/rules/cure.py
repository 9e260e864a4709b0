"""Antidotes: Find the Cure's Lab, cure tokens and fragile Antidotes, and the Contagion variation's
infection (Find the Cure; The Contagion Variation).

Find the Cure: the first survivor into either Lab lays the 6 cure tokens there; a survivor in that
Lab swaps a token for a set-aside Antidote with a normal action (``take_cure``).  Nobody carries
two Antidotes; whenever a carrier could take damage, from a fight, an attack of opportunity, an
event or the infection, the Antidote rolls Wear & Tear, and a broken one is discarded at once.

Contagion: a survivor who loses a body point to a zombie is infected, and loses a body point at the
start of each of their later turns until an Antidote cures them.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_
from tabletop.games.just_run.rules.content import ANTIDOTES, TILES, WEAR_DIE
from tabletop.games.just_run.rules.state import Item, State, Survivor, evolve, with_survivor

CURE_TOKENS = 6


def _find_the_cure(state: State) -> bool:
    return "find_the_cure" in state.scenarios


def is_antidote(item: Item) -> bool:
    return any(c in ANTIDOTES for c in item.cards)


def carries_antidote(survivor: Survivor) -> bool:
    return any(is_antidote(i) and not i.broken for i in survivor.items)


def may_carry(state: State, survivor: Survivor, item: Item) -> bool:
    """Find the Cure: a survivor cannot carry more than one Antidote at a time."""
    return not (_find_the_cure(state) and is_antidote(item) and carries_antidote(survivor))


def lay_cure_tokens(state: State, row: int, col: int) -> tuple[State, list[Event]]:
    """Find the Cure: the first survivor into one of the two Labs lays all 6 cure tokens there."""
    room = state.room(row, col)
    if (
        not _find_the_cure(state)
        or state.cure_room is not None
        or room is None
        or room.tile is None
        or not TILES[room.tile].lab
    ):
        return state, []
    state = evolve(state, cure_room=(row, col), cure_tokens=CURE_TOKENS)
    return state, [
        Event(
            "cure_tokens",
            N_("The Lab holds the cure: {count} cure tokens are laid here."),
            {"count": CURE_TOKENS},
            data={"row": row, "col": col, "count": CURE_TOKENS},
        )
    ]


def can_take_cure(state: State, seat: int) -> bool:
    survivor = state.survivors[seat]
    if not _find_the_cure(state) or state.cure_room is None or survivor.room != state.cure_room:
        return False
    if state.cure_tokens <= 0 or not any(c in ANTIDOTES for c in state.set_aside):
        return False
    from tabletop.games.just_run.rules.items import fits, new_item

    antidote = new_item(next(c for c in state.set_aside if c in ANTIDOTES))
    return fits(survivor, antidote) and may_carry(state, survivor, antidote)


def swap_token(state: State, seat: int) -> tuple[State, list[Event]]:
    """One cure token out of the Lab, swapped at once for one set-aside Antidote."""
    from tabletop.games.just_run.rules.items import new_item

    card = next(c for c in state.set_aside if c in ANTIDOTES)
    survivor = state.survivors[seat]
    state = evolve(
        state,
        cure_tokens=state.cure_tokens - 1,
        set_aside=tuple(c for c in state.set_aside if c != card),
    )
    state = with_survivor(state, seat, replace(survivor, items=survivor.items + (new_item(card),)))
    return state, [
        Event(
            "took_cure",
            N_("{seat} takes a cure token and swaps it for an Antidote."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "card": card, "left": state.cure_tokens},
        )
    ]


def wear_roll(rng: random.Random) -> bool:
    """The Wear & Tear die for an Antidote: True on the broken-wrench face."""
    return WEAR_DIE[rng.randrange(len(WEAR_DIE))]


def antidote_risk(state: State, rng: random.Random, seat: int) -> tuple[State, list[Event]]:
    """Find the Cure: a survivor who could take damage rolls Wear & Tear for their Antidote; a
    broken Antidote cannot be repaired and is discarded at once."""
    if not _find_the_cure(state) or not 0 <= seat < state.players:
        return state, []
    survivor = state.survivors[seat]
    antidote = next((i for i in survivor.items if is_antidote(i) and not i.broken), None)
    if antidote is None or not survivor.alive:
        return state, []
    broken = wear_roll(rng)
    data = {"seat": seat, "item": antidote.id, "broken": broken, "antidote": True}
    if not broken:
        return state, [Event("wear", N_("Wear & Tear: the {item} holds."), {"item": "Antidote"}, data=data)]
    items = tuple(i for i in survivor.items if i is not antidote)
    state = with_survivor(state, seat, replace(survivor, items=items))
    state = evolve(state, discarded=state.discarded + antidote.cards)
    return state, [
        Event(
            "wear",
            N_("Wear & Tear: {seat}'s Antidote breaks and is lost."),
            {"seat": seat_param(seat)},
            seat=seat,
            data=data,
        )
    ]


def antidotes_within_reach(state: State) -> bool:
    """Find the Cure: an Antidote can still be had: carried, lying in a room, in the search deck,
    under an exit tile, or set aside with a cure token left to swap for it."""
    if any(c in ANTIDOTES for c in state.search_deck):
        return True
    for survivor in state.survivors:
        if survivor.alive and carries_antidote(survivor):
            return True
    for room in state.grid:
        if room is None:
            continue
        if room.exit_card in ANTIDOTES or any(is_antidote(i) for i in room.dropped):
            return True
    tokens = CURE_TOKENS if state.cure_room is None else state.cure_tokens
    return tokens > 0 and any(c in ANTIDOTES for c in state.set_aside)


# -- Contagion --------------------------------------------------------------------------------------


def infect(state: State, seat: int, body_before: int) -> tuple[State, list[Event]]:
    """The Contagion Variation: losing a body point to a zombie infects the survivor."""
    survivor = state.survivors[seat]
    if not state.contagion or survivor.infected or not survivor.alive or survivor.body >= body_before:
        return state, []
    state = with_survivor(state, seat, replace(survivor, infected=True))
    return state, [
        Event(
            "infected",
            N_("{seat} is bitten and infected."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat},
        )
    ]


def cure(state: State, seat: int) -> State:
    """The Antidote is the only cure for the infection."""
    survivor = state.survivors[seat]
    return with_survivor(state, seat, replace(survivor, infected=False)) if survivor.infected else state
