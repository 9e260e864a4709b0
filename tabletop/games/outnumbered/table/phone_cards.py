"""Outnumbered's event cards for the phone pages (``outnumbered_cards.js``): the view's
``last_event`` is a card's id, and a spectator reads its name and what it does in the app's
language.  Run ``python -m tabletop.games.outnumbered.table.phone_cards`` after changing a card's
words."""

from __future__ import annotations

from tabletop.engine.phones import card_words
from tabletop.games.outnumbered.rules.content import EVENTS

CARDS: dict[str, tuple[str, str]] = {card.id: (card.name, card.text) for card in EVENTS}
MODULE = card_words.PAGE / "outnumbered_cards.js"


if __name__ == "__main__":
    card_words.write(__spec__.name, MODULE, CARDS)  # the writer: this module
