"""The zombie turn told as beats: its four steps named, each decision explained, the random ones
shown as the die the book would roll (Zombie Turn; How Zombies Make Decisions)."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.core.contract import Event
from tabletop.engine import tween
from tabletop.engine.intents import Click
from tabletop.engine.timeline import Timeline
from tabletop.games.just_run.rules.state import Mark
from tabletop.games.just_run.rules.zombies import zombie_turn
from tabletop.games.just_run.table.fight_panel import FightPanel
from tabletop.games.just_run.table.zombie_beats import STEPS, ZombieNarration, book_face, face_legend, narrate
from tests.just_run import panel_states as ps
from tests.just_run.helpers import escape_state, room
from tests.readability import record, too_small


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.init()


ROW = {(1, 0): room("room_00"), (1, 1): room("room_00"), (1, 2): room("room_00")}
ROW_OPEN = [(1, 0, "e", Mark.OPEN), (1, 1, "e", Mark.OPEN)]


def _middle_zombies(seed: int, at: list[tuple[int, int]]) -> list[Event]:
    """Three zombies in row 1's middle room, survivors either side of it."""
    rooms = {**ROW, (1, 1): room("room_00", zombies=3)}
    state = escape_state(len(at), at=at, rooms=rooms, marks=ROW_OPEN)
    return zombie_turn(state, random.Random(seed))[1]


def test_the_four_steps_are_named_in_the_books_order_zombie_turn() -> None:
    _state, events = ps.zombie_turn_events()
    lines = narrate(events, ps.NAMES)
    assert [line.text for line in lines if line.header] == ["Attack", "Bash", "Move", "Spawn"]
    assert [line.step for line in lines if line.header] == list(STEPS)
    bash = [line for line in lines if line.step == "bash" and not line.header]
    assert [line.text for line in bash] == ["Nothing happens."]


def test_a_step_where_nothing_happens_keeps_the_log_on_that_step_not_the_next_zombie_turn() -> None:
    """The log lights the line of the beat being told: "Nothing happens." under Bash is Bash's
    line, not Move's (which is still to come)."""
    _state, events = ps.zombie_turn_events()
    lines = narrate(events, ps.NAMES)
    header = next(line for line in lines if line.header and line.step == "bash")
    nothing = next(line for line in lines if line.step == "bash" and not line.header)
    assert events[header.event_index].kind == "zombie_step"
    assert nothing.event_index == header.event_index
    for step in STEPS:  # every quiet step, the last one too, points at its own title
        quiet = [line for line in lines if line.step == step and line.text == "Nothing happens."]
        titles = [line.event_index for line in lines if line.step == step and line.header]
        assert all(line.event_index in titles for line in quiet)


def test_a_move_names_its_target_and_distance_and_gives_the_board_an_arrow() -> None:
    _state, events = ps.zombie_turn_events()
    moves = [line for line in narrate(events, ps.NAMES) if line.arrow is not None and line.step == "move"]
    assert moves[0].text == "5 zombies move toward Cleo and Dawid: 2 rooms away."
    assert moves[0].arrow == ((2, 2), (1, 2))
    one = next(line for line in moves if line.text.startswith("1 zombie moves"))
    assert one.text.endswith("2 rooms away.")


def test_as_near_rooms_go_to_the_one_with_more_survivors_and_it_says_so_how_zombies_make_decisions() -> None:
    events = _middle_zombies(2, [(1, 0), (1, 2), (1, 2)])
    move = next(e for e in events if e.kind == "zombies_move")
    assert move.data["reason"] == "more_survivors" and move.data["seats"] == [1, 2]
    line = next(line for line in narrate(events, ps.NAMES) if line.arrow is not None)
    assert "holds more of them" in line.why and line.dice == ()


def test_a_die_picks_between_equal_rooms_and_the_table_shows_it_how_zombies_make_decisions() -> None:
    seen = set()
    for seed in range(10):
        events = _middle_zombies(seed, [(1, 0), (1, 2)])
        for event in (e for e in events if e.kind == "zombies_move"):
            assert event.data["reason"] == "die"
            tied = [tuple(t) for t in event.data["tied"]]
            assert tied[event.data["die"] - 1] == tuple(event.data["target"])
            seen.add(event.data["die"])
        lines = [line for line in narrate(events, ps.NAMES) if line.dice]
        assert lines and all(line.legend == "1-3: Ana   4-6: Ben" for line in lines)
        for line in lines:
            face = line.dice[0]
            target = line.text.split("toward ")[1].split(":")[0]
            assert (face <= 3) == (target == "Ana")
    assert seen == {1, 2}


def test_several_survivors_in_a_room_each_zombie_rolls_for_its_victim_zombie_turn_attack() -> None:
    _state, events = ps.zombie_turn_events()
    choose = next(e for e in events if e.kind == "zombies_choose")
    assert choose.data["seats"] == [2, 3] and len(choose.data["dice"]) == 1
    line = next(line for line in narrate(events, ps.NAMES) if line.text.startswith("Each zombie"))
    assert line.legend == "1-3: Cleo   4-6: Dawid" and (line.dice[0] >= 4) == (choose.data["picks"][0] == 3)


def test_book_faces_share_the_die_out_evenly_and_reroll_what_is_left() -> None:
    assert [book_face(c, 2, s) for c in (1, 2) for s in (0, 1, 2)] == [1, 2, 3, 4, 5, 6]
    assert [book_face(c, 3) for c in (1, 2, 3)] == [1, 3, 5]
    assert face_legend(["a", "b", "c", "d"]) == "1: a   2: b   3: c   4: d   5-6: roll again"


def test_the_turn_plays_as_timeline_beats_and_skip_all_jumps_to_the_end() -> None:
    tween.set_speed(1)
    _state, events = ps.zombie_turn_events()
    lines = narrate(events, ps.NAMES)
    shown = []
    panel = ZombieNarration(on_line=shown.append)
    timeline = Timeline(on_skip=panel.skip)
    timeline.play(panel.beats(lines, log_start=100))
    assert panel.visible and shown == [lines[0]] and timeline.caption == "Attack"
    assert timeline.log_index == 100 + (lines[0].event_index or 0)
    timeline.skip_beat()
    assert shown[-1] == lines[1] and panel.dice and panel.dice[0].value == lines[1].dice[0]
    timeline.finish()
    assert shown == lines and not panel.visible and not timeline.playing


def test_the_narration_is_readable_at_1080p() -> None:
    _state, events = ps.zombie_turn_events()
    panel = ZombieNarration()
    surface = pygame.Surface((1920, 1080))

    def show() -> None:
        for line in narrate(events, ps.NAMES):
            panel.show(line)
            panel.skip()
            panel.draw(surface)

    assert too_small(record(show)) == []


def test_the_players_set_the_pace_and_the_beats_still_to_come_follow_it() -> None:
    _state, events = ps.zombie_turn_events()
    lines = narrate(events, ps.NAMES)
    panel = ZombieNarration()
    beats = panel.beats(lines)
    normal = [b.hold for b in beats]
    panel.show(lines[0])
    assert panel.handle(Click(panel.pace_button_rect().center))  # normal -> fast
    assert panel.pace == 0.5 and [b.hold for b in beats[:-1]] == [h * 0.5 for h in normal[:-1]]
    panel.handle(Click(panel.pace_button_rect().center))  # fast -> wait for Next
    assert panel.pace == float("inf") and beats[0].hold == float("inf")
    panel.handle(Click(panel.pace_button_rect().center))  # wait for Next -> slow
    assert panel.pace == 1.8
    assert not panel.handle(Click((5, 5)))


def test_a_zombie_fight_in_the_attack_step_plays_its_dice_on_the_fight_panel() -> None:
    _state, events = ps.zombie_turn_events()
    lines = narrate(events, ps.NAMES)
    fight_line = next(line for line in lines if line.fight is not None)
    assert fight_line.text == "1 zombie attacks Dawid." and fight_line.fight is not None
    assert fight_line.fight.attack == (6,) and fight_line.fight.tie_line() == "Tie: zombies win ties."
    fights = FightPanel()
    panel = ZombieNarration()
    beats = panel.beats(lines, fights=fights)
    assert len(beats) == len(lines) + 3 + 1 + 1  # the fight's three beats, its hide, the end
    timeline = Timeline(on_skip=panel.skip)
    timeline.play(beats)
    while timeline.caption != fight_line.fight.title():
        timeline.skip_beat()
    assert fights.visible and [d.value for d in fights.attack_dice] == [6]
    timeline.finish()
    assert not fights.visible


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_pace_fits_its_button_whole_at_24_px(language: str) -> None:
    from tabletop.core import i18n
    from tabletop.engine import text as txt
    from tabletop.games.just_run.table.zombie_beats import PACES

    panel = ZombieNarration()
    i18n.set_language(language)
    try:
        for _factor, name in PACES:
            label = i18n._("Pace: {pace}").format(pace=i18n._(name))
            assert txt.measure(label, 24, True)[0] <= panel.pace_button_rect().width - 16, label
    finally:
        i18n.set_language("en")
