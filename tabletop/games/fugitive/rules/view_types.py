"""The types of Fugitive's view (see ``view``): TypedDicts, plain dicts at run time.

Apart from ``view`` because rules that read a view as well as a state (``placement``) need the
types without importing the function that builds the view.
"""

from __future__ import annotations

from typing import TypedDict

from tabletop.core.i18n import Message


class HideoutView(TypedDict):
    """One hideout of the centre row; a card or sprint cards the viewer may not see are None."""

    card: int | None
    revealed: bool
    sprints: int
    sprint_cards: list[int] | None
    turn: int
    range_bonus: int


class PendingView(TypedDict):
    """The hideout being placed; all but ``sprints`` is None except for the Fugitive."""

    card: int | None
    sprints: int
    sprint_cards: list[int] | None
    needed: int | None


class GuessView(TypedDict):
    """One of the Marshal's guesses (a series of numbers in a manhunt)."""

    numbers: list[int]
    hit: bool
    turn: int
    manhunt: bool


class LastEventView(TypedDict):
    """The event card drawn last; ``name`` and ``text`` are msgids."""

    id: str
    name: str
    text: str
    helps: str
    drawer: int
    turn: int


class EventChoiceView(TypedDict):
    """An event waiting for its drawer to choose a pile."""

    event: str
    seat: int
    decks: list[int]


class EffectsView(TypedDict):
    """Lasting event effects."""

    marshal_skips_draw: bool
    single_guess_only: bool
    range_bonus: int
    no_sprint: bool
    extra_action: list[bool]
    bonus_draws: list[int]


class ClueView(TypedDict):
    """An Informant result: face-down hideouts in ``low``..``high`` at ``turn``."""

    turn: int
    low: int
    high: int
    count: int


class OutcomeView(TypedDict):
    """How the finished game ended."""

    winners: list[int]
    reason: Message


class FugitiveView(TypedDict):
    """The game as one seat (or the table) may see it: the keys are described in :func:`view`."""

    seat: int | None
    to_act: list[int]
    phase: str
    turn: int
    variant: str
    helpful_for: int
    hand: list[int]
    hand_counts: dict[str, int]
    marshal_hand: list[int] | None
    hideouts: list[HideoutView]
    pending: PendingView | None
    placed_this_turn: int
    decks: list[int]
    special_in_decks: list[int]
    draws_left: int
    guesses: list[GuessView]
    revealed_max: int
    face_down: int
    manhunt: str
    event_piles: list[int]
    last_event: LastEventView | None
    event_choice: EventChoiceView | None
    effects: EffectsView
    clues: list[ClueView]
    sprint_table: dict[str, int]
    playable: list[int]
    max_reach: int | None
    outcome: OutcomeView | None
