"""Building the events ``apply`` returns: one helper so every event has a kind, a message and data.

Names of heroes, villains and cards are msgids; they go into ``params`` with a leading ``@`` so the
log translates them too (see ``Event.text_for``).
"""

from __future__ import annotations

from typing import Any

from tabletop.core.contract import Event
from tabletop.core.i18n import Message
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND, EVENTS_BY_ID, HEROES_BY_ID, VILLAINS
from tabletop.games.outnumbered.rules.state import State


def event(
    kind: str,
    message: Message,
    params: dict[str, Any] | None = None,
    data: dict[str, Any] | None = None,
    seat: int | None = None,
    barrier: bool = False,
) -> Event:
    """One event; ``data`` defaults to the params, which are already plain JSON values."""
    return Event(
        kind=kind,
        message=message,
        params=params or {},
        seat=seat,
        barrier=barrier,
        data=data if data is not None else {},
    )


def hero_param(state: State, seat: int) -> str:
    """The seat's hero name for a message (``@`` marks a msgid), or the seat number before choosing."""
    hero = state.heroes[seat] if 0 <= seat < len(state.heroes) else None
    if hero is None:
        return f"{seat + 1}"
    return "@" + HEROES_BY_ID[hero].name


def villain_param(villain_id: str) -> str:
    return "@" + VILLAINS[villain_id].name


def card_param(kind: str) -> str:
    return "@" + BONUS_BY_KIND[kind].name


def event_card_param(event_id: str) -> str:
    return "@" + EVENTS_BY_ID[event_id].name
