"""Placing hideouts: start one with a card, slide sprint cards under it, then finish it.

A new hideout must be higher than the last one and at most 3 higher (plus any Getaway Car
bonus) plus the sprint values of the cards under it.  Extra sprint cards are always allowed.
The helpers :func:`playable_cards` and :func:`max_reach` take a State or the Fugitive's view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.core.contract import Event, IllegalCommand
from tabletop.core.i18n import N_, Message, Nn_
from tabletop.core.rules_kit import is_whole, replaced_at
from tabletop.games.fugitive.rules import board, turns
from tabletop.games.fugitive.rules.cards import ESCAPE, SPRINT
from tabletop.games.fugitive.rules.commands import AddSprint, Done, Pass, PlaceHideout
from tabletop.games.fugitive.rules.sprint import can_sprint, normal_range, reachable, sprint_sum, still_needed
from tabletop.games.fugitive.rules.state import (
    FUGITIVE,
    Manhunt,
    Pending,
    Phase,
    State,
    evolve,
    remove_from_hand,
    with_hand,
)

if TYPE_CHECKING:
    from tabletop.games.fugitive.rules.view_types import FugitiveView

#: the manhunt may follow the 42 only while no hideout above this number is face up
MANHUNT_LIMIT = 29
#: hideouts the Fugitive may place on his first turn
FIRST_TURN_MAX = 2


def _inputs(source: State | FugitiveView) -> tuple[tuple[int, ...], int, int, bool, bool]:
    """Hand, previous hideout, range bonus, no-sprint flag, placement-in-progress flag."""
    if isinstance(source, State):
        return (
            source.hands[FUGITIVE],
            board.last_card(source),
            source.effects.range_bonus,
            source.effects.no_sprint,
            source.pending is not None,
        )
    previous = source["hideouts"][-1]["card"]
    if previous is None or source.get("seat") != FUGITIVE:
        raise ValueError("playable cards need the Fugitive's view")
    effects = source.get("effects")
    return (
        tuple(source["hand"]),
        previous,
        effects["range_bonus"] if effects else 0,
        effects["no_sprint"] if effects else False,
        source.get("pending") is not None,
    )


def playable_cards(source: State | FugitiveView) -> list[int]:
    """Hand cards that could become the next hideout, counting the sprint cards still in hand.

    Empty while a placement is in progress.  Accepts the state or the Fugitive's view.
    """
    hand, previous, bonus, no_sprint, pending = _inputs(source)
    if pending:
        return []
    limit = previous + normal_range(bonus)
    total = 0 if no_sprint else sprint_sum(c for c in hand if c != ESCAPE)
    # a card cannot sprint for itself, so its own sprint value comes off the total
    return [c for c in hand if previous < c <= limit + (0 if no_sprint else total - SPRINT.get(c, 0))]


def max_reach(source: State | FugitiveView) -> int:
    """The highest number the next hideout could have if every sprint card in hand were used.

    An upper bound for the UI's "you can reach up to" hint; while a placement is in progress it
    counts the sprint cards already under it too.
    """
    hand, previous, bonus, no_sprint, _ = _inputs(source)
    power = 0 if no_sprint else sprint_sum(c for c in hand if c != ESCAPE)
    if isinstance(source, State) and source.pending is not None:
        power += sprint_sum(source.pending.sprints)
    elif not isinstance(source, State) and (pending := source.get("pending")) is not None:
        power += sprint_sum(pending["sprint_cards"] or [])
    return previous + normal_range(bonus) + power


def needed(state: State) -> int:
    """Sprint value still missing for the placement in progress."""
    assert state.pending is not None
    return still_needed(
        board.last_card(state), state.pending.card, state.pending.sprints, state.effects.range_bonus
    )


def _card(value: object) -> int:
    if is_whole(value):
        return value
    raise IllegalCommand(N_("A card must be a whole number."))


def apply_hideout(state: State, command: PlaceHideout) -> tuple[State, list[Event]]:
    """Start a hideout (FUGITIVE_FIRST or FUGITIVE_PLACE): the card leaves the hand, sprints may follow."""
    card = _card(command.card)
    hand = state.hands[FUGITIVE]
    if card not in hand:
        raise IllegalCommand(
            N_("Card {card} is not in your hand."),
            about=N_("Card {card} is not in the Fugitive's hand."),
            card=card,
        )
    previous = board.last_card(state)
    if card <= previous:
        raise IllegalCommand(
            N_("A new hideout must be higher than the last one ({previous})."), previous=previous
        )
    others = [c for c in hand if c != card]
    if not reachable(previous, card, others, state.effects.range_bonus, state.effects.no_sprint):
        if state.effects.no_sprint:
            raise IllegalCommand(
                N_("Card {card} is too far from {previous}, and the Roadblock forbids sprinting."),
                card=card,
                previous=previous,
            )
        raise IllegalCommand(
            N_("Card {card} is out of reach from {previous}, even with every sprint card in your hand."),
            about=N_(
                "Card {card} is out of reach from {previous}, "
                "even with every sprint card in the Fugitive's hand."
            ),
            card=card,
            previous=previous,
        )
    state = evolve(
        state,
        phase=Phase.PLACING,
        pending=Pending(card=card),
        hands=with_hand(state, FUGITIVE, remove_from_hand(hand, card)),
    )
    event = Event(
        kind="hideout_started",
        message=N_("The Fugitive started a new hideout."),
        seat=FUGITIVE,
        secret=N_("You started hideout {card}."),
        secret_to=FUGITIVE,
        secret_params={"card": card},
        data={"position": len(state.row)},
    )
    return state, [event]


def apply_sprint(state: State, command: AddSprint) -> tuple[State, list[Event]]:
    """Slide a sprint card under the hideout being placed (PLACING)."""
    assert state.pending is not None
    if state.effects.no_sprint:
        raise IllegalCommand(N_("The Roadblock forbids sprint cards this turn."))
    card = _card(command.card)
    hand = state.hands[FUGITIVE]
    if card not in hand:
        raise IllegalCommand(
            N_("Card {card} is not in your hand."),
            about=N_("Card {card} is not in the Fugitive's hand."),
            card=card,
        )
    if not can_sprint(card):
        raise IllegalCommand(N_("Card {card} cannot be used to sprint."), card=card)
    pending = replace(state.pending, sprints=state.pending.sprints + (card,))
    state = evolve(state, pending=pending, hands=with_hand(state, FUGITIVE, remove_from_hand(hand, card)))
    event = Event(
        kind="sprint_added",
        message=N_("The Fugitive added a sprint card."),
        seat=FUGITIVE,
        secret=N_("You added card {card} as a sprint card."),
        secret_to=FUGITIVE,
        secret_params={"card": card},
        data={"position": len(state.row), "sprints": len(pending.sprints)},
    )
    return state, [event]


def apply_done(state: State, command: Done) -> tuple[State, list[Event]]:
    """End the first turn (FUGITIVE_FIRST) or finish the hideout being placed (PLACING)."""
    if state.phase is Phase.FUGITIVE_FIRST:
        if state.placed_this_turn == 0:
            raise IllegalCommand(
                N_("Place at least one hideout on your first turn."),
                about=N_("The Fugitive must place at least one hideout on his first turn."),
            )
        ended = Event(kind="turn_ended", message=N_("The Fugitive ended his first turn."), seat=FUGITIVE)
        state, more = turns.end_fugitive_turn(state)
        return state, [ended, *more]
    missing = needed(state)
    if missing > 0:
        raise IllegalCommand(
            Nn_(
                "This hideout needs {missing} more sprint point to reach it.",
                "This hideout needs {missing} more sprint points to reach it.",
                count="missing",
            ),
            missing=missing,
        )
    return _place(state)


def _place(state: State) -> tuple[State, list[Event]]:
    assert state.pending is not None
    pending = state.pending
    highest_before = board.revealed_max(state)
    hideout = board.new_hideout(pending.card, pending.sprints, state.turn, state.effects.range_bonus)
    state = evolve(
        state, row=state.row + (hideout,), pending=None, placed_this_turn=state.placed_this_turn + 1
    )
    public_card = pending.card if pending.card == ESCAPE else None
    public: Message
    secret: Message
    if pending.sprints:
        public = Nn_(
            "The Fugitive placed a hideout with {count} sprint card.",
            "The Fugitive placed a hideout with {count} sprint cards.",
        )
        secret = Nn_(
            "You placed hideout {card} with sprint card {sprints}.",
            "You placed hideout {card} with sprint cards {sprints}.",
        )
    else:
        public = N_("The Fugitive placed a hideout with no sprint cards.")
        secret = N_("You placed hideout {card}.")
    placed = Event(
        kind="hideout_placed",
        message=public,
        params={"count": len(pending.sprints)},
        seat=FUGITIVE,
        secret=secret,
        secret_to=FUGITIVE,
        secret_params={"card": pending.card, "sprints": ", ".join(str(c) for c in pending.sprints)},
        data={"position": len(state.row) - 1, "sprints": len(pending.sprints), "card": public_card},
    )
    if pending.card == ESCAPE:
        return _escape(state, highest_before, placed)
    if turns.is_first_fugitive_turn(state):
        if state.placed_this_turn >= FIRST_TURN_MAX:
            state, more = turns.end_fugitive_turn(state)
            return state, [placed, *more]
        return evolve(state, phase=Phase.FUGITIVE_FIRST), [placed]
    if state.effects.extra_action[FUGITIVE]:
        extra = replaced_at(state.effects.extra_action, FUGITIVE, False)
        effects = replace(state.effects, extra_action=extra)
        return evolve(state, phase=Phase.FUGITIVE_PLACE, effects=effects), [placed]
    state, more = turns.end_fugitive_turn(state)
    return state, [placed, *more]


def _escape(state: State, highest_before: int, placed: Event) -> tuple[State, list[Event]]:
    """The 42 is down: the Fugitive escapes unless the Marshal may still start a manhunt."""
    if highest_before <= MANHUNT_LIMIT and board.face_down_count(state) > 0:
        state = evolve(state, phase=Phase.MANHUNT_OFFER, manhunt=Manhunt.OFFERED)
        offer = Event(
            kind="manhunt_offered",
            message=N_("The Fugitive played the 42! The Marshal may start a manhunt."),
            seat=FUGITIVE,
            barrier=True,
            data={"revealed_max": highest_before},
        )
        return state, [placed, offer]
    state, over = board.escaped(state)
    return state, [placed, over]


def apply_pass(state: State, command: Pass) -> tuple[State, list[Event]]:
    """Place no (more) hideouts this turn (FUGITIVE_PLACE)."""
    if state.placed_this_turn:
        passed = Event(
            kind="pass", message=N_("The Fugitive placed no more hideouts this turn."), seat=FUGITIVE
        )
    else:
        passed = Event(kind="pass", message=N_("The Fugitive placed no hideout this turn."), seat=FUGITIVE)
    state, more = turns.end_fugitive_turn(state)
    return state, [passed, *more]
