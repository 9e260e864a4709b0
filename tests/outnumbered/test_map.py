"""The Outnumbered table map: the same spaces as ``rules/board.py``, every zone the scene needs,
nothing off the table or on top of anything else, and committed files equal to what the build
script generates (so the map can never drift from the rules)."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from itertools import combinations
from pathlib import Path
from types import ModuleType

import pytest

from tabletop.core.layout import Layout, ZoneKind, load_layout
from tabletop.games.outnumbered.rules import board
from tabletop.paths import map_path

REPO = Path(__file__).resolve().parents[2]
MAP = map_path("outnumbered.tmx")
TILESETS = ("city_ground", "city_marks", "city_light")

#: the zones the scene looks up by name (the spec's Map section), with their kinds
NAMED_ZONES: dict[str, ZoneKind] = {
    "dice_tray": ZoneKind.PANEL,
    "expression": ZoneKind.PANEL,
    "ops": ZoneKind.PANEL,
    "formula": ZoneKind.PANEL,
    "hint": ZoneKind.BUTTON,
    "end_turn": ZoneKind.BUTTON,
    "roll": ZoneKind.BUTTON,
    "hero_card": ZoneKind.PANEL,
    "team": ZoneKind.PANEL,
    "bonus_hand": ZoneKind.HAND,
    "villain_deck": ZoneKind.DECK,
    "villain_discard": ZoneKind.DISCARD,
    "bonus_deck": ZoneKind.DECK,
    "event_deck": ZoneKind.DECK,
    "event_discard": ZoneKind.DISCARD,
    "hud_top": ZoneKind.PANEL,
    "menu_button": ZoneKind.BUTTON,
    "log": ZoneKind.PANEL,
}


@pytest.fixture(scope="module")
def table() -> Layout:
    return load_layout(MAP)


@pytest.fixture(scope="module")
def make_boards() -> ModuleType:
    """The build script, imported the way tests/test_layout.py imports it (its folder on the path)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(REPO / "build_scripts"))
    try:
        import make_boards
    finally:
        sys.path.remove(str(REPO / "build_scripts"))
    return make_boards


def _cells() -> list[tuple[int, int]]:
    return [(lane, row) for lane in range(board.LANES) for row in range(board.ROWS)]


# --- the board's spaces match the rules ------------------------------------------------------------


def test_the_table_is_a_1920_by_1080_map_of_40px_tiles_with_three_art_layers(table: Layout) -> None:
    assert table.size == (1920, 1080)
    assert table.tile_size == (40, 40)
    assert table.layers == ("ground", "marks", "light")


def test_every_villain_space_of_the_rules_has_a_zone_with_its_lane_row_and_kind(table: Layout) -> None:
    """Gameplay overview: villains come down five lanes of spaces, each space printed plain, yellow or red."""
    for lane, row in _cells():
        zone = table.zone(f"space_{lane}_{row}")
        assert zone.kind is ZoneKind.SPACE
        assert zone.prop("lane") == lane and isinstance(zone.prop("lane"), int)
        assert zone.prop("row") == row and isinstance(zone.prop("row"), int)
        assert zone.prop("kind") == board.space_kind(lane, row).value
    spaces = [name for name in table.zones if name.startswith("space_")]
    assert len(spaces) == board.LANES * board.ROWS


def test_the_yellow_and_red_spaces_on_the_map_are_exactly_the_rules_ones(table: Layout) -> None:
    """Bonus powers: yellow spaces earn a card; Hero mode events put villains on the red spaces."""
    by_kind: dict[str, set[tuple[int, int]]] = {"yellow": set(), "red": set(), "plain": set()}
    for zone in table.zones_of(ZoneKind.SPACE):
        if zone.name.startswith("space_"):
            by_kind[zone.prop("kind")].add((zone.prop("lane"), zone.prop("row")))
    assert by_kind["yellow"] == set(board.YELLOW)
    assert by_kind["red"] == set(board.RED)
    assert by_kind["plain"] == set(_cells()) - board.YELLOW - board.RED


def test_rows_run_down_each_lane_toward_the_barricade_space_under_the_last_row(table: Layout) -> None:
    """Villain attacks: villains advance down their own lane toward the barricade at its bottom."""
    for lane in range(board.LANES):
        tops = [table.zone(f"space_{lane}_{row}").rect[1] for row in range(board.ROWS)]
        assert tops == sorted(tops) and len(set(tops)) == board.ROWS
        xs = {table.zone(f"space_{lane}_{row}").rect[0] for row in range(board.ROWS)}
        assert len(xs) == 1  # never sideways: one column per lane
        barricade = table.zone(f"barricade_{lane}")
        last = table.zone(f"space_{lane}_{board.ROWS - 1}").rect
        assert barricade.kind is ZoneKind.SPACE and barricade.prop("lane") == lane
        assert barricade.rect[1] >= last[1] + last[3]
    lefts = [table.zone(f"lane_{lane}").rect[0] for lane in range(board.LANES)]
    assert lefts == sorted(lefts)  # lane 0 is the leftmost


def test_each_lane_panel_holds_its_spaces_and_its_barricade(table: Layout) -> None:
    for lane in range(board.LANES):
        panel = table.zone(f"lane_{lane}")
        assert panel.kind is ZoneKind.PANEL and panel.prop("lane") == lane
        px, py, pw, ph = panel.rect
        inside = [f"space_{lane}_{row}" for row in range(board.ROWS)] + [f"barricade_{lane}"]
        for name in inside:
            x, y, w, h = table.zone(name).rect
            assert px <= x and py <= y and x + w <= px + pw and y + h <= py + ph, name


def test_the_route_zones_are_the_rules_route_one_to_one(table: Layout) -> None:
    """The Infinity Generator moves: one route space per player turn, from Start to Atomix Lab."""
    route = sorted(
        (z for z in table.zones.values() if z.name.startswith("route_")), key=lambda z: z.prop("index")
    )
    assert [z.name for z in route] == [f"route_{i}" for i in range(len(board.ROUTE))]
    assert [z.prop("index") for z in route] == list(range(len(board.ROUTE)))
    assert all(isinstance(z.prop("index"), int) for z in route)
    assert [z.prop("stop") for z in route] == [stop.value for stop in board.ROUTE]
    assert all(z.kind is ZoneKind.SPACE for z in route)


def test_the_route_runs_left_to_right_along_the_top_and_ends_in_a_bigger_lab(table: Layout) -> None:
    """Reaching Atomix Lab: the route's last space is the lab, drawn larger than the road spaces."""
    route = [table.zone(f"route_{i}") for i in range(len(board.ROUTE))]
    lefts = [z.rect[0] for z in route]
    assert lefts == sorted(lefts) and route[0].prop("stop") == "start"
    lab = table.zone(f"route_{board.LAB}")
    assert lab.prop("stop") == "lab"
    assert all(lab.rect[2] > z.rect[2] and lab.rect[3] > z.rect[3] for z in route[:-1])
    lanes_top = min(table.zone(f"lane_{lane}").rect[1] for lane in range(board.LANES))
    assert all(z.rect[1] + z.rect[3] <= lanes_top for z in route)


# --- the scene's zones -----------------------------------------------------------------------------


def test_every_zone_the_scene_looks_up_exists_with_its_kind(table: Layout) -> None:
    for name, kind in NAMED_ZONES.items():
        assert table.zone(name).kind is kind, name


def test_a_space_has_room_for_a_villain_tile_and_the_hero_card_for_a_hero(table: Layout) -> None:
    """The scene draws 200x140 villain tiles at 0.8 (160x112); the hero panel is a 300-wide column
    at least as tall as a 300x420 card, the card above its power button."""
    for lane, row in _cells():
        _, _, w, h = table.zone(f"space_{lane}_{row}").rect
        assert w >= 160 + 8 and h >= 112 + 6
    _, _, w, h = table.zone("hero_card").rect
    assert w == 300 and h >= 420


def test_the_log_is_tall_enough_for_five_lines_and_no_console_zones_overlap(table: Layout) -> None:
    """Five rows of readable 24 px type (30 px each) under a 44 px title; the console's parts never
    cover each other."""
    assert table.zone("log").rect[3] >= 44 + 5 * 30 + 10
    names = (
        "dice_tray",
        "expression",
        "ops",
        "formula",
        "hint",
        "roll",
        "end_turn",
        "hero_card",
        "team",
        "bonus_hand",
        "log",
    )
    for a, b in combinations(names, 2):
        ax, ay, aw, ah = table.zone(a).rect
        bx, by, bw, bh = table.zone(b).rect
        assert ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay, (a, b)


def test_no_zone_leaves_the_1920_by_1080_canvas(table: Layout) -> None:
    for zone in table.zones.values():
        x, y, w, h = zone.rect
        assert x >= 0 and y >= 0 and x + w <= 1920 and y + h <= 1080, zone.name


def test_no_two_zones_overlap_except_a_lane_around_its_own_spaces(table: Layout) -> None:
    for a, b in combinations(table.zones.values(), 2):
        if not a.overlaps(b):
            continue
        lane, other = (a, b) if a.name.startswith("lane_") else (b, a)
        assert lane.name.startswith("lane_"), f"{a.name} overlaps {b.name}"
        assert other.name.startswith((f"space_{lane.prop('lane')}_", f"barricade_{lane.prop('lane')}")), (
            f"{a.name} overlaps {b.name}"
        )


# --- the committed files are what the build script makes -------------------------------------------


def test_the_committed_map_and_tilesets_equal_what_make_boards_writes(
    make_boards: ModuleType, tmp_path: Path
) -> None:
    make_boards.write_outnumbered_map(tmp_path)
    for name in ("outnumbered.tmx", *(f"{t}.tsx" for t in TILESETS)):
        assert (tmp_path / name).read_bytes() == (REPO / "maps" / name).read_bytes(), name


def test_the_committed_tile_art_equals_what_make_boards_paints(make_boards: ModuleType) -> None:
    import pygame

    painters = (make_boards.paint_city_ground, make_boards.paint_city_marks, make_boards.paint_city_light)
    for name, paint in zip(TILESETS, painters, strict=False):
        committed = pygame.image.load(str(REPO / "art" / "boards" / f"{name}.png"))
        painted = paint()
        assert committed.get_size() == painted.get_size() == (1920, 1080), name
        assert pygame.image.tobytes(committed, "RGBA") == pygame.image.tobytes(painted, "RGBA"), name


def test_each_tileset_image_is_one_full_table_stamp() -> None:
    """The PNG header says 1920x1080, so each 40 px tileset fills the 48 x 27 grid exactly."""
    for name in TILESETS:
        head = (REPO / "art" / "boards" / f"{name}.png").read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", head[16:24]) == (1920, 1080), name


# --- the rendered board ----------------------------------------------------------------------------


def test_the_rendered_board_marks_yellow_and_red_spaces_by_colour(table: Layout) -> None:
    """The printed marks show through the tile layers: a yellow space reads yellow, a red one red."""
    import pygame

    from tabletop.engine import board as board_art

    pygame.display.init()
    board_art.clear_cache()
    surface = board_art.render_layers(MAP)
    assert surface.get_size() == (1920, 1080)
    for lane, row in board.YELLOW:
        x, y, w, h = table.zone(f"space_{lane}_{row}").rect
        colour = surface.get_at((x + 14, y + h // 2))
        assert colour.r > 180 and colour.g > 130 and colour.b < 90, (lane, row, tuple(colour))
    for lane, row in board.RED:
        x, y, w, h = table.zone(f"space_{lane}_{row}").rect
        colour = surface.get_at((x + 14, y + h // 2))
        assert colour.r > 120 and colour.g < 80 and colour.b < 90, (lane, row, tuple(colour))
    console = surface.get_at((1200, 400 + 200))
    assert max(console[:3]) < 80  # the console behind the controls stays dark and calm


needs_tiled = pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")


@needs_tiled
def test_tiled_opens_the_outnumbered_map_and_exports_it(tmp_path: Path) -> None:
    out = tmp_path / "outnumbered.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        ["tiled", "--export-map", "json", str(MAP), str(out)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    assert '"name":"space_4_4"' in text and '"name":"route_17"' in text
