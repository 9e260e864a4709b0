"""The set-up form stays put while the number of players changes.

The form used to move its rows down a seat's height each time a player was added, and to switch
to two columns at three players in Outrun, so a player clicking the number up twice hit another
control the second time.  Now it is laid out for the most seats the game takes, with the setting
rows (the number of players first) above the seats.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.i18n import set_language
from tabletop.core.settings import Settings
from tabletop.engine import text
from tabletop.engine.widgets import Choice
from tabletop.scenes.navigator import open_app
from tabletop.scenes.setup import SetupScene
from tests.outrun.test_setup_and_pads import post_click
from tests.readability import record, too_small

GAMES = [info.id for info in catalogue.with_rules() if info.min_players != info.max_players]


def count_choice(setup: SetupScene) -> Choice:
    counts = list(range(setup.info.min_players, setup.info.max_players + 1))
    return next(w for w in setup.widgets if isinstance(w, Choice) and w.choices == counts)


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("game", GAMES)
def test_the_player_count_arrows_are_at_the_same_place_for_every_count(game: str, language: str) -> None:
    app = open_app(Settings(animation_speed=0.0, language=language), window_size=(1920, 1080))
    pygame.event.clear()
    try:
        setup = SetupScene(catalogue.get(game))
        app.push(setup)
        app.step()
        info = setup.info
        while setup.players > info.min_players:  # the form opens at the last game's count
            post_click(app, count_choice(setup)._arrows()[0].center)
        plus = count_choice(setup)._arrows()[2]
        places = set()
        for count in range(info.min_players, info.max_players + 1):
            assert setup.players == count
            choice = count_choice(setup)
            places.add((tuple(choice.rect), tuple(choice._arrows()[0]), tuple(choice._arrows()[2])))
            drawn = record(lambda: setup.draw(app.canvas))
            assert too_small(drawn) == []
            assert min(d.size for d in drawn if not d.decoration) >= text.READABLE
            if count < info.max_players:
                post_click(app, plus.center)  # the same spot each time: "+" again
        assert len(places) == 1
    finally:
        set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_the_form_for_the_most_seats_fits_its_panel_with_the_notes_above_the_buttons(game: str) -> None:
    """Just Run with six seats, every option shown and the frenzied scavenge's devices column used
    to run past the panel and over the buttons, hiding the notes that say what stops Start."""
    from tabletop.scenes.setup import NOTE_SIZE

    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    pygame.event.clear()
    setup = SetupScene(catalogue.get(game))
    app.push(setup)
    app.step()
    setup.players = setup.info.max_players
    for opt in setup.info.options():  # the choice that shows the most rows: the last of each
        setup.option_values[opt.name] = opt.choices[-1]
    if game == "just_run":
        setup.option_values["scavenge"] = "frenzied"
    setup.build()
    panel = setup.panel
    assert all(panel.contains(widget.rect) for widget in setup.widgets), game
    if setup.extras is not None:  # a game with rows of its own explains them under the seats
        assert setup.notes_top + NOTE_SIZE < panel.bottom
    assert panel.bottom < min(b.rect.top for b in (setup.start, setup.back, setup.rules))
    assert all(b.rect.bottom <= 1080 for b in (setup.start, setup.back, setup.rules))
