"""The big screen's menu stops the phones too (issue 22), in real Chromium: the page shows it is
paused over the seat's part, and an Outrun runner's clock on the phone stands still while the menu
is open, so the pause is not in the run's time (as the big screen's race clock leaves it out for a
runner at the keyboard)."""

from __future__ import annotations

import contextlib
import os

from playwright.sync_api import Browser, BrowserContext, Playwright, expect

from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.rules.runners import correct_run
from tests.phones.conftest import new_phone
from tests.phones.test_outrun_on_phones import OPTIONS, Night, lay_run

#: a folder to keep the phone's pictures in (unset: none are taken)
SHOTS = os.environ.get("TABLETOP_PHONE_SHOTS")
BEFORE_MS, PAUSE_MS, AFTER_MS = 2_000, 60_000, 1_000


def test_an_outrun_runners_time_on_the_phone_leaves_out_the_time_the_menu_was_open(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    night = Night(2, OPTIONS)
    try:
        context = new_phone(playwright, browser, phones)
        context.clock.install()  # this phone's clock, moved on by the test
        page = context.new_page()
        page.goto(night.address(0))
        new_phone(playwright, browser, phones).new_page().goto(night.address(1))
        night.pump(lambda: all(link == "joined" for link in night.server.links().values()))
        night.pump(lambda: night.phase() == "race", what="the countdown turning the path card")
        expect(page.locator("[data-path-card]")).to_be_visible()
        page.clock.run_for(BEFORE_MS)
        night.scene.open_pause()
        plate = page.locator("#paused")
        expect(plate).to_be_visible()
        expect(plate).to_have_text("Paused on the big screen")
        if SHOTS:
            page.screenshot(path=os.path.join(SHOTS, "outrun-paused.png"))
        page.clock.run_for(PAUSE_MS)
        night.app.pop()  # the menu closes
        expect(plate).to_be_hidden()
        expect(page.locator("#status")).to_be_hidden()  # "Joined." went a few seconds after joining
        if SHOTS:
            page.screenshot(path=os.path.join(SHOTS, "outrun-going-on.png"))
        page.clock.run_for(AFTER_MS)
        cards = correct_run(night.session.state, 0)
        lay_run(page, cards)
        night.pump(lambda: any(isinstance(c, Run) and c.seat == 0 for c in night.session.commands))
        (run,) = [c for c in night.session.commands if isinstance(c, Run) and c.seat == 0]
        timing = page.evaluate("window.outrunTiming")
        assert run.ms == timing["elapsedMs"] == round(timing["finishedAt"] - timing["shownAt"])
        # the phone's clock ran BEFORE + PAUSE + AFTER (and the test's own real seconds): the pause
        # is not in the run
        assert BEFORE_MS + AFTER_MS <= run.ms < BEFORE_MS + AFTER_MS + 20_000, run.ms
    finally:
        with contextlib.suppress(Exception):
            night.close()
