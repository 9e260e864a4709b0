"""Realistic moments of a Just Run game for the table panels' tests and previews
(``build_scripts/just_run_panels.py`` draws them to PNGs)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame

from tabletop.core.contract import Command, Event
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Attack
from tabletop.games.just_run.rules.state import Mark, State
from tabletop.games.just_run.rules.zombies import zombie_turn
from tests.just_run.helpers import escape_state, item, room

NAMES = ("Ana", "Ben", "Cleo", "Dawid")


def gear(state: State, seat: int) -> State:
    """Seat 0 carries a Mop and Scissors (they combine), worn Cardboard Box armour with one token
    left, a broken Handgun, a First Aid Kit and a Backpack; seat 1, hurt, stands in the same room."""
    items = (
        item("mop"),
        item("scissors"),
        replace(item("cardboard_box"), worn=True, tokens=1),
        replace(item("handgun"), broken=True),
        item("first_aid_kit"),
        item("backpack"),
    )
    survivors = list(state.survivors)
    survivors[seat] = replace(survivors[seat], items=items)
    survivors[1] = replace(survivors[1], body=4, items=(item("crowbar"),))
    return replace(state, survivors=tuple(survivors))


def turn_state(actions: int | None = None) -> State:
    """Ana's turn in the start row's Reception, Ben beside her, two zombies in the room."""
    state = escape_state(4, at=[(0, 2), (0, 2), (0, 0), (0, 4)], actions=actions)
    grid = list(state.grid)
    here = grid[2]
    assert here is not None
    grid[2] = replace(here, zombies=2)
    state = replace(state, grid=tuple(grid), reserve=state.reserve - 2)
    return gear(state, 0)


def floor_state() -> State:
    """Ana's turn with a Kitchen Knife (it fits) and a Fire Axe (it does not) on the floor."""
    state = turn_state()
    grid = list(state.grid)
    here = grid[2]
    assert here is not None
    grid[2] = replace(here, dropped=(item("kitchen_knife"), item("fire_axe")))
    return replace(state, grid=tuple(grid))


def draft_state() -> State:
    """The calm scavenge, second pick: everyone has one card, Ben has picked again already."""
    state = rules.setup({"players": 4, "mode": "coop", "first": "first_seat"}, 3)
    for seat in range(4):
        state, _ = rules.apply(state, rules.legal_commands(state, seat)[0])
    state, _ = rules.apply(state, rules.legal_commands(state, 1)[0])
    return state


def gear_up_state() -> State:
    """Every card is taken: the gear-up step, with more gear than fits."""
    state = rules.setup({"players": 4, "mode": "coop", "first": "first_seat"}, 3)
    while state.phase is rules.Phase.DRAFT:
        for seat in rules.to_act(state):
            state, _ = rules.apply(state, rules.legal_commands(state, seat)[0])
    return state


def fight_events(seed: int = 4) -> tuple[State, list[Event]]:
    """Ana attacks the room's two zombies with a Spear (a flail): her dice against theirs."""
    state = turn_state()
    spear = rules.apply(state, _combine(state))[0]
    attack = next(
        c
        for c in rules.legal_commands(spear, 0)
        if isinstance(c, Attack) and c.item is not None and c.zombies == 2
    )
    state = replace(spear, rng_calls=seed)
    return rules.apply(state, attack)


def handgun_fight_events(seed: int = 2) -> tuple[State, list[Event]]:
    """Ana shoots at the room's two zombies with a whole Handgun: a wrench weapon, so Wear & Tear
    rolls after the fight."""
    state = turn_state()
    survivor = state.survivors[0]
    items = tuple(replace(i, broken=False) if i.broken else i for i in survivor.items)
    state = replace(state, survivors=(replace(survivor, items=items), *state.survivors[1:]))
    gun = next(i for i in items if i.cards == item("handgun").cards)
    attack = next(
        c
        for c in rules.legal_commands(state, 0)
        if isinstance(c, Attack) and c.item == gun.id and c.zombies == 2 and (c.row, c.col) == (0, 2)
    )
    return rules.apply(replace(state, rng_calls=seed), attack)


def _combine(state: State) -> Command:
    return next(c for c in rules.legal_commands(state, 0) if c.TYPE == "combine")


# a column of rooms north of the start row, with open doors, and zombies coming down it
COLUMN = {(r, c): room("room_00") for r in range(1, 4) for c in (0, 1, 2)}
OPEN = [(r, c, "n", Mark.OPEN) for r in range(0, 3) for c in (0, 1, 2)] + [
    (r, c, "e", Mark.OPEN) for r in range(1, 4) for c in (0, 1)
]


def zombie_turn_events(seed: int = 5) -> tuple[State, list[Event]]:
    """A zombie turn with an attack, moves (a tie broken by a die) and spawns."""
    state = escape_state(4, at=[(0, 0), (0, 2), (1, 1), (1, 1)], rooms=COLUMN, marks=OPEN)
    grid = list(state.grid)
    total = 0
    for (row, col), count in {(3, 1): 2, (3, 0): 1, (1, 1): 1, (2, 2): 5}.items():
        here = grid[row * 5 + col]
        assert here is not None
        grid[row * 5 + col] = replace(here, zombies=count)
        total += count
    state = replace(state, grid=tuple(grid), reserve=state.reserve - total)
    return zombie_turn(state, random.Random(seed))


def view(state: State, seat: int | None = 0) -> dict[str, Any]:
    return rules.view(state, seat)


def post(reader: Any, target: Any, events: list[pygame.event.Event]) -> list[Any]:
    """Feed pygame mouse events through an IntentReader into ``target.handle``; the results."""
    out = []
    for event in events:
        for intent in reader.read(event):
            result = target.handle(intent)
            if result is not None:
                out.append(result)
    return out


def drag_events(start: tuple[int, int], end: tuple[int, int]) -> list[pygame.event.Event]:
    """A press at ``start``, a drag in steps and a release at ``end``."""
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for k in range(1, 6):
        x = start[0] + (end[0] - start[0]) * k // 5
        y = start[1] + (end[1] - start[1]) * k // 5
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    return events


def click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]
