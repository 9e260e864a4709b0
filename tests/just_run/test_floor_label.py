"""Issue 20: "On the floor" stood above the strip, under the game log's panel, and outlived a
panel covering the strip.  It now stands in the strip's own gap before the floor's cards (Picking
Up and Dropping Items), readable and clear of the log and of every card."""

from __future__ import annotations

import pygame

from tabletop.engine import text
from tabletop.games.just_run.rules.commands import Drop
from tabletop.games.just_run.table import floor_label
from tabletop.games.just_run.table.zombie_beats import PANEL_RECT
from tests.just_run import panel_states as ps
from tests.just_run.scene_table import make_table
from tests.readability import record_placed, too_small


def test_the_floor_label_stands_in_the_strip_clear_of_the_log_and_every_card_dropping_items() -> None:
    table = make_table(4, computers=(1, 2, 3), state=ps.floor_state())
    table.settle()
    scene, strip = table.scene, table.scene.strip
    assert len(strip.cards) >= 5
    table.click(strip.cards[0].rect.center)  # a card, then its button: the item goes on the floor
    button = next(b for b in strip.buttons if str(b.label).startswith("Drop"))
    table.click(button.rect.center)
    table.settle()
    assert isinstance(table.last(), Drop) and len(strip.floor) == 3
    gap = strip.floor_gap()
    assert gap is not None
    label = floor_label.rect(gap)
    assert strip.rect.contains(label)
    assert not (scene.log.visible and label.colliderect(scene.log.rect))
    assert not any(label.colliderect(card.rect) for card in (*strip.cards, *strip.floor))
    assert PANEL_RECT.contains(label)  # the zombie turn's panel over the strip hides it too
    placed = record_placed(lambda: strip.draw(pygame.Surface((1920, 1080))))
    words = [(d, r) for d, _s, r in placed if d.text in floor_label.lines()]
    assert [d.text for d, _r in words] == floor_label.lines()
    assert all(d.size >= text.READABLE and r is not None and label.contains(r) for d, r in words)
    assert not too_small(d for d, _r in words)
