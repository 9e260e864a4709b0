"""The calm scavenge and gear-up panel: pick from the hand in front of you, the passed hands as
counts, combine and discard down to the limit, ready (Scavenge Phase, the calm method)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.engine.intents import IntentReader
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Combine, Discard, EndTurn, Pick
from tabletop.games.just_run.table.draft_panel import DraftPanel
from tests.just_run import panel_states as ps
from tests.readability import record, too_small


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.init()


def panel_for(state: rules.State, seat: int | None) -> DraftPanel:
    panel = DraftPanel(ps.NAMES)
    legal = rules.legal_commands(state, seat) if seat is not None else []
    panel.set_view(ps.view(state, seat), seat, legal)
    return panel


def test_a_click_selects_a_card_and_take_picks_it_calm_scavenge() -> None:
    state = ps.draft_state()
    panel = panel_for(state, 0)
    reader = IntentReader()
    card = panel.hand[2]
    assert ps.post(reader, panel, ps.click_events(card.rect.center)) == []  # one click takes nothing
    assert panel.selected == card.id and panel.take_button.visible
    results = ps.post(reader, panel, ps.click_events(panel.take_button.rect.center))
    assert results == [Pick(0, card.id)] and results[0] in rules.legal_commands(state, 0)


def test_the_hand_shown_is_the_viewers_own_and_the_others_are_counts_calm_scavenge() -> None:
    state = ps.draft_state()
    panel = panel_for(state, 0)
    assert [c.id for c in panel.hand] == list(state.survivors[0].hand)
    drawn = [d.text for d in record(lambda: panel.draw(pygame.Surface((1920, 1080))))]
    assert "Ben · 5 cards · picked" in drawn and "Cleo · 6 cards · choosing" in drawn
    table = panel_for(state, None)
    assert table.hand == []
    drawn = [d.text for d in record(lambda: table.draw(pygame.Surface((1920, 1080))))]
    assert "Each hand is private: it shows to its player alone." in drawn


def test_a_player_who_has_picked_waits_and_cannot_pick_again() -> None:
    state = ps.draft_state()
    panel = panel_for(state, 1)
    reader = IntentReader()
    assert ps.post(reader, panel, ps.click_events(panel.hand[0].rect.center)) == []
    assert panel.selected is None and not panel.take_button.visible


def test_gear_up_combines_by_dropping_one_card_on_its_partner() -> None:
    state = ps.gear_up_state()
    panel = panel_for(state, 0)
    legal = rules.legal_commands(state, 0)
    combine = next(c for c in legal if isinstance(c, Combine))
    strip = panel.strip
    a, b = strip.card(combine.item), strip.card(combine.other)
    assert a is not None and b is not None
    results = ps.post(IntentReader(), panel, ps.drag_events(a.rect.center, b.rect.center))
    assert results == [combine]


def test_gear_up_discards_with_the_cards_click_and_its_named_button_and_ready_waits_until_it_fits() -> None:
    state = ps.gear_up_state()
    panel = panel_for(state, 0)
    reader = IntentReader()
    assert not panel.ready_button.enabled
    card = panel.strip.cards[1]
    assert ps.post(reader, panel, ps.click_events(card.rect.center)) == []
    discard = next(b for b in panel.strip.buttons if str(b.label).startswith("Discard the "))
    assert str(discard.label) == f"Discard the {card.look.name}"
    results = ps.post(reader, panel, ps.click_events(discard.rect.center))
    assert results == [Discard(0, card.id)]
    survivor = state.survivors[0]
    light = replace(state, survivors=(replace(survivor, items=survivor.items[:2]), *state.survivors[1:]))
    panel = panel_for(light, 0)
    assert panel.ready_button.enabled
    assert ps.post(reader, panel, ps.click_events(panel.ready_button.rect.center)) == []
    results = ps.post(reader, panel, ps.click_events(panel.confirmation.yes.rect.center))
    assert results == [EndTurn(0)] and results[0] in rules.legal_commands(light, 0)


def test_the_draft_and_gear_up_are_readable_at_1080p() -> None:
    surface = pygame.Surface((1920, 1080))
    draft = panel_for(ps.draft_state(), 0)
    gear = panel_for(ps.gear_up_state(), 0)

    def show() -> None:
        draft.draw(surface)
        gear.draw(surface)

    assert too_small(record(show)) == []
