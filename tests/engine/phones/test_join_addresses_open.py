"""Every address the join screen offers opens the page (issue 22, "What players do": the address
typed out, and every address the host has for friends on a VPN).  Found at a game night: the
screen offered "[fd00::2]:8765" as the address for elsewhere while the server listened on IPv4
only, so that address opened nothing."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.engine.phones import addresses
from tabletop.engine.phones.addresses import Address, Reach, served_on
from tabletop.scenes.join_phones import JoinPhonesScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.phone_start import open_with_phones, seat_phones
from tests.engine.phones.phone_night import close_screens

V4 = Address(Reach.LOCAL_NETWORK, "192.168.1.20", "wlan0")
V6 = Address(Reach.LOCAL_NETWORK, "fd00::2", "wlan0")
TAILSCALE = Address(Reach.VPN, "100.101.102.103", "tailscale0")


@pytest.fixture
def app() -> Iterator[App]:
    made = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    pygame.event.clear()
    yield made
    close_screens(made)


def opens(host: str, port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection((host, port), timeout=1):
        return True
    return False


@pytest.mark.parametrize(
    ("listen", "offered"),
    [
        ("0.0.0.0", [V4, TAILSCALE]),  # IPv4's every address: no IPv6 address opens anything
        ("::", [V6]),
        ("", [V4, V6, TAILSCALE]),  # every address of both families
        ("192.168.1.20", [V4]),
    ],
)
def test_the_join_screen_offers_only_addresses_the_server_listens_on(
    listen: str, offered: list[Address]
) -> None:
    assert served_on([V4, V6, TAILSCALE], listen) == offered


def test_every_address_on_the_join_screen_answers_a_phone(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    # this computer as if its network had an IPv4 and an IPv6 address (both loopback, so they answer
    # here whenever something listens on them)
    here = [Address(Reach.LOCAL_NETWORK, "127.0.0.1", "lo"), Address(Reach.LOCAL_NETWORK, "::1", "lo")]
    monkeypatch.setattr(addresses, "host_addresses", lambda: here)
    info = catalogue.get("fugitive")
    session = GameSession.new(info, {"players": 2}, 7, default_seats(2))
    seat_phones(session, [0, 1])
    assert open_with_phones(app, session, info.table_class()(session))
    join = app.top
    assert isinstance(join, JoinPhonesScene)
    app.step()
    assert join.addresses, "the join screen shows at least one address"
    for address in join.addresses:
        assert opens(address.host, join.server.port), f"the screen offers {address.host}: it opens nothing"
