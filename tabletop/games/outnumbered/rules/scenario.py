"""Build a game position by hand: for tests, the rulebook's examples and UI previews.

Villains are given by number (``{(lane, row): 5}``) or by id (``"b042"``, ``"az"``).  Villains of
the mode not on the board go to the villain deck in card order unless the deck is given; bonus
cards not in a hand go to the bonus deck.  Nothing checks the position is reachable in a real game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tabletop.games.outnumbered.rules.board import LAB, LANES, ROWS
from tabletop.games.outnumbered.rules.content import EVENTS, HEROES, VILLAINS, bonus_deck
from tabletop.games.outnumbered.rules.pool import BUILT_IDS, die_value
from tabletop.games.outnumbered.rules.setup import active_lanes, villain_cards
from tabletop.games.outnumbered.rules.state import Die, Mode, Phase, State

_BY_VALUE = {v.value: v.id for v in VILLAINS.values()}


def villain_id(spec: int | str) -> str:
    """A villain id from its number or id."""
    if isinstance(spec, str):
        if spec not in VILLAINS:
            raise KeyError(spec)
        return spec
    return _BY_VALUE[spec]


def make_state(
    mode: Mode | str = Mode.SIDEKICK,
    players: int = 1,
    heroes: Sequence[str] | None = None,
    villains: Mapping[tuple[int, int], int | str] | None = None,
    dice: Sequence[int] | None = None,
    phase: Phase | None = None,
    seat: int = 0,
    turn: int = 1,
    truck: int = 0,
    barricades: Sequence[bool] | None = None,
    hands: Sequence[Sequence[str]] | None = None,
    villain_deck: Sequence[int | str] | None = None,
    villain_discard: Sequence[int | str] = (),
    bonus_deck_cards: Sequence[str] | None = None,
    bonus_discard: Sequence[str] = (),
    event_deck: Sequence[str] | None = None,
    hero_uses_left: int = 1,
    escaped: Sequence[int | str] = (),
    seed: int = 0,
) -> State:
    """A state in the given position.  With ``dice`` the phase defaults to ACT (rolled), else ROLL."""
    mode = Mode(mode)
    heroes = tuple(heroes) if heroes is not None else tuple(h.id for h in HEROES[:players])
    lanes: list[list[str | None]] = [[None] * ROWS for _ in range(LANES)]
    placed: list[str] = []
    for (lane, row), spec in (villains or {}).items():
        vid = villain_id(spec)
        lanes[lane][row] = vid
        placed.append(vid)
    discard = tuple(villain_id(v) for v in villain_discard)
    gone = tuple(villain_id(v) for v in escaped)
    if villain_deck is None:
        used = set(placed) | set(discard) | set(gone)
        deck = tuple(v for v in villain_cards(mode) if v not in used)
    else:
        deck = tuple(villain_id(v) for v in villain_deck)
    hand_cards = tuple(tuple(h) for h in hands) if hands is not None else ((),) * players
    if bonus_deck_cards is None:
        left = list(bonus_deck()) if mode is not Mode.TRAINING else []
        for card in [c for hand in hand_cards for c in hand] + list(bonus_discard):
            if card in left:
                left.remove(card)
        bonus = tuple(left)
    else:
        bonus = tuple(bonus_deck_cards)
    if event_deck is None:
        events = tuple(e.id for e in EVENTS) if mode is Mode.HERO else ()
    else:
        events = tuple(event_deck)
    rolled = tuple(Die(i, face) for i, face in enumerate(dice or ()))
    if phase is None:
        phase = Phase.ACT if dice is not None else Phase.ROLL
    if barricades is None:
        barricades = tuple(mode is not Mode.TRAINING and lane in active_lanes(mode) for lane in range(LANES))
    return State(
        seed=seed,
        mode=mode,
        players=players,
        phase=phase,
        seat=seat,
        turn=turn,
        heroes=heroes,
        hands=hand_cards,
        lanes=tuple(tuple(rows) for rows in lanes),
        barricades=tuple(barricades),
        truck=truck,
        villain_deck=deck,
        villain_discard=discard,
        bonus_deck=bonus,
        bonus_discard=tuple(bonus_discard),
        event_deck=events,
        dice=rolled,
        pool=tuple(die_value(d) for d in rolled),
        next_value=BUILT_IDS,
        hero_uses_left=hero_uses_left,
        final_assault=truck == LAB,
        escaped=gone,
    )
