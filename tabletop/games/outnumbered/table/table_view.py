"""The table's side of the view: what its parts hold before the first view arrives."""

from __future__ import annotations

from typing import cast

from tabletop.games.outnumbered.rules.view import OutnumberedView


def before_first_view() -> OutnumberedView:
    """An empty view for a table part that has not been given one yet.

    Not a view the rules could build (every key is missing): the parts read it only through
    ``.get`` with a default until ``set_view`` hands them the real one.
    """
    return cast("OutnumberedView", {})
