"""Issue 20: a seat has one colour and one symbol on every screen of Outrun: the set-up row, the
table's lane and token, the turn banner and the game-over screen all show the same ones."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.contract import Outcome
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine import chrome, theme
from tabletop.games.outrun.table import table_draw
from tabletop.games.outrun.table.scene import OutrunScene
from tabletop.scenes.game_over import GameOverScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.setup import SetupScene
from tests.outrun.test_scene import draw_whole

Look = tuple[theme.Symbol, tuple[int, int, int]]


@contextmanager
def symbols_drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Look]]:
    """Every seat symbol drawn while the block runs, with the colour it is drawn in."""
    drawn: list[Look] = []
    real: Callable[..., pygame.Surface] = theme.symbol_surface

    def spy(symbol: theme.Symbol, size: int, colour: Any, outline: Any = None) -> pygame.Surface:
        drawn.append((symbol, tuple(colour)[:3]))
        return real(symbol, size, colour, outline)

    with monkeypatch.context() as patch:
        patch.setattr(theme, "symbol_surface", spy)
        yield drawn


def test_each_seat_shows_the_set_up_row_s_colour_and_symbol_on_the_lane_token_banner_and_game_over(
    monkeypatch: pytest.MonkeyPatch,
):
    app = open_app(Settings(outrun_tutorial_seen=True, animation_speed=0.0), window_size=(1920, 1080))
    pygame.event.clear()
    setup = SetupScene(catalogue.get("outrun"))
    app.push(setup)
    app.step()
    setup.players = 4
    setup.build()
    setup._next_colour(0)  # Anna takes the first colour nobody else has: not her default
    setup._next_colour(0)
    surface = pygame.Surface((1920, 1080))
    with symbols_drawn(monkeypatch) as rows:
        setup.draw(surface)
    seats = setup.seats()
    assert len(rows) == 4 and rows[0] != (theme.Symbol.CIRCLE, (230, 159, 0))
    info = catalogue.get("outrun")
    session = GameSession(info, info.rules(), {"players": 4, "monster": "bear", "boards": 1}, 5, seats)
    scene = OutrunScene(session, autosave=False)
    app.replace(scene)
    app.step()
    draw_whole(scene, surface)  # the table as a whole draws (the tokens wear their symbols)
    for seat, (symbol, colour) in enumerate(rows):
        lane = pygame.Rect(scene.lanes[seat].rect)
        look = scene.lane_look(seat, False)
        table_draw.draw_lane_frame(surface, scene.lanes[seat], seat, table_draw.frame_look(look))
        assert surface.get_at((lane.centerx, lane.top + 1))[:3] == colour, seat
        table_draw._badged_token.cache_clear()
        with symbols_drawn(monkeypatch) as token:
            table_draw.token(seat, 64, look.colour)
        assert token == [(symbol, colour)], seat
        with symbols_drawn(monkeypatch) as banner:
            chrome.draw_turn_banner(surface, session.seats[seat], "", "Run!")
        assert banner == [(symbol, colour)], seat
        monkeypatch.setattr(session, "outcome", lambda seat=seat: Outcome((seat,), "won"))
        over = GameOverScene(scene)
        over.buttons = []  # its buttons are made when it opens; the result is what is looked at
        with symbols_drawn(monkeypatch) as ending:
            over.draw(surface)
        assert ending == [(symbol, colour)], seat
