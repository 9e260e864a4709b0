"""The replay of an Outrun game shows each race again, card by card, at its real pace (issue 9,
"Playing at the same time on one screen": replays).

A game of computer runners is played through the session as the table plays it (every race's runs
reach the rules in the order of their times), saved, and opened in the replay viewer; the viewer is
driven with real key events and its clock with the frame's seconds.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.games.outrun.rules import Reveal, Run, TimeUp
from tabletop.games.outrun.table.race import computer_runs
from tabletop.games.outrun.table.race_replay import RacePlayback, finishers, race_span
from tabletop.scenes.navigator import open_app
from tabletop.scenes.replay import ReplayScene


def outrun_game(seed: int = 3, rounds: int = 2, players: int = 3) -> GameSession:
    """Computer runners play ``rounds`` whole rounds; the last race's runs in the order of their times."""
    seats = [Seat(s.name, s.colour, SeatKind.COMPUTER) for s in default_seats(players)]
    info = catalogue.get("outrun")
    session = GameSession.new(info, {"players": players, "monster": "vampire", "boards": 1}, seed, seats)
    bots = info.bots()
    assert bots is not None
    while sum(isinstance(c, Reveal) for c in session.commands) <= rounds and not session.over:
        phase = session.view(None)["phase"]
        if phase == "race":
            for run in sorted(computer_runs(session).values(), key=lambda r: (r.ms, r.seat)):
                session.apply(run)
            continue
        seat = session.to_act()[0]
        rng = random.Random(seed * 1_000_003 + len(session.steps) * 7 + seat)
        session.apply(bots.choose(session.view(seat), session.legal(seat), seat, "strong", rng))
    return session


def press(app: App, key: int, text: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
    app.step(dt=0.0)


@pytest.fixture
def viewer(tmp_path):
    session = outrun_game()
    path = tmp_path / "outrun.json"
    saves.save_session(session, path)
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    scene = ReplayScene.from_file(path)
    app.push(scene)
    app.step()
    return app, scene, session


def first_race(session: GameSession) -> tuple[int, list[Run]]:
    commands = session.commands
    reveal = next(i for i, c in enumerate(commands) if isinstance(c, Reveal))
    runs = []
    for command in commands[reveal + 1 :]:
        if not isinstance(command, (Run, TimeUp)):
            break
        assert isinstance(command, Run)
        runs.append(command)
    return reveal + 1, runs


def jump_by_keys(app: App, position: int) -> None:
    for digit in str(position):
        press(app, getattr(pygame, f"K_{digit}"), digit)
    press(app, pygame.K_RETURN)


def test_stepping_onto_a_reveal_plays_the_race_card_by_card_at_the_times_in_the_log(viewer):
    app, scene, session = viewer
    start, runs = first_race(session)
    jump_by_keys(app, start)
    table = scene.table
    assert scene.position == start and scene.live is table.playback is not None
    assert all(not table.lane_look(seat, False).laid for seat in range(3))  # nothing down at the reveal
    first = runs[0]
    # just before the first card of the first finisher is due, then just after it
    card_ms = first.ms / (len(first.cards) + 1)
    app.step(dt=(card_ms - 20) / 1000)
    assert table.lane_look(first.seat, False).laid == ()
    app.step(dt=0.04)
    assert table.lane_look(first.seat, False).laid == first.cards[:1]
    # up to just before their Finish: every card down, no place yet, the move counter still at the reveal
    app.step(dt=(first.ms - table.playback.elapsed_ms - 5) / 1000)
    look = table.lane_look(first.seat, False)
    assert look.laid == first.cards and look.finish_place is None and scene.position == start
    app.step(dt=0.01)
    assert table.lane_look(first.seat, False).finish_place == 1
    assert scene.position == start + 1  # the counter follows the runs reaching the log
    # the rest of the race at its pace: Finish cards stack in the order of the times
    for place, run in enumerate(runs[1:], start=2):
        app.step(dt=(run.ms - table.playback.elapsed_ms + 1) / 1000)
        if scene.live is not None:
            assert table.lane_look(run.seat, False).finish_place == place
    assert scene.live is None and scene.position == start + len(runs)
    assert scene.table.playback is None and scene.table.phase != "race"  # the table after the check


def test_the_order_shown_is_the_order_of_the_times(viewer):
    app, scene, session = viewer
    start, runs = first_race(session)
    jump_by_keys(app, start)
    app.step(dt=max(run.ms for run in runs) / 1000 - 0.001)
    playback = scene.table.playback
    assert playback is not None
    assert playback.finish_order() == [run.seat for run in runs][: len(playback.finish_order())]
    assert [r.ms for r in runs] == sorted(r.ms for r in runs)


def test_space_pauses_the_race_and_s_changes_its_speed(viewer):
    app, scene, session = viewer
    start, _runs = first_race(session)
    jump_by_keys(app, start)
    playback = scene.table.playback
    press(app, pygame.K_SPACE)
    app.step(dt=0.5)
    assert playback.elapsed_ms == 0.0 and scene.live_paused
    press(app, pygame.K_SPACE)
    press(app, pygame.K_s)
    assert scene.speed == 2.0
    app.step(dt=0.25)
    assert playback.elapsed_ms == pytest.approx(500.0)
    press(app, pygame.K_s)
    press(app, pygame.K_s)
    assert scene.speed == 0.5
    app.step(dt=0.2)
    assert playback.elapsed_ms == pytest.approx(600.0)


def test_the_arrows_step_through_a_race_and_it_plays_on_from_the_move_shown(viewer):
    app, scene, session = viewer
    start, runs = first_race(session)
    jump_by_keys(app, start)
    press(app, pygame.K_RIGHT)
    assert scene.position == start + 1
    playback = scene.table.playback
    assert playback is not None and playback.elapsed_ms == runs[0].ms
    assert scene.table.lane_look(runs[0].seat, False).finish_place == 1
    assert scene.table.lane_look(runs[0].seat, False).laid == runs[0].cards
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    assert scene.position == start - 1 and scene.live is None  # before the reveal: no race to play
    press(app, pygame.K_END)
    assert scene.live is None and scene.position == scene.total


def test_a_replay_of_a_game_without_races_has_no_live_controls(tmp_path):
    from tests.helpers import played_session

    path = tmp_path / "fugitive.json"
    saves.save_session(played_session(seed=8, moves=10), path)
    app = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    scene = ReplayScene.from_file(path)
    app.push(scene)
    app.step()
    for position in range(scene.total + 1):
        scene.jump(position)
        assert scene.live is None


def test_cards_are_spread_evenly_over_a_run_and_time_up_comes_at_the_time_before_it():
    commands = [Reveal(0), Run(1, ("eye", "bat", "moon"), 4000), TimeUp(0), Run(2, ("eye",), 5000)]
    assert race_span(commands, 1) == (1, 4)
    assert race_span(commands, 4) is None and race_span(commands, 0) is None
    done = finishers(commands[1:])
    assert [done[0].card_ms(i) for i in range(3)] == [1000.0, 2000.0, 3000.0]
    assert done[1].timed_out and done[1].ms == 4000
    playback = RacePlayback.at(commands, 1)
    assert playback is not None
    playback.advance(2500)
    assert playback.laid(1) == ("eye", "bat") and playback.position == 1
    playback.advance(1500)
    assert playback.finish_order() == [1, 0] and playback.timed_out(0) and playback.position == 3
    playback.advance(10_000)
    assert playback.over and playback.elapsed_ms == 5000 and playback.place(2) == 2  # no card for 0
    assert playback.place(0) is None  # out of time: no Finish card, no number


def test_in_polish_the_replayed_race_s_seconds_and_a_half_speed_read_with_a_decimal_comma(viewer):
    """Issue 20: Polish writes decimals with a comma ("0,5×", "0,5 s"), not a point."""
    from tabletop.core.i18n import set_language
    from tabletop.engine import text

    app, scene, session = viewer
    set_language("pl")
    try:
        start, _runs = first_race(session)
        jump_by_keys(app, start)
        app.step(dt=0.5)
        assert "0,5 s" in scene.table.hud_line()
        for _press in range(3):
            press(app, pygame.K_s)  # 1 -> 2 -> 4 -> 0.5
        labels = [text.resolve(button.label) for button in scene.live_buttons]
        assert "Tempo 0,5×" in labels
        assert not any("0.5" in label for label in labels)
    finally:
        set_language("en")
