"""The event cards a spectator's page names come from the app's catalogue (issue 22: the phone
speaks the app's language): each game's shipped cards module is the one its table writes now."""

from __future__ import annotations

from types import ModuleType

import pytest

from tabletop.engine.phones import card_words
from tabletop.games.fugitive.table import phone_cards as fugitive_cards
from tabletop.games.outnumbered.table import phone_cards as outnumbered_cards


@pytest.mark.parametrize("game", [fugitive_cards, outnumbered_cards], ids=["fugitive", "outnumbered"])
def test_a_games_shipped_cards_module_is_written_from_the_catalogue_as_it_is_now(game: ModuleType) -> None:
    shipped = game.MODULE.read_text(encoding="utf-8")
    assert shipped == card_words.module_text(game.__name__, game.CARDS), f"run `python -m {game.__name__}`"


def test_every_event_card_has_a_polish_name_and_text_on_the_phone() -> None:
    for game in (fugitive_cards, outnumbered_cards):
        english = card_words.cards_in("en", game.CARDS)
        polish = card_words.cards_in("pl", game.CARDS)
        assert set(polish) == set(game.CARDS)
        for card, (name, text) in polish.items():
            assert text != english[card][1], f"{card} is told in Polish"
            assert name
    assert card_words.cards_in("pl", fugitive_cards.CARDS)["lie_low"][0] == "Przyczajenie"
