"""Every reason a phone shows is a short sentence a player understands, in the app's language
(issue 22: "in the app's language (English and Polish)"): the server's refusals and goodbyes, with
the developer's detail of a junk frame kept beside the sentence, not in it."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from tabletop.core.i18n import set_language
from tabletop.engine.phones.server import PhoneServer
from tabletop.engine.phones.tokens import SeatTokens

SPECTATOR_TOKEN = "S" * 24
WORDS = {
    "en": {
        "forged": "This code is not for the game on the big screen. Scan the code shown there.",
        "junk": "The table could not read what this phone sent. Reload the page and try again.",
        "again": "This phone has joined already.",
        "watching": "This page only watches the game: it cannot make moves.",
        "over": "The game is over: no more moves.",
    },
    "pl": {
        "forged": "Ten kod nie jest do gry na dużym ekranie. Zeskanuj kod, który tam widać.",
        "junk": "Stół nie mógł odczytać tego, co wysłał ten telefon. Odśwież stronę i spróbuj ponownie.",
        "again": "Ten telefon już dołączył.",
        "watching": "Ta strona tylko ogląda grę: nie może wykonywać ruchów.",
        "over": "Gra skończona: nie ma już ruchów.",
    },
}


@pytest.fixture(params=sorted(WORDS))
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    code = str(request.param)
    set_language(code)
    yield code
    set_language("en")


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    tokens = SeatTokens()
    tokens.issue([0])
    running = PhoneServer(tokens, host="127.0.0.1")
    running.spectator_token = SPECTATOR_TOKEN
    running.start()
    yield running
    running.stop()


@contextlib.contextmanager
def phone(server: PhoneServer, token: str) -> Iterator[ClientConnection]:
    with connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5) as link:
        link.send(json.dumps({"type": "hello", "token": token}))
        yield link


def heard(link: ClientConnection) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(link.recv(timeout=5))
    return data


def test_a_forged_code_is_told_to_scan_the_big_screens_code_in_the_apps_language(
    server: PhoneServer, language: str
) -> None:
    with phone(server, "A" * 24) as stranger:
        assert heard(stranger) == {"type": "goodbye", "reason": WORDS[language]["forged"]}


def test_junk_a_second_hello_and_a_move_after_the_game_are_refused_in_the_apps_language(
    server: PhoneServer, language: str
) -> None:
    with phone(server, server.tokens.token(0)) as seat:
        assert heard(seat)["type"] == "welcome"
        seat.send('{"type": "shout"}')
        refused = heard(seat)
        assert refused["reason"] == WORDS[language]["junk"]
        assert "shout" in refused["detail"]  # the developer's detail, beside the sentence
        seat.send(json.dumps({"type": "hello", "token": server.tokens.token(0)}))
        assert heard(seat)["reason"] == WORDS[language]["again"]
        with server._lock:
            server._moves_open = False  # the game ended (without the goodbye that closes the link)
        seat.send('{"type": "command", "command": {"type": "pass", "seat": 0}, "seq": 5}')
        assert heard(seat) == {"type": "refused", "seq": 5, "reason": WORDS[language]["over"]}


def test_a_spectators_move_is_refused_in_the_apps_language(server: PhoneServer, language: str) -> None:
    with phone(server, SPECTATOR_TOKEN) as watcher:
        assert heard(watcher)["type"] == "welcome"
        watcher.send('{"type": "command", "command": {"type": "pass", "seat": 0}, "seq": 3}')
        assert heard(watcher) == {"type": "refused", "seq": 3, "reason": WORDS[language]["watching"]}
