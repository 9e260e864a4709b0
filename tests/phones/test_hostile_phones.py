"""Hostile and unlucky phones in real Chromium against a real table (issue 22, "Security and bad
input", "Reconnecting"): a forged token, junk sent from a joined page's own socket, a command as the
game ends, a fifth phone for a taken seat, a reload, a dropped link and a silent dead link.

The server's own parsing and tokens are tested in ``tests/engine/phones/``; here the page, the
browser's socket and the app's loop (a ``FugitiveScene`` with its phones) are the real ones, and
every frame each page receives is captured: a view frame is only ever its own seat's view."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.bench_phones_browser import DeadLinkProxy
from tabletop.core.contract import Command
from tabletop.engine.phones.arrivals import Link
from tabletop.engine.phones.protocol import MAX_FRAME_BYTES
from tests.engine.phones.phone_night import fugitive_night
from tests.phones.conftest import new_phone
from tests.phones.night import as_sent
from tests.phones.proxy import Proxy

#: every socket a page opens, kept where ``page.evaluate`` can reach it (the page's own is private)
KEEP_SOCKETS = """
window.__links = [];
const Native = window.WebSocket;
window.WebSocket = class extends Native {
  constructor(...args) { super(...args); window.__links.push(this); }
};
"""


class Night:
    """A Fugitive table in the real app with both seats on phones; the views of every step kept."""

    def __init__(self, playwright: Playwright, browser: Browser, made: list[BrowserContext]) -> None:
        self.playwright, self.browser, self.made = playwright, browser, made
        self.table = fugitive_night(seed=11)
        self.app, self.scene, self.session = self.table.app, self.table.scene, self.table.session
        self.server = self.table.server
        self.views: dict[int, dict[int, Any]] = {0: self.views_now()}
        self.app.on_command_applied.append(
            lambda _command, _events: self.views.update({len(self.session.steps): self.views_now()})
        )
        self.frames: dict[int, list[dict[str, Any]]] = {}  # by page number
        self.pages: list[Page] = []

    def views_now(self) -> dict[int, Any]:
        return {seat: as_sent(self.session.view(seat)) for seat in (0, 1)}

    def open(self, token: str | None, port: int | None = None) -> Page:
        """A phone (its own storage) opening a code's address; every frame it hears is kept."""
        page = new_phone(self.playwright, self.browser, self.made).new_page()
        page.add_init_script(KEEP_SOCKETS)
        heard = self.frames.setdefault(len(self.pages), [])
        page.on(
            "websocket",
            lambda socket: socket.on("framereceived", lambda data: heard.append(json.loads(str(data)))),
        )
        self.pages.append(page)
        fragment = f"#t={token}" if token else ""
        page.goto(f"http://127.0.0.1:{port or self.server.port}/{fragment}")
        return page

    def seat_page(self, seat: int, port: int | None = None) -> Page:
        page = self.open(self.server.tokens.token(seat), port)
        self.until(lambda: page.evaluate("() => document.body.dataset.step") == str(len(self.session.steps)))
        return page

    def until(self, done: Callable[[], bool], seconds: float = 10.0) -> None:
        """Run the app's loop until ``done``."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.app.step(dt=0.02)
            if done():
                return
            if self.pages:  # Playwright hands over the frames it heard only while it is called
                self.pages[-1].wait_for_timeout(10)
            else:
                time.sleep(0.01)
        raise AssertionError("the table and its phones never got there")

    def play(self, moves: int, rng: random.Random) -> None:
        """Moves straight through the app's queue, as the big screen's own input makes them."""
        for _ in range(moves):
            seat = self.session.to_act()[0]
            self.app.enqueue(rng.choice(self.session.legal(seat)))
            self.app.drain_queue()

    def heard(self, page: Page, kind: str) -> list[dict[str, Any]]:
        return [frame for frame in self.frames[self.pages.index(page)] if frame["type"] == kind]

    def only_own_views(self, page: Page, seat: int) -> None:
        """Every view ``page`` received was exactly its seat's view at that step."""
        for frame in self.heard(page, "view"):
            assert frame["view"] == self.views[frame["step"]][seat], f"seat {seat}'s phone saw more"

    def send_raw(self, page: Page, frame: str) -> None:
        page.evaluate("frame => window.__links.at(-1).send(frame)", frame)

    def close(self) -> None:
        self.table.close()


@pytest.fixture
def night(playwright: Playwright, browser: Browser, phones: list[BrowserContext]) -> Iterator[Night]:
    made = Night(playwright, browser, phones)
    yield made
    made.close()


def last_move(night: Night) -> Command:
    """Play on until one legal move would end the game; that move."""
    rng = random.Random(3)
    rules = night.session.rules
    for _ in range(500):
        seat = night.session.to_act()[0]
        for command in night.session.legal(seat):
            after, _events = rules.apply(night.session.state, command)
            if rules.outcome(after) is not None:
                return command
        night.play(1, rng)
    raise AssertionError("no game-ending move came up")


def test_a_forged_token_gets_only_the_scan_the_code_answer_and_no_view_crosses(night: Night) -> None:
    fugitive = night.seat_page(0)
    forged = night.open("Q" * 16)
    night.until(lambda: "Scan the code" in forged.locator("#status").inner_text())
    assert [frame["type"] for frame in night.frames[1]] == ["goodbye"]
    assert forged.evaluate("() => document.body.dataset.step") is None
    assert forged.locator("#seat").inner_text() == ""
    assert night.server.links() == {0: Link.JOINED, 1: Link.WAITING}
    night.only_own_views(fugitive, 0)


def test_junk_from_a_joined_pages_own_socket_is_refused_with_a_reason_and_the_link_is_kept(
    night: Night,
) -> None:
    fugitive = night.seat_page(0)
    before = night.session.to_save()
    junk = {
        "malformed JSON": '{"type": "command", "seq": 1,',
        "an unknown type": json.dumps({"type": "shout", "seq": 2}),
        "an oversized frame": json.dumps({"type": "ping", "seq": 3, "pad": "x" * (MAX_FRAME_BYTES + 10)}),
        "another seat's command": json.dumps(
            {"type": "command", "command": {"type": "guess", "seat": 1, "numbers": [3]}, "seq": 4}
        ),
    }
    for what, frame in junk.items():
        refusals = len(night.heard(fugitive, "refused"))
        night.send_raw(fugitive, frame)
        night.until(lambda n=refusals: len(night.heard(fugitive, "refused")) > n)
        reason = night.heard(fugitive, "refused")[-1]["reason"]
        assert reason, f"{what} was refused without a reason"
        expect(fugitive.locator("#status")).to_have_text(reason)
    refusals = night.heard(fugitive, "refused")
    assert "A phone can only move for its own seat." in [frame["reason"] for frame in refusals]
    assert any(str(MAX_FRAME_BYTES) in frame.get("detail", "") for frame in refusals)
    # the same link is still up and answers; nothing changed on the table
    assert fugitive.evaluate("() => window.__links.length === 1 && window.__links[0].readyState === 1")
    night.send_raw(fugitive, json.dumps({"type": "ping", "seq": 9}))
    night.until(lambda: any(frame["seq"] == 9 for frame in night.heard(fugitive, "pong")))
    assert night.session.to_save() == before
    assert night.server.links()[0] is Link.JOINED
    night.only_own_views(fugitive, 0)


def test_a_command_sent_as_the_game_ends_is_refused_and_its_token_opens_nothing_afterwards(
    night: Night,
) -> None:
    final = last_move(night)
    pages = {seat: night.seat_page(seat) for seat in (0, 1)}
    mover, other = final.seat, 1 - final.seat
    old_token = str(night.server.tokens.token(other))
    late = {"type": "pass", "seat": other}
    night.send_raw(pages[mover], json.dumps({"type": "command", "command": final.to_json(), "seq": 1}))
    night.send_raw(pages[other], json.dumps({"type": "command", "command": late, "seq": 2}))
    time.sleep(0.3)  # both are in before the loop next looks
    steps = len(night.session.steps)
    night.until(lambda: all(night.heard(page, "goodbye") for page in pages.values()))
    assert night.session.over and len(night.session.steps) == steps + 1
    refused = night.heard(pages[other], "refused")
    assert refused and refused[-1]["seq"] == 2 and refused[-1]["reason"]
    for page in pages.values():
        expect(page.locator("#status")).to_have_text("The game is over: see the big screen.")
        kinds = [(frame["type"], frame.get("over")) for frame in night.frames[night.pages.index(page)]]
        assert ("view", True) in kinds, "each phone sees the game's end"
        assert kinds.index(("view", True)) < kinds.index(("goodbye", None)), "before its goodbye"
    # a photo of the old code opens nothing
    assert night.server.tokens.token(other) is None  # the tokens were forgotten with the game
    again = night.open(old_token)
    night.until(lambda: bool(night.heard(again, "goodbye")))
    assert not night.heard(again, "view")
    for seat, page in pages.items():
        night.only_own_views(page, seat)


def test_a_fifth_phone_with_a_taken_seats_code_waits_for_the_big_screen_and_sees_nothing(
    night: Night,
) -> None:
    first = night.seat_page(0)
    second = night.open(night.server.tokens.token(0))
    night.until(lambda: night.scene.confirmation.question != "")
    assert night.scene.confirmation.question == "Another phone wants to play as Anna. Let it?"
    waiting = "This seat is on another phone: confirm on the big screen."
    expect(second.locator("#status")).to_have_text(waiting)
    assert not night.heard(second, "view") and not night.heard(second, "welcome")
    assert second.locator("#seat").inner_text() == ""
    # the first phone still plays its seat
    night.play(1, random.Random(1))
    night.until(lambda: first.evaluate("() => document.body.dataset.step") == "1")
    assert night.server.links()[0] is Link.JOINED
    night.only_own_views(first, 0)


def test_a_reloaded_page_shows_its_seats_view_again_at_once(night: Night) -> None:
    night.play(4, random.Random(2))
    marshal = night.seat_page(1)
    shown = marshal.locator("#seat").inner_text()
    heard = len(night.frames[0])
    marshal.reload()
    night.until(lambda: marshal.evaluate("() => document.body.dataset.step") == "4")
    assert marshal.locator("#seat").inner_text() == shown
    again = [frame["type"] for frame in night.frames[0][heard:] if frame["type"] != "pong"]  # heartbeats
    assert again[:2] == ["welcome", "view"], "the view comes straight after the welcome"
    night.only_own_views(marshal, 1)


def test_a_dropped_link_shows_as_lost_on_the_big_screen_then_back(night: Night) -> None:
    proxy = Proxy(night.server.port)
    try:
        marshal = night.seat_page(1, proxy.port)
        proxy.cut()
        # the page is back at once now, so the seat's dropped state may last a moment only: the
        # big screen's word of it is what stays
        lost = "Ben's phone lost its link: the game waits for it."
        night.until(lambda: lost in [m for m, _t in night.app._toasts])
        night.until(lambda: night.server.links()[1] is Link.JOINED)
        night.until(lambda: "Ben's phone is back." in [m for m, _t in night.app._toasts])
        assert marshal.evaluate("() => document.body.dataset.step") == "0"
        night.only_own_views(marshal, 1)
    finally:
        proxy.close()


def test_a_silent_dead_link_is_given_up_by_the_pages_heartbeat_and_a_new_link_rejoins(
    night: Night,
) -> None:
    proxy = DeadLinkProxy(night.server.port)
    try:
        fugitive = night.seat_page(0, proxy.port)
        proxy.silence()  # the old link neither speaks nor closes; a new one gets through
        night.until(lambda: fugitive.evaluate("() => window.__links.length") == 2, seconds=8)
        night.until(
            lambda: (
                fugitive.evaluate("() => window.__links[1].readyState === 1")
                and fugitive.locator("#status").inner_text() == "Joined."
            ),
            seconds=10,
        )
        assert fugitive.evaluate("() => document.body.dataset.step") == "0"
        night.only_own_views(fugitive, 0)
    finally:
        proxy.close()
