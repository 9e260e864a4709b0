"""Just Run's special items and actions.

Throwing (All About Cards, Throw It), the Molotov Cocktail and the Vile Disguise (Special
Combinations), the Fire Barricade (Barricading a Door), igniting (Things That Are Free Actions),
repairs (Wear & Tear, Broken Items, and Repairs), "Optional Event" cards (Searching a Room; Doing
Any of These Before the End of Your Turn) with the Crawlspace and the Air Duct (Escaping and
Winning: they never lead out of the building), and trading one item for another.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from tabletop.core.contract import Command, Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole
from tabletop.games.just_run.rules import fighting, rescue, searching
from tabletop.games.just_run.rules.actions import can_drop, spend, survivor_room
from tabletop.games.just_run.rules.board import (
    barricaded,
    edge_of,
    fire_at,
    is_main_exit_door,
    mark_at,
    neighbour,
    on_board,
    straight_line,
    with_fire,
    with_mark,
)
from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    Disguise,
    Exchange,
    FireBarricade,
    Ignite,
    IgniteBarricade,
    PlayEvent,
    Repair,
    Throw,
)
from tabletop.games.just_run.rules.content import BODY, CARDS, HORDE, SIDES, EventKind, ItemType
from tabletop.games.just_run.rules.disguise import holds_disguise, spend_zombie_token
from tabletop.games.just_run.rules.fighting import BASE_DICE, damage, dice_text, kill_zombies, pair_dice
from tabletop.games.just_run.rules.items import find, fits, kind_of, laid_down, stats, without
from tabletop.games.just_run.rules.state import Item, Mark, State, evolve, rng_for, with_room, with_survivor
from tabletop.games.just_run.rules.turns import finish_action

Result = tuple[State, list[Event]]
Cell = tuple[int, int]

#: how far a thrown item flies; a lit Molotov Cocktail only reaches the next room
THROW_RANGE = 2
MOLOTOV_RANGE = 1


def _as_combining(state: State, seat: int, events: list[Event]) -> Result:
    """Combining is a normal action while actions are left, and free after them."""
    if state.actions_left == 0:
        return state, events
    state = spend(state)
    rng, state = rng_for(state)
    return finish_action(state, rng, seat, survivor_room(state, seat), events)


def _take(state: State, seat: int, item: Item) -> State:
    survivor = state.survivors[seat]
    return with_survivor(state, seat, replace(survivor, items=without(survivor.items, item)))


def is_molotov(item: Item) -> bool:
    return stats(item).keys == ("whiskey", "rags")


def is_whiskey(item: Item) -> bool:
    return stats(item).keys == ("whiskey",) and not item.broken


# -- throwing and the Molotov Cocktail -------------------------------------------------------------


def throw_targets(state: State, seat: int, item: Item) -> list[Cell]:
    """Rooms in a straight line through openings (barricades never stop a thrown item): up to two
    away, a lit Molotov Cocktail only into the next room.  Never out of the building."""
    here = survivor_room(state, seat)
    reach = MOLOTOV_RANGE if item.lit else THROW_RANGE
    cells: list[Cell] = []
    for side in SIDES:
        cells += straight_line(state, *here, side, reach)
    return cells


def can_throw(state: State, seat: int, item: Item) -> bool:
    """Any whole item (combined or not) may be thrown; a broken one never."""
    return not item.broken and can_drop(state.survivors[seat], item)


def throw(state: State, command: Throw) -> Result:
    """Throw It: the item lands in the target room and is discarded; a noise token there holds
    that room's zombies at their next move.  A lit Molotov Cocktail bursts into flame instead."""
    seat = command.seat
    item = find(state.survivors[seat], command.item)
    if item is None or not can_throw(state, seat, item):
        raise IllegalCommand(N_("Throw a whole item of your own."))
    target = (command.row, command.col)
    whole = is_whole(command.row) and is_whole(command.col)
    if not whole or target not in throw_targets(state, seat, item):
        raise IllegalCommand(
            N_("Throw up to two rooms away in a straight line through openings (a lit Molotov: one room).")
        )
    here = survivor_room(state, seat)
    state = spend(state)
    rng, state = rng_for(state)
    state = _take(state, seat, item)
    state = evolve(state, discarded=state.discarded + item.cards)
    events = [
        Event(
            "thrown",
            N_("{seat} throws the {item}."),
            {"seat": seat_param(seat), "item": stats(item).name},
            seat=seat,
            data={"seat": seat, "item": item.id, "from": list(here), "to": list(target), "lit": item.lit},
        )
    ]
    if item.lit:
        state, more = _molotov(state, rng, seat, *target)
    else:
        room = state.room(*target)
        assert room is not None
        state = with_room(state, *target, replace(room, noise=True))
        more = [
            Event(
                "noise",
                N_("A noise token: the zombies there will not move next turn."),
                data={"row": target[0], "col": target[1]},
            )
        ]
    return finish_action(state, rng, seat, here, events + more)


def _molotov(state: State, rng: random.Random, seat: int, row: int, col: int) -> Result:
    """A basic 2-dice attack that every creature in the room defends against on its own: survivors
    with their 2 base dice (no weapons against an attack from another room, and no damage back),
    a horde with its 5 as one creature, every other zombie with 1.  The room becomes a disaster
    room and can no longer be searched."""
    attack = fighting.roll_dice(rng, BASE_DICE)
    defenders: list[dict[str, Any]] = []
    hurt: list[tuple[int, int]] = []
    for other, survivor in enumerate(state.survivors):
        if survivor.in_building and survivor.room == (row, col):
            defence = fighting.roll_dice(rng, BASE_DICE)
            hits, _back = pair_dice(attack, defence)
            defenders.append({"seat": other, "zombies": 0, "dice": defence, "hits": hits})
            hurt.append((other, hits))
    room = state.room(row, col)
    assert room is not None
    units = ([HORDE] + [1] * (room.zombies - HORDE)) if room.zombies >= HORDE else [1] * room.zombies
    killed = 0
    for size in units:
        defence = fighting.roll_dice(rng, size)
        hits, _back = pair_dice(attack, defence)
        defenders.append({"seat": None, "zombies": size, "dice": defence, "hits": hits})
        killed += min(hits, size)
    rescuee_hits = _molotov_rescuee(state, rng, row, col, attack, defenders)
    events = [
        Event(
            "molotov",
            N_("The Molotov Cocktail bursts: {attack} against everyone in the room."),
            {"attack": dice_text(attack)},
            seat=seat,
            data={"seat": seat, "row": row, "col": col, "attack": attack, "defenders": defenders},
        )
    ]
    state, more = kill_zombies(state, row, col, killed, seat)
    events += more
    for other, hits in hurt:
        state, more = damage(state, other, hits)
        events += more
    if rescuee_hits is not None:
        state, more = rescue.hurt(state, rescuee_hits)
        events += more
    room = state.room(row, col)
    assert room is not None
    state = with_room(state, row, col, replace(room, disaster=True))
    events.append(
        Event("disaster", N_("The room burns: it can no longer be searched."), data={"row": row, "col": col})
    )
    return state, events


def _molotov_rescuee(
    state: State, rng: random.Random, row: int, col: int, attack: list[int], defenders: list[dict[str, Any]]
) -> int | None:
    """Rescue Mission and the Molotov Cocktail: the rescuee in the room is a creature too and defends
    on their own with their 2 dice, which never hurt anyone; the hits they take (None: not there).
    Rolled after everyone else, so a game without a rescuee throws the same dice as before."""
    rescuee = state.rescuee
    if rescuee is None or not rescuee.in_building or rescuee.room != (row, col):
        return None
    defence = fighting.roll_dice(rng, rescue.DEFENCE_DICE)
    hits, _back = pair_dice(attack, defence)
    defenders.append({"seat": None, "zombies": 0, "rescuee": True, "dice": defence, "hits": hits})
    return hits


def ignite(state: State, command: Ignite) -> Result:
    """Things That Are Free Actions: igniting a Molotov Cocktail (it stays lit until thrown; it
    goes out if dropped or handed over)."""
    seat = command.seat
    item = find(state.survivors[seat], command.item)
    if item is None or item.broken or not is_molotov(item) or item.lit:
        raise IllegalCommand(N_("Light a whole Molotov Cocktail of your own that is not lit yet."))
    survivor = state.survivors[seat]
    items = tuple(replace(i, lit=True) if i == item else i for i in survivor.items)
    state = with_survivor(state, seat, replace(survivor, items=items))
    return state, [
        Event(
            "ignited",
            N_("{seat} lights the {item}."),
            {"seat": seat_param(seat), "item": stats(item).name},
            seat=seat,
            data={"seat": seat, "item": item.id},
        )
    ]


# -- the Fire Barricade -----------------------------------------------------------------------------


def _barricade_side(state: State, seat: int, row: object, col: object, side: object) -> str:
    if (row, col) != survivor_room(state, seat) or side not in SIDES:
        raise IllegalCommand(N_("Name a side (n, e, s or w) of the room you are in."))
    assert isinstance(side, str)
    return side


def fire_barricade(state: State, command: FireBarricade) -> Result:
    """Barricading a Door: Whiskey combined with a barricade makes a Fire Barricade (combining: an
    action, or free after your two); light it with ``ignite_barricade``.  The Whiskey is spent."""
    seat = command.seat
    side = _barricade_side(state, seat, command.row, command.col, command.side)
    row, col = survivor_room(state, seat)
    item = find(state.survivors[seat], command.item)
    if item is None or not is_whiskey(item):
        raise IllegalCommand(N_("Pour a whole bottle of Whiskey of your own on the barricade."))
    if not barricaded(state, row, col, side) or fire_at(state, row, col, side) is not None:
        raise IllegalCommand(N_("Pour the Whiskey on a barricade of your room that has none yet."))
    state = _take(state, seat, item)
    state = evolve(
        state,
        discarded=state.discarded + item.cards,
        fire_barricades=with_fire(state, row, col, side, False),
    )
    events = [
        Event(
            "fire_barricade",
            N_("{seat} pours Whiskey over the barricade."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "row": row, "col": col, "side": side, "edge": list(edge_of(row, col, side))},
        )
    ]
    return _as_combining(state, seat, events)


def ignite_barricade(state: State, command: IgniteBarricade) -> Result:
    """Igniting is free: the barricade burns, and does 1 damage to every creature crossing it."""
    seat = command.seat
    side = _barricade_side(state, seat, command.row, command.col, command.side)
    row, col = survivor_room(state, seat)
    if fire_at(state, row, col, side) is not False:
        raise IllegalCommand(N_("Only a barricade soaked in Whiskey can be lit."))
    state = evolve(state, fire_barricades=with_fire(state, row, col, side, True))
    return state, [
        Event(
            "ignited",
            N_("{seat} sets the barricade alight."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "row": row, "col": col, "side": side, "edge": list(edge_of(row, col, side))},
        )
    ]


# -- the Vile Disguise ------------------------------------------------------------------------------


def can_disguise(state: State, seat: int, item: Item) -> bool:
    survivor = state.survivors[seat]
    return (
        stats(item).keys == ("rags",)
        and not item.broken
        and survivor.zombie_tokens > 0
        and not holds_disguise(survivor)
    )


def disguise(state: State, command: Disguise) -> Result:
    """Special Combinations: Rags and a dead zombie token make a Vile Disguise (combining: an action,
    or free after your two).  Putting it on is ``use``."""
    seat = command.seat
    item = find(state.survivors[seat], command.item)
    if item is None or not can_disguise(state, seat, item):
        raise IllegalCommand(N_("Combine whole Rags of your own with one of your dead zombie tokens."))
    state = spend_zombie_token(state, seat)
    survivor = state.survivors[seat]
    items = tuple(replace(i, disguise=True) if i == item else i for i in survivor.items)
    state = with_survivor(state, seat, replace(survivor, items=items))
    events = [
        Event(
            "disguise_made",
            N_("{seat} makes a Vile Disguise."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "item": item.id},
        )
    ]
    return _as_combining(state, seat, events)


# -- repairs ----------------------------------------------------------------------------------------


def can_repair(survivor_items: tuple[Item, ...], kit: Item, target: Item) -> bool:
    """A whole repair item mends a broken item of a type it repairs; an Antidote never."""
    if kit.broken or not target.broken or kit is target or kit == target:
        return False
    if "antidote" in stats(target).keys or stats(target).type is ItemType.MEDICAL:
        return False
    kinds = [kind_of(card) for card in kit.cards]
    return any(stats(target).type in kind.repairs for kind in kinds) and target in survivor_items


def repair(state: State, command: Repair) -> Result:
    """Wear & Tear, Broken Items, and Repairs: using a repair item is an action; the mended item
    works again (armour gets its life tokens back).  Superglue is used up; the Toolbox and the
    Sewing Kit roll Wear & Tear."""
    seat = command.seat
    survivor = state.survivors[seat]
    kit, target = find(survivor, command.item), find(survivor, command.target)
    if kit is None or target is None or not can_repair(survivor.items, kit, target):
        raise IllegalCommand(N_("Mend a broken item of yours with a whole repair item that fits it."))
    here = survivor_room(state, seat)
    state = spend(state)
    rng, state = rng_for(state)
    mended = replace(target, broken=False, tokens=stats(target).armour)
    items = tuple(mended if i == target else i for i in survivor.items)
    state = with_survivor(state, seat, replace(survivor, items=items))
    events = [
        Event(
            "repaired",
            N_("{seat} mends the {item} with the {kit}."),
            {"seat": seat_param(seat), "item": stats(target).name, "kit": stats(kit).name},
            seat=seat,
            data={"seat": seat, "item": target.id, "kit": kit.id},
        )
    ]
    if any(kind_of(card).used_up for card in kit.cards):
        state = _take(state, seat, kit)
        state = evolve(state, discarded=state.discarded + kit.cards)
    else:
        state, more = fighting.wear_and_tear(state, rng, seat, kit)
        events += more
    return finish_action(state, rng, seat, here, events)


# -- "Optional Event" cards -------------------------------------------------------------------------


def event_targets(state: State, seat: int, card: int) -> list[tuple[int | None, int | None, str | None]]:
    """Every way the kept optional event ``card`` can be played now: (row, col, side)."""
    event = CARDS[card].event
    assert event is not None
    survivor = state.survivors[seat]
    here = survivor_room(state, seat)
    kind = event.kind
    if kind is EventKind.SECOND_WIND:
        return [(None, None, None)] if survivor.body < BODY else []
    if kind is EventKind.ADRENALINE:
        return [(None, None, None)]
    if kind is EventKind.SLAM:
        return [
            (*here, side)
            for side in SIDES
            if mark_at(state, *here, side) is Mark.OPEN
            and not barricaded(state, *here, side)
            and not is_main_exit_door(state, *here, side)
            and on_board(state, *neighbour(*here, side))
        ]
    if kind is EventKind.CRASH:
        return [(r, c, None) for side in SIDES for r, c in straight_line(state, *here, side, event.amount)]
    # PASSAGE: any turned room up to ``amount`` away in a straight line, whatever lies between
    out: list[tuple[int | None, int | None, str | None]] = []
    for side in SIDES:
        row, col = here
        for _ in range(event.amount):
            row, col = neighbour(row, col, side)
            room = state.room(row, col)
            if room is not None and room.tile is not None and room.revealed:
                out.append((row, col, None))
    return out


def play_event(state: State, command: PlayEvent) -> Result:
    """Play a kept "Optional Event" (free): the card's instructions, then it is discarded."""
    seat = command.seat
    survivor = state.survivors[seat]
    card = command.card
    if card not in survivor.events:
        raise IllegalCommand(N_("Play an optional event card you drew this turn."))
    if (command.row, command.col, command.side) not in event_targets(state, seat, card):
        raise IllegalCommand(N_("That card cannot be played that way now."))
    event = CARDS[card].event
    assert event is not None
    survivor = replace(survivor, events=tuple(c for c in survivor.events if c != card))
    state = with_survivor(state, seat, survivor)
    state = evolve(state, discarded=state.discarded + (card,))
    played: dict[str, Any] = {
        "seat": seat,
        "card": card,
        "kind": event.kind.value,
        "target": [command.row, command.col, command.side],
    }
    events = [
        Event(
            "event_played",
            N_("{seat} plays {name}."),
            {"seat": seat_param(seat), "name": event.name},
            seat=seat,
            data=played,
        )
    ]
    kind = event.kind
    if kind is EventKind.SECOND_WIND:
        body = min(BODY, survivor.body + event.amount)
        state = with_survivor(state, seat, replace(survivor, body=body))
        played.update({"healed": body - survivor.body, "body": body})
    elif kind is EventKind.ADRENALINE:
        state = evolve(state, actions_left=state.actions_left + event.amount)
    elif kind is EventKind.SLAM:
        assert command.row is not None and command.col is not None and command.side is not None
        state = evolve(state, marks=with_mark(state, command.row, command.col, command.side, Mark.LOCKED))
    elif kind is EventKind.CRASH:
        assert command.row is not None and command.col is not None
        room = state.room(command.row, command.col)
        assert room is not None
        state = with_room(state, command.row, command.col, replace(room, noise=True))
        events.append(
            Event(
                "noise",
                N_("A noise token: the zombies there will not move next turn."),
                data={"row": command.row, "col": command.col},
            )
        )
    else:
        assert command.row is not None and command.col is not None
        here = survivor_room(state, seat)
        state = with_survivor(state, seat, replace(survivor, room=(command.row, command.col)))
        events.append(
            Event(
                "crawled",
                N_("{seat} crawls through to another room."),
                {"seat": seat_param(seat)},
                seat=seat,
                data={"seat": seat, "from": list(here), "to": [command.row, command.col]},
            )
        )
        rng, state = rng_for(state)
        state, more = searching.entered(state, rng, seat, command.row, command.col)
        events += more
    return state, events


# -- trading one item for another -------------------------------------------------------------------


def _swap_fits(state: State, seat: int, give: Item, to: int, back: Item) -> bool:
    mine, theirs = state.survivors[seat], state.survivors[to]
    mine_after = replace(mine, items=without(mine.items, give))
    theirs_after = replace(theirs, items=without(theirs.items, back))
    return (
        can_drop(mine, give)
        and can_drop(theirs, back)
        and fits(mine_after, laid_down(back))
        and fits(theirs_after, laid_down(give))
    )


def _exchange_items(
    state: State, seat: int, item_id: object, to: object, back_id: object
) -> tuple[Item, Item]:
    survivor = state.survivors[seat]
    if not is_whole(to) or not 0 <= to < state.players or to == seat:
        raise IllegalCommand(N_("Trade with another survivor in your room."))
    other = state.survivors[to]
    give, back = find(survivor, item_id), find(other, back_id)
    if (
        give is None
        or back is None
        or give.broken
        or back.broken
        or give.disguise
        or back.disguise
        or not other.in_building
        or other.room != survivor.room
        or not _swap_fits(state, seat, give, to, back)
    ):
        raise IllegalCommand(N_("Trade a whole item of yours for a whole item of a survivor in your room."))
    return give, back


def exchange(state: State, command: Exchange) -> Result:
    """Trading one item with another survivor: offer yours for one of theirs; they answer."""
    seat = command.seat
    give, back = _exchange_items(state, seat, command.item, command.to, command.back)
    state = evolve(state, offer=(seat, give.id, command.to, back.id))
    return state, [
        Event(
            "trade_offered",
            N_("{seat} offers the {item} to {to} for the {back}."),
            {
                "seat": seat_param(seat),
                "item": stats(give).name,
                "to": seat_param(command.to),
                "back": stats(back).name,
            },
            seat=seat,
            data={"seat": seat, "to": command.to, "item": give.id, "back": back.id},
        )
    ]


def answer_trade(state: State, command: AnswerTrade) -> Result:
    """The other survivor takes the offer (the trade is then the offerer's action, or free after
    their two) or turns it down (nothing is spent)."""
    if state.offer is None or not isinstance(command.accept, bool):
        raise IllegalCommand(N_("There is no trade to answer."))
    seat, item_id, to, back_id = state.offer
    state = evolve(state, offer=None)
    if not command.accept:
        return state, [
            Event(
                "trade_declined",
                N_("{to} turns the trade down."),
                {"to": seat_param(to)},
                seat=to,
                data={"seat": seat, "to": to},
            )
        ]
    give, back = _exchange_items(state, seat, item_id, to, back_id)
    mine, theirs = state.survivors[seat], state.survivors[to]
    state = with_survivor(state, seat, replace(mine, items=without(mine.items, give) + (laid_down(back),)))
    state = with_survivor(state, to, replace(theirs, items=without(theirs.items, back) + (laid_down(give),)))
    events = [
        Event(
            "traded",
            N_("{seat} and {to} swap the {item} for the {back}."),
            {
                "seat": seat_param(seat),
                "to": seat_param(to),
                "item": stats(give).name,
                "back": stats(back).name,
            },
            seat=seat,
            data={"seat": seat, "to": to, "item": give.id, "back": back.id},
        )
    ]
    return _as_combining(state, seat, events)


# -- what may be done now -------------------------------------------------------------------------


def commands(state: State, seat: int) -> list[Command]:
    """The special commands open to the survivor whose turn it is (``flow.legal_commands``)."""
    survivor = state.survivors[seat]
    row, col = survivor_room(state, seat)
    out: list[Command] = []
    items = survivor.items
    for item in items:
        if state.actions_left > 0 and can_throw(state, seat, item):
            out += [Throw(seat, item.id, *cell) for cell in throw_targets(state, seat, item)]
        if state.actions_left > 0:
            out += [Repair(seat, item.id, t.id) for t in items if can_repair(items, item, t)]
        if not item.broken and is_molotov(item) and not item.lit:
            out.append(Ignite(seat, item.id))
        if is_whiskey(item):
            out += [
                FireBarricade(seat, row, col, side, item.id)
                for side in SIDES
                if barricaded(state, row, col, side) and fire_at(state, row, col, side) is None
            ]
        if can_disguise(state, seat, item):
            out.append(Disguise(seat, item.id))
    out += [IgniteBarricade(seat, row, col, s) for s in SIDES if fire_at(state, row, col, s) is False]
    for card in survivor.events:
        out += [PlayEvent(seat, card, *target) for target in event_targets(state, seat, card)]
    for to, other in enumerate(state.survivors):
        if to == seat or not other.in_building or other.room != survivor.room:
            continue
        for give in items:
            for back in other.items:
                if (
                    not give.broken
                    and not back.broken
                    and not give.disguise
                    and not back.disguise
                    and _swap_fits(state, seat, give, to, back)
                ):
                    out.append(Exchange(seat, give.id, to, back.id))
    return out


def answers(state: State, seat: int) -> list[Command]:
    return [AnswerTrade(seat, True), AnswerTrade(seat, False)]
