"""Drawing cards: Hideout cards go to the hand, event cards and placeholders resolve at once.

After an event (or a placeholder's event) the same player draws again: the draw does not count.
"""

from __future__ import annotations

from tabletop.core.contract import Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole, replaced_at
from tabletop.games.fugitive.rules import board, events, turns
from tabletop.games.fugitive.rules.cards import DECKS, PLACEHOLDER
from tabletop.games.fugitive.rules.commands import ChooseDeck, Draw
from tabletop.games.fugitive.rules.events import ROLE_MSGIDS
from tabletop.games.fugitive.rules.state import FUGITIVE, Phase, State, add_to_hand, evolve, with_hand
from tabletop.games.fugitive.rules.variants import catchup_pile


def check_deck(deck: object) -> int:
    if is_whole(deck) and deck in DECKS:
        return deck
    raise IllegalCommand(N_("There is no pile {deck}; choose pile 1, 2 or 3."), deck=deck)


def apply_draw(state: State, command: Draw) -> tuple[State, list[Event]]:
    """Draw the top card of a pile (in FUGITIVE_DRAW or MARSHAL_DRAW, by the seat to act)."""
    seat = command.seat
    deck = check_deck(command.deck)
    pile = state.piles[deck - 1]
    if not pile:
        raise IllegalCommand(N_("Pile {deck} is empty; draw from another pile."), deck=deck)
    top, rest = pile[0], pile[1:]
    state = evolve(state, piles=replaced_at(state.piles, deck - 1, rest))
    who = ROLE_MSGIDS[seat]
    if isinstance(top, int):
        hands = with_hand(state, seat, add_to_hand(state.hands[seat], top))
        state = evolve(state, hands=hands, draws_left=state.draws_left - 1)
        drawn = Event(
            kind="draw",
            message=N_("The {who} drew a card from pile {deck}."),
            params={"who": who, "deck": deck},
            seat=seat,
            barrier=True,
            secret=N_("You drew card {card} from pile {deck}."),
            secret_to=seat,
            secret_params={"card": top},
            data={"deck": deck, "seat": seat},
        )
        return turns.settle_draw(state), [drawn]
    if top == PLACEHOLDER:
        return _draw_placeholder(state, seat, deck)
    drawn = Event(
        kind="draw",
        message=N_("The {who} drew an event card from pile {deck}."),
        params={"who": who, "deck": deck},
        seat=seat,
        barrier=True,
        data={"deck": deck, "seat": seat, "event": top},
    )
    state, more = events.resolve(state, top, seat)
    return _continue(state), [drawn, *more]


def _draw_placeholder(state: State, seat: int, deck: int) -> tuple[State, list[Event]]:
    """Catch-up: a placeholder calls for an event from the pile that fits the face-down count."""
    index = catchup_pile(board.face_down_count(state))
    state = evolve(state, discard=state.discard + (PLACEHOLDER,))
    drawn = Event(
        kind="event_drawn",
        message=N_("The {who} drew a placeholder from pile {deck}."),
        params={"who": ROLE_MSGIDS[seat], "deck": deck},
        seat=seat,
        barrier=True,
        data={"deck": deck, "seat": seat, "placeholder": True, "event_pile": index},
    )
    pile = state.event_piles[index] if index < len(state.event_piles) else ()
    if not pile:
        empty = Event(
            kind="event_resolved",
            message=N_("That event pile is empty, so nothing happens."),
            seat=seat,
            barrier=True,
            data={"event_pile": index},
        )
        return _continue(state), [drawn, empty]
    event_piles = list(state.event_piles)
    event_piles[index] = pile[1:]
    state = evolve(state, event_piles=tuple(event_piles))
    state, more = events.resolve(state, pile[0], seat)
    return _continue(state), [drawn, *more]


def _continue(state: State) -> State:
    if state.phase in (Phase.OVER, Phase.EVENT_CHOICE):
        return state
    return turns.settle_draw(state)


def apply_choose(state: State, command: ChooseDeck) -> tuple[State, list[Event]]:
    """The drawer's pile for a Dead Drop; then play picks up where the event interrupted it.

    Played in EVENT_CHOICE, whose one seat to act is the chooser.
    """
    assert state.choice is not None
    deck = check_deck(command.deck)
    if deck not in events.dead_drop_decks(state):
        raise IllegalCommand(N_("Pile {deck} holds no hideout card; choose another pile."), deck=deck)
    choice = state.choice
    state, out = events.take_dead_drop(state, deck)
    state = evolve(state, phase=choice.resume, choice=None)
    if choice.after_guess:
        state, more = turns.after_guess(state)
        return state, out + more
    return turns.settle_draw(state), out


def discovery_event(state: State) -> tuple[State, list[Event]]:
    """Discovery: after a hit the Fugitive draws and resolves the top event card, if any."""
    if not state.event_piles or not state.event_piles[0]:
        return state, []
    pile = state.event_piles[0]
    state = evolve(state, event_piles=(pile[1:],))
    return events.resolve(state, pile[0], FUGITIVE, after_guess=True)
