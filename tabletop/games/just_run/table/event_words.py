"""The rules' events in the player's words.

The rules name items, rooms and event cards in their params in English (the rules package knows
no languages); every line the table makes from an event (the log, the board's beats, the
narration) reads it through :func:`event_line`, which shows each such name in the current
language.  One place, so a new event with a name param needs only its param listed here.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from tabletop.core.contract import SEAT_MARK, Event, IllegalCommand
from tabletop.core.i18n import N_, Nn_, _
from tabletop.games.just_run.table.board_words import room_name
from tabletop.games.just_run.table.item_cards import item_name
from tabletop.games.just_run.table.zombie_beats import join_names

#: params that name an item (in any event)
ITEM_PARAMS = frozenset({"item", "a", "b", "made", "kit", "back"})
#: the event kinds whose ``name`` param is a room tile's name
ROOM_KINDS = frozenset({"room_placed", "tile_discarded", "exit_turned", "spawned"})
#: the event kinds whose ``name`` param is a search-deck event card's name
EVENT_CARD_KINDS = frozenset({"event", "optional_event", "event_played"})

#: the zombie events whose ``seat`` param names one survivor of the room the zombies go for: the
#: line names every survivor there (``data["seats"]``), as the zombie turn's narration does
ROOM_OF_SURVIVORS_KINDS = frozenset({"zombies_move", "zombies_wait"})

#: the search deck's event cards by their English names (``rules.content.EVENT_CARDS``)
EVENT_CARD_NAMES: dict[str, str] = {
    "Ambush!": N_("Ambush!"),
    "Something Moved": N_("Something Moved"),
    "The Ceiling Gives": N_("The Ceiling Gives"),
    "A Scream Carries": N_("A Scream Carries"),
    "Second Wind": N_("Second Wind"),
    "Adrenaline": N_("Adrenaline"),
    "Slam the Door": N_("Slam the Door"),
    "Distant Crash": N_("Distant Crash"),
    "Crawlspace": N_("Crawlspace"),
    "Air Duct": N_("Air Duct"),
}


def event_card_name(name: str) -> str:
    """An event card's name in the current language (an unknown name as it is)."""
    return _(EVENT_CARD_NAMES[name]) if name in EVENT_CARD_NAMES else name


def local_params(kind: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """``params`` with every item, room and event card name in the current language."""
    out = dict(params)
    for key, value in params.items():
        if not isinstance(value, str):
            continue
        if key in ITEM_PARAMS:
            out[key] = item_name(value)
        elif key == "name" and kind in ROOM_KINDS:
            out[key] = room_name(value)
        elif key == "name" and kind in EVENT_CARD_KINDS:
            out[key] = event_card_name(value)
    return out


def localized(event: Event) -> Event:
    """The event with its names in the current language (for making text only: the params of
    the rules' own event stay English)."""
    return replace(
        event,
        params=local_params(event.kind, event.params),
        secret_params=local_params(event.kind, event.secret_params),
    )


def event_line(event: Event, viewer: int | None, names: Sequence[str] | None) -> str:
    """The line ``viewer`` may read about ``event``, names and all in the current language."""
    return every_survivor(localized(event), names).text_for(viewer, names=names)


#: one line for a run of one survivor's "does nothing" (ending a turn with actions left)
WAITED_RUN = Nn_("{seat} does nothing with {count} action.", "{seat} does nothing with {count} actions.")


def log_lines(
    events: Sequence[Event],
    viewer: int | None,
    names: Sequence[str] | None,
    word: Callable[[Event, int | None], str] | None = None,
) -> list[str]:
    """The log's lines for ``events``, one per event (the beats highlight a line by its event's
    index).  Ending a turn early does nothing once per action left: such a run of one survivor's
    "does nothing" reads as one line on its last event, the others empty (the log gives an empty
    line no row).  The rules' events stay as they are, so old saves read the same way.  ``word``
    words one event (the table's, which words each event once); :func:`event_line` by default."""
    if word is None:
        word = functools.partial(event_line, names=names)
    lines: list[str] = []
    index = 0
    while index < len(events):
        run = _waited_run(events, index)
        last = events[index + run - 1]
        if run > 1:
            lines.extend([""] * (run - 1))
            lines.append(
                event_line(
                    replace(last, message=WAITED_RUN, params={**last.params, "count": run}), viewer, names
                )
            )
        else:
            lines.append(word(last, viewer))
        index += run
    return lines


def _waited_run(events: Sequence[Event], index: int) -> int:
    """How many "does nothing" events of one survivor follow one another from ``index``."""
    first = events[index]
    if first.kind != "waited":
        return 1
    end = index + 1
    while end < len(events) and events[end].kind == "waited" and events[end].seat == first.seat:
        end += 1
    return end - index


def every_survivor(event: Event, names: Sequence[str] | None) -> Event:
    """Zombies going for a room of several survivors name them all ("1 zombie moves toward Ana
    and Ben"), not only the first the rules put in ``seat`` (the book's zombies go for the room)."""
    seats = event.data.get("seats")
    if event.kind not in ROOM_OF_SURVIVORS_KINDS or names is None or not isinstance(seats, (list, tuple)):
        return event
    if len(seats) < 2:
        return event
    who = [names[s] if isinstance(s, int) and 0 <= s < len(names) else _("the rescuee") for s in seats]
    return replace(event, params={**event.params, "seat": join_names(who)})


def named_refusal(err: IllegalCommand, names: Sequence[str]) -> IllegalCommand:
    """A refusal whose seat params (``seat_param``) read as the players' names ("Ben has no room
    for the Crowbar"), for the toast that tells the player why."""
    params: dict[str, Any] = {}
    for key, value in err.params.items():
        seat = value[len(SEAT_MARK) :] if isinstance(value, str) and value.startswith(SEAT_MARK) else ""
        params[key] = names[int(seat)] if seat.isdigit() and int(seat) < len(names) else value
    return IllegalCommand(err.reason, about=err.about, **params)
