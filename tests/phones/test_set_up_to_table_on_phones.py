"""The whole path a group takes with phones, in the real app and real Chromium (issue 22): set a
Fugitive seat to Phone on the set-up screen with the mouse, press Start, open each seat's code on a
phone page, see it joined on the join screen, press Start there; moves made on the phones reach
the saved game; the host quits to the title and presses Continue: the same address and codes come
back, the phones rejoin their seats by themselves and show their views again."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator

import pygame
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core import saves
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.game_scene import GameScene
from tabletop.scenes.join_phones import JoinPhonesScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.title import TitleScene
from tests.engine.phones.phone_night import close_screens
from tests.outrun.test_setup_and_pads import post_click
from tests.phones.conftest import new_phone
from tests.phones.test_fugitive_on_phones import tap
from tests.test_phone_setup import make_person, open_setup, play_on_phone, press_start

MOVES = 4


@pytest.fixture
def app() -> Iterator[App]:
    made = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    pygame.event.clear()
    yield made
    close_screens(made)


def pump(app: App, done: Callable[[], bool], seconds: float = 15) -> None:
    """Run the app's loop (as its frames would) until ``done``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.step(dt=0.05)
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("the app never got there")


def join_screen(app: App) -> JoinPhonesScene:
    join = app.top
    assert isinstance(join, JoinPhonesScene), f"the top screen is {type(join).__name__}"
    return join


def start_table(app: App, join: JoinPhonesScene) -> GameScene:
    pump(app, join.all_joined)
    post_click(app, join.start_button.rect.center)
    table = app.top
    assert isinstance(table, GameScene) and table.phones is not None
    return table


def test_a_fugitive_game_set_up_with_phones_is_joined_by_scanning_played_saved_and_continued(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], app: App
) -> None:
    setup = open_setup(app, "fugitive")
    make_person(app, setup, 1)
    for seat in (0, 1):
        play_on_phone(app, setup, seat)
    press_start(app, setup)
    join = join_screen(app)
    assert join.links == {0: join.links[0], 1: join.links[1]} and not join.all_joined()
    pages: list[Page] = []
    for seat in (0, 1):  # each phone opens what its seat's code says
        page = new_phone(playwright, browser, phones).new_page()
        page.goto(join.join_url(seat, join.addresses[0]))
        pages.append(page)
    table = start_table(app, join)
    session = table.session
    rng = random.Random(3)
    made = []
    for _move in range(MOVES):
        seat = session.to_act()[0]
        page = pages[seat]
        expect(page.locator("body")).to_have_attribute("data-step", str(len(session.steps)))
        command = rng.choice(session.legal(seat))
        tap(page, command)
        steps = len(session.steps)
        pump(app, lambda steps=steps: len(session.steps) > steps)
        made.append(command.to_json())
    saved = saves.restore_autosave().session
    assert saved is not None
    assert [step.command.to_json() for step in saved.steps] == made
    port, tokens = join.server.port, {seat: join.server.tokens.token(seat) for seat in (0, 1)}

    # the host closes the table; Continue brings the same address and codes back
    app.replace(TitleScene(idle_demo=False))
    app.step()
    title = app.top
    assert isinstance(title, TitleScene)
    title.continue_game()
    again = join_screen(app)
    assert again.server.port == port
    assert {seat: again.server.tokens.token(seat) for seat in (0, 1)} == tokens
    table = start_table(app, again)  # the phones came back by themselves (their token is kept)
    assert [step.command.to_json() for step in table.session.steps] == made
    for page in pages:
        expect(page.locator("body")).to_have_attribute("data-step", str(len(made)), timeout=10_000)
    seat = table.session.to_act()[0]
    expect(pages[seat].locator("button[data-command]").first).to_be_visible()
