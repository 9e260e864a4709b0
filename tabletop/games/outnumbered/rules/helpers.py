"""Small questions the table and the computer heroes ask of a State or of its view."""

from __future__ import annotations

from typing import Any

from tabletop.games.outnumbered.rules.board import ROWS
from tabletop.games.outnumbered.rules.state import State


def _lanes(source: State | dict[str, Any]) -> list[tuple[bool, list[str | None]]]:
    """(barricade standing, villain id per row) for every lane of a State or a view."""
    if isinstance(source, State):
        return [(source.barricades[i], list(rows)) for i, rows in enumerate(source.lanes)]
    return [
        (bool(lane["barricade"]), [v["id"] if v else None for v in lane["villains"]])
        for lane in source["lanes"]
    ]


def villain_at(source: State | dict[str, Any], lane: int, row: int) -> str | None:
    """The id of the villain on a space (None for an empty or missing space)."""
    if isinstance(source, State):
        if 0 <= lane < len(source.lanes) and 0 <= row < ROWS:
            return source.lanes[lane][row]
        return None
    lanes = source["lanes"]
    if 0 <= lane < len(lanes) and 0 <= row < ROWS:
        villain = lanes[lane]["villains"][row]
        return villain["id"] if villain else None
    return None


def danger_order(source: State | dict[str, Any]) -> list[tuple[int, int, str]]:
    """Every villain on the board as (lane, row, id), the closest to breaking through first.

    Lower rows come first; at the same row a lane whose barricade is gone (where a breach loses
    the game) comes before a defended one.
    """
    lanes = _lanes(source)
    found = [
        (lane, row, villain)
        for lane, (_, rows) in enumerate(lanes)
        for row, villain in enumerate(rows)
        if villain is not None
    ]
    found.sort(key=lambda item: (-item[1], lanes[item[0]][0], item[0]))
    return found
