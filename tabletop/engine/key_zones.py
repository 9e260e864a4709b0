"""Keyboard zones: up to three players on one keyboard, each with a zone of keys.

A zone is a list of keys and nothing more: what a key does is a game's business.  Each game that
plays on zones names its own actions and maps them onto a zone's keys by place (a
:class:`~tabletop.engine.seat_input.ActionMap`: Outrun its eight symbols and Finish, Just Run's
frenzy its first and second answer), so the engine never knows any game's actions.

The settings keep the zones as SDL key names (``tabletop.core.settings.DEFAULT_KEY_ZONES``); here
they become pygame key codes, are checked (one key never serves two players, and the keys the app
itself answers to are never taken) and are rebound one key at a time, refusing a clash with a
message that names it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.i18n import N_, _
from tabletop.core.settings import DEFAULT_KEY_ZONES, KEYS_PER_ZONE

#: keys the app answers to on every screen, so no player may have them: what each one does
RESERVED_KEYS: dict[int, str] = {
    pygame.K_ESCAPE: N_("it opens the menu"),
    pygame.K_F11: N_("it switches fullscreen"),
}

#: what we print for SDL's longer key names (single characters are shown upper-case)
_LABELS: dict[str, str] = {
    "Space": N_("Space"),
    "Return": N_("Enter"),
    "Backspace": N_("Bksp"),
    "Tab": N_("Tab"),
    "Delete": N_("Del"),
}
_KEYPAD = "Keypad "

#: SDL calls the Command key, the Windows key and the Super key alike "GUI", and the Mac's Option
#: key "Alt": each system's players see the name printed on their own keyboard
_SYSTEM_LABELS: dict[str, dict[str, str]] = {
    "darwin": {
        "Left GUI": N_("Left Cmd"),
        "Right GUI": N_("Right Cmd"),
        "Left Alt": N_("Left Option"),
        "Right Alt": N_("Right Option"),
    },
    "win32": {"Left GUI": N_("Left Windows"), "Right GUI": N_("Right Windows")},
    "linux": {"Left GUI": N_("Left Super"), "Right GUI": N_("Right Super")},
}

#: said on the keys screen and wherever a table offers a shared keyboard (our own words)
GHOSTING_WARNING = N_(
    "A shared keyboard may drop keys: many keyboards, cheap ones above all, cannot report more than "
    "a few keys held at the same moment, and then a press is simply lost. Try your zones together "
    "on this screen before a race. If presses go missing, move a player to a gamepad or the touch "
    "screen. Keep Num Lock on for the number pad."
)


class KeyClash(ValueError):
    """A key refused for a zone; ``str(error)`` says why, ready to show to the player.

    ``zone`` and ``place`` say where the key is already (None: the app itself needs it), so a
    screen can name the place as a game calls it (:meth:`words`)."""

    def __init__(self, key: int, zone: int | None = None, place: int | None = None) -> None:
        self.key, self.zone, self.place = key, zone, place
        super().__init__(self.words(place_name))

    def words(self, name_place: Callable[[int], str]) -> str:
        """Why the key is refused, naming its place with ``name_place`` ("Finish", "Key 9")."""
        if self.zone is None or self.place is None:
            return _("{key} cannot be a player's key: {use}.").format(
                key=key_label(self.key), use=_(RESERVED_KEYS[self.key])
            )
        return _(
            "{key} is already the key for {place} in zone {number}. One key can belong to one player only."
        ).format(key=key_label(self.key), place=name_place(self.place), number=self.zone + 1)


def key_label(key: int) -> str:
    """How a key is printed on the keys screen and in a lane: ``Q``, ``Space``, ``Num 7``."""
    name = pygame.key.name(key, use_compat=False)
    if not name:
        return _("Key {code}").format(code=key)
    if name in _LABELS:
        return _(_LABELS[name])
    system = _SYSTEM_LABELS.get(sys.platform) or _SYSTEM_LABELS["linux"]
    if name in system:
        return _(system[name])
    if name.startswith(_KEYPAD):
        return _("Num {key}").format(key=label_of_name(name[len(_KEYPAD) :]))
    return label_of_name(name)


def key_cap(key: int) -> str:
    """A key as printed on a small place (a lane's hand card): a number-pad key without its "Num",
    so "7" stays readable on a 36 px place where "Num 7" overran its neighbours (the lane's Finish
    still says "Num Enter", naming the pad)."""
    name = pygame.key.name(key, use_compat=False)
    if name.startswith(_KEYPAD) and name not in _LABELS:
        return label_of_name(name[len(_KEYPAD) :])
    return key_label(key)


def label_of_name(name: str) -> str:
    return name.upper() if len(name) == 1 else name


def zone_name(zone: int) -> str:
    return _("Zone {number}").format(number=zone + 1)


def place_name(index: int) -> str:
    """A key's place in its zone, counted from 1 ("Key 3"): the name no game owns."""
    return _("Key {number}").format(number=index + 1)


@dataclass(frozen=True)
class KeyZones:
    """The zones as key codes: ``zones[z][i]`` is zone ``z``'s key at place ``i`` (a game's
    :class:`~tabletop.engine.seat_input.ActionMap` says what each place does)."""

    zones: tuple[tuple[int, ...], ...]

    def __post_init__(self) -> None:
        seen: dict[int, tuple[int, int]] = {}
        for z, zone in enumerate(self.zones):
            if len(zone) != KEYS_PER_ZONE:
                raise ValueError(f"zone {z + 1} has {len(zone)} keys, not {KEYS_PER_ZONE}")
            for i, key in enumerate(zone):
                if key in RESERVED_KEYS:
                    raise KeyClash(key)
                if key in seen:
                    raise KeyClash(key, *seen[key])
                seen[key] = (z, i)

    @classmethod
    def from_names(cls, names: Sequence[Sequence[str]]) -> KeyZones:
        """Zones from the settings' key names; names SDL does not know fall back to the defaults."""
        try:
            return cls(tuple(tuple(pygame.key.key_code(name) for name in zone) for zone in names))
        except ValueError:
            return cls.default()

    @classmethod
    def default(cls) -> KeyZones:
        return cls(tuple(tuple(pygame.key.key_code(name) for name in zone) for zone in DEFAULT_KEY_ZONES))

    def names(self) -> tuple[tuple[str, ...], ...]:
        """The key names the settings keep."""
        return tuple(tuple(pygame.key.name(key, use_compat=False) for key in zone) for zone in self.zones)

    def find(self, key: int) -> tuple[int, int] | None:
        """(zone, place) of a key, or None when no zone uses it."""
        for z, zone in enumerate(self.zones):
            if key in zone:
                return z, zone.index(key)
        return None

    def rebound(self, zone: int, index: int, key: int) -> KeyZones:
        """These zones with one key changed; raises :class:`KeyClash` when another place has that key
        or the app needs it.  Pressing a place's own key again changes nothing."""
        if self.zones[zone][index] == key:
            return self
        if key in RESERVED_KEYS:
            raise KeyClash(key)
        where = self.find(key)
        if where is not None:
            raise KeyClash(key, *where)
        changed = list(self.zones[zone])
        changed[index] = key
        return KeyZones(tuple(tuple(changed) if z == zone else keys for z, keys in enumerate(self.zones)))
