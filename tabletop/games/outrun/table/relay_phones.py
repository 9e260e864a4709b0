"""A relay with runners on phones (issue 22): the phones race at once while the screen's people
take turns behind the curtain.

In a relay (:mod:`.relay`) the people at the big screen run one at a time, so that nobody sees the
path card before their turn.  A runner on a phone needs no curtain: the path card reaches their
phone at the reveal, they lay their cards there and Finish, timed by the phone as in a race
together (:mod:`.phone_runners`).  So the reveal starts two things side by side: the relay's scene
over the table for the screen's people, and a :class:`~.race.Race` of the phone runners alone,
held by that scene, which gives their lanes ("Racing on their phone…"), the group's Time's up for
them and the floor under a phone's time (:class:`~.linked_time.LinkedTime`).  The round ends when
every runner, at the screen and on a phone, has run (the rules say so; the table then ends the
relay, ``OutrunScene.end_race``).

The relay's scene is the table's own play, not a menu: pushing it leaves the phones racing (the
engine's ``GameScene.phones_pause_under``), while the real menu over it still stops every phone
and their clocks with it (:meth:`.relay_scene.RelayScene.pause`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from tabletop.core.session import GameSession
from tabletop.engine.scene import Host
from tabletop.games.outrun.rules.view import OutrunView
from tabletop.games.outrun.table import phone_runners
from tabletop.games.outrun.table.race import Race, logged_so_far
from tabletop.games.outrun.table.relay import Relay
from tabletop.games.outrun.table.relay_scene import RelayScene, RelayTable
from tabletop.games.outrun.table.resume import ResumePanel

if TYPE_CHECKING:  # the network library loads only for a game with phones
    from tabletop.engine.phones.table_link import PhoneTable


class StartingTable(RelayTable, Protocol):
    """What starting a relay reads of the table (:class:`.scene.OutrunScene`)."""

    app: Host | None
    paused: bool
    ready_panel: ResumePanel | None
    race: Race | None


def phones_race(view: OutrunView, on_phones: Sequence[int], limit_s: int, zero_ns: int) -> Race | None:
    """The race of the runners on phones beside a relay, on a clock from the reveal (``zero_ns``);
    None when nobody races on a phone.  Its clock only serves Time's up called by the group: each
    phone times its own run and keeps its own time limit."""
    if not on_phones:
        return None
    race = Race(view, [], {}, time_limit_s=limit_s, phones=on_phones)
    race.start(zero_ns)
    return race


def loaded_relay(session: GameSession, links: PhoneTable | None, relay: Relay, phones: Race | None) -> None:
    """A relay loaded from a save mid-race: the runs already in are kept (their lanes show their
    times), and each phone runner who had not finished races on a fresh clock from the loaded
    table's first view of the card (:func:`.phone_runners.loaded_race`), as in a race together."""
    relay.restore(logged_so_far(session.commands))
    if phones is not None:
        phone_runners.loaded_race(links, phones.linked)


def races_on_table(table: StartingTable) -> list[Race]:
    """The races the menu over the table itself stops: the race together, and a relay's phone
    runners while its scene is not on the stack (loaded mid-race, before Ready; on the stack, the
    relay's scene stops them under the menu itself)."""
    races = [table.race] if table.race is not None else []
    scene = table.relay_scene
    if scene is not None and scene.phones is not None and scene.app is None and not scene.arriving:
        races.append(scene.phones)
    return races


def run_relay(table: StartingTable, relay: Relay, phones: Race | None) -> None:
    """The relay's runs take the screen (:mod:`.relay_scene`) until every run is in (with the menu
    open: once it closes, :func:`take_screen`); the phone runners race meanwhile."""
    table.relay_scene = RelayScene(table, relay, phones)
    take_screen(table)


def screen_due(table: StartingTable) -> bool:
    """The relay's scene waits to take the screen: its path card went down while the menu was
    open, or it was loaded mid-race and Ready has now been pressed."""
    scene = table.relay_scene
    return scene is not None and scene.app is None and table.ready_panel is None


def take_screen(table: StartingTable) -> None:
    """Push the relay's scene over the table, unless it is on the stack already, the menu is
    open, or a relay loaded mid-race still waits for Ready (its phone runners race meanwhile);
    the table's pause for it leaves the phones racing (:func:`phones_pause_under`)."""
    if not screen_due(table) or table.paused or table.app is None:
        return
    scene = table.relay_scene
    assert scene is not None
    scene.arriving = True
    try:
        table.app.push(scene)
    finally:
        scene.arriving = False


def phones_pause_under(table: RelayTable) -> bool:
    """The scene now pushed over the table stops the phones unless it is the relay's own."""
    scene = table.relay_scene
    return scene is None or not scene.arriving
