"""Real Chromium for the phone pages (Debian's ``chromium``, driven by Playwright through
``executable_path``; Playwright downloads no browser here).

Without Chromium the phone tests are skipped with a message saying how to install it, so the
README's test command runs anywhere; ``.ci/run`` installs Chromium and sets
``TABLETOP_PHONE_TESTS=required``, which turns that skip into a failure.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Playwright, sync_playwright

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
#: as the machine's own probe starts it: no sandbox as root, no background calls to the internet
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = "Pixel 7"


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    if not os.path.exists(CHROMIUM):
        message = "Debian's Chromium is not installed (apt-get install chromium); .ci/run installs it"
        if os.environ.get("TABLETOP_PHONE_TESTS") == "required":
            pytest.fail(message)
        pytest.skip(message)
    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    yield launched
    launched.close()


@pytest.fixture
def phones(playwright: Playwright, browser: Browser) -> Iterator[list[BrowserContext]]:
    """A factory list: each phone is its own context (its own storage), emulating a phone."""
    made: list[BrowserContext] = []
    yield made
    for context in made:
        context.close()


def new_phone(playwright: Playwright, browser: Browser, made: list[BrowserContext]) -> BrowserContext:
    context = browser.new_context(**playwright.devices[PHONE])
    made.append(context)
    return context
