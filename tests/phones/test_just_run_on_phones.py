"""Just Run played from phones in real Chromium (issue 22, "Tests and figures"): the real table
(``JustRunScene`` with ``use_phones``, on the app's queue) and one phone page per survivor, each a
mobile context with its own storage.  Every move is a tap on the seat's own page; the log the phones
made equals the same commands applied directly, and every view a phone received is its own seat's
view at that step, so no other seat's draft hand crosses the wire.

The calm game goes through the draft (rulebook, Scavenge Phase: The Calm Method), the gear-up, the
start rooms and three whole rounds of turns, each with the zombies' turn (Escape Phase); the frenzied game
through the frenzied scavenge answered on the phones, a fight for a card among them (The Frenzied
Method), the table's own five-minute timer calling time's up, and the gear-up."""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core import catalogue, i18n
from tabletop.core.contract import Command
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.games.just_run import bots
from tabletop.games.just_run.rules.commands import FightDice, Search, TimeUp, Want
from tabletop.games.just_run.table import phone_names
from tabletop.games.just_run.table.scene import JustRunScene
from tests.engine.phones.phone_night import PhoneNight
from tests.phones.night import as_sent, compact, open_seat, welcome_spectators
from tests.tables.driver import open_headless_app

PLAYERS = 3
#: a spectator page's token, shaped like a seat's
WATCHING = "W" * 24
#: moves a phone's page makes with its card tapped first (the rest ask for a second tap)
AFTER_A_CARD = {"pick", "choose"}
ITEM_MOVES = {
    *("combine", "discard", "use", "drop", "trade", "throw", "ignite", "disguise", "repair"),
    *("exchange", "fire_barricade", "heal_rescuee"),
}
ONE_TAP = {"want", "fight_dice"}
#: where the phone pages' pictures go when set (to look at them)
SHOTS = os.environ.get("TABLETOP_PHONE_SHOTS")


class Night(PhoneNight[JustRunScene]):
    """The app on a fake clock with Just Run's table, every survivor's seat on a phone page."""

    def __init__(
        self,
        playwright: Playwright,
        browser: Browser,
        made: list[BrowserContext],
        options: dict[str, Any],
        seed: int,
    ) -> None:
        self.options, self.seed = {"players": PLAYERS, **options}, seed
        session = GameSession.new(catalogue.get("just_run"), self.options, seed, default_seats(PLAYERS))
        # the app's language is the settings' (the welcome tells the phones)
        app, self.clock = open_headless_app(Settings(animation_speed=0.0, language=i18n.language()))
        super().__init__(app, JustRunScene(session, autosave=False), range(PLAYERS))
        self.frames: list[list[str]] = [[] for _ in range(PLAYERS)]
        tokens = self.server.tokens
        self.pages = [
            open_seat(playwright, browser, made, self.server.port, tokens.token(seat), self.frames[seat])
            for seat in range(PLAYERS)
        ]
        self.chosen: list[dict[str, Any]] = []
        self.views: dict[int, list[Any]] = {}
        self.table_views: dict[int, Any] = {}
        self.keep_views()
        self.settle()

    def keep_views(self) -> None:
        self.table_views[len(self.session.steps)] = as_sent(self.session.view(None))
        self.views[len(self.session.steps)] = [as_sent(self.session.view(s)) for s in range(PLAYERS)]

    def step(self) -> None:
        self.app.step(dt=0.05)
        time.sleep(0.005)

    def settle(self) -> None:
        """Run the app until every phone shows the game as it is now."""
        want = str(len(self.session.steps))
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            self.step()
            if all(page.evaluate("document.body.dataset.step") == want for page in self.pages):
                return
        raise AssertionError(f"the phones never showed step {want}")

    def tap(self, seat: int, command: Command) -> None:
        """Make ``command`` on ``seat``'s page as a person would, and wait for the table to apply it."""
        page, data = self.pages[seat], command.to_json()
        self.check_offered(seat)
        if data["type"] in AFTER_A_CARD:
            page.locator(f'button[data-card="{data["card"]}"]').click()
        elif data["type"] in ITEM_MOVES:
            page.locator(f'button[data-item="{data["item"]}"]').click()
            self.shot(seat, f"item_{self.phase()}")
        if data["type"] in ("answer_trade", "choose", "fight_dice"):
            self.shot(seat, data["type"])
        button = page.locator(f"button[data-command='{compact(data)}']")
        button.click()
        if data["type"] not in AFTER_A_CARD | ITEM_MOVES | ONE_TAP:
            button.click()  # the second tap a move that spends something asks for
        self.wait_applied(len(self.session.steps) + 1, page)
        assert self.session.steps[-1].command == command
        self.chosen.append(data)
        self.keep_views()
        self.settle()

    def check_offered(self, seat: int) -> None:
        """Every legal move of the seat is on its page: a button, or a card's (tapped first)."""
        shown = set(
            self.pages[seat].eval_on_selector_all("[data-command]", "all => all.map(b => b.dataset.command)")
        )
        cards = set(
            self.pages[seat].eval_on_selector_all(
                "[data-card], [data-item]", "all => all.map(b => b.dataset.card ?? b.dataset.item)"
            )
        )
        for command in self.session.legal(seat):
            data = command.to_json()
            if data["type"] in AFTER_A_CARD:
                assert str(data["card"]) in cards, data
            elif data["type"] in ITEM_MOVES:
                assert str(data["item"]) in cards, data
            elif data["type"] != "time_up":
                assert compact(data) in shown, f"{data} is not on the phone"

    def wait_applied(self, steps: int, page: Page) -> None:
        deadline = time.monotonic() + 10
        while len(self.session.steps) < steps:
            if time.monotonic() > deadline:
                said = page.locator("#status").text_content()
                raise AssertionError(f"the phone's move never reached the table ({said})")
            self.step()

    def play(
        self, choose: Callable[[int, list[Command]], Command], done: Callable[[], bool], most: int = 400
    ) -> None:
        for _ in range(most):
            if done() or self.session.over:
                return
            seat = self.session.to_act()[0]
            legal = [command for command in self.session.legal(seat) if not isinstance(command, TimeUp)]
            self.tap(seat, choose(seat, legal))
        raise AssertionError(f"not done within {most} moves")

    def shot(self, seat: int, name: str) -> None:
        if SHOTS:
            self.pages[seat].screenshot(path=os.path.join(SHOTS, f"just_run_{name}.png"), full_page=True)

    def phase(self) -> str:
        return str(self.session.view(None)["phase"])

    def check_log_and_frames(self) -> None:
        # the log the phones made is the same commands applied directly
        direct = GameSession.new(catalogue.get("just_run"), self.options, self.seed, default_seats(PLAYERS))
        for data in self.chosen:
            direct.apply(direct.rules.command_from_json(data))
        assert self.session.to_save()["commands"] == self.chosen == direct.to_save()["commands"]
        assert self.session.view(None) == direct.view(None)
        # every view a phone received was exactly its own seat's view at that step
        for seat in range(PLAYERS):
            shown = [json.loads(frame) for frame in self.frames[seat]]
            shown = [frame for frame in shown if frame["type"] == "view"]
            assert len(shown) >= len(self.chosen), f"seat {seat} missed views"
            for frame in shown:
                assert frame["view"] == self.views[frame["step"]][seat], f"seat {seat} saw more than its view"


@pytest.fixture
def nights(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> Iterator[Callable[[dict[str, Any], int], Night]]:
    made: list[Night] = []

    def night(options: dict[str, Any], seed: int) -> Night:
        made.append(Night(playwright, browser, phones, options, seed))
        return made[-1]

    yield night
    for each in made:
        each.close()


def bot_choice(night: Night, rng: random.Random) -> Callable[[int, list[Command]], Command]:
    def choose(seat: int, legal: list[Command]) -> Command:
        return bots.choose(night.session.view(seat), legal, seat, "strong", rng)

    return choose


def test_a_calm_game_is_drafted_geared_and_played_three_rounds_from_three_phones(
    nights: Callable[[dict[str, Any], int], Night],
) -> None:
    night = nights({"scavenge": "calm"}, 11)
    bot = bot_choice(night, random.Random(11))

    def choose(seat: int, legal: list[Command]) -> Command:
        """The computer's choice, but someone looks through the supplies once (Supplies)."""
        looks = [c for c in legal if isinstance(c, Search) and c.deck == "supplies"]
        if looks and not any(data["type"] == "choose" for data in night.chosen):
            return looks[0]
        return bot(seat, legal)

    assert night.phase() == "draft"
    night.pages[0].locator("button[data-card]").first.click()
    night.shot(0, "draft")
    night.play(choose, lambda: night.phase() != "draft")
    assert night.phase() == "gear_up"
    night.shot(0, "gear_up")
    night.play(choose, lambda: night.phase() not in ("gear_up", "start"))
    first_round = night.session.view(None)["round"]
    current = night.session.view(None)["current"]
    night.shot(current, "turn")
    night.play(choose, lambda: night.session.view(None)["round"] > first_round + 2, most=600)
    made = {data["type"] for data in night.chosen}
    assert {"pick", "combine", "discard", "start", "move", "check_door", "use", "end_turn"} <= made
    assert {"search", "choose"} <= made  # the supplies looked through and a card taken on the phone
    assert {"exchange", "answer_trade"} <= made  # an offer answered on the other phone
    night.check_log_and_frames()


def test_a_frenzied_scavenge_is_answered_on_three_phones_until_the_tables_timer_runs_out(
    nights: Callable[[dict[str, Any], int], Night],
) -> None:
    night = nights({"scavenge": "frenzied"}, 5)
    rng = random.Random(5)
    assert night.phase() == "frenzy"

    def answer(seat: int, legal: list[Command]) -> Command:
        wants = [command for command in legal if isinstance(command, Want)]
        if wants and night.session.view(None)["frenzy"]["deck"] == night.views[0][0]["frenzy"]["deck"]:
            return next(command for command in wants if command.want)  # everyone wants the first card
        if wants or all(isinstance(command, FightDice) for command in legal):
            return rng.choice(legal)
        return bot_choice(night, rng)(seat, legal)

    night.shot(0, "frenzy")
    fought = lambda: any(event.kind == "scavenge_fight" for event in night.session.events)  # noqa: E731
    night.play(answer, lambda: fought() and len(night.chosen) >= 12)
    assert night.phase() == "frenzy"
    night.clock.advance(300.0)  # five minutes on the table's clock: its timer calls time's up
    night.wait_applied(len(night.session.steps) + 1, night.pages[0])
    assert isinstance(night.session.steps[-1].command, TimeUp)
    night.chosen.append(night.session.steps[-1].command.to_json())
    night.keep_views()
    night.settle()
    assert night.phase() == "gear_up"
    night.play(bot_choice(night, rng), lambda: night.phase() != "gear_up")
    night.check_log_and_frames()


def test_the_page_speaks_polish_and_a_spectator_sees_the_table_and_no_hand(
    nights: Callable[[dict[str, Any], int], Night],
    playwright: Playwright,
    browser: Browser,
    phones: list[BrowserContext],
) -> None:
    i18n.set_language("pl")  # the app's language: the welcome tells the phones
    night = nights({"scavenge": "calm"}, 3)
    night.server.spectator_token = WATCHING
    welcome_spectators(night.server, night.session)
    seen: list[str] = []
    watcher = open_seat(playwright, browser, phones, night.server.port, WATCHING, seen)
    page = night.pages[0]
    assert page.locator("h2[data-phase]").text_content() == "Wybierz kartę do zatrzymania"
    card = night.session.view(0)["hand"][0]
    page.locator(f'button[data-card="{card["card"]}"]').click()
    polish = phone_names.names_in("pl")[card["name"]]
    assert page.locator("button[data-command]").first.text_content() == f"Zatrzymaj: {polish}"
    night.shot(0, "draft_pl")
    night.play(bot_choice(night, random.Random(3)), lambda: len(night.chosen) >= PLAYERS)
    expect(watcher.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
    assert watcher.locator("[data-card], [data-item], button[data-command]").count() == 0
    views = [json.loads(frame) for frame in seen]
    views = [frame for frame in views if frame["type"] == "view"]
    assert views and all(frame["view"] == night.table_views[frame["step"]] for frame in views)
    assert all(frame["view"]["hand"] == [] for frame in views), "no draft hand reaches a spectator"
    # the log a spectator reads is the table's own, and no line of it is one only a survivor may
    # read (the card each kept)
    public = night.scene.log_for(None)
    names = [seat.name for seat in night.session.seats]
    secrets = {e.text_for(e.secret_to, names=names) for e in night.session.events if e.secret} - set(public)
    assert secrets and all(not secrets & set(frame["log"]) for frame in views), "no kept card in the log"
    sent = views[-1]["log"]
    assert sent and sent == [line for line in public if line][-len(sent) :], "the table's own last lines"
