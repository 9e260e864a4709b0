"""The title screen's Continue button names the game whole, in every language: a long title
("Just Run: A Game of Horror") is said by its short name, never cut short with an ellipsis."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.i18n import set_language
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.scenes.navigator import open_app
from tabletop.scenes.title import TitleScene, short_title
from tests.readability import record, too_small

GAMES = [info for info in catalogue.GAMES.values() if info.available]


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    yield application
    set_language("en")


def test_the_short_title_is_the_name_before_the_subtitle() -> None:
    assert short_title(catalogue.get("just_run")) == "Just Run"
    assert short_title(catalogue.get("fugitive")) == "Fugitive"


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("info", GAMES, ids=[info.id for info in GAMES])
def test_continue_names_every_game_whole_and_readable(app, monkeypatch, info, language) -> None:
    set_language(language)
    players = max(2, info.min_players)
    session = GameSession.new(info, {"players": players}, 3, default_seats(players))
    monkeypatch.setattr(session, "steps", [None] * 999)  # a long game: the widest move count
    monkeypatch.setattr(saves, "restore_autosave", lambda: saves.Restored(session))
    title = TitleScene(idle_demo=False)
    app.push(title)
    app.step()
    label = title._continue_label()
    assert label.startswith("Continue" if language == "en" else "Kontynuuj")
    assert short_title(info) in label
    surface = pygame.Surface((1920, 1080))
    drawn = record(lambda: title.draw(surface))
    assert too_small(drawn) == []
    assert label in [d.text for d in drawn if not d.cut], "the button's text is drawn whole"
    assert not any(d.cut or "…" in d.text for d in drawn if d.text.startswith(label[:8]))
    buttons = [b.rect for b in title.buttons]
    assert all(a.right < b.left for a, b in zip(buttons, buttons[1:], strict=False))
    assert buttons[-1].right <= 1920
