"""The table suite: every table of the catalogue, and the toy table, held to the table contract.

For each table (``tests/tables/suite.py`` lists them): a seeded random game is played through the
table's own submit path to its end (or the suite's cap), every frame drawn; at rest after every
command each piece the table drew is asked for its tip; at a few moments every text drawn is
checked against the 24 px floor; a game saved mid-way comes back by Continue showing the same
view; and with the menu open nothing on the table moves.
"""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.core import saves
from tabletop.core.catalogue import GameInfo
from tabletop.core.session import GameSession
from tabletop.engine.table_contract import Piece
from tests.tables import driver
from tests.tables.suite import (
    IDS,
    SEED,
    SETTINGS,
    SUITE_CAP,
    TABLES,
    at_rest,
    new_session,
    play_one,
    playthrough,
)

#: how many random commands the save and the pause tests play first (mid-game, past the set-up)
MID_GAME = 4


def info_of(game: str) -> GameInfo:
    return next(info for info in TABLES if info.id == game)


def lookup(game: str) -> GameInfo:
    """The games a save may name: the catalogue's and the toy."""
    return info_of(game)


def mid_game(game: str, **options: bool) -> driver.Table:  # type: ignore[type-arg]
    """``game``'s table after :data:`MID_GAME` random commands, at rest."""
    info = info_of(game)
    table = driver.open_table(new_session(info), info.table_class(), dataclasses.replace(SETTINGS), **options)
    rng = random.Random(SEED)
    for _ in range(MID_GAME):
        at_rest(table)
        if play_one(table, rng) is None:
            break
    at_rest(table)
    return table


@pytest.mark.parametrize("game", IDS)
def test_a_seeded_random_game_plays_through_the_table_with_every_piece_explained_and_every_text_readable(
    game: str,
) -> None:
    """One game, three findings: it reached its end (or the cap) through the table's submit path
    with frames drawn; every piece drawn at rest had a tip; no text was under 24 px or cut."""
    seen = playthrough(game)
    cap = min(SUITE_CAP, info_of(game).rules().LONGEST_GAME)
    assert seen.over or seen.commands == cap, f"stopped after {seen.commands} commands, not over"
    assert seen.frames > seen.commands
    assert seen.most_pieces > 2, "the table lists no piece of its own (only the log and the menu)"
    assert seen.tipless == [], "pieces without a tip (command number, piece)"
    assert seen.small == [], "texts under the floor (command number, size, cut, text)"


@pytest.mark.parametrize("game", IDS)
def test_a_game_saved_mid_game_continues_on_its_table_with_the_same_view(game: str) -> None:
    table = mid_game(game, autosave=True)
    table.scene.autosave()
    # whose eyes and what they see; not the table's own moment (a continued Outrun race waits for
    # Ready again, Just Run's camera frames the board afresh)
    before = (table.scene.viewer, table.scene.view)
    table.app.pop()
    continued: GameSession = saves.load_session(saves.autosave_path(), lookup)
    assert continued.commands == table.session.commands
    again = driver.open_table(continued, info_of(game).table_class(), dataclasses.replace(SETTINGS))
    at_rest(again)
    after = (again.scene.viewer, again.scene.view)
    assert after == before


@pytest.mark.parametrize("game", IDS)
def test_nothing_on_the_table_moves_while_the_menu_is_open(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = mid_game(game)
    scene = table.scene
    table.key(pygame.K_ESCAPE)  # the menu, as a player opens it
    assert table.app.top is not scene and scene.paused
    updates: list[float] = []
    update = scene.update
    monkeypatch.setattr(scene, "update", lambda dt: updates.append(dt) or update(dt))
    commands = list(table.session.commands)
    table.app.invalidate()
    table.step()
    frame = pygame.image.tobytes(table.app.canvas, "RGB")
    for _ in range(40):  # two seconds of frames
        table.step(0.05)
    table.app.invalidate()
    table.step()
    assert updates == [], "the table was updated under the menu"
    assert table.session.commands == commands
    assert pygame.image.tobytes(table.app.canvas, "RGB") == frame, "the frame changed under the menu"


def test_the_suite_would_see_a_piece_without_a_tip(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tip probe can fail: a piece listed where nothing explains itself is reported."""
    toy = info_of("toy")
    cls = toy.table_class()
    bare = Piece("bare felt", pygame.Rect(20, 980, 40, 40))
    monkeypatch.setattr(cls, "drawn_pieces", lambda self: [bare])
    playthrough.cache_clear()
    try:
        assert (0, "bare felt") in playthrough("toy").tipless
    finally:
        playthrough.cache_clear()
