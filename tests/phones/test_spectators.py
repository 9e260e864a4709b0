"""The spectators' page in real Chromium (issue 22, "Any phone or laptop browser can open a
spectator page: the public view only"): for each game a seeded game is advanced by a few legal
moves while a spectator page watches; the page shows the public facts of the table, every view
frame it received is exactly ``view(state, None)`` at that step, the log it shows is the table's
public log (no seat's secret line), and what a spectator sends is refused with the state
unchanged."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core import catalogue, i18n
from tabletop.core.contract import Command
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.engine.phones.server import SPECTATOR, PhoneServer
from tabletop.engine.phones.table_link import SPECTATOR_LOG_LINES, PhoneTable
from tabletop.engine.phones.tokens import SeatTokens
from tabletop.games.just_run.table import event_words
from tabletop.games.outnumbered.rules.content import EVENTS_BY_ID, HEROES_BY_ID
from tests.phones.conftest import new_phone

SEED = 11
WATCHING = "W" * 24
#: a laptop's browser window, beside the phone the conftest emulates
LAPTOP = {"viewport": {"width": 1280, "height": 800}}
#: set to a folder to keep each game's spectator page as a phone and a laptop show it
SHOTS = os.environ.get("TABLETOP_SPECTATOR_SHOTS")

#: a new page in a browser context of its own: a phone's (False) or a laptop's (True)
OpenPage = Callable[[bool], Page]


def compact(data: Any) -> Any:
    """The view as the wire carries it (JSON: tuples become lists, keys strings)."""
    return json.loads(json.dumps(data))


class Watched:
    """A seeded game with its phone server, watched by spectator pages only (no seat on a phone):
    one on a phone from the start (``page``), more with :meth:`open`."""

    def __init__(self, game: str, players: int, options: dict[str, Any], new_page: OpenPage) -> None:
        self.game, self.new_page = game, new_page
        info = catalogue.get(game)
        options = {"players": players, **options}
        self.session = GameSession.new(info, options, SEED, default_seats(players))
        self.names = [seat.name for seat in self.session.seats]
        self.server = PhoneServer(SeatTokens(), host="127.0.0.1")
        self.server.spectator_token = WATCHING
        self.server.start()
        self.link = PhoneTable(self.session, self.server, ())
        if game == "just_run":  # as its table sets it: the log names items and rooms in the app's language
            self.link.public_log = lambda last: event_words.log_lines(
                self.session.events[-last:], None, self.names
            )
        everyone = [
            {"name": seat.name, "colour": "#{:02x}{:02x}{:02x}".format(*seat.rgb)}
            for seat in self.session.seats
        ]
        self.server.set_welcome(SPECTATOR, game=game, language=i18n.language(), seats=everyone)
        #: view(state, None) at every step, as JSON, and the log's public lines
        self.table_views: dict[int, Any] = {}
        self.table_logs: dict[int, list[str]] = {}
        #: every frame each page received, by the page
        self.seen: dict[Page, list[dict[str, Any]]] = {}
        self.keep_view()
        self.link.publish()
        self.page = self.open()

    def public_log(self) -> list[str]:
        """The log as the whole table reads it (each event's public line), the newest last."""
        if self.game == "just_run":
            lines = event_words.log_lines(self.session.events, None, self.names)
        else:
            lines = [event.text_for(None, names=self.names) for event in self.session.events]
        return [line for line in lines if line][-SPECTATOR_LOG_LINES:]

    def keep_view(self) -> None:
        self.table_views[len(self.session.steps)] = compact(self.session.view(None))
        self.table_logs[len(self.session.steps)] = self.public_log()

    def advance(self, moves: int, rng: random.Random) -> None:
        """``moves`` legal moves by the game's casual computer players (Outrun's runs included)."""
        bots = catalogue.get(self.game).bots()
        assert bots is not None
        for _ in range(moves):
            if self.session.over:
                return
            seat = self.session.to_act()[0]
            legal = self.session.legal(seat)
            command: Command = bots.choose(self.session.view(seat), legal, seat, "casual", rng)
            self.session.apply(command)
            self.link.applied(command)
            self.keep_view()

    def advance_until(self, done: Callable[[Any], bool], rng: random.Random, most: int = 400) -> None:
        """Legal moves until ``done(view(state, None))``."""
        for _ in range(most):
            if done(self.session.view(None)):
                return
            self.advance(1, rng)
        raise AssertionError(f"the seeded game never got there in {most} moves")

    def settled_when(self, done: Callable[[Any], bool]) -> Page:
        """Play the seeded game on until ``done(view(state, None))``, then the phone's page settled."""
        self.advance_until(done, random.Random(SEED))
        return self.settled()

    def open(self, laptop: bool = False) -> Page:
        """A new spectators' page on a phone (or a laptop); every frame it receives is kept."""
        page = self.new_page(laptop)
        seen = self.seen[page] = []
        page.on(
            "websocket",
            lambda socket: socket.on("framereceived", lambda data: seen.append(json.loads(str(data)))),
        )
        page.goto(f"http://127.0.0.1:{self.server.port}/#t={WATCHING}")
        return page

    def settled(self, page: Page | None = None) -> Page:
        """Wait for the page to show the last step; every view frame it got was the table's view
        and the table's public log at that step, and the page shows that log, the newest first."""
        page = page or self.page
        expect(page.locator("[data-watch]")).to_be_visible()  # the game's module has loaded and drawn
        expect(page.locator("body")).to_have_attribute("data-step", str(len(self.session.steps)))
        views = [frame for frame in self.seen[page] if frame["type"] == "view"]
        assert views
        for frame in views:
            assert frame["legal"] == [] and frame["your_turn"] is False
            assert frame["view"] == self.table_views[frame["step"]], "a spectator saw more than the table"
            assert frame["log"] == self.table_logs[frame["step"]], "a spectator read more than the table"
        shown = page.locator("[data-log] li").all_text_contents()
        assert shown == list(reversed(views[-1]["log"]))
        return page

    def secret_lines(self) -> set[str]:
        """Every line of the log only one seat may read (a drawn card, a hidden hand)."""
        return {
            event.text_for(event.secret_to, names=self.names)
            for event in self.session.events
            if event.secret is not None and event.secret_to is not None
        } - {event.text_for(None, names=self.names) for event in self.session.events}

    def seen_on_a_laptop_too(self) -> Page:
        """The page as a phone shows it kept (with ``SHOTS``); then a laptop's page, settled, too."""
        shoot(self.page, self.game, "phone")
        wide = self.settled(self.open(laptop=True))
        shoot(wide, self.game, "laptop")
        return wide


@pytest.fixture
def watching(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext]
) -> Iterator[Callable[..., Watched]]:
    """Start a watched game: ``watching(game, players, options, language)``."""
    made: list[Watched] = []

    def new_page(laptop: bool) -> Page:
        if laptop:
            context = browser.new_context(**LAPTOP)  # type: ignore[arg-type]
            phones.append(context)
        else:
            context = new_phone(playwright, browser, phones)
        return context.new_page()

    def start(
        game: str, players: int, options: dict[str, Any] | None = None, language: str = "en"
    ) -> Watched:
        i18n.set_language(language)  # the welcome tells the page the app's language
        made.append(Watched(game, players, options or {}, new_page))
        return made[-1]

    yield start
    for each in made:
        each.server.stop()
    i18n.set_language("en")


def expect_card_in_polish(page: Page, card: str, name: str, text: str) -> None:
    """The event card ``card`` shown by its name and what it does in the app's own Polish."""
    polish = i18n.translations("pl")
    assert polish.gettext(text) != text, "the card's text has a Polish translation"
    expect(page.locator(f'[data-event="{card}"]')).to_contain_text(polish.gettext(name))
    expect(page.locator("[data-event-text]")).to_have_text(polish.gettext(text))


def shoot(page: Page, game: str, kind: str) -> None:
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"{game}-{kind}.png"), full_page=True)


def test_a_spectator_sees_fugitives_public_row_piles_turn_and_guesses(
    watching: Callable[..., Watched],
) -> None:
    game = watching("fugitive", 2)
    page = game.settled_when(
        lambda view: (
            len(view["guesses"]) >= 2
            and any(h["card"] is None and h["sprints"] for h in view["hideouts"])
            and view["pending"] is None
        ),
    )
    view = game.session.view(None)
    assert not view["outcome"], "the seeded game is still on"
    shown = page.locator("[data-hideout]").evaluate_all("tiles => tiles.map(t => t.dataset.hideout)")
    assert shown == [str(h["card"]) if h["card"] is not None else "?" for h in view["hideouts"]]
    assert "?" in shown and "0" in shown, "face-down hideouts and the face-up start"
    for index, hideout in enumerate(view["hideouts"]):
        tile = page.locator("[data-hideout]").nth(index)
        if hideout["sprints"]:
            expect(tile).to_contain_text(f"+{hideout['sprints']} sprint")
        else:
            expect(tile).not_to_contain_text("sprint")
    piles = page.locator("[data-piles] li").all_text_contents()
    assert piles == [f"Pile {n + 1}: {left} left" for n, left in enumerate(view["decks"])]
    acting = view["to_act"][0]
    role = "the Fugitive" if acting == 0 else "the Marshal"
    name = game.session.seats[acting].name
    assert page.locator("[data-watch]").text_content() == f"Turn {view['turn']}: {name} ({role})"
    assert page.locator("[data-guesses] li").count() == len(view["guesses"]) > 0
    assert page.locator("[data-command], button").count() == 0, "a spectator has nothing to press"
    assert page.locator("[data-panel=event]").count() == 0, "no event card in a game without events"
    game.seen_on_a_laptop_too()


def test_a_spectator_reads_fugitives_log_but_never_the_line_only_the_fugitive_may_read(
    watching: Callable[..., Watched],
) -> None:
    game = watching("fugitive", 2)
    game.advance(12, random.Random(SEED))
    page = game.settled()
    secrets = game.secret_lines()
    assert secrets, "the Fugitive drew and placed cards only she may read about"
    sent = [line for frame in game.seen[page] if frame["type"] == "view" for line in frame["log"]]
    assert sent and not secrets & set(sent)
    shown = page.locator("[data-log] li").all_text_contents()
    assert shown[0] == game.public_log()[-1], "the newest line first"
    assert not secrets & set(shown)


def test_a_spectator_sees_fugitives_event_card_by_name_and_what_it_does_in_polish(
    watching: Callable[..., Watched],
) -> None:
    game = watching("fugitive", 2, {"variant": "random"}, "pl")
    page = game.settled_when(lambda view: view["last_event"] is not None)
    last = game.session.view(None)["last_event"]
    # the rulebook's event variants with our own cards (rules/events.py): the card's name and what it
    # does, as the big screen says them
    expect_card_in_polish(page, last["id"], last["name"], last["text"])
    # what it left in force (here a Roadblock: no sprint cards), one line an effect
    fx = game.session.view(None)["effects"]
    flags = [fx["marshal_skips_draw"], fx["single_guess_only"], fx["no_sprint"], fx["range_bonus"]]
    lasting = sum(map(bool, [*flags, *fx["extra_action"], *fx["bonus_draws"]]))
    assert fx["no_sprint"], "the seeded game's first event is a Roadblock"
    assert page.locator("[data-in-force] li").count() == lasting
    expect(page.locator("[data-in-force]")).to_contain_text(
        "Zbieg nie może dokładać kart sprintu pod kryjówkę."
    )
    drawer = game.session.seats[last["drawer"]].name
    expect(page.locator("[data-panel=event]")).to_contain_text(f"Dobrana w turze {last['turn']}: {drawer}")
    game.seen_on_a_laptop_too()


def test_a_spectator_reads_what_the_informant_told_the_table(watching: Callable[..., Watched]) -> None:
    game = watching("fugitive", 2, {"variant": "catchup"})
    page = game.settled_when(lambda view: bool(view["clues"]))
    # the rulebook's event variants with our own cards (rules/events.py): the Informant's counts are
    # public, one line a range of numbers
    clues = game.session.view(None)["clues"]
    shown = page.locator("[data-clues] li").all_text_contents()
    assert shown == [f"Turn {c['turn']}: {c['count']} face-down in {c['low']}–{c['high']}" for c in clues]


def test_a_spectator_sees_outruns_path_card_runners_places_and_times(
    watching: Callable[..., Watched],
) -> None:
    game = watching("outrun", 4)
    rng = random.Random(SEED)
    game.advance(7, rng)  # the first race run and checked, the second card turned, one run in
    page = game.settled()
    view = game.session.view(None)
    assert view["phase"] == "race" and view["path"] is not None
    expect(page.locator("[data-watch]")).to_have_text(f"Round {view['round']}: the race is on!")
    expect(page.locator(f'[data-path-card="{view["path_id"]}"] > svg')).to_be_visible()
    rows = page.locator("[data-runners] > li")
    assert rows.count() == 4
    for runner in view["seats"]:
        row = rows.nth(runner["seat"])
        expect(row.locator(".seat-name")).to_have_text(game.session.seats[runner["seat"]].name)
        expect(row).to_have_attribute("data-room", str(runner["room"]))
        if runner["finished"] and runner["finish_ms"] is not None:
            seconds = f"{runner['finish_ms'] / 1000:.2f}"
            expect(row).to_contain_text(f"finished in {seconds} s")
        else:
            expect(row).to_contain_text("running…")
    game.seen_on_a_laptop_too()
    game.advance(3, rng)  # the race checked: each runner's last run, right or wrong, and new rooms
    game.settled(page)
    view = game.session.view(None)
    assert view["phase"] != "race"
    assert page.locator("[data-last-run]").count() == sum(1 for r in view["seats"] if r["last_run"])


def test_a_spectator_sees_just_runs_round_survivors_zombies_and_log_in_polish(
    watching: Callable[..., Watched],
) -> None:
    game = watching("just_run", 3, {"scavenge": "quick"}, "pl")
    rng = random.Random(SEED)
    game.advance_until(lambda view: view["phase"] == "turn" and view["round"] >= 2, rng)
    game.advance(5, rng)
    game.advance_until(lambda view: view["phase"] == "turn", rng)
    page = game.settled()
    view = game.session.view(None)
    assert view["phase"] == "turn", "the seeded game is in a survivor's turn"
    current = game.session.seats[view["current"]].name
    expect(page.locator("[data-watch]")).to_have_text(f"Runda {view['round']}, tura: {current}")
    rows = page.locator("[data-survivors] > li")
    assert rows.count() == 3
    for seat, survivor in enumerate(view["survivors"]):
        expect(rows.nth(seat).locator(".seat-name")).to_have_text(game.session.seats[seat].name)
        expect(rows.nth(seat)).to_contain_text(f"Życie {survivor['body']}")
    crowded = [room for room in view["rooms"] if room["zombies"] > 0]
    assert page.locator("[data-zombies] li").count() == len(crowded)
    expect(page.locator("[data-reserve]")).to_have_text(f"Zombie w zapasie: {view['zombies_in_reserve']}")
    # the log as the big screen words it: its rooms by their Polish names (rulebook, Escape Phase)
    shown = page.locator("[data-log] li").all_text_contents()
    rooms = {i18n.translations("pl").gettext(room["name"]) for room in view["rooms"] if room["name"]}
    assert any(room in line for line in shown for room in rooms - {""}), shown
    assert not game.secret_lines() & set(shown)
    game.seen_on_a_laptop_too()


def test_a_spectator_sees_what_the_frenzied_scavenges_card_is_and_who_has_answered(
    watching: Callable[..., Watched],
) -> None:
    game = watching("just_run", 3, {"scavenge": "frenzied"})
    game.advance(1, random.Random(SEED))  # one survivor answers (rulebook, The Frenzied Method)
    page = game.settled()
    frenzy = game.session.view(None)["frenzy"]
    card = frenzy["card"]
    expect(page.locator("[data-watch]")).to_have_text("The frenzied scavenge: who wants this card?")
    expect(page.locator("[data-frenzy-card]")).to_contain_text(card["name"])
    # what the card is, as a seat's page says it: its kind and the room it takes
    facts = page.locator("[data-frenzy-card] [data-item-facts]")
    expect(facts).to_contain_text(f"{card['type'].capitalize()} · space {card['space']}")
    answered = [seat for seat, done in enumerate(frenzy["answered"]) if done]
    assert answered, "a survivor has answered"
    for seat in range(3):
        row = page.locator("[data-survivors] > li").nth(seat)
        (expect(row).to_contain_text if seat in answered else expect(row).not_to_contain_text)("answered")


def test_a_spectator_sees_outnumbereds_turn_dice_villains_and_heroes(
    watching: Callable[..., Watched],
) -> None:
    game = watching("outnumbered", 2)
    page = game.settled_when(lambda view: view["phase"] == "act" and view["turn"] >= 3)
    view = game.session.view(None)
    acting = view["seat"]
    name = game.session.seats[acting].name
    expect(page.locator("[data-watch]")).to_contain_text(f"Turn {view['turn']}: {name} (")
    faces = page.locator("[data-dice] [data-face]").evaluate_all("dice => dice.map(d => d.dataset.face)")
    assert faces == [str(die["face"]) for die in view["dice"]]
    villains = [v["value"] for lane in view["lanes"] if lane["active"] for v in lane["villains"] if v]
    shown = page.locator("[data-space].villain").all_text_contents()
    assert sorted(shown) == sorted(str(value) for value in villains) and shown
    rows = page.locator("[data-heroes] > li")
    assert rows.count() == 2
    for seat in (0, 1):
        expect(rows.nth(seat).locator(".seat-name")).to_have_text(game.session.seats[seat].name)
        # a watcher has no hero card to read: what the power does is said under the name
        expect(rows.nth(seat).locator("[data-power]")).to_have_text(HEROES_BY_ID[view["heroes"][seat]].text)
    expect(page.locator("[data-escaped]")).to_have_text(f"Villains who got away: {view['escaped']}")
    assert page.locator("button").count() == 0, "a spectator has nothing to press"
    game.seen_on_a_laptop_too()


def test_a_spectator_sees_outnumbereds_last_event_by_name_and_what_it_does_in_polish(
    watching: Callable[..., Watched],
) -> None:
    game = watching("outnumbered", 2, {"mode": "hero"}, "pl")
    page = game.settled_when(lambda view: view["last_event"] is not None)
    view = game.session.view(None)
    # rulebook, THE VILLAINS ATTACK! (event cards, Hero mode): the card's name and what it does
    card = EVENTS_BY_ID[view["last_event"]]
    expect_card_in_polish(page, card.id, card.name, card.text)
    expect(page.locator("[data-events-left]")).to_have_text(
        f"Zostało kart wydarzeń: {view['decks']['events']}"
    )


#: run in the spectator's page: a second link with the page's own code sends junk and a real move
SEND_FROM_THE_PAGE = """async ([token, move]) => {
  const socket = new WebSocket(`ws://${location.host}/ws`);
  const replies = [];
  await new Promise((opened) => socket.addEventListener("open", opened));
  socket.addEventListener("message", (event) => replies.push(JSON.parse(event.data)));
  socket.send(JSON.stringify({ type: "hello", token }));
  socket.send("{not json");
  socket.send(JSON.stringify({ type: "teleport", seq: 1 }));
  socket.send(JSON.stringify({ type: "command", command: move, seq: 2 }));
  const refused = () => replies.filter((reply) => reply.type === "refused").length;
  for (let waited = 0; refused() < 3 && waited < 5000; waited += 50) {
    await new Promise((later) => setTimeout(later, 50));
  }
  return replies;
}"""


def test_what_a_spectator_page_sends_is_refused_and_changes_nothing(watching: Callable[..., Watched]) -> None:
    game = watching("fugitive", 2)
    game.advance(3, random.Random(SEED))
    page = game.settled()
    steps = len(game.session.steps)
    seat = game.session.to_act()[0]
    move = game.session.legal(seat)[0].to_json()
    replies = page.evaluate(SEND_FROM_THE_PAGE, [WATCHING, move])
    refused = [reply for reply in replies if reply["type"] == "refused"]
    assert len(refused) == 3, replies
    assert refused[-1] == {
        "type": "refused",
        "seq": 2,
        "reason": "This page only watches the game: it cannot make moves.",
    }
    commands, others = game.link.take()
    assert commands == [] and others == [], "nothing a spectator sends reaches the table"
    assert len(game.session.steps) == steps
    expect(page.locator("body")).to_have_attribute("data-step", str(steps))
    expect(page.locator("[data-watch]")).to_be_visible()
