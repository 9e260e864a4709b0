"""The ten event cards we designed (the rulebook names none), as data, and what each one does.

Each card helps the Fugitive, helps the Marshal, or helps whoever draws it (``Helps.DRAWER``).
Effects that last are kept in :class:`~.state.Effects`; "this or the next turn" effects are
cleared at the end of the turn they were used in (see ``turns.py``).  Only Dead Drop asks for a
choice: the drawer picks a pile with the ``choose`` command.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tabletop.core.contract import Event
from tabletop.core.i18n import N_, Np_
from tabletop.core.rules_kit import replaced_at
from tabletop.games.fugitive.rules import board
from tabletop.games.fugitive.rules.cards import DECK_RANGES, DECKS, ESCAPE
from tabletop.games.fugitive.rules.state import (
    FUGITIVE,
    MARSHAL,
    Choice,
    Clue,
    LastEvent,
    Phase,
    State,
    add_to_hand,
    evolve,
    remove_from_hand,
    rng_for,
    with_effects,
    with_hand,
)


class Helps(enum.StrEnum):
    FUGITIVE = "fugitive"
    MARSHAL = "marshal"
    DRAWER = "drawer"


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    text: str
    helps: Helps


LIE_LOW = "lie_low"
FALSE_TRAIL = "false_trail"
GETAWAY_CAR = "getaway_car"
SIGHTING = "sighting"
ROADBLOCK = "roadblock"
INFORMANT = "informant"
DOUBLE_TIME = "double_time"
PICKPOCKET = "pickpocket"
WINDFALL = "windfall"
DEAD_DROP = "dead_drop"

EVENTS: tuple[EventCard, ...] = (
    EventCard(
        LIE_LOW,
        N_("Lie Low"),
        N_("The Marshal draws no cards at the start of her next turn."),
        Helps.FUGITIVE,
    ),
    EventCard(
        FALSE_TRAIL,
        N_("False Trail"),
        N_("The Marshal's next guess may name only one number."),
        Helps.FUGITIVE,
    ),
    EventCard(
        GETAWAY_CAR,
        N_("Getaway Car"),
        N_("On the Fugitive's current or next turn, his normal range is 5 instead of 3."),
        Helps.FUGITIVE,
    ),
    EventCard(
        SIGHTING,
        N_("Sighting"),
        N_("The lowest face-down hideout is turned face up with its sprint cards."),
        Helps.MARSHAL,
    ),
    EventCard(
        ROADBLOCK,
        N_("Roadblock"),
        N_("On the Fugitive's current or next turn, he may not put sprint cards under a hideout."),
        Helps.MARSHAL,
    ),
    EventCard(
        INFORMANT,
        N_("Informant"),
        N_("The table learns how many face-down hideouts lie in 1-14, in 15-28 and in 29-41."),
        Helps.MARSHAL,
    ),
    EventCard(
        DOUBLE_TIME,
        N_("Double Time"),
        N_(
            "On your current or next turn you act twice: the Fugitive may place another hideout, the "
            "Marshal guesses again."
        ),
        Helps.DRAWER,
    ),
    EventCard(
        PICKPOCKET,
        N_("Pickpocket"),
        N_("Take a random card from the other player's hand (never the 42)."),
        Helps.DRAWER,
    ),
    EventCard(
        WINDFALL,
        N_("Windfall"),
        N_("Draw two extra cards: now if you are drawing, otherwise at your next draw."),
        Helps.DRAWER,
    ),
    EventCard(
        DEAD_DROP,
        N_("Dead Drop"),
        N_("Choose a draw pile and take the bottom hideout card from it."),
        Helps.DRAWER,
    ),
)

EVENTS_BY_ID: Mapping[str, EventCard] = MappingProxyType({card.id: card for card in EVENTS})
EVENT_IDS: tuple[str, ...] = tuple(card.id for card in EVENTS)

#: the number ranges an Informant counts in (the piles' ranges, with 1-3 joined to the first)
INFORMANT_RANGES: tuple[tuple[int, int], ...] = ((1, DECK_RANGES[1][1]), DECK_RANGES[2], DECK_RANGES[3])

ROLE_MSGIDS = {FUGITIVE: "@" + Np_("role", "Fugitive"), MARSHAL: "@" + Np_("role", "Marshal")}


def events_helping(helps: Helps) -> tuple[str, ...]:
    return tuple(card.id for card in EVENTS if card.helps is helps)


def is_event(item: object) -> bool:
    return isinstance(item, str) and item in EVENTS_BY_ID


def drawing_now(state: State, seat: int) -> bool:
    """True while ``seat`` is in the middle of its own draw step."""
    return (seat == FUGITIVE and state.phase is Phase.FUGITIVE_DRAW) or (
        seat == MARSHAL and state.phase is Phase.MARSHAL_DRAW
    )


def dead_drop_decks(state: State) -> list[int]:
    """Piles holding at least one Hideout card (the only ones Dead Drop may choose)."""
    return [d for d in DECKS if any(isinstance(item, int) for item in state.piles[d - 1])]


def announce(event_id: str, drawer: int) -> Event:
    card = EVENTS_BY_ID[event_id]
    return Event(
        kind="event_drawn",
        message=N_("The {who} drew the event {name}: {text}"),
        params={"who": ROLE_MSGIDS[drawer], "name": "@" + card.name, "text": "@" + card.text},
        seat=drawer,
        barrier=True,
        data={"event": event_id, "helps": card.helps.value, "drawer": drawer},
    )


def resolve(state: State, event_id: str, drawer: int, after_guess: bool = False) -> tuple[State, list[Event]]:
    """Resolve ``event_id`` drawn by ``drawer``: announce it, discard it and apply its effect.

    ``after_guess`` is True when the card comes from the Discovery pile after a Marshal's hit,
    so that a choice made later knows to finish the Marshal's turn.
    """
    state = evolve(
        state, discard=state.discard + (event_id,), last_event=LastEvent(event_id, drawer, state.turn)
    )
    events = [announce(event_id, drawer)]
    state, more = _EFFECTS[event_id](state, drawer, after_guess)
    return state, events + more


def _resolved(
    event_id: str, message: str, drawer: int, data: Mapping[str, object] | None = None, **params: object
) -> Event:
    return Event(
        kind="event_resolved",
        message=message,
        params=params,
        seat=drawer,
        barrier=True,
        data={"event": event_id, **(data or {})},
    )


def _lie_low(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    state = with_effects(state, marshal_skips_draw=True)
    return state, [
        _resolved(LIE_LOW, N_("The Marshal will draw nothing at the start of her next turn."), drawer)
    ]


def _false_trail(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    state = with_effects(state, single_guess_only=True)
    return state, [_resolved(FALSE_TRAIL, N_("The Marshal's next guess must be a single number."), drawer)]


def _getaway_car(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    state = with_effects(state, range_bonus=state.effects.range_bonus + 2)
    return state, [_resolved(GETAWAY_CAR, N_("The Fugitive's normal range grows by 2 for a turn."), drawer)]


def _sighting(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    down = board.face_down_positions(state)
    if not down:
        return state, [_resolved(SIGHTING, N_("No hideout was face down, so nothing was seen."), drawer)]
    lowest = min(down, key=lambda i: state.row[i].card)
    state, reveal = board.reveal(state, [lowest])
    state, over = board.check_caught(state)
    card = state.row[lowest].card
    spotted = _resolved(SIGHTING, N_("Hideout {card} was spotted."), drawer, {"card": card}, card=card)
    return state, [spotted, reveal, *over]


def _roadblock(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    state = with_effects(state, no_sprint=True)
    return state, [_resolved(ROADBLOCK, N_("The Fugitive cannot sprint for a turn."), drawer)]


def _informant(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    clues = []
    for low, high in INFORMANT_RANGES:
        count = sum(1 for h in state.row if not h.revealed and low <= h.card <= high)
        clues.append(Clue(turn=state.turn, low=low, high=high, count=count))
    state = evolve(state, clues=state.clues + tuple(clues))
    counts = [c.count for c in clues]
    return state, [
        _resolved(
            INFORMANT,
            N_("Face-down hideouts: {a} in 1-14, {b} in 15-28, {c} in 29-41."),
            drawer,
            {"clues": [{"low": c.low, "high": c.high, "count": c.count} for c in clues]},
            a=counts[0],
            b=counts[1],
            c=counts[2],
        )
    ]


def _double_time(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    state = with_effects(state, extra_action=replaced_at(state.effects.extra_action, drawer, True))
    if drawer == FUGITIVE:
        message = N_("The Fugitive may place two hideouts on his turn.")
    else:
        message = N_("The Marshal will guess twice this turn.")
    return state, [_resolved(DOUBLE_TIME, message, drawer)]


def _pickpocket(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    victim = 1 - drawer
    choices = [c for c in state.hands[victim] if c != ESCAPE]
    if not choices:
        return state, [_resolved(PICKPOCKET, N_("There was nothing to take."), drawer)]
    rng, state = rng_for(state)
    card = rng.choice(choices)
    hands = with_hand(state, victim, remove_from_hand(state.hands[victim], card))
    state = evolve(state, hands=hands)
    state = evolve(state, hands=with_hand(state, drawer, add_to_hand(state.hands[drawer], card)))
    taken = Event(
        kind="event_resolved",
        message=N_("The {who} took a random card from the other hand."),
        params={"who": ROLE_MSGIDS[drawer]},
        seat=drawer,
        barrier=True,
        secret=N_("You took card {card}."),
        secret_to=drawer,
        secret_params={"card": card},
        data={"event": PICKPOCKET, "from": victim, "to": drawer},
    )
    lost = Event(
        kind="card_lost",
        message=N_("The {who} lost a card."),
        params={"who": ROLE_MSGIDS[victim]},
        seat=victim,
        barrier=True,
        secret=N_("Card {card} was taken from your hand."),
        secret_to=victim,
        secret_params={"card": card},
        data={"event": PICKPOCKET, "seat": victim},
    )
    return state, [taken, lost]


def _windfall(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    if drawing_now(state, drawer):
        state = evolve(state, draws_left=state.draws_left + 2)
        message = N_("The {who} draws two extra cards now.")
    else:
        bonus = state.effects.bonus_draws
        state = with_effects(state, bonus_draws=replaced_at(bonus, drawer, bonus[drawer] + 2))
        message = N_("The {who} will draw two extra cards next time.")
    return state, [_resolved(WINDFALL, message, drawer, who=ROLE_MSGIDS[drawer])]


def _dead_drop(state: State, drawer: int, after_guess: bool) -> tuple[State, list[Event]]:
    decks = dead_drop_decks(state)
    if not decks:
        return state, [
            _resolved(DEAD_DROP, N_("No pile holds a hideout card, so there is nothing to take."), drawer)
        ]
    choice = Choice(event=DEAD_DROP, seat=drawer, resume=state.phase, after_guess=after_guess)
    state = evolve(state, phase=Phase.EVENT_CHOICE, choice=choice)
    return state, [
        _resolved(
            DEAD_DROP, N_("The {who} chooses a pile."), drawer, {"decks": decks}, who=ROLE_MSGIDS[drawer]
        )
    ]


def take_dead_drop(state: State, deck: int) -> tuple[State, list[Event]]:
    """Give the chooser the bottom Hideout card of ``deck`` (the choice of a Dead Drop)."""
    assert state.choice is not None
    seat = state.choice.seat
    pile = state.piles[deck - 1]
    index = max(i for i, item in enumerate(pile) if isinstance(item, int))
    card = pile[index]
    assert isinstance(card, int)
    state = evolve(
        state,
        piles=replaced_at(state.piles, deck - 1, pile[:index] + pile[index + 1 :]),
        hands=with_hand(state, seat, add_to_hand(state.hands[seat], card)),
    )
    event = Event(
        kind="event_resolved",
        message=N_("The {who} took the bottom hideout card of pile {deck}."),
        params={"who": ROLE_MSGIDS[seat], "deck": deck},
        seat=seat,
        barrier=True,
        secret=N_("You took card {card}."),
        secret_to=seat,
        secret_params={"card": card},
        data={"event": DEAD_DROP, "deck": deck},
    )
    return state, [event]


_EFFECTS = {
    LIE_LOW: _lie_low,
    FALSE_TRAIL: _false_trail,
    GETAWAY_CAR: _getaway_car,
    SIGHTING: _sighting,
    ROADBLOCK: _roadblock,
    INFORMANT: _informant,
    DOUBLE_TIME: _double_time,
    PICKPOCKET: _pickpocket,
    WINDFALL: _windfall,
    DEAD_DROP: _dead_drop,
}
