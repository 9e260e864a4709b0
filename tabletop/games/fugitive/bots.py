"""Computer players for Fugitive."""

from __future__ import annotations

import random
from typing import Any

from tabletop.core.i18n import N_

STRENGTHS: tuple[str, ...] = (N_("casual"), N_("strong"))


def choose(view: dict, legal: list[Any], seat: int, strength: str, rng: random.Random) -> Any:
    """Pick a legal command."""
    return rng.choice(legal)
