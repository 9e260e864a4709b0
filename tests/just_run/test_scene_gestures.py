"""The gestures of a survivor's turn beyond moving, doors and fights, driven as players drive them:
real mouse events through the App, and the exact command each ends in (Using Items; Molotov
Cocktail; Fire Barricade; Vile Disguise; Wear & Tear, Broken Items, Repairs; Searching a Room:
Optional Event; Trading; All About Fighting: attacking a survivor; Bashing a Wall)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    Attack,
    BashWall,
    Disguise,
    Exchange,
    FireBarricade,
    Ignite,
    IgniteBarricade,
    Move,
    PlayEvent,
    Repair,
    Search,
    Trade,
    Use,
)
from tabletop.games.just_run.rules.state import State
from tests.just_run.gesture_states import (
    barricaded,
    carrying,
    event_card,
    molotov_cocktail,
    wall_state,
    with_survivor,
)
from tests.just_run.helpers import item
from tests.just_run.panel_states import turn_state
from tests.just_run.scene_table import Table, make_table


def _table(state: State, computers: tuple[int, ...] = (1, 2, 3)) -> Table:
    table = make_table(4, computers=computers, state=state)
    table.settle()
    return table


def _card(table: Table, name: str) -> tuple[int, int]:
    card = next(c for c in table.scene.strip.cards if c.look.name == name)
    return card.rect.center


def _press(table: Table, label_part: str) -> None:
    """Click the selected card's button whose label holds ``label_part``."""
    button = next(b for b in table.scene.strip.buttons if label_part in b.label)
    table.click(button.rect.center)


def _choose(table: Table, kind: type) -> None:
    """Click the open menu's (first) entry of command type ``kind``."""
    menu = table.scene.menu
    assert menu.open
    index = next(i for i, e in enumerate(menu.entries) if isinstance(e.command, kind))
    table.click(menu.entry_rect(index).center)


# -- the free action: lighting a Molotov Cocktail ----------------------------------------------------


def test_a_molotov_card_shows_it_can_be_lit_and_its_button_lights_it_molotov_cocktail():
    molotov = molotov_cocktail()
    table = _table(carrying(turn_state(), molotov))
    strip = table.scene.strip
    assert strip.can_light(molotov.id), "the card says a free action waits"
    table.click(_card(table, "Molotov Cocktail"))
    _press(table, "Light it")
    assert table.last() == Ignite(0, molotov.id)
    assert not table.scene.strip.can_light(molotov.id), "lit: the flame chip goes"


# -- the Fire Barricade --------------------------------------------------------------------------------


def test_the_door_menu_of_a_barricade_pours_the_whiskey_on_it_fire_barricade():
    state = barricaded()
    whiskey = state.survivors[0].items[0]
    table = _table(state)
    scene = table.scene
    table.click(scene.board.door_rect(0, 0, "e").center)
    entry = next(e for e in scene.menu.entries if isinstance(e.command, FireBarricade))
    assert entry.cost == 1, "combining is an action while actions are left"
    _choose(table, FireBarricade)
    assert table.last() == FireBarricade(0, 0, 0, "e", whiskey.id)


def test_the_whiskey_card_offers_the_barricades_of_the_room_fire_barricade():
    state = barricaded()
    whiskey = state.survivors[0].items[0]
    table = _table(state)
    table.click(_card(table, "Whiskey"))
    _press(table, "barricade")
    assert table.last() == FireBarricade(0, 0, 0, "e", whiskey.id)


def test_a_barricade_soaked_in_whiskey_is_set_alight_from_the_door_menu_for_free_fire_barricade():
    table = _table(barricaded(fire=False))
    scene = table.scene
    assert (0, 0, "e") in scene.highlights.doors, "the soaked barricade glows"
    assert "set it alight" in scene.instruction()
    table.click(scene.board.door_rect(0, 0, "e").center)
    entry = next(e for e in scene.menu.entries if isinstance(e.command, IgniteBarricade))
    assert entry.cost == 0 and entry.cost_text() == "free"
    _choose(table, IgniteBarricade)
    assert table.last() == IgniteBarricade(0, 0, 0, "e")


# -- the Vile Disguise ----------------------------------------------------------------------------------


def test_rags_and_a_dead_zombie_token_make_the_disguise_from_the_card_then_it_is_put_on_vile_disguise():
    rags = item("rags")
    table = _table(carrying(turn_state(), rags, zombie_tokens=1))
    table.click(_card(table, "Rags"))
    _press(table, "Vile Disguise")
    assert table.last() == Disguise(0, rags.id)
    table.settle()
    table.click(_card(table, "Vile Disguise"))
    _press(table, "Put on the disguise")
    assert table.last() == Use(0, rags.id, None)


# -- repairs ---------------------------------------------------------------------------------------------


def test_a_toolbox_mends_the_broken_handgun_from_either_card_repairs():
    toolbox = item("toolbox")
    state = carrying(turn_state(), toolbox)
    gun = next(i for i in state.survivors[0].items if i.broken)
    table = _table(state)
    table.click(_card(table, "Toolbox"))
    button = next(b for b in table.scene.strip.buttons if "Mend the Handgun" in b.label)
    assert "1 action" in button.label
    table.click(_card(table, "Handgun"))
    _press(table, "Mend with the Toolbox")
    assert table.last() == Repair(0, toolbox.id, gun.id)


# -- "Optional Event" cards kept until the end of the turn ------------------------------------------------


def test_a_kept_crawlspace_is_dragged_onto_the_room_it_leads_into_optional_event():
    card = event_card("crawlspace")
    table = _table(with_survivor(turn_state(), 0, events=(card,)))
    scene = table.scene
    event = next(c for c in scene.strip.events if c.id == card)
    assert "optional event" in scene.instruction().lower()
    table.drag(event.rect.center, scene.board.room_rect(0, 3).center)
    assert table.last() == PlayEvent(0, card, 0, 3, None)


def test_a_selected_event_card_lights_the_rooms_it_can_be_played_on_optional_event():
    card = event_card("air_duct")
    table = _table(with_survivor(turn_state(), 0, events=(card,)))
    scene = table.scene
    moves = scene.highlights.rooms
    event = next(c for c in scene.strip.events if c.id == card)
    table.click(event.rect.center)
    plays = {(c.row, c.col) for c in table.session.legal(0) if isinstance(c, PlayEvent)}
    assert scene.highlights.rooms == plays != moves
    table.click(event.rect.center)  # let it go: the moves glow again
    table.step()
    assert scene.highlights.rooms == moves


def test_a_click_on_a_room_a_crawlspace_reaches_offers_it_beside_the_move_optional_event():
    card = event_card("crawlspace")
    table = _table(with_survivor(turn_state(), 0, events=(card,)))
    scene = table.scene
    table.click(scene.board.room_rect(0, 1).center)
    assert [type(e.command) for e in scene.menu.entries] == [Move, PlayEvent]
    _choose(table, PlayEvent)
    assert table.last() == PlayEvent(0, card, 0, 1, None)


def test_a_kept_event_card_shows_a_button_per_way_to_play_it_optional_event():
    card = event_card("slam_door")
    table = _table(with_survivor(turn_state(), 0, events=(card,)))
    scene = table.scene
    event = next(c for c in scene.strip.events if c.id == card)
    table.click(event.rect.center)
    plays = [c for c in table.session.legal(0) if isinstance(c, PlayEvent)]
    assert len(scene.strip.buttons) == len(plays) > 0
    _press(table, "lower door")
    assert table.last() == PlayEvent(0, card, 0, 2, "e")


def test_an_event_without_a_target_is_played_from_the_room_menu_optional_event():
    card = event_card("adrenaline")
    table = _table(with_survivor(turn_state(), 0, events=(card,)))
    scene = table.scene
    table.click(scene.board.room_rect(0, 2).move(0, -60).center)
    _choose(table, PlayEvent)
    assert table.last() == PlayEvent(0, card, None, None, None)


# -- trading one item for another, and the other seat's answer ---------------------------------------------


def test_a_card_dropped_on_a_survivor_asks_give_offer_or_attack_and_offers_an_exchange_trading():
    table = _table(turn_state(), computers=(2, 3))  # Ana and Ben are both people at this table
    scene = table.scene
    state = table.session.state
    mop = next(i for i in state.survivors[0].items if i.cards == item("mop").cards)
    crowbar = state.survivors[1].items[0]
    ben = scene.board.survivor_rect(1)
    assert ben is not None
    table.drag(_card(table, "Mop"), ben.center)
    kinds = {type(e.command) for e in scene.menu.entries}
    assert kinds == {Trade, Exchange, Attack}
    _choose(table, Exchange)
    assert table.last() == Exchange(0, mop.id, 1, crowbar.id)
    table.settle()
    # pass-and-play: the screen turns to Ben, who answers; then back to Ana's turn
    assert scene.viewer == 1 and scene.offer.accept_button.visible and scene.curtain_for is None
    assert "offers you an exchange" in scene.instruction()
    table.click(scene.offer.accept_button.rect.center)
    assert table.last() == AnswerTrade(1, True)
    table.settle()
    assert scene.viewer == 0 and not scene.offer.accept_button.visible
    assert any(i.id == crowbar.id for i in table.session.state.survivors[0].items)


def test_a_declined_offer_is_answered_by_the_other_person_trading():
    table = _table(turn_state(), computers=(2, 3))
    scene = table.scene
    ben = scene.board.survivor_rect(1)
    assert ben is not None
    table.drag(_card(table, "Scissors"), ben.center)
    _choose(table, Exchange)
    table.settle()
    table.click(scene.offer.decline_button.rect.center)
    assert table.last() == AnswerTrade(1, False)


# -- attacking another survivor --------------------------------------------------------------------------


def test_a_weapon_dropped_on_a_survivor_can_attack_them_attacking():
    table = _table(replace(turn_state(), mode="competitive"))
    scene = table.scene
    scissors = next(c for c in scene.strip.cards if c.look.name == "Scissors")
    ben = scene.board.survivor_rect(1)
    assert ben is not None
    table.drag(scissors.rect.center, ben.center)
    _choose(table, Attack)
    assert table.last() == Attack(0, 0, 2, scissors.id, 0, 1)


def test_a_gun_dropped_on_a_survivor_in_the_next_room_asks_before_shooting_ranged_fight():
    state = with_survivor(turn_state(), 1, room=(0, 3))
    survivor = state.survivors[0]
    items = tuple(replace(i, broken=False) for i in survivor.items)
    state = with_survivor(state, 0, items=items)
    gun = next(i for i in items if i.cards == item("handgun").cards)
    table = _table(state)
    scene = table.scene
    ben = scene.board.survivor_rect(1)
    assert ben is not None
    before = len(table.session.commands)
    table.drag(_card(table, "Handgun"), ben.center)
    assert len(table.session.commands) == before, "an attack on a survivor is never made by a slip"
    assert [e.command for e in scene.menu.entries] == [Attack(0, 0, 3, gun.id, 0, 1)]
    _choose(table, Attack)
    assert table.last() == Attack(0, 0, 3, gun.id, 0, 1)


def test_a_click_on_another_survivor_offers_the_attacks_on_them_attacking():
    table = _table(replace(turn_state(), mode="competitive"))
    scene = table.scene
    ben = scene.board.survivor_rect(1)
    assert ben is not None
    table.click(ben.center)
    assert scene.menu.open
    attacks = [e.command for e in scene.menu.entries if isinstance(e.command, Attack)]
    assert attacks and all(c.survivor == 1 for c in attacks)
    assert any(isinstance(e.command, Search) for e in scene.menu.entries), "the room's lines come first"
    index = next(
        i
        for i, e in enumerate(scene.menu.entries)
        if isinstance(e.command, Attack) and e.command.item is None
    )
    assert scene.menu.entry_rect(index).bottom <= 1080, "the whole menu is on the screen"
    table.click(scene.menu.entry_rect(index).center)
    assert table.last() == Attack(0, 0, 2, None, 0, 1)


# -- bashing a wall --------------------------------------------------------------------------------------


def test_a_click_on_a_wall_of_the_own_room_opens_its_menu_with_bash_the_wall_bashing_a_wall():
    state = wall_state()
    crowbar = state.survivors[0].items[0]
    assert BashWall(0, 1, 2, "w", crowbar.id) in rules.legal_commands(state, 0)
    table = _table(state)
    scene = table.scene
    centre = scene.board.room_rect(1, 2).center
    wall = scene.board.door_rect(1, 2, "w").center
    inside = (wall[0] + (centre[0] - wall[0]) // 8, wall[1] + (centre[1] - wall[1]) // 8)
    table.click(inside)
    assert scene.menu.open and scene.menu.title == "The upper wall"
    _choose(table, BashWall)
    assert table.last() == BashWall(0, 1, 2, "w", crowbar.id)


def test_the_room_menu_lists_bashing_each_wall_too_bashing_a_wall():
    table = _table(wall_state())
    scene = table.scene
    table.click(scene.board.room_rect(1, 2).center)
    walls = [e.command for e in scene.menu.entries if isinstance(e.command, BashWall)]
    assert {c.side for c in walls} == {"e", "w"}


def test_slam_the_door_is_offered_in_the_door_menu_of_an_open_door_optional_event():
    card = event_card("slam_door")
    table = _table(with_survivor(turn_state(), 0, events=(card,)))
    scene = table.scene
    table.click(scene.board.door_rect(0, 2, "w").center)
    entry = next(e for e in scene.menu.entries if isinstance(e.command, PlayEvent))
    assert entry.cost == 0 and "Slam the Door" in entry.label
    _choose(table, PlayEvent)
    assert table.last() == PlayEvent(0, card, 0, 2, "w")


def test_an_event_card_dropped_where_it_cannot_be_played_says_the_rules_reason_optional_event():
    card = event_card("crawlspace")
    table = _table(with_survivor(turn_state(), 0, events=(card,)))
    scene = table.scene
    event = next(c for c in scene.strip.events if c.id == card)
    before = len(table.session.commands)
    table.drag(event.rect.center, scene.board.room_rect(0, 2).move(0, -60).center)  # its own room
    assert len(table.session.commands) == before
    assert table.app._toasts, "the refusal is said in words"


@pytest.mark.parametrize("language", ("en", "pl"))
def test_every_optional_event_card_face_fits_its_card_at_24_px_or_more(language: str):
    import pygame

    from tabletop.core.i18n import set_language
    from tabletop.engine import text
    from tabletop.games.just_run.table.event_card_face import EVENT_TEXTS, draw_event_card, event_card_lines
    from tabletop.games.just_run.table.item_cards import CARD_SIZE
    from tests.readability import record, too_small

    pygame.init()
    set_language(language)
    try:
        surface = pygame.Surface((400, 400))
        rect = pygame.Rect(10, 10, *CARD_SIZE)
        for key in EVENT_TEXTS:
            event = {"card": event_card(key), "key": key, "name": key}
            lines = event_card_lines(event, rect.width - 20)
            height = sum(text.line_height(size, bold, True) for _line, size, bold in lines) + 12
            assert height <= rect.height - 20, (key, [line for line, _s, _b in lines])
            drawn = record(lambda e=event: draw_event_card(surface, rect, e))
            assert drawn and too_small(drawn) == [], key
    finally:
        set_language("en")


def test_an_event_card_let_go_on_the_strip_says_where_it_goes_optional_event():
    card = event_card("crawlspace")
    table = _table(with_survivor(turn_state(), 0, events=(card,)))
    scene = table.scene
    event = next(c for c in scene.strip.events if c.id == card)
    before = len(table.session.commands)
    table.drag(event.rect.center, _card(table, "Mop"))
    assert len(table.session.commands) == before
    assert scene.strip.drag.last_reason == "Drop the event card on the room or the door it is played on."


def test_a_card_dropped_on_a_survivor_with_no_room_says_who_has_no_room_for_what_trading():
    state = turn_state()
    broken = (replace(item("sledgehammer"), broken=True), replace(item("crowbar"), broken=True))
    full = with_survivor(state, 1, items=broken)  # 3 + 2 of 5 spaces, nothing Ben could swap back
    table = _table(full)
    scene = table.scene
    kit = next(i for i in full.survivors[0].items if i.cards == item("first_aid_kit").cards)
    assert Trade(0, kit.id, 1) not in scene.legal
    pawn = scene.board.survivor_rect(1)
    assert pawn is not None
    table.drag(_card(table, "First Aid Kit"), pawn.center)
    assert not scene.menu.open
    table.settle()
    texts = [text for text, _seconds in table.app._toasts]
    name = scene.names[1]
    assert f"{name} has no room for the First Aid Kit: it takes 1 space and {name} has 0 free." in texts


def test_the_log_names_a_given_item_in_polish_trading():
    from tabletop.core import i18n

    table = _table(turn_state())
    scene = table.scene
    try:
        i18n.set_language("pl")
        pawn = scene.board.survivor_rect(1)
        assert pawn is not None
        table.drag(_card(table, "First Aid Kit"), pawn.center)
        if scene.menu.open:  # give, offer or attack: give it
            _choose(table, Trade)
        table.settle()
        assert isinstance(table.last(), Trade)
        line = f"{scene.names[0]} przekazuje {scene.names[1]}: Apteczka."
        assert line in scene.log_lines()
        assert not any("First Aid Kit" in text for text in scene.log_lines())
    finally:
        i18n.set_language("en")


def test_esc_with_a_card_selected_puts_the_card_back_and_a_second_esc_opens_the_menu() -> None:
    """Issue 20: Esc opened the menu while a card was selected; it now lets go of the card first."""
    import pygame

    table = _table(turn_state())
    scene = table.scene
    card = scene.strip.cards[0]
    table.click(card.rect.center)
    assert scene.strip.drag.selected_id is not None and scene.strip.buttons
    table.key(pygame.K_ESCAPE)
    assert scene.strip.drag.selected_id is None and not scene.strip.buttons
    assert table.app.top is scene
    table.key(pygame.K_ESCAPE)
    assert table.app.top is not scene  # the menu, over the table


def test_a_selected_card_shows_where_it_can_be_thrown_and_a_click_there_throws_it_throwing_items() -> None:
    """Issue 20: throwing was offered only by dragging.  Selecting a card lights the rooms it can be
    thrown into; a click on one offers the throw."""
    from tabletop.games.just_run.rules.commands import Throw
    from tests.just_run.helpers import escape_state

    knife = item("kitchen_knife")
    table = _table(escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [knife]}))
    scene = table.scene
    table.click(_card(table, "Kitchen Knife"))
    assert scene.hand.throw_glow == knife.id
    assert {(0, 1), (0, 2)} <= set(scene.highlights.rooms)
    assert "throw" in scene.instruction()
    target = scene.board.room_rect(0, 2)
    table.click(target.center)
    _choose(table, Throw)
    assert table.last() == Throw(0, knife.id, 0, 2)


def _knife_table() -> tuple[Table, int]:
    from tests.just_run.helpers import escape_state

    knife = item("kitchen_knife")
    return _table(escape_state(4, at=[(0, 0), (0, 4), (0, 4), (0, 4)], items={0: [knife]})), knife.id


def test_a_throwable_cards_throw_button_aims_and_a_click_on_a_glowing_room_throws_it_throwing_items() -> None:
    """Issue 20: throwing was not offered among the card's buttons.  "Throw (1 action)" aims: the
    card's buttons go, the rooms it can hit glow, the banner says so, and a click on one throws."""
    from tabletop.games.just_run.rules.commands import Throw

    table, knife = _knife_table()
    scene = table.scene
    table.click(_card(table, "Kitchen Knife"))
    _press(table, "Throw (1 action)")
    assert not scene.strip.buttons and scene.strip.aimed() == knife
    assert scene.hand.throw_glow == knife and {(0, 1), (0, 2)} <= set(scene.highlights.rooms)
    assert "throw" in scene.instruction()
    before = len(table.session.commands)
    table.click(scene.board.room_rect(0, 2).center)
    table.settle()
    assert not scene.menu.open
    assert table.session.commands[before] == Throw(0, knife, 0, 2)


def test_esc_while_aiming_a_throw_puts_the_card_back_and_throws_nothing_throwing_items() -> None:
    import pygame

    from tabletop.games.just_run.rules.commands import Throw

    table, knife = _knife_table()
    scene = table.scene
    table.click(_card(table, "Kitchen Knife"))
    _press(table, "Throw (1 action)")
    assert scene.strip.aimed() == knife
    table.key(pygame.K_ESCAPE)
    table.settle()
    assert scene.strip.aimed() is None and scene.hand.throw_glow is None
    assert table.app.top is scene
    before = len(table.session.commands)
    table.click(scene.board.room_rect(0, 2).center)
    table.settle()
    assert not any(isinstance(c, Throw) for c in table.session.commands[before:])
