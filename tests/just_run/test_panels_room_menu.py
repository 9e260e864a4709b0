"""The room and door menus list only legal commands, each with its cost in actions (Things That
Take One Action; Things That Take Two Actions; Checking a Door; Bashing a Door; Fleeing)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.engine.intents import Click, IntentReader, Key
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import BashDoor, CheckDoor, DoNothing, Flee, Search
from tabletop.games.just_run.table.room_menu import RoomMenu, door_entries, room_entries
from tests.just_run import panel_states as ps
from tests.readability import record, too_small


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.init()


def test_the_room_menu_lists_search_barricade_do_nothing_and_flee_with_their_costs() -> None:
    state = ps.turn_state()
    legal = rules.legal_commands(state, 0)
    entries = room_entries(legal, ps.view(state), 0)
    assert [(e.label, e.cost_text()) for e in entries] == [
        ("Search the room", "1 action"),
        ("Search the supplies", "1 action"),
        ("Barricade the lower doorway", "2 actions"),
        ("Barricade the upper doorway", "2 actions"),
        ("Do nothing", "1 action"),
        ("Flee down into the Coat Check", "2 actions"),
        ("Flee up into the Cloakroom", "2 actions"),
    ]
    assert all(e.command in legal for e in entries)


def test_without_zombies_in_the_room_flee_is_not_offered_as_a_move_at_twice_the_price_fleeing() -> None:
    state = ps.turn_state()
    grid = list(state.grid)
    here = grid[2]
    assert here is not None
    grid[2] = replace(here, zombies=0)
    state = replace(state, grid=tuple(grid))
    legal = rules.legal_commands(state, 0)
    assert any(isinstance(c, Flee) for c in legal)  # the rules allow it; the menus leave it out
    entries = room_entries(legal, ps.view(state), 0) + door_entries(legal, ps.view(state), 0, "n")
    assert entries and not any(isinstance(e.command, Flee) for e in entries)


def test_with_one_action_left_the_two_action_choices_are_not_offered_things_that_take_two_actions() -> None:
    state = ps.turn_state(actions=1)
    entries = room_entries(rules.legal_commands(state, 0), ps.view(state), 0)
    assert [e.cost for e in entries] == [1, 1, 1]
    assert {type(e.command) for e in entries} == {Search, DoNothing}


def test_the_door_menu_offers_check_and_bash_with_each_door_weapon_and_its_dice_bashing_a_door() -> None:
    state = replace(ps.turn_state(), current=1)
    legal = rules.legal_commands(state, 1)
    entries = door_entries(legal, ps.view(state, 1), 1, "n")
    assert [(e.label, e.cost) for e in entries] == [
        ("Check the door (roll the door die)", 1),
        ("Bash it with the Crowbar (3 dice)", 1),
    ]
    assert [type(e.command) for e in entries] == [CheckDoor, BashDoor]
    side = door_entries(legal, ps.view(state, 1), 1, "e")
    assert [e.label for e in side] == [
        "Barricade this doorway",
        "Go down into the Coat Check",
        "Flee down into the Coat Check",
    ]


def test_a_click_on_an_entry_gives_its_command_and_outside_or_esc_closes_the_menu() -> None:
    state = ps.turn_state()
    legal = rules.legal_commands(state, 0)
    menu = RoomMenu()
    menu.open_room(legal, ps.view(state), 0, (900, 300))
    flee = next(i for i, e in enumerate(menu.entries) if isinstance(e.command, Flee))
    results = ps.post(IntentReader(), menu, ps.click_events(menu.entry_rect(flee).center))
    assert results == [Flee(0, 0, 1)] or results == [Flee(0, 0, 3)]
    assert results[0] in legal and not menu.open
    menu.open_room(legal, ps.view(state), 0, (900, 300))
    assert menu.handle(Click((10, 10))) is None and not menu.open
    menu.open_door(legal, ps.view(state), 0, "n", (900, 300))
    assert menu.handle(Key(pygame.K_ESCAPE)) is None and not menu.open and menu.consumed


def test_the_menus_are_readable_at_1080p() -> None:
    state = replace(ps.turn_state(), current=1)
    menu = RoomMenu()
    surface = pygame.Surface((1920, 1080))

    def show() -> None:
        menu.open_room(rules.legal_commands(state, 1), ps.view(state, 1), 1, (900, 200))
        menu.draw(surface)
        menu.open_door(rules.legal_commands(state, 1), ps.view(state, 1), 1, "n", (900, 200))
        menu.draw(surface)

    assert too_small(record(show)) == []


def test_sides_are_named_by_where_the_board_draws_them_not_by_the_compass() -> None:
    from tabletop.games.just_run.table import board_geometry as geo
    from tabletop.games.just_run.table.board_words import screen_edge, side_place, side_way

    x, y, w, h = geo.room_rect(10, 3, 2)
    for side in "nesw":
        sx, sy = geo.side_centre(10, 3, 2, side)
        across = {"right": sx == x + w, "left": sx == x, "top": sy == y, "bottom": sy == y + h}
        middle = sy == y + h / 2 if screen_edge(side) in ("right", "left") else sx == x + w / 2
        assert across[screen_edge(side)] and middle, side
    assert [side_place(s) for s in "nesw"] == ["right-hand", "lower", "left-hand", "upper"]
    assert [side_way(s) for s in "nesw"] == ["right", "down", "left", "up"]


def test_the_door_menu_title_and_lines_say_where_the_side_is_on_screen_in_english_and_polish() -> None:
    from tabletop.core import i18n

    state = replace(ps.turn_state(), current=1)
    legal = rules.legal_commands(state, 1)
    menu = RoomMenu()
    menu.open_door(legal, ps.view(state, 1), 1, "n", (900, 300))
    assert menu.title == "The right-hand door"
    menu.open_door(legal, ps.view(state, 1), 1, "e", (900, 300))
    assert menu.title == "The lower doorway"
    try:
        i18n.set_language("pl")
        menu.open_door(legal, ps.view(state, 1), 1, "n", (900, 300))
        assert menu.title == "Drzwi po prawej"
        menu.open_door(legal, ps.view(state, 1), 1, "e", (900, 300))
        assert menu.title == "Przejście na dole"
        assert [e.label for e in menu.entries][-1] == "Uciekaj w dół: Przechowalnia okryć"
        entries = room_entries(rules.legal_commands(ps.turn_state(), 0), ps.view(ps.turn_state()), 0)
        labels = " ".join(e.label for e in entries)
        assert "Zabarykaduj przejście na dole" in labels and "Uciekaj w górę" in labels
        for compass in ("północ", "wschód", "południe", "zachód"):
            assert compass not in labels
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_door_menu_draws_every_line_whole_and_readable_with_a_long_weapon_name(language: str) -> None:
    from tabletop.core import i18n
    from tests.just_run.helpers import item

    state = replace(ps.turn_state(), current=1)
    ben = replace(state.survivors[1], items=(item("sledgehammer"), item("fire_axe")))
    state = replace(state, survivors=(state.survivors[0], ben, *state.survivors[2:]))
    try:
        i18n.set_language(language)
        menu = RoomMenu()
        menu.open_door(rules.legal_commands(state, 1), ps.view(state, 1), 1, "n", (300, 500))
        labels = [e.label for e in menu.entries]
        assert any("Sledgehammer" in label or "Młot" in label for label in labels), labels
        surface = pygame.Surface((1920, 1080))
        drawn = record(lambda: menu.draw(surface))
        assert too_small(drawn) == []
        whole = {d.text for d in drawn if not d.cut}
        for text in (menu.title, *labels, *(e.cost_text() for e in menu.entries)):
            assert text in whole, text
    finally:
        i18n.set_language("en")
