"""Just Run's board on the phone pages in real Chromium (issue 22: "Friends who are not in the room"
cannot see the big screen): the spectators' page shows it under the headline and a survivor's page
in a Map section that opens.  Drawn from the frame's view only, laid as the big screen lays it
(``board_geometry``: the start row on the left, the exit row on the right, column 0 at the top):
every laid room in its place with its name, the doors on its sides, its zombies, and each
survivor's pawn in the room the view puts them in.  A seeded game is played on by the casual
computer survivors (rulebook, Escape Phase); every frame a page heard is still exactly its seat's
view (or the table's), so the map shows nothing the view does not."""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, Playwright, expect

from tabletop.core import catalogue, i18n
from tests.phones.conftest import PHONE
from tests.phones.night import Night, as_sent, welcome_spectators

WATCHING = "W" * 24
#: a laptop's browser window (the brief's 1366 x 768)
LAPTOP = {"viewport": {"width": 1366, "height": 768}}
#: set to a folder to keep pictures of the pages (a Pixel 7 and a laptop)
SHOTS = os.environ.get("TABLETOP_PHONE_SHOTS")
#: the board's sides as the big screen draws them: the rules' north is on the right (board_geometry)
SCREEN_SIDE = {"n": "right", "e": "bottom", "s": "left", "w": "top"}
STEP = {"n": (1, 0), "e": (0, 1), "s": (-1, 0), "w": (0, -1)}
DOORS = {"door", "open", "locked", "blocked", "bashed", "barricade", "fire_barricade"}
#: the smallest room name the map may draw (CSS px): read at arm's length; and the smallest room on
#: a phone (the building scrolls there) and on a laptop (the whole building in sight)
NAME_AT_LEAST = 18
ROOM_AT_LEAST = {"phone": 132, "laptop": 116}
#: the map's sizes as a page lays it out: the smallest room and name, the page's and the
#: building's scrolling widths, and the window's
SIZES = """() => {
  const rooms = [...document.querySelectorAll('[data-map] [data-room]')];
  const box = document.querySelector('[data-map] .jr-scroll');
  return {
    room: Math.min(...rooms.map((room) => room.offsetWidth)),
    name: Math.min(...rooms.map((room) => parseFloat(getComputedStyle(room.firstElementChild).fontSize))),
    page: document.scrollingElement.scrollWidth, window: innerWidth,
    building: box.scrollWidth, box: box.clientWidth,
  };
}"""


#: every room's box on the page at one moment, by "row/col"
BOXES = """() => Object.fromEntries([...document.querySelectorAll('[data-map] [data-room]')].map((room) => {
  const box = room.getBoundingClientRect();
  return [room.dataset.room, { x: box.x, y: box.y, width: box.width, height: box.height }];
}))"""


#: the building scrolled back to its start, and the scroll event heard (it comes with a frame)
SWIPE_BACK = """async (box) => {
  box.scrollLeft = 0;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}"""


class Watched(Night):
    """A seeded Just Run game on phone seats, with spectators' pages too; the casual computer
    survivors make the moves (applied as the app's loop applies a phone's), and every table view is
    kept, step by step."""

    def __init__(self, options: dict[str, Any], seed: int) -> None:
        super().__init__("just_run", options, seed)
        self.server.spectator_token = WATCHING
        welcome_spectators(self.server, self.session)
        self.table_views: dict[int, Any] = {0: as_sent(self.session.view(None))}
        self.rng = random.Random(seed)

    def advance_until(self, done: Callable[[Any], bool], most: int = 400) -> None:
        """Casual computer moves until ``done(view(state, None))``."""
        bots = catalogue.get("just_run").bots()
        assert bots is not None
        for _ in range(most):
            if done(self.session.view(None)):
                return
            seat = self.session.to_act()[0]
            legal = self.session.legal(seat)
            self.apply(bots.choose(self.session.view(seat), legal, seat, "casual", self.rng))
            self.table_views[len(self.session.steps)] = as_sent(self.session.view(None))
        raise AssertionError(f"the seeded game never got there in {most} moves")

    @property
    def step(self) -> int:
        return len(self.session.steps)


@pytest.fixture
def nights() -> Iterator[list[Watched]]:
    made: list[Watched] = []
    yield made
    for night in made:
        night.close()
    i18n.set_language("en")


def shoot(page: Page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"just_run_map-{name}.png"), full_page=True)


def at_step(page: Page, step: int) -> None:
    """The page has drawn the game's ``step`` with its map."""
    expect(page.locator("body")).to_have_attribute("data-step", str(step))
    expect(page.locator("[data-map]")).to_be_attached()


def room(page: Page, row: int, col: int) -> Locator:
    return page.locator(f'[data-map] [data-room="{row}/{col}"]')


def check_board(page: Page, view: dict[str, Any], seats: list[str], language: str = "en") -> None:
    """Every laid room of ``view`` in its place as the big screen lays it, with its name (in
    ``language``), its zombies and its doors, and each survivor's pawn in the view's room; no
    other pawn on it."""
    names = i18n.translations(language)
    rooms = {(laid["row"], laid["col"]): laid for laid in view["rooms"]}
    assert page.locator("[data-map] [data-room]").count() == len(rooms)
    expect(page.locator("[data-map] [data-settled]")).to_be_attached()  # styled and scrolled
    doors = 0
    for (row, col), laid in rooms.items():
        cell = room(page, row, col)
        if laid["name"]:
            # (soft hyphens mark where a long word may break across the room's lines)
            shown = cell.locator("[data-name]").text_content() or ""
            assert shown.replace("\u00ad", "") == names.gettext(laid["name"])
        zombies = cell.locator("[data-zombie-count]")
        if laid["zombies"]:
            expect(zombies).to_have_attribute("data-zombie-count", str(laid["zombies"]))
        else:
            expect(zombies).to_have_count(0)
        for side, state in laid["sides"].items():
            dr, dc = STEP[side]
            if state not in DOORS or (side in "sw" and (row + dr, col + dc) in rooms):
                continue  # a doorway two laid rooms share is drawn once, by its north or east room
            door = cell.locator(f'[data-door="{side}"]')
            expect(door).to_have_attribute("data-state", state)
            expect(door).to_have_class(re.compile(f"on-{SCREEN_SIDE[side]}"))
            doors += 1
    assert page.locator("[data-map] [data-room] [data-door]").count() == doors
    # laid as the big screen lays it: rows left to right, columns top to bottom
    boxes = {tuple(map(int, key.split("/"))): box for key, box in page.evaluate(BOXES).items()}
    for (row, col), box in boxes.items():
        if (row + 1, col) in boxes:
            assert boxes[(row + 1, col)]["x"] > box["x"] + box["width"] - 1
            assert abs(boxes[(row + 1, col)]["y"] - box["y"]) < 1
        if (row, col + 1) in boxes:
            assert boxes[(row, col + 1)]["y"] > box["y"] + box["height"] - 1
            assert abs(boxes[(row, col + 1)]["x"] - box["x"]) < 1
    placed = 0
    for seat, survivor in enumerate(view["survivors"]):
        pawn = page.locator(f'[data-map] [data-room] [data-pawn="{seat}"]')
        if survivor["room"] and survivor["alive"]:
            expect(room(page, **survivor["room"]).locator(f'[data-pawn="{seat}"]')).to_have_count(1)
            expect(pawn).to_have_attribute("aria-label", seats[seat])
            placed += 1
        else:
            expect(pawn).to_have_count(0)
    assert placed, "the seeded game has survivors in the building"
    assert page.locator("[data-map] [data-room] [data-pawn]").count() == placed


def check_readable_without_a_pinch(page: Page, kind: str) -> None:
    """Names at least 18 CSS px in rooms big enough to hold them, and the page never wider than the
    screen: on a phone (``kind``) the building scrolls sideways in its own box, on a laptop the
    whole building is in sight at once."""
    sizes = page.evaluate(SIZES)
    assert sizes["name"] >= NAME_AT_LEAST and sizes["room"] >= ROOM_AT_LEAST[kind], sizes
    screen = page.viewport_size
    assert screen is not None
    # (a phone lays out a page wider than its screen and shows it shrunk: innerWidth grows too)
    assert sizes["page"] <= screen["width"] and sizes["window"] == screen["width"], sizes
    assert (sizes["building"] <= sizes["box"]) == (kind == "laptop"), sizes


def test_a_spectator_sees_the_building_under_the_headline_with_each_survivor_in_their_room(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: list[Watched]
) -> None:
    # the shorter building (rulebook, The Shorter Variation) until the main exit has been found
    night = Watched({"players": 3, "scavenge": "quick", "length": "shorter"}, 13)
    nights.append(night)
    night.advance_until(lambda view: view["phase"] == "turn" and any(r["main_exit"] for r in view["rooms"]))
    view = night.session.view(None)
    seats = [seat.name for seat in night.session.seats]
    frames: dict[str, list[str]] = {}
    for kind, context in (
        ("phone", browser.new_context(**playwright.devices[PHONE])),
        ("laptop", browser.new_context(**LAPTOP)),  # type: ignore[arg-type]
    ):
        phones.append(context)
        page = context.new_page()
        frames[kind] = []
        keep = frames[kind].append
        page.on("websocket", lambda socket, keep=keep: socket.on("framereceived", lambda d: keep(str(d))))
        page.goto(f"http://127.0.0.1:{night.server.port}/#t={WATCHING}")
        at_step(page, night.step)
        # the map is the first thing under the headline
        expect(page.locator(".watch > .panel").first).to_have_attribute("data-panel", "map")
        check_board(page, view, seats)
        (way_out,) = [laid for laid in view["rooms"] if laid["main_exit"]]
        expect(room(page, way_out["row"], way_out["col"])).to_have_attribute("data-main-exit", "")
        # the survivor whose turn it is is in sight (a phone's building scrolls to them)
        expect(page.locator(f'[data-map] [data-room] [data-pawn="{view["current"]}"]')).to_be_in_viewport()
        check_readable_without_a_pinch(page, kind)
        shoot(page, f"spectator-{kind}")
    # nothing hidden: every view a spectator heard was the table's at that step
    for kind, heard in frames.items():
        views = [frame for frame in map(json.loads, heard) if frame["type"] == "view"]
        assert views, kind
        for frame in views:
            assert frame["view"] == night.table_views[frame["step"]], f"the {kind} saw more than the table"


def test_a_survivors_page_has_the_map_closed_on_a_phone_and_remembers_it_opened(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], nights: list[Watched]
) -> None:
    i18n.set_language("pl")
    night = Watched({"players": 3, "scavenge": "quick"}, 11)
    nights.append(night)
    pages, frames = night.open_phones(playwright, browser, phones)
    night.advance_until(lambda view: view["phase"] == "turn" and view["round"] >= 3)
    view = night.session.view(0)
    seats = [seat.name for seat in night.session.seats]
    page = pages[0]
    at_step(page, night.step)
    section = page.locator("[data-map-section]")
    # closed on a phone, so the moves stay at the top
    expect(section).not_to_have_attribute("open", "")
    expect(page.locator("[data-map] [data-room]").first).not_to_be_visible()
    section.locator("summary").tap()
    expect(section).to_have_attribute("open", "")
    check_board(page, view, seats, "pl")
    assert view["survivors"][0]["room"], "Anna is in the building"
    # the building scrolled to the viewer's own survivor
    expect(page.locator('[data-map] [data-room] [data-pawn="0"]')).to_be_in_viewport()
    check_readable_without_a_pinch(page, "phone")
    shoot(page, "seat-phone-open")
    # the choice is kept by the page: a reload, and the next move drawn, keep the map open
    page.reload()
    at_step(page, night.step)
    expect(section).to_have_attribute("open", "")
    # another survivor's turn: the player swipes back to the start row, and the next move drawn
    # leaves the building where the player left it (Anna has not moved)
    night.advance_until(lambda _view: night.session.to_act()[0] != 0)
    at_step(page, night.step)
    expect(page.locator("[data-map] [data-settled]")).to_be_attached()
    page.locator("[data-map] .jr-scroll").evaluate(SWIPE_BACK)
    anna = night.session.view(0)["survivors"][0]["room"]
    moved = night.step
    night.advance_until(lambda _view: night.step > moved)
    assert night.session.view(0)["survivors"][0]["room"] == anna
    at_step(page, night.step)
    expect(section).to_have_attribute("open", "")
    expect(page.locator("[data-map] [data-settled]")).to_be_attached()
    assert page.locator("[data-map] .jr-scroll").evaluate("(box) => box.scrollLeft") == 0
    # and closed again, it stays closed
    section.locator("summary").tap()
    expect(section).not_to_have_attribute("open", "")
    page.reload()
    at_step(page, night.step)
    expect(section).not_to_have_attribute("open", "")
    # a seat's page on a laptop starts with the map open (Ben moves over from his phone)
    pages[1].close()
    laptop = browser.new_context(**LAPTOP)  # type: ignore[arg-type]
    phones.append(laptop)
    wide = laptop.new_page()
    wide.goto(f"http://127.0.0.1:{night.server.port}/#t={night.server.tokens.token(1)}")
    at_step(wide, night.step)
    expect(wide.locator("[data-map-section]")).to_have_attribute("open", "")
    check_board(wide, night.session.view(1), seats, "pl")
    check_readable_without_a_pinch(wide, "laptop")
    shoot(wide, "seat-laptop")
    # nothing hidden: every view each phone heard was exactly its own seat's view at that step
    night.check_only_own_views(frames, at_least=2)
