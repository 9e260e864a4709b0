"""What the browser tests of a game played from phones share (issue 22, "Tests and figures"): a
phone page opened on a seat's code with every frame it hears kept, a game whose seats all play on
such pages, and the two checks each whole game ends with: the log the phones made is the same
commands applied directly, and every view a page received was its own seat's view at that step."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, Playwright

from tabletop.core import catalogue, i18n
from tabletop.core.contract import Command
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.engine.phones.server import SPECTATOR, PhoneServer
from tabletop.engine.phones.table_link import PhoneTable, seat_cards
from tests.engine.phones.phone_night import serve
from tests.phones.conftest import new_phone


def compact(data: Any) -> str:
    """``data`` as the page writes it (a button's ``data-command``) and as a frame carries it."""
    return json.dumps(data, separators=(",", ":"))


def as_sent(data: Any) -> Any:
    """``data`` as a phone reads it after the wire (tuples become lists, keys strings)."""
    return json.loads(compact(data))


def open_seat(
    playwright: Playwright,
    browser: Browser,
    phones: list[BrowserContext],
    port: int,
    token: str | None,
    heard: list[str] | None = None,
    script: str | None = None,
) -> Page:
    """A phone (its own storage) opening a seat's code; every frame it hears is kept in ``heard``,
    and ``script`` runs in the page before the page's own."""
    page = new_phone(playwright, browser, phones).new_page()
    if script is not None:
        page.add_init_script(script)
    if heard is not None:
        keep = heard.append
        page.on("websocket", lambda socket: socket.on("framereceived", lambda data: keep(str(data))))
    page.goto(f"http://127.0.0.1:{port}/#t={token}")
    return page


def welcome_spectators(server: PhoneServer, session: GameSession) -> None:
    """Spectators' pages are told the game, the language and every seat, as the app's join screen
    tells them (``scenes/phone_start.py``): without the game a page has no module to draw with."""
    everyone = seat_cards(session.seats)
    server.set_welcome(SPECTATOR, game=session.game_id, language=i18n.language(), seats=everyone)


class Night:
    """A game whose seats all play on phone pages, with no app: the test stands in for the app's
    loop, taking each move a page sends (``take_move``) and applying it (``apply``)."""

    def __init__(self, game: str, options: dict[str, Any], seed: int) -> None:
        self.game, self.options, self.seed = game, options, seed
        self.players: int = options["players"]
        self.session = GameSession.new(catalogue.get(game), options, seed, default_seats(self.players))
        self.server = serve(range(self.players))
        self.link = PhoneTable(self.session, self.server, tuple(range(self.players)))
        self.link.welcome()
        self.link.publish()
        #: the commands made on the phones, as JSON, in order
        self.chosen: list[dict[str, Any]] = []
        #: every seat's view (as its page reads it) at each step
        self.seen: dict[int, list[Any]] = {0: self.views()}

    def open_phones(
        self, playwright: Playwright, browser: Browser, phones: list[BrowserContext]
    ) -> tuple[list[Page], list[list[str]]]:
        """A page for every seat, opened on its code; the frames each hears, by seat."""
        frames: list[list[str]] = [[] for _ in range(self.players)]
        tokens = self.server.tokens
        pages = [
            open_seat(playwright, browser, phones, self.server.port, tokens.token(seat), frames[seat])
            for seat in range(self.players)
        ]
        return pages, frames

    def views(self) -> list[Any]:
        """Every seat's view now, as its page reads it."""
        return [as_sent(self.session.view(seat)) for seat in range(self.players)]

    def take_move(self) -> Command:
        """The one move a page sent, as the rules' command."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            commands, _ = self.link.take()
            if commands:
                (command,) = commands
                return command
            time.sleep(0.01)
        raise AssertionError("the phone's move never arrived")

    def apply(self, command: Command) -> None:
        """``command`` applied, every page sent its seat's view after it, and those views kept."""
        self.session.apply(command)
        self.link.applied(command)
        self.seen[len(self.session.steps)] = self.views()

    def play_on(self, page: Page, command: Command, tap: Callable[[Page, Command], None]) -> None:
        """``command`` tapped on ``page`` as a person would (``tap``), taken from the phone and
        applied as the app's loop would; kept in ``chosen``."""
        self.chosen.append(command.to_json())
        tap(page, command)
        made = self.take_move()
        assert made == command
        self.apply(made)

    def check_the_log_is_the_direct_game(self) -> None:
        """The log the phones made is the same commands applied directly."""
        seats = default_seats(self.players)
        direct = GameSession.new(catalogue.get(self.game), self.options, self.seed, seats)
        for data in self.chosen:
            direct.apply(direct.rules.command_from_json(data))
        assert [step.command.to_json() for step in self.session.steps] == self.chosen
        assert self.session.to_save() == direct.to_save()

    def check_only_own_views(self, frames: Sequence[Sequence[str]], at_least: int) -> None:
        """Every view a page received (``frames``, by seat) was exactly its seat's view at that
        step: nothing of another seat crossed; and each seat heard ``at_least`` views."""
        for seat, heard in enumerate(frames):
            received = [json.loads(frame) for frame in heard]
            shown = [frame for frame in received if frame["type"] == "view"]
            assert len(shown) >= at_least, f"seat {seat} missed views"
            for frame in shown:
                assert frame["view"] == self.seen[frame["step"]][seat], f"seat {seat} saw more than its view"

    def close(self) -> None:
        self.server.stop()


class OutrunOnScreen:
    """An Outrun table on the big screen (the real app, stepped by the test) with some runners on
    phones, set up as the set-up screen's device plan makes it: ``devices`` by seat, a REMOTE
    device being a phone.  :meth:`pump` runs the app until the pages and the table get somewhere."""

    OPTIONS = {"players": 2, "monster": "bear", "boards": 1, "first": "first_seat", "time_limit": 0}

    def __init__(self, devices: Sequence[Any], mode: Any, *, tutorial_seen: bool, seed: int = 12) -> None:
        from tabletop.core.settings import Settings
        from tabletop.engine.seat_devices import DeviceKind
        from tabletop.games.outrun.table.race_modes import DevicePlan
        from tabletop.games.outrun.table.scene import OutrunScene
        from tabletop.scenes.navigator import open_app

        self.session = GameSession.new(
            catalogue.get("outrun"), self.OPTIONS, seed, default_seats(len(devices))
        )
        settings = Settings(animation_speed=0.0, outrun_tutorial_seen=tutorial_seen)
        self.app = open_app(settings, window_size=(1920, 1080))
        self.scene = OutrunScene(self.session, plan=DevicePlan(mode, tuple(devices)), autosave=False)
        self.app.push(self.scene)
        self.phone_seats = tuple(
            seat for seat, device in enumerate(devices) if device.kind is DeviceKind.REMOTE
        )
        self.server = serve(self.phone_seats)

    def open_phones(
        self, playwright: Playwright, browser: Browser, phones: list[BrowserContext]
    ) -> list[Page]:
        """The table plays its phone seats on phones, and a page opens each seat's code."""
        self.scene.use_phones(PhoneTable(self.session, self.server, self.phone_seats))
        pages = [new_phone(playwright, browser, phones).new_page() for _seat in self.phone_seats]
        for seat, page in zip(self.phone_seats, pages, strict=True):
            page.goto(f"http://127.0.0.1:{self.server.port}/#t={self.server.tokens.token(seat)}")
        self.pump(
            lambda: all(self.server.links().get(s) == "joined" for s in self.phone_seats), "phones joining"
        )
        return pages

    def pump(self, done: Callable[[], bool], what: str, seconds: float = 15) -> None:
        deadline = time.monotonic() + seconds
        while not done():
            assert time.monotonic() < deadline, f"waited for {what}"
            self.app.step(dt=0.02)
            time.sleep(0.005)

    def close(self) -> None:
        self.server.stop()
