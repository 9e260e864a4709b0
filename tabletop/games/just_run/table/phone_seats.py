"""Just Run's seats played on phones (issue 22), as the table needs them: which phone seats' links
are down now, so the frenzied scavenge (a timed phase everyone answers at once) waits for them
instead of spending their five minutes (rulebook, The Frenzied Method)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.phones.arrivals import Link

if TYPE_CHECKING:
    from tabletop.engine.phones.table_link import PhoneTable


def links_down(phones: PhoneTable) -> frozenset[int]:
    """The phone seats with no phone linked now (never joined, or lost): the game waits for them."""
    links = phones.server.links()
    return frozenset(seat for seat in phones.seats if links.get(seat) is not Link.JOINED)
