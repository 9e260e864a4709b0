"""The scavenge phase, calm method (rulebook, Scavenge Phase): pick a card from the hand in front of
you, pass the rest to the left, until every card is taken; then combine and discard until your
gear fits your inventory.  No trading in this phase.  Then each survivor steps into a start room.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Command, Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole
from tabletop.games.just_run.rules.commands import Combine, Discard, EndTurn, Pick, Start
from tabletop.games.just_run.rules.content import BOARD_WIDTH
from tabletop.games.just_run.rules.items import capacity, combined, find, new_item, stats, used_space, without
from tabletop.games.just_run.rules.state import Phase, State, evolve, with_survivor


def drafting(state: State) -> tuple[int, ...]:
    return tuple(s for s, survivor in enumerate(state.survivors) if survivor.hand and not survivor.picked)


def gearing(state: State) -> tuple[int, ...]:
    return tuple(s for s, survivor in enumerate(state.survivors) if not survivor.ready)


def pick(state: State, command: Pick) -> tuple[State, list[Event]]:
    seat = command.seat
    survivor = state.survivors[seat]
    if not is_whole(command.card) or command.card not in survivor.hand:
        raise IllegalCommand(N_("That card is not in the hand in front of you."))
    hand = tuple(c for c in survivor.hand if c != command.card)
    item = new_item(command.card)
    state = with_survivor(
        state, seat, replace(survivor, hand=hand, picked=True, items=survivor.items + (item,))
    )
    events = [
        Event(
            "picked",
            N_("{seat} picks a card."),
            {"seat": seat_param(seat)},
            seat=seat,
            secret=N_("You pick the {item}."),
            secret_to=seat,
            secret_params={"item": stats(item).name},
        )
    ]
    if drafting(state):
        return state, events
    # everyone has picked: pass the hands to the left
    n = state.players
    hands = [s.hand for s in state.survivors]
    survivors = tuple(
        replace(s, hand=hands[(i - 1) % n], picked=False) for i, s in enumerate(state.survivors)
    )
    state = evolve(state, survivors=survivors)
    if any(s.hand for s in survivors):
        # each survivor now sees a hand they could not see before: no picking again after it
        return state, [*events, Event("passed", N_("The hands pass to the left."), barrier=True)]
    state = evolve(state, phase=Phase.GEAR_UP)
    return state, [
        *events,
        Event("scavenged", N_("Every card is taken: combine and discard down to your inventory.")),
    ]


def combine_items(state: State, command: Combine) -> tuple[State, list[Event]]:
    """Combine two of the seat's items (All About Cards, Combining Item Cards)."""
    seat = command.seat
    survivor = state.survivors[seat]
    first, second = find(survivor, command.item), find(survivor, command.other)
    if first is None or second is None or first is second:
        raise IllegalCommand(N_("Combine two different items of your own."))
    made = combined(first, second)
    if made is None:
        raise IllegalCommand(N_("These two items do not combine: their borders do not match."))
    items = without(without(survivor.items, first), second) + (made,)
    state = with_survivor(state, seat, replace(survivor, items=items))
    return state, [
        Event(
            "combined",
            N_("{seat} combines the {a} and the {b} into a {made}."),
            {
                "seat": seat_param(seat),
                "a": stats(first).name,
                "b": stats(second).name,
                "made": stats(made).name,
            },
            seat=seat,
            data={"seat": seat, "item": made.id, "cards": list(made.cards)},
        )
    ]


def discard_gear(state: State, command: Discard) -> tuple[State, list[Event]]:
    seat = command.seat
    survivor = state.survivors[seat]
    item = find(survivor, command.item)
    if item is None:
        raise IllegalCommand(N_("You have no such item."))
    state = with_survivor(state, seat, replace(survivor, items=without(survivor.items, item)))
    state = evolve(state, discarded=state.discarded + item.cards)
    return state, [
        Event(
            "discarded",
            N_("{seat} discards the {item}."),
            {"seat": seat_param(seat), "item": stats(item).name},
            seat=seat,
            data={"seat": seat, "item": item.id},
        )
    ]


def ready(state: State, command: EndTurn) -> tuple[State, list[Event]]:
    seat = command.seat
    survivor = state.survivors[seat]
    if used_space(survivor.items) > capacity(survivor):
        raise IllegalCommand(
            N_("Your gear takes {used} spaces and you can carry {limit}: combine or discard first."),
            used=used_space(survivor.items),
            limit=capacity(survivor),
        )
    state = with_survivor(state, seat, replace(survivor, ready=True))
    events = [Event("ready", N_("{seat} is ready."), {"seat": seat_param(seat)}, seat=seat)]
    if gearing(state):
        return state, events
    state = evolve(state, phase=Phase.START, current=state.first_player)
    return state, [*events, Event("escape_begins", N_("Into the building: choose your start rooms."))]


def gear_commands(state: State, seat: int) -> list[Command]:
    survivor = state.survivors[seat]
    out: list[Command] = []
    items = survivor.items
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            if combined(a, b) is not None:
                out.append(Combine(seat, a.id, b.id))
    out += [Discard(seat, item.id) for item in items]
    if used_space(items) <= capacity(survivor):
        out.append(EndTurn(seat))
    return out


def start(state: State, command: Start) -> tuple[State, list[Event]]:
    """Each survivor, the first player first and then to the left, steps into a start room."""
    seat = command.seat
    if not is_whole(command.col) or not 0 <= command.col < BOARD_WIDTH:
        raise IllegalCommand(N_("Choose one of the five start rooms."))
    state = with_survivor(state, seat, replace(state.survivors[seat], room=(0, command.col)))
    events = [
        Event(
            "started",
            N_("{seat} steps into the building."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "row": 0, "col": command.col},
        )
    ]
    for k in range(1, state.players + 1):
        nxt = (seat + k) % state.players
        if state.survivors[nxt].room is None:
            return evolve(state, current=nxt), events
    state = evolve(
        state,
        phase=Phase.TURN,
        current=state.first_player,
        actions_left=state.actions_per_turn,
        turns_taken=(),
    )
    return state, [*events, Event("round", N_("Round {round} begins."), {"round": state.round})]
