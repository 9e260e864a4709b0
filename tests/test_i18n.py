"""Translations (issue 8, section 4): gettext on compiled catalogues, real contexts, Polish plural forms.

The catalogues are checked twice: the committed ones as a whole (``messages.py check``, which CI
also runs), and the check itself on small catalogues made wrong on purpose, one fault at a time.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog

from tabletop.core import i18n
from tabletop.core.contract import Event, IllegalCommand, seat_param
from tabletop.core.i18n import Nn_, Np_

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def messages() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tabletop_messages", ROOT / "build_scripts" / "messages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def polish() -> Iterator[None]:
    i18n.set_language("pl")
    try:
        yield
    finally:
        i18n.set_language("en")


# -- the committed catalogues ----------------------------------------------------------------------


def test_the_committed_catalogues_pass_the_message_check(messages):
    problems = messages.check()
    assert not problems, "\n".join(str(p) for p in problems[:20]) + "\n(run build_scripts/messages.py)"


def test_every_counted_message_in_the_code_has_all_three_polish_forms(messages):
    template = messages.extract()
    counted = [m for m in template if m.pluralizable]
    assert len(counted) >= 15, "the sweep turned every message that shows a count into a plural"
    catalog = messages.read_catalog(messages.po_path("pl"), "pl")
    for message in counted:
        forms = catalog.get(message.id, message.context).string
        assert len(forms) == 3 and all(forms), message.id


def test_the_compiled_polish_catalogue_is_what_the_app_loads():
    loaded = i18n.translations("pl")
    assert loaded.gettext("Settings") == "Ustawienia"
    assert (ROOT / "tabletop/locale/pl/LC_MESSAGES/tabletop.mo").is_file()


# -- plural forms ----------------------------------------------------------------------------------

POLISH_EVENTS = {
    1: "1 wydarzenie",
    2: "2 wydarzenia",
    3: "3 wydarzenia",
    4: "4 wydarzenia",
    5: "5 wydarzeń",
    12: "12 wydarzeń",
    22: "22 wydarzenia",
    25: "25 wydarzeń",
}


@pytest.mark.parametrize("count", sorted(POLISH_EVENTS))
def test_polish_picks_the_plural_form_the_number_needs(polish, count):
    text = i18n.ngettext("{count} event", "{count} events", count).format(count=count)
    assert text == POLISH_EVENTS[count]


@pytest.mark.parametrize(
    ("count", "expected"),
    [(1, "Zbieg ma 1 kartę"), (2, "Zbieg ma 2 karty"), (4, "Zbieg ma 4 karty"), (5, "Zbieg ma 5 kart")]
    + [(12, "Zbieg ma 12 kart"), (22, "Zbieg ma 22 karty"), (25, "Zbieg ma 25 kart"), (0, "Zbieg ma 0 kart")],
)
def test_the_fugitives_hand_count_reads_right_in_polish(polish, count, expected):
    text = i18n.ngettext("Fugitive holds {count} card", "Fugitive holds {count} cards", count)
    assert text.format(count=count) == expected


@pytest.mark.parametrize(
    ("count", "expected"), [(1, "1 move"), (2, "2 moves"), (0, "0 moves"), (21, "21 moves")]
)
def test_english_uses_the_singular_for_one_only(count, expected):
    i18n.set_language("en")
    assert i18n.ngettext("{moves} move", "{moves} moves", count).format(moves=count) == expected


def test_a_counted_event_picks_its_form_from_the_param_it_names(polish):
    placed = Event(
        "hideout_placed",
        Nn_(
            "The Fugitive placed a hideout with {count} sprint card.",
            "The Fugitive placed a hideout with {count} sprint cards.",
        ),
        {"count": 3},
        secret=Nn_(
            "You placed hideout {card} with sprint card {sprints}.",
            "You placed hideout {card} with sprint cards {sprints}.",
        ),
        secret_to=0,
        secret_params={"card": 12, "sprints": "4, 5, 7"},
    )
    assert placed.text_for(1) == "Zbieg kładzie kryjówkę z 3 kartami sprintu."
    assert placed.text_for(0) == "Kładziesz kryjówkę 12 z kartami sprintu 4, 5, 7."
    i18n.set_language("en")
    assert placed.text_for(None) == "The Fugitive placed a hideout with 3 sprint cards."


def test_a_counted_refusal_reads_in_english_and_is_described_in_polish(polish):
    reason = Nn_(
        "This hideout needs {missing} more sprint point to reach it.",
        "This hideout needs {missing} more sprint points to reach it.",
        count="missing",
    )
    one, five = IllegalCommand(reason, missing=1), IllegalCommand(reason, missing=5)
    assert str(one) == "This hideout needs 1 more sprint point to reach it."
    assert i18n.describe(one) == "Do tej kryjówki brakuje jeszcze 1 punktu sprintu."
    assert i18n.describe(five) == "Do tej kryjówki brakuje jeszcze 5 punktów sprintu."


def test_a_counted_message_without_its_count_is_a_mistake_that_shows_at_once():
    with pytest.raises(KeyError, match="count"):
        IllegalCommand(Nn_("{count} card", "{count} cards"), cards=2)


# -- contexts --------------------------------------------------------------------------------------


def test_the_game_and_the_player_role_called_fugitive_are_two_entries(polish):
    assert i18n.pgettext("role", "Fugitive") == "Zbieg"
    assert i18n._(Np_("role", "Fugitive")) == "Zbieg"
    assert i18n._("Fugitive") == "Fugitive"  # the game's name stays as published


def test_english_never_shows_a_context():
    i18n.set_language("en")
    assert i18n._(Np_("role", "Fugitive")) == "Fugitive"
    assert i18n.translate(Np_("role", "Marshal")) == "Marshal"
    event = Event(
        "drew", "The {who} drew a card from pile {deck}.", {"who": "@" + Np_("role", "Marshal"), "deck": 2}
    )
    assert event.text_for(None) == "The Marshal drew a card from pile 2."


def test_a_role_passed_as_an_event_param_is_translated_with_its_context(polish):
    event = Event(
        "drew", "The {who} drew a card from pile {deck}.", {"who": "@" + Np_("role", "Marshal"), "deck": 2}
    )
    assert event.text_for(None) == "Szeryf dobiera kartę ze stosu 2."


def test_seat_params_still_become_numbered_players_in_polish(polish):
    event = Event("hero_chosen", "{player} picks {hero}.", {"player": seat_param(1), "hero": "@Big Plus"})
    assert event.text_for(None) == "Gracz 2 wybiera bohatera: Wielki Plus."


# -- falling back to English -----------------------------------------------------------------------


def test_an_unknown_language_falls_back_to_english():
    i18n.set_language("xx")
    assert i18n.language() == "en"
    assert i18n._("Settings") == "Settings"


def test_switching_back_to_english_restores_the_msgids():
    i18n.set_language("pl")
    assert i18n._("Settings") == "Ustawienia"
    i18n.set_language("en")
    assert i18n._("Settings") == "Settings"


def test_a_message_missing_from_the_catalogue_shows_in_english_with_english_plurals(polish):
    assert i18n._("Not a message we have") == "Not a message we have"
    assert i18n.ngettext("{n} thing", "{n} things", 1) == "{n} thing"
    assert i18n.ngettext("{n} thing", "{n} things", 3) == "{n} things"


def test_the_app_translates_with_the_standard_library_alone():
    code = (
        "import sys; from tabletop.core import i18n; i18n.set_language('pl');"
        "assert i18n.ngettext('{count} event', '{count} events', 5) == '{count} wydarzeń';"
        "assert 'babel' not in sys.modules, 'Babel is a development tool only'"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 0, result.stderr


# -- the check finds each kind of fault ------------------------------------------------------------

SOURCE = """
from tabletop.core.i18n import N_, Nn_, Np_, _, ngettext

def show(n):
    _("Hello {name}")
    ngettext("{n} card", "{n} cards", n)
    Np_("role", "Fugitive")
    Nn_("{count} die", "{count} dice")
"""

GOOD_POLISH = {
    ("Hello {name}", None): "Cześć {name}",
    ("{n} card", None): ("{n} karta", "{n} karty", "{n} kart"),
    ("Fugitive", "role"): "Zbieg",
    ("{count} die", None): ("{count} kość", "{count} kości", "{count} kości"),
}


@pytest.fixture
def project(tmp_path, messages) -> tuple[Path, Path]:
    """A one-file package with a template, a complete Polish .po and its .mo: all correct."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "show.py").write_text(SOURCE, encoding="utf-8")
    locale = tmp_path / "locale"
    locale.mkdir()
    template = messages.extract(package)
    (locale / "tabletop.pot").write_text(messages.render_po(template), encoding="utf-8")
    write_polish(messages, locale, template)
    return package, locale


def write_polish(messages, locale: Path, template, change=None) -> Catalog:
    catalog = Catalog(locale="pl", domain="tabletop", fuzzy=False)
    for message in template:
        if message.id:
            single = message.id[0] if message.pluralizable else message.id
            catalog.add(message.id, GOOD_POLISH[(single, message.context)], context=message.context)
    if change:
        change(catalog)
    po = messages.po_path("pl", locale)
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_text(messages.render_po(catalog), encoding="utf-8")
    messages.mo_path("pl", locale).write_bytes(messages.compile_mo(catalog))
    return catalog


def problems_in(messages, project) -> list[str]:
    package, locale = project
    return [str(problem) for problem in messages.check(locale, package)]


def test_the_check_passes_a_correct_catalogue(messages, project):
    assert problems_in(messages, project) == []


def test_the_check_names_a_template_that_lags_behind_the_code(messages, project):
    package, _ = project
    with (package / "show.py").open("a", encoding="utf-8") as source:
        source.write('    _("A new message")\n')
    assert any("not in the template" in p and "A new message" in p for p in problems_in(messages, project))


def test_the_check_names_a_context_written_into_the_msgid_the_old_way(messages, project):
    package, _ = project
    with (package / "show.py").open("a", encoding="utf-8") as source:
        source.write('    N_("size|Large")\n')
    assert any("use Np_(context, message)" in p and "size|Large" in p for p in problems_in(messages, project))


def test_the_check_names_a_catalogue_with_a_merge_conflict_left_in_it(messages, project):
    po = messages.po_path("pl", project[1])
    text = po.read_text(encoding="utf-8").replace(
        'msgstr "Zbieg"', '<<<<<<< HEAD\nmsgstr "Zbieg"\n=======', 1
    )
    po.write_text(text, encoding="utf-8")
    assert any("cannot be read" in p for p in problems_in(messages, project))


def test_the_check_names_a_missing_translation(messages, project):
    write_polish(messages, project[1], messages.extract(project[0]), lambda c: c.delete("Hello {name}"))
    assert any("no translation" in p and "Hello {name}" in p for p in problems_in(messages, project))


def test_the_check_names_a_fuzzy_translation(messages, project):
    def fuzzy(catalog):
        catalog["Hello {name}"].flags.add("fuzzy")

    write_polish(messages, project[1], messages.extract(project[0]), fuzzy)
    assert any("fuzzy" in p and "Hello {name}" in p for p in problems_in(messages, project))


def test_the_check_names_an_obsolete_entry(messages, project):
    po = messages.po_path("pl", project[1])
    po.write_text(
        po.read_text(encoding="utf-8") + '\n#~ msgid "Gone"\n#~ msgstr "Nie ma"\n', encoding="utf-8"
    )
    assert any("obsolete" in p and "Gone" in p for p in problems_in(messages, project))


def test_the_check_names_a_plural_that_lacks_a_polish_form(messages, project):
    def two_forms(catalog):
        catalog.get(("{n} card", "{n} cards")).string = ("{n} karta", "{n} karty", "")

    write_polish(messages, project[1], messages.extract(project[0]), two_forms)
    assert any("needs 3 plural forms, has 2" in p and "{n} card" in p for p in problems_in(messages, project))


def test_the_check_names_a_translation_whose_placeholders_differ(messages, project):
    def typo(catalog):
        catalog.get(("{count} die", "{count} dice")).string = (
            "{count} kość",
            "{cuont} kości",
            "{count} kości",
        )
        catalog["Hello {name}"].string = "Cześć {imie}"

    write_polish(messages, project[1], messages.extract(project[0]), typo)
    found = problems_in(messages, project)
    assert any("placeholders differ" in p and "{cuont} kości" in p for p in found)
    assert any("placeholders differ" in p and "Cześć {imie}" in p for p in found)


def test_the_check_names_a_compiled_catalogue_older_than_its_po(messages, project):
    po = messages.po_path("pl", project[1])
    po.write_text(po.read_text(encoding="utf-8").replace("Cześć {name}", "Witaj {name}"), encoding="utf-8")
    assert any("not what its .po compiles to" in p for p in problems_in(messages, project))


#: the Polish rule as an older Babel wrote it: other text, the same form for every count
OLDER_POLISH_RULE = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
#: a rule that forgets Polish's teens: "12 karty" where Polish says "12 kart"
WRONG_POLISH_RULE = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 ? 1 : 2);"


def rewrite_plural_rule(messages, locale: Path, rule: str) -> None:
    """Give the .po another Plural-Forms header and compile its .mo from it, as a Babel that
    spells the rule that way would."""
    po = messages.po_path("pl", locale)
    text = re.sub(
        r'"Plural-Forms: .*?\\n"\n',
        f'"Plural-Forms: {rule}\\\\n"\n',
        po.read_text(encoding="utf-8"),
        flags=re.S,
    )
    assert rule in text
    po.write_text(text, encoding="utf-8")
    messages.mo_path("pl", locale).write_bytes(messages.compile_mo(messages.read_catalog(po, "pl")))


def test_the_check_accepts_a_plural_rule_spelled_another_way_that_picks_the_same_forms(messages, project):
    rewrite_plural_rule(messages, project[1], OLDER_POLISH_RULE)
    assert problems_in(messages, project) == []


def test_the_check_names_a_plural_rule_that_picks_a_wrong_form_for_the_teens(messages, project):
    rewrite_plural_rule(messages, project[1], WRONG_POLISH_RULE)
    found = problems_in(messages, project)
    assert any("Plural-Forms" in p and "wrong form for 12, 13, 14" in p for p in found), found
    assert any(".mo" in p and "wrong form for 12, 13, 14" in p for p in found), found


def test_the_check_accepts_a_compiled_catalogue_whose_header_another_babel_wrote(messages, project):
    po = messages.po_path("pl", project[1])
    catalog = messages.read_catalog(po, "pl")
    catalog.project, catalog.version = "Something else", "9.9"
    messages.mo_path("pl", project[1]).write_bytes(messages.compile_mo(catalog))
    assert problems_in(messages, project) == []


def test_the_check_names_a_compiled_catalogue_that_lacks_a_message_of_its_po(messages, project):
    po = messages.po_path("pl", project[1])
    catalog = messages.read_catalog(po, "pl")
    catalog.delete("Hello {name}")
    messages.mo_path("pl", project[1]).write_bytes(messages.compile_mo(catalog))
    assert any("not what its .po compiles to" in p for p in problems_in(messages, project))


def test_the_check_names_a_translation_left_stale_when_the_code_changed_its_text(messages, project):
    """The code's message changed and the template was extracted again, but the .po still
    translates the old text: the new text has no translation and the old one is not wanted."""
    package, locale = project
    source = package / "show.py"
    source.write_text(source.read_text(encoding="utf-8").replace("Hello {name}", "Hi there {name}"))
    (locale / "tabletop.pot").write_text(messages.render_po(messages.extract(package)), encoding="utf-8")
    found = problems_in(messages, project)
    assert any("no translation" in p and "Hi there {name}" in p for p in found), found
    assert any("not in the template" in p and "Hello {name}" in p for p in found), found


def test_the_check_command_exits_1_naming_each_problem(messages, monkeypatch, capsys):
    found = [messages.Problem("a.po", "fuzzy", "'Hi'"), messages.Problem("a.mo", "missing")]
    monkeypatch.setattr(messages, "check", lambda: found)
    assert messages.main(["check"]) == 1
    out = capsys.readouterr().out
    assert "messages check: a.po: fuzzy: 'Hi'" in out and "messages check: a.mo: missing" in out


# -- fonts -----------------------------------------------------------------------------------------


def test_the_bundled_font_has_every_polish_letter():
    import pygame

    pygame.font.init()
    from tabletop.paths import art_path

    font = pygame.font.Font(str(art_path("fonts", "DejaVuSans.ttf")), 40)
    for letter in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ":
        metrics = font.metrics(letter)[0]
        assert metrics is not None and metrics[4] > 0, letter


# -- decimal numbers ------------------------------------------------------------------------------


def test_english_writes_a_decimal_point_and_polish_a_decimal_comma(polish):
    assert i18n.decimal(25.2874, 3) == "25,287"
    i18n.set_language("en")
    assert i18n.decimal(25.2874, 3) == "25.287"


def test_a_decimal_event_param_is_written_in_the_readers_language_and_the_exception_in_english(polish):
    event = Event(
        "finished",
        "{seat} after {seconds} s",
        {"seat": seat_param(0), "seconds": i18n.decimal_param(1.759, 3)},
    )
    assert event.text_for(None, names=["Ola"]) == "Ola after 1,759 s"
    err = IllegalCommand("Too slow: {seconds} s", seconds=i18n.decimal_param(2.5, 1))
    assert str(err) == "Too slow: 2.5 s"
    assert i18n.describe(err) == "Too slow: 2,5 s"


def test_a_save_too_large_says_its_size_with_a_decimal_comma_in_polish(polish, tmp_path):
    from tabletop.core import saves
    from tabletop.core.session import SaveError

    big = tmp_path / "big.json"
    big.write_bytes(b" " * (saves.MAX_SAVE_BYTES + 2**19))
    with pytest.raises(SaveError) as caught:
        saves.read_save_data(big)
    assert "8.5 MB" in str(caught.value)
    assert "8,5 MB" in i18n.describe(caught.value)
