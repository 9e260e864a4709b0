"""Issue 20: a seat's colour and symbol are its own (``Seat.colour``, as set-up shows it) on every
screen, in Just Run too: the draft's chips and the strip never fall back to the seat's number."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.core.seats import Seat, default_seats
from tabletop.engine import theme
from tabletop.games.just_run import rules
from tests.just_run import panel_states as ps
from tests.just_run import scene_table
from tests.tables import driver


def test_the_just_run_table_draws_each_seat_in_the_colour_and_symbol_set_up_gave_it(
    monkeypatch: pytest.MonkeyPatch,
):
    def seats(count: int) -> list[Seat]:  # colours set up in the other order
        return [Seat(s.name, 5 - i) for i, s in enumerate(default_seats(count))]

    monkeypatch.setattr(driver, "default_seats", seats)  # the shared driver's seats for a table
    table = scene_table.make_table(players=4)
    own = {(theme.seat_style(seat.colour).symbol, theme.seat_style(seat.colour).colour) for seat in seats(4)}
    drawn: list[tuple[theme.Symbol, tuple[int, ...]]] = []
    real = theme.symbol_surface

    def spy(symbol: theme.Symbol, size: int, colour: Any, outline: Any = None) -> pygame.Surface:
        drawn.append((symbol, tuple(colour)[:3]))
        return real(symbol, size, colour, outline)

    state = ps.draft_state()
    panel = table.scene.draft  # as the table made it: the draft's chips and the survivor's strip
    panel.set_view(ps.view(state, 0), 0, rules.legal_commands(state, 0))
    monkeypatch.setattr(theme, "symbol_surface", spy)
    panel.draw(pygame.Surface((1920, 1080)))
    assert len(drawn) >= len(state.survivors) + 1  # a chip each, and the strip's own
    assert set(drawn) <= own
