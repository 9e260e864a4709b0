"""Every piece of the Outnumbered table explains itself (issue 11, section 5): resting the pointer
on a villain, a space, a barricade, the truck and its route, a pile, a die or chip, an operation,
a hero card, a bonus card, an event card or a team entry shows its name and what it does, in
the player's language."""

from __future__ import annotations

import pytest

from tabletop.core import i18n
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules.board import LANES, ROUTE, ROWS
from tests.outnumbered import screens


@pytest.fixture
def table():
    table = screens.open_table(2, language="en")
    screens.use_state(
        table,
        villains={(1, 2): 13, (0, 1): 4, (4, 4): 7},
        dice=(4, 2, 6),
        hands=[("lightning", "extra_die", "extra_die"), ("knockout",)],
        barricades=(True, False, True, True, True),
        truck=1,
    )
    return table


def tip(table, pos):
    found = table.scene.tip_at(pos)
    assert found is not None, pos
    assert found.area is None or found.area.collidepoint(pos)
    return found


def test_resting_the_pointer_on_a_villain_shows_its_name_number_lane_and_what_beats_it(table):
    table.app.settle()
    screens.rest_on(table, table.scene.layout.villain_rect(1, 2).center)
    shown = table.scene.tooltips.shown
    assert shown is not None
    assert shown.title == "Snowball Goon · 13"
    assert "A minion (a blue card)." in shown.body
    assert "Lane 2: 3 spaces from the barricade." in shown.body
    assert "Beaten by exactly 13" in shown.body


def test_a_villain_on_a_star_space_says_it_earns_a_bonus_card(table):
    found = tip(table, table.scene.layout.villain_rect(0, 1).center)
    assert "★ space" in found.body and "bonus power card" in found.body


def test_every_space_barricade_and_route_stop_has_a_tip(table):
    layout = table.scene.layout
    for lane in range(LANES):
        for row in range(ROWS):
            tip(table, layout.space_rects[(lane, row)].move(0, 4).topleft)
        tip(table, layout.barricade_rects[lane].center)
    for index in range(len(ROUTE)):
        tip(table, (layout.route_rects[index].centerx, layout.route_rects[index].bottom - 4))


def test_yellow_and_red_spaces_say_what_they_do(table):
    layout = table.scene.layout
    assert tip(table, layout.space_rects[(2, 1)].center).title == "★ space"
    red = tip(table, layout.space_rects[(0, 2)].center)
    assert red.title == "⚠ space" and "event cards drop new villains" in red.body


def test_a_standing_and_a_lost_barricade(table):
    layout = table.scene.layout
    assert tip(table, layout.barricade_rects[0].center).title == "Barricade"
    lost = tip(table, layout.barricade_rects[1].center)
    assert lost.title == "Barricade lost" and "wins the game for Absolute Zero" in lost.body


def test_the_route_the_truck_and_the_lab(table):
    layout = table.scene.layout
    attack = tip(table, (layout.route_rects[3].centerx, layout.route_rects[3].bottom - 4))
    assert attack.title == "Attack space" and "after 2 turns" in attack.body
    lab = tip(table, layout.route_rects[-1].center)
    assert lab.title == "Atomix Lab" and "final assault" in lab.body
    truck = tip(table, tuple(round(c) for c in table.scene.truck.pos))
    assert truck.title == "The truck" and "The next attack comes after 2 turns." in truck.body


def test_piles_say_what_they_hold_and_how_many(table):
    zones = table.scene.layout.zones
    decks = table.scene.view["decks"]
    villains = tip(table, zones["villain_deck"].center)
    assert villains.title == "Villain deck" and f"{decks['villains']} villains still to come" in villains.body
    assert tip(table, zones["bonus_deck"].center).title == "Bonus power deck"
    assert tip(table, zones["villain_discard"].center).title == "Beaten villains"
    assert tip(table, zones["event_deck"].center).title == "Event cards"  # only in Hero mode


def test_dice_chips_and_operations_say_their_value_and_how_they_were_made(table):
    scene = table.scene
    die = tip(table, screens.chip_point(scene, 4))
    assert die.title == "A die showing 4"
    table.app.enqueue(rules.Combine(0, screens.value_id(scene, 6), "*", screens.value_id(scene, 2)))
    table.app.settle()
    built = tip(table, screens.chip_point(scene, 12))
    assert built.title == "12, made as 6 × 2"
    divide = tip(table, scene.tray.op_buttons["/"].rect.center)
    assert divide.title == "Divide" and "divides exactly" in divide.body
    assert tip(table, scene.tray.end_button.rect.center).title == "End turn"
    assert tip(table, scene.tray.hint_button.rect.center).title == "Hint"
    assert tip(table, scene.tray.field.rect.center).title == "Formula"


def test_the_hero_card_the_power_button_and_the_team(table):
    scene = table.scene
    card = tip(table, scene.hero_panel.hero_card_rect().center)
    assert card.title == "Big Plus" and "Add 1 to one of your dice." in card.body
    assert tip(table, scene.hero_panel.power_button.rect.center).title == "Use power"
    ben = tip(table, scene.hero_panel.team_cells()[1].center)
    assert ben.title == "Ben · Digitizer" and "1 bonus power card in hand." in ben.body


def test_a_bonus_card_in_hand_says_what_it_does_and_when_it_can_be_played(table):
    hand = table.scene.bonus_hand
    lightning = tip(table, hand.slots()[0].center)
    assert lightning.title == "Lightning Strike"
    assert "Defeat one villain numbered 10 or less." in lightning.body
    assert "before or after rolling" in lightning.body
    extra = tip(table, hand.slots()[1].center)
    assert extra.title == "Extra Die" and "once the dice are rolled" in extra.body


def test_an_event_card_up_and_the_hero_choice_explain_themselves():
    table = screens.open_table(2, mode="hero", language="en")
    assert tip(table, table.scene.hero_choice.rects()[3].center).title == "Twin Turbo"
    screens.event_card(table)
    popup = table.scene.event_cards.popup.rect()
    blizzard = tip(table, popup.center)
    assert blizzard.title == "Blizzard" and "surges forward" in blizzard.body


def test_tips_follow_the_language():
    table = screens.open_table(2, language="pl")
    screens.use_state(table, villains={(1, 2): 13}, dice=(4, 2, 6))
    try:
        found = tip(table, table.scene.layout.villain_rect(1, 2).center)
        assert found.title == "Śnieżkowy Zbir · 13"
        assert "Pokonuje go dokładnie 13" in found.body
        assert tip(table, table.scene.tray.end_button.rect.center).title == "Koniec tury"
    finally:
        i18n.set_language("en")
