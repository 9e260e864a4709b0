"""A survivor's actions (Things That Take One Action; Two Actions; Free Actions; Escaping).

A normal action is taken in full, then the zombies in the room it was taken in make their attacks
of opportunity (``turns.finish_action``).  Combining, trading and picking up are normal actions
while actions are left and free after them; dropping and discarding a broken item are always free.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core.contract import Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole
from tabletop.games.just_run.rules import scenarios, searching
from tabletop.games.just_run.rules.board import (
    barricaded,
    fire_at,
    is_main_exit_door,
    is_opening,
    leads_out,
    neighbour,
    on_board,
    straight_line,
    with_barricade_crossed,
)
from tabletop.games.just_run.rules.commands import (
    Attack,
    Choose,
    Combine,
    Discard,
    DoNothing,
    Drop,
    EndTurn,
    Flee,
    HealRescuee,
    Move,
    PickUp,
    Search,
    TakeCure,
    Trade,
    Use,
)
from tabletop.games.just_run.rules.content import BODY, SIDES, ItemType
from tabletop.games.just_run.rules.cure import antidote_risk, cure, is_antidote, may_carry
from tabletop.games.just_run.rules.disguise import DISGUISE_TOKENS
from tabletop.games.just_run.rules.fighting import (
    damage,
    dice_for,
    dice_text,
    is_flail,
    kill_zombies,
    pair_dice,
    roll_dice,
    wear_and_tear,
)
from tabletop.games.just_run.rules.items import (
    best_defence,
    capacity,
    find,
    fits,
    laid_down,
    stats,
    used_space,
    without,
)
from tabletop.games.just_run.rules.scavenge import combine_items
from tabletop.games.just_run.rules.state import (
    Item,
    Phase,
    State,
    Survivor,
    evolve,
    rng_for,
    with_room,
    with_survivor,
)
from tabletop.games.just_run.rules.trading import receiver_refusal
from tabletop.games.just_run.rules.turns import finish_action, next_turn

# -- the Fire Barricade and the Vile Disguise, as far as the plain actions meet them -----------------


def burn_crossing(state: State, seat: int, where: tuple[int, int], side: str) -> Result:
    """Barricading a Door: a survivor crossing a burning barricade loses 1 life point."""
    events = [
        Event(
            "fire_damage",
            N_("{seat} crosses the fire barricade and is burnt."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"from": list(where), "side": side, "seat": seat, "zombies": 0},
        )
    ]
    state, more = damage(state, seat, 1)
    return state, events + more


def put_on_disguise(state: State, rng: random.Random, seat: int, item: Item) -> Result:
    """Putting on the Vile Disguise takes an action and provokes attacks of opportunity like any
    other; from then on it carries its 3 tokens."""
    events = [
        Event(
            "disguise_on",
            N_("{seat} puts on the Vile Disguise."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "item": item.id},
        )
    ]
    state, events = finish_action(state, rng, seat, survivor_room(state, seat), events)
    survivor = state.survivors[seat]
    if item in survivor.items:
        worn = replace(item, worn=True, disguise_tokens=DISGUISE_TOKENS)
        state = with_survivor(
            state, seat, replace(survivor, items=tuple(worn if i == item else i for i in survivor.items))
        )
    return state, events


Result = tuple[State, list[Event]]


def survivor_room(state: State, seat: int) -> tuple[int, int]:
    """The room of a survivor who is in the building."""
    room = state.survivors[seat].room
    assert room is not None
    return room


def spend(state: State, actions: int = 1) -> State:
    """Spend normal actions, or refuse when the turn has too few left."""
    if state.actions_left < actions:
        raise IllegalCommand(N_("You have no actions left this turn: end your turn."))
    return evolve(state, actions_left=state.actions_left - actions)


# -- moving -----------------------------------------------------------------------------------------


def move_side(state: State, seat: int, row: int, col: int) -> str | None:
    """The side of the survivor's room that leads to ``row, col`` through an opening (the main exit
    leads outside), or None."""
    here = survivor_room(state, seat)
    for side in SIDES:
        if (
            neighbour(*here, side) == (row, col)
            and is_opening(state, *here, side)
            and (
                on_board(state, row, col)
                or (is_main_exit_door(state, *here, side) and scenarios.may_board(state, seat))
            )
        ):
            return side
    return None


def move(state: State, command: Move) -> Result:
    return _go(state, command.seat, command.row, command.col, flee=False)


def flee(state: State, command: Flee) -> Result:
    return _go(state, command.seat, command.row, command.col, flee=True)


def _go(state: State, seat: int, row: int, col: int, *, flee: bool) -> Result:
    side = move_side(state, seat, row, col) if is_whole(row) and is_whole(col) else None
    if side is None and _out_through_main_exit(state, seat, row, col):
        raise scenarios.boarding_refusal(state, seat)
    if side is None:
        raise IllegalCommand(N_("You can only move into a room next to yours, through an opening."))
    where = survivor_room(state, seat)
    blocked = barricaded(state, *where, side)
    if blocked and flee:
        raise IllegalCommand(N_("Crossing a barricade takes both your actions: you cannot flee across it."))
    if blocked and state.actions_left < 2:
        raise IllegalCommand(N_("Crossing a barricade takes two actions."))
    state = spend(state, 2 if flee or blocked else 1)
    burning = bool(fire_at(state, *where, side))
    if blocked:
        state = evolve(state, barricades=with_barricade_crossed(state, *where, side))
    rng, state = rng_for(state)
    survivor = state.survivors[seat]
    if leads_out(state, *where, side):
        state = with_survivor(state, seat, replace(survivor, room=None, escaped=True))
        events = [
            Event("escaped", N_("{seat} is out of the building!"), {"seat": seat_param(seat)}, seat=seat)
        ]
        return finish_action(state, rng, seat, where, events, provoke=not flee, keeps_disguise=True)
    state = with_survivor(state, seat, replace(survivor, room=(row, col)))
    events = [
        Event(
            "fled" if flee else "moved",
            N_("{seat} flees.") if flee else N_("{seat} moves."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "from": list(where), "to": [row, col]},
        )
    ]
    if burning:
        state, more = burn_crossing(state, seat, where, side)
        events += more
        if not state.survivors[seat].in_building:  # burnt to death in the doorway
            return finish_action(state, rng, seat, where, events, provoke=False, keeps_disguise=True)
    state, more = searching.entered(state, rng, seat, row, col)
    events += more
    state, more = scenario_entered(state, rng, seat, row, col)
    return finish_action(state, rng, seat, where, events + more, provoke=not flee, keeps_disguise=True)


# -- fighting ---------------------------------------------------------------------------------------


def attack_weapon(survivor: Survivor, item_id: object) -> Item | None:
    if item_id is None:
        return None
    item = find(survivor, item_id)
    if item is None or item.broken or not stats(item).weapon:
        raise IllegalCommand(N_("Attack with a whole weapon of your own, or bare-handed."))
    return item


def reachable(state: State, seat: int, weapon: Item | None) -> list[tuple[int, int]]:
    """The rooms this weapon reaches: your own; a ranged weapon also in a straight line."""
    here = survivor_room(state, seat)
    cells = [here]
    if weapon is not None and stats(weapon).type is ItemType.RANGED:
        for side in SIDES:
            cells += straight_line(state, *here, side, stats(weapon).range)
    return cells


def zombie_counts(zombies: int) -> list[int]:
    """How many zombies one attack may target: a horde is one creature, all or nothing."""
    if zombies >= 5:
        return [zombies]
    return list(range(1, zombies + 1))


def attack(state: State, command: Attack) -> Result:
    """All About Fighting: 2 dice plus one weapon's bonus against the targets' dice, all thrown
    together, paired highest to highest."""
    seat = command.seat
    survivor = state.survivors[seat]
    weapon = attack_weapon(survivor, command.item)
    target_cell = (command.row, command.col)
    if (
        not is_whole(command.row)
        or not is_whole(command.col)
        or target_cell not in reachable(state, seat, weapon)
    ):
        raise IllegalCommand(N_("That room is out of your weapon's reach."))
    room = state.room(command.row, command.col)
    assert room is not None
    here = survivor_room(state, seat)
    same_room = target_cell == here
    victim: int | None = None
    if command.survivor is None:
        if not is_whole(command.zombies) or command.zombies not in zombie_counts(room.zombies):
            raise IllegalCommand(N_("Attack zombies that are there: a horde only as a whole."))
    else:
        victim = command.survivor
        if (
            command.zombies != 0
            or not is_whole(victim)
            or not 0 <= victim < state.players
            or victim == seat
            or state.survivors[victim].room != target_cell
            or not state.survivors[victim].in_building
        ):
            raise IllegalCommand(N_("Attack zombies or one other survivor in the room you aim at."))
    state = spend(state)
    rng, state = rng_for(state)
    attack_dice = roll_dice(rng, dice_for(weapon))
    defender_weapon = None
    if victim is not None:
        defender_weapon = best_defence(state.survivors[victim]) if same_room else None
        defence = roll_dice(rng, dice_for(defender_weapon))
    else:
        defence = roll_dice(rng, command.zombies)
    hits, back = pair_dice(
        attack_dice, defence, attacker_flail=is_flail(weapon), defender_flail=is_flail(defender_weapon)
    )
    events = [
        Event(
            "fight",
            N_("{seat} attacks: {attack} against {defence}."),
            {"seat": seat_param(seat), "attack": dice_text(attack_dice), "defence": dice_text(defence)},
            seat=seat,
            data={
                "seat": seat,
                "attack": attack_dice,
                "defence": defence,
                "hits": [hits, back],
                "target": victim,
                "row": command.row,
                "col": command.col,
                "attacker_flail": is_flail(weapon),
                "defender_flail": is_flail(defender_weapon),
                "weapon": stats(weapon).name if weapon is not None else None,
                "ranged": not same_room,
            },
        )
    ]
    state, more = wear_and_tear(state, rng, seat, weapon, fought=True)
    events += more
    if same_room:
        state, more = antidote_risk(state, rng, seat)
        events += more
    if victim is not None:
        state, more = wear_and_tear(state, rng, victim, defender_weapon, fought=True)
        events += more
        state, more = antidote_risk(state, rng, victim)
        events += more
        state, more = damage(state, victim, hits)
        events += more
    else:
        state, more = kill_zombies(state, command.row, command.col, min(hits, command.zombies), seat)
        events += more
    if same_room:
        state, more = damage(state, seat, back)
        events += more
    return finish_action(state, rng, seat, here, events)


# -- searching, items ----------------------------------------------------------------------------------


def search(state: State, command: Search) -> Result:
    seat = command.seat
    where = survivor_room(state, seat)
    if not searching.can_search(state, where, command.deck):
        raise IllegalCommand(N_("There is nothing to search there, or that deck is empty."))
    state = spend(state)
    rng, state = rng_for(state)
    if command.deck == "supplies":
        return evolve(state, phase=Phase.SUPPLIES), [
            Event("supplies", N_("{seat} looks through the supplies."), {"seat": seat_param(seat)}, seat=seat)
        ]
    state, events = searching.draw_search(state, rng, seat)
    return finish_action(state, rng, seat, where, events)


def choose(state: State, command: Choose) -> Result:
    seat = command.seat
    state, events = searching.take_supply(state, command)
    rng, state = rng_for(state)
    return finish_action(evolve(state, phase=Phase.TURN), rng, seat, survivor_room(state, seat), events)


def can_use(state: State, seat: int, item: Item, target: int | None) -> bool:
    s = stats(item)
    survivor = state.survivors[seat]
    if item.broken:
        return False
    if s.type is ItemType.MEDICAL:
        who = seat if target is None else target
        if not is_whole(who) or not 0 <= who < state.players:
            return False
        other = state.survivors[who]
        hurt = other.body < BODY or (other.infected and is_antidote(item))
        return other.in_building and other.room == survivor.room and hurt
    if s.type is ItemType.ARMOUR and target is None:
        return not item.worn and not any(i.worn and stats(i).name == s.name for i in survivor.items)
    if item.disguise and target is None:
        return not item.worn
    return False


def use(state: State, command: Use) -> Result:
    """Using an Item: medical items heal (to at most 6 body), armour is put on; one item per action."""
    seat = command.seat
    survivor = state.survivors[seat]
    item = find(survivor, command.item)
    if item is None or not can_use(state, seat, item, command.target):
        raise IllegalCommand(
            N_("Use a whole medical item on someone hurt in your room, or put on armour you are not wearing.")
        )
    where = survivor_room(state, seat)
    state = spend(state)
    rng, state = rng_for(state)
    s = stats(item)
    if s.type is ItemType.MEDICAL:
        who = seat if command.target is None else command.target
        other = state.survivors[who]
        state = with_survivor(state, seat, replace(survivor, items=without(survivor.items, item)))
        other = state.survivors[who]
        body = min(BODY, other.body + s.heal)
        state = with_survivor(state, who, replace(other, body=body))
        if is_antidote(item):
            state = cure(state, who)
        state = evolve(state, discarded=state.discarded + item.cards)
        events = [
            Event(
                "healed",
                N_("{seat} uses the {item}: {who} is back to {body}."),
                {"seat": seat_param(seat), "item": s.name, "who": seat_param(who), "body": body},
                seat=seat,
                data={"seat": seat, "target": who, "body": body},
            )
        ]
    elif item.disguise:
        return put_on_disguise(state, rng, seat, item)
    else:
        items = tuple(replace(i, worn=True) if i == item else i for i in survivor.items)
        state = with_survivor(state, seat, replace(survivor, items=items))
        events = [
            Event(
                "worn",
                N_("{seat} puts on the {item}."),
                {"seat": seat_param(seat), "item": s.name},
                seat=seat,
            )
        ]
    return finish_action(state, rng, seat, where, events)


#: the barricade markers in the box
def do_nothing(state: State, command: DoNothing) -> Result:
    seat = command.seat
    state = spend(state)
    rng, state = rng_for(state)
    events = [Event("waited", N_("{seat} does nothing."), {"seat": seat_param(seat)}, seat=seat)]
    return finish_action(state, rng, seat, survivor_room(state, seat), events, keeps_disguise=True)


def _maybe_action(state: State, seat: int, events: list[Event]) -> Result:
    """Combining, trading and picking up: a normal action while actions are left, then free."""
    if state.actions_left == 0:
        return state, events
    state = spend(state)
    rng, state = rng_for(state)
    return finish_action(state, rng, seat, survivor_room(state, seat), events)


def combine(state: State, command: Combine) -> Result:
    state, events = combine_items(state, command)
    return _maybe_action(state, command.seat, events)


def trade(state: State, command: Trade) -> Result:
    """Trading: hand one whole item to a survivor in your room who has space for it."""
    seat = command.seat
    survivor = state.survivors[seat]
    item = find(survivor, command.item)
    to = command.to
    if (
        item is None
        or item.broken
        or item.disguise
        or not is_whole(to)
        or not 0 <= to < state.players
        or to == seat
        or not state.survivors[to].in_building
        or state.survivors[to].room != survivor.room
    ):
        raise IllegalCommand(N_("Hand a whole item to a survivor in your room who has space for it."))
    refusal = receiver_refusal(state, to, replace(item, worn=False))
    if refusal is not None:
        raise refusal
    state = with_survivor(state, seat, replace(survivor, items=without(survivor.items, item)))
    other = state.survivors[to]
    state = with_survivor(state, to, replace(other, items=other.items + (laid_down(item),)))
    events = [
        Event(
            "traded",
            N_("{seat} hands the {item} to {to}."),
            {"seat": seat_param(seat), "item": stats(item).name, "to": seat_param(to)},
            seat=seat,
            data={"seat": seat, "to": to, "item": item.id},
        )
    ]
    return _maybe_action(state, seat, events)


def pick_up(state: State, command: PickUp) -> Result:
    seat = command.seat
    survivor = state.survivors[seat]
    row, col = survivor_room(state, seat)
    room = state.room(row, col)
    assert room is not None
    item = next((i for i in room.dropped if i.id == command.item), None)
    if item is None or not fits(survivor, item) or not may_carry(state, survivor, item):
        raise IllegalCommand(N_("Pick up an item lying in your room, if you have space for it."))
    state = with_room(state, row, col, replace(room, dropped=without(room.dropped, item)))
    state = with_survivor(state, seat, replace(survivor, items=survivor.items + (item,)))
    events = [
        Event(
            "picked_up",
            N_("{seat} picks up the {item}."),
            {"seat": seat_param(seat), "item": stats(item).name},
            seat=seat,
            data={"seat": seat, "item": item.id},
        )
    ]
    return _maybe_action(state, seat, events)


def can_drop(survivor: Survivor, item: Item) -> bool:
    """Dropping a container must not leave more gear than can be carried."""
    rest = replace(survivor, items=without(survivor.items, item))
    return used_space(rest.items) <= capacity(rest)


def drop(state: State, command: Drop) -> Result:
    """Dropping (free): the item lies in the room; a broken one is lost for good."""
    seat = command.seat
    survivor = state.survivors[seat]
    item = find(survivor, command.item)
    if item is None or not can_drop(survivor, item):
        raise IllegalCommand(N_("Drop an item of your own (empty a container before you drop it)."))
    row, col = survivor_room(state, seat)
    room = state.room(row, col)
    assert room is not None
    state = with_survivor(state, seat, replace(survivor, items=without(survivor.items, item)))
    if item.broken:
        state = evolve(state, discarded=state.discarded + item.cards)
    else:
        state = with_room(state, row, col, replace(room, dropped=room.dropped + (laid_down(item),)))
    return state, [
        Event(
            "dropped",
            N_("{seat} drops the {item}."),
            {"seat": seat_param(seat), "item": stats(item).name},
            seat=seat,
            data={"seat": seat, "item": item.id, "lost": item.broken},
        )
    ]


def discard_broken(state: State, command: Discard) -> Result:
    """Broken items may be discarded at any time, as a free action."""
    seat = command.seat
    survivor = state.survivors[seat]
    item = find(survivor, command.item)
    if item is None or not item.broken or not can_drop(survivor, item):
        raise IllegalCommand(N_("Only a broken item can be discarded now."))
    state = with_survivor(state, seat, replace(survivor, items=without(survivor.items, item)))
    state = evolve(state, discarded=state.discarded + item.cards)
    return state, [
        Event(
            "discarded",
            N_("{seat} discards the broken {item}."),
            {"seat": seat_param(seat), "item": stats(item).name},
        )
    ]


def end_turn(state: State, command: EndTurn) -> Result:
    if state.actions_left > 0:
        raise IllegalCommand(
            N_("Take your normal actions first: you have {count} left."), count=state.actions_left
        )
    rng, state = rng_for(state)
    return next_turn(state, rng)


# -- scenarios -------------------------------------------------------------------------------------


def _out_through_main_exit(state: State, seat: int, row: object, col: object) -> bool:
    """The move named leads out through the main exit's open door (whoever may board or not)."""
    here = survivor_room(state, seat)
    return any(
        neighbour(*here, side) == (row, col)
        and is_opening(state, *here, side)
        and is_main_exit_door(state, *here, side)
        for side in SIDES
    )


def scenario_entered(
    state: State, rng: random.Random, seat: int, row: int, col: int
) -> tuple[State, list[Event]]:
    """What entering a room sets off in the scenarios: Find the Cure's Lab, Rescue Mission's 5th row."""
    from tabletop.games.just_run.rules.cure import lay_cure_tokens
    from tabletop.games.just_run.rules.rescue import find_rescuee

    state, events = lay_cure_tokens(state, row, col)
    state, more = find_rescuee(state, rng, seat, row)
    return state, events + more


def take_cure(state: State, command: TakeCure) -> Result:
    """Find the Cure: a normal action takes one cure token in the Lab, swapped for an Antidote."""
    from tabletop.games.just_run.rules.cure import can_take_cure, swap_token

    seat = command.seat
    if not can_take_cure(state, seat):
        raise IllegalCommand(
            N_("Take a cure token in the Lab that holds them, if you carry no Antidote yet and have space.")
        )
    state = spend(state)
    rng, state = rng_for(state)
    state, events = swap_token(state, seat)
    return finish_action(state, rng, seat, survivor_room(state, seat), events)


def heal_rescuee(state: State, command: HealRescuee) -> Result:
    """Rescue Mission: other survivors can heal the rescuee (a medical item, one action)."""
    from tabletop.games.just_run.rules.rescue import can_heal, heal

    seat = command.seat
    survivor = state.survivors[seat]
    item = find(survivor, command.item)
    if item is None or item.broken or stats(item).type is not ItemType.MEDICAL or not can_heal(state, seat):
        raise IllegalCommand(N_("Use a whole medical item on the rescuee, hurt and in your room."))
    state = spend(state)
    rng, state = rng_for(state)
    state = with_survivor(state, seat, replace(survivor, items=without(survivor.items, item)))
    state = heal(evolve(state, discarded=state.discarded + item.cards), stats(item).heal)
    assert state.rescuee is not None
    events = [
        Event(
            "healed_rescuee",
            N_("{seat} uses the {item}: the rescuee is back to {body}."),
            {"seat": seat_param(seat), "item": stats(item).name, "body": state.rescuee.body},
            seat=seat,
            data={"seat": seat, "body": state.rescuee.body},
        )
    ]
    return finish_action(state, rng, seat, survivor_room(state, seat), events)
