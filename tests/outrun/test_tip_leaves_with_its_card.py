"""A tooltip goes with its card (issue 20, "a Boost tooltip outlives its card"): the pointer resting
on an interference card in front of a runner shows the card's tooltip; when the card leaves the
table after its round (the check's beats discard it), the tooltip goes in that same frame, with
no input at all.  Real mouse and key events."""

from __future__ import annotations

import pygame

from tabletop.games.outrun.table import table_draw, table_parts, tips
from tests.outrun.test_scene import interference_turn, make_table


def test_a_card_s_tooltip_disappears_in_the_frame_its_card_leaves_the_lane():
    table = make_table()
    scene = table.scene
    interference_turn(table)
    card, rect = next(
        (c, r) for c, r in scene.panel.hand_rects() if c["id"] in scene.panel.choices.playable()
    )
    assert card["lasts"] == "round"  # it leaves after the next race
    table.click(rect.center)
    if not scene.confirmation.open:
        table.click(pygame.Rect(scene.lanes[sorted(scene.panel.choices.lit())[0]].rect).center)
    table.click(scene.confirmation.yes.rect.center)
    table.step()

    def in_front(seat: int) -> bool:
        return any(c["id"] == card["id"] for c in scene.shown_entry(seat)["interference"])

    seat = next(s for s in range(2) if in_front(s))
    table.until(lambda: scene.phase == "reveal" and not scene.timeline.playing, seconds=0.05)
    if scene.next_race_shown():
        table.click(scene.next_race_button.rect.center)
    front = table_draw.front_rects(scene.lanes[seat], len(scene.shown_entry(seat)["interference"]))[0]
    table.hover(front.center)
    shown = scene.tooltips.shown
    assert shown is not None and shown.title == tips.card_title(card)
    table.to_race()
    table.post_keys([*table.path_keys(0), table.finish_key(0)])  # keys: the pointer stays put
    for _frame in range(400):
        table.step(0.05)
        if not in_front(seat):
            break
        assert scene.tooltips.visible  # still over its card
    else:
        raise AssertionError("the card never left")
    assert not scene.tooltips.visible  # gone in the frame the card went
    assert "tooltip" not in [part.name for part in table_parts.frame_parts(scene)]
