"""What gear is worth to a computer survivor, and what a fight is likely to cost: shared by the
scavenge and escape bots.

Items are read from the view's item JSON (type, bonus, armour, space, ...).  What two cards make
when combined is printed on the cards (their border colours), so the bots may read it from the
rules' content tables; they never read the game state.  Fight odds come from ``pair_dice`` over a
fixed sample of throws, worked out once, so a decision costs no dice of its own.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence

from tabletop.games.just_run.rules.content import CARDS
from tabletop.games.just_run.rules.fighting import BASE_DICE, pair_dice
from tabletop.games.just_run.rules.items import combined, new_item, stats
from tabletop.games.just_run.rules.state import Item
from tabletop.games.just_run.rules.view import ItemView, item_json

#: throws per (attack dice, defence dice) pairing when the odds are first needed
SAMPLES = 1500
_SAMPLE_SEED = 20_241_123


def item_value(item: ItemView) -> float:
    """What one item is worth on its own, in rough "life points saved" units."""
    if item.get("broken"):
        return -0.2
    kind = item.get("type")
    bonus = int(item.get("bonus", 0))
    value: float
    if kind in ("melee", "flail"):
        value = 1.0 + 1.1 * bonus + (0.35 if kind == "flail" else 0.0) + (0.25 if item.get("door") else 0.0)
        value -= 0.4 if item.get("wrench") else 0.0
        value += 0.3 if breaks_walls(item) else 0.0
    elif kind == "ranged":
        value = 0.5 + 0.6 * bonus + 0.15 * int(item.get("range", 0)) - 0.4
    elif kind == "armour":
        value = 0.9 * max(int(item.get("tokens", 0)), 0 if item.get("worn") else int(item.get("armour", 0)))
    elif kind == "medical":
        value = min(2.6, 0.8 * _heal(item))
    elif kind == "container":
        value = 0.35 * _capacity(item)
    elif kind == "memento":
        value = 0.05
    else:  # tools, clothing and throwables are worth what they make (see ``synergy``)
        value = 0.15
    return value


def _heal(item: ItemView) -> int:
    card = CARDS[int(item["cards"][0])]
    kind = card.item
    return kind.heal if kind is not None else 0


def _capacity(item: ItemView) -> int:
    made = as_item(item)
    return stats(made).capacity if made is not None else 0


def as_item(item: ItemView) -> Item | None:
    """The printed cards an item JSON names, as an item (for what the cards say, never the state)."""
    cards = item.get("cards")
    if not cards or any(CARDS[int(c)].item is None for c in cards):
        return None
    return Item(
        tuple(int(c) for c in cards), tokens=int(item.get("tokens", 0)), broken=bool(item.get("broken"))
    )


def breaks_walls(item: ItemView) -> bool:
    """A whole item that may bash walls (printed on the card; the view's item JSON does not say)."""
    made = as_item(item)
    return made is not None and not made.broken and stats(made).walls


#: the chance one die beats the wall's one die (the wall wins ties)
WALL_ODDS = 15 / 36


def is_weapon(item: ItemView) -> bool:
    return item.get("type") in ("melee", "flail", "ranged") and not item.get("broken")


def is_melee(item: ItemView) -> bool:
    return item.get("type") in ("melee", "flail") and not item.get("broken")


def gear_value(items: Sequence[ItemView]) -> float:
    """A whole inventory: the best melee weapon counts in full, a second weapon little (one weapon
    fights at a time), a ranged weapon as a reach bonus; the rest adds up."""
    melee = sorted((item_value(i) for i in items if is_melee(i)), reverse=True)
    ranged = sorted(item_value(i) for i in items if i.get("type") == "ranged" and not i.get("broken"))
    value = sum(melee[:1]) + 0.25 * sum(melee[1:2]) + 0.05 * sum(melee[2:])
    value += 0.5 * sum(ranged[-1:])
    value += sum(item_value(i) for i in items if not is_weapon(i))
    return value


def combined_json(first: ItemView, second: ItemView) -> ItemView | None:
    """The item JSON two items would make, or None when their borders do not meet."""
    a, b = as_item(first), as_item(second)
    if a is None or b is None:
        return None
    made = combined(a, b)
    return None if made is None else item_json(made)


def synergy(card: int, items: Iterable[ItemView]) -> float:
    """How much a card adds by combining with an item already held (0 if it combines with none)."""
    new = item_json(new_item(card))
    best = 0.0
    for item in items:
        made = combined_json(new, item)
        if made is not None:
            best = max(best, item_value(made) - item_value(item) - item_value(new))
    return best


def card_json(card: int) -> ItemView | None:
    """The item JSON of a single card as it comes into a hand (None for an event card)."""
    if CARDS[card].item is None:
        return None
    return item_json(new_item(card))


def defence_dice(items: Sequence[ItemView]) -> tuple[int, bool]:
    """The dice a survivor defends with (the rules pick their best melee weapon) and if a flail."""
    best: tuple[int, bool] = (0, False)
    for item in items:
        if is_melee(item):
            best = max(best, (int(item.get("bonus", 0)), item.get("type") == "flail"))
    return BASE_DICE + best[0], best[1]


@functools.cache
def zombie_odds(zombies: int, dice: int, flail: bool) -> tuple[float, float]:
    """``zombies`` attacking a survivor who throws ``dice``: the expected damage to the survivor
    and the expected zombies destroyed (when the survivor's winning dice count)."""
    if zombies <= 0:
        return 0.0, 0.0
    rng = random.Random(_SAMPLE_SEED + zombies * 31 + dice * 7 + flail)
    hurt = kills = 0
    for _ in range(SAMPLES):
        attack = [rng.randint(1, 6) for _ in range(zombies)]
        defence = [rng.randint(1, 6) for _ in range(dice)]
        z, s = pair_dice(attack, defence, zombie_attacker=True, defender_flail=flail)
        hurt += z
        kills += min(s, zombies)
    return hurt / SAMPLES, kills / SAMPLES


@functools.cache
def attack_odds(dice: int, defenders: int, flail: bool, defender_flail: bool = False) -> tuple[float, float]:
    """A survivor throwing ``dice`` against ``defenders`` dice: expected hits scored and taken."""
    rng = random.Random(_SAMPLE_SEED + dice * 131 + defenders * 17 + flail * 3 + defender_flail)
    hits = back = 0
    for _ in range(SAMPLES):
        attack = [rng.randint(1, 6) for _ in range(dice)]
        defence = [rng.randint(1, 6) for _ in range(defenders)]
        a, d = pair_dice(attack, defence, attacker_flail=flail, defender_flail=defender_flail)
        hits += a
        back += d
    return hits / SAMPLES, back / SAMPLES


def bash_odds(dice: int) -> float:
    """The chance that the highest of ``dice`` beats the door's one die (the door wins ties)."""
    wins = 0.0
    for door in range(1, 7):
        # P(max of dice <= door) = (door / 6) ** dice
        wins += 1 - (door / 6) ** dice
    return wins / 6


__all__ = [
    "WALL_ODDS",
    "as_item",
    "breaks_walls",
    "attack_odds",
    "bash_odds",
    "card_json",
    "combined_json",
    "defence_dice",
    "gear_value",
    "is_melee",
    "is_weapon",
    "item_value",
    "synergy",
    "zombie_odds",
]
