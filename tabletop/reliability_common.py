"""What the reliability trials share: the tally they count in, the real saves they damage, and
the scratch folder and counting of a damaged board map.

Its own module so the damaged-file trials (``tabletop.reliability_files``, run in a child
process) and the other trials (``tabletop.reliability``) both use it without importing each other.
"""

from __future__ import annotations

import os
import random
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tabletop

ROOT = Path(tabletop.__file__).resolve().parent.parent
STEP_CAP = 6000  # commands a random playout may take before it counts as endless

Row = tuple[str, str, str, str]


@dataclass
class Tally:
    """Outcomes of one kind of trial, with the first few crashes kept to be read."""

    trials: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    crashes: list[str] = field(default_factory=list)

    def add(self, outcome: str, detail: str = "") -> None:
        self.trials += 1
        self.counts[outcome] = self.counts.get(outcome, 0) + 1
        if outcome == "crashed" and len(self.crashes) < 5:
            self.crashes.append(detail)

    def get(self, outcome: str) -> int:
        return self.counts.get(outcome, 0)

    def to_json(self) -> dict[str, Any]:
        return {"trials": self.trials, **self.counts, "first_crashes": self.crashes}


def verdict(ok: bool) -> str:
    """A row's last column: every section of the table says it the same way."""
    return "ok" if ok else "MISSED"


def child_env(home: Path) -> dict[str, str]:
    """The environment of a trial's child process: the app headless, in a scratch home."""
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "TABLETOP_HOME": str(home),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "PYTHONPATH": str(ROOT),
    }


def sample_saves(seed: int) -> list[dict[str, Any]]:
    """Real saves of every playable game: early, mid-game and finished."""
    from tabletop.core import catalogue
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession

    saves_: list[dict[str, Any]] = []
    rng = random.Random(seed)
    for info in catalogue.playable():
        for moves in (5, 40, STEP_CAP):
            players = max(info.min_players, min(2, info.max_players))
            session = GameSession.new(
                info, {"players": players}, rng.randrange(1, 10**6), default_seats(players)
            )
            for _ in range(moves):
                acting = session.to_act()
                if not acting or session.over:
                    break
                session.apply(rng.choice(session.legal(acting[0])))
            if session.steps:
                session.keep_private(0, "notes", {"marked": [1, 2, 3]})
            saves_.append(session.to_save())
    return saves_


def map_folder(scratch: Path) -> Path:
    """A scratch ``maps/`` for damaged maps, laid out as the shipped one: its tilesets beside it
    and the tilesets' images at ``../art``, so only the damage can make a map fail."""
    folder = scratch / "maps"
    folder.mkdir(parents=True, exist_ok=True)
    for extra in (ROOT / "maps").glob("*.tsx"):  # tilesets beside the map, as in maps/
        (folder / extra.name).write_bytes(extra.read_bytes())
    art = scratch / "art"
    if not art.exists():
        art.symlink_to(ROOT / "art", target_is_directory=True)  # the tilesets' images, as ../art
    return folder


def tally_map(tally: Tally, path: Path, read: Callable[[], tuple[str, str]]) -> None:
    """Count one damaged map at ``path`` as ``read`` came out of it, then forget it.

    ``read`` returns its outcome (and a detail for a crash); a ``LayoutError`` that names the
    file is a refusal, one that does not and any other exception a crash.  The map and the art
    cached from it are gone afterwards either way, so the next trial starts clean."""
    from tabletop.core.layout import LayoutError
    from tabletop.engine import board

    try:
        tally.add(*read())
    except LayoutError as err:
        tally.add("refused" if str(err).startswith(str(path)) else "crashed", f"unnamed: {err}")
    except Exception:  # noqa: BLE001 - counting crashes is the point
        tally.add("crashed", traceback.format_exc(limit=3))
    finally:
        board.clear_cache()
        path.unlink(missing_ok=True)
