"""Languages (foundation issue, section 3): one translation layer, Polish complete, Polish letters render."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from tabletop.core import i18n

ROOT = Path(__file__).resolve().parent.parent
FIELDS = re.compile(r"\{[^{}]*\}")


def _extractor():
    spec = importlib.util.spec_from_file_location(
        "extract_messages", ROOT / "build_scripts" / "extract_messages.py"
    )
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def test_every_message_the_app_shows_has_a_polish_translation():
    messages = _extractor().extract()
    polish = i18n.catalog("pl")
    missing = sorted(m for m in messages if not polish.get(m))
    assert not missing, (
        f"{len(missing)} messages have no Polish translation, e.g. {missing[:5]} (run "
        f"build_scripts/extract_messages.py)"
    )


def test_polish_translations_keep_every_placeholder_of_the_english_message():
    polish = i18n.catalog("pl")
    wrong = [m for m, t in polish.items() if t and sorted(FIELDS.findall(m)) != sorted(FIELDS.findall(t))]
    assert not wrong, f"placeholders differ in: {wrong[:5]}"


def test_switching_language_translates_and_switching_back_restores_english():
    try:
        i18n.set_language("pl")
        assert i18n._("Settings") != "Settings"
        assert i18n._("role|Fugitive") == "Zbieg"
        assert i18n._("Fugitive") == "Fugitive"  # the game's name stays as published
        i18n.set_language("en")
        assert i18n._("Settings") == "Settings"
    finally:
        i18n.set_language("en")


def test_a_msgid_with_a_context_shows_without_it_in_english():
    i18n.set_language("en")
    assert i18n._("role|Fugitive") == "Fugitive"
    assert i18n._("Say: hello|there") == "Say: hello|there"


def test_an_unknown_language_falls_back_to_english():
    i18n.set_language("xx")
    assert i18n.language() == "en"
    assert i18n._("Settings") == "Settings"


def test_po_files_round_trip_quotes_newlines_and_polish_letters(tmp_path):
    entries = {'Say "hi"\nnow': "Powiedz „cześć”\nteraz", "ąćęłńóśźż": "ĄĆĘŁŃÓŚŹŻ"}
    path = tmp_path / "x.po"
    i18n.write_po(path, entries)
    assert i18n.parse_po(path.read_text(encoding="utf-8")) == entries


def test_the_bundled_font_has_every_polish_letter():
    import pygame

    pygame.font.init()
    from tabletop.paths import art_path

    font = pygame.font.Font(str(art_path("fonts", "DejaVuSans.ttf")), 40)
    for letter in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ":
        metrics = font.metrics(letter)[0]
        assert metrics is not None and metrics[4] > 0, letter
