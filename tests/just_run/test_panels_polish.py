"""Every panel in Polish: translated, and still readable at 1080p (longer words must not shrink
below the readable size or be cut)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.core import i18n
from tabletop.engine.intents import Click, Hover
from tabletop.games.just_run import rules
from tabletop.games.just_run.table.draft_panel import DraftPanel
from tabletop.games.just_run.table.fight_panel import FightPanel, looks
from tabletop.games.just_run.table.inventory import InventoryStrip
from tabletop.games.just_run.table.item_cards import ITEM_KINDS, CardLook, card_image, detail_image, item_name
from tabletop.games.just_run.table.room_menu import RoomMenu
from tabletop.games.just_run.table.zombie_beats import ZombieNarration, narrate
from tests.just_run import panel_states as ps
from tests.readability import record, too_small


@pytest.fixture(autouse=True)
def _polish() -> None:
    pygame.init()
    i18n.set_language("pl")


def test_item_names_and_panel_words_are_polish() -> None:
    assert item_name("Scissors") == "Nożyczki"
    state = ps.turn_state()
    menu = RoomMenu()
    menu.open_room(rules.legal_commands(state, 0), ps.view(state), 0, (900, 200))
    assert menu.entries[0].label == "Przeszukaj pokój" and menu.entries[0].cost_text() == "1 akcja"
    _state, events = ps.zombie_turn_events()
    assert [line.text for line in narrate(events, ps.NAMES) if line.header] == [
        "Atak",
        "Wyważanie",
        "Ruch",
        "Pojawianie się",
    ]


def test_every_panel_is_readable_in_polish() -> None:
    surface = pygame.Surface((1920, 1080))
    state = ps.turn_state(actions=0)
    strip = InventoryStrip(names=ps.NAMES)
    strip.set_view(ps.view(state), 0, rules.legal_commands(state, 0))
    draft = DraftPanel(ps.NAMES)
    draft_state = ps.draft_state()
    draft.set_view(ps.view(draft_state), 0, rules.legal_commands(draft_state, 0))
    gear = DraftPanel(ps.NAMES)
    gear_state = ps.gear_up_state()
    gear.set_view(ps.view(gear_state), 0, rules.legal_commands(gear_state, 0))
    ben = replace(ps.turn_state(), current=1)
    menu = RoomMenu()
    _s, fight_events = ps.fight_events()
    _s, zombie_events = ps.zombie_turn_events()

    def show() -> None:
        for kind in ITEM_KINDS.values():
            look = CardLook.of({"keys": [kind.key], "name": kind.name, "type": kind.type.value})
            card_image(look)
            detail_image(look)
        strip.handle(Hover(strip.cards[0].rect.center))
        strip.draw(surface)
        strip.handle(Click(strip.cards[3].rect.center))
        strip.draw(surface)
        draft.handle(Click(draft.hand[0].rect.center))
        draft.draw(surface)
        gear.draw(surface)
        menu.open_room(rules.legal_commands(ben, 1), ps.view(ben, 1), 1, (900, 200))
        menu.draw(surface)
        menu.open_door(rules.legal_commands(ben, 1), ps.view(ben, 1), 1, "n", (900, 200))
        menu.draw(surface)
        for look in looks(fight_events, ps.NAMES) + looks(zombie_events, ps.NAMES):
            panel = FightPanel()
            for beat in panel.beats(look):
                assert beat.start is not None
                beat.start()
            panel.skip()
            panel.draw(surface)
        narration = ZombieNarration()
        for line in narrate(zombie_events, ps.NAMES):
            narration.show(line)
            narration.skip()
            narration.draw(surface)

    small = too_small(record(show))
    assert small == [], small


def test_a_card_drawn_in_english_is_drawn_again_in_polish_after_the_language_changes() -> None:
    """A language switch in Settings relabels the cards already on the table."""
    look = CardLook.of({"keys": ["scissors"]})
    i18n.set_language("en")
    english = pygame.image.tobytes(card_image(look), "RGB")
    i18n.set_language("pl")
    assert pygame.image.tobytes(card_image(look), "RGB") != english


def test_a_name_too_long_for_its_card_breaks_with_a_hyphen_near_its_middle() -> None:
    from tabletop.engine.text import hyphenate

    assert hyphenate("Sledgehammer", 24, 120, True, True) == ["Sledge-", "hammer"]
    assert hyphenate("Mop", 24, 120, True, True) == ["Mop"]


def test_a_long_polish_word_breaks_where_a_syllable_starts_not_at_any_letter():
    """'Kij baseballowy' broke as 'baseb-allowy'; a break now falls before a consonant that leads
    a vowel, and never inside 'sz', 'cz' or 'rz'."""
    from tabletop.engine.text import hyphenate, measure, syllable_break

    width = measure("basebal-", 24, True, True)[0]
    assert hyphenate("baseballowy", 24, width, True, True) in (["base-", "ballowy"], ["basebal-", "lowy"])
    assert not syllable_break("baseballowy", 5)  # "baseb-allowy"
    assert not syllable_break("Przeszukanie", 5)  # between the s and z of "sz"
    assert syllable_break("Przeszukanie", 4)  # "Prze-szukanie"


def test_polish_lines_about_a_player_need_no_gender():
    """Issue 20: a woman at the table read 'Anna · Ocalały' and 'Anna jest gotów'.  The role, the
    ready lines and the buttons a player presses use forms that fit anyone."""
    from tabletop.core import i18n

    i18n.set_language("pl")
    try:
        role, ready, button = i18n._("Survivor"), i18n._("{seat} is ready."), i18n._("Ready")
        scavenge, throwable = i18n._("Scavenge"), i18n._("Throwable")
        scavenge_line = i18n._("The scavenge: pick one card, then the hands pass left")
    finally:
        i18n.set_language("en")
    assert role == "Osoba ocalała" and ready == "{seat}: gotowe." and button == "Gotowe"
    assert not any(word in f"{role} {ready} {button}" for word in ("Ocalały", "gotów", "Gotowi"))
    assert scavenge_line.startswith(scavenge + ":"), "one word for the scavenge, not two"
    assert throwable == "Rzucane"


def test_polish_turn_prompts_and_rules_about_survivors_need_no_gender():
    """Issue 20, played again: the banner of every turn said 'Przeciągnij ocalałego' and the zombie
    turn 'z ocalałymi ... ich'; these and the other lines about survivors now fit anyone."""
    from tabletop.core import i18n
    from tabletop.games.just_run.table.turn_words import instruction

    state = ps.turn_state()
    i18n.set_language("pl")
    try:
        lines = [
            instruction("turn", ps.view(state), rules.legal_commands(state, 0), False),
            i18n._("Zombies in a room with survivors attack them."),
            i18n._("Drop the card on a survivor, on your room or on zombies."),
            i18n._("Each survivor chooses behind the curtain."),
            i18n._("Another survivor offers you an exchange: accept or decline."),
            i18n._("Attack zombies or one other survivor in the room you aim at."),
            i18n._("Hand a whole item to a survivor in your room who has space for it."),
            i18n._("Trade with another survivor in your room."),
            i18n._("Trade a whole item of yours for a whole item of a survivor in your room."),
            i18n._("A survivor has fallen: the mission has failed."),
            i18n._("escaped"),
            i18n._("{seat} is the only one left in the fight for the {item}."),
            i18n._("{name} is the only one left in the fight and takes the {item}."),
            i18n.ngettext("{count} survivor wants the {item}.", "{count} survivors want the {item}.", 1),
        ]
    finally:
        i18n.set_language("en")
    assert lines[0].startswith("Przeciągnij swój pionek")
    male = ("ocalały ", "ocalałego", "ocalałemu", "ocalałym", "Ocalały", "uciekł", " sam ", "Inny ")
    assert not [line for line in lines if any(word in line for word in male)]
