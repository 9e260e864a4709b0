"""Issue 19, part 2: no damaged board map crashes the app.  Nesting, sizes and the XML encoding
are checked while the map is read; a map that reads but whose tiles cannot be drawn (a broken
tileset source, junk in the tile data, a removed attribute) is refused before its table is shown,
with the same message and the screen kept, and a board that fails on a later frame never ends
the app's loop."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pygame
import pytest

from tabletop.core import saves
from tabletop.core.i18n import set_language
from tabletop.core.layout import MAX_NESTING, LayoutError, load_layout
from tabletop.core.settings import Settings
from tabletop.engine import board
from tabletop.engine.app import App
from tabletop.games.outnumbered.table import scene as outnumbered_scene
from tabletop.games.outrun.table import table_draw as outrun_draw
from tabletop.paths import asset_root
from tabletop.scenes.load import LoadScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.title import TitleScene

MAPS = asset_root() / "maps"
SAVES = Path(__file__).resolve().parent / "saves"


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))
    yield application
    set_language("en")
    board.clear_cache()
    outrun_draw._floor.cache_clear()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A copy of the maps folder (tilesets beside the maps, their art as ``../art``)."""
    maps = tmp_path / "maps"
    maps.mkdir()
    for tileset in MAPS.glob("*.tsx"):
        shutil.copy(tileset, maps)
    (tmp_path / "art").symlink_to(asset_root() / "art", target_is_directory=True)
    return maps


def damaged(folder: Path, game: str, damage) -> Path:
    path = folder / f"{game}-damaged.tmx"
    text = (MAPS / f"{game}.tmx").read_text(encoding="utf-8")
    changed = damage(text)
    assert changed != text
    path.write_text(changed, encoding="utf-8")
    return path


# -- while the map is read ------------------------------------------------------------------------


def nested_groups(text: str, depth: int) -> str:
    start = text.index("<objectgroup")
    return text[:start] + '<group name="g">' * depth + "</group>" * depth + text[start:]


def nested_class_property(text: str, depth: int) -> str:
    inner = '<property name="deep" type="class" propertytype="c"><properties>' * depth
    inner += "</properties></property>" * depth
    return re.sub(r"(<object [^>]*[^/]>)", r"\1<properties>" + inner + "</properties>", text, count=1)


def test_groups_of_layers_nested_ten_thousand_deep_are_refused_with_the_file_named(folder):
    path = damaged(folder, "fugitive", lambda text: nested_groups(text, 10_000))
    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert str(caught.value) == f"{path}: groups of layers are nested more than {MAX_NESTING} deep"


def test_class_properties_nested_ten_thousand_deep_are_refused_with_the_file_named(folder):
    path = damaged(folder, "outnumbered", lambda text: nested_class_property(text, 10_000))
    with pytest.raises(LayoutError, match=f"class properties nested more than {MAX_NESTING} deep") as caught:
        load_layout(path)
    assert str(caught.value).startswith(str(path))


def test_groups_and_class_properties_a_few_levels_deep_still_load(folder):
    path = damaged(folder, "fugitive", lambda text: nested_class_property(nested_groups(text, 3), 3))
    assert load_layout(path).zones


def test_an_unknown_encoding_in_the_xml_declaration_is_refused_with_the_file_named(folder):
    path = damaged(folder, "outrun", lambda text: text.replace('encoding="UTF-8"', 'encoding="klingon"', 1))
    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert str(caught.value) == (
        f"{path}: the map's XML declaration names an unknown encoding (unknown encoding: klingon)"
    )


@pytest.mark.parametrize("attr", ["tilewidth", "tileheight"])
def test_a_tile_size_of_two_to_the_31_is_refused_before_any_picture_is_made(folder, monkeypatch, attr):
    """It used to end in a segmentation fault in the blit: nothing may reach pygame."""
    path = damaged(folder, "outrun", lambda text: text.replace(f'{attr}="40"', f'{attr}="2147483648"', 1))

    def no_pygame(*args, **kwargs):
        raise AssertionError("the map reached pygame")

    monkeypatch.setattr(board, "_load_tmx", no_pygame)
    monkeypatch.setattr(board.pygame, "Surface", no_pygame)
    with pytest.raises(LayoutError) as caught:
        board.render_layers(path)
    assert str(caught.value) == f"{path}: the map has a {attr} of 2147483648; it may be at most 1024"


def test_a_map_too_many_tiles_wide_is_refused(folder):
    path = damaged(folder, "outrun", lambda text: text.replace('width="48"', 'width="1000"', 1))
    with pytest.raises(LayoutError, match="the map is 40000x1080 pixels; a table map is at most 16384"):
        load_layout(path)


def test_a_huge_tile_size_in_a_tileset_file_is_refused_before_any_picture_is_made(folder, monkeypatch):
    tileset = folder / "museum_floor.tsx"
    tileset.write_text(tileset.read_text().replace('tilewidth="40"', 'tilewidth="99999999999"'))
    path = damaged(folder, "outrun", lambda text: text.replace("<map ", "<map  ", 1))
    monkeypatch.setattr(board, "_load_tmx", lambda *a: pytest.fail("the tileset reached pygame"))
    with pytest.raises(LayoutError, match="tileset 'museum_floor.tsx' has a tilewidth of 99999999999"):
        board.render_layers(path)


# -- when the first frame would be drawn -------------------------------------------------------------

FIRST_FRAME = {
    "a broken tileset source": (
        lambda text: text.replace('source="', 'source="nowhere/', 1),
        "cannot be read",
    ),
    "junk in the CSV tile data": (
        lambda text: re.sub(r'(<data encoding="csv">\s*)', r"\1junk,", text, count=1),
        "pytmx cannot read the map (invalid literal for int()",
    ),
    "an unknown tile data encoding": (
        lambda text: text.replace('encoding="csv"', 'encoding="rot13"', 1),
        "layer encoding rot13 is not supported",
    ),
    "a removed firstgid": (lambda text: text.replace('firstgid="1" ', "", 1), "pytmx cannot read the map"),
}
TABLES = {
    "outnumbered": ("outnumbered-sidekick-2-players-mid-game", outnumbered_scene),
    "outrun": ("outrun-vampire-3-players-mid-game", outrun_draw),
}


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    app.step()


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


@pytest.mark.parametrize("damage", sorted(FIRST_FRAME))
@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_map_that_fails_when_first_drawn_says_so_and_keeps_the_load_screen(
    app, folder, monkeypatch, game, damage
):
    save, module = TABLES[game]
    change, words = FIRST_FRAME[damage]
    path = damaged(folder, game, change)
    load_layout(path, tuple(load_layout(MAPS / f"{game}.tmx").zones))  # it passes the reader
    monkeypatch.setattr(module, "map_path", lambda name: path)
    outrun_draw._floor.cache_clear()
    (saves.saves_dir() / f"{save}.json").write_bytes((SAVES / f"{save}.json").read_bytes())
    before = {p.name: p.read_bytes() for p in saves.saves_dir().iterdir()}
    app.push(TitleScene(idle_demo=False))
    app.step()
    press(app, pygame.K_l)
    load = app.top
    assert isinstance(load, LoadScene)
    load_button, _replay = load.row_buttons[load.slots[0]]
    click(app, load_button.rect.center)
    app.step()
    assert app.top is load and app.running
    (message,) = [message for message, _t in app._toasts]
    assert message.startswith(f"The board cannot be shown: {path}: ") and words in message
    assert {p.name: p.read_bytes() for p in saves.saves_dir().iterdir()} == before


def test_a_board_that_fails_on_a_later_frame_goes_back_to_the_title_and_the_app_runs_on(
    app, folder, monkeypatch
):
    from tabletop.core.catalogue import get
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession

    session = GameSession.new(get("outnumbered"), {"players": 2}, 3, default_seats(2))
    table = session.info.table_class()(session)
    app.replace(table)  # shown without start_session's check: the art breaks after the table is up
    path = damaged(folder, "outnumbered", FIRST_FRAME["junk in the CSV tile data"][0])
    monkeypatch.setattr(outnumbered_scene, "map_path", lambda name: path)
    table.invalidate()
    app.step()
    assert isinstance(app.top, TitleScene) and app.running
    assert any(message.startswith("The board cannot be shown:") for message, _t in app._toasts)
    app.step()  # the title draws


def test_a_replay_from_the_load_screen_of_a_game_whose_map_fails_says_so_and_keeps_the_list(
    app, folder, monkeypatch
):
    save, module = TABLES["outnumbered"]
    path = damaged(folder, "outnumbered", FIRST_FRAME["a removed firstgid"][0])
    monkeypatch.setattr(module, "map_path", lambda name: path)
    (saves.saves_dir() / f"{save}.json").write_bytes((SAVES / f"{save}.json").read_bytes())
    app.push(TitleScene(idle_demo=False))
    app.step()
    press(app, pygame.K_l)
    load = app.top
    _load, replay = load.row_buttons[load.slots[0]]
    click(app, replay.rect.center)
    assert app.top is load and app.running
    (message,) = [message for message, _t in app._toasts]
    assert message.startswith(f"The board cannot be shown: {path}: pytmx cannot read the map")


def test_a_demo_of_a_game_whose_map_fails_says_so_and_keeps_the_title(app, folder, monkeypatch):
    from tabletop.core import catalogue

    path = damaged(folder, "outnumbered", FIRST_FRAME["junk in the CSV tile data"][0])
    monkeypatch.setattr(outnumbered_scene, "map_path", lambda name: path)
    monkeypatch.setattr(catalogue, "playable", lambda: [catalogue.get("outnumbered")])
    title = TitleScene(idle_demo=False)
    app.push(title)
    press(app, pygame.K_d)  # Watch a demo
    assert app.top is title and app.running
    assert any(message.startswith(f"The board cannot be shown: {path}") for message, _t in app._toasts)
