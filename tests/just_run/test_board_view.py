"""The Just Run board drawn through the camera: the hit tests find exactly what the drawing put
under the pointer (rooms, door sides from either room, survivor pawns, zombie groups) at the
default zoom, panned and in the whole-board view; crowds, hordes and tokens are placed as they
should be; every side state draws differently; highlights and arrows show; a changed door repaints
to the same picture as a fresh board; and every text a player reads is readable at the default
zoom."""

from __future__ import annotations

import copy
from typing import Any

import pygame
import pytest

from tabletop.core.i18n import _, set_language
from tabletop.engine import text
from tabletop.engine.camera import Camera
from tabletop.games.just_run.bench.bench_board import full_board_view, pan_frame_times
from tabletop.games.just_run.rules.commands import CheckDoor, Move
from tabletop.games.just_run.rules.content import TILES
from tabletop.games.just_run.rules.playout import random_playout
from tabletop.games.just_run.rules.setup import setup
from tabletop.games.just_run.rules.view import JustRunView, view
from tabletop.games.just_run.table import board_geometry as geo
from tabletop.games.just_run.table import layout as table_layout
from tabletop.games.just_run.table.board_places import doors_of, place
from tabletop.games.just_run.table.board_view import BoardView, Highlights, legal_highlights
from tabletop.games.just_run.table.board_words import TILE_NAMES
from tests.contract.harness import view_mismatches
from tests.readability import record, too_small


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def make_board(shown: dict[str, Any] | None = None, zoom: float | None = None) -> BoardView:
    layout = table_layout.load()
    shown = shown if shown is not None else full_board_view(3)
    camera = Camera(layout.board, geo.world_size(shown["rows"]), zoom or layout.zoom, layout.max_zoom)
    board = BoardView(camera)
    board.set_view(shown)
    return board


def views_of(board: BoardView) -> list[str]:
    """Put the camera at the default zoom (twice, panned) and in the whole-board view in turn."""
    cam = board.camera
    cam.reset()
    yield "middle"
    cam.set_view(0, 0)
    yield "top left"
    cam.set_view(10_000, 10_000)
    yield "bottom right"
    cam.show_all()
    cam.skip()
    yield "whole board"


def test_a_click_on_a_room_finds_that_room_at_any_zoom_and_pan():
    board = make_board()
    view_rect = board.camera.viewport
    for where in views_of(board):
        seen = 0
        for key in board.board.rooms:
            rect = board.room_rect(*key)
            if not view_rect.collidepoint(rect.center):
                continue
            seen += 1
            assert board.room_at(rect.center) == key, where
            assert board.room_at((rect.left + 3, rect.top + 3)) == key, where
        assert seen >= 6, where
    assert board.room_at((view_rect.right + 5, view_rect.centery)) is None


def test_a_click_on_a_door_marker_names_the_side_from_either_room():
    board = make_board()
    doors = list(board.board.doors)
    assert len(doors) > 20
    board.camera.show_all()
    board.camera.skip()
    for row, col, side in doors:
        rect = board.door_rect(row, col, side)
        assert board.camera.viewport.collidepoint(rect.center)
        assert board.door_at(rect.center) == (row, col, side)
        if row == board.board.rows - 1 and side == "n":
            continue  # the main exit's door leads out of the building
        dr, dc = {"n": (1, 0), "e": (0, 1)}[side]
        other = (row + dr, col + dc)
        opposite = {"n": "s", "e": "w"}[side]
        assert board.door_at(rect.center, room=other) == (*other, opposite)
        assert board.door_at(rect.center, room=(row, col)) == (row, col, side)


def test_each_edge_is_drawn_once_and_every_door_side_of_the_view_is_on_the_board():
    shown = full_board_view(5)
    board = make_board(shown)
    named = set()
    for row, col, side in doors_of(shown):
        edge = {"s": (row - 1, col, "n"), "w": (row, col - 1, "e")}.get(side, (row, col, side))
        named.add(edge)
    assert named == set(board.board.doors)


def test_a_click_on_a_survivor_finds_that_pawn_even_in_a_crowded_room():
    shown = full_board_view(3)
    board = make_board(shown)
    crowded = [seat for seat, s in enumerate(shown["survivors"]) if s["room"] == {"row": 2, "col": 2}]
    assert len(crowded) >= 3
    x, y, w, h = board.room_world_rect(2, 2)
    board.camera.set_view(x + w / 2, y + h / 2)
    for seat in range(len(shown["survivors"])):
        rect = board.survivor_rect(seat)
        assert rect is not None
        if not board.camera.viewport.collidepoint(rect.center):
            continue
        # the left part of a pawn shows even where the next pawn overlaps it
        point = (round(rect.left + rect.w * 0.2), rect.centery)
        assert board.survivor_at(point) == seat
    last = board.survivor_rect(crowded[-1])
    assert last is not None and board.survivor_at(last.center) == crowded[-1]
    assert board.survivor_at(board.room_rect(2, 2).topleft) is None


def test_crowded_pawns_stay_inside_their_room():
    board = make_board()
    for placed in board.board.pieces:
        if placed.kind in ("survivor", "zombies", "horde"):
            key = placed.key if placed.kind != "survivor" else None
            x, y, w, h = placed.rect
            room = geo.room_at(board.board.rows, x + w / 2, y + h / 2)
            assert room is not None
            if key is not None:
                assert room == key
            rx, ry, rw, rh = geo.room_rect(board.board.rows, *room)
            assert rx <= x and x + w <= rx + rw and ry <= y and y + h <= ry + rh


def _one_room(zombies: int, **tokens: Any) -> dict[str, Any]:
    room = {
        "row": 1,
        "col": 2,
        "tile": "room_00",
        "name": "Lobby",
        "sides": {"n": "door", "e": "door", "s": "door", "w": "door"},
        "zombies": zombies,
        "horde": zombies >= 5,
        "rotation": 0,
        "tokens": {
            "noise": False,
            "disaster": False,
            "dropped": [],
            "bodies": 0,
            "exit_card": False,
            **tokens,
        },
    }
    return {"rows": 10, "rooms": [room], "survivors": []}


def test_zombies_stand_side_by_side_with_a_count_badge_when_crowded_and_a_horde_is_one_big_pawn():
    two = [p for p in place(_one_room(2)).pieces if p.kind == "zombies"]
    assert len(two) == 2 and all(p.badge == 0 for p in two)
    four = [p for p in place(_one_room(4)).pieces if p.kind == "zombies"]
    assert len(four) == 3 and sorted(p.badge for p in four) == [0, 0, 4]
    horde = [p for p in place(_one_room(6)).pieces if p.kind in ("zombies", "horde")]
    assert len(horde) == 1 and horde[0].kind == "horde" and horde[0].badge == 6
    assert horde[0].rect[2] > geo.ZOMBIE


def test_noise_disaster_dropped_items_bodies_and_exit_cards_get_tokens():
    shown = _one_room(0, noise=True, disaster=True, dropped=[{"id": 1}, {"id": 2}], bodies=1, exit_card=True)
    tokens = {p.key[2]: p for p in place(shown).pieces if p.kind == "token"}
    assert set(tokens) == {"noise", "disaster", "dropped", "body", "exit_card"}
    assert tokens["dropped"].badge == 2
    rects = [pygame.Rect(p.rect) for p in tokens.values()]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_a_click_on_a_zombie_group_finds_its_room():
    board = make_board()
    board.camera.show_all()
    board.camera.skip()
    groups = {p.key for p in board.board.pieces if p.kind in ("zombies", "horde")}
    assert groups
    for row, col in groups:
        rect = board.zombie_rect(row, col)
        assert rect is not None
        assert board.zombies_at(rect.center) == (row, col) or board.zombies_at(rect.midleft) == (row, col)


def _side_picture(state: str) -> pygame.Surface:
    shown = _one_room(0)
    shown["rooms"][0]["sides"]["n"] = state
    board = make_board(shown)
    cam = board.camera
    cx, cy = geo.side_centre(10, 1, 2, "n")
    cam.set_view(cx, cy, 1.0)
    screen = pygame.Surface((1920, 1080))
    board.draw(screen)
    area = board.door_rect(1, 2, "n")
    return screen.subsurface(area).copy()


def test_every_side_state_draws_its_own_picture():
    states = [*geo.DOOR_STATES, "wall", "exterior"]
    pictures = {state: pygame.image.tobytes(_side_picture(state), "RGB") for state in states}
    for i, a in enumerate(states):
        for b in states[i + 1 :]:
            assert pictures[a] != pictures[b], (a, b)


def _drawn(board: BoardView, highlights: Highlights | None = None) -> pygame.Surface:
    screen = pygame.Surface((1920, 1080))
    board.draw(screen, highlights or Highlights())
    return screen


def _differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return pygame.image.tobytes(a.subsurface(rect), "RGB") != pygame.image.tobytes(b.subsurface(rect), "RGB")


def test_highlighted_rooms_doors_and_arrows_show_and_nothing_else_changes():
    board = make_board()
    cam = board.camera
    x, y, w, h = board.room_world_rect(2, 2)
    cam.set_view(x + w / 2, y + h / 2)
    plain = _drawn(board)
    lit = _drawn(board, Highlights(rooms=frozenset({(2, 2)})))
    assert _differs(plain, lit, board.room_rect(2, 2).inflate(-20, -20))
    assert not _differs(plain, lit, board.room_rect(4, 2))
    door = next(iter(board.board.doors))
    cam.set_view(*geo.side_centre(board.board.rows, *door))
    plain = _drawn(board)
    lit = _drawn(board, Highlights(doors=frozenset({door})))
    assert _differs(plain, lit, board.door_rect(*door))
    cam.set_view(x + w, y + h / 2)
    plain = _drawn(board)
    arrow = _drawn(board, Highlights(arrows=(((2, 2), (3, 2)),)))
    a, b = board.room_rect(2, 2).center, board.room_rect(3, 2).center
    middle = pygame.Rect(0, 0, 8, 8)
    middle.center = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    assert _differs(plain, arrow, middle)


def test_the_drawing_stays_inside_the_board_viewport():
    board = make_board()
    screen = pygame.Surface((1920, 1080))
    screen.fill((1, 2, 3))
    board.draw(screen, Highlights(rooms=frozenset(board.board.rooms), arrows=(((0, 0), (9, 4)),)))
    outside = pygame.Rect(board.camera.viewport)
    for point in (
        (outside.left - 1, outside.top + 5),
        (outside.right, outside.bottom - 5),
        (5, outside.bottom + 2),
    ):
        assert screen.get_at(point)[:3] == (1, 2, 3)


def test_the_legal_commands_light_the_rooms_and_doors():
    commands = [Move(seat=1, row=1, col=2), CheckDoor(seat=1, row=0, col=2, side="n")]
    lit = legal_highlights(commands, acting=1)
    assert lit.rooms == {(1, 2)} and lit.doors == {(0, 2, "n")} and lit.acting == 1


def test_a_changed_door_repaints_to_exactly_what_a_fresh_board_paints():
    shown = full_board_view(4)
    board = make_board(shown)
    board.camera.show_all()
    board.camera.skip()
    _drawn(board)  # the still picture and its scaled copy exist now
    changed = copy.deepcopy(shown)
    room = next(r for r in changed["rooms"] if r["sides"]["n"] == "door" and r["row"] < 8)
    room["sides"]["n"] = "locked"
    above = next(r for r in changed["rooms"] if (r["row"], r["col"]) == (room["row"] + 1, room["col"]))
    above["sides"]["s"] = "locked"
    board.set_view(changed)
    fresh = make_board(changed)
    assert pygame.image.tobytes(board.still_picture(), "RGB") == pygame.image.tobytes(
        fresh.still_picture(), "RGB"
    )
    fresh.camera.show_all()
    fresh.camera.skip()
    # scaled for the whole-board view, the patch may differ from a fresh scaling by the filter's
    # rounding only
    area = board.room_rect(room["row"], room["col"]).inflate(-8, -8)
    ours = pygame.image.tobytes(_drawn(board).subsurface(area), "RGB")
    theirs = pygame.image.tobytes(_drawn(fresh).subsurface(area), "RGB")
    assert sum(abs(a - b) for a, b in zip(ours, theirs, strict=True)) / len(ours) < 3


def test_every_text_on_the_board_is_readable_at_the_default_zoom():
    shown = full_board_view(2)
    board = make_board(shown)
    for _where in ("middle", "panned"):
        drawn = record(lambda: _drawn(board, Highlights(rooms=frozenset(board.board.rooms))))
        assert drawn, "the board drew no text"
        assert too_small(drawn) == []
        assert all(d.size >= text.READABLE for d in drawn)
        board.camera.set_view(0, 0)
    drawn_words = {word for d in record(lambda: _drawn(board)) for word in d.text.split()}
    name_words = {word for room in shown["rooms"] if room["name"] for word in room["name"].split()}
    assert drawn_words & name_words, "no room name was drawn"


def test_the_board_of_a_real_game_draws_with_the_start_row_placed():
    state = setup({"players": 3}, seed=11)
    shown = view(state, 0)
    board = make_board(shown)
    assert len(board.board.rooms) == len(shown["rooms"])
    board.camera.follow(board.room_world_rect(0, 0))
    board.camera.skip()
    assert board.camera.sees(board.room_world_rect(0, 0))
    screen = _drawn(board)
    for col in range(5):
        start = board.room_rect(0, col)
        if board.camera.viewport.collidepoint(start.center):
            assert board.room_at(start.center) == (0, col)
            assert screen.get_at(start.center)[:3] != (14, 12, 14)


def test_the_pan_benchmark_reports_frame_times():
    result = pan_frame_times(frames=20)
    assert result.frames == 20
    assert 0 < result.p50_ms <= result.p99_ms <= result.worst_ms


def test_the_view_gives_each_placed_room_the_turn_its_tile_was_laid_at_all_about_rooms():
    """All About Rooms: a new tile is turned to align with its neighbours; the table turns the
    tile's picture by the same quarter turns, so the view says how far."""
    states, _ = random_playout(0, {"players": 4})
    for state in states[:: max(1, len(states) // 20)]:
        shown = view(state, None)
        for room in shown["rooms"]:
            placed = state.room(room["row"], room["col"])
            assert placed is not None
            assert room["rotation"] == placed.rotation


def test_every_room_name_is_marked_for_translation_and_drawn_readably_in_polish():
    assert {tile.name for tile in TILES.values()} == set(TILE_NAMES)
    set_language("pl")
    board = make_board(full_board_view(2))
    x, y, w, h = board.room_world_rect(0, 1)
    board.camera.set_view(x + w * 2, y + h)
    drawn = record(lambda: _drawn(board))
    assert too_small(drawn) == []
    words = {word for d in drawn for word in d.text.split()}
    assert {"Hol", "Szatnia", "Recepcja"} & words


def test_the_first_player_pawn_sits_on_that_survivor_and_never_hides_the_click():
    shown = full_board_view(3)
    board = make_board(shown)
    marks = [p for p in board.board.pieces if p.kind == "first_player"]
    assert len(marks) == 1 and marks[0].key == shown["first_player"]
    pawn = next(p for p in board.board.pieces if p.kind == "survivor" and p.key == shown["first_player"])
    assert pygame.Rect(marks[0].rect).colliderect(pygame.Rect(pawn.rect))
    x, y, w, h = pawn.rect
    board.camera.set_view(x + w / 2, y + h / 2)
    rect = board.survivor_rect(shown["first_player"])
    assert rect is not None and board.survivor_at(rect.center) == shown["first_player"]


@pytest.mark.parametrize("language", ["en", "pl"])
def test_no_room_name_breaks_mid_word_on_its_plate_at_the_default_zoom(language: str) -> None:
    """ "Przechowalnia okryć" used to read "Przechowalni / a okryć": a word too long for the room is
    condensed, then hyphenated, so every line ends at a word's end or with a hyphen."""
    from tabletop.games.just_run.table.board_view import plate_lines

    set_language(language)
    board = make_board(full_board_view(2))
    rect = board.room_rect(0, 1)
    inner = rect.w - 2 * round(geo.WALL * board.camera.zoom) - 8
    for name in TILE_NAMES:
        words = _(name).split()
        lines, _narrow = plate_lines(_(name), inner)
        joined = " ".join(lines).replace("- ", "")
        assert joined.split() == words, (name, lines)


def test_the_full_board_view_is_a_whole_just_run_view_for_every_table_part_that_reads_it():
    """The benchmark's and the previews' board is what ``view()`` declares, key for key, so any
    part of the table handed it reads it as it reads a real game."""
    for seed in (1, 2, 3):
        assert view_mismatches(full_board_view(seed), JustRunView) == []


def test_the_tiles_picture_is_loaded_when_the_table_opens_not_in_the_frame_that_first_shows_the_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tabletop.core import catalogue
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession
    from tabletop.core.settings import Settings
    from tabletop.games.just_run.table import art
    from tabletop.games.just_run.table.scene import JustRunScene
    from tabletop.scenes.navigator import open_app

    monkeypatch.setattr(art, "_atlas", None)  # as in a fresh app
    session = GameSession.new(catalogue.get("just_run"), {"players": 6}, 11, default_seats(6))
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    app.push(JustRunScene(session, autosave=False))  # the draft: no board drawn yet
    # loading it took 60-100 ms of the frame showing the escape's first move (162 ms in all)
    assert art._atlas is not None
