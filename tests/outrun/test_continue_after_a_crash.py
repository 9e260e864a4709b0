"""Continue after a crash (issue 20): a table opened from a save never starts a clock on its own.

A game saved in the middle of a race opens on a panel that says the race was interrupted: the
runners who had finished keep their times, the others run again from a fresh countdown, their
laid cards cleared.  Nothing runs until Ready; then the countdown is for the runners still to run.
A game loaded at the start of a round waits for Ready too.  Real key and mouse events through the
real App at 1920x1080 on a fake clock, as in ``test_scene``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.i18n import _, translate
from tabletop.core.seats import SeatKind
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.outrun.rules import Reveal, Run
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode
from tabletop.games.outrun.table.relay import Stage
from tabletop.games.outrun.table.resume import RACE_TITLE, READY_KEY, ROUND_TITLE
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.navigator import open_app
from tests.outrun.test_saved_table import new_session, table_of
from tests.outrun.test_scene import Table, draw_whole
from tests.outrun.test_setup_and_pads import post_pad
from tests.readability import record, too_small

SAVES = Path(__file__).resolve().parent.parent / "saves"


def escape(table: Table) -> None:
    table.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    table.step()


def saved_mid_race() -> tuple[GameSession, Run]:
    """A person and a computer runner: the computer has finished, the person has laid two cards
    and not finished when the game stops; the autosave after the computer's run is all there is."""
    table = table_of(new_session((SeatKind.HUMAN, SeatKind.COMPUTER)))
    table.to_race()
    table.until(lambda: bool(table.runs()))
    table.post_keys(table.path_keys(0)[:2])
    assert table.scene.race is not None and len(table.scene.race.laid(0)) == 2
    saves.autosave(table.session)  # what the table wrote after the last command
    return table.session, table.runs()[0]


def continued(session: GameSession) -> Table:
    """Continue at the title: the autosave read back, and its table opened."""
    saves.autosave(session)
    restored = saves.restore_autosave().session
    assert restored is not None
    return table_of(restored)


def test_a_race_continued_after_a_crash_waits_for_ready_with_its_clock_at_zero_and_no_card_laid():
    session, computer_run = saved_mid_race()
    table = continued(session)
    logged = list(table.session.commands)
    panel = table.scene.ready_panel
    assert panel is not None and panel.in_race
    drawn = record(lambda: draw_whole(table.scene, table.app.canvas))
    words = " ".join(d.text for d in drawn)
    assert "The race was interrupted." in words
    assert "the others run again from a fresh countdown" in words
    assert f"{computer_run.ms / 1000:.3f} s" in words  # the computer's time, kept
    assert "Cards laid but not finished are cleared" in words
    assert too_small(drawn) == []

    for _second in range(40):  # eight seconds, and the person's keys pressed meanwhile
        table.step(0.2)
    table.post_keys(table.path_keys(0))
    race = table.scene.race
    assert race is not None and race.elapsed_ms(table.clock.now) == 0
    assert race.laid(0) == ()
    assert not table.scene.countdown.started
    assert table.session.commands == logged
    assert table.scene.lane_look(1, False).finish_place == 1  # the finished runner still shown
    assert table.scene.lane_look(0, False).status == "Runs again after the countdown"


def test_ready_starts_a_fresh_countdown_for_the_runners_still_to_run_and_keeps_the_finished_times():
    session, computer_run = saved_mid_race()
    table = continued(session)
    logged = list(table.session.commands)
    table.step(3.0)
    table.post_keys([READY_KEY])
    assert table.scene.ready_panel is None
    race = table.scene.race
    assert race is not None and race.racing == [0]  # only the person runs again
    assert table.scene.countdown.number(table.clock.now) == 3
    assert table.scene.path_hidden()  # the path card turns for them at zero
    table.until(lambda: not table.scene.race_waits, seconds=0.05)
    zero = table.scene.countdown.zero_ns
    assert zero is not None and race.elapsed_ms(zero) == 0
    table.step(1.0)
    pressed = table.clock.now
    table.post_keys([*table.path_keys(0), table.finish_key(0)])
    table.until(lambda: len(table.runs()) == 2, seconds=0.05)
    assert table.session.commands[: len(logged)] == logged
    assert table.runs()[0] == computer_run  # the finished runner's time, unchanged
    mine = table.runs()[1]
    assert mine.seat == 0 and list(mine.cards) == table.scene.view["path"]
    assert (pressed - zero) // 1_000_000 <= mine.ms  # timed from the fresh countdown's zero


def test_the_menu_stops_the_fresh_countdown_of_a_continued_race():
    session, _run = saved_mid_race()
    table = continued(session)
    escape(table)  # the menu opens over the Ready panel too, and Ready waits under it
    assert table.app.top is not table.scene
    escape(table)
    assert table.app.top is table.scene and table.scene.ready_panel is not None
    table.post_keys([READY_KEY])
    escape(table)
    assert table.app.top is not table.scene
    table.clock.advance(30)
    table.step()
    escape(table)
    assert table.app.top is table.scene
    assert table.scene.race_waits and table.scene.countdown.number(table.clock.now) in (2, 3)


def reveal_point() -> GameSession:
    """The three people's game of the old saves, loaded at the start of a round after the first."""
    data = json.loads((SAVES / "outrun-vampire-3-players-mid-game.json").read_text(encoding="utf-8"))
    reveals = [i for i, command in enumerate(data["commands"]) if command.get("type") == "reveal"]
    session = GameSession.from_save(data, catalogue.get, upto=reveals[1])
    assert session.view(None)["phase"] == "reveal"
    return session


def test_a_game_loaded_between_rounds_waits_for_ready_before_its_countdown():
    table = table_of(reveal_point())
    reveals = sum(isinstance(c, Reveal) for c in table.session.commands)
    panel = table.scene.ready_panel
    assert panel is not None and not panel.in_race
    assert "Press Ready" in table.scene.hud_line()
    for _second in range(40):
        table.step(0.2)
    assert not table.scene.countdown.started
    assert sum(isinstance(c, Reveal) for c in table.session.commands) == reveals
    table.click(panel.button.rect.center)
    assert table.scene.ready_panel is None
    table.to_race()
    assert sum(isinstance(c, Reveal) for c in table.session.commands) == reveals + 1


@pytest.mark.parametrize("language", ["en", "pl"])
def test_both_ready_panels_read_whole_at_24_px_or_more_in_english_and_polish(language):
    session, _run = saved_mid_race()
    for loaded, title in ((session, RACE_TITLE), (reveal_point(), ROUND_TITLE)):
        app = open_app(
            Settings(outrun_tutorial_seen=True, animation_speed=4.0, language=language),
            window_size=(1920, 1080),
        )
        scene = OutrunScene(GameSession.from_save(loaded.to_save(), catalogue.get), autosave=False)
        app.push(scene)
        app.step()
        panel = scene.ready_panel
        assert panel is not None
        drawn = record(lambda s=scene, a=app: draw_whole(s, a.canvas))
        said = " ".join(d.text for d in drawn)
        assert translate(title) in said and _("Ready") in said
        assert (translate(title) != title) == (language == "pl")  # the Polish panel is in Polish
        assert too_small(drawn) == []


def test_after_ready_a_seat_on_a_gamepad_claims_it_before_the_fresh_countdown_starts():
    plan = DevicePlan(PlayMode.TOGETHER, (SeatDevice(DeviceKind.PAD), SeatDevice(DeviceKind.COMPUTER)))
    table = table_of(new_session((SeatKind.HUMAN, SeatKind.COMPUTER)), plan)
    post_pad(table, 11)
    table.to_race()
    table.until(lambda: bool(table.runs()))
    saves.autosave(table.session)
    restored = saves.restore_autosave().session
    assert restored is not None
    again = table_of(restored, plan)
    again.post_keys([READY_KEY])
    for _second in range(20):
        again.step(0.25)
    assert again.scene.race_waits and not again.scene.countdown.started
    assert again.scene.hud_line() == "Anna: press a button on your gamepad"
    post_pad(again, 11)
    assert again.scene.countdown.started
    again.until(lambda: not again.scene.race_waits, seconds=0.05)
    race = again.scene.race
    assert race is not None and race.racing == [0] and again.scene.seat_input.pads.pad_of(0) == 11


def test_a_relay_continued_mid_race_waits_for_ready_and_then_lowers_the_next_runner_s_curtain():
    keys = (SeatDevice(DeviceKind.KEYS, 0), SeatDevice(DeviceKind.KEYS, 1))
    plan = DevicePlan(PlayMode.RELAY, keys)
    table = table_of(new_session((SeatKind.HUMAN, SeatKind.HUMAN)), plan)
    table.until(lambda: table.scene.relay is not None)
    saves.autosave(table.session)
    restored = saves.restore_autosave().session
    assert restored is not None
    again = table_of(restored, plan)
    panel = again.scene.ready_panel
    assert panel is not None and panel.in_race
    for _second in range(20):
        again.step(0.25)
    assert again.scene.relay is None and again.scene.race is None
    again.post_keys([READY_KEY])
    relay = again.scene.relay
    assert relay is not None and relay.up == 0 and relay.stage is not Stage.RUNNING
