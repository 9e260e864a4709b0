"""The Outrun table map (``maps/outrun.tmx``) and its loader: every zone the table needs, the rooms
and places exactly as the rules' boards have them, lanes for 2 to 6 seats that fit and never
overlap, a path card big enough for 96 px symbols, and committed files equal to what the build
scripts write (so neither the map nor the art can drift from the rules)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from itertools import combinations
from pathlib import Path
from types import ModuleType

import pytest

from tabletop.core.layout import LayoutError, Rect, ZoneKind
from tabletop.games.outrun.rules.boards import BLOCKED, BOARDS, PLACES, ROOMS_PER_BOARD
from tabletop.games.outrun.rules.content import SYMBOL_IDS, Monster
from tabletop.games.outrun.rules.interference import Kind
from tabletop.games.outrun.rules.paths import PATHS
from tabletop.games.outrun.table import layout as table_layout
from tabletop.games.outrun.table.layout import TableLayout

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = REPO / "build_scripts"
MIN_SYMBOL_PX = 96
LANE_ZONE = re.compile(r"_\dp_\d$")


@pytest.fixture(scope="module")
def table() -> TableLayout:
    return table_layout.load()


@pytest.fixture(scope="module")
def scripts() -> tuple[ModuleType, ModuleType]:
    """The map script and the art script, imported with their folder on the path."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(SCRIPTS))
    try:
        import art_outrun
        import outrun_table
    finally:
        sys.path.remove(str(SCRIPTS))
    return outrun_table, art_outrun


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _inside(inner: Rect, outer: Rect) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[0] + inner[2] <= outer[0] + outer[2]
        and inner[1] + inner[3] <= outer[1] + outer[3]
    )


# --- the map loads, with every zone --------------------------------------------------------------


def test_the_table_is_a_1920_by_1080_map_with_one_floor_layer(table: TableLayout) -> None:
    assert table.layout.size == (1920, 1080)
    assert table.layout.layers == ("floor",)


def test_every_zone_the_table_needs_exists_with_its_kind(table: TableLayout) -> None:
    kinds = {
        "path_card": ZoneKind.PANEL,
        "path_deck": ZoneKind.DECK,
        "interference_deck": ZoneKind.DECK,
        "interference_discard": ZoneKind.DISCARD,
        "finish_pile": ZoneKind.PENDING,
        "center_cards": ZoneKind.PANEL,
        "monster_board": ZoneKind.PANEL,
        "zero_box": ZoneKind.SPACE,
        "hud_top": ZoneKind.PANEL,
        "menu_button": ZoneKind.BUTTON,
    }
    for name, kind in kinds.items():
        assert table.layout.zone(name).kind is kind, name
    for name in table_layout.REQUIRED_ZONES:
        assert name in table.zones, name


def test_a_map_without_a_zone_the_table_needs_is_refused_by_name(tmp_path: Path) -> None:
    text = table_layout.map_path(table_layout.MAP).read_text(encoding="utf-8")
    broken = tmp_path / "outrun.tmx"
    broken.write_text(text.replace('name="finish_pile"', 'name="finish_heap"'), encoding="utf-8")
    with pytest.raises(LayoutError, match="finish_pile"):
        table_layout.load(broken)


def test_no_zone_leaves_the_screen(table: TableLayout) -> None:
    for name, (x, y, w, h) in table.zones.items():
        assert x >= 0 and y >= 0 and x + w <= 1920 and y + h <= 1080, name


# --- the rules' boards on the map ------------------------------------------------------------------


def test_three_map_boards_of_nine_rooms_are_numbered_through_in_rows(table: TableLayout) -> None:
    """Game Setup 4: each map board has 9 rooms; a game of 1, 2 or 3 boards uses the first 9, 18, 27."""
    assert len(table.rooms) == 3 * ROOMS_PER_BOARD == 27
    for index in range(27):
        zone = table.layout.zone(f"room_{index}")
        board, room = divmod(index, ROOMS_PER_BOARD)
        assert (zone.prop("index"), zone.prop("board"), zone.prop("room")) == (index, board, room)
        assert _inside(zone.rect, table.zones[f"map_board_{board}"])
    for boards in (1, 2, 3):
        assert len(table.rooms_in_play(boards)) == 9 * boards
        rows = {rect[1] for rect in table.rooms_in_play(boards)}
        assert len(rows) == boards
    for a, b in combinations(table.rooms, 2):
        assert not _overlap(a, b)


def test_the_exit_of_a_game_closes_the_row_of_its_last_board(table: TableLayout) -> None:
    """Winning: the first off the last map board wins, so the way out follows that board's last room."""
    for boards in (1, 2, 3):
        exit_rect = table.exit(boards)
        last = table.room(boards * ROOMS_PER_BOARD - 1)
        assert exit_rect[1] == last[1] and exit_rect[0] >= last[0] + last[2]
        assert table.layout.zone(f"exit_{boards}").prop("boards") == boards


def test_the_places_carry_every_monsters_values_specials_and_blocking(table: TableLayout) -> None:
    """Monster Board Overview and Game Setup 3: six places, their values and marks, blocked by count."""
    for place in range(1, PLACES + 1):
        zone = table.layout.zone(f"place_{place}")
        assert zone.prop("place") == place
        blocked = {int(n) for n in zone.prop("blocked").split(",") if n}
        assert blocked == {n for n, shut in BLOCKED.items() if place in shut}
        for monster in Monster:
            board = BOARDS[monster]
            assert zone.prop(f"value_{monster.value}") == board.value(place), (monster, place)
            marks = {m for m in zone.prop(f"special_{monster.value}").split(",") if m}
            assert marks == {special.value for special in board.specials[place - 1]}, (monster, place)


def test_place_one_is_on_the_right_and_the_zero_box_above_the_row(table: TableLayout) -> None:
    """Monster Board Overview: slowest on the left, fastest on the right, the +0 square at the top."""
    lefts = [table.place(place)[0] for place in range(1, PLACES + 1)]
    assert lefts == sorted(lefts, reverse=True)
    board = table.zones["monster_board"]
    zero = table.zero_box
    assert all(zero[1] + zero[3] <= table.place(p)[1] for p in range(1, PLACES + 1))
    for rect in (zero, *table.places.values()):
        assert _inside(rect, board)
    for a, b in combinations([zero, *table.places.values()], 2):
        assert not _overlap(a, b)


def test_the_monster_board_art_uses_the_maps_place_geometry(
    scripts: tuple[ModuleType, ModuleType], table: TableLayout
) -> None:
    outrun_table, _ = scripts
    bx, by, _, _ = table.zones["monster_board"]
    for place in range(1, PLACES + 1):
        x, y, w, h = outrun_table.place_box(place)
        assert table.place(place) == (bx + x, by + y, w, h)


# --- the path card ----------------------------------------------------------------------------------


def test_every_symbol_of_every_path_card_is_drawn_at_least_96_px_inside_the_card(table: TableLayout) -> None:
    """The table: symbols at least 96 px on the path card at 1080p, none touching another."""
    area = table.path_card
    assert area.symbol_px >= MIN_SYMBOL_PX and area.cell >= area.symbol_px
    for card in PATHS:
        rects = [area.symbol_rect(col, row) for col, row in card.spots]
        for rect in rects:
            assert rect[2] >= MIN_SYMBOL_PX and rect[3] >= MIN_SYMBOL_PX
            assert _inside(rect, area.rect)
        for a, b in combinations(rects, 2):
            assert not _overlap(a, b)


def test_a_spot_off_the_grid_is_refused(table: TableLayout) -> None:
    with pytest.raises(ValueError, match="off the 4 x 4"):
        table.path_card.symbol_rect(4, 0)


def test_the_path_card_is_in_the_middle_and_the_piles_beside_it(table: TableLayout) -> None:
    x, y, w, h = table.path_card.rect
    assert abs(x + w / 2 - 960) <= 1
    for name in ("path_deck", "interference_deck", "interference_discard"):
        assert table.zones[name][0] + table.zones[name][2] <= x, name
    for name in ("finish_pile", "center_cards"):
        assert table.zones[name][0] >= x + w, name


# --- the lanes ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_each_seat_has_a_lane_with_its_parts_inside_and_nothing_overlapping(
    table: TableLayout, seats: int
) -> None:
    lanes = table.lanes_for(seats)
    assert [lane.seat for lane in lanes] == list(range(seats))
    shared = [rect for name, rect in table.zones.items() if name not in {n for n in table.zones if "p_" in n}]
    for lane in lanes:
        parts = (lane.runner, lane.keys, lane.laid, lane.placeholder, lane.front, lane.hand)
        for part in parts:
            assert _inside(part, lane.rect)
        for a, b in combinations(parts, 2):
            assert not _overlap(a, b)
        x, y, w, h = lane.rect
        assert x >= 0 and y >= 0 and x + w <= 1920 and y + h <= 1080
        for rect in shared:
            assert not _overlap(lane.rect, rect)
    for a, b in combinations(lanes, 2):
        assert not _overlap(a.rect, b.rect)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_a_lane_lays_ten_cards_and_shows_each_ones_corner(table: TableLayout, seats: int) -> None:
    """Eight moves, The long way and the antidote fit the fan; each card shows at least its corner."""
    for lane in table.lanes_for(seats):
        card_w, card_h = lane.laid_card
        assert card_w + 9 * lane.laid_step <= lane.laid[2]
        assert card_h <= lane.laid[3]
        assert lane.laid_step >= 40 or lane.laid_step >= card_w
        front_w, front_h = lane.front_card
        assert front_w <= lane.placeholder[2] and front_h <= lane.front[3]
        assert lane.front[2] >= 3 * front_w


def test_the_lanes_of_a_seat_count_outside_one_to_six_are_refused(table: TableLayout) -> None:
    with pytest.raises(ValueError, match="1 to 6"):
        table.lanes_for(7)


# --- generated files ---------------------------------------------------------------------------------


def test_the_committed_map_equals_what_the_script_writes(
    scripts: tuple[ModuleType, ModuleType], tmp_path: Path
) -> None:
    outrun_table, _ = scripts
    outrun_table.write_map(tmp_path)
    for name in ("outrun.tmx", "museum_floor.tsx"):
        assert (tmp_path / name).read_bytes() == (REPO / "maps" / name).read_bytes(), name


def test_the_committed_floor_equals_what_the_script_paints(scripts: tuple[ModuleType, ModuleType]) -> None:
    import pygame

    outrun_table, _ = scripts
    committed = pygame.image.load(str(REPO / "art" / "boards" / "museum_floor.png"))
    painted = outrun_table.paint_floor()
    assert committed.get_size() == painted.get_size() == (1920, 1080)
    assert pygame.image.tobytes(committed, "RGBA") == pygame.image.tobytes(painted, "RGBA")


def test_the_art_has_a_picture_for_every_symbol_kind_monster_and_character(
    scripts: tuple[ModuleType, ModuleType],
) -> None:
    _, art_outrun = scripts
    names = set(art_outrun.renderers())
    for symbol in SYMBOL_IDS:
        assert {f"outrun/symbol_{symbol}.png", f"outrun/move_{symbol}.png"} <= names
    for kind in Kind:
        assert f"outrun/interference_{kind.value}.png" in names
    for monster in Monster:
        assert {f"outrun/board_{monster.value}.png", f"outrun/room_{monster.value}.png"} <= names
    assert len([n for n in names if n.startswith("outrun/character_")]) == 6
    assert art_outrun.SYMBOL_SIZE[0] >= MIN_SYMBOL_PX


def test_drawing_the_outrun_art_twice_gives_the_same_pixels(scripts: tuple[ModuleType, ModuleType]) -> None:
    import pygame

    _, art_outrun = scripts
    art_outrun.ac.init()
    for draw in (lambda: art_outrun.monster_board(Monster.ZOMBIE), lambda: art_outrun.symbol("spider")):
        assert pygame.image.tobytes(draw(), "RGBA") == pygame.image.tobytes(draw(), "RGBA")


needs_tiled = pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")


@needs_tiled
def test_tiled_opens_the_outrun_map_and_exports_it(tmp_path: Path) -> None:
    out = tmp_path / "outrun.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        ["tiled", "--export-map", "json", str(table_layout.map_path(table_layout.MAP)), str(out)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    assert '"name":"room_26"' in text and '"name":"laid_6p_5"' in text and '"name":"place_6"' in text


@pytest.mark.parametrize("seats", table_layout.SEAT_COUNTS)
def test_a_run_of_eight_and_its_finish_card_fan_in_a_lane_with_every_corner_symbol_whole(
    table: TableLayout, seats: int
) -> None:
    """The laid cards of a race overlap no more than leaves the symbol in each card's corner (a
    little over a third of its width) whole, in a mouse runner's lane (all fan) and in a lane with
    its row of hand places (eight, and eleven with every special card)."""
    from tabletop.games.outrun.table.table_draw import READ_SHARE, laid_rects, lane_parts

    for lane in table.lanes_for(seats):
        for places in (0, 8, 11):
            fan = lane_parts(lane, places).fan
            rects = laid_rects(fan, lane.laid_card, 9)
            assert all(fan.contains(rect) for rect in rects)
            steps = {b.left - a.left for a, b in zip(rects, rects[1:], strict=False)}
            assert min(steps) >= READ_SHARE * rects[0].width >= 0.4 * rects[0].width
            if places == 0:  # the mouse runner's: cards as large as on the other seats' tables
                assert rects[0].height >= 110
