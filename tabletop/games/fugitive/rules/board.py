"""Questions about the centre row, and the two ways a game can end there."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event
from tabletop.core.i18n import N_
from tabletop.games.fugitive.rules.cards import DECKS, ESCAPE
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, Hideout, Manhunt, Phase, State, evolve


def last_card(state: State) -> int:
    """The number of the newest hideout: the one the next must beat."""
    return state.row[-1].card


def face_down_positions(state: State) -> list[int]:
    return [i for i, h in enumerate(state.row) if not h.revealed]


def face_down_count(state: State) -> int:
    return sum(1 for h in state.row if not h.revealed)


def revealed_max(state: State) -> int:
    """The highest face-up hideout number (card 0 is always face up)."""
    return max(h.card for h in state.row if h.revealed)


def revealed_numbers(state: State) -> set[int]:
    return {h.card for h in state.row if h.revealed}


def piles_empty(state: State) -> bool:
    return not any(state.piles)


def open_decks(state: State) -> list[int]:
    """The draw piles that still hold a card."""
    return [d for d in DECKS if state.piles[d - 1]]


def reveal(state: State, positions: list[int]) -> tuple[State, Event]:
    """Turn the hideouts at ``positions`` face up with their sprint cards (a public event)."""
    row = list(state.row)
    for i in positions:
        row[i] = replace(row[i], revealed=True, sprints_revealed=True)
    new = evolve(state, row=tuple(row))
    cards = [new.row[i].card for i in positions]
    event = Event(
        kind="reveal",
        message=N_("Hideouts revealed: {cards}."),
        params={"cards": ", ".join(str(c) for c in cards)},
        barrier=True,
        data={
            "positions": list(positions),
            "cards": cards,
            "sprint_cards": [list(new.row[i].sprints) for i in positions],
        },
    )
    return new, event


def finish(state: State, winner: int, reason: str, manhunt: Manhunt | None = None) -> tuple[State, Event]:
    """End the game; everything on the table becomes visible in every view."""
    new = evolve(
        state,
        phase=Phase.OVER,
        winner=winner,
        end_reason=reason,
        draws_left=0,
        choice=None,
        manhunt=manhunt if manhunt is not None else state.manhunt,
    )
    event = Event(
        kind="game_over",
        message=reason,
        seat=winner,
        barrier=True,
        data={"winner": winner},
    )
    return new, event


def marshal_found_everything(state: State) -> bool:
    """True when no hideout is left face down (the Marshal's win)."""
    return state.phase is not Phase.OVER and face_down_count(state) == 0


def check_caught(state: State) -> tuple[State, list[Event]]:
    """End the game for the Marshal if every hideout is face up."""
    if marshal_found_everything(state):
        new, event = finish(state, MARSHAL, N_("The Marshal found every hideout and caught the Fugitive."))
        return new, [event]
    return state, []


def escaped(state: State) -> tuple[State, Event]:
    return finish(state, FUGITIVE, N_("The Fugitive reached hideout 42 and escaped."))


def is_escape_card(card: int) -> bool:
    return card == ESCAPE


def new_hideout(card: int, sprints: tuple[int, ...], turn: int, range_bonus: int = 0) -> Hideout:
    """A freshly placed hideout: face down, except the 42, which is played openly to escape."""
    if card == ESCAPE:
        return Hideout(
            card=card,
            sprints=sprints,
            revealed=True,
            sprints_revealed=False,
            turn=turn,
            range_bonus=range_bonus,
        )
    return Hideout(card=card, sprints=sprints, turn=turn, range_bonus=range_bonus)
