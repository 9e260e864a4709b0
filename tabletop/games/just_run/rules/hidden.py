"""What each seat cannot see, declared as a redeal: the contract suite checks ``view`` against it.

Hidden from everyone: the order of the room-tile stack and of the search deck, the cards under the
exit tiles and which exit tile lies face down where, the scavenge cards dealt to nobody, and the
seed.  Hidden from all but their holder: the hands of the calm draft.  Public, and kept: the board,
every survivor's gear, dropped items, discarded cards and room tiles.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.games.just_run.rules.state import RANDOM, Room, State, evolve


def redeal_hidden(state: State, seat: int | None, rng: random.Random) -> State:
    """The same game as ``seat`` sees it, with everything hidden from ``seat`` dealt anew.

    The draft hands of the others and the left-over scavenge cards are pooled and dealt back in the
    same sizes; the search deck and the cards under unturned exit tiles likewise; the unturned exit
    tiles swap places; the room stack is shuffled; and the seed is drawn anew.
    """
    others = [s for s in range(state.players) if s != seat]
    pool = list(state.left_over)
    for other in others:
        pool += state.survivors[other].hand
    rng.shuffle(pool)
    survivors = list(state.survivors)
    for other in others:
        count = len(survivors[other].hand)
        survivors[other] = replace(survivors[other], hand=tuple(pool[:count]))
        pool = pool[count:]
    left_over = tuple(pool)

    search = list(state.search_deck)
    hidden_exits = [i for i, room in enumerate(state.grid) if room is not None and not room.revealed]
    grid: list[Room | None] = list(state.grid)
    under = [
        i
        for i, room in enumerate(state.grid)
        if room is not None and room.exit_card is not None and not room.revealed
    ]
    search += [state.grid[i].exit_card for i in under]  # type: ignore[union-attr, misc]
    rng.shuffle(search)
    for i in under:
        room = grid[i]
        assert room is not None
        grid[i] = replace(room, exit_card=search.pop())
    tiles = [grid[i].exit_tile for i in hidden_exits]  # type: ignore[union-attr]
    rng.shuffle(tiles)
    for i, tile in zip(hidden_exits, tiles, strict=True):
        room = grid[i]
        assert room is not None
        grid[i] = replace(room, exit_tile=tile)
    stack = list(state.room_stack)
    rng.shuffle(stack)
    state = evolve(
        state,
        survivors=tuple(survivors),
        left_over=left_over,
        search_deck=tuple(search),
        grid=tuple(grid),
        room_stack=tuple(stack),
    )
    return RANDOM.reseeded(state, rng)
