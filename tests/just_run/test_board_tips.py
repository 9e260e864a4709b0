"""Every piece on the Just Run board explains itself: resting the pointer (real mouse motion posted
to the app, then the tooltip's delay) on a room, a door of each kind, a zombie, a horde, a hand
print, a noise token, a dropped item, a survivor's pawn and the exit row shows a tip naming the
piece and saying what it does now, in English and in Polish."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.tooltip import DELAY, Tip
from tabletop.games.just_run.table.item_cards import item_name
from tabletop.games.just_run.table.tips import hand_print_world
from tests.just_run.scene_table import Table, make_table
from tests.just_run.tip_states import BOILER_ROOM, CLOAKROOM, RECEPTION, STAIRWELL, every_piece

#: what each tip must say, by language: (words in its title, words in its body)
EXPECTED: dict[str, dict[str, tuple[str, str]]] = {
    "en": {
        "room": ("Reception", "2 zombies."),
        "hand_print": ("Hand print", "zombie crawls in here at each spawn while the room is empty"),
        "locked_door": ("Locked door", "Bash it (one action)"),
        "open_door": ("Open door", "pass freely"),
        "barricade": ("Barricade", "takes two actions"),
        "horde": ("A horde of 5 zombies", "acts as one creature"),
        "zombie": ("1 zombie", "attacks a survivor in its room"),
        "noise": ("Noise token", "will not move on the next zombie turn"),
        "dropped": ("1 dropped item", "may pick it up."),
        "survivor": ("Anna", "life points"),
        "exit_row": ("Exit room, face down", "the Main Exit, the only way out"),
    },
    "pl": {
        "room": ("Recepcja", "2 zombie."),
        "hand_print": ("Odcisk dłoni", "wpełza tu jedno, jeśli pokój jest pusty"),
        "locked_door": ("Zamknięte drzwi", "Wyważ je (jedna akcja)"),
        "open_door": ("Otwarte drzwi", "przechodzą swobodnie"),
        "barricade": ("Barykada", "kosztuje dwie akcje"),
        "horde": ("Horda: 5 zombie", "działa jak jedno stworzenie"),
        "zombie": ("1 zombie", "atakuje 1 kością"),
        "noise": ("Żeton hałasu", "nie ruszą się w najbliższej turze zombie"),
        "dropped": ("1 upuszczony przedmiot", "może to podnieść"),
        "survivor": ("Anna", "punktów życia"),
        "exit_row": ("Pokój wyjściowy, zakryty", "Główne wyjście, jedyna droga na zewnątrz"),
    },
}


@pytest.fixture(params=("en", "pl"))
def table(request: pytest.FixtureRequest) -> Table:
    table = make_table(4, computers=(1, 2, 3), language=request.param, state=every_piece())
    table.settle()
    return table


def rest_on(table: Table, pos: tuple[int, int]) -> Tip | None:
    """Move the mouse there, keep it still past the tooltip's delay: the tip shown, if any."""
    table.move_to((pos[0] + 40, pos[1] + 40))
    table.step(0.05)
    table.move_to(pos)
    table.step(DELAY + 0.05)
    table.step(0.05)
    return table.scene.tooltips.shown


def clear_spot(table: Table, key: tuple[int, int]) -> tuple[int, int]:
    """A point of a room with no piece, door or hand print on it."""
    board = table.scene.board
    rect = board.room_rect(*key)
    taken = [r for _p, r in board.piece_rects()]
    hand = hand_print_world(board.board.rooms[key], board.board.rows)
    if hand is not None:
        taken.append(table.scene.camera.rect_to_screen(hand))
    for fx in (0.5, 0.7, 0.3, 0.85, 0.15):
        for fy in (0.5, 0.3, 0.7, 0.85, 0.15):
            point = (rect.left + round(rect.w * fx), rect.top + round(rect.h * fy))
            if board.door_at(point) is None and not any(r.collidepoint(point) for r in taken):
                return point
    raise AssertionError(f"no clear spot in {key}")


def places(table: Table) -> dict[str, tuple[int, int]]:
    board = table.scene.board
    tokens = {p.key[2]: r.center for p, r in board.piece_rects("token")}  # type: ignore[index]
    horde, zombie, pawn = (
        board.zombie_rect(*BOILER_ROOM),
        board.zombie_rect(*STAIRWELL),
        board.survivor_rect(0),
    )
    hand = hand_print_world(board.board.rooms[CLOAKROOM], board.board.rows)
    assert horde and zombie and pawn and hand
    return {
        "room": clear_spot(table, RECEPTION),
        "hand_print": table.scene.camera.rect_to_screen(hand).center,
        "locked_door": board.door_rect(0, 1, "n").center,
        "open_door": board.door_rect(0, 2, "n").center,
        "barricade": board.door_rect(0, 0, "e").center,
        "horde": horde.center,
        "zombie": zombie.center,
        "noise": tokens["noise"],
        "dropped": tokens["dropped"],
        "survivor": pawn.center,
    }


def test_every_piece_on_the_board_names_itself_and_says_what_it_does(table: Table):
    language = table.app.settings.language
    expected = EXPECTED[language]
    for kind, pos in places(table).items():
        assert table.scene.board.camera.viewport.collidepoint(pos), kind
        tip = rest_on(table, pos)
        assert tip is not None, f"no tip on the {kind}"
        title, body = expected[kind]
        assert title in tip.title, (kind, tip)
        assert body in tip.body, (kind, tip)
    # the exit row: the whole board in view, the pointer on a face-down exit room
    table.key(pygame.K_w)
    table.settle()
    rows = table.scene.board.board.rows
    tip = rest_on(table, clear_spot(table, (rows - 1, 2)))
    assert tip is not None
    title, body = expected["exit_row"]
    assert title in tip.title and body in tip.body, tip


def test_a_tip_follows_the_board_the_player_sees(table: Table):
    """The room's tip counts who is there now: Anna and Ben, and the two zombies."""
    tip = rest_on(table, clear_spot(table, RECEPTION))
    assert tip is not None
    names = table.scene.names
    assert names[0] in tip.body and names[1] in tip.body
    assert names[2] not in tip.body
    knife = item_name("Kitchen Knife")
    tokens = {p.key[2]: r.center for p, r in table.scene.board.piece_rects("token")}  # type: ignore[index]
    dropped = rest_on(table, tokens["dropped"])
    assert dropped is not None and knife in dropped.body


def test_no_board_tip_while_a_menu_covers_the_board(table: Table):
    table.click(table.scene.board.door_rect(0, 2, "n").center)
    assert table.scene.menu.open
    tip = table.scene.tip_at(table.scene.board.door_rect(0, 1, "n").center)
    assert tip is None or tip.title not in (
        EXPECTED["en"]["locked_door"][0],
        EXPECTED["pl"]["locked_door"][0],
    )
