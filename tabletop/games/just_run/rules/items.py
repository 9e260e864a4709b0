"""Items: what a card or a combined pair can do, inventory space, and combining (All About Cards).

Cards combine when one card's right border colour meets the other's left (black never
combines); the pair takes the larger card's space, adds the attack bonuses and armour, and keeps a
wrench or a door icon if either card has one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.games.just_run.rules.content import (
    BLACK,
    CARDS,
    INVENTORY,
    ITEM_KINDS,
    RECIPES,
    ItemKind,
    ItemType,
    Recipe,
)
from tabletop.games.just_run.rules.state import Item, Survivor


@dataclass(frozen=True, slots=True)
class Stats:
    """What an item (one card or two combined) is, for the rules."""

    name: str
    type: ItemType
    space: int
    wrench: bool
    door: bool
    bonus: int
    armour: int
    range: int
    heal: int
    capacity: int
    walls: bool
    keys: tuple[str, ...]

    @property
    def melee(self) -> bool:
        return self.type in (ItemType.MELEE, ItemType.FLAIL)

    @property
    def weapon(self) -> bool:
        return self.type in (ItemType.MELEE, ItemType.FLAIL, ItemType.RANGED)


def kind_of(card: int) -> ItemKind:
    kind = CARDS[card].item
    if kind is None:
        raise ValueError(f"card {card} is not an item")
    return kind


def recipe_for(first: str, second: str) -> Recipe | None:
    """The recipe two item kinds make, in whichever order their borders meet."""
    a, b = ITEM_KINDS[first], ITEM_KINDS[second]
    if a.right != BLACK and a.right == b.left:
        return RECIPES.get((first, second))
    if b.right != BLACK and b.right == a.left:
        return RECIPES.get((second, first))
    return None


_STATS: dict[tuple[int, ...], Stats] = {}


def stats(item: Item) -> Stats:
    cached = _STATS.get(item.cards)
    if cached is not None:
        return cached
    kinds = [kind_of(c) for c in item.cards]
    if len(kinds) == 1:
        k = kinds[0]
        result = Stats(
            k.name,
            k.type,
            k.space,
            k.wrench,
            k.door,
            k.bonus,
            k.armour,
            k.range,
            k.heal,
            k.capacity,
            k.walls,
            (k.key,),
        )
    else:
        a, b = kinds
        recipe = RECIPES[(a.key, b.key)]
        result = Stats(
            recipe.name,
            recipe.type,
            max(a.space, b.space),
            a.wrench or b.wrench,
            a.door or b.door,
            a.bonus + b.bonus,
            a.armour + b.armour,
            max(a.range, b.range),
            max(a.heal, b.heal),
            recipe.capacity,
            a.walls or b.walls,
            (a.key, b.key),
        )
    _STATS[item.cards] = result
    return result


def new_item(card: int) -> Item:
    """A card as it comes into a hand: armour gets its life tokens (Scavenge Phase)."""
    return Item((card,), tokens=kind_of(card).armour)


def capacity(survivor: Survivor) -> int:
    """Inventory: 5 spaces, more with whole containers."""
    return INVENTORY + sum(stats(i).capacity for i in survivor.items if not i.broken)


def used_space(items: tuple[Item, ...]) -> int:
    return sum(stats(i).space for i in items)


def fits(survivor: Survivor, item: Item) -> bool:
    gained = 0 if item.broken else stats(item).capacity
    return used_space(survivor.items) + stats(item).space <= capacity(survivor) + gained


def find(survivor: Survivor, item_id: object) -> Item | None:
    for item in survivor.items:
        if item.id == item_id:
            return item
    return None


def without(items: tuple[Item, ...], item: Item) -> tuple[Item, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def combined(first: Item, second: Item) -> Item | None:
    """The item two whole single cards make, or None when their borders do not meet."""
    if first.broken or second.broken or len(first.cards) != 1 or len(second.cards) != 1:
        return None
    if first.disguise or second.disguise:
        return None
    a, b = kind_of(first.cards[0]), kind_of(second.cards[0])
    recipe = recipe_for(a.key, b.key)
    if recipe is None:
        return None
    cards = (first.cards[0], second.cards[0]) if recipe.base == a.key else (second.cards[0], first.cards[0])
    return Item(cards, tokens=first.tokens + second.tokens, worn=False)


def armour_tokens(survivor: Survivor) -> int:
    return sum(i.tokens for i in survivor.items if i.worn and not i.broken)


def best_defence(survivor: Survivor) -> Item | None:
    """The weapon a survivor defends with: the whole melee or flail weapon with most dice (a flail
    first among equals).  Ranged weapons never defend (All About Fighting)."""
    best: Item | None = None
    for item in survivor.items:
        s = stats(item)
        if item.broken or not s.melee:
            continue
        if best is None:
            best = item
            continue
        b = stats(best)
        if (s.bonus, s.type is ItemType.FLAIL) > (b.bonus, b.type is ItemType.FLAIL):
            best = item
    return best


def laid_down(item: Item) -> Item:
    """An item left in a room: taken off, put out, and a Vile Disguise's dead zombie token gone
    (zombie tokens disappear when dropped), so it lies there as plain Rags."""
    return replace(item, worn=False, lit=False, disguise=False, disguise_tokens=0)


def all_cards(items: tuple[Item, ...]) -> list[int]:
    return [c for i in items for c in i.cards]
