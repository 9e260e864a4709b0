"""The join screen's addresses and QR codes (issue 22, "What players do": a code large enough to scan
from two metres, and every address the host has)."""

from __future__ import annotations

import pygame
import pytest
import segno

from tabletop.engine.phones.addresses import Address, Reach, classify, host_addresses
from tabletop.engine.phones.qr import DARK, LIGHT, QUIET_MODULES, qr_surface


@pytest.mark.parametrize(
    ("host", "reach"),
    [
        ("192.168.1.20", Reach.LOCAL_NETWORK),
        ("10.0.0.7", Reach.LOCAL_NETWORK),
        ("172.20.3.4", Reach.LOCAL_NETWORK),
        ("100.101.102.103", Reach.VPN),  # Tailscale
        ("8.8.4.4", Reach.PUBLIC),
        ("127.0.0.1", Reach.THIS_COMPUTER),
        ("169.254.10.10", None),  # link-local: no phone reaches it
        ("fe80::1%eth0", None),
        ("fd7a:115c:a1e0::1", Reach.LOCAL_NETWORK),
        ("not an address", None),
    ],
)
def test_each_address_is_sorted_by_where_a_phone_can_reach_it(host: str, reach: Reach | None) -> None:
    assert classify(host) is reach


def test_a_join_address_carries_the_token_in_the_fragment_that_no_server_sees() -> None:
    assert (
        Address(Reach.LOCAL_NETWORK, "192.168.1.20", "wlan0").url(8765, "t=abc")
        == "http://192.168.1.20:8765/#t=abc"
    )
    assert Address(Reach.VPN, "fd7a::1", "tailscale0").url(80) == "http://[fd7a::1]:80/"


def test_this_computers_addresses_list_the_local_network_first_and_loopback_only_alone() -> None:
    found = host_addresses()
    assert found, "every computer has at least its loopback address"
    assert [address.reach for address in found] == sorted(address.reach for address in found)
    if any(address.reach is not Reach.THIS_COMPUTER for address in found):
        assert all(address.reach is not Reach.THIS_COMPUTER for address in found)


def test_the_qr_code_draws_segnos_modules_as_whole_pixel_squares_inside_a_quiet_zone() -> None:
    url = "http://192.168.1.20:8765/#t=" + "A" * 24
    surface = qr_surface(url, 480)
    matrix = segno.make(url, error="m", micro=False).matrix
    modules = len(matrix) + 2 * QUIET_MODULES
    scale = surface.get_width() // modules
    assert surface.get_width() == surface.get_height() == modules * scale <= 480
    assert scale >= 480 // modules  # as large as the space allows, to scan from two metres
    for row, line in enumerate(matrix):
        for column, dark in enumerate(line):
            centre = (
                (column + QUIET_MODULES) * scale + scale // 2,
                (row + QUIET_MODULES) * scale + scale // 2,
            )
            assert surface.get_at(centre)[:3] == (DARK if dark else LIGHT)
    corner = pygame.Rect(0, 0, QUIET_MODULES * scale, QUIET_MODULES * scale)
    assert all(surface.get_at((x, y))[:3] == LIGHT for x in range(corner.w) for y in range(corner.h))
