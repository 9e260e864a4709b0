"""The Just Run table map (``maps/just_run.tmx``) and its tilesets: every zone the table needs, the
board, the side column and the inventory apart, every room tile's picture in the atlas, and the
committed files equal to what ``build_scripts/just_run_table.py`` writes."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from itertools import combinations
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from tabletop.core.layout import LayoutError
from tabletop.games.just_run.rules.content import TILES
from tabletop.games.just_run.table import board_geometry as geo
from tabletop.games.just_run.table import layout as table_layout
from tabletop.paths import map_path

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = REPO / "build_scripts"


def _script() -> ModuleType:
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    spec = importlib.util.spec_from_file_location("just_run_table", SCRIPTS / "just_run_table.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_table_map_has_every_zone_and_the_board_numbers():
    table = table_layout.load()
    assert set(table_layout.REQUIRED_ZONES) <= set(table.zones)
    assert table.tile == geo.TILE
    assert 0 < table.zoom <= table.max_zoom


def test_the_board_side_column_and_inventory_do_not_overlap_and_stay_on_screen():
    table = table_layout.load()
    parts = ["board", "whole_board", "actions", "team", "log", "inventory", "hud_top", "menu_button"]
    for a, b in combinations(parts, 2):
        assert not pygame.Rect(table.zone(a)).colliderect(table.zone(b)), (a, b)
    screen = pygame.Rect(0, 0, 1920, 1080)
    for name in table.zones:
        assert screen.contains(pygame.Rect(table.zone(name))), name
    assert pygame.Rect(table.board).contains(pygame.Rect(table.zone("caption")))
    assert pygame.Rect(table.board).contains(pygame.Rect(table.zone("fight")))


def test_at_the_first_zoom_a_room_tile_is_big_and_about_three_rows_show():
    table = table_layout.load()
    on_screen = table.tile * table.zoom
    assert on_screen >= 200
    assert table.board[3] / on_screen >= 3


def test_a_map_without_the_board_zone_is_refused(tmp_path: Path):
    text = map_path(table_layout.MAP).read_text(encoding="utf-8")
    broken = tmp_path / "just_run.tmx"
    broken.write_text(text.replace('name="board"', 'name="boards"'), encoding="utf-8")
    with pytest.raises(LayoutError, match="board"):
        table_layout.load(broken)


def test_every_tile_and_both_backs_have_a_cell_of_the_atlas_inside_the_picture():
    atlas = table_layout.tile_atlas()
    faces = {*TILES, geo.BACK, geo.INACCESSIBLE_FACE}
    assert set(atlas.cells) == faces
    image = pygame.image.load(str(atlas.image))
    bounds = image.get_rect()
    for face, cell in atlas.cells.items():
        assert bounds.contains(pygame.Rect(cell)), face
        assert cell == geo.atlas_cell(face)
    assert atlas.names["room_00"] == TILES["room_00"].name


def test_the_committed_map_and_tilesets_are_what_the_script_writes(tmp_path: Path):
    script = _script()
    for path in script.write(tmp_path):
        committed = REPO / "maps" / path.name
        assert committed.read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), path.name


@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
def test_tiled_reads_the_map_and_its_tilesets(tmp_path: Path):
    out = tmp_path / "x.json"
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    subprocess.run(
        ["tiled", "--export-map", "json", str(REPO / "maps" / "just_run.tmx"), str(out)],
        check=True,
        env=env,
        capture_output=True,
        timeout=60,
    )
    data = json.loads(out.read_text(encoding="utf-8"))
    names = {obj["name"] for layer in data["layers"] for obj in layer.get("objects", [])}
    assert set(table_layout.REQUIRED_ZONES) <= names
