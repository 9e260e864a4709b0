"""The Fugitive's phone page as a player holds it (issue 22, "What players do"), in real Chromium on
an emulated Pixel 7: the turn's buttons stay in reach at the bottom of the screen, the hideout being
placed reads as separate sentences, a phone that joined early is told the game starts on the big
screen, and a phone whose link is lost says so and takes no taps until the link is back."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Playwright, expect

from tabletop.engine.phones.arrivals import PhoneCommand
from tests.engine.phones.phone_night import serve
from tests.phones.night import Night, open_seat
from tests.phones.proxy import Proxy
from tests.phones.test_fugitive_on_phones import SEED

#: a folder to keep the phone's pictures in (unset: none are taken)
SHOTS = os.environ.get("TABLETOP_PHONE_SHOTS")
FUGITIVE, MARSHAL = 0, 1


@pytest.fixture
def night() -> Iterator[Night]:
    made = Night("fugitive", {"players": 2}, SEED)
    yield made
    made.close()


def play_until_the_marshal_guesses(night: Night) -> None:
    """Seeded moves applied directly until the Marshal is to guess a series of numbers."""
    rng = random.Random(SEED)
    for _ in range(200):
        guessing = night.session.view(MARSHAL)["phase"] == "marshal_guess"
        if tuple(night.session.to_act()) == (MARSHAL,) and guessing:
            night.link.publish()
            return
        seat = night.session.to_act()[0]
        night.session.apply(rng.choice(night.session.legal(seat)))
    raise AssertionError("the Marshal never came to guess")


def test_the_marshals_guess_button_is_on_screen_without_scrolling_on_a_pixel_7(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    play_until_the_marshal_guesses(night)
    page = open_seat(playwright, browser, phones, night.server.port, night.server.tokens.token(MARSHAL))
    first = night.session.legal(MARSHAL)[0].to_json()["numbers"][0]
    page.locator(f'button[data-number="{first}"]').click()
    guess = page.locator("[data-bar] button", has_text=f"Guess {first}")
    expect(guess).to_be_in_viewport(ratio=1)
    page.evaluate("window.scrollTo(0, 0)")
    expect(guess).to_be_in_viewport(ratio=1)
    box = guess.bounding_box()
    assert box is not None and box["height"] >= 56, "a big target for a thumb"
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, "fugitive-marshal-guess.png"))


def test_the_hideout_being_placed_and_what_to_do_next_are_two_sentences_on_their_own_lines(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    rng = random.Random(SEED)
    for _ in range(200):
        if night.session.view(FUGITIVE).get("pending") and tuple(night.session.to_act()) == (FUGITIVE,):
            break
        seat = night.session.to_act()[0]
        legal = night.session.legal(seat)
        hideouts = [c for c in legal if c.to_json()["type"] == "hideout"]
        night.session.apply(hideouts[0] if hideouts else rng.choice(legal))
    else:
        raise AssertionError("no hideout was being placed")
    night.link.publish()
    page = open_seat(playwright, browser, phones, night.server.port, night.server.tokens.token(FUGITIVE))
    lines = page.locator(".pending span")
    expect(lines).to_have_count(2)
    for line in lines.all():
        assert line.inner_text().rstrip().endswith("."), line.inner_text()
    first, second = (line.bounding_box() for line in lines.all())
    assert first is not None and second is not None and second["y"] >= first["y"] + first["height"] - 1
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, "fugitive-pending.png"))


def test_a_phone_that_joined_before_the_game_began_is_told_the_game_starts_on_the_big_screen(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> None:
    server = serve((0, 1))
    try:
        server.set_welcome(0, name="Anna", colour="#c04040", language="en", game="fugitive")
        page = open_seat(playwright, browser, phones, server.port, server.tokens.token(0))
        expect(page.locator("#seat")).to_have_text("You're in. The game starts on the big screen.")
        page.wait_for_timeout(3500)  # "Joined." fades after three seconds: the hint stays
        expect(page.locator("#starts-soon")).to_be_visible()
        if SHOTS:
            page.screenshot(path=os.path.join(SHOTS, "phone-starts-soon.png"))
    finally:
        server.stop()


def test_a_phone_whose_link_is_lost_says_reconnecting_and_takes_no_taps_until_it_is_back(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    proxy = Proxy(night.server.port)
    try:
        page = open_seat(playwright, browser, phones, proxy.port, night.server.tokens.token(FUGITIVE))
        turn = page.locator("#turn")
        expect(turn).to_have_text("Your turn")
        card = page.locator("button.card.playable").first
        expect(card).to_be_visible()
        box = card.bounding_box()
        assert box is not None
        proxy.silent.set()  # the next links get nowhere
        proxy.cut()  # the Wi-Fi goes
        expect(turn).to_have_text("Reconnecting…")
        assert page.evaluate("document.getElementById('seat').inert")
        assert page.evaluate("getComputedStyle(document.getElementById('seat')).opacity") == "0.4"
        if SHOTS:
            page.screenshot(path=os.path.join(SHOTS, "fugitive-reconnecting.png"))
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        expect(page.locator("button.card.chosen")).to_have_count(0)  # the tap did nothing
        proxy.silent.clear()
        proxy.cut()  # the stuck link goes; the page's next try gets through
        expect(turn).to_have_text("Your turn", timeout=10_000)
        assert not page.evaluate("document.getElementById('seat').inert")
        page.locator("button.card.playable").first.click()
        expect(page.locator("button.card.chosen")).to_have_count(1)
    finally:
        proxy.close()


def test_the_marshals_notepad_marks_stay_on_her_phone_through_a_reload_and_never_reach_the_server(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    play_until_the_marshal_guesses(night)
    page = open_seat(playwright, browser, phones, night.server.port, night.server.tokens.token(MARSHAL))
    sent: list[str] = []
    page.on("websocket", lambda socket: socket.on("framesent", lambda data: sent.append(str(data))))
    page.locator('button[data-mode="pencil"]').click()
    page.locator('button[data-number="5"]').click()
    expect(page.locator('button[data-number="5"]')).to_have_attribute("data-mark", "crossed")
    page.locator('button[data-number="5"]').click()
    expect(page.locator('button[data-number="5"]')).to_have_attribute("data-mark", "circled")
    page.locator('button[data-number="9"]').click()
    expect(page.locator('button[data-number="9"]')).to_have_attribute("data-mark", "crossed")
    expect(page.locator("[data-bar] button", has_text="Guess")).to_have_count(0)  # marking picks nothing
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, "fugitive-notepad-pencil.png"))
    page.reload()
    expect(page.locator('button[data-number="5"]')).to_have_attribute("data-mark", "circled")
    expect(page.locator('button[data-number="9"]')).to_have_attribute("data-mark", "crossed")
    expect(page.locator('button[data-number="7"]')).not_to_have_attribute("data-mark", "crossed")
    # picking the numbers to guess is as it was: a tap chooses, the bar offers the guess
    expect(page.locator('button[data-mode="pick"]')).to_have_attribute("aria-pressed", "true")
    page.locator('button[data-number="5"]').click()
    expect(page.locator('button[data-number="5"]')).to_have_attribute("data-mark", "circled")  # kept
    expect(page.locator("[data-bar] button", has_text="Guess 5")).to_be_in_viewport(ratio=1)
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, "fugitive-notepad-pick.png"))
    # nothing the phone sent carried a mark: only joining and the heartbeat went out
    assert all(json.loads(frame)["type"] in ("hello", "ping") for frame in sent), sent
    commands, inbound = night.link.take()
    assert commands == [] and not [item for item in inbound if isinstance(item, PhoneCommand)]


def test_the_marshal_can_mark_her_notepad_while_the_fugitive_plays(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    assert tuple(night.session.to_act()) == (FUGITIVE,)
    page = open_seat(playwright, browser, phones, night.server.port, night.server.tokens.token(MARSHAL))
    expect(page.locator('button[data-number="41"]')).to_be_enabled()
    expect(page.locator("button[data-mode]")).to_have_count(0)  # nothing to guess: every tap writes
    page.locator('button[data-number="41"]').click()
    expect(page.locator('button[data-number="41"]')).to_have_attribute("data-mark", "crossed")
