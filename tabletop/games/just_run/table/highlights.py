"""What glows on the board now: pure functions from the legal commands to :class:`Highlights`.

Apart from the scene so the rule "only what the rules allow glows" reads in one place: the moves
and doors of a turn, the start rooms, the rescuee's rooms and doors, a held event card's targets
or a held item's throw targets.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.contract import Command
from tabletop.games.just_run.rules.commands import (
    FireBarricade,
    IgniteBarricade,
    PlayEvent,
    RescueeCheck,
    RescueeMove,
    Start,
)
from tabletop.games.just_run.table.board_view import Highlights, legal_highlights
from tabletop.games.just_run.table.gestures import throw_targets

RoomKey = tuple[int, int]
Arrows = tuple[tuple[RoomKey, RoomKey], ...]


def barricade_doors(legal: Sequence[Command]) -> frozenset[tuple[int, int, str]]:
    """The barricades of the room that Whiskey may be poured on or that may be set alight glow
    too (a click opens their door menu)."""
    return frozenset((c.row, c.col, c.side) for c in legal if isinstance(c, (FireBarricade, IgniteBarricade)))


def event_highlights(
    plays: Sequence[PlayEvent], arrows: Arrows, acting: int | None, hovered: RoomKey | None
) -> Highlights:
    """A held kept event card: the rooms and doors it can be played on glow instead of the moves."""
    rooms = frozenset(
        (c.row, c.col) for c in plays if c.row is not None and c.col is not None and c.side is None
    )
    doors = frozenset(
        (c.row, c.col, c.side) for c in plays if c.row is not None and c.col is not None and c.side
    )
    return Highlights(rooms=rooms, doors=doors, arrows=arrows, acting=acting, hovered=hovered)


def rescuee_highlights(legal: Sequence[Command], arrows: Arrows, hovered: RoomKey | None) -> Highlights:
    """The rescuee's turn: the rooms they may move into and the doors they may check glow."""
    rooms = frozenset((c.row, c.col) for c in legal if isinstance(c, RescueeMove))
    doors = frozenset((c.row, c.col, c.side) for c in legal if isinstance(c, RescueeCheck))
    return Highlights(rooms=rooms, doors=doors, arrows=arrows, hovered=hovered, rescuee=True)


def board_highlights(
    phase: str,
    legal: Sequence[Command],
    current: int | None,
    arrows: Arrows,
    hovered: RoomKey | None,
    event_plays: Sequence[PlayEvent] | None = None,
    throw_item: int | None = None,
) -> Highlights:
    """What glows: a held event card's targets (``event_plays``), else a held item's throw
    targets, else the start rooms, the rescuee's moves or the turn's legal moves and doors."""
    if event_plays is not None:
        return event_highlights(event_plays, arrows, current, hovered)
    if throw_item is not None:
        return Highlights(
            rooms=frozenset(throw_targets(legal, throw_item)), arrows=arrows, acting=current, hovered=hovered
        )
    if phase == "start":
        rooms = frozenset((0, c.col) for c in legal if isinstance(c, Start))
        return Highlights(rooms=rooms, acting=current, hovered=hovered)
    if phase == "rescuee":
        return rescuee_highlights(legal, arrows, hovered)
    lit = legal_highlights(legal, current)
    doors = lit.doors | barricade_doors(legal)
    return Highlights(rooms=lit.rooms, doors=doors, arrows=arrows, acting=current, hovered=hovered)
