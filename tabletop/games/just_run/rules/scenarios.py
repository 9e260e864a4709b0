"""The scenarios played on top of Get Out, and the Easier and Contagion variations at set-up
(All About Scenarios; Extermination; Memento Mori; Easier Variation; The Contagion Variation).

Get Out is always the base objective: every scenario is won only by survivors who get out through
the main exit.  The other scenarios add to it; any several may be played at once, and the game is
won only when every active scenario's objective is met (``objectives`` decides who wins).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tabletop.core.contract import IllegalCommand
from tabletop.core.i18n import N_
from tabletop.games.just_run.rules.content import ANTIDOTES, CARDS, ItemType
from tabletop.games.just_run.rules.options import EXTRA_SCENARIOS
from tabletop.games.just_run.rules.state import State, Survivor, evolve, with_survivor

#: Extermination: the dead-zombie tokens a survivor needs before boarding the chopper
KILL_QUOTA = 5
#: Memento Mori: how many of the mementos wait under exit tiles (the rest stay in the search deck)
MEMENTOS_AT_EXITS = 2

MEMENTOS: tuple[int, ...] = tuple(
    c.id for c in CARDS if c.item is not None and c.item.type is ItemType.MEMENTO
)


def active(state: State, scenario: str) -> bool:
    return scenario in state.scenarios


def scenario_setup(state: State, chosen: Mapping[str, Any], rng: random.Random) -> State:
    """Add the chosen scenarios and prepare the decks for them and for the variations.

    Nothing here draws from ``rng`` unless a scenario or a variation asks for it, so a game with
    none of them is dealt exactly as before they existed.
    """
    extras = tuple(name for name in EXTRA_SCENARIOS if chosen.get(name) == "on")
    state = evolve(state, scenarios=state.scenarios + extras)
    if "memento_mori" in extras:
        state = _mementos_to_exits(state, rng)
    antidotes = len(ANTIDOTES) if chosen.get("contagion") == "on" else int(chosen.get("easier") or 0)
    if antidotes:
        state = _antidotes_into_deck(state, rng, antidotes)
    return evolve(state, contagion=chosen.get("contagion") == "on")


def _mementos_to_exits(state: State, rng: random.Random) -> State:
    """Memento Mori: two mementos go under two random exit tiles and no other exit tile keeps one;
    the cards they replace go back into the search deck, which is shuffled again (the other
    mementos stay in it)."""
    grid = list(state.grid)
    deck = list(state.search_deck)
    exits = [i for i, room in enumerate(grid) if room is not None and room.exit_card is not None]
    chosen = rng.sample(exits, MEMENTOS_AT_EXITS)
    mementos = [c for c in MEMENTOS if c in deck]
    rng.shuffle(mementos)
    for index in exits:
        room = grid[index]
        assert room is not None and room.exit_card is not None
        if index in chosen and room.exit_card not in MEMENTOS:
            new = mementos.pop()
        elif index not in chosen and room.exit_card in MEMENTOS:
            new = next(c for c in deck if c not in MEMENTOS)
        else:
            continue
        deck.remove(new)
        deck.append(room.exit_card)
        grid[index] = replace(room, exit_card=new)
    rng.shuffle(deck)
    return evolve(state, grid=tuple(grid), search_deck=tuple(deck))


def _antidotes_into_deck(state: State, rng: random.Random, count: int) -> State:
    """Easier: some Antidotes shuffled into the search deck; Contagion: all six."""
    moving = state.set_aside[:count]
    deck = list(state.search_deck) + list(moving)
    rng.shuffle(deck)
    return evolve(state, search_deck=tuple(deck), set_aside=state.set_aside[count:])


# -- Extermination ---------------------------------------------------------------------------------


def credit_kills(state: State, seat: int | None, count: int) -> State:
    """Extermination: each zombie a survivor destroys, by any means, earns them one dead-zombie
    token; nobody else is credited (a kill with no survivor behind it earns nothing)."""
    if seat is None or count <= 0 or not 0 <= seat < state.players:
        return state
    survivor = state.survivors[seat]
    return with_survivor(state, seat, replace(survivor, zombie_tokens=survivor.zombie_tokens + count))


def spend_zombie_token_for_disguise(state: State, seat: int) -> State:
    """A dead-zombie token used for a Vile Disguise is spent; in Extermination every other token
    the survivor has collected is discarded too (Extermination)."""
    survivor = state.survivors[seat]
    if survivor.zombie_tokens <= 0:
        raise IllegalCommand(N_("You need a dead-zombie token of your own for that."))
    left = 0 if active(state, "extermination") else survivor.zombie_tokens - 1
    return with_survivor(state, seat, replace(survivor, zombie_tokens=left))


def may_board(state: State, seat: int) -> bool:
    """Extermination: a survivor must carry 5 dead-zombie tokens before entering the chopper;
    competitive: only while a chopper seat is free (All About Scenarios)."""
    if active(state, "extermination") and state.survivors[seat].zombie_tokens < KILL_QUOTA:
        return False
    if state.mode == "competitive":
        return sum(s.escaped for s in state.survivors) < state.players // 2
    return True


def boarding_refusal(state: State, seat: int) -> IllegalCommand:
    if active(state, "extermination") and state.survivors[seat].zombie_tokens < KILL_QUOTA:
        return IllegalCommand(
            N_("Extermination: you need {count} dead-zombie tokens of your own to board the chopper."),
            count=KILL_QUOTA,
        )
    return IllegalCommand(N_("The chopper is full."))


# -- Memento Mori ----------------------------------------------------------------------------------


def carries_memento(survivor: Survivor) -> bool:
    return any(c in MEMENTOS for item in survivor.items for c in item.cards)
