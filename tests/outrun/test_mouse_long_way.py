"""The mouse runner's hand keeps every card in its own place (issue 20, "the long way jumps to the
first gap in the mouse panel"): The long way (rulebook, Interference cards: laid right after the
1st, 2nd or 3rd card from the hand) waits in its own place after the eight movement cards, and a
card laid leaves its place empty, so a second click where the player just clicked lays nothing.
Real mouse events through the app."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tabletop.games.outrun.rules.content import LONG_WAY, SYMBOL_IDS
from tabletop.games.outrun.table import race as race_module
from tabletop.games.outrun.table import relay as relay_module
from tabletop.games.outrun.table.table_draw import tray_parts
from tests.outrun.test_scene import Table, count_down, mouse_together_table, relay_table


@pytest.fixture
def long_way_held(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every runner may lay The long way this round (as with a "+" card in front of them)."""
    monkeypatch.setattr(race_module, "specials_in_view", lambda _view, _seat: (LONG_WAY,))
    monkeypatch.setattr(relay_module, "specials_in_view", lambda _view, _seat: (LONG_WAY,))


def lay_by_clicks(table: Table, laid: Callable[[], tuple[str, ...]]) -> None:
    scene = table.scene
    places = tray_parts(9).places
    first = SYMBOL_IDS[0]
    assert scene.hand.places() == [*SYMBOL_IDS, LONG_WAY]
    table.click(places[0].center)
    assert laid() == (first,)
    assert scene.hand.places() == [None, *SYMBOL_IDS[1:], LONG_WAY]  # nothing moved into the gap
    table.click(places[0].center)  # a second click where the first card was lays nothing
    assert laid() == (first,)
    table.click(places[8].center)  # The long way, in its own place after the eight
    assert laid() == (first, LONG_WAY)
    assert scene.hand.places() == [None, *SYMBOL_IDS[1:], None]
    table.click(places[1].center)  # the next card is where it always was
    assert laid() == (first, LONG_WAY, SYMBOL_IDS[1])


def test_in_a_race_the_mouse_runner_s_long_way_keeps_its_place_and_a_laid_card_leaves_a_gap(long_way_held):
    table = mouse_together_table()
    race = table.scene.race
    assert race is not None
    lay_by_clicks(table, lambda: race.laid(1))


def test_in_a_relay_the_mouse_runner_s_long_way_keeps_its_place_and_a_laid_card_leaves_a_gap(long_way_held):
    table = relay_table()
    scene = table.scene
    table.click(scene.relay_scene.start_button.rect.center)
    count_down(table)
    relay = scene.relay
    assert relay is not None
    lay_by_clicks(table, relay.laid)


def test_pointing_at_the_long_way_in_the_mouse_runner_s_hand_shows_what_the_card_does(long_way_held):
    table = mouse_together_table()
    table.hover(tray_parts(9).places[8].center)
    shown = table.scene.tooltips.shown
    assert shown is not None and shown.title == "The long way"
    assert "right after the movement card shown by its number" in shown.body
    table.hover(tray_parts(9).places[0].center)  # a movement card: no tip, not the map room under it
    assert table.scene.tooltips.shown is None
