"""Discarding at the table, by real mouse events: the prompt says "click a card, then its Discard
button" and that is exactly what discards: one click chooses the card (shown lifted, its button
naming it), one click on "Discard the ..." discards it; a stray click elsewhere discards nothing
(Scavenge Phase: gearing up; Wear & Tear: broken items are discarded as a free action)."""

from __future__ import annotations

from tabletop.core.contract import Command
from tabletop.games.just_run.rules.commands import Discard
from tabletop.games.just_run.table.draft_panel import DraftPanel
from tabletop.games.just_run.table.inventory import InventoryStrip
from tests.just_run import panel_states as ps
from tests.just_run.scene_table import Table, make_table


def _mine(table: Table) -> list[Command]:
    return [c for c in table.session.commands if getattr(c, "seat", None) == 0]


def _discard_button(strip: InventoryStrip) -> tuple[str, tuple[int, int]]:
    button = next(b for b in strip.buttons if str(b.label).startswith("Discard"))
    return str(button.label), button.rect.center


def test_gearing_up_a_click_chooses_a_card_and_its_named_button_discards_it_scavenge_gear_up() -> None:
    table = make_table(4, computers=(1, 2, 3), state=ps.gear_up_state())
    table.settle()
    scene = table.scene
    assert scene.phase == "gear_up" and scene.viewer == 0
    assert "click a card, then Discard" in scene.instruction(), "the banner says what discards"
    draft: DraftPanel = scene.draft
    card = draft.strip.cards[1]
    name = card.look.name
    table.click(card.rect.center)
    assert draft.strip.drag.selected_id == card.id, "the card is chosen (lifted, its buttons shown)"
    assert _mine(table) == []
    label, _pos = _discard_button(draft.strip)
    assert label == f"Discard the {name}"
    table.click((960, 420))  # a stray click on the table: nothing is discarded, the card goes back
    table.settle()
    assert _mine(table) == [] and draft.strip.drag.selected_id is None
    card = next(c for c in draft.strip.cards if c.look.name == name)
    table.click(card.rect.center)
    _label, pos = _discard_button(draft.strip)
    table.click(pos)
    table.settle()
    assert _mine(table) == [Discard(0, card.id)], "two clicks: the card, then Discard the card"
    assert not draft.strip.confirmation.open


def test_a_broken_card_is_discarded_with_its_click_and_its_named_button_wear_and_tear() -> None:
    table = make_table(4, computers=(1, 2, 3), state=ps.turn_state())
    table.settle()
    strip = table.scene.strip
    handgun = next(c for c in strip.cards if c.look.broken)
    table.click(handgun.rect.center)
    assert _mine(table) == []
    label, pos = _discard_button(strip)
    assert label == "Discard the Handgun (free)"
    table.click(pos)
    table.settle()
    assert _mine(table) == [Discard(0, handgun.id)] and not strip.confirmation.open
