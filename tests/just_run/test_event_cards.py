"""Every event card of the search deck has its name and its text, in English and in Polish, and
when one comes up its beat shows the card and says what it did and to whom, or that it had no
effect and why."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core import i18n
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import PlayEvent, Search
from tabletop.games.just_run.rules.content import EVENT_CARDS
from tabletop.games.just_run.rules.special import event_targets
from tabletop.games.just_run.rules.state import Mark, State
from tabletop.games.just_run.rules.view import view
from tabletop.games.just_run.table.event_cards import (
    EVENT_CARD_TEXTS,
    EventShow,
    event_card_text,
    event_shows,
)
from tabletop.games.just_run.table.event_words import EVENT_CARD_NAMES, event_card_name
from tests.just_run.gesture_states import event_card
from tests.just_run.helpers import room
from tests.just_run.panel_states import turn_state
from tests.just_run.scene_table import make_table
from tests.readability import record

NAMES = ["Anna", "Ben", "Chloe", "Dev"]


def searching(key: str, state: State | None = None) -> State:
    """Anna's turn in the Reception with this event card on top of the search deck."""
    state = state or turn_state()
    card = event_card(key)
    return replace(state, search_deck=(card, *(c for c in state.search_deck if c != card)))


def shows(state: State, command: object) -> list[EventShow]:
    after, events = rules.apply(state, command)  # type: ignore[arg-type]
    return [show for _index, show in event_shows(events, view(after), NAMES)]


def with_horde_next_door(state: State) -> State:
    """Three zombies in the room above the Reception, through an open door."""
    grid = list(state.grid)
    grid[7] = replace(room("room_01"), zombies=3)
    marks = dict(state.marks)
    marks[(0, 2, "n")] = Mark.OPEN
    return replace(state, grid=tuple(grid), marks=tuple(sorted(marks.items())), reserve=state.reserve - 3)


@pytest.mark.parametrize("language", ("en", "pl"))
def test_every_event_card_has_a_name_and_a_text_in_each_language(language: str):
    i18n.set_language(language)
    assert set(EVENT_CARD_TEXTS) == set(EVENT_CARDS)
    for key, card in EVENT_CARDS.items():
        assert card.name in EVENT_CARD_NAMES, key
        assert event_card_name(card.name).strip(), key
        assert event_card_text(key).strip(), key
        if language == "pl":
            assert event_card_text(key) != EVENT_CARD_TEXTS[key], key
            assert event_card_name(card.name) != card.name or card.name == "Adrenaline", key


@pytest.mark.parametrize("key", sorted(EVENT_CARDS))
def test_every_event_card_says_what_it_did_and_to_whom(key: str):
    state = searching(key)
    found = shows(state, Search(0, "search"))
    assert [s.key for s in found] == [key]
    show = found[0]
    assert show.name == EVENT_CARDS[key].name
    assert show.text == EVENT_CARD_TEXTS[key]
    assert show.effect
    if EVENT_CARDS[key].optional:
        assert show.header == "Optional event"
        assert "Anna keeps it" in show.effect
        after, _events = rules.apply(state, Search(0, "search"))
        targets = event_targets(after, 0, event_card(key))
        if not targets:  # Second Wind wants a wounded survivor
            after = replace(after, survivors=(replace(after.survivors[0], body=3), *after.survivors[1:]))
            targets = event_targets(after, 0, event_card(key))
        played = shows(after, PlayEvent(0, event_card(key), *targets[0]))
        assert [s.key for s in played] == [key]
        effect = played[0].effect
        assert effect and ("Anna" in effect or "crash" in effect), effect
    else:
        assert show.header == "Event"


def test_the_events_that_strike_say_how_hard_and_whom():
    ambush = shows(searching("ambush"), Search(0, "search"))[0]
    assert ambush.effect == "2 zombies climb into the Reception, where Anna is."
    ceiling = shows(searching("collapse"), Search(0, "search"))[0]
    assert ceiling.effect.startswith("Anna takes 1 point of damage")
    scream = shows(searching("scream", with_horde_next_door(turn_state())), Search(0, "search"))[0]
    assert scream.effect == "3 zombies from next door come into the Reception, to Anna."


def test_an_event_with_no_effect_says_so_and_why():
    scream = shows(searching("scream"), Search(0, "search"))[0]
    assert scream.effect == "No effect: no zombies next door could come into the Reception."
    full = turn_state()
    grid = list(full.grid)
    here = grid[2]
    assert here is not None
    grid[2] = replace(here, zombies=5)
    full = replace(full, grid=tuple(grid), reserve=full.reserve - 3)
    ambush = shows(searching("ambush", full), Search(0, "search"))[0]
    assert ambush.effect == "No effect: a horde already fills the Reception."
    empty = replace(turn_state(), reserve=0)
    lurker = shows(searching("lurker", empty), Search(0, "search"))[0]
    assert lurker.effect == "No effect: no zombies are left to come."


def beat_on_the_table(language: str, state: State) -> tuple[EventShow, list[tuple[int, str]]]:
    """Search on the real table: the event's beat as it plays, and the texts drawn then."""
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=state)
    table.step(0.5)
    scene = table.scene
    scene.submit(Search(0, "search"))
    table.until(lambda: scene.beats.event is not None, seconds=0.05)
    table.step(0.3)
    shown = scene.beats.event
    assert shown is not None
    drawn = record(lambda: scene.draw(table.app.canvas))
    return shown, [(d.size, d.text) for d in drawn]


@pytest.mark.parametrize("language", ("en", "pl"))
def test_an_event_beat_shows_the_card_and_its_effect_readably(language: str):
    shown, drawn = beat_on_the_table(language, searching("ambush"))
    if language == "en":
        assert (shown.name, shown.header) == ("Ambush!", "Event")
        assert shown.effect == "2 zombies climb into the Reception, where Anna is."
    else:
        assert (shown.name, shown.header) == ("Zasadzka!", "Wydarzenie")
        assert shown.effect == "2 zombie wyłażą w pokoju Recepcja, gdzie jest Anna."
    texts = " ".join(text for _size, text in drawn)
    for words in (shown.name, shown.effect.split()[0], shown.text.split()[0]):
        assert words in texts
    card_words = [size for size, text in drawn if text and (text in shown.text or text in shown.effect)]
    assert card_words and min(card_words) >= 24


def test_an_event_beat_with_no_effect_says_so_on_the_table():
    shown, drawn = beat_on_the_table("en", searching("scream"))
    assert shown.name == "A Scream Carries"
    assert shown.effect.startswith("No effect:")
    assert any("No effect:" in text and size >= 24 for size, text in drawn)
