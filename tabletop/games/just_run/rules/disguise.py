"""The Vile Disguise (Special Combinations): Rags and a dead zombie token.

Made by combining Rags with one of the survivor's dead zombie tokens; put on with an action; it
then carries 3 tokens, one taken off at the start of each of the wearer's next 3 turns, and it
falls apart at the start of a turn with none left.  While it is worn zombies ignore the wearer:
they do not target, attack or make attacks of opportunity against them as long as the wearer only
moves, flees, checks doors or does nothing; any other normal action throws the disguise away
before the attacks of opportunity are resolved.  A survivor never holds dead zombie tokens and a
Vile Disguise at once.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import N_
from tabletop.games.just_run.rules.items import without
from tabletop.games.just_run.rules.state import Item, State, Survivor, evolve, with_survivor

#: the tokens a Vile Disguise carries when put on
DISGUISE_TOKENS = 3


def worn_disguise(survivor: Survivor) -> Item | None:
    return next((i for i in survivor.items if i.disguise and i.worn), None)


def is_disguised(survivor: Survivor) -> bool:
    """Zombies ignore this survivor (targeting, attacks, attacks of opportunity)."""
    return survivor.in_building and worn_disguise(survivor) is not None


def holds_disguise(survivor: Survivor) -> bool:
    return any(i.disguise for i in survivor.items)


def spend_zombie_token(state: State, seat: int) -> State:
    """Spend one of ``seat``'s dead zombie tokens on a Vile Disguise.

    The one place a token is spent, so scenario rules (Extermination) can hook in here.  By the
    Vile Disguise's own rule a survivor never holds tokens and a disguise at once, so the other
    collected tokens are discarded too.
    """
    survivor = state.survivors[seat]
    assert survivor.zombie_tokens > 0
    return with_survivor(state, seat, replace(survivor, zombie_tokens=0))


def discard(state: State, seat: int, item: Item) -> State:
    survivor = state.survivors[seat]
    state = with_survivor(state, seat, replace(survivor, items=without(survivor.items, item)))
    return evolve(state, discarded=state.discarded + item.cards)


def after_action(state: State, seat: int, keeps: bool) -> tuple[State, list[Event]]:
    """After a normal action: anything but moving, checking a door or doing nothing throws a worn
    disguise away (before the attacks of opportunity)."""
    survivor = state.survivors[seat]
    worn = worn_disguise(survivor)
    if keeps or worn is None:
        return state, []
    return discard(state, seat, worn), [
        Event(
            "disguise_dropped",
            N_("{seat} throws off the Vile Disguise."),
            {"seat": seat_param(seat)},
            seat=seat,
            data={"seat": seat, "item": worn.id},
        )
    ]


def tick(state: State, seat: int) -> tuple[State, list[Event]]:
    """The start of ``seat``'s turn: a token comes off the worn disguise; with none left it falls
    apart."""
    survivor = state.survivors[seat]
    worn = worn_disguise(survivor)
    if worn is None:
        return state, []
    if worn.disguise_tokens == 0:
        return discard(state, seat, worn), [
            Event(
                "disguise_worn_off",
                N_("{seat}'s Vile Disguise falls apart."),
                {"seat": seat_param(seat)},
                seat=seat,
                data={"seat": seat, "item": worn.id},
            )
        ]
    left = worn.disguise_tokens - 1
    items = tuple(replace(i, disguise_tokens=left) if i == worn else i for i in survivor.items)
    state = with_survivor(state, seat, replace(survivor, items=items))
    return state, [
        Event(
            "disguise_token",
            N_("A token comes off {seat}'s Vile Disguise: {count} left."),
            {"seat": seat_param(seat), "count": left},
            seat=seat,
            data={"seat": seat, "item": worn.id, "tokens": left},
        )
    ]
