"""The phone page's link in real Chromium on an emulated phone: joining from the code's address,
keeping the token out of the address bar, coming back after a reload or a dropped link, and a
stranger without a code (issue 22, "Reconnecting", "Security and bad input")."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Playwright, expect

from tabletop.engine.phones.arrivals import Link
from tabletop.engine.phones.protocol import Reply, reply
from tabletop.engine.phones.server import PhoneServer
from tests.engine.phones.phone_night import serve
from tests.phones.conftest import new_phone
from tests.phones.night import open_seat
from tests.phones.proxy import Proxy

#: the page's clock when each of its links was made and when the last one closed
WATCH_LINKS = """
(() => {
  window.__madeAt = [];
  window.__closedAt = null;
  window.__closes = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.__madeAt.push(performance.now());
      this.addEventListener("close", () => {
        window.__closedAt = performance.now();
        window.__closes.push(window.__closedAt);
      });
    }
  };
})();
"""


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    running = serve((0, 1))
    running.set_welcome(0, name="Anna", colour="#c04040", language="en")
    yield running
    running.stop()


def test_a_phone_opening_its_seats_code_joins_as_that_seat_and_the_token_leaves_the_address_bar(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], server: PhoneServer
) -> None:
    page = open_seat(playwright, browser, phones, server.port, server.tokens.token(0))
    expect(page.locator("#who")).to_have_text("Anna")
    expect(page.locator("#status")).to_have_text("Joined.")
    assert "#" not in page.url and str(server.tokens.token(0)) not in page.url
    assert server.links()[0] is Link.JOINED


def test_a_reloaded_page_rejoins_its_seat_from_its_own_storage(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], server: PhoneServer
) -> None:
    page = open_seat(playwright, browser, phones, server.port, server.tokens.token(0))
    expect(page.locator("#status")).to_have_text("Joined.")
    page.reload()
    expect(page.locator("#who")).to_have_text("Anna")
    expect(page.locator("#status")).to_have_text("Joined.")


def test_a_phone_whose_link_drops_comes_back_by_itself_with_its_last_view(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], server: PhoneServer
) -> None:
    proxy = Proxy(server.port)
    page = open_seat(playwright, browser, phones, proxy.port, server.tokens.token(0), script=WATCH_LINKS)
    expect(page.locator("#status")).to_have_text("Joined.")
    server.publish(0, reply(Reply.VIEW, view={"hand": [3, 5]}))
    views: list[str] = []
    page.on(
        "websocket", lambda socket: socket.on("framereceived", lambda payload: views.append(str(payload)))
    )
    proxy.cut()
    # the status may still read "Joined." from before the cut: wait for the new link's frames
    deadline = time.monotonic() + 10
    while not any('"hand":[3,5]' in frame for frame in views) and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert any('"hand":[3,5]' in frame for frame in views), "the view came back with the new link"
    expect(page.locator("#status")).to_have_text("Joined.", timeout=10_000)
    assert server.links()[0] is Link.JOINED
    closed, made = page.evaluate("() => [window.__closedAt, window.__madeAt.at(-1)]")
    assert made - closed < 500, "the page tries again at once rather than after a fixed second"
    proxy.close()


def test_a_phone_that_cannot_reach_the_host_tries_again_at_once_then_backs_off(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], server: PhoneServer
) -> None:
    page = open_seat(playwright, browser, phones, server.port, server.tokens.token(0), script=WATCH_LINKS)
    expect(page.locator("#status")).to_have_text("Joined.")
    server.stop()  # the host is gone: every new try is refused at once
    page.wait_for_function("() => window.__madeAt.length >= 6", timeout=20_000)  # about 4 s
    made, closes = page.evaluate("() => [window.__madeAt, window.__closes]")
    waits = [again - closed for closed, again in zip(closes, made[1:], strict=False)]
    assert waits[0] < 200, f"the first try is at once: {waits}"
    assert waits[-1] > waits[0] + 400, f"then it backs off: {waits}"
    assert len(made) < 12, "and does not hammer a host that is gone"


def test_a_phone_on_a_slow_wifi_keeps_its_link_while_frames_still_arrive(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], server: PhoneServer
) -> None:
    proxy = Proxy(server.port, delay_down=3.0)  # every frame from the host three seconds late
    page = open_seat(playwright, browser, phones, proxy.port, server.tokens.token(0), script=WATCH_LINKS)
    expect(page.locator("#status")).to_have_text("Joined.", timeout=10_000)
    page.wait_for_timeout(7_000)  # more than the 5 s a silent link is given
    assert page.evaluate("() => window.__madeAt.length") == 1, "the slow link was not thrown off"
    assert server.links()[0] is Link.JOINED
    proxy.close()


def test_a_silent_dead_link_is_found_by_the_heartbeat_and_the_page_rejoins(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], server: PhoneServer
) -> None:
    proxy = Proxy(server.port)
    page = open_seat(playwright, browser, phones, proxy.port, server.tokens.token(0))
    expect(page.locator("#status")).to_have_text("Joined.")
    proxy.silent.set()  # nothing passes and nothing closes
    # found within the page's 5 s of silence (and a check's quarter second), not the old 12-16 s
    expect(page.locator("#status")).to_have_text("Reconnecting…", timeout=7_000)
    proxy.silent.clear()
    proxy.cut()  # the stuck sockets go; the page's next try gets through
    expect(page.locator("#status")).to_have_text("Joined.", timeout=10_000)
    proxy.close()


def test_a_stranger_without_a_code_is_told_to_scan_it_and_sees_nothing_else(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], server: PhoneServer
) -> None:
    page = new_phone(playwright, browser, phones).new_page()
    page.goto(f"http://127.0.0.1:{server.port}/")
    expect(page.locator("#status")).to_have_text("Scan the code on the big screen to join.")
    forged = new_phone(playwright, browser, phones).new_page()
    forged.goto(f"http://127.0.0.1:{server.port}/#t={'A' * 24}")
    page = forged
    expect(page.locator("#status")).to_contain_text("not for the game on the big screen")
    assert server.links() == {0: Link.WAITING, 1: Link.WAITING}
