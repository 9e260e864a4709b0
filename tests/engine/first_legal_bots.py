"""A computer player for engine tests: it answers the first legal command."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.contract import Command

STRENGTHS = ("strong",)


def choose(
    view: Mapping[str, Any], legal: Sequence[Command], seat: int, strength: str, rng: random.Random
) -> Command:
    return legal[0]
