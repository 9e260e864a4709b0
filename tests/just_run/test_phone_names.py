"""The names a Just Run phone page shows come from the app's catalogue (issue 22: the phone speaks
the app's language): the shipped module is the one ``phone_names`` writes from it now."""

from __future__ import annotations

from tabletop.games.just_run.table import phone_names


def test_the_phone_pages_names_module_is_written_from_the_catalogue_as_it_is_now() -> None:
    shipped = phone_names.MODULE.read_text(encoding="utf-8")
    assert shipped == phone_names.module_text(), (
        "run `python -m tabletop.games.just_run.table.phone_names` to write just_run_names.js again"
    )


def test_a_room_an_item_and_an_event_are_named_in_polish_on_the_phone() -> None:
    polish = phone_names.names_in("pl")
    assert polish["Kitchen"] != "Kitchen" and polish["Baseball Bat"] == "Kij baseballowy"
    assert polish["Adrenaline"] == "Adrenalina"
    assert set(polish) == set(phone_names.english_names())
