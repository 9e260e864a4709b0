"""Log lines: msgid params are translated and seat params become the players' own names."""

from __future__ import annotations

from tabletop.core import i18n
from tabletop.core.contract import Event, seat_param


def test_a_seat_param_is_shown_as_the_name_the_player_typed() -> None:
    event = Event("hero_chosen", "{player} picks {hero}.", {"player": seat_param(1), "hero": "@Big Plus"})
    assert event.text_for(None, names=["Anna", "Ben"]) == "Ben picks Big Plus."


def test_without_names_a_seat_param_reads_as_a_numbered_player() -> None:
    event = Event("hero_chosen", "{player} picks {hero}.", {"player": seat_param(0), "hero": "@Big Plus"})
    assert event.text_for(None) == "Player 1 picks Big Plus."


def test_msgid_params_are_translated_with_the_message() -> None:
    event = Event("hero_chosen", "{player} picks {hero}.", {"player": seat_param(0), "hero": "@Big Plus"})
    i18n.set_language("pl")
    try:
        assert event.text_for(None, names=["Ola"]) == "Ola wybiera bohatera: Wielki Plus."
    finally:
        i18n.set_language("en")
