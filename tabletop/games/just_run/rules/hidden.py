"""What each seat cannot see, declared as a redeal: the contract suite checks ``view`` against it.

Hidden from everyone: the order of the room-tile stack and of the search deck, the cards under the
exit tiles and which exit tile lies face down where, the scavenge cards dealt to nobody, and the
seed, and the order of the frenzied scavenge's deck.  Hidden from all but their holder: the
hands of the calm draft, and in the frenzied scavenge the answers given while others still owe
theirs.  Public, and kept: the board,
every survivor's gear, dropped items, discarded cards and room tiles.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.games.just_run.rules.state import RANDOM, Phase, Room, State, Survivor, evolve


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
    survivors = _redeal_answers(state, seat, survivors, rng)
    frenzy_deck = list(state.frenzy_deck)
    rng.shuffle(frenzy_deck)
    state = evolve(
        state,
        survivors=tuple(survivors),
        left_over=left_over,
        search_deck=tuple(search),
        grid=tuple(grid),
        room_stack=tuple(stack),
        frenzy_deck=tuple(frenzy_deck),
    )
    return RANDOM.reseeded(state, rng)


def _redeal_answers(
    state: State, seat: int | None, survivors: list[Survivor], rng: random.Random
) -> list[Survivor]:
    """The frenzied scavenge's answers given by others while some are still owed, answered anew:
    whether they want the card, or (in a fight) how many dice they roll or whether they give up."""
    if state.phase is not Phase.FRENZY:
        return survivors
    out = list(survivors)
    for other, survivor in enumerate(survivors):
        if other == seat:
            continue
        if not state.fighters and survivor.want is not None:
            out[other] = replace(survivor, want=rng.random() < 0.5)
        elif state.fighters and (survivor.fight is not None or survivor.gave_up):
            if survivor.dice > 0:
                dice = rng.randint(1, min(survivor.dice, 2))
                out[other] = replace(survivor, fight=dice, gave_up=False)
            else:
                give_up = rng.random() < 0.5
                out[other] = replace(survivor, fight=0, gave_up=give_up)
    return out
