"""What the table suite shares: the tables it runs (every catalogue game and the toy table) and a
seeded random game played through a table's own submit path, every frame drawn, with what it saw.

Nothing here knows a game: a game added to ``tabletop.core.catalogue`` with a table is run by
every test of ``tests/tables/``.  What a game needs that the suite cannot guess (how many players,
how many commands are enough) is in the two tables below, each with its reason.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from dataclasses import dataclass, field

import pygame

from tabletop.core import catalogue
from tabletop.core.catalogue import GameInfo
from tabletop.core.contract import Command
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.game_scene import GameScene
from tests.readability import too_small
from tests.tables import driver

#: the contract's toy game at the toy table (``tests/tables/toy_table.py``), run like a real game
TOY = GameInfo(
    id="toy",
    title="Toy",
    tagline="",
    min_players=1,
    max_players=3,
    rules_module="tests.contract.toy_game",
    table="tests.tables.toy_table:ToyTable",
)
TABLES: list[GameInfo] = [*catalogue.playable(), TOY]
IDS = [info.id for info in TABLES]

#: people at each table: two, so the screen passes between people (the curtain of a game with
#: secrets, whose turn it is) and every table shows more than one seat
PLAYERS = 2
#: the most commands a suite game plays, below the rules' ``LONGEST_GAME`` to keep the suite under
#: a minute on two cores: a game that has not ended by then stops there (the contract suite
#: already plays whole random games through the rules; here the point is the table)
SUITE_CAP = 80
#: settings for the suite: no animation (the point is the table, not its motion), no question
#: before ending a turn (the suite submits commands, it does not answer questions), and Outrun's
#: first-game tutorial seen (its notes cover the table; ``tests/outrun/test_tutorial.py`` has them)
SETTINGS = Settings(animation_speed=0.0, confirm_end_turn=False, language="en", outrun_tutorial_seen=True)
#: the seed of each suite game (one: the suite runs every table, not every deal)
SEED = 2101


#: options besides the players' number: the toy's longer goal, so its game lasts past mid-game;
#: Just Run's quick start, so the suite's commands are spent on the board, not on the draft
OPTIONS: dict[str, dict[str, object]] = {"toy": {"goal": 9}, "just_run": {"scavenge": "quick"}}


def new_session(info: GameInfo, seed: int = SEED) -> GameSession:
    """A game of ``info`` for two people, as the set-up screen makes it."""
    options = {"players": PLAYERS, **OPTIONS.get(info.id, {})}
    return driver.new_session(info, options, seed, driver.seats_for(PLAYERS))


def open_game(info: GameInfo, session: GameSession | None = None) -> driver.Table[GameScene]:
    """``info``'s table, opened headless on ``session`` (a new two-person game by default)."""
    session = session if session is not None else new_session(info)
    return driver.open_table(session, info.table_class(), dataclasses.replace(SETTINGS))


def at_rest(table: driver.Table[GameScene]) -> None:
    """Everything playing out finished, every queued command applied, the curtain lifted by a
    click (as the person whose turn it is would)."""
    for _ in range(20):
        table.settle()
        if table.scene.curtain_for is None:
            return
        table.click((960, 540))
    raise AssertionError("the curtain never lifted")


def play_one(table: driver.Table[GameScene], rng: random.Random) -> Command | None:
    """A random legal command of a seat to act, submitted through the table (``GameScene.submit``,
    then the app's queue, then the session); None when no seat can act."""
    acting = table.session.to_act()
    if not acting:
        return None
    seat = rng.choice(acting)
    command = rng.choice(table.session.legal(seat))
    before = len(table.session.commands)
    table.scene.submit(command)
    table.step()
    applied = table.session.commands[before:]
    assert command in applied, f"{command} submitted through the table; the session applied {applied}"
    return command


@dataclass
class Playthrough:
    """What one suite game saw: how it ended, the pieces that did not explain themselves and the
    texts drawn below the floor, each with the command number it was seen at."""

    commands: int = 0
    over: bool = False
    frames: int = 0
    #: the most pieces one frame listed (a table that lists none of its own lists two: the HUD's)
    most_pieces: int = 0
    tipless: list[tuple[int, str]] = field(default_factory=list)
    small: list[tuple[int, int, bool, str]] = field(default_factory=list)


#: after how many commands the suite records every text of a whole frame (recording empties every
#: picture cache, so it is too slow for every frame); the last frame is recorded too
TEXT_CHECKS = (0, 10, 40)


@functools.cache
def playthrough(game: str) -> Playthrough:
    """A seeded random game at ``game``'s table, to its end or :data:`SUITE_CAP` commands, each
    command through the table's submit path and every frame the app draws counted; at rest after
    each command the tip of every piece the table drew is asked for, and at :data:`TEXT_CHECKS`
    (and the end) every text a whole frame draws is measured."""
    info = next(info for info in TABLES if info.id == game)
    table = open_game(info)
    rng = random.Random(SEED)
    seen = Playthrough()
    cap = min(SUITE_CAP, info.rules().LONGEST_GAME)

    scene_draw = table.scene.draw

    def drawing(surface: pygame.Surface) -> None:
        seen.frames += 1
        scene_draw(surface)

    table.scene.draw = drawing  # type: ignore[method-assign]

    def look(number: int) -> None:
        at_rest(table)
        pieces = table.scene.drawn_pieces()
        seen.most_pieces = max(seen.most_pieces, len(pieces))
        for piece in pieces:
            if table.scene.tip_at(piece.probe) is None:
                seen.tipless.append((number, piece.name))
        if number in TEXT_CHECKS or table.session.over:
            seen.small += [(number, *found) for found in too_small(table.texts())]

    look(0)
    while seen.commands < cap and not table.session.over:
        if play_one(table, rng) is None:
            break
        seen.commands += 1
        look(seen.commands)
    seen.over = table.session.over
    table.app.pop()
    return seen
