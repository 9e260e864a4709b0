"""A table with one person and computer survivors never hides the screen behind a "Pass to ..."
curtain: there is nobody to pass it to.  Whole games played by the driver's gestures, watched at
every decision and every curtain drawn: the draft and gear-up (calm), the frenzied scavenge, the
escape with the zombie turns and the computers' turns, a save loaded mid-game and an undo."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.catalogue import GameInfo
from tabletop.core.session import GameSession
from tabletop.engine import chrome
from tabletop.games.just_run.rules.commands import Move
from tabletop.games.just_run.table.frenzy_seats import TABLE_KEY
from tabletop.games.just_run.table.scene import JustRunScene
from tests.just_run.scene_driver import Driver
from tests.just_run.scene_table import Table, make_table


@pytest.fixture
def curtains(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names every curtain drawn was for."""
    drawn: list[str] = []
    draw = chrome.draw_curtain

    def spy(surface: pygame.Surface, seat: Any, role: str) -> None:
        drawn.append(seat.name)
        draw(surface, seat, role)

    monkeypatch.setattr(chrome, "draw_curtain", spy)
    return drawn


def _with_table(game: str) -> GameInfo:
    return dataclasses.replace(catalogue.get(game), table="tabletop.games.just_run.table.scene:JustRunScene")


def _reload(table: Table) -> Table:
    """The game saved now and loaded into a fresh table on the same app (the computers play on)."""
    session = GameSession.from_save(json.loads(json.dumps(table.session.to_save())), _with_table)
    scene = JustRunScene(session, autosave=False)
    table.app.pop()
    table.app.push(scene)
    table.app.step()
    return Table(table.app, session, scene, table.clock)


class Watch:
    """Plays the person's seat to ``until`` and notes any curtain between decisions."""

    def __init__(self) -> None:
        self.curtains: list[tuple[int, str]] = []

    def play(self, table: Table, until: Any = None) -> Driver:
        driver = Driver(table, seed=3)

        def check() -> bool:
            if table.scene.curtain_for is not None:
                self.curtains.append((len(table.session.commands), table.scene.phase))
            return bool(until is not None and until())

        driver.play(until=check)
        return driver


def test_one_person_with_computers_sees_no_curtain_through_a_calm_cooperative_game_a_load_and_an_undo(
    curtains: list[str],
) -> None:
    table = make_table(4, computers=(1, 2, 3), seed=11, options={"mode": "coop", "scavenge": "calm"})
    watch = Watch()
    watch.play(table, until=lambda: table.scene.phase == "turn" and list(table.session.to_act()) == [0])
    table = _reload(table)  # loaded on the person's turn
    table.settle()
    watch.play(table, until=lambda: isinstance(table.last(), Move) and table.session.undoable(0) > 0)
    moves = len(table.session.commands)
    table.key(pygame.K_u)  # the person takes their move back
    table.settle()
    assert len(table.session.commands) == moves - 1 and table.scene.curtain_for is None
    watch.play(table)
    assert table.session.over
    assert watch.curtains == [] and curtains == []


@pytest.mark.parametrize(("scavenge", "seed"), [("frenzied", 1), ("calm", 2)])
def test_one_person_with_computers_sees_no_curtain_through_a_competitive_game(
    curtains: list[str], scavenge: str, seed: int
) -> None:
    options = {"mode": "competitive", "scavenge": scavenge}
    devices = [{"kind": "mouse", "zone": None}, {"kind": None}, {"kind": None}]
    table = make_table(3, computers=(1, 2), seed=seed, options=options, table_data={TABLE_KEY: devices})
    watch = Watch()
    watch.play(table)
    assert table.session.over
    assert watch.curtains == [] and curtains == []


def test_someone_alone_playing_two_survivors_under_one_name_passes_the_screen_to_nobody() -> None:
    """Two person seats both named Anna (one player, two survivors): the draft goes from one hand
    to the other with no "Pass to Anna" curtain, while Anna and Ben get theirs (Scavenge Phase)."""
    alone = make_table(3, computers=(2,), names=("Anna", "Anna", "Chloe"))
    alone.settle()
    assert alone.scene.curtain_for is None and alone.scene.viewer == 0
    card = alone.scene.draft.hand[0]
    alone.click(card.rect.center)
    alone.click(alone.scene.draft.take_button.rect.center)
    alone.settle()
    assert alone.last().seat == 0
    assert alone.scene.viewer == 1 and alone.scene.curtain_for is None, "the same person's next hand"
    two = make_table(3, computers=(2,))
    two.settle()
    assert two.scene.curtain_for == 0, "Anna and Ben: the screen is passed"
