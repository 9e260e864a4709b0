"""The Outrun tutorial with both runners on phones, in real Chromium (issue 22): nobody is at the
mouse, so each phone page shows the note the big screen waits on (its title, words and button, in
the app's language, no "Paused on the big screen" plate over it), a tap on its button reads it as
the big screen's Next does, and once the notes are read the page shows the runner's part again."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable

from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.phones.table_link import PhoneTable
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Reveal
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.games.outrun.table.tutorial import Page as NotePage
from tabletop.scenes.navigator import open_app
from tests.engine.phones.phone_night import serve
from tests.phones.conftest import new_phone

OPTIONS = {"players": 2, "monster": "bear", "boards": 1, "first": "first_seat", "time_limit": 0}


def test_both_phones_show_the_tutorials_note_and_a_tap_on_one_reads_it_for_the_table(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    session = GameSession.new(catalogue.get("outrun"), OPTIONS, 12, default_seats(2))
    app = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=False), window_size=(1920, 1080))
    devices = (SeatDevice(DeviceKind.REMOTE, client="a"), SeatDevice(DeviceKind.REMOTE, client="b"))
    scene = OutrunScene(session, plan=DevicePlan(PlayMode.TOGETHER, devices), autosave=False)
    app.push(scene)
    server = serve((0, 1))

    def pump(done: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + 15
        while not done():
            assert time.monotonic() < deadline, f"waited for {what}"
            app.step(dt=0.02)
            time.sleep(0.005)

    def note_on(page: Page, key: str) -> None:
        """``page`` shows the note ``key`` (the big screen's loop runs meanwhile)."""
        pump(lambda: page.locator(f'#note[data-note="{key}"]').count() == 1, f"the note {key} on the phone")

    try:
        scene.use_phones(PhoneTable(session, server, (0, 1)))
        pages = [new_phone(playwright, browser, phones).new_page() for _seat in (0, 1)]
        for seat, page in enumerate(pages):
            page.goto(f"http://127.0.0.1:{server.port}/#t={server.tokens.token(seat)}")
        pump(lambda: set(server.links().values()) == {"joined"}, "the phones joining")
        for page in pages:
            note_on(page, "path")
            expect(page.locator("#note-title")).to_have_text("Your first round of Outrun")
            expect(page.locator("#paused")).to_have_count(0)
            expect(page.locator("#seat")).to_be_hidden()  # the runner's part waits under the note
        pages[0].locator("button[data-note-read]").click()
        pump(lambda: scene.tutorial.page is NotePage.KEYS, "the phone's Next reaching the table")
        note_on(pages[1], "keys")  # the other phone follows
        pages[1].locator("button[data-note-read]").click()
        note_on(pages[0], "run")
        expect(pages[0].locator("button[data-note-read]")).to_have_text("Ready")
        pages[0].locator("button[data-note-read]").click()
        pump(lambda: not scene.tutorial.holding and app.top is scene, "the notes read")
        for page in pages:
            pump(lambda page=page: page.locator("#note").count() == 0, "the note leaving the phone")  # type: ignore[misc]
            expect(page.locator("#seat")).to_be_visible()
        assert all(isinstance(command, Reveal) for command in session.commands)  # a note's Next is no move
    finally:
        with contextlib.suppress(Exception):
            server.stop()
