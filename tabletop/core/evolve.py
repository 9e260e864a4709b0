"""A fast ``dataclasses.replace`` for the games' frozen state classes.

``apply`` copies the state a few times per command and the random-game tests play hundreds of
thousands of commands; the generic ``replace`` re-runs ``__init__`` and is several times slower.
Pure Python, so every rules package may use it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")


def evolver(cls: type[T]) -> Callable[..., T]:
    """``evolve(obj, **changes)`` for instances of the frozen (non-slots) dataclass ``cls``."""
    names = frozenset(f.name for f in fields(cls))  # type: ignore[arg-type]

    def evolve(obj: T, **changes: Any) -> T:
        unknown = changes.keys() - names
        if unknown:
            raise TypeError(f"{cls.__name__} has no field {sorted(unknown)}")
        new = object.__new__(cls)
        new.__dict__.update(obj.__dict__)
        new.__dict__.update(changes)
        return new

    evolve.__doc__ = f"A copy of a {cls.__name__} with some fields changed (fast ``dataclasses.replace``)."
    return evolve
