"""A seeded Fugitive game played to its end entirely from two phones in real Chromium (issue 22,
"Tests and figures"): every move is a tap on the seat's own page; the log the phones made equals
the same commands applied directly, and no frame a phone received holds the other seat's secret."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core.contract import Command
from tests.phones.night import Night, compact

SEED = 7
MOST_MOVES = 400


@pytest.fixture
def night() -> Iterator[Night]:
    made = Night("fugitive", {"players": 2}, SEED)
    yield made
    made.close()


def tap(page: Page, command: Command) -> None:
    """Make ``command`` on the seat's page the way a person would."""
    data = command.to_json()
    if "card" in data:
        page.locator(f'button[data-card="{data["card"]}"]').click()
    if data["type"] == "guess":
        for number in data["numbers"]:
            page.locator(f'button[data-number="{number}"]').click()
    button = page.locator(f"button[data-command='{compact(data)}']")
    button.click()
    if data["type"] in ("done", "pass", "guess") or (data["type"] == "manhunt" and data["start"]):
        button.click()  # the second tap a turn-spending button asks for


def test_a_seeded_fugitive_game_is_played_to_the_end_from_two_phones(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    pages, frames = night.open_phones(playwright, browser, phones)
    rng = random.Random(SEED)
    for _ in range(MOST_MOVES):
        if night.session.over:
            break
        seat = night.session.to_act()[0]
        page = pages[seat]
        expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
        night.play_on(page, rng.choice(night.session.legal(seat)), tap)
    assert night.session.over, f"the game did not end within {MOST_MOVES} moves"
    night.check_the_log_is_the_direct_game()
    # every view a phone received was exactly its own seat's view at that step: nothing else crossed
    night.check_only_own_views(frames, at_least=len(night.chosen) // 2)
