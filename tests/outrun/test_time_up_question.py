"""The group's "Time's up?" question during a race: over the monster board (never over a lane
whose runner's keys still lay cards, nor the path card the others race from), answered by a click
only (Enter and Space are runners' keys), gone the moment its runner is no longer racing, and a
runner out of time puts down no Finish card.  Real mouse and key events."""

from __future__ import annotations

from functools import partial

import pygame

from tabletop.core.i18n import translations
from tabletop.engine import text
from tabletop.games.outrun.table import table_draw
from tests.outrun.test_scene import Table, draw_whole, make_table
from tests.readability import record, too_small


def open_question(table: Table, seat: int) -> None:
    table.to_race()
    table.click(table.scene.time_up_buttons[seat].rect.center)
    assert table.scene.confirmation.open


def test_the_time_up_question_covers_no_lane_and_leaves_the_path_card_in_sight():
    for players in (2, 4, 6):
        for seat in range(min(players, 3)):  # three keyboard zones: the rest are computers
            table = make_table(players=players, computers=tuple(range(3, players)))
            open_question(table, seat)
            scene = table.scene
            box = scene.confirmation.box
            assert not box.colliderect(scene.layout.path_card.rect)
            assert not any(box.colliderect(lane.rect) for lane in scene.lanes), (players, seat)
            assert pygame.Rect(0, 0, 1920, 1080).contains(box)
            # a second click on Time's up forgets the question and answers nothing
            table.click(scene.time_up_buttons[seat].rect.center)
            assert not scene.confirmation.open and not table.session.commands[1:]


def test_while_the_question_is_open_its_runner_s_keys_lay_cards_in_their_lane_in_sight():
    table = make_table(computers=())
    open_question(table, 0)
    scene = table.scene
    table.post_keys(table.path_keys(0)[:3])
    assert scene.confirmation.open
    assert scene.race is not None and len(scene.race.laid(0)) == 3
    assert not scene.confirmation.box.colliderect(
        table_draw.cards_area(scene.lanes[0], scene.lane_look(0, False), scene.parts(0))
    )


def test_after_yes_the_lane_says_out_of_time_and_shows_no_finish_card_numbered_one():
    table = make_table(computers=())
    open_question(table, 1)
    scene = table.scene
    table.click(scene.confirmation.yes.rect.center)
    table.step()
    look = scene.lane_look(1, False)
    assert look.finish_place is None and look.status == "Out of time"
    table.post_keys([*table.path_keys(0), table.finish_key(0)])
    assert scene.lane_look(0, False).finish_place == 1  # the first Finish card down is number 1
    table.until(lambda: scene.race is None)
    table.step()
    after = scene.lane_look(1, False)
    assert after.finish_place is None and after.status == "Out of time"
    assert scene.lane_look(0, False).finish_place == 1


def test_the_time_up_question_draws_its_words_at_24_px_or_more_in_both_languages():
    for language in ("en", "pl"):
        table = make_table(players=6, computers=(0, 1, 2, 3), language=language)
        open_question(table, 5)
        scene, surface = table.scene, pygame.Surface((1920, 1080))
        drawn = record(partial(draw_whole, scene, surface))
        question = [d for d in drawn if d.text and d.text in scene.confirmation.question]
        assert question and min(d.size for d in question) >= text.READABLE
        assert too_small(drawn) == []


def test_enter_during_the_question_is_zone_two_s_finish_and_never_says_yes():
    table = make_table(computers=())
    open_question(table, 0)
    scene = table.scene
    assert scene.confirmation.yes.hotkey is None  # the box shows "Yes" with no key on it
    assert scene.confirmation.no.hotkey == pygame.K_ESCAPE  # Esc is nobody's race key
    table.post_keys([*table.path_keys(1), table.finish_key(1)])  # zone 2: its Finish is Enter
    assert [run.seat for run in table.runs()] == [1]
    assert scene.confirmation.open
    assert all(command.TYPE != "time_up" for command in table.session.commands)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_KP_ENTER, mod=0, unicode="", scancode=0)
    pygame.event.post(enter)
    table.app.collect()
    table.step()
    assert scene.confirmation.open  # the keypad's Enter is a zone's key too: it answers nothing
    table.click(scene.confirmation.yes.rect.center)
    table.step()
    assert [c.to_json() for c in table.session.commands if c.TYPE == "time_up"] == [
        {"type": "time_up", "seat": 0}
    ]


def test_the_question_closes_at_once_when_its_runner_finishes():
    table = make_table(computers=())
    open_question(table, 0)
    scene = table.scene
    table.post_keys(table.path_keys(0))
    assert scene.confirmation.open
    table.post_keys([table.finish_key(0)])  # Space: seat 0's Finish
    assert not scene.confirmation.open
    assert [run.seat for run in table.runs()] == [0]
    assert all(command.TYPE != "time_up" for command in table.session.commands)


def test_the_question_closes_when_the_time_limit_ends_the_race():
    table = make_table(computers=(), time_limit=30)
    scene = table.scene
    open_question(table, 1)
    table.step(31.0)
    table.step()
    assert scene.race is None or scene.race.over
    assert not scene.confirmation.open


def test_away_from_the_race_the_table_s_questions_are_in_the_middle_with_enter_again():
    table = make_table(computers=())
    open_question(table, 0)
    table.click((960, 1000))  # a click outside forgets it
    scene = table.scene
    assert not scene.confirmation.open
    scene.ask_first("Keep going?", lambda: None, always=True)
    assert scene.confirmation.box.center == (960, 500)
    assert scene.confirmation.yes.hotkey == pygame.K_RETURN


TIME_UP_TEXTS = (
    "Time\u2019s up",
    "Time\u2019s up for {name}? Their run counts as wrong this round.",
    "Out of time",
    "{seat} ran out of time.",
    "Time's up for {seat}.",
)


def test_in_polish_time_s_up_reads_unlike_finish_and_the_same_wherever_it_appears():
    polish = translations("pl")
    finish = polish.gettext("Finish")
    button = polish.gettext("Time\u2019s up")
    assert finish == "Koniec" and button == "Czas minął"
    assert finish.lower() not in button.lower()
    for message in TIME_UP_TEXTS:
        words = polish.gettext(message)
        assert words != message and "czas minął" in words.lower() and "koniec" not in words.lower()


def test_the_polish_lane_button_shows_the_new_words_next_to_the_keys_finish():
    table = make_table(language="pl")
    table.to_race()
    button = table.scene.time_up_buttons[0]
    assert text.resolve(button.label) == "Czas minął"
