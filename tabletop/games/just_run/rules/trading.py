"""Why a trade is refused when the receiver cannot take the item (Trading): the player is told who
has no room for what, rather than the whole rule again."""

from __future__ import annotations

from tabletop.core.contract import IllegalCommand, seat_param
from tabletop.core.i18n import N_, Nn_
from tabletop.games.just_run.rules.cure import may_carry
from tabletop.games.just_run.rules.items import capacity, fits, stats, used_space
from tabletop.games.just_run.rules.state import Item, State


def receiver_refusal(state: State, to: int, item: Item) -> IllegalCommand | None:
    """The refusal when survivor ``to`` cannot take ``item`` (no space, or a second Antidote in
    Find the Cure), else None.  Names are params: the item as a msgid (``"@"``), the receiver as a
    seat, so each table shows them in its language and with the player's name."""
    receiver = state.survivors[to]
    kind = stats(item)
    if not fits(receiver, item):
        free = max(capacity(receiver) - used_space(receiver.items), 0)
        return IllegalCommand(
            Nn_(
                "{to} has no room for the {item}: it takes {count} space and {to} has {free} free.",
                "{to} has no room for the {item}: it takes {count} spaces and {to} has {free} free.",
            ),
            to=seat_param(to),
            item="@" + kind.name,
            count=kind.space,
            free=free,
        )
    if not may_carry(state, receiver, item):
        return IllegalCommand(
            N_("{to} already carries an Antidote: a survivor carries one at a time (Find the Cure)."),
            to=seat_param(to),
        )
    return None
