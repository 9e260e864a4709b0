"""Fighting, damage and death (All About Fighting; Taking Damage; Wear & Tear).

Every fighter's dice are thrown together; the highest attack die meets the highest defence die,
the second the second, and so on.  The higher die of a pair wins, unopposed dice win, and each
winning die is one point of damage.  Ties go to the defender, and zombies always win them, except
that a flail attacker wins a tie (and a flail against a flail loses it to the defender).
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_, Message, Nn_
from tabletop.games.just_run.rules.content import WEAR_DIE, ItemType
from tabletop.games.just_run.rules.cure import antidote_risk, infect
from tabletop.games.just_run.rules.disguise import holds_disguise
from tabletop.games.just_run.rules.items import armour_tokens, best_defence, laid_down, stats
from tabletop.games.just_run.rules.scenarios import credit_kills
from tabletop.games.just_run.rules.state import Item, Room, State, Survivor, evolve, with_room, with_survivor

BASE_DICE = 2


def pair_dice(
    attack: list[int] | tuple[int, ...],
    defence: list[int] | tuple[int, ...],
    *,
    attacker_flail: bool = False,
    defender_flail: bool = False,
    zombie_attacker: bool = False,
) -> tuple[int, int]:
    """The hits the attacker's dice score and the hits the defender's dice score.

    Highest meets highest; the higher die wins; an unopposed die wins.  A tie goes to the defender,
    unless the attacker is a zombie or swings a flail against a defender without one.
    """
    high_attack = sorted(attack, reverse=True)
    high_defence = sorted(defence, reverse=True)
    attacker_takes_ties = zombie_attacker or (attacker_flail and not defender_flail)
    hits = [0, 0]
    for index in range(max(len(high_attack), len(high_defence))):
        if index >= len(high_defence):
            hits[0] += 1
        elif index >= len(high_attack):
            hits[1] += 1
        else:
            a, d = high_attack[index], high_defence[index]
            hits[0 if a > d or (a == d and attacker_takes_ties) else 1] += 1
    return hits[0], hits[1]


def roll_dice(rng: random.Random, count: int) -> list[int]:
    """``count`` six-sided dice (tests replace this to throw the book's dice)."""
    return [rng.randint(1, 6) for _ in range(count)]


def wear_roll(rng: random.Random) -> bool:
    """The Wear & Tear die: True on the broken-wrench face."""
    return WEAR_DIE[rng.randrange(len(WEAR_DIE))]


def wear_and_tear(
    state: State, rng: random.Random, seat: int, item: Item | None, *, fought: bool = False
) -> tuple[State, list[Event]]:
    """Roll Wear & Tear for an item with the wrench icon after each use, and for any weapon a
    survivor fought or bashed with (``fought``: All About Fighting, "any fighter using a weapon
    must roll Wear & Tear"; Bashing a Door, "after every bash attack"); a failed roll breaks it."""
    if item is None or not (fought or stats(item).wrench):
        return state, []
    survivor = state.survivors[seat]
    if item not in survivor.items:
        return state, []
    broken = wear_roll(rng)
    data = {"seat": seat, "item": item.id, "broken": broken}
    if not broken:
        return state, [
            Event("wear", N_("Wear & Tear: the {item} holds."), {"item": stats(item).name}, data=data)
        ]
    items = tuple(replace(i, broken=True, worn=False) if i == item else i for i in survivor.items)
    state = with_survivor(state, seat, replace(survivor, items=items))
    return state, [
        Event(
            "wear",
            N_("Wear & Tear: {seat}'s {item} breaks."),
            {"seat": seat_param(seat), "item": stats(item).name},
            seat=seat,
            data=data,
        )
    ]


def defence_weapon(survivor: Survivor, can_use: bool) -> Item | None:
    return best_defence(survivor) if can_use else None


def dice_for(weapon: Item | None) -> int:
    return BASE_DICE + (stats(weapon).bonus if weapon is not None else 0)


def is_flail(weapon: Item | None) -> bool:
    return weapon is not None and stats(weapon).type is ItemType.FLAIL


def damage(state: State, seat: int, points: int) -> tuple[State, list[Event]]:
    """Taking Damage: worn armour's tokens go first, then body points; at none left, death."""
    survivor = state.survivors[seat]
    if points <= 0 or not survivor.alive:
        return state, []
    left = points
    items = list(survivor.items)
    for index, item in enumerate(items):
        if left and item.worn and not item.broken and item.tokens > 0:
            taken = min(left, item.tokens)
            left -= taken
            tokens = item.tokens - taken
            items[index] = replace(item, tokens=tokens, broken=tokens == 0, worn=tokens > 0)
    body = max(0, survivor.body - left)
    survivor = replace(survivor, items=tuple(items), body=body)
    state = with_survivor(state, seat, survivor)
    events = [
        Event(
            "damage",
            _damage_words(points - left, left),
            {"seat": seat_param(seat), "count": left, "armour": points - left},
            seat=seat,
            data={"seat": seat, "points": points, "body": body, "armour": armour_tokens(survivor)},
        )
    ]
    if body == 0 and armour_tokens(survivor) == 0:
        state, more = die(state, seat)
        events += more
    return state, events


def _damage_words(armour: int, body: int) -> Message:
    """Where the hits went: armour that took them all costs no life point, and the line says so."""
    if body == 0:
        return Nn_(
            "{seat}'s armour takes {armour} hit: no life point lost.",
            "{seat}'s armour takes {armour} hits: no life point lost.",
            count="armour",
        )
    if armour:
        return Nn_(
            "{seat}'s armour takes {armour}; {count} life point is lost.",
            "{seat}'s armour takes {armour}; {count} life points are lost.",
            count="count",
        )
    return Nn_("{seat} loses {count} life point.", "{seat} loses {count} life points.", count="count")


def die(state: State, seat: int) -> tuple[State, list[Event]]:
    """Death drops every whole item in the room; the body rises as a zombie at the next spawn."""
    survivor = state.survivors[seat]
    assert survivor.room is not None
    row, col = survivor.room
    room = state.room(row, col)
    assert room is not None
    whole = tuple(laid_down(i) for i in survivor.items if not i.broken)
    lost = tuple(c for i in survivor.items if i.broken for c in i.cards)
    state = with_room(state, row, col, replace(room, dropped=room.dropped + whole, bodies=room.bodies + 1))
    state = with_survivor(state, seat, replace(survivor, alive=False, room=None, items=(), body=0))
    state = evolve(state, discarded=state.discarded + lost)
    return state, [
        Event(
            "died",
            N_("{seat} is dead."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "row": row, "col": col},
        )
    ]


def kill_zombies(
    state: State, row: int, col: int, count: int, killer: int | None
) -> tuple[State, list[Event]]:
    room = state.room(row, col)
    assert room is not None
    killed = min(count, room.zombies)
    if killed <= 0:
        return state, []
    state = with_room(state, row, col, replace(room, zombies=room.zombies - killed))
    state = evolve(state, reserve=state.reserve + killed)
    if killer is not None and not holds_disguise(state.survivors[killer]):
        # a survivor never holds dead zombie tokens and a Vile Disguise at once
        state = credit_kills(state, killer, killed)
    return state, [
        Event(
            "zombies_killed",
            Nn_("{count} zombie is destroyed.", "{count} zombies are destroyed.", count="count"),
            {"count": killed},
            data={"row": row, "col": col, "count": killed, "killer": killer},
        )
    ]


def zombies_attack(
    state: State, rng: random.Random, seat: int, zombies: int, *, hurt_zombies: bool
) -> tuple[State, list[Event]]:
    """``zombies`` dice (a horde's five included) against one survivor's defence.

    ``hurt_zombies`` False is an attack of opportunity: the survivor's winning dice do no damage.
    """
    survivor = state.survivors[seat]
    if zombies <= 0 or not survivor.in_building:
        return state, []
    assert survivor.room is not None
    weapon = defence_weapon(survivor, True)
    attack = roll_dice(rng, zombies)
    defence = roll_dice(rng, dice_for(weapon))
    zombie_hits, survivor_hits = pair_dice(
        attack, defence, zombie_attacker=True, defender_flail=is_flail(weapon)
    )
    events = [
        Event(
            "zombie_fight",
            N_("Zombies attack {seat}: {attack} against {defence}."),
            {"seat": seat_param(seat), "attack": _dice_text(attack), "defence": _dice_text(defence)},
            seat=seat,
            data={
                "seat": seat,
                "attack": attack,
                "defence": defence,
                "hits": [zombie_hits, survivor_hits],
                "opportunity": not hurt_zombies,
                "defender_flail": is_flail(weapon),
                "weapon": stats(weapon).name if weapon is not None else None,
            },
        )
    ]
    state, more = wear_and_tear(state, rng, seat, weapon, fought=True)
    events += more
    state, more = antidote_risk(state, rng, seat)
    events += more
    if hurt_zombies:
        row, col = survivor.room
        state, more = kill_zombies(state, row, col, min(survivor_hits, zombies), seat)
        events += more
    body_before = state.survivors[seat].body
    state, more = damage(state, seat, zombie_hits)
    events += more
    state, more = infect(state, seat, body_before)
    return state, events + more


def _dice_text(dice: list[int]) -> str:
    return " ".join(str(d) for d in sorted(dice, reverse=True)) or "-"


def dice_text(dice: list[int]) -> str:
    return _dice_text(dice)


def room_at(state: State, row: int, col: int) -> Room:
    room = state.room(row, col)
    assert room is not None
    return room
