"""The mouse runner's hand: the tray of cards under the path card, clicked or dragged into the line.

A component the table holds (``OutrunScene.hand``) rather than a scene of its own: the tray is one
part of a race or a relay run, drawn in the same frame as every lane, and it never takes the whole
screen.  It owns what only the mouse needs: the drag (:class:`~tabletop.engine.drag.DragController`),
where the pointer is, and the stamps of the last press and release (a click lays, and Finish
finishes, at its press; a drop at its release, as the seat input stamps a key).  Whose hand it is
and what it holds it reads from the table's race or relay (:class:`HandTable`).
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

import pygame

from tabletop.core.session import GameSession
from tabletop.engine import theme
from tabletop.engine.drag import DragController, Target
from tabletop.engine.intents import Click, Drag, Drop, Hover, Intent, Key, PickUp
from tabletop.engine.scene import Host
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import SeatInput, SeatIntent
from tabletop.games.outrun.table import table_draw
from tabletop.games.outrun.table.layout import Lane
from tabletop.games.outrun.table.race import Race
from tabletop.games.outrun.table.race_actions import SeatAction
from tabletop.games.outrun.table.race_modes import DevicePlan
from tabletop.games.outrun.table.race_replay import RacePlayback
from tabletop.games.outrun.table.relay import Relay, Stage
from tabletop.games.outrun.table.table_draw import TrayLook, tray_parts

#: the devices that bring a relay runner their own places: they never use the tray
OWN_CONTROLS = (DeviceKind.KEYS, DeviceKind.PAD, DeviceKind.TOUCH)


class HandTable(Protocol):
    """What the hand reads of the table (:class:`~tabletop.games.outrun.table.scene.OutrunScene`)."""

    app: Host | None
    session: GameSession
    demo: bool
    plan: DevicePlan | None
    race: Race | None
    playback: RacePlayback | None
    seat_input: SeatInput
    lanes: tuple[Lane, ...]

    @property
    def spectator(self) -> bool: ...
    @property
    def relay(self) -> Relay | None: ...

    def invalidate(self) -> None: ...


class MouseHand:
    """The tray and its drag; ``table`` says whose hand it is and takes the cards laid."""

    def __init__(self, table: HandTable) -> None:
        self.table = table
        self.drag = DragController(self.targets)
        self.pointer: tuple[int, int] = (0, 0)
        #: the arrival stamps of the last mouse press and release
        self.press_ns: int | None = None
        self.release_ns: int | None = None

    # -- whose hand, holding what ---------------------------------------------------------------

    def seat(self) -> int | None:
        """The runner whose hand is in the tray: the mouse seat of a race while it races; in a
        relay, the runner up without keys or a pad of their own (they use the mouse)."""
        table = self.table
        if table.demo or table.spectator or table.playback is not None or table.plan is None:
            return None
        race, relay = table.race, table.relay
        if relay is not None:
            seat = relay.up
            if relay.stage is not Stage.RUNNING or relay.hand is None or seat is None:
                return None
            return None if table.plan.devices[seat].kind in OWN_CONTROLS else seat
        seat = table.seat_input.mouse_seat
        if race is None or seat is None or seat not in race.hands or race.finished(seat):
            return None
        return seat

    def places(self) -> list[str | None]:
        """The tray's places, each a card or None where one was laid (nothing: no tray)."""
        seat = self.seat()
        if seat is None:
            return []
        if self.table.relay is not None:
            return self.table.relay.places(fixed=True)
        race = self.table.race
        assert race is not None
        return race.hand(seat, fixed=True)

    def laid(self, seat: int) -> tuple[str, ...]:
        relay, race = self.table.relay, self.table.race
        if relay is not None:
            return relay.laid()
        return race.laid(seat) if race is not None else ()

    def look(self) -> TrayLook | None:
        """What the tray shows now (None: no tray)."""
        seat = self.seat()
        if seat is None:
            return None
        places = tuple(self.places())
        parts = tray_parts(len(places))
        held = self.drag.held
        lifted = held.id if held is not None and self.drag.hides(held.id) else None
        hovered = None
        if not self.drag.active:
            hovered = next((i for i, r in enumerate(parts.places) if r.collidepoint(self.pointer)), None)
        button = ""
        if parts.undo.collidepoint(self.pointer):
            button = "undo"
        elif parts.finish.collidepoint(self.pointer):
            button = "finish"
        can_undo = bool(self.laid(seat))
        player = self.table.session.seats[seat]
        lifted_at = lifted if isinstance(lifted, int) else None
        return TrayLook(places, hovered, lifted_at, can_undo, button, seat, player.name, player.colour)

    # -- the mouse ---------------------------------------------------------------------------------------

    def stamp(self, event: pygame.event.Event, stamp_ns: int) -> None:
        """Keep the arrival stamp of a left press or release (the table sees every raw event)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press_ns = stamp_ns
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release_ns = stamp_ns

    def click_ns(self) -> int:
        """The stamp of the press a click began with (now, when no press was stamped)."""
        app = self.table.app
        assert app is not None
        return self.press_ns if self.press_ns is not None else app.now_ns()

    def sync(self) -> None:
        """The tray's cards are the pieces the mouse may pick up (none while there is no tray)."""
        places = self.places()
        if not places:
            if self.drag.pieces or self.drag.active:
                self.drag.clear()
            return
        rects = tray_parts(len(places)).places
        for place in list(self.drag.pieces):
            if not isinstance(place, int) or place >= len(places) or places[place] is None:
                self.drag.unregister(place)
        for place, (card, rect) in enumerate(zip(places, rects, strict=True)):
            if card is not None:
                self.drag.register(place, partial(pygame.Rect, rect), card, draw_held_card)

    def update(self, dt: float) -> bool:
        """The drag follows the tray; True while a card flies back."""
        self.sync()
        return self.drag.update(dt)

    def targets(self, _place: object, card: object) -> list[Target]:
        """A held card goes into the runner's line: anywhere on their lane's race area."""
        seat = self.seat()
        if seat is None:
            return []
        return [Target("line", pygame.Rect(self.table.lanes[seat].laid), card)]

    def handle(self, seat: int, intent: Intent) -> None:
        """A click on a card lays it at the end of the line, a card dragged onto their lane goes
        into the line where it is dropped (elsewhere it flies back); Take back and Finish are
        clicked (in a race the seat input reads those on the press)."""
        table = self.table
        if isinstance(intent, (Hover, Drag)):
            self.pointer = intent.pos
        if isinstance(intent, (PickUp, Drag, Drop)) or (
            isinstance(intent, Key) and intent.key == pygame.K_ESCAPE and self.drag.active
        ):
            self.sync()
            card = self.drag.handle(intent)
            if isinstance(intent, Drop):
                self.pointer = intent.pos
                if isinstance(card, str):
                    lane = table.lanes[seat]
                    fan = pygame.Rect(lane.laid)
                    at = table_draw.insert_index(fan, lane.laid_card, len(self.laid(seat)), intent.pos[0])
                    self.lay(seat, card, at, self.release_ns)
            table.invalidate()
            return
        if not isinstance(intent, Click) or intent.button != 1:
            return
        self.pointer = intent.pos
        parts = tray_parts(len(self.places()))
        relay = table.relay
        if relay is not None and parts.finish.collidepoint(intent.pos):
            if relay.finish(self.click_ns()):
                table.invalidate()
            return
        if relay is not None and parts.undo.collidepoint(intent.pos):
            if relay.take_back():
                table.invalidate()
            return
        places = self.places()
        for place, rect in enumerate(parts.places):
            card = places[place]
            if card is not None and rect.collidepoint(intent.pos):
                self.lay(seat, card, None, self.press_ns)
                return

    def lay(self, seat: int, card: str, at: int | None, stamp_ns: int | None) -> None:
        """Lay ``card`` from the tray, by the way a click lays it: the relay's mouse, or a press of
        the mouse seat put in with the race's other presses at its own stamp."""
        table = self.table
        assert table.app is not None
        places = self.places()
        if card not in places:
            return
        place = places.index(card)
        if table.relay is not None:
            if table.relay.click_place(place, at, fixed=True):
                table.invalidate()
            return
        stamp = stamp_ns if stamp_ns is not None else table.app.now_ns()
        table.seat_input.put(SeatIntent(seat, SeatAction.SYMBOL, stamp, place, DeviceKind.MOUSE, at))
        table.invalidate()

    # -- drawing -----------------------------------------------------------------------------------------

    def paint(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What moves over the table's picture while a hand card is held: the line's glow, where
        the card would go, and the card under the pointer.  Returns the areas painted."""
        drag = self.drag
        if not drag.active:
            return []
        areas: list[pygame.Rect] = []
        pad = theme.glow_pad(6) + 2
        for target in drag.targets:
            areas.append(target.rect.inflate(2 * pad, 2 * pad))
        drag.draw(surface)
        seat = self.seat()
        held = drag.held
        if held is not None and drag.hides(held.id):
            rect = drag.held_rect
            picture, at = table_draw.hand_card(str(held.payload), rect)
            surface.blit(picture, at)
            blur = theme.shadow_pad(14)
            areas.append(rect.union(rect.inflate(2 * blur, 2 * blur).move(theme.LIFTED_SHADOW_OFFSET)))
            areas.append(pygame.Rect(drag.origin))
        laid = len(self.laid(seat)) if seat is not None else 0
        if seat is not None and drag.hovered is not None and laid:  # the first card needs no marker
            lane = self.table.lanes[seat]
            fan = pygame.Rect(lane.laid)
            index = table_draw.insert_index(fan, lane.laid_card, laid, drag.pointer[0])
            rects = table_draw.laid_rects(fan, lane.laid_card, laid + 1)
            bar_x = rects[laid - 1].right + 2 if index == laid and laid else rects[index].left - 5
            bar = pygame.Rect(bar_x, rects[0].top, 8, rects[0].height)
            pygame.draw.rect(surface, theme.HOVER_GLOW, bar, border_radius=4)
            areas.append(bar)
        return areas


def draw_held_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A hand card's tile under the pointer (:meth:`MouseHand.paint` puts its picture on it)."""
    pygame.draw.rect(surface, (62, 50, 86), rect, border_radius=12)
    pygame.draw.rect(surface, theme.HOVER_GLOW, rect, 3, border_radius=12)
