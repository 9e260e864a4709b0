"""Every address this computer can be reached at, for the join screen.

Phones on the same Wi-Fi use the local network's address; friends who are not in the room reach
the host through a VPN (Tailscale, ZeroTier) whose address is listed too.  The addresses come from
the network interfaces (``ifaddr``); the loopback address comes last and only when nothing else is
up, so a laptop with no network still shows something to test with.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from enum import IntEnum

import ifaddr


class Reach(IntEnum):
    """Where an address works, in the order the join screen lists them."""

    LOCAL_NETWORK = 0  # home Wi-Fi: 192.168.x.x, 10.x.x.x, 172.16-31.x.x
    VPN = 1  # Tailscale's and other carrier-grade addresses (100.64.0.0/10)
    PUBLIC = 2
    THIS_COMPUTER = 3  # loopback


@dataclass(frozen=True, order=True)
class Address:
    reach: Reach
    host: str
    adapter: str

    def url(self, port: int, fragment: str = "") -> str:
        """The page's address on ``port``; ``fragment`` (a seat's token) never reaches a server."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{port}/" + (f"#{fragment}" if fragment else "")


_CGNAT = ipaddress.ip_network("100.64.0.0/10")


def classify(host: str) -> Reach | None:
    """Where ``host`` reaches, or None for an address a phone cannot use (link-local, multicast)."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return None
    if address.is_loopback:
        return Reach.THIS_COMPUTER
    if address.is_link_local or address.is_multicast or address.is_unspecified:
        return None
    if address.version == 4 and address in _CGNAT:
        return Reach.VPN
    if address.is_private:
        return Reach.LOCAL_NETWORK
    return Reach.PUBLIC


def host_addresses() -> list[Address]:
    """This computer's usable addresses, the local network's first; IPv4 before IPv6 within a kind."""
    found: set[Address] = set()
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            host = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            reach = classify(host)
            if reach is not None:
                found.add(Address(reach, host.split("%", 1)[0], adapter.nice_name))
    reachable = [address for address in found if address.reach is not Reach.THIS_COMPUTER]
    chosen = reachable or [address for address in found if address.reach is Reach.THIS_COMPUTER]
    return sorted(chosen, key=lambda address: (address.reach, ":" in address.host, address.host))


def served_on(addresses: list[Address], listen_host: str) -> list[Address]:
    """The ``addresses`` a server listening on ``listen_host`` answers on.  A server on IPv4's
    every address (``0.0.0.0``, the phones' server) refuses IPv6, so the join screen must not offer
    an IPv6 address then: a phone or a friend on a VPN would find nothing there.  ``""`` (every
    address of both families) keeps all; one address keeps only itself."""
    if listen_host == "":
        return list(addresses)
    try:
        listening = ipaddress.ip_address(listen_host)
    except ValueError:  # a name: whatever it resolves to, say every address
        return list(addresses)
    if not listening.is_unspecified:
        return [address for address in addresses if ipaddress.ip_address(address.host) == listening]
    family = listening.version
    return [address for address in addresses if ipaddress.ip_address(address.host).version == family]
