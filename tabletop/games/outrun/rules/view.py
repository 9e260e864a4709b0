"""What a seat sees: plain JSON-able data; scenes and computer runners read only this.

Hidden from a seat: the other runners' interference hands (only their sizes show), the order of
the path deck and of the interference deck, and, while the race is on, the cards another runner
laid (only that they finished and their time).  Everything on the table is public: the path card,
the cards in front of every runner and in the centre, the boards, the discard pile.

The view is a plain dict at run time (saves, replays and comparisons see JSON); its type
:class:`OutrunView` and the types of its parts (declared in ``view_types``, exported here too) let
mypy check every key the table, the computer runners and the benchmark read.
"""

from __future__ import annotations

from tabletop.games.outrun.rules.boards import BLOCKED, BOARDS, map_route
from tabletop.games.outrun.rules.flow import to_act
from tabletop.games.outrun.rules.interference import CARDS
from tabletop.games.outrun.rules.paths import PATHS_BY_ID
from tabletop.games.outrun.rules.state import ZERO, Phase, Runner, State

# the view's types live apart, so the card data (interference) can name a card's view
from tabletop.games.outrun.rules.view_types import BoardView as BoardView
from tabletop.games.outrun.rules.view_types import CardView as CardView
from tabletop.games.outrun.rules.view_types import DecksView as DecksView
from tabletop.games.outrun.rules.view_types import KindName as KindName
from tabletop.games.outrun.rules.view_types import LastRunView as LastRunView
from tabletop.games.outrun.rules.view_types import LastsName as LastsName
from tabletop.games.outrun.rules.view_types import MonsterName as MonsterName
from tabletop.games.outrun.rules.view_types import OutrunView as OutrunView
from tabletop.games.outrun.rules.view_types import PathCardView as PathCardView
from tabletop.games.outrun.rules.view_types import PhaseName as PhaseName
from tabletop.games.outrun.rules.view_types import Position as Position
from tabletop.games.outrun.rules.view_types import RunnerView as RunnerView
from tabletop.games.outrun.rules.view_types import SpecialName as SpecialName


def cards_json(ids: tuple[int, ...]) -> list[CardView]:
    return [CARDS[c].json() for c in ids]


def _position(runner: Runner) -> Position:
    if runner.position is None:
        return None
    return "zero" if runner.position == ZERO else runner.position


def _seat(state: State, seat: int, viewer: int | None) -> RunnerView:
    runner = state.runners[seat]
    finish = runner.finish
    last = runner.last_run
    entry: RunnerView = {
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


def view(state: State, seat: int | None = None) -> OutrunView:
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


def path_card(view: PathCardView) -> PathCardView:
    """The path card's keys of a view, on their own: the table keeps the card just raced face up
    while the check's beats play, though the view may have moved on to a face-down card."""
    return {
        "path": view["path"],
        "path_id": view["path_id"],
        "path_spots": view["path_spots"],
        "path_antidote": view["path_antidote"],
    }
