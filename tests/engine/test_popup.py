"""The popup: a card shown big for a reading time (not shortened by the animation speed), closed
early by a click on it, and waiting hidden while its card is still flying up."""

from __future__ import annotations

import pygame

from tabletop.engine import tween
from tabletop.engine.popup import Popup

AREA = pygame.Rect(100, 100, 400, 300)


def test_a_popup_closes_itself_after_its_reading_time_and_says_so_once():
    popup: Popup[str] = Popup(AREA)
    popup.show("Roadblock", seconds=5.0)
    assert popup.visible and popup.wake_in() == 5.0
    assert not popup.update(4.0)
    assert popup.update(1.5)
    assert not popup.open
    assert not popup.update(1.0)
    assert popup.wake_in() is None


def test_the_reading_time_ignores_the_animation_speed():
    tween.set_speed(2.0)
    try:
        popup: Popup[str] = Popup(AREA)
        popup.show("Roadblock", seconds=5.0)
        popup.update(3.0)
        assert popup.visible
    finally:
        tween.set_speed(1.0)


def test_a_click_on_the_popup_closes_it_and_a_click_elsewhere_does_not():
    popup: Popup[str] = Popup(AREA)
    popup.show("Roadblock")
    assert not popup.clicked((10, 10))
    assert popup.visible
    assert popup.clicked(AREA.center)
    assert not popup.open


def test_a_popup_waiting_for_its_card_to_land_keeps_its_full_time_until_revealed():
    popup: Popup[str] = Popup(AREA)
    popup.show("Heavy Snow", seconds=5.0, shown=False)
    assert popup.open and not popup.visible
    popup.update(10.0)
    assert popup.open
    assert not popup.clicked(AREA.center)
    popup.reveal()
    assert popup.wake_in() == 5.0
