"""Issue 19, part 2: no damaged file crashes the app, each says what is wrong, and reading one
changes no file.  Saves nested thousands deep, numbers of thousands of digits, lone surrogates,
file names that are not UTF-8, a byte-order mark, a file too large to be a save."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.i18n import describe, set_language
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession, SaveError
from tabletop.core.settings import Settings
from tabletop.engine import text
from tabletop.engine.app import App
from tabletop.scenes.navigator import open_app
from tabletop.scenes.title import TitleScene


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    yield application
    set_language("en")


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def key(app: App, code: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=""))
    app.step()


def folder_bytes(folder: Path) -> dict[bytes, bytes]:
    """Every file in the folder, by its name's bytes (names that are not UTF-8 included)."""
    raw = os.fsencode(folder)
    return {name: Path(os.fsdecode(os.path.join(raw, name))).read_bytes() for name in os.listdir(raw)}


def good_save() -> dict:
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 5, default_seats(2))
    session.apply(session.legal(0)[0])
    return session.to_save()


def deep_save() -> str:
    return '{"format": "tabletop-save", "table": ' + "[" * 10_000 + "]" * 10_000 + "}"


def huge_int_save() -> str:
    text_ = json.dumps(good_save())
    return text_.replace('"seed": 5', '"seed": ' + "7" * 5000)


def surrogate_save() -> str:
    data = good_save()
    data["seats"][0]["name"] = "PLACEHOLDER"
    return json.dumps(data).replace("PLACEHOLDER", "\\ud800")


DAMAGED = {
    "deep.json": (deep_save, "nested too deeply"),
    "huge-number.json": (huge_int_save, "number too long"),
    "surrogate.json": (surrogate_save, "not valid Unicode"),
}


def refusal(path: Path) -> str:
    with pytest.raises(SaveError) as caught:
        saves.load_session(path)
    return describe(caught.value)


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_save_is_refused_with_a_message_naming_the_file_and_the_problem(name):
    make, words = DAMAGED[name]
    path = saves.saves_dir() / name
    path.write_text(make(), encoding="utf-8")
    before = folder_bytes(saves.saves_dir())
    message = refusal(path)
    assert name in message and words in message
    assert folder_bytes(saves.saves_dir()) == before


def test_a_save_nested_ten_thousand_deep_is_refused_with_a_message():
    path = saves.saves_dir() / "deep.json"
    path.write_text(deep_save(), encoding="utf-8")
    assert refusal(path) == "The save file deep.json is nested too deeply to be a save (more than 64 levels)."


def test_a_save_nested_deeper_than_a_save_can_be_but_parseable_is_refused_too():
    """Nesting Python can parse but not write back with indentation (a crash at the next autosave)."""
    data = good_save()
    data["table"] = {"x": json.loads("[" * 500 + "]" * 500)}
    path = saves.saves_dir() / "deep-table.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "nested too deeply" in refusal(path)


def test_a_seat_name_with_a_lone_surrogate_is_refused_before_it_can_be_saved_or_drawn():
    path = saves.saves_dir() / "surrogate.json"
    path.write_text(surrogate_save(), encoding="utf-8")
    assert refusal(path) == (
        "The save file surrogate.json holds text that is not valid Unicode (a lone surrogate)."
    )


def test_a_save_with_a_number_of_five_thousand_digits_is_refused_with_a_message():
    path = saves.saves_dir() / "huge.json"
    path.write_text(huge_int_save(), encoding="utf-8")
    assert refusal(path) == "The save file huge.json holds a number too long to be read."


def test_a_save_larger_than_eight_megabytes_is_refused_before_it_is_parsed(monkeypatch):
    path = saves.saves_dir() / "big.json"
    data = good_save()
    data["table"] = {"padding": "x" * (9 * 2**20)}
    path.write_text(json.dumps(data), encoding="utf-8")

    def no_parsing(*args, **kwargs):
        raise AssertionError("an oversized save was parsed")

    monkeypatch.setattr(saves.json, "loads", no_parsing)
    message = refusal(path)
    assert message == "The save file big.json is too large to be a save (9.0 MB; a save is at most 8 MB)."


def test_a_save_that_begins_with_a_utf8_byte_order_mark_loads():
    path = saves.saves_dir() / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(good_save()).encode("utf-8"))
    before = path.read_bytes()
    session = saves.load_session(path)
    assert len(session.steps) == 1
    assert path.read_bytes() == before


def test_text_with_a_lone_surrogate_is_drawn_with_a_replacement_character_not_an_error():
    surface = pygame.Surface((400, 100))
    rect = text.draw_text(surface, "Ann\ud800 \udcff", (0, 0), 26, (255, 255, 255), max_width=300)
    assert rect.width > 0
    assert text.measure("a\udcffb", 26)[0] > 0


def test_a_save_whose_name_is_not_utf8_is_listed_with_a_printable_name():
    path = Path(os.fsdecode(os.fsencode(saves.saves_dir()) + b"/caf\xe9.json"))
    path.write_text(json.dumps(good_save()), encoding="utf-8")
    (slot,) = saves.list_saves()
    assert slot.problem is None and slot.name == "caf\ufffd"
    slot.name.encode("utf-8")  # drawable and writable


def test_the_load_screen_opens_with_a_folder_full_of_damaged_saves_and_says_why_for_each(app):
    folder = saves.saves_dir()
    for name, (make, _words) in DAMAGED.items():
        (folder / name).write_text(make(), encoding="utf-8")
    (folder / "big.json").write_bytes(b"[" + b" " * (saves.MAX_SAVE_BYTES + 10) + b"]")
    (folder / "bom.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(good_save()).encode("utf-8"))
    weird = Path(os.fsdecode(os.fsencode(folder) + b"/bad\xff\xfename.json"))
    weird.write_text(deep_save(), encoding="utf-8")
    before = folder_bytes(folder)
    title = TitleScene(idle_demo=False)
    app.push(title)
    app.step()
    key(app, pygame.K_l)  # the title's Load game
    from tabletop.scenes.load import LoadScene

    load = app.top
    assert isinstance(load, LoadScene)
    by_name = {slot.name: slot for slot in load.slots}
    assert set(by_name) == {"deep", "huge-number", "surrogate", "big", "bom", "bad\ufffd\ufffdname"}
    assert by_name["bom"].problem is None
    expected = {
        "deep": "nested too deeply",
        "huge-number": "number too long",
        "surrogate": "not valid Unicode",
        "big": "too large to be a save",
        "bad\ufffd\ufffdname": "nested too deeply",
    }
    for name, words in expected.items():
        load.scroll = load.slots.index(by_name[name])
        load.place_row_buttons()
        app.step()
        row = next(rect for rect, slot in load.rows() if slot.name == name)
        click(app, row.center)
        assert app.top is load
        assert load.error is not None and f"{name} cannot be loaded" in load.error and words in load.error
    assert folder_bytes(folder) == before
