"""The zombie turn (rulebook, Zombie Turn): attack, bash, move, spawn.

Every random choice (who attacks whom, which of two equally near survivors, which of two paths)
comes from the game's seeded generator and is reported in an event with the die the book rolls.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import replace

from tabletop.core.contract import Event
from tabletop.core.i18n import N_, Nn_, Plural
from tabletop.games.just_run.rules.board import (
    BARRIERS,
    barricaded,
    edge_of,
    fire_at,
    mark_at,
    passable_rooms,
    rooms,
    with_barricade_crossed,
    with_mark,
)
from tabletop.games.just_run.rules.content import BOARD_WIDTH, HORDE, SIDES, TILES
from tabletop.games.just_run.rules.disguise import is_disguised
from tabletop.games.just_run.rules.fighting import zombies_attack
from tabletop.games.just_run.rules.rescue import attacked as rescue_attacked
from tabletop.games.just_run.rules.rescue import rescuee_seat
from tabletop.games.just_run.rules.rescue import who as rescue_who
from tabletop.games.just_run.rules.rooms import add_zombies
from tabletop.games.just_run.rules.state import Mark, State, evolve, with_room

Cell = tuple[int, int]


def survivor_rooms(state: State, *, disguised: bool = False) -> dict[Cell, list[int]]:
    """The rooms with survivors the zombies see (one in a Vile Disguise only with ``disguised``)."""
    out: dict[Cell, list[int]] = {}
    for seat, survivor in enumerate(state.survivors):
        seen = disguised or not is_disguised(survivor)
        if seen and survivor.in_building and survivor.room is not None:
            out.setdefault(survivor.room, []).append(seat)
    rescuee = state.rescuee
    if rescuee is not None and rescuee.in_building and rescuee.room is not None:
        # Rescue Mission: zombies go for the rescuee like any survivor
        out.setdefault(rescuee.room, []).append(rescuee_seat(state))
    return out


def distances(state: State, source: Cell, barriers: bool) -> dict[Cell, int]:
    """Rooms reachable from ``source`` through openings (and locked or blocked doors when
    ``barriers``), with how many steps; zombies never pass walls or unchecked doors."""
    dist = {source: 0}
    queue = deque([source])
    while queue:
        row, col = queue.popleft()
        for _side, r2, c2 in passable_rooms(state, row, col, barriers):
            if (r2, c2) not in dist and state.room(r2, c2) is not None:
                dist[(r2, c2)] = dist[(row, col)] + 1
                queue.append((r2, c2))
    return dist


def zombie_turn(state: State, rng: random.Random) -> tuple[State, list[Event]]:
    events = [Event("zombie_turn", N_("The zombies' turn."))]
    state, engaged, more = _attack(state, rng)
    events += more
    state, bashed, more = _bash(state, engaged)
    events += more
    state, more = _move(state, rng, engaged | bashed)
    events += more
    state, more = _spawn(state)
    events += more
    return state, events


def _attack(state: State, rng: random.Random) -> tuple[State, set[Cell], list[Event]]:
    """Step 1: zombies in a room with survivors attack them; a horde picks one victim, others each
    pick at random."""
    events: list[Event] = [Event("zombie_step", N_("Attack"), data={"step": "attack"})]
    engaged: set[Cell] = set()
    for cell, seats in sorted(survivor_rooms(state).items()):
        room = state.room(*cell)
        assert room is not None
        if room.zombies == 0:
            continue
        engaged.add(cell)
        singles = room.zombies - HORDE if room.zombies >= HORDE else room.zombies
        against = dict.fromkeys(seats, 0)
        if room.zombies >= HORDE:
            victim = rng.choice(seats)
            against[victim] += HORDE
            events.append(
                Event(
                    "horde_victim",
                    N_("The horde goes for {seat}."),
                    {"seat": rescue_who(state, victim)},
                    data={"seat": victim, "seats": list(seats), "die": seats.index(victim) + 1},
                )
            )
        picks: list[int] = []
        for _ in range(singles):
            picked = rng.choice(seats)
            against[picked] += 1
            picks.append(picked)
        if picks and len(seats) > 1:
            events.append(_victims_event(cell, seats, picks))
        for seat, count in against.items():
            if seat == rescuee_seat(state):
                state, more = rescue_attacked(state, rng, count)
            else:
                state, more = zombies_attack(state, rng, seat, count, hurt_zombies=True)
            events += more
    return state, engaged, events


def _target(
    state: State,
    rng: random.Random,
    cell: Cell,
    maps: dict[Cell, dict[Cell, int]],
    people: dict[Cell, list[int]],
) -> tuple[Cell, int] | None:
    """The survivors' room this zombie goes for, and how far: nearest first, then the room with
    more survivors, then at random (a die per zombie)."""
    best: list[Cell] = []
    best_key: tuple[int, int] | None = None
    for target, dist in maps.items():
        steps = dist.get(cell)
        if steps is None:
            continue
        key = (steps, -len(people[target]))
        if best_key is None or key < best_key:
            best, best_key = [target], key
        elif key == best_key:
            best.append(target)
    if best_key is None:
        return None
    return (best[0] if len(best) == 1 else rng.choice(sorted(best))), best_key[0]


def _step(
    state: State, rng: random.Random, cell: Cell, dist: dict[Cell, int], barriers: bool
) -> tuple[str, Cell] | None:
    """One step along a shortest way (a random one of several)."""
    here = dist[cell]
    options = [
        (side, (r2, c2))
        for side, r2, c2 in passable_rooms(state, cell[0], cell[1], barriers)
        if dist.get((r2, c2)) == here - 1
    ]
    if not options:
        return None
    return options[0] if len(options) == 1 else rng.choice(options)


def _nearest(
    cell: Cell, open_maps: dict[Cell, dict[Cell, int]], far_maps: dict[Cell, dict[Cell, int]]
) -> int:
    """How far the nearest survivors are (openings first): the nearer zombies move first."""
    for maps in (open_maps, far_maps):
        steps = [dist[cell] for dist in maps.values() if cell in dist]
        if steps:
            return min(steps)
    return 1_000


def _maps(state: State, barriers: bool) -> dict[Cell, dict[Cell, int]]:
    return {cell: distances(state, cell, barriers) for cell in survivor_rooms(state)}


def _bash(state: State, engaged: set[Cell]) -> tuple[State, set[Cell], list[Event]]:
    """Step 2: a horde waiting at a locked or blocked door towards survivors bashes it open.

    A horde that attacked in step 1 has had its one action (Zombie Turn: attack, bash or move),
    even if it killed everyone in its room."""
    events: list[Event] = [Event("zombie_step", N_("Bash"), data={"step": "bash"})]
    open_maps = _maps(state, False)
    far_maps = _maps(state, True)
    bashed: set[Cell] = set()
    people = survivor_rooms(state)
    for row, col, room in list(rooms(state)):
        cell = (row, col)
        if room.zombies < HORDE or cell in people or cell in engaged:
            continue
        if any(cell in dist for dist in open_maps.values()):
            continue
        waiting = _waiting_door(state, cell, far_maps, people)
        if waiting is None:
            continue
        state = evolve(state, marks=with_mark(state, row, col, waiting, Mark.BASHED))
        bashed.add(cell)
        events.append(
            Event(
                "horde_bash",
                N_("A horde bashes a door open."),
                data={"row": row, "col": col, "side": waiting, "edge": list(edge_of(row, col, waiting))},
            )
        )
    return state, bashed, events


def _waiting_door(
    state: State, cell: Cell, far_maps: dict[Cell, dict[Cell, int]], people: dict[Cell, list[int]]
) -> str | None:
    """The locked or blocked door this room's horde waits at on its way one room nearer the
    nearest survivors (Step 2 read with Step 3), if any.

    The nearest survivors are chosen as in step 3, without its dice: fewest steps through openings
    and shut doors, then the room with more survivors.  The horde is waiting only when every
    first step of a shortest way to them is through a shut door; when one leads on through an
    opening it is not held up, and moves in step 3 instead.  Of several shut doors, the first side
    in n-e-s-w order."""
    keys = {
        target: (dist[cell], -len(people[target]))
        for target, dist in far_maps.items()
        if dist.get(cell, 0) > 0
    }
    if not keys:
        return None
    best = min(keys.values())
    sides: set[str] = set()
    for target, key in keys.items():
        if key != best:
            continue
        for side, r2, c2 in passable_rooms(state, cell[0], cell[1], True):
            if far_maps[target].get((r2, c2)) != key[0] - 1:
                continue
            if mark_at(state, cell[0], cell[1], side) not in BARRIERS:
                return None
            sides.add(side)
    return next((side for side in SIDES if side in sides), None)


def _move(state: State, rng: random.Random, stay: set[Cell]) -> tuple[State, list[Event]]:
    """Step 3: each zombie moves one room nearer the nearest survivor, through openings.

    A horde moves as one; it never enters a room that holds a horde, and into a room with fewer
    than five it sends just enough to make a new horde.  Zombies with no open way to a survivor
    but one through a locked or blocked door collect at that door.  Noise holds a room's zombies.
    """
    events: list[Event] = [Event("zombie_step", N_("Move"), data={"step": "move"})]
    people = survivor_rooms(state)
    if not people:
        return _clear_noise(state), events
    open_maps = _maps(state, False)
    far_maps = _maps(state, True)
    # how many zombies in each room have acted (moved in, or may not move this turn)
    acted: dict[Cell, int] = {}
    order: list[tuple[int, Cell]] = []
    for row, col, room in rooms(state):
        cell = (row, col)
        if room.zombies == 0:
            continue
        if cell in stay or cell in people or room.noise:
            acted[cell] = room.zombies
            continue
        order.append((_nearest(cell, open_maps, far_maps), cell))
    for _dist, cell in sorted(order):
        mover = state.room(*cell)
        assert mover is not None
        units: list[int] = []
        free = mover.zombies - acted.get(cell, 0)
        if free >= HORDE:
            units.append(HORDE)
            free -= HORDE
        units += [1] * free
        for size in units:
            state, more = _move_unit(state, rng, cell, size, open_maps, far_maps, people, acted)
            events += more
    return _clear_noise(state), events


def _move_unit(
    state: State,
    rng: random.Random,
    cell: Cell,
    size: int,
    open_maps: dict[Cell, dict[Cell, int]],
    far_maps: dict[Cell, dict[Cell, int]],
    people: dict[Cell, list[int]],
    acted: dict[Cell, int],
) -> tuple[State, list[Event]]:
    found = _target(state, rng, cell, open_maps, people)
    maps = open_maps
    if found is None:
        found = _target(state, rng, cell, far_maps, people)
        maps = far_maps
    if found is None:
        acted[cell] = acted.get(cell, 0) + size
        return state, []
    target, steps = found
    why = _choice_data(cell, maps, people, target)
    step = _step(state, rng, cell, maps[target], maps is far_maps)
    who = {"count": size, "seat": rescue_who(state, people[target][0]), "steps": steps}
    if step is not None:
        why.update(_path_data(state, cell, maps[target], maps is far_maps, step))
    if step is None:
        acted[cell] = acted.get(cell, 0) + size
        return state, []
    side, dest = step
    events: list[Event] = []
    if fire_at(state, cell[0], cell[1], side):
        state, size, events = _through_fire(state, cell, side, size)
        if size == 0:
            return state, events
    elif barricaded(state, cell[0], cell[1], side):
        acted[cell] = acted.get(cell, 0) + size
        state = evolve(state, barricades=with_barricade_crossed(state, cell[0], cell[1], side))
        return state, [
            Event(
                "zombies_barricade",
                N_("Zombies claw at a barricade."),
                data={"from": list(cell), "side": side, "count": size},
            )
        ]
    if mark_at(state, cell[0], cell[1], side) in BARRIERS:
        acted[cell] = acted.get(cell, 0) + size
        return state, [
            Event(
                "zombies_wait",
                Nn_(
                    "{count} zombie waits at a shut door between it and {seat}.",
                    "{count} zombies wait at a shut door between them and {seat}.",
                    count="count",
                ),
                who,
                data={"from": list(cell), "side": side, "target": list(target), "steps": steps, **why},
            )
        ]
    there = state.room(*dest)
    here = state.room(*cell)
    assert there is not None and here is not None
    moving = min(size, HORDE - there.zombies)
    if moving <= 0:
        acted[cell] = acted.get(cell, 0) + size
        return state, events
    state = with_room(state, cell[0], cell[1], replace(here, zombies=here.zombies - moving))
    state = with_room(state, dest[0], dest[1], replace(there, zombies=there.zombies + moving))
    acted[dest] = acted.get(dest, 0) + moving
    acted[cell] = acted.get(cell, 0) + (size - moving)
    return state, [
        *events,
        Event(
            "zombies_move",
            move_message(moving),
            {**who, "count": moving},
            data={
                "from": list(cell),
                "to": list(dest),
                "count": moving,
                "target": list(target),
                "steps": steps,
                **why,
            },
        ),
    ]


def move_message(count: int) -> Plural:
    """The log line of zombies moving, counted by the rooms still to go ("1 room", "2 rooms";
    Polish has three forms), with a message each for one zombie and for several."""
    if count == 1:
        return Nn_(
            "1 zombie moves toward {seat}: {steps} room away.",
            "1 zombie moves toward {seat}: {steps} rooms away.",
            count="steps",
        )
    return Nn_(
        "{count} zombies move toward {seat}: {steps} room away.",
        "{count} zombies move toward {seat}: {steps} rooms away.",
        count="steps",
    )


def _through_fire(state: State, cell: Cell, side: str, size: int) -> tuple[State, int, list[Event]]:
    """Barricading a Door: zombies cross a fire barricade anyway, and it does 1 damage to every
    creature crossing.  A zombie has one life point, so a lone zombie burns; a horde is one
    creature and loses one of its number.  The barricade counts as crossed."""
    state = evolve(state, barricades=with_barricade_crossed(state, cell[0], cell[1], side))
    room = state.room(*cell)
    assert room is not None
    state = with_room(state, cell[0], cell[1], replace(room, zombies=room.zombies - 1))
    state = evolve(state, reserve=state.reserve + 1)
    return (
        state,
        size - 1,
        [
            Event(
                "fire_damage",
                N_("A zombie burns crossing the fire barricade."),
                data={"from": list(cell), "side": side, "zombies": 1, "seat": None},
            )
        ],
    )


def _clear_noise(state: State) -> State:
    grid = tuple(
        replace(room, noise=False) if room is not None and room.noise else room for room in state.grid
    )
    return evolve(state, grid=grid)


def _spawn(state: State) -> tuple[State, list[Event]]:
    """Step 4: fallen survivors rise; then a zombie in every empty room with a hand print, the rows
    nearest the exit first, while pawns last (exit rooms always get theirs)."""
    events: list[Event] = [Event("zombie_step", N_("Spawn"), data={"step": "spawn"})]
    fallen = [(row, col) for row, col, room in rooms(state) if room.bodies]
    for row, col in fallen:
        # read the room afresh: a rising before this one may have taken a pawn from it
        room = state.room(row, col)
        assert room is not None
        bodies = room.bodies
        state = with_room(state, row, col, replace(room, bodies=0))
        state, more = add_zombies(state, row, col, bodies, always=True, crowd=True)
        events += more
        events.append(
            Event("risen", N_("The fallen rise as zombies."), data={"row": row, "col": col, "count": bodies})
        )
    people = survivor_rooms(state, disguised=True)  # a disguised survivor's room is not empty
    for row in range(state.rows - 1, -1, -1):
        for col in range(BOARD_WIDTH):
            spot = state.room(row, col)
            if spot is None or spot.tile is None or not TILES[spot.tile].spawn:
                continue
            if spot.zombies or (row, col) in people:
                continue
            exit_room = row == state.rows - 1
            if not exit_room and state.reserve == 0:
                continue
            state, more = add_zombies(state, row, col, 1, always=exit_room)
            events += more
            events.append(
                Event(
                    "spawned",
                    N_("A zombie crawls out in the {name}."),  # each spawn its own line: its room
                    {"name": TILES[spot.tile].name},
                    data={"row": row, "col": col},
                )
            )
    return state, events


# -- what the table's narration reads (added data only: the decisions above are unchanged) -------


def _victims_event(cell: Cell, seats: list[int], picks: list[int]) -> Event:
    """The zombies of a room with several survivors each rolled for their victim: a die each,
    face ``n`` for the ``n``-th survivor in ``seats``."""
    return Event(
        "zombies_choose",
        N_("The zombies pick their victims."),
        data={
            "row": cell[0],
            "col": cell[1],
            "seats": list(seats),
            "picks": list(picks),
            "dice": [seats.index(p) + 1 for p in picks],
        },
    )


def _choice_data(
    cell: Cell, maps: dict[Cell, dict[Cell, int]], people: dict[Cell, list[int]], target: Cell
) -> dict[str, object]:
    """Why a zombie goes for ``target`` (How Zombies Make Decisions): ``reason`` is "nearest"
    (one room of survivors is nearest), "more_survivors" (equally near, this room holds more) or
    "die" (still equal: ``die`` is the face rolled, face ``n`` for the ``n``-th of ``tied``, whose
    survivors are ``tied_seats``);
    ``seats`` are the survivors there and ``near`` the equally near rooms."""
    steps = {t: dist[cell] for t, dist in maps.items() if cell in dist}
    nearest = min(steps.values())
    near = sorted(t for t, s in steps.items() if s == nearest)
    most = max(len(people[t]) for t in near)
    tied = [t for t in near if len(people[t]) == most]
    reason = "nearest" if len(near) == 1 else "more_survivors" if len(tied) == 1 else "die"
    data: dict[str, object] = {
        "reason": reason,
        "near": [list(t) for t in near],
        "seats": list(people[target]),
    }
    if reason == "die":
        data["tied"] = [list(t) for t in tied]
        data["tied_seats"] = [list(people[t]) for t in tied]
        data["die"] = tied.index(target) + 1
    return data


def _path_data(
    state: State, cell: Cell, dist: dict[Cell, int], barriers: bool, step: tuple[str, Cell]
) -> dict[str, object]:
    """When several shortest ways lead on, the die that chose this one (face ``n``: the ``n``-th
    way of ``ways``, sides in n-e-s-w order)."""
    here = dist[cell]
    options = [
        (side, (r2, c2))
        for side, r2, c2 in passable_rooms(state, cell[0], cell[1], barriers)
        if dist.get((r2, c2)) == here - 1
    ]
    if len(options) < 2 or step not in options:
        return {}
    return {"paths": len(options), "path_die": options.index(step) + 1, "ways": [o[0] for o in options]}
