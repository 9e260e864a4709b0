"""The tutorial round (issue 9, "The table": a short tutorial round the first time Outrun is
played), driven with real key and mouse events: shown the first time only, its notes hold the
table before the countdown and at the beats they explain, a runner's key or a stray click never
throws it away, its Skip button asks first, and the menu shows it again."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.i18n import language as current_language
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import DEFAULT_KEY_ZONES, Settings
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.games.outrun.table.tutorial import Page
from tabletop.games.outrun.table.tutorial_scene import TutorialScene
from tabletop.scenes.pause import PauseScene
from tests.outrun.test_scene import Table, draw_whole, make_table
from tests.readability import record, too_small
from tests.tables import driver


def first_game(seen: bool = False, language: str = "en") -> Table:
    """Anna on keyboard zone 1 against one computer runner, on a computer that has or has not
    seen the tutorial."""
    app, clock = driver.open_headless_app(
        Settings(animation_speed=4.0, language=language, outrun_tutorial_seen=seen)
    )
    seats = [
        Seat(s.name, s.colour, SeatKind.HUMAN if i == 0 else SeatKind.COMPUTER)
        for i, s in enumerate(default_seats(2))
    ]
    info = catalogue.get("outrun")
    session = GameSession(info, info.rules(), {"players": 2, "monster": "bear", "boards": 1}, 5, seats)
    scene = OutrunScene(session, autosave=False)
    app.push(scene)
    app.step()
    return Table(app, session, scene, clock)


def key(slot: int) -> int:
    return pygame.key.key_code(DEFAULT_KEY_ZONES[0][slot])


def shown(table: Table) -> str:
    return " ".join(d.text for d in record(lambda: draw_whole(table.app.top, table.app.canvas)))


def test_the_first_game_explains_the_path_card_and_the_keys_before_the_countdown_starts():
    table = first_game()
    scene = table.scene
    assert scene.tutorial.page is Page.PATH
    table.step(5.0)  # the table waits for the note: no countdown, no reveal
    assert not scene.countdown.started and scene.phase == "reveal" and len(table.session.commands) == 0
    assert "This is the path card" in shown(table)
    table.post_keys([pygame.K_n])  # Next, with the key the beats use for Next
    assert scene.tutorial.page is Page.KEYS
    words = shown(table)
    assert "Anna: the keys Q W E R A S D F, and Space for Finish" in words
    table.click(scene.tutorial.next_button.rect.center)
    assert scene.tutorial.page is Page.RUN
    table.click(scene.tutorial.next_button.rect.center)
    assert not scene.tutorial.holding
    table.to_race()  # the countdown ran once the notes were read


def test_the_check_places_and_moves_are_explained_as_their_beats_start_and_then_it_is_never_shown_again():
    table = first_game()
    scene = table.scene
    for _ in range(3):
        table.post_keys([pygame.K_n])
    table.to_race()
    path = table.scene.view["path"]
    hand = scene.race.hand(0)
    table.post_keys([*(key(hand.index(symbol)) for symbol in path), key(8)])
    table.until(lambda: scene.tutorial.holding)
    assert scene.tutorial.page is Page.CHECK and scene.timeline.playing
    at = scene.timeline.position
    table.step(5.0)
    assert scene.timeline.position == at  # the beat waits under the note
    seen = [Page.CHECK]
    for _ in range(10):
        table.click(scene.tutorial.next_button.rect.center)
        table.until(lambda: scene.tutorial.holding or not scene.tutorial.active or scene.my_choice(), 0.1)
        while scene.my_choice() and not scene.tutorial.holding:  # the Bear's choices: keep the cards
            scene.panel.ask_keep() if scene.phase == "interfere" else scene.panel.ask_take_zero(False)
            table.click(scene.confirmation.yes.rect.center)
            table.until(lambda: scene.tutorial.holding or scene.my_choice(), 0.1)
        if not scene.tutorial.active:
            break
        seen.append(scene.tutorial.page)
    assert seen[:3] == [Page.CHECK, Page.PLACES, Page.MOVES] and seen[-1] is Page.END
    assert table.app.settings.outrun_tutorial_seen
    # the notes sent nothing: the log is the round's reveal, its two runs and the choices made
    types = [c.to_json()["type"] for c in table.session.commands]
    assert types[:3] == ["reveal", "run", "run"] and set(types[3:]) <= {"keep", "play", "reveal"}
    again = first_game(seen=table.app.settings.outrun_tutorial_seen)
    assert not again.scene.tutorial.active
    again.to_race()


def test_a_runner_key_or_a_stray_click_does_not_skip_it_and_skip_asks_first():
    table = first_game()
    scene = table.scene
    table.post_keys([key(8), key(0), pygame.K_RETURN])  # Finish, a card key, zone 2's Finish
    table.click(scene.layout.path_card.rect[:2])
    table.click(pygame.Rect(scene.lanes[0].rect).center)
    assert scene.tutorial.page is Page.PATH
    table.click(scene.tutorial.skip_button.rect.center)
    assert scene.confirmation.open and scene.tutorial.active
    table.click(scene.confirmation.no.rect.center)
    assert scene.tutorial.page is Page.PATH and not table.app.settings.outrun_tutorial_seen
    table.click(scene.tutorial.skip_button.rect.center)
    table.click(scene.confirmation.yes.rect.center)
    assert not scene.tutorial.active and table.app.settings.outrun_tutorial_seen
    table.to_race()


def test_the_menu_shows_the_tutorial_again_from_the_next_path_card():
    table = first_game(seen=True)
    scene = table.scene
    table.until(lambda: scene.countdown.started)
    assert not scene.tutorial.active
    table.post_keys([pygame.K_ESCAPE])
    menu = table.app.top
    assert isinstance(menu, PauseScene)
    button = next(b for b in menu.buttons if b.label() == "Show the tutorial")
    table.click(button.rect.center)
    note = table.app.top  # the note takes the screen over the table
    assert isinstance(note, TutorialScene) and note.table is scene
    assert scene.tutorial.page is Page.PATH and not scene.countdown.started  # the countdown starts again
    for _ in range(3):
        table.post_keys([pygame.K_n])
    table.to_race()


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_note_of_the_tutorial_draws_its_text_at_24_px_or_more_uncut(language: str):
    table = first_game(language=language)
    tutorial = table.scene.tutorial
    assert current_language() == language
    for page in Page:
        tutorial.queue = [page]
        tutorial._place()
        drawn = record(lambda: draw_whole(table.scene, table.app.canvas))
        assert drawn and too_small(drawn) == [], page
        assert not tutorial.next_button.rect.colliderect(tutorial.skip_button.rect)


def test_the_shared_keyboard_notice_waits_under_the_tutorial_and_shows_alone_once_the_notes_are_read():
    table = make_table(computers=(), monster="vampire", tutorial_seen=False)
    scene = table.scene
    assert scene.tutorial.holding and scene.before is not None and scene.before.notice()
    words = shown(table)
    assert "This is the path card" in words
    assert "2 players share the keyboard" not in words  # never drawn across the note
    for _ in range(3):
        table.post_keys([pygame.K_n])
    assert not scene.tutorial.holding
    words = shown(table)
    assert "2 players share the keyboard" in words and "This is the path card" not in words


def test_the_note_about_your_cards_shows_them_in_your_lane_with_their_keys_before_the_first_race():
    table = first_game()
    scene = table.scene
    assert scene.lane_look(0, False).places == ()  # the path card's note: no hand yet
    table.post_keys([pygame.K_n])
    assert scene.tutorial.page is Page.KEYS and scene.race is None
    look = scene.lane_look(0, False)
    assert len(look.places) >= 8 and all(look.places)  # the eight movement cards (and any special)
    assert look.keys[:8] == ("Q", "W", "E", "R", "A", "S", "D", "F") and look.finish_key == "Space"
    assert scene.lane_look(1, False).places == ()  # the computer runner's lane shows no hand
    assert not scene.lane_look(0, False).racing  # and there is nothing to call time on
    table.click(scene.tutorial.next_button.rect.center)
    assert scene.tutorial.page is Page.RUN and scene.lane_look(0, False).places == ()
