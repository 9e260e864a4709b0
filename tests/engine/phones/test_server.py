"""The phones' server, over real sockets on this computer: joining by token, a seat's frames to its
own phone only, junk refused with the link kept, takeover only when the host says so, and the game's
end (issue 22, "Real parts", "Security and bad input", "Reconnecting")."""

from __future__ import annotations

import contextlib
import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from tabletop.engine.phones.arrivals import (
    Inbound,
    Link,
    PhoneCommand,
    SeatDropped,
    SeatJoined,
    TakeoverAsked,
)
from tabletop.engine.phones.protocol import MAX_FRAME_BYTES, Reply, reply
from tabletop.engine.phones.server import NOT_FOR_THIS_GAME, SPECTATOR, TAKEN_OVER, PhoneServer
from tests.engine.phones import phone_night

_OPEN = contextlib.ExitStack()


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    running = phone_night.serve((0, 1))
    with _OPEN:
        yield running
    running.stop()


def link(server: PhoneServer) -> ClientConnection:
    """A phone's link, closed when the test ends."""
    return _OPEN.enter_context(connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5))


def join(server: PhoneServer, seat: int) -> ClientConnection:
    phone = _OPEN.enter_context(phone_night.join(server, seat))
    welcome = frame(phone)
    assert welcome["type"] == "welcome" and welcome["seat"] == seat
    return phone


def frame(phone: ClientConnection) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(phone.recv(timeout=5))
    return data


def inbound(server: PhoneServer, count: int) -> list[Inbound]:
    """What phones sent, once ``count`` items have arrived (or five seconds passed)."""
    found: list[Inbound] = []
    deadline = time.monotonic() + 5
    while len(found) < count and time.monotonic() < deadline:
        found += server.take_inbound()
        time.sleep(0.01)
    return found


def moves(server: PhoneServer) -> list[PhoneCommand]:
    """The moves phones sent, once one has arrived (or five seconds passed)."""
    found: list[PhoneCommand] = []
    deadline = time.monotonic() + 5
    while not found and time.monotonic() < deadline:
        found += [item for item in server.take_inbound() if isinstance(item, PhoneCommand)]
        time.sleep(0.01)
    return found


def test_a_phone_with_its_seats_token_joins_that_seat_and_its_moves_reach_the_main_thread(
    server: PhoneServer,
) -> None:
    server.set_welcome(1, name="Anna", colour="#c04040", language="en")
    phone = link(server)
    phone.send(json.dumps({"type": "hello", "token": server.tokens.token(1)}))
    assert frame(phone) == {
        "type": "welcome",
        "seat": 1,
        "name": "Anna",
        "colour": "#c04040",
        "language": "en",
    }
    command = {"type": "guess", "seat": 1, "positions": [4]}
    phone.send(json.dumps({"type": "command", "command": command, "seq": 1}))
    joined, move = inbound(server, 2)
    assert joined == SeatJoined(1)
    assert isinstance(move, PhoneCommand) and (move.seat, move.command, move.seq) == (1, command, 1)
    assert server.links() == {0: Link.WAITING, 1: Link.JOINED}
    phone.close()


def test_each_phone_receives_only_the_frames_published_for_its_own_seat(server: PhoneServer) -> None:
    first, second = join(server, 0), join(server, 1)
    server.publish(0, reply(Reply.VIEW, view={"hand": [1, 2, 3]}))
    server.publish(1, reply(Reply.VIEW, view={"notepad": []}))
    assert frame(first) == {"type": "view", "view": {"hand": [1, 2, 3]}}
    assert frame(second) == {"type": "view", "view": {"notepad": []}}
    first.send('{"type": "ping", "seq": 9}')
    assert frame(first) == {"type": "pong", "seq": 9}  # nothing else was waiting for seat 0
    first.close()
    second.close()


def test_a_phone_that_comes_back_sees_its_last_view_at_once_and_the_big_screen_saw_it_drop(
    server: PhoneServer,
) -> None:
    phone = join(server, 0)
    server.publish(0, reply(Reply.VIEW, view={"hand": [7]}))
    assert frame(phone)["view"] == {"hand": [7]}
    phone.close()
    assert inbound(server, 2)[1] == SeatDropped(0)
    assert server.links()[0] is Link.DROPPED
    again = join(server, 0)
    assert frame(again) == {"type": "view", "view": {"hand": [7]}}
    assert server.links()[0] is Link.JOINED
    again.close()


@pytest.mark.parametrize(
    "junk",
    [
        "not json",
        '{"type": "launch"}',
        '{"type": "command", "command": {"type": "x"}, "seq": "one"}',
        "x" * (MAX_FRAME_BYTES + 1),
        b"\x00\x01binary",
    ],
)
def test_a_junk_frame_is_refused_with_a_reason_and_the_link_and_game_carry_on(
    server: PhoneServer, junk: str | bytes
) -> None:
    phone = join(server, 0)
    phone.send(junk)
    refused = frame(phone)
    assert refused["type"] == "refused" and refused["reason"]
    phone.send('{"type": "ping", "seq": 2}')
    assert frame(phone) == {"type": "pong", "seq": 2}
    assert [item for item in server.take_inbound() if isinstance(item, PhoneCommand)] == []
    phone.close()


def test_a_forged_token_sees_nothing_but_scan_the_code_and_is_closed(server: PhoneServer) -> None:
    phone = link(server)
    phone.send(json.dumps({"type": "hello", "token": "A" * 24}))
    assert frame(phone) == {"type": "goodbye", "reason": NOT_FOR_THIS_GAME}
    with pytest.raises(ConnectionClosed):
        phone.recv(timeout=5)
    assert server.links() == {0: Link.WAITING, 1: Link.WAITING}


def test_a_link_that_sends_a_move_before_its_token_is_told_to_scan_and_closed(server: PhoneServer) -> None:
    phone = link(server)
    phone.send('{"type": "command", "command": {"type": "x"}, "seq": 1}')
    assert frame(phone)["type"] == "goodbye"
    assert server.take_inbound() == []


def test_a_second_phone_with_a_seats_token_takes_it_over_only_when_the_host_confirms(
    server: PhoneServer,
) -> None:
    first = join(server, 0)
    second = link(server)
    second.send(json.dumps({"type": "hello", "token": server.tokens.token(0)}))
    assert frame(second) == {"type": "wait_for_host", "seat": 0}
    assert TakeoverAsked(0) in inbound(server, 2)
    server.answer_takeover(0, allow=True)
    assert frame(second)["type"] == "welcome"
    assert frame(first) == {"type": "goodbye", "reason": TAKEN_OVER}
    second.send('{"type": "command", "command": {"type": "pass", "seat": 0}, "seq": 1}')
    taken = moves(server)
    assert [move.seat for move in taken] == [0]
    assert server.links()[0] is Link.JOINED
    second.close()


def test_the_host_refusing_a_takeover_keeps_the_seat_with_the_phone_that_had_it(server: PhoneServer) -> None:
    first = join(server, 1)
    second = link(server)
    second.send(json.dumps({"type": "hello", "token": server.tokens.token(1)}))
    assert frame(second)["type"] == "wait_for_host"
    server.answer_takeover(1, allow=False)
    assert frame(second)["type"] == "goodbye"
    first.send('{"type": "ping", "seq": 1}')
    assert frame(first) == {"type": "pong", "seq": 1}
    first.close()


def test_after_the_game_ends_moves_are_refused_and_the_tokens_open_nothing(server: PhoneServer) -> None:
    phone = join(server, 0)
    token = server.tokens.token(0)
    server.end_game("The game is over: thanks for playing.")
    assert frame(phone) == {"type": "goodbye", "reason": "The game is over: thanks for playing."}
    late = link(server)
    late.send(json.dumps({"type": "hello", "token": token}))
    assert frame(late) == {"type": "goodbye", "reason": NOT_FOR_THIS_GAME}


def test_a_spectator_link_sees_the_public_frames_and_cannot_move(server: PhoneServer) -> None:
    server.spectator_token = "S" * 24
    watcher = link(server)
    watcher.send(json.dumps({"type": "hello", "token": "S" * 24}))
    assert frame(watcher) == {"type": "welcome", "seat": None}
    server.publish(SPECTATOR, reply(Reply.VIEW, view={"table": "public"}))
    assert frame(watcher) == {"type": "view", "view": {"table": "public"}}
    watcher.send('{"type": "command", "command": {"type": "pass", "seat": 0}, "seq": 3}')
    assert frame(watcher) == {
        "type": "refused",
        "seq": 3,
        "reason": "This page only watches the game: it cannot make moves.",
    }
    watcher.close()


def test_the_page_is_served_from_the_package_and_any_other_path_finds_nothing(server: PhoneServer) -> None:
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/", timeout=5) as page:
        body = page.read().decode()
        assert page.headers["Content-Type"].startswith("text/html")
        assert "default-src 'self'" in page.headers["Content-Security-Policy"]
    assert '<script type="module" src="/page.js">' in body
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/page.js", timeout=5) as script:
        assert b"visibilitychange" in script.read()
    for path in ("/../pyproject.toml", "/tabletop/paths.py", "/page.js/../../x", "/%2e%2e/etc/passwd"):
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}", timeout=5)
        assert missing.value.code == 404
        missing.value.close()
