"""The quick start: the calm scavenge (rulebook, Scavenge Phase, The Calm Method, the method the book
recommends to beginners) played through at set-up by a rule of thumb, so a new group goes straight
to the start rooms.

The book has no way to hand out gear without the pick-and-pass: its simple method *is* the draft
(the frenzied one is the advanced).  So a quick start deals exactly as the calm method does (10
cards each for two players, 8 for three, ... 5 for six; the rest of the scavenge deck set aside),
and then makes every choice the calm method asks for, through the same handlers the players' own
commands go through: each survivor picks the card worth most to them from the hand in front of
them and the hands pass left, until every card is taken; then each combines what combines and
discards what is worth least until the gear fits their inventory.  Nothing here draws a random
number: the deal's shuffle is the only chance, so the game's seed gives the same kits every time.
The gear is face up in front of its owner by the book (only the hands in the draft are secret), so
nothing dealt this way needs hiding.
"""

from __future__ import annotations

from tabletop.games.just_run.rules.commands import Combine, Discard, EndTurn, Pick
from tabletop.games.just_run.rules.content import ItemType
from tabletop.games.just_run.rules.items import capacity, combined, kind_of, stats, used_space
from tabletop.games.just_run.rules.scavenge import combine_items, discard_gear, drafting, pick, ready
from tabletop.games.just_run.rules.state import Item, Phase, State


def worth(item: Item, kit: tuple[Item, ...] = ()) -> int:
    """A rule of thumb a new player could follow, for the gear ``kit`` already holds: a good weapon
    first (more dice are better, a long one wins ties), then armour, healing and room to carry, then
    the rest.  A weapon no better than one in the kit, or armour of a kind already in it, is worth
    little (one weapon fights at a time; two of a kind of armour, a Cardboard Box beside a Taped Box
    too, are never worn together)."""
    s = stats(item)
    others = [other for other in kit if other is not item]
    if s.weapon:
        value = _weapon_worth(item)
        # the kit's best weapon keeps its worth (the first of equals); the others are spares
        ahead = kit[: kit.index(item)] if item in kit else kit
        if any(_weapon_worth(o) > value for o in others) or any(_weapon_worth(o) == value for o in ahead):
            return 2 + s.bonus
        return value
    if s.type is ItemType.ARMOUR:
        if any(set(stats(o).keys) & set(s.keys) for o in others if stats(o).type is ItemType.ARMOUR):
            return 1
        return 3 * s.armour
    if s.type is ItemType.MEDICAL:
        return 2 + min(s.heal, 3)
    if s.type is ItemType.CONTAINER:
        return s.capacity
    return 1


def _weapon_worth(item: Item) -> int:
    s = stats(item)
    if not s.weapon:
        return 0
    value = 10 + 4 * s.bonus + (1 if s.type is ItemType.FLAIL else 0) + (1 if s.door else 0)
    return value - 3 if s.type is ItemType.RANGED else value


def _choice(hand: tuple[int, ...], kit: tuple[Item, ...]) -> int:
    """The card to pick: most worth to this kit; among equals the one taking less space, then the
    lower card number."""

    def order(card: int) -> tuple[int, int, int]:
        kind = kind_of(card)
        return (-worth(Item((card,), tokens=kind.armour), kit), kind.space, card)

    return min(hand, key=order)


def quick_start(state: State) -> State:
    """The calm scavenge of a state just dealt (phase ``draft``), played to the start rooms."""
    while state.phase is Phase.DRAFT:
        for seat in drafting(state):
            survivor = state.survivors[seat]
            state, _events = pick(state, Pick(seat, _choice(survivor.hand, survivor.items)))
    for seat in range(state.players):
        state = _pack(state, seat)
        state, _events = ready(state, EndTurn(seat))
    return state


def _pack(state: State, seat: int) -> State:
    """Combine every pair that combines (each of the book's combinations is the better item), then
    discard the least worth until the gear fits; what takes no space is kept, as dropping it frees
    none."""
    while True:
        items = state.survivors[seat].items
        pair = next(
            ((a, b) for i, a in enumerate(items) for b in items[i + 1 :] if combined(a, b) is not None),
            None,
        )
        if pair is None:
            break
        state, _events = combine_items(state, Combine(seat, pair[0].id, pair[1].id))
    while used_space(state.survivors[seat].items) > capacity(state.survivors[seat]):
        items = state.survivors[seat].items
        bulky = [item for item in items if stats(item).space > 0]
        least = min(bulky, key=lambda item: (worth(item, items), -stats(item).space, item.id))
        state, _events = discard_gear(state, Discard(seat, least.id))
    return state
