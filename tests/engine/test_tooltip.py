"""Tooltips: resting the pointer (or a long press) on a piece shows its name and what it does;
the release of a long press is used up, so reading a card never plays it."""

from __future__ import annotations

import pygame

from tabletop.engine import theme
from tabletop.engine.intents import Click, Drag, Hover, Press
from tabletop.engine.tooltip import DELAY, Tip, Tooltips

CARD = pygame.Rect(800, 600, 120, 180)


def tips() -> Tooltips:
    return Tooltips(lambda pos: Tip("Card 12", "A hideout.", CARD) if CARD.collidepoint(pos) else None)


def test_a_tip_shows_after_the_pointer_rests_and_goes_when_it_moves_away():
    tooltips = tips()
    tooltips.handle(Hover(CARD.center))
    assert not tooltips.update(DELAY / 2)
    assert tooltips.wake_in() is not None
    assert tooltips.update(DELAY)
    assert tooltips.shown is not None and tooltips.shown.title == "Card 12"
    tooltips.handle(Hover((CARD.centerx + 5, CARD.centery)))  # still on the card
    assert tooltips.visible
    tooltips.handle(Hover((10, 10)))
    assert not tooltips.visible
    tooltips.update(DELAY * 2)
    assert not tooltips.visible  # nothing there to explain


def test_a_long_press_shows_the_tip_and_its_release_plays_nothing():
    tooltips = tips()
    tooltips.handle(Press(CARD.center))
    tooltips.update(DELAY + 0.1)
    assert tooltips.visible
    assert tooltips.handle(Click(CARD.center)) is True
    assert not tooltips.visible
    assert tooltips.handle(Click(CARD.center)) is False  # the next click is a click again


def test_a_drag_or_a_quick_click_never_shows_a_tip():
    tooltips = tips()
    tooltips.handle(Press(CARD.center))
    tooltips.handle(Drag((CARD.centerx + 40, CARD.centery)))
    tooltips.update(DELAY * 2)
    assert not tooltips.visible
    tooltips.handle(Press(CARD.center))
    assert tooltips.handle(Click(CARD.center)) is False


def test_the_tip_is_drawn_beside_its_piece_inside_the_screen_in_readable_type():
    from tabletop.engine import text

    tooltips = Tooltips(lambda pos: Tip("Menu", "Pause the game.", pygame.Rect(1760, 18, 140, 56)))
    tooltips.handle(Hover((1800, 40)))
    tooltips.update(DELAY)
    surface = pygame.Surface(theme.CANVAS_SIZE)
    with text.recording() as drawn:
        box = tooltips.draw(surface)
    assert box is not None and surface.get_rect().contains(box)
    assert box.top >= 18 + 56  # below the button: there is no room above it
    assert all(d.size >= text.READABLE for d in drawn)
