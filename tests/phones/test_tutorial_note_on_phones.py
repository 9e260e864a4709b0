"""The Outrun tutorial with both runners on phones, in real Chromium (issue 22): nobody is at the
mouse, so each phone page shows the note the big screen waits on (its title, words and button, in
the app's language, no "Paused on the big screen" plate over it), a tap on its button reads it as
the big screen's Next does, and once the notes are read the page shows the runner's part again."""

from __future__ import annotations

import contextlib

from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Reveal
from tabletop.games.outrun.table.race_modes import PlayMode
from tabletop.games.outrun.table.tutorial import Page as NotePage
from tests.phones.night import OutrunOnScreen


def test_both_phones_show_the_tutorials_note_and_a_tap_on_one_reads_it_for_the_table(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    devices = (SeatDevice(DeviceKind.REMOTE, client="a"), SeatDevice(DeviceKind.REMOTE, client="b"))
    table = OutrunOnScreen(devices, PlayMode.TOGETHER, tutorial_seen=False)
    app, session, scene, pump = table.app, table.session, table.scene, table.pump

    def note_on(page: Page, key: str) -> None:
        """``page`` shows the note ``key`` (the big screen's loop runs meanwhile)."""
        pump(lambda: page.locator(f'#note[data-note="{key}"]').count() == 1, f"the note {key} on the phone")

    try:
        pages = table.open_phones(playwright, browser, phones)
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
            table.close()
