"""The Tiled board maps and their loader: zones without a window, clear errors, rendered art."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest

from tabletop.core.layout import Layout, LayoutError, ZoneKind, load_layout, parse_colour
from tabletop.games.fugitive.table import board_map as table
from tabletop.paths import map_path

REPO = Path(__file__).resolve().parent.parent
FUGITIVE_MAP = map_path(table.MAP)


@pytest.fixture(scope="module")
def fugitive() -> Layout:
    return table.load()


def write_map(tmp_path: Path, objects: str, name: str = "tiny.tmx") -> Path:
    """A minimal 4x3 map of 40 px tiles with the given ``<object>`` elements in one layer."""
    path = tmp_path / name
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="3"'
        ' tilewidth="40" tileheight="40" infinite="0" nextlayerid="3" nextobjectid="9">\n'
        ' <layer id="1" name="felt" width="4" height="3"><data encoding="csv">\n'
        "0,0,0,0,\n0,0,0,0,\n0,0,0,0\n</data></layer>\n"
        f' <objectgroup id="2" name="zones">\n{objects}\n </objectgroup>\n'
        "</map>\n",
        encoding="utf-8",
    )
    return path


# --- the Fugitive table ---------------------------------------------------------------------------


def test_the_fugitive_table_is_a_1920_by_1080_map_of_40px_tiles(fugitive: Layout) -> None:
    assert fugitive.size == (1920, 1080)
    assert fugitive.tile_size == (40, 40)
    assert fugitive.layers == ("table", "light")
    assert fugitive.name == "fugitive"
    assert fugitive.path == str(FUGITIVE_MAP)


def test_the_fugitive_table_has_every_zone_the_game_requires(fugitive: Layout) -> None:
    assert set(table.REQUIRED_ZONES) <= set(fugitive.zones)


def test_the_three_hideout_decks_are_sorted_by_number_range(fugitive: Layout) -> None:
    """Set-up: the hideouts are split into 4-14, 15-28 and 29-41, each a pile of its own."""
    decks = fugitive.zones_of(ZoneKind.DECK)
    assert [z.name for z in decks] == list(table.DECK_ZONES)
    assert [(z.prop("deck"), z.prop("range")) for z in decks] == [(1, "4-14"), (2, "15-28"), (3, "29-41")]
    assert all(isinstance(z.prop("deck"), int) for z in decks)


def test_each_seat_has_a_hand_zone_and_both_share_the_bottom_of_the_screen(fugitive: Layout) -> None:
    fugitive_hand, marshal_hand = (fugitive.zone(name) for name in table.HAND_ZONES)
    assert (fugitive_hand.kind, fugitive_hand.seat) == (ZoneKind.HAND, 0)
    assert (marshal_hand.kind, marshal_hand.seat) == (ZoneKind.HAND, 1)
    assert fugitive_hand.rect == marshal_hand.rect  # pass and play: only the acting seat's hand shows
    assert (fugitive_hand.prop("card_w"), fugitive_hand.prop("card_h")) == (150, 210)
    assert fugitive_hand.rect[3] >= 210
    assert fugitive_hand.rect[1] > fugitive.zone("hideout_row").rect[1]


def test_the_hideout_row_holds_eighteen_full_size_cards_in_two_rows(fugitive: Layout) -> None:
    row = fugitive.zone("hideout_row")
    assert row.kind is ZoneKind.HIDEOUT_ROW
    p = row.properties
    assert (p["card_w"], p["card_h"], p["rows"]) == (130, 182, 2)
    inner_w = row.rect[2] - 2 * p["padding"]
    inner_h = row.rect[3] - 2 * p["padding"]
    per_row = (inner_w + p["gap"]) // (p["card_w"] + p["gap"])
    assert per_row * p["rows"] >= 18
    pitch = (inner_h - (p["rows"] - 1) * p["gap"]) / p["rows"]
    assert pitch >= p["card_h"] + 2 * p["sprint_offset"]  # room for two sprint cards to peek out


def test_the_notepad_is_big_enough_for_a_clickable_1_to_41_grid(fugitive: Layout) -> None:
    """The Marshal guesses numbers 1 to 41; each needs a cell a finger or mouse can hit."""
    pad = fugitive.zone("notepad")
    assert pad.kind is ZoneKind.NOTEPAD
    assert pad.rect[2] >= 520 and pad.rect[3] >= 560
    first, last, columns = pad.prop("first"), pad.prop("last"), pad.prop("columns")
    assert (first, last) == (1, 41)
    rows = -(-(last - first + 1) // columns)
    assert pad.rect[2] / columns >= 60 and pad.rect[3] / (rows + 1) >= 60


def test_the_panels_pending_area_event_area_and_menu_have_their_kinds(fugitive: Layout) -> None:
    kinds = {
        name: fugitive.zone(name).kind
        for name in ("hud_top", "log", "action_bar", "pending", "event_area", "menu_button")
    }
    assert kinds == {
        "hud_top": ZoneKind.PANEL,
        "log": ZoneKind.PANEL,
        "action_bar": ZoneKind.PANEL,
        "pending": ZoneKind.PENDING,
        "event_area": ZoneKind.EVENT,
        "menu_button": ZoneKind.BUTTON,
    }
    pending = fugitive.zone("pending")
    assert pending.rect[2] >= pending.prop("card_w") + 3 * pending.prop("sprint_step")
    assert pending.rect[3] >= pending.prop("card_h")


def test_every_zone_lies_inside_the_1920_by_1080_canvas(fugitive: Layout) -> None:
    for zone in fugitive.zones.values():
        x, y, w, h = zone.rect
        assert x >= 0 and y >= 0 and x + w <= 1920 and y + h <= 1080, zone.name


def test_no_two_zones_overlap_except_the_two_hands(fugitive: Layout) -> None:
    hands = set(table.HAND_ZONES)
    for a, b in combinations(fugitive.zones.values(), 2):
        if {a.name, b.name} == hands:
            continue
        assert not a.overlaps(b), f"{a.name} overlaps {b.name}"


def test_the_hand_and_the_notepad_stay_clear_of_the_hideout_row(fugitive: Layout) -> None:
    row = fugitive.zone("hideout_row")
    for name in (*table.HAND_ZONES, "notepad", "pending", *table.DECK_ZONES):
        assert not fugitive.zone(name).overlaps(row), name


def test_loading_a_layout_imports_no_pygame() -> None:
    code = (
        "import sys\n"
        "from tabletop.games.fugitive.table import board_map as table\n"
        "layout = table.load()\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
        "assert 'pytmx' not in sys.modules, 'pytmx was imported'\n"
        "print(len(layout.zones))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.strip()) == len(table.REQUIRED_ZONES)


# --- reading Tiled's object kinds and typed properties ----------------------------------------------


def test_the_kind_is_read_from_class_as_newer_tiled_writes_it(tmp_path: Path) -> None:
    path = write_map(tmp_path, '<object id="1" name="pile" class="DECK" x="0" y="0" width="40" height="40"/>')
    assert load_layout(path).zone("pile").kind is ZoneKind.DECK


def test_the_kind_is_read_from_type_as_tiled_1_8_writes_it(tmp_path: Path) -> None:
    path = write_map(
        tmp_path, '<object id="1" name="pile" type="discard" x="0" y="0" width="40" height="40"/>'
    )
    assert load_layout(path).zone("pile").kind is ZoneKind.DISCARD


def test_properties_keep_the_types_tiled_wrote(tmp_path: Path) -> None:
    path = write_map(
        tmp_path,
        '<object id="1" name="hand" type="HAND" x="10.4" y="20.6" width="100" height="80">\n'
        " <properties>\n"
        '  <property name="seat" type="int" value="2"/>\n'
        '  <property name="scale" type="float" value="0.75"/>\n'
        '  <property name="fan" type="bool" value="true"/>\n'
        '  <property name="hidden" type="bool" value="false"/>\n'
        '  <property name="title" value="Hand"/>\n'
        '  <property name="tint" type="color" value="#80ff2000"/>\n'
        '  <property name="unset" type="color" value=""/>\n'
        '  <property name="note">two\nlines</property>\n'
        '  <property name="style" type="class" propertytype="Style">\n'
        '   <properties><property name="gap" type="int" value="6"/></properties>\n'
        "  </property>\n"
        " </properties>\n"
        "</object>",
    )
    hand = load_layout(path).zone("hand")
    assert hand.rect == (10, 21, 100, 80)
    assert hand.seat == 2
    assert dict(hand.properties) == {
        "seat": 2,
        "scale": 0.75,
        "fan": True,
        "hidden": False,
        "title": "Hand",
        "tint": (255, 32, 0, 128),
        "unset": None,
        "note": "two\nlines",
        "style": {"gap": 6},
    }


def test_a_colour_without_alpha_is_opaque() -> None:
    assert parse_colour("#102030") == (16, 32, 48, 255)


def test_objects_in_offset_layers_and_tile_objects_land_where_tiled_draws_them(tmp_path: Path) -> None:
    path = tmp_path / "offset.tmx"
    path.write_text(
        '<map orientation="orthogonal" width="4" height="3" tilewidth="40" tileheight="40" infinite="0">\n'
        ' <group name="ui" offsetx="10" offsety="5">\n'
        '  <objectgroup name="zones" offsety="5">\n'
        '   <object id="1" name="slot" type="SPACE" x="0" y="0" width="20" height="20"/>\n'
        '   <object id="2" name="token" type="SPACE" gid="1" x="40" y="60" width="40" height="40"/>\n'
        "  </objectgroup>\n"
        " </group>\n"
        "</map>\n",
        encoding="utf-8",
    )
    layout = load_layout(path)
    assert layout.zone("slot").rect == (10, 10, 20, 20)
    assert layout.zone("token").rect == (50, 30, 40, 40)


# --- broken maps fail with a message naming the file and the problem -------------------------------


def test_a_missing_map_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.tmx"
    with pytest.raises(LayoutError, match="nowhere.tmx.*does not exist"):
        load_layout(path)


def test_malformed_xml_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.tmx"
    path.write_text("<map width='4'><layer></map>", encoding="utf-8")
    with pytest.raises(LayoutError, match="broken.tmx.*not well-formed"):
        load_layout(path)


def test_a_missing_required_zone_names_the_file_and_the_zone(tmp_path: Path) -> None:
    path = write_map(
        tmp_path, '<object id="1" name="deck_1" type="DECK" x="0" y="0" width="40" height="40"/>'
    )
    with pytest.raises(LayoutError) as err:
        load_layout(path, required=("deck_1", "notepad"))
    assert str(path) in str(err.value) and "notepad" in str(err.value)


def test_asking_a_layout_for_an_absent_zone_names_the_file_and_the_zone(tmp_path: Path) -> None:
    path = write_map(
        tmp_path, '<object id="1" name="deck_1" type="DECK" x="0" y="0" width="40" height="40"/>'
    )
    with pytest.raises(LayoutError) as err:
        load_layout(path).zone("hideout_row")
    assert str(path) in str(err.value) and "'hideout_row'" in str(err.value)


def test_an_unknown_kind_names_the_file_the_zone_and_the_kind(tmp_path: Path) -> None:
    path = write_map(
        tmp_path, '<object id="1" name="pile" class="PIZZA" x="0" y="0" width="40" height="40"/>'
    )
    with pytest.raises(LayoutError) as err:
        load_layout(path)
    message = str(err.value)
    assert str(path) in message and "'pile'" in message and "'PIZZA'" in message and "DECK" in message


@pytest.mark.parametrize(
    ("objects", "problem"),
    [
        ('<object id="1" name="pile" x="0" y="0" width="40" height="40"/>', "'pile' has no class/type"),
        ('<object id="7" type="DECK" x="0" y="0" width="40" height="40"/>', "object id 7 has no name"),
        ('<object id="1" name="far" type="DECK" x="150" y="0" width="40" height="40"/>', "'far' .* outside"),
        ('<object id="1" name="dot" type="SPACE" x="5" y="5"><point/></object>', "'dot' is a point"),
        ('<object id="1" name="flat" type="SPACE" x="5" y="5" width="0" height="10"/>', "'flat' has no area"),
        (
            '<object id="1" name="tilt" type="SPACE" x="5" y="5" width="9" height="9" rotation="30"/>',
            "'tilt' is rotated",
        ),
        (
            '<object id="1" name="a" type="DECK" x="0" y="0" width="40" height="40"/>'
            '<object id="2" name="a" type="DECK" x="40" y="0" width="40" height="40"/>',
            "'a' is defined twice",
        ),
        (
            '<object id="1" name="h" type="HAND" x="0" y="0" width="40" height="40">'
            '<properties><property name="seat" type="int" value="one"/></properties></object>',
            "'h' property 'seat' is not a valid int",
        ),
        (
            '<object id="1" name="h" type="HAND" x="0" y="0" width="40" height="40">'
            '<properties><property name="seat" value="0"/></properties></object>',
            "'h' has a seat property that is not an int",
        ),
    ],
)
def test_a_bad_zone_is_refused_with_the_file_and_the_zone_named(
    tmp_path: Path, objects: str, problem: str
) -> None:
    path = write_map(tmp_path, objects)
    with pytest.raises(LayoutError, match=problem) as err:
        load_layout(path)
    assert str(err.value).startswith(str(path))


def test_a_file_that_is_not_a_tiled_map_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "tileset.tmx"
    path.write_text('<tileset name="x" tilewidth="40" tileheight="40"/>', encoding="utf-8")
    with pytest.raises(LayoutError, match="tileset.tmx.*not a Tiled <map>"):
        load_layout(path)


def test_an_infinite_map_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "endless.tmx"
    path.write_text(
        '<map orientation="orthogonal" width="4" height="3" tilewidth="40" tileheight="40" infinite="1"/>',
        encoding="utf-8",
    )
    with pytest.raises(LayoutError, match="endless.tmx.*infinite"):
        load_layout(path)


# --- the real Tiled ---------------------------------------------------------------------------------

needs_tiled = pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")


def _tiled(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(["tiled", *args], capture_output=True, text=True, timeout=60, env=env)


@needs_tiled
def test_tiled_opens_the_fugitive_map_and_exports_it(tmp_path: Path) -> None:
    out = tmp_path / "fugitive.json"
    done = _tiled("--export-map", "json", str(FUGITIVE_MAP), str(out))
    assert done.returncode == 0, done.stderr
    assert '"name":"hideout_row"' in out.read_text(encoding="utf-8")


@needs_tiled
def test_saving_the_fugitive_map_in_tiled_keeps_every_zone(tmp_path: Path, fugitive: Layout) -> None:
    shutil.copytree(REPO / "maps", tmp_path / "maps")
    shutil.copytree(REPO / "art" / "boards", tmp_path / "art" / "boards")
    resaved = tmp_path / "maps" / "resaved.tmx"
    done = _tiled("--export-map", "tmx", str(tmp_path / "maps" / table.MAP), str(resaved))
    assert done.returncode == 0, done.stderr
    again = load_layout(resaved, table.REQUIRED_ZONES)
    assert again.zones == fugitive.zones
    assert (again.size, again.layers) == (fugitive.size, fugitive.layers)


# --- the rendered board -----------------------------------------------------------------------------


def test_the_board_renders_under_the_dummy_video_driver() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from tabletop.engine import board

    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    board.clear_cache()
    surface = board.render_layers(FUGITIVE_MAP)
    assert surface.get_size() == (1920, 1080)
    assert board.render_layers(FUGITIVE_MAP) is surface  # cached per path
    felt = surface.get_at((300, 220))
    strip = surface.get_at((100, 560))
    pad = surface.get_at((1600, 900))
    assert felt.b > felt.r  # cold blue felt
    assert pad.r > pad.b  # brown leather under the notepad column
    assert sum(strip[:3]) < sum(surface.get_at((100, 790))[:3])  # the row strip is sunk darker than the felt


def test_the_board_renders_without_any_window() -> None:
    code = (
        "import os\n"
        "os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "import pygame\n"
        "from tabletop.engine.board import render_layers\n"
        "s = render_layers('maps/fugitive.tmx')\n"
        "assert pygame.display.get_surface() is None\n"
        "pad = s.get_at((1600, 900))\n"
        "assert pad.r > pad.b, tuple(pad)\n"
        "print(s.get_size())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1].startswith("(1920, 1080)")


def test_a_missing_tileset_is_a_layout_error_naming_the_map(tmp_path: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from tabletop.engine import board

    path = tmp_path / "lost.tmx"
    path.write_text(
        '<map orientation="orthogonal" width="1" height="1" tilewidth="40" tileheight="40" infinite="0">\n'
        ' <tileset firstgid="1" source="gone.tsx"/>\n'
        ' <layer id="1" name="table" width="1" height="1"><data encoding="csv">1</data></layer>\n'
        "</map>\n",
        encoding="utf-8",
    )
    with pytest.raises(LayoutError, match="lost.tmx"):
        board.render_layers(path)


def test_the_committed_tilesets_match_what_make_boards_paints() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    sys.path.insert(0, str(REPO / "build_scripts"))
    try:
        import make_boards
    finally:
        sys.path.remove(str(REPO / "build_scripts"))
    committed = pygame.image.load(str(REPO / "art" / "boards" / "noir_table.png"))
    painted = make_boards.paint_table_tileset()
    assert committed.get_size() == painted.get_size()
    assert pygame.image.tobytes(committed, "RGBA") == pygame.image.tobytes(painted, "RGBA")


@pytest.mark.parametrize("bad", ["nan", "NaN", "inf", "-inf", "1e309", "-1e309", "5e6"])
@pytest.mark.parametrize("attr", ["x", "width", "offsety"])
def test_a_number_that_is_not_a_usable_number_names_the_file_and_the_object(
    tmp_path: Path, attr: str, bad: str
) -> None:
    """Issue 11: NaN, infinity or 1e309 in a map fail like every other broken map."""
    values = {"x": "0", "width": "20", "offsety": "0", attr: bad}
    path = tmp_path / "odd.tmx"
    path.write_text(
        '<map orientation="orthogonal" width="4" height="3" tilewidth="40" tileheight="40" infinite="0">\n'
        f' <objectgroup name="zones" offsety="{values["offsety"]}">\n'
        f'  <object id="1" name="slot" type="SPACE" x="{values["x"]}" y="0" width="{values["width"]}"'
        ' height="20"/>\n'
        " </objectgroup>\n"
        "</map>\n",
        encoding="utf-8",
    )
    with pytest.raises(LayoutError, match=rf"odd.tmx: (zone 'slot'|layer 'zones') has a {attr} .*{bad!r}"):
        load_layout(path)


@pytest.mark.parametrize("bad", ["nan", "inf", "1e309"])
def test_a_float_property_that_is_not_finite_names_the_zone_and_the_property(
    tmp_path: Path, bad: str
) -> None:
    path = tmp_path / "prop.tmx"
    path.write_text(
        '<map orientation="orthogonal" width="4" height="3" tilewidth="40" tileheight="40" infinite="0">\n'
        ' <objectgroup name="zones">\n'
        '  <object id="1" name="slot" type="SPACE" x="0" y="0" width="20" height="20">\n'
        f'   <properties><property name="scale" type="float" value="{bad}"/></properties>\n'
        "  </object>\n"
        " </objectgroup>\n"
        "</map>\n",
        encoding="utf-8",
    )
    with pytest.raises(LayoutError, match=r"prop.tmx: zone 'slot' property 'scale' is not a valid float"):
        load_layout(path)
