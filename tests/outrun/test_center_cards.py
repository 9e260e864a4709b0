"""The Vampire's centre cards say what they are (issue 20).

They used to be pictures of about 85 x 120 px with no word on them and no tooltip, while the
tutorial says "Point at any card to read what it does".  A hover over each one now shows its name
and what it does, at any time (the race included), in English and in Polish; one card alone has its
name under it in readable type.  Real mouse events.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue, i18n
from tabletop.core.i18n import translate
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.games.outrun.rules.interference import CARDS, KINDS
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.table import tips
from tabletop.games.outrun.table.scene import OutrunScene
from tests.outrun.test_scene import Table, draw_whole
from tests.readability import record, too_small
from tests.tables import driver

LITTLE_SHORTCUT = 28  # one round
STEPPING_STONES = 19  # until replaced


def vampire_table(center: list[int], language: str) -> Table:
    app, clock = driver.open_headless_app(
        Settings(outrun_tutorial_seen=True, animation_speed=1.0, language=language)
    )
    seats = [
        Seat(s.name, s.colour, SeatKind.COMPUTER if i == 1 else SeatKind.HUMAN)
        for i, s in enumerate(default_seats(2))
    ]
    info = catalogue.get("outrun")
    state = make_state("vampire", players=2, center=center)
    session = GameSession(
        info, info.rules(), {"players": 2, "monster": "vampire", "boards": 1}, 5, seats, state
    )
    scene = OutrunScene(session, autosave=False)
    app.push(scene)
    app.step()
    return Table(app, session, scene, clock)


def hover(table: Table, pos: tuple[int, int]) -> None:
    table.app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        table.step(0.05)
        if table.scene.tooltips.visible:
            return


@pytest.fixture(params=["en", "pl"])
def language(request):
    before = i18n.language()
    yield request.param
    i18n.set_language(before)


def test_a_hover_over_each_centre_card_shows_a_tooltip_naming_it_and_saying_what_it_does(language):
    table = vampire_table([LITTLE_SHORTCUT, STEPPING_STONES], language)
    scene = table.scene
    table.to_race()  # at any time: the race too
    cards = tips.center_cards(scene)
    assert [card["id"] for card, _rect in cards] == [LITTLE_SHORTCUT, STEPPING_STONES]
    for card_id, (_card, rect) in zip((LITTLE_SHORTCUT, STEPPING_STONES), cards, strict=True):
        table.app.dispatch(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 1070), rel=(0, 0), buttons=(0, 0, 0))
        )
        table.step()
        hover(table, rect.center)
        shown = scene.tooltips.shown
        info = KINDS[CARDS[card_id].kind]
        assert shown is not None, f"no tooltip over centre card {card_id}"
        assert translate(info.name) in shown.title
        assert translate(info.text) in shown.body
        assert ("Wampir" if language == "pl" else "Vampire") in shown.body


def test_one_centre_card_has_its_name_under_it_at_24_px_or_more(language):
    table = vampire_table([LITTLE_SHORTCUT], language)
    scene = table.scene
    drawn = record(lambda: draw_whole(scene, pygame.Surface((1920, 1080))))
    name = translate(KINDS[CARDS[LITTLE_SHORTCUT].kind].name)
    words = " ".join(d.text for d in drawn if d.size >= 24)
    assert all(word in words for word in name.split())
    assert not too_small(drawn)


def test_a_centre_card_name_too_wide_for_the_label_breaks_where_a_syllable_ends():
    from tabletop.games.outrun.table.table_draw import center_label_lines

    assert center_label_lines("Switcheroo", 124, 84) == ["Swit-", "cheroo"]
    assert center_label_lines("Przyspieszenie", 124, 84) == ["Przyspie-", "szenie"]
    assert center_label_lines("Koncentracja", 124, 84) == ["Koncen-", "tracja"]
    assert center_label_lines("Not that way", 124, 84) == ["Not that", "way"]
