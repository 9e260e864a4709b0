"""A survivor's command told as timeline beats on the Just Run table (everything but the zombie
turn, which ``zombie_beats`` narrates): the door die rolled at the door checked, a new room tile
sliding in from that door, every fight on the fight panel, a card found shown big, and deaths,
escapes and the like stamped over the board.

:class:`TableBeats` owns what it shows (the door die, the covers that hide a new tile until it
slides in, the big card, the stamped line); the scene asks it for beats, updates and draws it.
The board's picture is already the end state (the view after the command): a new tile is hidden
under its cover from the moment the beats are made until its beat slides the cover away.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from tabletop.core.contract import Event
from tabletop.engine import text, theme, tween
from tabletop.engine.dice import ROLL_TIME, DiceSprite
from tabletop.engine.timeline import Beat
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.table.board_view import BoardView
from tabletop.games.just_run.table.camera_follow import keep_in_sight
from tabletop.games.just_run.table.event_cards import SHOWN_KINDS, EventShow, draw_event_show, event_show
from tabletop.games.just_run.table.event_words import event_line
from tabletop.games.just_run.table.fight_panel import FightPanel, fight_events, looks
from tabletop.games.just_run.table.item_cards import CardLook, card_image

#: the door die's faces as the book's die shows them: 1-4 unlocked, 5 locked, 6 blocked
DOOR_FACES = {"unlocked": (1, 2, 3, 4), "locked": (5,), "blocked": (6,)}
#: the size the door die's faces are drawn at (the sprite scales them)
DOOR_FACE_SIZE = 96


@lru_cache(maxsize=1)
def door_die_faces() -> tuple[pygame.Surface, ...]:
    """The door die's six faces as the book's die has them, pictures not pips: a door standing
    open (1-4, unlocked), a padlock (5, locked) and boarded planks (6, blocked)."""
    return (*(_door_face("unlocked"),) * 4, _door_face("locked"), _door_face("blocked"))


def _door_face(kind: str) -> pygame.Surface:
    size = DOOR_FACE_SIZE
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    face.blit(theme.rounded((size, size), (236, 230, 214), 16, 3, (60, 52, 44)), (0, 0))
    frame = pygame.Rect(0, 0, 44, 62)
    frame.center = (size // 2, size // 2 + 2)
    wood, dark = (150, 98, 52), (40, 30, 24)
    pygame.draw.rect(face, dark, frame, border_radius=3)
    if kind == "unlocked":  # the leaf swung open, light showing through the doorway
        pygame.draw.rect(face, (250, 226, 140), frame.inflate(-8, -8), border_radius=2)
        leaf = [
            frame.topleft,
            (frame.left + 20, frame.top + 8),
            (frame.left + 20, frame.bottom - 6),
            frame.bottomleft,
        ]
        pygame.draw.polygon(face, wood, leaf)
        pygame.draw.polygon(face, dark, leaf, 2)
        pygame.draw.circle(face, (70, 150, 70), (size - 18, 18), 9)
    else:
        pygame.draw.rect(face, wood, frame.inflate(-8, -8), border_radius=2)
    if kind == "locked":  # a padlock over the shut door
        body = pygame.Rect(0, 0, 30, 24)
        body.center = (size // 2, size // 2 + 12)
        pygame.draw.arc(
            face, (90, 90, 96), pygame.Rect(body.centerx - 11, body.top - 18, 22, 30), 0, math.pi, 5
        )
        pygame.draw.rect(face, (214, 170, 60), body, border_radius=4)
        pygame.draw.rect(face, dark, body, 2, border_radius=4)
        pygame.draw.circle(face, dark, (body.centerx, body.centery - 2), 4)
    if kind == "blocked":  # planks nailed across the shut door
        for start, end in (
            ((frame.left - 6, frame.top + 10), (frame.right + 6, frame.bottom - 14)),
            ((frame.left - 6, frame.bottom - 14), (frame.right + 6, frame.top + 10)),
        ):
            pygame.draw.line(face, (110, 70, 36), start, end, 11)
            pygame.draw.line(face, dark, start, end, 2)
        pygame.draw.circle(face, (190, 60, 50), (size - 18, 18), 9)
    return face


SLIDE_TIME = 0.55
#: a bash's dice on the board, and the gap between them
BASH_DIE = 64
BASH_GAP = 10
#: the frame of the door's (or wall's) die
WOOD = (150, 104, 60)
BIG_CARD = (300, 408)
#: an event card shown with what it did: long enough to read both
EVENT_TIME = 2.8
#: what is stamped over the board, and for how long
STAMPED: dict[str, float] = {
    "died": 1.6,
    "escaped": 1.6,
    "game_over": 1.8,
    "exit_turned": 1.2,
    "exit_zombies": 1.2,
    "inaccessible": 1.2,
    "bashed": 1.0,
    "tile_discarded": 0.8,
    "disaster": 1.2,
    "optional_event": 1.2,
}
STAMP_COLOURS: dict[str, tuple[int, int, int]] = {
    "died": (220, 60, 50),
    "escaped": (130, 210, 120),
    "game_over": (240, 210, 120),
}
FOLLOWED = ("moved", "fled", "door_checked", "room_placed", "searched", "found", "barricaded")
INK = (236, 228, 214)


@dataclass
class BashShow:
    """A bash's dice at the door or wall bashed: the survivor's dice against the door's (or the
    wall's) one die, the winning die lit once they land (the door wins ties)."""

    at: tuple[int, int, str]
    seat: int
    dice: list[DiceSprite]
    door: DiceSprite
    won: bool
    words: str

    @property
    def rolling(self) -> bool:
        return self.door.rolling or any(die.rolling for die in self.dice)

    def winner(self) -> DiceSprite:
        """The die that decided it: the survivor's highest when the door gave way, else the door's."""
        return max(self.dice, key=lambda die: die.value) if self.won and self.dice else self.door


@dataclass
class Cover:
    """A new room hidden until its tile slides in from the side its door was checked from."""

    row: int
    col: int
    side: str
    progress: float = 0.0  # 0: hidden, 1: slid in
    sliding: bool = False


class TableBeats:
    """The door die, new tiles, fights, found cards and stamps of the survivors' commands."""

    def __init__(self, board: BoardView, fight: FightPanel) -> None:
        self.board = board
        self.fight = fight
        self.door_die: DiceSprite | None = None
        self.door_at: tuple[int, int, str] | None = None
        self.door_words = ""
        self.covers: list[Cover] = []
        self.card: CardLook | None = None
        self.event: EventShow | None = None
        self.stamp = ""
        self.stamp_kind = ""
        self.bash: BashShow | None = None
        self.colours: list[int] = []  # each seat's own colour (Seat.colour), set by the table

    # -- making beats ---------------------------------------------------------------------------

    def beats(
        self, events: Sequence[Event], view: JustRunView, names: Sequence[str], log_start: int
    ) -> list[Beat]:
        """One or more beats per event worth showing, in order; ``log_start`` is the log index of
        ``events[0]``."""
        fights = fight_events(events)
        fight_looks = looks(events, names)
        starts = {id(fight[0]): look for fight, look in zip(fights, fight_looks, strict=False)}
        out: list[Beat] = []
        last_door: tuple[int, int, str] | None = None
        for index, event in enumerate(events):
            log = log_start + index
            line = event_line(event, None, list(names))
            data = event.data
            if id(event) in starts:
                out += self.fight.beats(starts[id(event)], log)
                out.append(Beat(self.fight.hide, 0.0))
            elif event.kind == "door_checked":
                door = (int(data["row"]), int(data["col"]), str(data["side"]))
                last_door = door
                face = str(data.get("face", "unlocked"))
                out.append(Beat(self._roller(door, face, line), ROLL_TIME + 0.7, log, line))
            elif event.kind == "bash" and "door" in data and "row" in data:
                out.append(Beat(self._basher(event, line), ROLL_TIME + 1.2, log, line))
            elif event.kind == "room_placed":
                row, col = int(data["row"]), int(data["col"])
                side = _entry_side(last_door, row, col)
                cover = Cover(row, col, side)
                self.covers.append(cover)
                out.append(Beat(self._slider(cover), SLIDE_TIME + 0.3, log, line))
            elif event.kind == "found":
                look = _found_look(view, data)
                if look is not None:
                    out.append(Beat(self._shower(look), 1.6, log, line))
                    out.append(Beat(self._hide_card, 0.0))
            elif event.kind in SHOWN_KINDS and (shown := event_show(events, index, view, names)):
                out.append(Beat(self._event_shower(shown), EVENT_TIME, log, shown.effect))
                out.append(Beat(self._hide_event, 0.0))
            elif event.kind in STAMPED:
                out.append(Beat(self._stamper(event.kind, line), STAMPED[event.kind], log, line))
                out.append(Beat(self._clear_stamp, 0.0))
        if out:
            out.append(Beat(self._clear_door, 0.0))
        return out

    def _roller(self, door: tuple[int, int, str], face: str, words: str) -> Any:
        def start() -> None:
            keep_in_sight(self.board.camera, self.board.room_world_rect(door[0], door[1]))
            faces = DOOR_FACES.get(face, (1,))
            value = faces[(door[0] + door[1]) % len(faces)]
            self.door_at = door
            self.door_words = words
            self.door_die = DiceSprite((0, 0), 1, 72, seed=door[0] * 7 + door[1], faces=door_die_faces())
            self.door_die.roll(value)

        return start

    def _basher(self, event: Event, words: str) -> Any:
        data = event.data
        at = (int(data["row"]), int(data["col"]), str(data["side"]))
        thrown = [int(v) for v in data.get("dice", ())]
        door_value = int(list(data["door"])[0])

        def start() -> None:
            keep_in_sight(self.board.camera, self.board.room_world_rect(at[0], at[1]))
            seed = at[0] * 7 + at[1]
            dice = [DiceSprite((0, 0), 1, BASH_DIE, seed=seed + n) for n in range(len(thrown))]
            for die, value in zip(dice, sorted(thrown, reverse=True), strict=True):
                die.roll(value)
            door = DiceSprite((0, 0), 1, BASH_DIE, seed=seed + 11)
            door.roll(door_value)
            seat = event.seat if event.seat is not None else 0
            self.bash = BashShow(at, seat, dice, door, bool(data.get("won")), words)

        return start

    def _slider(self, cover: Cover) -> Any:
        def start() -> None:
            keep_in_sight(self.board.camera, self.board.room_world_rect(cover.row, cover.col))
            cover.sliding = True
            if tween.get_speed() == 0:
                cover.progress = 1.0

        return start

    def _shower(self, look: CardLook) -> Any:
        def start() -> None:
            self.card = look

        return start

    def _hide_card(self) -> None:
        self.card = None

    def _event_shower(self, shown: EventShow) -> Any:
        def start() -> None:
            self.event = shown

        return start

    def _hide_event(self) -> None:
        self.event = None

    def _stamper(self, kind: str, line: str) -> Any:
        def start() -> None:
            self.stamp, self.stamp_kind = line, kind

        return start

    def _clear_stamp(self) -> None:
        self.stamp = ""

    def _clear_door(self) -> None:
        self.door_die = None
        self.door_at = None
        self.door_words = ""
        self.bash = None

    # -- running --------------------------------------------------------------------------------

    def busy(self) -> bool:
        rolling = self.door_die is not None and self.door_die.rolling
        return any(c.sliding for c in self.covers) or rolling or (self.bash is not None and self.bash.rolling)

    def update(self, dt: float) -> bool:
        moving = False
        speed = tween.get_speed()
        for cover in self.covers:
            if cover.sliding:
                cover.progress = 1.0 if speed == 0 else min(1.0, cover.progress + dt * speed / SLIDE_TIME)
                moving = True
        self.covers = [c for c in self.covers if c.progress < 1.0]
        if self.door_die is not None:
            moving |= self.door_die.update(dt)
        if self.bash is not None:
            for die in (*self.bash.dice, self.bash.door):
                moving |= die.update(dt)
            if not self.bash.rolling:
                self.bash.winner().highlight = True
        return moving

    def skip(self) -> None:
        """Everything to its end: the tiles in place, the die settled, nothing shown big."""
        self.covers = []
        if self.door_die is not None:
            self.door_die.skip()
        if self.bash is not None:
            for die in (*self.bash.dice, self.bash.door):
                die.skip()
        self._clear_door()
        self.card = None
        self.event = None
        self.stamp = ""

    # -- drawing --------------------------------------------------------------------------------

    def draw_on_board(self, surface: pygame.Surface) -> None:
        """The covers over new rooms and the door die at its door (inside the board's viewport)."""
        clip = surface.get_clip()
        surface.set_clip(self.board.camera.viewport)
        try:
            for cover in self.covers:
                self._draw_cover(surface, cover)
            if self.door_die is not None and self.door_at is not None:
                door = self.board.door_rect(*self.door_at)
                self.door_die.motion.set((door.centerx, door.centery))
                self.door_die.draw(surface)
                if not self.door_die.rolling and self.door_words:
                    label = text.render(self.door_words, text.READABLE + 4, INK, bold=True, shadow=True)
                    box = label.get_rect(midleft=(door.centerx + 52, door.centery)).inflate(24, 12)
                    box.clamp_ip(self.board.camera.viewport)
                    surface.blit(theme.rounded(box.size, (10, 8, 8, 230), 10), box)
                    surface.blit(label, label.get_rect(center=box.center))
            if self.bash is not None:
                self._draw_bash(surface, self.bash)
        finally:
            surface.set_clip(clip)

    def bash_places(self, bash: BashShow) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a bash's two frames lie: the survivor's dice and, after them, the door's die,
        above the door (below it near the top of the view), inside the board's view."""
        door = self.board.door_rect(*bash.at)
        step = BASH_DIE + BASH_GAP
        pad = 12
        mine = pygame.Rect(0, 0, len(bash.dice) * step - BASH_GAP + 2 * pad, BASH_DIE + 2 * pad)
        theirs = pygame.Rect(0, 0, BASH_DIE + 2 * pad, BASH_DIE + 2 * pad)
        both = pygame.Rect(0, 0, mine.width + 16 + theirs.width, mine.height)
        both.midbottom = (door.centerx, door.top - 12)
        viewport = self.board.camera.viewport
        if both.top < viewport.top + 60:
            both.midtop = (door.centerx, door.bottom + 12)
        both.clamp_ip(viewport)
        mine.topleft = both.topleft
        theirs.topright = both.topright
        return mine, theirs

    def _draw_bash(self, surface: pygame.Surface, bash: BashShow) -> None:
        mine, theirs = self.bash_places(bash)
        own = self.colours[bash.seat] if bash.seat < len(self.colours) else bash.seat
        colour = theme.seat_style(own).colour
        surface.blit(theme.rounded(mine.size, (10, 8, 8, 230), 12, 3, colour), mine)
        surface.blit(theme.rounded(theirs.size, (10, 8, 8, 230), 12, 3, WOOD), theirs)
        for index, die in enumerate(bash.dice):
            x = mine.left + 12 + BASH_DIE // 2 + index * (BASH_DIE + BASH_GAP)
            die.motion.set((x, mine.centery))
            die.draw(surface)
        bash.door.motion.set(theirs.center)
        bash.door.draw(surface)
        if not bash.rolling and bash.words:
            label = text.render(bash.words, text.READABLE + 4, INK, bold=True, shadow=True)
            box = label.get_rect(midtop=(mine.union(theirs).centerx, mine.bottom + 8)).inflate(24, 12)
            box.clamp_ip(self.board.camera.viewport)
            surface.blit(theme.rounded(box.size, (10, 8, 8, 230), 10), box)
            surface.blit(label, label.get_rect(center=box.center))

    def _draw_cover(self, surface: pygame.Surface, cover: Cover) -> None:
        """The dark of the unknown, pulled away toward the far side as the tile slides in."""
        rect = self.board.room_rect(cover.row, cover.col).inflate(4, 4)
        left = 1.0 - tween.Ease.OUT_CUBIC(cover.progress)
        if left <= 0:
            return
        # the start row is on the left: a room's south side faces left on screen, east faces down
        hidden = pygame.Rect(rect)
        if cover.side in ("e", "w"):
            hidden.h = round(rect.h * left)
            if cover.side == "w":  # entered from above: the cover leaves downward
                hidden.bottom = rect.bottom
        else:
            hidden.w = round(rect.w * left)
            if cover.side == "s":  # entered from the left: the cover leaves to the right
                hidden.right = rect.right
        surface.fill((14, 12, 14), hidden)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The card found, big, and a stamped line, over the board."""
        viewport = self.board.camera.viewport
        if self.card is not None:
            image = card_image(self.card, BIG_CARD)
            rect = image.get_rect(center=viewport.center)
            theme.blit_shadow(surface, rect)
            surface.blit(image, rect)
        if self.event is not None:
            draw_event_show(surface, self.event, viewport)
        if self.stamp:
            colour = STAMP_COLOURS.get(self.stamp_kind, INK)
            label = text.render(self.stamp, 44, colour, bold=True, shadow=True)
            box = label.get_rect(center=(viewport.centerx, viewport.top + 120)).inflate(48, 28)
            surface.blit(theme.rounded(box.size, (8, 6, 6, 236), 14), box)
            surface.blit(label, label.get_rect(center=box.center))


def _entry_side(door: tuple[int, int, str] | None, row: int, col: int) -> str:
    """The side of the new room its door was checked from (north of the start row's side)."""
    opposite = {"n": "s", "s": "n", "e": "w", "w": "e"}
    if door is None:
        return "s"
    return opposite.get(door[2], "s")


def _found_look(view: JustRunView, data: Mapping[str, Any]) -> CardLook | None:
    """The card found, as an item of the view (in the survivor's hands or on the room's floor)."""
    card = data.get("card")
    places: list[Any] = []
    for survivor in view.get("survivors", []):
        places += list(survivor.get("items") or [])
    for room in view.get("rooms", []):
        places += list(room.get("tokens", {}).get("dropped", []))
    for item in places:
        if card in item.get("cards", ()):
            return CardLook.of(item)
    return None
