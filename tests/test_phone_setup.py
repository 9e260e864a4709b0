"""From the set-up screen to a table with seats on phones (issue 22): a person's seat of any game can
be set to play on a phone; Start then shows the join screen with the server listening, Back stops it
and returns to set-up, and a game without phone seats starts as before (nothing listens)."""

from __future__ import annotations

import contextlib
import json
import socket
import time
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from websockets.sync.client import ClientConnection, connect

from tabletop.core import catalogue
from tabletop.core.seats import SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine import phone_seats
from tabletop.engine.app import App
from tabletop.engine.game_scene import GameScene
from tabletop.engine.phone_seats import TABLE_KEY, PhoneSeating, PlaysOn, phone_seats_in
from tabletop.engine.phones.arrivals import Link
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.engine.widgets import Choice
from tabletop.scenes.join_phones import JoinPhonesScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.phone_start import seat_phones
from tabletop.scenes.play import start_new_game, start_session
from tabletop.scenes.setup import SetupScene
from tests.engine.phones.phone_night import close_screens
from tests.outrun.test_setup_and_pads import post_click

GAMES = ("fugitive", "outnumbered", "outrun", "just_run")


@pytest.fixture
def app() -> Iterator[App]:
    made = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
    pygame.event.clear()
    yield made
    close_screens(made)  # any server a test left running stops with its screen


def open_setup(app: App, game: str) -> SetupScene:
    setup = SetupScene(catalogue.get(game))
    app.push(setup)
    app.step()
    return setup


def seat_choice(setup: SetupScene, seat: int, column_x: int) -> Choice:
    """The choice in ``seat``'s row whose left edge is at ``column_x`` of the panel."""
    rows = sorted(
        (w for w in setup.widgets if isinstance(w, Choice) and w.rect.x == setup.panel.x + column_x),
        key=lambda w: w.rect.y,
    )
    return rows[seat]


def play_on_phone(app: App, setup: SetupScene, seat: int) -> None:
    """Click the seat's last column round until it says Phone, as a player would."""
    from tabletop.scenes.setup import EXTRA_X

    for _click in range(12):
        choice = seat_choice(setup, seat, EXTRA_X)
        value = choice.value
        if value is PlaysOn.PHONE or isinstance(value, SeatDevice) and value.kind is DeviceKind.REMOTE:
            return
        post_click(app, choice._arrows()[2].center)
    raise AssertionError("the seat's column never offered Phone")


def make_person(app: App, setup: SetupScene, seat: int) -> None:
    from tabletop.scenes.setup import KIND_X

    if setup.kinds[seat] is SeatKind.COMPUTER:
        post_click(app, seat_choice(setup, seat, KIND_X)._arrows()[2].center)
    assert setup.kinds[seat] is SeatKind.HUMAN


def press_start(app: App, setup: SetupScene) -> None:
    post_click(app, setup.start.rect.center)


def listening(port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        return True
    return False


@pytest.mark.parametrize("game", GAMES)
def test_a_person_set_to_phone_at_set_up_gets_the_join_screen_with_the_server_listening(
    app: App, game: str
) -> None:
    setup = open_setup(app, game)
    make_person(app, setup, 0)
    play_on_phone(app, setup, 0)
    press_start(app, setup)
    join = app.top
    assert isinstance(join, JoinPhonesScene), f"Start showed {type(join).__name__}"
    assert [seat.seat for seat in join.seats] == [0]
    assert listening(join.server.port)
    with connect(f"ws://127.0.0.1:{join.server.port}/ws", open_timeout=5) as phone:
        phone.send(json.dumps({"type": "hello", "token": join.server.tokens.token(0)}))
        assert json.loads(phone.recv(timeout=5))["type"] == "welcome"
    # remembered like the other set-up choices: the next set-up of this game opens with the phone
    again = SetupScene(catalogue.get(game))
    app.push(again)
    assert again.extras is not None and again.extras.phone_seats(again.seats()) == [0]
    app.pop()


def test_back_on_the_join_screen_stops_the_server_and_returns_to_set_up(app: App) -> None:
    setup = open_setup(app, "fugitive")
    make_person(app, setup, 1)
    play_on_phone(app, setup, 1)
    press_start(app, setup)
    join = app.top
    assert isinstance(join, JoinPhonesScene)
    port = join.server.port
    post_click(app, join.back_button.rect.center)
    assert app.top is setup
    assert not listening(port)


def test_a_game_with_no_seat_on_a_phone_starts_at_once_and_listens_nowhere(app: App) -> None:
    setup = open_setup(app, "fugitive")
    press_start(app, setup)
    table = app.top
    assert isinstance(table, GameScene) and table.phones is None
    assert TABLE_KEY not in table.session.table
    assert not listening(phone_seats.DEFAULT_PORT)  # this test's own preferred port (conftest)


def test_a_computer_seat_offers_no_phone(app: App) -> None:
    from tabletop.scenes.setup import EXTRA_X

    setup = open_setup(app, "fugitive")
    assert setup.kinds[1] is SeatKind.COMPUTER
    column = [w for w in setup.widgets if isinstance(w, Choice) and w.rect.x == setup.panel.x + EXTRA_X]
    assert all(PlaysOn.PHONE not in w.choices for w in column[1:])  # the computer's is its strength


def test_a_server_that_cannot_listen_is_said_and_the_set_up_screen_stays(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.engine.phones.server import PhoneServer

    def refuse(self: PhoneServer) -> int:
        raise OSError("address in use")

    monkeypatch.setattr(PhoneServer, "start", refuse)
    setup = open_setup(app, "fugitive")
    play_on_phone(app, setup, 0)
    press_start(app, setup)
    assert app.top is setup
    assert any("phones cannot join" in message for message, _seconds in app._toasts)


def test_start_on_the_join_screen_opens_the_table_with_the_seat_on_its_phone_kept_with_the_game(
    app: App,
) -> None:
    setup = open_setup(app, "fugitive")
    play_on_phone(app, setup, 0)
    press_start(app, setup)
    join = app.top
    assert isinstance(join, JoinPhonesScene)
    post_click(app, join.start_button.rect.center)
    assert app.top is join, "Start waits until every phone has joined"
    with connect(f"ws://127.0.0.1:{join.server.port}/ws", open_timeout=5) as phone:
        phone.send(json.dumps({"type": "hello", "token": join.server.tokens.token(0)}))
        assert json.loads(phone.recv(timeout=5))["type"] == "welcome"
        for _step in range(100):
            app.step(dt=0.05)
            if join.all_joined():
                break
        post_click(app, join.start_button.rect.center)
        table = app.top
        assert isinstance(table, GameScene)
        assert table.phones is not None and table.phones.seats == (0,)
        view = json.loads(phone.recv(timeout=5))
        assert view["type"] == "view" and view["view"]["seat"] == 0
        seating = PhoneSeating.from_table(table.session.table, table.session.seats)
        assert seating is not None and seating.seats == (0,)
        assert seating.tokens[0] == join.server.tokens.token(0)
        assert seating.port == join.server.port
        assert seating.spectator == join.server.spectator_token


@contextlib.contextmanager
def phone_joins(app: App, join: JoinPhonesScene, seat: int) -> Iterator[ClientConnection]:
    """A phone opens ``seat``'s code and the join screen sees it."""
    with connect(f"ws://127.0.0.1:{join.server.port}/ws", open_timeout=5) as phone:
        phone.send(json.dumps({"type": "hello", "token": join.server.tokens.token(seat)}))
        for _step in range(200):
            app.step(dt=0.05)
            if join.links[seat] is Link.JOINED:
                yield phone
                return
            time.sleep(0.01)
        raise AssertionError("the join screen never saw the phone")


def heard(app: App, phone: ClientConnection, kind: str) -> dict[str, Any]:
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        app.step(dt=0.05)
        with contextlib.suppress(TimeoutError):
            frame: dict[str, Any] = json.loads(phone.recv(timeout=0.02))
            if frame["type"] == kind:
                return frame
    raise AssertionError(f"the phone never heard {kind}")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_opens_its_table_with_a_seat_on_a_phone_that_hears_its_view(app: App, game: str) -> None:
    setup = open_setup(app, game)
    make_person(app, setup, 0)
    play_on_phone(app, setup, 0)
    press_start(app, setup)
    join = join_screen(app)
    with phone_joins(app, join, 0) as phone:
        welcome = heard(app, phone, "welcome")
        assert welcome["game"] == game and welcome["name"] == setup.seats()[0].name
        post_click(app, join.start_button.rect.center)
        table = app.top
        assert isinstance(table, GameScene) and table.phones is not None
        view = heard(app, phone, "view")
        assert view["view"] == json.loads(json.dumps(table.session.view(0)))
        for _frame in range(20):  # the table runs with its phone seat
            app.step(dt=0.05)
        assert app.top is table


def join_screen(app: App) -> JoinPhonesScene:
    join = app.top
    assert isinstance(join, JoinPhonesScene), f"the top screen is {type(join).__name__}"
    return join


def phone_game(game: str = "fugitive", phones: tuple[int, ...] = (0,)) -> GameSession:
    session = GameSession.new(catalogue.get(game), {"players": 2}, 5, default_seats(2))
    seat_phones(session, phones)
    return session


def test_continue_takes_the_saved_port_and_codes_and_another_free_port_when_it_is_taken(app: App) -> None:
    session = phone_game()
    seating = PhoneSeating.from_table(session.table, session.seats)
    assert seating is not None and seating.port == phone_seats.DEFAULT_PORT
    with socket.socket() as busy:
        busy.bind(("0.0.0.0", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        moved = PhoneSeating(seating.seats, seating.tokens, seating.spectator, taken)
        session.table[TABLE_KEY] = moved.to_json()
        assert start_session(app, session)
        join = join_screen(app)
        assert join.server.port != taken and listening(join.server.port)
        assert join.server.tokens.token(0) == seating.tokens[0]
        kept = PhoneSeating.from_table(session.table, session.seats)
        assert kept is not None and kept.port == join.server.port  # the next Continue comes back here


def test_a_finished_game_continues_without_phones(app: App) -> None:
    session = phone_game(phones=(0, 1))
    while not session.over:
        seat = session.to_act()[0]
        session.apply(session.legal(seat)[0])
    assert start_session(app, session)
    assert isinstance(app.top, GameScene) and app.top.phones is None
    assert TABLE_KEY not in session.table


def test_a_save_whose_phone_seating_is_damaged_plays_on_this_screen() -> None:
    seats = default_seats(2)
    good = {"seats": [0], "tokens": {"0": "abc"}, "spectator": "xyz", "port": 9000}
    assert PhoneSeating.from_table({TABLE_KEY: good}, seats) == PhoneSeating((0,), {0: "abc"}, "xyz", 9000)
    for damaged in (
        {**good, "seats": [5]},  # no such seat
        {**good, "seats": [1]},  # a computer's seat
        {**good, "tokens": {}},
        {**good, "spectator": 3},
        "phones",
    ):
        assert PhoneSeating.from_table({TABLE_KEY: damaged}, seats) is None
    assert PhoneSeating.from_table({TABLE_KEY: {**good, "port": "x"}}, seats) == PhoneSeating(
        (0,), {0: "abc"}, "xyz", phone_seats.DEFAULT_PORT
    )
    assert PhoneSeating.from_table({}, seats) is None  # every save from before phones


def test_play_again_keeps_the_seats_on_phones_with_new_codes(app: App) -> None:
    session = phone_game()
    first = PhoneSeating.from_table(session.table, session.seats)
    assert first is not None
    phones = phone_seats_in(session.table, session.seats)
    assert start_new_game(app, session.info, dict(session.options), list(session.seats), phones)
    join = join_screen(app)
    assert [seat.seat for seat in join.seats] == [0]
    assert join.server.tokens.token(0) != first.tokens[0]


def test_play_again_after_a_game_on_phones_frees_its_port_for_the_next(app: App) -> None:
    from tabletop.engine.phones.server import PhoneServer
    from tabletop.engine.phones.table_link import PhoneTable
    from tabletop.engine.phones.tokens import SeatTokens
    from tabletop.scenes.game_over import GameOverScene

    session = phone_game()
    while not session.over:
        session.apply(session.legal(session.to_act()[0])[0])
    table = session.info.table_class()(session, autosave=False)
    app.push(table)
    tokens = SeatTokens()
    tokens.issue([0])
    server = PhoneServer(tokens)
    old_port = server.start()
    table.use_phones(PhoneTable(session, server, (0,)))
    over = GameOverScene(table)
    app.push(over)
    app.step()
    post_click(app, over.buttons[0].rect.center)  # Play again
    join = join_screen(app)
    assert not listening(old_port), "the finished game's server still held its port"
    assert listening(join.server.port)


def test_the_spectators_code_opens_the_public_table_of_this_game(app: App) -> None:
    assert start_session(app, phone_game())
    join = join_screen(app)
    assert join.server.spectator_token is not None
    assert join.watch_url(join.addresses[0]).endswith(f"#t={join.server.spectator_token}")
    site = f"ws://127.0.0.1:{join.server.port}/ws"
    with phone_joins(app, join, 0), connect(site, open_timeout=5) as watcher:
        watcher.send(json.dumps({"type": "hello", "token": join.server.spectator_token}))
        welcome = heard(app, watcher, "welcome")
        assert welcome["seat"] is None and welcome["game"] == "fugitive"  # its page draws this game
        post_click(app, join.start_button.rect.center)
        table = app.top
        assert isinstance(table, GameScene)
        assert heard(app, watcher, "view")["view"] == json.loads(json.dumps(table.session.view(None)))
