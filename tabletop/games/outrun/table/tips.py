"""What the mouse runner's special cards say when pointed at in their hand (the tray).

During a race only the interference cards explain themselves (``OutrunScene.tip_at``); the tray's
special cards are those cards' own: The long way and the Major shortcut wait after the eight
movement cards as a small picture with no word on it, so a newcomer pointing at one reads the
same rule its interference card reads (issue 20, game-night play-through).  The antidote is no
interference card and is named on the lane's infection note instead.  Nothing else in the tray
has a tip: the movement cards need none, and the map's rooms under the tray must not show theirs
over the runner's cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.i18n import translate
from tabletop.engine.tooltip import Tip
from tabletop.games.outrun.rules.content import LONG_WAY, MAJOR_SHORTCUT
from tabletop.games.outrun.rules.interference import KINDS, Kind
from tabletop.games.outrun.table import table_draw

#: a run's special card and the interference card that lets the runner lay it
SPECIAL_KINDS: dict[str, Kind] = {LONG_WAY: Kind.THE_LONG_WAY, MAJOR_SHORTCUT: Kind.MAJOR_SHORTCUT}


def tray_tip(places: Sequence[str | None], pos: tuple[int, int]) -> Tip | None:
    """The tip of the special card under ``pos`` in a tray holding ``places`` (None: none there)."""
    for card, rect in zip(places, table_draw.tray_parts(len(places)).places, strict=False):
        kind = SPECIAL_KINDS.get(card) if card is not None else None
        if kind is not None and rect.collidepoint(pos):
            info = KINDS[kind]
            return Tip(translate(info.name), translate(info.text), rect)
    return None
