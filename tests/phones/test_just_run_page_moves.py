"""Every kind of move Just Run's rules can list is offered on a survivor's phone page, in words
(issue 22: "every action of every seat can be done from the phone").  Random games with every
scenario on (Get Out with Extermination, Memento Mori, Find the Cure and Rescue Mission), calm and
frenzied, cooperative and competitive, and computer survivors leading Rescue Mission's rescuee,
give a view and its legal moves for each kind of move; the page in real Chromium is sent each
(English and Polish) and must show a button for every legal move (an item's under its tapped
card), each saying what it does with no placeholder left."""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.engine.phones.protocol import Reply, reply
from tabletop.engine.phones.server import PhoneServer
from tabletop.games.just_run import bots
from tabletop.games.just_run.rules.commands import COMMAND_CLASSES
from tests.engine.phones.phone_night import serve
from tests.phones.conftest import new_phone

PLAYERS = 4
#: where pictures of the page go when set (to look at them)
SHOTS = os.environ.get("TABLETOP_PHONE_SHOTS")
GAMES = 40
ITEM_MOVES = {
    *("combine", "discard", "use", "drop", "trade", "throw", "ignite", "disguise", "repair"),
    *("exchange", "fire_barricade", "heal_rescuee"),
}
CARD_MOVES = {"pick", "choose"}
#: the table's timer sends it, never a phone
NOT_REACHED = {"time_up"}
#: a label with a placeholder left, a missing name or the page's fallback for a move it cannot say
BAD_WORDS = re.compile(r"[{}]|undefined|null|NaN|Something else|Coś innego")


def samples() -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """A (view, legal moves) of the acting seat for the first time each kind of move is legal."""
    found: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]] = {}
    for seed in range(GAMES):
        options = {
            "players": PLAYERS,
            "scavenge": "calm" if seed % 2 else "frenzied",
            "mode": "competitive" if seed % 3 == 0 else "coop",
            **dict.fromkeys(("rescue_mission", "find_the_cure", "memento_mori", "extermination"), "on"),
        }
        session = GameSession.new(catalogue.get("just_run"), options, seed, default_seats(PLAYERS))
        rng = random.Random(seed)
        for _ in range(400):
            if session.over:
                break
            seat = session.to_act()[0]
            legal = session.legal(seat)
            new = {command.TYPE for command in legal} - set(found)
            if new:
                frame = (json.loads(json.dumps(session.view(seat))), [command.to_json() for command in legal])
                found.update(dict.fromkeys(new, frame))
            session.apply(rng.choice(legal))
    for seed in (3, 4):  # computer survivors on the shorter board reach the rescuee, and lead them
        options = {"players": 2, "scavenge": "quick", "length": "shorter", "rescue_mission": "on"}
        session = GameSession.new(catalogue.get("just_run"), options, seed, default_seats(2))
        rng = random.Random(seed)
        for _ in range(400):
            if session.over:
                break
            seat = session.to_act()[0]
            legal = [command for command in session.legal(seat) if command.TYPE != "time_up"]
            new = {command.TYPE for command in legal} - set(found)
            if new:
                frame = (json.loads(json.dumps(session.view(seat))), [command.to_json() for command in legal])
                found.update(dict.fromkeys(new, frame))
            session.apply(bots.choose(session.view(seat), legal, seat, "strong", rng))
    return list({id(frame): frame for frame in found.values()}.values())


NAMES = [{"name": name, "colour": "#e9a624"} for name in ("Anna", "Ben", "Chloe", "Dev")]


@pytest.fixture
def phone(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> Iterator[tuple[Page, PhoneServer]]:
    """One phone page for seat 0 and the server that sends it frames."""
    server = serve((0,))
    yield new_phone(playwright, browser, phones).new_page(), server
    server.stop()


def offered(page: Page, view: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, str]:
    """Each legal move the page offers, by its JSON, with the words on its button."""
    shown: dict[str, str] = {}

    def look() -> None:
        for button in page.locator("button[data-command]").all():
            shown[str(button.get_attribute("data-command"))] = str(button.text_content())

    look()
    taps = [f'button[data-item="{data["item"]}"]' for data in legal if data["type"] in ITEM_MOVES]
    taps += [f'button[data-card="{data["card"]}"]' for data in legal if data["type"] in CARD_MOVES]
    for card in dict.fromkeys(taps):
        page.locator(card).click()  # its moves show under it
        look()
        page.locator(card).click()  # and it is put back
    return shown


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_kind_of_move_the_rules_list_is_a_button_on_the_phone_that_says_what_it_does(
    phone: tuple[Page, PhoneServer], language: str
) -> None:
    page, server = phone
    server.set_welcome(0, name="Anna", colour="#e9a624", language=language, game="just_run", seats=NAMES)
    page.goto(f"http://127.0.0.1:{server.port}/#t={server.tokens.token(0)}")
    kinds: set[str] = set()
    for step, (view, legal) in enumerate(samples(), start=1):
        server.publish(0, reply(Reply.VIEW, view=view, legal=legal, your_turn=True, over=False, step=step))
        expect(page.locator("body")).to_have_attribute("data-step", str(step))
        shown = offered(page, view, legal)
        if SHOTS and view["phase"] == "turn" and len(legal) > 12:  # a crowded turn, to look at
            page.screenshot(path=os.path.join(SHOTS, f"just_run_moves_{language}.png"), full_page=True)
        for data in legal:
            if data["type"] == "time_up":
                continue
            key = json.dumps(data, separators=(",", ":"))
            assert key in shown, f"{data} is not offered ({view['phase']})"
            assert not BAD_WORDS.search(shown[key]), f"{data} says {shown[key]!r}"
            kinds.add(data["type"])
    every = {command.TYPE for command in COMMAND_CLASSES}
    assert every - NOT_REACHED <= kinds, f"never offered: {sorted(every - NOT_REACHED - kinds)}"
