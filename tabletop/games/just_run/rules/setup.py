"""Set-up (rulebook, Setting Up): the start row face up with open doors between its rooms, the exit
row face down with a search card under each tile, the Antidotes set aside, the decks shuffled, the
zombie pawns in reserve, the calm scavenge dealt, and the first player; a quick start plays the calm
scavenge through at once (``quick_start``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.contract import validate_options
from tabletop.games.just_run.rules.content import (
    ANTIDOTES,
    BOARD_WIDTH,
    CALM_DEAL,
    EXIT_TILES,
    ROOM_TILES,
    ROWS,
    START_TILES,
    ZOMBIE_PAWNS,
    Deck,
    deck_cards,
)
from tabletop.games.just_run.rules.frenzy import frenzied_start
from tabletop.games.just_run.rules.options import OPTIONS
from tabletop.games.just_run.rules.quick_start import quick_start
from tabletop.games.just_run.rules.scenarios import scenario_setup
from tabletop.games.just_run.rules.state import RANDOM, Mark, Phase, Room, State, Survivor

MIN_PLAYERS = 2
MAX_PLAYERS = 6


def setup(options: Mapping[str, Any], seed: int) -> State:
    """A new game, in the calm scavenge's first pick, with the frenzied scavenge's first card shown,
    or (a quick start) with the gear packed and the start rooms to choose."""
    chosen = validate_options(options, OPTIONS, MIN_PLAYERS, MAX_PLAYERS)
    players: int = chosen["players"]
    rows = ROWS[chosen["length"]]
    rng = RANDOM.for_setup(seed)

    search = [c for c in deck_cards(Deck.SEARCH) if c not in ANTIDOTES]
    rng.shuffle(search)
    exits = [t.id for t in EXIT_TILES]
    rng.shuffle(exits)
    stack = [t.id for t in ROOM_TILES]
    rng.shuffle(stack)
    scavenge = list(deck_cards(Deck.SCAVENGE))
    rng.shuffle(scavenge)
    deal = CALM_DEAL[players]
    hands = [tuple(scavenge[i * deal : (i + 1) * deal]) for i in range(players)]
    left_over = tuple(scavenge[players * deal :])
    first = rng.randrange(players) if chosen["first"] == "random" else 0
    frenzied = chosen["scavenge"] == "frenzied"
    if frenzied:  # no deal: the whole deck is turned one card at a time
        hands, left_over = [() for _ in range(players)], ()

    grid: list[Room | None] = [None] * (rows * BOARD_WIDTH)
    for col, tile in enumerate(START_TILES):
        grid[col] = Room(tile=tile.id)
    for col in range(BOARD_WIDTH):
        grid[(rows - 1) * BOARD_WIDTH + col] = Room(
            tile=None, revealed=False, exit_tile=exits[col], exit_card=search[col]
        )
    marks = tuple(((0, col, "e"), Mark.OPEN) for col in range(BOARD_WIDTH - 1))
    state = State(
        seed=seed,
        players=players,
        mode=chosen["mode"],
        length=chosen["length"],
        scenarios=(chosen["scenario"],),
        rows=rows,
        phase=Phase.DRAFT,
        survivors=tuple(Survivor(hand=hand) for hand in hands),
        grid=tuple(grid),
        marks=marks,
        room_stack=tuple(stack),
        search_deck=tuple(search[BOARD_WIDTH:]),
        supplies=tuple(sorted(deck_cards(Deck.SUPPLIES))),
        left_over=left_over,
        set_aside=ANTIDOTES,
        reserve=ZOMBIE_PAWNS,
        first_player=first,
        current=first,
    )
    state = scenario_setup(state, chosen, rng)
    if chosen["scavenge"] == "quick":
        return quick_start(state)
    return frenzied_start(state, scavenge) if frenzied else state
