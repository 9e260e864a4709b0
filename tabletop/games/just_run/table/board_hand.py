"""The player's hand on the board: a component owning what it holds and what it points at.

It keeps the pawn held (the acting survivor's, or the rescuee's by their guide), the room under
the pointer, and the card held from the strip whose targets glow (a kept event's rooms and doors,
an item's throw targets).  Each gesture goes the one way the scene routes it: the board's hit
tests (``board_clicks``) -> the pure ``gestures`` / ``board_clicks`` answers -> :meth:`perform`
(a menu, a toast, the commands submitted, asked first when a question comes with them).  The
table gives it how to submit, ask, toast and work out again what glows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from tabletop.core.contract import Command
from tabletop.engine import theme
from tabletop.engine.intents import Click, Drag, Drop, Intent, PickUp
from tabletop.games.just_run.table import board_clicks, gestures
from tabletop.games.just_run.table import table_panels as panels
from tabletop.games.just_run.table.board_view import BoardView
from tabletop.games.just_run.table.gestures import Held, Moment, Outcome, Pawn, RoomKey
from tabletop.games.just_run.table.inventory import InventoryStrip, ItemDrop
from tabletop.games.just_run.table.room_menu import RoomMenu


class BoardHand:
    """What the player's pointer holds and points at on the board, and what its gestures mean."""

    def __init__(
        self,
        board: BoardView,
        strip: InventoryStrip,
        menu: RoomMenu,
        colours: Sequence[int],
        submit: Callable[[Command], None],
        ask: Callable[[str, Callable[[], None]], None],
        toast: Callable[[str], None],
        relight: Callable[[], None],
    ) -> None:
        self.board, self.strip, self.menu, self.colours = board, strip, menu, colours
        self.submit, self.ask, self.toast, self.relight = submit, ask, toast, relight
        #: the pawn held by the pointer (None: none)
        self.held: Held | None = None
        #: the room under the pointer (what glows may depend on it)
        self.hovered: RoomKey | None = None
        #: the kept event card whose targets glow on the board
        self.event_glow: int | None = None
        #: the item card whose throw targets glow on the board
        self.throw_glow: int | None = None

    def let_go(self) -> None:
        """A new view or a pause: nothing is held, nothing of the strip glows."""
        self.held = None
        self.event_glow = self.throw_glow = None

    def hover(self, room: RoomKey | None) -> None:
        """The pointer is over ``room`` now."""
        if room != self.hovered:
            self.hovered = room
            self.relight()

    def handle(self, intent: Intent, now: Moment) -> bool:
        """A gesture on the board in the player's turn: a pawn dragged, or a click (True: it meant
        something, so the camera leaves it alone)."""
        if self._handle_pawn(intent, now):
            return True
        return isinstance(intent, Click) and intent.button == 1 and self._click(intent.pos, now)

    def _handle_pawn(self, intent: Intent, now: Moment) -> bool:
        """Drag the acting survivor's pawn into a room to move (or flee through a barricade), or
        in the rescuee's turn their guide drags the rescuee's (see ``gestures.pawn_drop``)."""
        if isinstance(intent, PickUp) and now.seat is not None:
            survivor, rescuee = self.board.survivor_at(intent.start), self.board.rescuee_at(intent.start)
            pawn = gestures.pawn_to_pick(now.view, now.phase, now.seat, survivor, rescuee)
            if pawn is None:
                return False
            self.held = Held(pawn, now.seat, intent.pos)
            return True
        if self.held is None:
            return False
        if isinstance(intent, Drag):
            self.held = replace(self.held, pos=intent.pos)
            self.hover(self.board.room_at(intent.pos))
            return True
        if isinstance(intent, Drop):
            held, self.held = self.held, None
            self.hover(None)
            room = self.board.room_at(intent.pos) or board_clicks.cell_at(self.board, intent.pos)
            self.perform(gestures.pawn_drop(now.legal, now.view, held.seat, held.pawn, room), intent.pos)
            return True
        return False

    def _click(self, pos: tuple[int, int], now: Moment) -> bool:
        """A click on the board: in the start phase a start room steps in; in the rescuee's turn
        see ``board_clicks.rescuee_click``, in the survivor's ``board_clicks.turn_click``."""
        seat, view, legal = now.seat, now.view, now.legal
        if seat is None:
            return False
        if now.phase == "start":
            command = gestures.start_command(seat, self.board.room_at(pos))
            if command is not None:
                self.submit(command)
            return command is not None
        rescuee = gestures.rescuee_room(view) if now.phase == "rescuee" else None
        if rescuee is not None:
            door, room = self.board.door_at(pos, rescuee), self.board.room_at(pos)
            answer = board_clicks.rescuee_click(legal, view, rescuee, door, room)
            move = gestures.move_rescuee
        else:
            here = gestures.own_room(view, seat) if now.phase == "turn" else None
            if here is None:
                return False
            wall = board_clicks.wall_side_at(self.board, view, pos, here)
            hits = board_clicks.hits_at(self.board, pos, here, wall)
            aimed = self.throw_glow is not None and self.strip.aimed() == self.throw_glow
            answer = board_clicks.turn_click(legal, view, now.names, seat, here, self.throw_glow, hits, aimed)
            move = gestures.move_to
        if answer is None:
            return False
        if answer.menu is not None and answer.menu[1]:
            self.menu.open_entries(answer.menu[0], answer.menu[1], pos)
        if answer.door is not None:
            self.menu.open_door(legal, view, seat, answer.door, pos)
        if answer.move is not None:
            self.perform(move(legal, view, seat, answer.move), pos)
        if answer.command is not None:
            self.submit(answer.command)
        if answer.toast and not self.menu.open:
            self.toast(answer.toast)
        return True

    def resolve_drop(self, drop: ItemDrop, now: Moment) -> None:
        """A card of the strip let go on the board: what the board's hit test found there means
        (``gestures.event_drop`` for a kept event card, ``gestures.item_drop`` for an item)."""
        if now.seat is None:
            return
        hits = board_clicks.hits_at(self.board, drop.pos, gestures.own_room(now.view, now.seat))
        if self.strip.is_event(drop.item):
            outcome = gestures.event_drop(now.legal, now.view, now.seat, drop.item, hits)
        else:
            outcome = gestures.item_drop(now.legal, now.view, now.names, now.seat, drop, hits)
        self.perform(outcome, drop.pos)

    def perform(self, outcome: Outcome | None, pos: tuple[int, int]) -> None:
        """Carry out what a gesture came to: its menu at ``pos``, its toast, its commands (asked
        first when it has a question)."""
        if outcome is None:
            return
        if outcome.menu is not None:
            self.menu.open_entries(outcome.menu[0], outcome.menu[1], pos)
        if outcome.toast:
            self.toast(outcome.toast)

        def go() -> None:
            for command in outcome.commands:
                self.submit(command)

        if outcome.commands and outcome.question:
            self.ask(outcome.question, go)
        elif outcome.commands:
            go()

    def glow_targets(self, legal: Sequence[Command], own_strip: bool) -> bool:
        """While a kept event card is selected or held, the rooms and doors it can be played on glow
        instead of the moves (they come back when it is let go); while an item that can be thrown
        is, the rooms it can be thrown into glow, and a click on one offers the throw.  True when
        what glows changed."""
        held = self.strip.drag.held
        card = int(str(held.id)) if held is not None and own_strip else None
        glows = gestures.held_glows(legal, card, card is not None and self.strip.is_event(card))
        if glows == (self.event_glow, self.throw_glow):
            return False
        self.event_glow, self.throw_glow = glows
        self.relight()
        return True

    def draw_held(self, surface: pygame.Surface, view: gestures.View, lit: frozenset[RoomKey]) -> None:
        """The pawn held under the pointer, saying why not (or what it costs) over a room."""
        held = self.held
        if held is None:
            return
        room, camera = self.board.room_at(held.pos), self.board.camera
        if held.pawn is Pawn.RESCUEE:
            refused = gestures.rescuee_refused(view, room, lit)
            panels.draw_held_rescuee(surface, held.pos, camera.zoom, refused, camera.viewport)
            return
        colour = theme.seat_style(self.colours[held.seat]).colour
        note = gestures.held_pawn_note(view, held.seat, room, lit)
        panels.draw_held_pawn(surface, held.pos, colour, camera.zoom, note, camera.viewport)
