"""The table's side of the view: what its parts hold before the first view arrives."""

from __future__ import annotations

from typing import cast

from tabletop.games.just_run.rules.view import JustRunView


def before_first_view() -> JustRunView:
    """An empty view for a table part that has not been given one yet.

    Not a view the rules could build (every key is missing), hence the cast: the parts read it
    only through ``.get`` with a default, or not at all, until ``set_view`` hands them the real one.
    """
    return cast("JustRunView", {})
