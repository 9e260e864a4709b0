"""What a seat sees: plain JSON-able data; scenes and computer runners read only this.

Hidden from a seat: the other runners' interference hands (only their sizes show), the order of
the path deck and of the interference deck, and, while the race is on, the cards another runner
laid (only that they finished and their time).  Everything on the table is public: the path card,
the cards in front of every runner and in the centre, the boards, the discard pile.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.outrun.rules.boards import BLOCKED, BOARDS, map_route
from tabletop.games.outrun.rules.flow import to_act
from tabletop.games.outrun.rules.interference import CARDS
from tabletop.games.outrun.rules.paths import PATHS_BY_ID
from tabletop.games.outrun.rules.state import ZERO, Phase, Runner, State


def cards_json(ids: tuple[int, ...]) -> list[dict[str, Any]]:
    return [CARDS[c].json() for c in ids]


def _position(runner: Runner) -> int | str | None:
    if runner.position is None:
        return None
    return "zero" if runner.position == ZERO else runner.position


def _seat(state: State, seat: int, viewer: int | None) -> dict[str, Any]:
    runner = state.runners[seat]
    finish = runner.finish
    last = runner.last_run
    entry: dict[str, Any] = {
        "seat": seat,
        "room": runner.room,
        "position": _position(runner),
        "infected": runner.infected,
        "immune": runner.immune,
        "hand_count": len(runner.hand),
        "interference": cards_json(runner.front),
        "finished": finish is not None,
        "finish_ms": finish.ms if finish is not None else None,
        "last_run": None
        if last is None
        else {"cards": list(last.cards), "ms": last.ms, "correct": last.correct},
    }
    if seat == viewer and finish is not None and state.phase is Phase.RACE:
        entry["run"] = list(finish.cards)
    return entry


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    """The game as ``seat`` may see it (None: the table).

    Keys: monster, players, boards, rooms, maps, time_limit, round, phase, turner, to_act, viewer,
    path (the 8 symbols in path order once turned, else None), path_id, path_spots, path_antidote,
    center, hand (the viewer's own cards), seats, order, choices (the infector's neighbours),
    board (values, specials, blocked places, panels), decks (sizes and the discard pile),
    copies, winner, night_over.  (A solo practice is the view with one seat: the view of old saves
    stays as it was.)
    """
    card = PATHS_BY_ID[state.path] if state.path is not None and state.phase is not Phase.REVEAL else None
    board = BOARDS[state.monster]
    return {
        "monster": state.monster.value,
        "players": state.players,
        "boards": state.boards,
        "rooms": state.rooms,
        "maps": [m.id for m in map_route(state.monster, state.boards)],
        "time_limit": state.time_limit,
        "round": state.round,
        "phase": state.phase.value,
        "turner": state.turner,
        "to_act": list(to_act(state)),
        "viewer": seat,
        "path": list(card.order) if card is not None else None,
        "path_id": card.id if card is not None else None,
        "path_spots": [list(s) for s in card.spots] if card is not None else None,
        "path_antidote": card.antidote if card is not None else False,
        "center": cards_json(state.center),
        "hand": cards_json(state.runners[seat].hand)
        if seat is not None and 0 <= seat < state.players
        else [],
        "seats": [_seat(state, s, seat) for s in range(state.players)],
        "order": list(state.order),
        "choices": list(state.queue[0][1]) if state.phase is Phase.INFECT and state.queue else [],
        "board": {
            "values": list(board.values),
            "specials": [sorted(s.value for s in specials) for specials in board.specials],
            "blocked": sorted(BLOCKED[state.players]),
            "zero_place": board.zero_place,
            "panels": [board.draws, board.plays, board.clears],
        },
        "decks": {
            "path": len(state.path_deck),
            "interference": len(state.deck),
            "discard": [CARDS[c].json() for c in state.discard],
        },
        "copies": len(state.copies),
        "winner": state.winner,
        "night_over": state.night_over,
    }
