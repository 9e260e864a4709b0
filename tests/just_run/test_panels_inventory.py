"""The item cards and the inventory strip: real mouse events in, the rules' own commands out
(All About Cards: Combining Item Cards; Free Actions; Wear & Tear: broken items)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.intents import Click, Hover, IntentReader
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import Attack, Combine, Discard, Drop, PickUp, Trade
from tabletop.games.just_run.rules.content import ITEM_KINDS, RECIPES
from tabletop.games.just_run.table.inventory import InventoryStrip, ItemDrop
from tabletop.games.just_run.table.item_cards import (
    CARD_SIZE,
    ITEM_NAMES,
    CardLook,
    card_image,
    detail_lines,
)
from tests.just_run import panel_states as ps
from tests.readability import record, too_small


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.init()


def strip_for(state: rules.State, seat: int = 0) -> InventoryStrip:
    strip = InventoryStrip(names=ps.NAMES)
    strip.set_view(ps.view(state, seat), seat, rules.legal_commands(state, seat))
    return strip


def test_a_card_shows_the_combined_items_both_names_and_its_summed_bonus_all_about_cards() -> None:
    state = ps.turn_state()
    spear_state, _ = rules.apply(state, Combine(0, 3, 6))
    spear = next(i for i in ps.view(spear_state)["survivors"][0]["items"] if i["name"] == "Spear")
    look = CardLook.of(spear)
    assert look.parts == ("Mop", "Scissors") and look.bonus == 2 and look.type == "flail"
    assert any("Mop + Scissors" in line for line in detail_lines(look))
    assert card_image(look).get_size() == CARD_SIZE


def test_card_borders_come_from_the_content_so_matching_borders_are_visible() -> None:
    mop = CardLook.of({"keys": ["mop"], "name": "Mop", "type": "flail"})
    scissors = CardLook.of({"keys": ["scissors"], "name": "Scissors", "type": "melee"})
    assert mop.right == scissors.left == "red"


def test_every_item_and_recipe_name_is_a_translatable_text() -> None:
    names = {k.name for k in ITEM_KINDS.values()} | {r.name for r in RECIPES.values()}
    assert names <= set(ITEM_NAMES)


def test_every_card_and_the_strip_are_readable_at_1080p() -> None:
    state = ps.turn_state(actions=0)
    strip = strip_for(state)
    surface = pygame.Surface((1920, 1080))

    def show() -> None:
        strip.handle(Hover(strip.cards[0].rect.center))
        strip.draw(surface)
        for kind in ITEM_KINDS.values():
            card_image(CardLook.of({"keys": [kind.key], "name": kind.name, "type": kind.type.value}))

    assert too_small(record(show)) == []


def test_dragging_the_mop_onto_the_scissors_combines_them_combining_item_cards() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    mop, scissors = strip.cards[0], strip.cards[1]
    results = ps.post(IntentReader(), strip, ps.drag_events(mop.rect.center, scissors.rect.center))
    assert results == [Combine(0, 3, 6)]
    assert results[0] in rules.legal_commands(state, 0)


def test_while_a_card_is_held_only_the_cards_whose_borders_match_glow() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    reader = IntentReader()
    start = strip.cards[1].rect.center  # the scissors
    ps.post(reader, strip, ps.drag_events(start, (start[0] + 40, start[1] - 20))[:-1])
    assert [t.id for t in strip.drag.targets] == [strip.cards[0].id]  # the mop alone


def test_click_then_click_combines_too() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    reader = IntentReader()
    results = ps.post(reader, strip, ps.click_events(strip.cards[1].rect.center))
    results += ps.post(reader, strip, ps.click_events(strip.cards[0].rect.center))
    assert results == [Combine(0, 3, 6)]


def test_a_card_dropped_on_a_card_it_does_not_combine_with_springs_back_with_the_reason() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    results = ps.post(
        IntentReader(), strip, ps.drag_events(strip.cards[0].rect.center, strip.cards[4].rect.center)
    )
    assert results == []
    assert strip.drag.last_reason is not None and "borders" in strip.drag.last_reason


def test_a_card_dragged_out_of_the_strip_is_a_drop_request_the_board_resolves() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    mop = strip.cards[0]
    results = ps.post(IntentReader(), strip, ps.drag_events(mop.rect.center, (700, 300)))
    assert results == [ItemDrop(mop.id, (700, 300))]
    legal = rules.legal_commands(state, 0)
    assert results[0].commands(legal, survivor=1) == [Trade(0, mop.id, 1)]
    assert results[0].commands(legal, room=(0, 2), own_room=True) == [Drop(0, mop.id)]
    attacks = results[0].commands(legal, room=(0, 2), zombies=True)
    assert attacks and all(isinstance(a, Attack) and a.item == mop.id for a in attacks)


def test_discarding_a_broken_item_is_its_click_then_the_button_naming_it_no_stray_click_loses_it() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    reader = IntentReader()
    handgun = next(c for c in strip.cards if c.look.broken)
    assert ps.post(reader, strip, ps.click_events(handgun.rect.center)) == [], "a click only chooses"
    discard = next(b for b in strip.buttons if "Discard" in str(b.label))
    assert str(discard.label) == "Discard the Handgun (free)"
    results = ps.post(reader, strip, ps.click_events(discard.rect.center))
    assert results == [Discard(0, handgun.id)] and not strip.confirmation.open
    assert results[0] in rules.legal_commands(state, 0)


def test_a_selected_card_offers_only_its_legal_commands_with_their_cost() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    kit = next(c for c in strip.cards if c.look.name == "First Aid Kit")
    labels = [label for label, command, _ in strip.item_commands(kit.id)]
    # every whole item of one's own can be thrown (Throwing Items): its Throw button aims it
    assert labels == ["Heal Ben (1 action)", "Drop here (free)", "Throw (1 action)"]
    mop = strip.cards[0]
    assert [label for label, _, _ in strip.item_commands(mop.id)] == ["Drop here (free)", "Throw (1 action)"]


def test_after_the_two_normal_actions_the_strip_says_only_free_actions_remain_free_actions() -> None:
    state = ps.turn_state(actions=0)
    strip = strip_for(state)
    surface = pygame.Surface((1920, 1080))
    drawn = record(lambda: strip.draw(surface))
    assert any(d.text == "FREE ACTIONS ONLY" for d in drawn)
    strip.handle(Click(strip.cards[1].rect.center))
    assert strip.drag.targets and strip.drag.targets[0].label == "Combine (free)"


def test_the_strip_shows_space_life_armour_and_actions_left() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    drawn = [d.text for d in record(lambda: strip.draw(pygame.Surface((1920, 1080))))]
    assert "Space 7 of 8" in drawn and "Actions left: 2" in drawn and "Armour" in drawn


def test_items_on_the_floor_show_beside_the_gear_and_drag_in_to_be_picked_up_picking_up() -> None:
    state = ps.floor_state()
    strip = strip_for(state)
    knife, axe = strip.floor
    assert (knife.look.name, axe.look.name) == ("Kitchen Knife", "Fire Axe")
    assert knife.rect.left > strip.cards[-1].rect.right
    results = ps.post(IntentReader(), strip, ps.drag_events(knife.rect.center, strip.cards[0].rect.center))
    assert results == [PickUp(0, knife.id)] and results[0] in rules.legal_commands(state, 0)
    assert strip.drag.piece_at(axe.rect.center) is None  # no space for it: it cannot be picked up
    out = ps.post(IntentReader(), strip, ps.drag_events(knife.rect.center, (700, 300)))
    assert out == []  # a floor item dragged away is no drop request: it is not the survivor's


def test_click_a_floor_item_then_pick_up() -> None:
    state = ps.floor_state()
    strip = strip_for(state)
    reader = IntentReader()
    knife = strip.floor[0]
    ps.post(reader, strip, ps.click_events(knife.rect.center))
    button = next(b for b in strip.buttons if str(b.label) == "Pick up (1 action)")
    assert ps.post(reader, strip, ps.click_events(button.rect.center)) == [PickUp(0, knife.id)]


def test_selecting_from_code_never_combines_by_accident() -> None:
    state = ps.turn_state()
    strip = strip_for(state)
    strip.select(strip.cards[1].id)
    strip.select(strip.cards[0].id)  # the scissors' partner: selected, not combined
    assert strip.drag.selected_id == strip.cards[0].id


def _combined_looks() -> list[CardLook]:
    from tabletop.games.just_run.rules.content import CARDS
    from tabletop.games.just_run.rules.state import Item
    from tabletop.games.just_run.rules.view import item_json

    def card(key: str) -> int:
        return next(c.id for c in CARDS if c.key == key)

    return [CardLook.of(item_json(Item((card(a), card(b))))) for a, b in RECIPES]


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_combined_card_prints_its_name_and_its_parts_whole_or_not_at_all(language: str) -> None:
    """'Hammer + Extension Cord' on the Hammer Flail's card: every word drawn, none cut with '…'
    (where the parts do not fit above the type strip, the card's detail names them)."""
    from tabletop.core import i18n
    from tabletop.games.just_run.table.item_cards import item_name

    try:
        i18n.set_language(language)
        for look in _combined_looks():
            drawn = record(lambda look=look: card_image(look))
            assert too_small(drawn) == [], look.name
            assert not any("…" in d.text for d in drawn), [d.text for d in drawn]
            printed = " ".join(d.text for d in drawn).replace("- ", "")
            parts = " + ".join(item_name(p) for p in look.parts)
            # whole where it fits above the type strip, else left to the card's detail: never cut
            assert parts in printed or " + " not in printed, (parts, printed)
            assert item_name(look.name) in printed.replace("-", "") or item_name(look.name) in printed
    finally:
        i18n.set_language("en")


def eight_items_state() -> rules.State:
    """Ana carries eight items, as the tester's survivor did after a generous scavenge."""
    from dataclasses import replace

    from tests.just_run.helpers import item

    state = ps.turn_state()
    keys = ("mop", "baseball_bat", "scissors", "backpack", "first_aid_kit", "whiskey", "extension_cord")
    items = tuple(item(key) for key in (*keys, "superglue"))
    survivors = list(state.survivors)
    survivors[0] = replace(survivors[0], items=items)
    return replace(state, survivors=tuple(survivors))


@pytest.mark.parametrize("language", ["en", "pl"])
def test_eight_items_shrink_to_fit_the_strip_so_no_card_hides_anothers_borders_all_about_cards(
    language: str,
) -> None:
    from tabletop.core import i18n

    i18n.set_language(language)
    try:
        strip = strip_for(eight_items_state())
        rects = [card.rect for card in strip.cards]
        assert len(rects) == 8
        for left, right in zip(rects, rects[1:], strict=False):
            assert left.right <= right.left, "a card lies over its neighbour's coloured border"
        assert all(strip.rect.contains(rect) for rect in rects)
        assert rects[0].width < CARD_SIZE[0]
        surface = pygame.Surface((1920, 1080))
        assert too_small(record(lambda: strip.draw(surface))) == []
        # each card is drawn whole: its right border's colour shows at its right edge
        for card in strip.cards:
            image = card_image(card.look, card.rect.size)
            x, y = card.rect.right - 4, card.rect.centery
            assert surface.get_at((x, y)) == image.get_at((x - card.rect.left, y - card.rect.top))
    finally:
        i18n.set_language("en")


def test_a_hand_of_ten_cards_in_the_draft_lies_side_by_side_scavenge_phase_calm_method() -> None:
    from tabletop.games.just_run.table.draft_panel import DraftPanel

    state = rules.setup({"players": 2, "mode": "coop", "first": "first_seat"}, 3)
    panel = DraftPanel(ps.NAMES[:2])
    panel.set_view(ps.view(state, 0), 0, rules.legal_commands(state, 0))
    rects = [card.rect for card in panel.hand]
    assert len(rects) == 10
    for left, right in zip(rects, rects[1:], strict=False):
        assert left.right <= right.left
    surface = pygame.Surface((1920, 1080))
    assert too_small(record(lambda: panel.draw(surface))) == []
