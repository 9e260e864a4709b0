"""What one seat may see, as plain JSON-able data, and its type (:class:`FugitiveView`).

The view is a plain dict at run time (saves, replays and comparisons see JSON); the TypedDicts
(declared in ``view_types``, exported here too) let mypy check every key the table, the bots, the
deduction and the benchmark read.
"""

from __future__ import annotations

from tabletop.games.fugitive.rules import board, events, placement
from tabletop.games.fugitive.rules.cards import SPRINT
from tabletop.games.fugitive.rules.events import EVENTS_BY_ID
from tabletop.games.fugitive.rules.flow import to_act
from tabletop.games.fugitive.rules.outcome import outcome
from tabletop.games.fugitive.rules.state import FUGITIVE, MARSHAL, Hideout, Phase, State
from tabletop.games.fugitive.rules.view_types import (
    ClueView as ClueView,
)
from tabletop.games.fugitive.rules.view_types import (
    EffectsView as EffectsView,
)
from tabletop.games.fugitive.rules.view_types import (
    EventChoiceView as EventChoiceView,
)
from tabletop.games.fugitive.rules.view_types import (
    FugitiveView as FugitiveView,
)
from tabletop.games.fugitive.rules.view_types import (
    GuessView as GuessView,
)

# the view's types live apart, so the rules that read a view (placement) need not import this module
from tabletop.games.fugitive.rules.view_types import (
    HideoutView as HideoutView,
)
from tabletop.games.fugitive.rules.view_types import (
    LastEventView as LastEventView,
)
from tabletop.games.fugitive.rules.view_types import (
    OutcomeView as OutcomeView,
)
from tabletop.games.fugitive.rules.view_types import (
    PendingView as PendingView,
)

_SPRINT_TABLE: dict[str, int] = {str(card): value for card, value in SPRINT.items()}


def view(state: State, seat: int | None) -> FugitiveView:
    """The game as ``seat`` (0 Fugitive, 1 Marshal, None: a spectator / the table) may see it.

    Keys (all values JSON-able; card numbers are ints):

    * ``"seat"``: the viewer (0, 1 or None).
    * ``"to_act"``: list of seats expected to act now.
    * ``"phase"``: one of "fugitive_first", "fugitive_draw", "fugitive_place", "placing",
      "marshal_draw", "marshal_guess", "manhunt_offer", "manhunt", "event_choice", "over".
    * ``"turn"``: turn counter; 1 is the Fugitive's first turn, 2 the Marshal's first, odd turns
      are the Fugitive's, even ones the Marshal's.
    * ``"variant"``: "none", "random", "discovery", "helpful" or "catchup";
      ``"helpful_for"``: 0 or 1 (the seat Helpful events help; meaningful only for "helpful").
    * ``"hand"``: the viewer's own cards, sorted ints ([] for None).
    * ``"hand_counts"``: {"0": n, "1": n}.
    * ``"marshal_hand"``: the Marshal's cards, only in the Marshal's own view; None otherwise
      (her hand is private: the Fugitive sees only its size).
    * ``"hideouts"``: the centre row from card 0 (position 0) left to right, each
      {"card": int | None, "revealed": bool, "sprints": int, "sprint_cards": list[int] | None,
      "turn": int, "range_bonus": int} (the turn it was placed on, and any extra normal range a
      Getaway Car gave it: both public, the Marshal watched it go down).
      ``card`` is None where the viewer may not see it (face down, and not the Fugitive);
      ``sprints`` (how many sprint cards lie under it) is always public; ``sprint_cards`` is
      None unless the viewer may see them.  The Fugitive sees all of his cards.  The 42 is
      played face up (its sprint cards stay hidden).  Once the game is over every card is
      shown to everybody (``revealed`` still tells which were found).
    * ``"pending"``: None, or the hideout being placed:
      {"card": int | None, "sprints": int, "sprint_cards": list[int] | None, "needed": int | None}
      where ``needed`` is the sprint value still missing (0 when "done" is legal); the card,
      sprint cards and needed are None except for the Fugitive.
    * ``"placed_this_turn"``: hideouts finished this turn.
    * ``"decks"``: [n1, n2, n3] cards left in draw piles 1, 2, 3 (event cards included).
    * ``"special_in_decks"``: [n1, n2, n3] how many of those are event or placeholder cards (public:
      everyone knows how many were shuffled in and which have come out).
    * ``"draws_left"``: cards still to draw in the current draw step.
    * ``"guesses"``: history, each {"numbers": [int], "hit": bool, "turn": int, "manhunt": bool}.
    * ``"revealed_max"``: the highest face-up hideout number (0 at the start).
    * ``"face_down"``: how many hideouts are face down.
    * ``"manhunt"``: "none", "offered", "active", "declined", "caught" or "escaped".
    * ``"event_piles"``: card counts of the event piles (Discovery: [n]; Catch-up: [helping the
      Fugitive, neutral, helping the Marshal]; otherwise []).
    * ``"last_event"``: None or {"id", "name", "text", "helps", "drawer", "turn"} (name and text
      are msgids; helps is "fugitive", "marshal" or "drawer").
    * ``"event_choice"``: None or {"event": id, "seat": chooser, "decks": [legal piles]}.
    * ``"effects"``: lasting event effects: {"marshal_skips_draw": bool, "single_guess_only": bool,
      "range_bonus": int, "no_sprint": bool, "extra_action": [bool, bool], "bonus_draws": [int, int]}.
    * ``"clues"``: Informant results, each {"turn", "low", "high", "count"} (face-down hideouts
      counted in low..high at that time).
    * ``"sprint_table"``: {"1": 1, "2": 2, ...} sprint value of every card 1-41 (0 and 42 have none).
    * ``"playable"`` and ``"max_reach"``: for the Fugitive only (else [] and None): the hand cards
      that could be the next hideout, and the highest number reachable with every sprint card.
    * ``"outcome"``: None, or {"winners": [seat], "reason": msgid} once the game is over.
    """
    over = state.phase is Phase.OVER
    sees_all = seat == FUGITIVE or over
    own_hand = list(state.hands[seat]) if seat in (FUGITIVE, MARSHAL) else []
    pending: PendingView | None = None
    if state.pending is not None:
        mine = seat == FUGITIVE
        pending = {
            "card": state.pending.card if mine else None,
            "sprints": len(state.pending.sprints),
            "sprint_cards": list(state.pending.sprints) if mine else None,
            "needed": placement.needed(state) if mine else None,
        }
    last = state.last_event
    last_event: LastEventView | None = None
    if last is not None:
        card = EVENTS_BY_ID[last.event]
        last_event = {
            "id": card.id,
            "name": card.name,
            "text": card.text,
            "helps": card.helps.value,
            "drawer": last.drawer,
            "turn": last.turn,
        }
    choice: EventChoiceView | None = None
    if state.choice is not None:
        choice = {
            "event": state.choice.event,
            "seat": state.choice.seat,
            "decks": events.dead_drop_decks(state),
        }
    result = outcome(state)
    fx = state.effects
    fugitive_view = seat == FUGITIVE
    return {
        "seat": seat,
        "to_act": list(to_act(state)),
        "phase": state.phase.value,
        "turn": state.turn,
        "variant": state.variant.value,
        "helpful_for": state.helpful_for,
        "hand": own_hand,
        "hand_counts": {"0": len(state.hands[FUGITIVE]), "1": len(state.hands[MARSHAL])},
        "marshal_hand": list(state.hands[MARSHAL]) if seat == MARSHAL else None,
        "hideouts": [_hideout(h, sees_all) for h in state.row],
        "pending": pending,
        "placed_this_turn": state.placed_this_turn,
        "decks": [len(p) for p in state.piles],
        "special_in_decks": [sum(1 for item in p if not isinstance(item, int)) for p in state.piles],
        "draws_left": state.draws_left,
        "guesses": [
            {"numbers": list(g.numbers), "hit": g.hit, "turn": g.turn, "manhunt": g.manhunt}
            for g in state.guesses
        ],
        "revealed_max": board.revealed_max(state),
        "face_down": board.face_down_count(state),
        "manhunt": state.manhunt.value,
        "event_piles": [len(p) for p in state.event_piles],
        "last_event": last_event,
        "event_choice": choice,
        "effects": {
            "marshal_skips_draw": fx.marshal_skips_draw,
            "single_guess_only": fx.single_guess_only,
            "range_bonus": fx.range_bonus,
            "no_sprint": fx.no_sprint,
            "extra_action": list(fx.extra_action),
            "bonus_draws": list(fx.bonus_draws),
        },
        "clues": [{"turn": c.turn, "low": c.low, "high": c.high, "count": c.count} for c in state.clues],
        "sprint_table": dict(_SPRINT_TABLE),
        "playable": placement.playable_cards(state) if fugitive_view else [],
        "max_reach": placement.max_reach(state) if fugitive_view else None,
        "outcome": None if result is None else {"winners": list(result.winners), "reason": result.reason},
    }


def _hideout(hideout: Hideout, sees_all: bool) -> HideoutView:
    show_card = sees_all or hideout.revealed
    show_sprints = sees_all or hideout.sprints_revealed
    return {
        "card": hideout.card if show_card else None,
        "revealed": hideout.revealed,
        "sprints": len(hideout.sprints),
        "sprint_cards": list(hideout.sprints) if show_sprints else None,
        "turn": hideout.turn,
        "range_bonus": hideout.range_bonus,
    }
