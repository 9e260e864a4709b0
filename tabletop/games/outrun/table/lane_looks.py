"""What each runner's lane shows now: a :class:`~tabletop.games.outrun.table.table_draw.LaneLook`.

A lane reads from whatever runs on the table at the moment: the replay viewer's playback of a race
(:mod:`~tabletop.games.outrun.table.race_replay`), a relay (its scene says,
:meth:`~tabletop.games.outrun.table.relay_scene.RelayScene.lane_look`, and a race's look for its
runners on phones, who race beside it), a race together (the hand, the cards laid live, the Finish
card's place, Time's up), the tutorial's preview of the hand, or, between races, the last run as the
check reads it out.  Only reading here: the looks are plain values the table's layer cache compares
with the last frame's.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Protocol

from tabletop.core.i18n import N_, _
from tabletop.core.session import GameSession
from tabletop.engine.phones.arrivals import Link
from tabletop.engine.scene import Host
from tabletop.engine.seat_devices import DeviceKind
from tabletop.games.outrun.rules.view import OutrunView, RunnerView
from tabletop.games.outrun.table import table_draw
from tabletop.games.outrun.table.mouse_hand import MouseHand
from tabletop.games.outrun.table.race import Race, finish_pile
from tabletop.games.outrun.table.race_replay import Finisher, RacePlayback
from tabletop.games.outrun.table.relay import RUN_OUT_OF_TIME, RUN_TIME, seconds
from tabletop.games.outrun.table.relay_scene import RelayScene

if TYPE_CHECKING:  # the network library loads only for a game with phones
    from tabletop.engine.phones.table_link import PhoneTable

#: a phone runner's lane while they race: their hand and their cards are on their phone
ON_PHONE = N_("Racing on their phone\u2026")
#: while that phone's link is down: the race waits for it (the phone's clock times the run)
PHONE_LOST = N_("Phone link lost: the race waits\u2026")


class LookTable(Protocol):
    """What a lane's look reads of the table (:class:`~tabletop.games.outrun.table.scene.OutrunScene`)."""

    app: Host | None
    session: GameSession
    demo: bool
    view: OutrunView
    race: Race | None
    race_waits: bool
    relay_scene: RelayScene | None
    playback: RacePlayback | None
    hand: MouseHand
    shown_checked: set[int]
    phones: PhoneTable | None

    @property
    def phase(self) -> str: ...
    def shown_entry(self, seat: int) -> RunnerView: ...
    def controls_label(self, seat: int) -> str: ...
    def key_labels(self, seat: int, count: int) -> tuple[str, ...]: ...
    def finish_key(self, seat: int) -> str: ...
    def device(self, seat: int) -> DeviceKind: ...
    def may_call_time_up(self, seat: int, race: Race) -> bool: ...
    def hand_preview(self, seat: int) -> tuple[str | None, ...]: ...
    def practice_status(self, seat: int, status: str) -> str: ...


def lane_look(table: LookTable, seat: int, lit: bool) -> table_draw.LaneLook:
    """What seat ``seat``'s lane shows now, in the seat's own colour and symbol."""
    return dataclasses.replace(lane_state(table, seat, lit), colour=table.session.seats[seat].colour)


def lane_state(table: LookTable, seat: int, lit: bool) -> table_draw.LaneLook:
    entry = table.shown_entry(seat)
    name = table.session.seats[seat].name
    controls = table.controls_label(seat)
    if table.playback is not None:
        return playback_look(seat, table.playback, name, controls, entry)
    if table.relay_scene is not None:
        phones = table.relay_scene.phones  # the runners on phones race beside the relay
        if phones is not None and seat in phones.phones:
            return relay_phone_look(race_look(table, seat, phones, name, controls, entry), phones, seat)
        return table.relay_scene.lane_look(seat, name, controls, entry)
    if table.race is not None:
        return race_look(table, seat, table.race, name, controls, entry)
    preview = table.hand_preview(seat)
    if preview:
        keys = table.key_labels(seat, len(preview))
        return table_draw.LaneLook(
            name, controls, entry, places=preview, keys=keys, finish_key=table.finish_key(seat)
        )
    last = entry["last_run"]
    status = ""
    shown: tuple[str, ...] = ()
    if last is not None:
        shown = tuple(last["cards"])
        if last["ms"] is None:  # out of time: no Finish card, whatever the check says
            status = _("Out of time")
        elif seat in table.shown_checked:
            status = _("Right way") if last["correct"] else _("Wrong way")
            status = table.practice_status(seat, status)
    elif table.phase == "reveal":
        status = _("Ready")
    pile = finish_pile(table.view)
    finished = pile.index(seat) + 1 if seat in pile else None
    return table_draw.LaneLook(
        name, controls, entry, laid=shown, finish_place=finished, lit=lit, chosen=False, status=status
    )


def race_look(
    table: LookTable, seat: int, race: Race, name: str, controls: str, entry: RunnerView
) -> table_draw.LaneLook:
    """A lane in a race together: the runner's hand and the cards laid, or a computer's going down."""
    finish_place = race.finish_place(seat)
    if seat in race.hands:
        laid = race.laid(seat)
        touch = table.device(seat) is DeviceKind.TOUCH  # a place per card, as it is tapped
        places = tuple(race.hand(seat, fixed=touch)) if not race.finished(seat) else ()
        if seat == table.hand.seat():
            places = ()  # their hand is in the tray
    elif seat in race.phones:
        laid = phone_laid(race, seat)
        places = ()
    else:
        laid = computer_laid(table, seat, race)
        places = ()
    status = "" if laid or finish_place else _("Racing\u2026")
    if seat in race.phones and not race.finished(seat):
        status = _(ON_PHONE) if phone_linked(table.phones, seat) else _(PHONE_LOST)
    if timed_out(race, seat):
        status = _("Out of time")
    elif finish_place is None and table.race_waits:
        status = _("Runs again after the countdown")
    return table_draw.LaneLook(
        name,
        controls,
        entry,
        laid=laid,
        finish_place=finish_place,
        racing=table.may_call_time_up(seat, race),
        places=places,
        keys=table.key_labels(seat, len(places)),
        finish_key=table.finish_key(seat),
        status=status,
    )


def relay_phone_look(look: table_draw.LaneLook, race: Race, seat: int) -> table_draw.LaneLook:
    """A phone runner's lane beside a relay: no Finish card number (the screen's runs are timed
    apart, so a place among the phones alone would mislead); once in, their time, as the relay's
    lanes show theirs (and, as theirs, no cards until the check)."""
    result = race.results.get(seat)
    if result is None:
        return dataclasses.replace(look, finish_place=None)
    words = _(RUN_OUT_OF_TIME) if timed_out(race, seat) else _(RUN_TIME).format(seconds=seconds(result.ms))
    return dataclasses.replace(look, laid=(), finish_place=None, status=words)


def computer_laid(table: LookTable, seat: int, race: Race) -> tuple[str, ...]:
    """A computer runner's cards go down as its time runs, spread evenly over its run as in
    the replay (:mod:`~tabletop.games.outrun.table.race_replay`): face down while people race, face
    up in the demo, where nobody races who could copy them."""
    done = race.results.get(seat)
    run = race.computers.get(seat)
    if run is None or table.app is None:
        cards: tuple[str, ...] = tuple(getattr(done.command, "cards", ())) if done else ()
    elif done is not None:
        cards = tuple(getattr(done.command, "cards", ()))
    else:
        elapsed = race.elapsed_ms(table.app.now_ns())
        finisher = Finisher(seat, tuple(run.cards), run.ms, False)
        cards = tuple(c for i, c in enumerate(run.cards) if finisher.card_ms(i) <= elapsed)
    if table.demo or not table.session.seats[seat].is_computer:
        return cards  # a person's run lies face up, as it did while they laid it
    return tuple("back" for _card in cards)


def phone_linked(phones: PhoneTable | None, seat: int) -> bool:
    """False while ``seat``'s phone has lost its link (it had joined and went)."""
    return phones is None or phones.server.links().get(seat) is not Link.DROPPED


def phone_laid(race: Race, seat: int) -> tuple[str, ...]:
    """A phone runner's run, face down once it came in: the table's view keeps a run hidden
    until the check, and the phone runner laid it where nobody else could see."""
    done = race.results.get(seat)
    return tuple("back" for _card in getattr(done.command, "cards", ())) if done is not None else ()


def timed_out(race: Race, seat: int) -> bool:
    return seat in race.results and race.results[seat].command.TYPE == "time_up"


def playback_look(
    seat: int, playback: RacePlayback, name: str, controls: str, entry: RunnerView
) -> table_draw.LaneLook:
    """A lane in the replay of a race: the cards as they went down and the Finish card's place."""
    place = playback.place(seat)
    if not playback.runs_in(seat):
        status = ""
    elif playback.timed_out(seat):
        status = _("Out of time")
    elif place is None and not playback.laid(seat):
        status = _("Racing\u2026")
    else:
        status = ""
    return table_draw.LaneLook(
        name, controls, entry, laid=playback.laid(seat), finish_place=place, status=status
    )
