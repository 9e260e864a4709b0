"""People at the Just Run table, played by a test: for each decision of a person's seat, the strong
computer survivor says what it would do, and the driver does it with the gesture a player would use
(clicks, drags, menu entries, buttons, the curtain lifted), then checks the table sent exactly that
command.  Commands the table offers no gesture for are left out of the person's choice (see
:data:`REACHABLE`); the report names them."""

from __future__ import annotations

import random
from collections.abc import Callable

from tabletop.core.contract import Command
from tabletop.games.just_run import bots
from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    Attack,
    Barricade,
    BashDoor,
    CheckDoor,
    Choose,
    Combine,
    Discard,
    DoNothing,
    EndTurn,
    FightDice,
    Flee,
    HealRescuee,
    Move,
    Pick,
    PickUp,
    RescueeCheck,
    RescueeMove,
    Search,
    Start,
    TakeCure,
    Throw,
    Trade,
    Use,
    Want,
)
from tabletop.games.just_run.rules.commands import Drop as DropItem
from tabletop.games.just_run.table import board_clicks, frenzy_seats
from tests.just_run.scene_table import Table

#: the commands a person makes at this table with a gesture
REACHABLE: tuple[type[Command], ...] = (
    Pick,
    Combine,
    Discard,
    EndTurn,
    Start,
    Move,
    Flee,
    CheckDoor,
    BashDoor,
    Barricade,
    Search,
    DoNothing,
    Choose,
    Attack,
    Use,
    Trade,
    PickUp,
    DropItem,
    AnswerTrade,
    Throw,
)
#: the scenarios' commands a person makes with a gesture (see ``Driver.scenario_gesture``)
REACHABLE += (TakeCure, HealRescuee, RescueeMove, RescueeCheck)
#: the frenzied scavenge's answers: a click on the person's own lane (their device is the mouse)
REACHABLE += (Want, FightDice)


class GestureFailed(AssertionError):
    pass


class Driver:
    """Plays the person seats of ``table`` by gestures until the game ends."""

    def __init__(self, table: Table, seed: int = 1) -> None:
        self.table = table
        self.scene = table.scene
        self.session = table.session
        self.rng = random.Random(seed)
        self.gestures = 0

    # -- the loop -----------------------------------------------------------------------------------

    def play(self, limit: int = 20000, until: Callable[[], bool] | None = None) -> None:
        """Play to the game's end (or until ``until`` says so, checked between decisions)."""
        for _ in range(limit):
            if self.session.over or until is not None and until():
                return
            self.table.settle()
            if self.scene.curtain_for is not None:
                self.table.click((960, 540))
                continue
            seat = self.person_to_act()
            if seat is None:
                # the computers think on threads: wait for them in real time (a loaded machine
                # is slow), then let the table take their answer
                self.scene.computers.join(2.0)
                self.table.step(0.3)
                continue
            self.act(seat)
        raise AssertionError("the game did not end")

    def person_to_act(self) -> int | None:
        viewer = self.scene.viewer
        acting = self.session.to_act()
        if viewer is not None and viewer in acting and not self.session.seats[viewer].is_computer:
            return viewer
        return None

    def choice(self, seat: int) -> Command:
        legal = self.session.legal(seat)
        reachable = [c for c in legal if isinstance(c, REACHABLE) and self.can_reach(c)]
        wanted = bots.choose(self.session.view(seat), reachable or legal, seat, "strong", self.rng)
        if wanted in reachable:
            return wanted
        for kind in (EndTurn, DoNothing):
            found = next((c for c in reachable if isinstance(c, kind)), None)
            if found is not None:
                return found
        return reachable[0]

    def can_reach(self, command: Command) -> bool:
        """Gestures that need a piece on the board (a pawn to drop on) where there is one."""
        if isinstance(command, Trade):
            return self.scene.board.survivor_rect(command.to) is not None
        if isinstance(command, Attack) and command.survivor is not None:
            return self.scene.board.survivor_rect(command.survivor) is not None
        return True

    def act(self, seat: int) -> None:
        command = self.choice(seat)
        before = len(self.session.commands)
        self.gesture(command)
        self.table.step()
        self.table.settle()
        done = self.session.commands[before:]
        if command not in done:
            raise GestureFailed(f"the gesture for {command} sent {done}")
        self.gestures += 1

    # -- one gesture per command -----------------------------------------------------------------

    def gesture(self, command: Command) -> None:
        scene, table = self.scene, self.table
        if self.scenario_gesture(command):
            return
        if isinstance(command, (Want, FightDice)):
            # a press while the panel shows a moment (the answers revealed, a fight's dice) waits
            # for the next question, as a player watching the moment would
            table.until(lambda: not scene.frenzy.moments, seconds=0.1)
            first, _second = frenzy_seats.answers(self.session.view(command.seat), command.seat)
            button = scene.frenzy.buttons(command.seat)[
                0 if command in (first, Want(command.seat, True)) else 1
            ]
            table.click(button.center)
            return
        if isinstance(command, Pick):
            card = next(c for c in scene.draft.hand if c.id == command.card)
            table.click(card.rect.center)
            table.click(scene.draft.take_button.rect.center)
        elif isinstance(command, EndTurn) and scene.phase == "gear_up":
            table.click(scene.draft.ready_button.rect.center)
            table.click(scene.draft.confirmation.yes.rect.center)
        elif isinstance(command, Combine):
            strip = scene.draft.strip if scene.phase == "gear_up" else scene.strip
            table.drag(self.card(strip, command.item), self.card(strip, command.other))
        elif isinstance(command, (Discard, Use, DropItem)):
            strip = scene.draft.strip if scene.phase == "gear_up" else scene.strip
            self.card_button(strip, command)
        elif isinstance(command, PickUp):
            # the floor card's own "Pick up" button (dragging it onto the survivor's cards is
            # the other way: tests/just_run/test_panels_inventory.py)
            self.card_button(scene.strip, command)
        elif isinstance(command, Start):
            self.click_room((0, command.col))
        elif isinstance(command, Move) and command.row >= int(scene.view["rows"]):
            self.room_menu(command)  # out through the main exit
        elif isinstance(command, Move):
            self.drag_pawn(command.seat, (command.row, command.col))
        elif isinstance(command, (Flee, Search, DoNothing)):
            self.room_menu(command)
        elif isinstance(command, (CheckDoor, BashDoor, Barricade)):
            self.door_menu(command)
        elif isinstance(command, Choose):
            rect = next(r for card, r in scene.supplies.places if card["card"] == command.card)
            table.click(rect.center)
        elif isinstance(command, Attack):
            self.attack(command)
        elif isinstance(command, Trade):
            pawn = scene.board.survivor_rect(command.to)
            assert pawn is not None
            table.drag(self.card(scene.strip, command.item), pawn.center)
            if scene.menu.open:  # giving is one of several meanings there (an exchange, an attack)
                self.menu_entry(command)
        elif isinstance(command, Throw):
            self.show(scene.board.room_world_rect(command.row, command.col))
            table.drag(
                self.card(scene.strip, command.item), scene.board.room_rect(command.row, command.col).center
            )
        elif isinstance(command, EndTurn):
            table.click(scene.end_button.rect.center)
        elif isinstance(command, AnswerTrade):
            button = scene.offer.accept_button if command.accept else scene.offer.decline_button
            table.click(button.rect.center)
        else:
            raise GestureFailed(f"no gesture for {command}")

    # -- helpers ------------------------------------------------------------------------------------

    def card(self, strip: object, item: int) -> tuple[int, int]:
        card = strip.card(item)  # type: ignore[attr-defined]
        assert card is not None, f"item {item} is not in the strip"
        return card.rect.center  # type: ignore[no-any-return]

    def card_button(self, strip: object, command: Command) -> None:
        table = self.table
        table.click(self.card(strip, command.item))  # type: ignore[attr-defined]
        entries = strip.item_commands(command.item)  # type: ignore[attr-defined]
        index = next(i for i, (_label, c, _asks) in enumerate(entries) if c == command)
        table.click(strip.buttons[index].rect.center)  # type: ignore[attr-defined]
        if strip.confirmation.open:  # type: ignore[attr-defined]
            table.click(strip.confirmation.yes.rect.center)  # type: ignore[attr-defined]

    def show(self, world: tuple[int, int, int, int]) -> None:
        """Bring a spot of the board into sight as a player would: the Whole board button."""
        camera = self.scene.camera
        rect = camera.rect_to_screen(world)
        if camera.viewport.contains(rect):
            return
        if not camera.showing_all:
            self.table.click(self.scene.whole_button.rect.center)
            self.table.until(lambda: not camera.busy, seconds=0.05)

    def click_room(self, room: tuple[int, int]) -> None:
        """A click on the room's floor: clear of its pawns, its zombies and the bands along its
        walls (a click there means the wall)."""
        scene, board = self.scene, self.scene.board
        self.show(board.room_world_rect(*room))
        rect = board.room_rect(*room)
        spots = [
            (rect.centerx + rect.w * i // 10, rect.centery + rect.h * j // 10)
            for j in (-3, -2, 2, 3, 0)
            for i in (0, -2, 2, -3, 3)
        ]
        for pos in spots:
            if (
                board.survivor_at(pos) is None
                and board.zombies_at(pos) is None
                and not board.rescuee_at(pos)
                and board_clicks.wall_side_at(scene.board, scene.view, pos, room) is None
                and board.door_at(pos, room) is None
            ):
                self.table.click(pos)
                return
        self.table.click(rect.move(0, -rect.h // 3).center)

    def drag_pawn(self, seat: int, room: tuple[int, int]) -> None:
        board = self.scene.board
        here = self.scene._own_room()
        assert here is not None
        self.show(board.room_world_rect(*room))
        self.show(board.room_world_rect(*here))
        pawn = board.survivor_rect(seat)
        assert pawn is not None
        target = board.room_rect(*room)
        self.table.drag(pawn.center, target.move(0, -target.h // 3).center)
        if self.scene.confirmation.open:
            self.table.click(self.scene.confirmation.yes.rect.center)

    def room_menu(self, command: Command) -> None:
        here = self.scene._own_room()
        assert here is not None
        self.click_room(here)
        self.menu_entry(command)

    def door_menu(self, command: CheckDoor | BashDoor | Barricade) -> None:
        board = self.scene.board
        self.show(board.room_world_rect(command.row, command.col))
        self.table.click(board.door_rect(command.row, command.col, command.side).center)
        self.menu_entry(command)

    def attack(self, command: Attack) -> None:
        board = self.scene.board
        self.show(board.room_world_rect(command.row, command.col))
        if command.survivor is not None:  # another survivor (competitive): a click, or a weapon on them
            pawn = board.survivor_rect(command.survivor)
            assert pawn is not None
            if command.item is None:
                self.table.click(pawn.center)
            else:
                self.table.drag(self.card(self.scene.strip, command.item), pawn.center)
            self.menu_entry(command)
            return
        zombies = board.zombie_rect(command.row, command.col)
        assert zombies is not None
        if command.item is None:
            self.table.click(zombies.center)
        else:
            self.table.drag(self.card(self.scene.strip, command.item), zombies.center)
        if self.scene.menu.open:
            self.menu_entry(command)

    def menu_entry(self, command: Command) -> None:
        menu = self.scene.menu
        if not menu.open:
            raise GestureFailed(f"no menu opened for {command}")
        index = next((i for i, e in enumerate(menu.entries) if e.command == command), None)
        if index is None:
            raise GestureFailed(f"the menu does not offer {command}: {[e.command for e in menu.entries]}")
        self.table.click(menu.entry_rect(index).center)

    # -- the scenarios' gestures (Find the Cure; Rescue Mission) -------------------------------------

    def scenario_gesture(self, command: Command) -> bool:
        """The cure and the heal from the room menu, the rescuee dragged or their door clicked, and
        the rescuee's turn ended with End turn (asked first while actions are left)."""
        scene, table = self.scene, self.table
        if isinstance(command, (TakeCure, HealRescuee)):
            self.room_menu(command)
        elif isinstance(command, RescueeMove):
            self.drag_rescuee((command.row, command.col))
        elif isinstance(command, RescueeCheck):
            self.show(scene.board.room_world_rect(command.row, command.col))
            table.click(scene.board.door_rect(command.row, command.col, command.side).center)
            self.menu_entry(command)
        elif isinstance(command, EndTurn) and scene.phase == "rescuee":
            table.click(scene.end_button.rect.center)
            if scene.confirmation.open:
                table.click(scene.confirmation.yes.rect.center)
        else:
            return False
        return True

    def drag_rescuee(self, room: tuple[int, int]) -> None:
        board = self.scene.board
        here = self.scene._rescuee_room()
        assert here is not None
        rows = int(self.scene.view["rows"])
        if room[0] >= rows:  # out through the main exit: the rescuee's room menu
            self.show(board.room_world_rect(*here))
            rect = board.room_rect(*here)
            self.table.click(rect.move(0, -rect.h // 3).center)
            self.menu_entry(RescueeMove(self.scene.viewer or 0, *room))
            return
        self.show(board.room_world_rect(*room))
        self.show(board.room_world_rect(*here))
        pawn = board.rescuee_rect()
        assert pawn is not None
        target = board.room_rect(*room).clip(self.scene.camera.viewport)
        self.table.drag(pawn.center, target.move(0, -target.h // 4).center)
        if self.scene.confirmation.open:
            self.table.click(self.scene.confirmation.yes.rect.center)


def drive(table: Table, seed: int = 1, limit: int = 20000) -> Driver:
    driver = Driver(table, seed)
    driver.play(limit)
    return driver
