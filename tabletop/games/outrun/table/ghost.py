"""The ghost of the best run: a solo practice races against the way its best went.

When a solo practice sets a best, the settings keep that run beside it (``outrun_practice_ghost``,
keyed ``"monster/boards"`` like the best), one small entry a race: its time, the moments on the
race clock each card went down, and the room it reached.  A later practice of the same monster and
boards then shows, if the set-up left the ghost on:

- in the person's lane, a faint veil over as many cards as the best run had laid at the same
  moment of the race that took it on from the room the person stands in, its edge marked "Best"
  (the path cards differ from game to game, so the moment is compared, not the cards);
- in the banner, how far ahead or behind the person is: their time on reaching a room against the
  best run's time on reaching it (checked after each race), and live while a race runs past the
  moment the best run had already got further.

Nothing here is saved with the game but the races so far (the seat's private notes, so Continue
keeps them); the ghost itself is read from the settings when the table opens.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.i18n import N_, _
from tabletop.core.settings import Settings
from tabletop.engine import text
from tabletop.games.outrun.table.practice import best_key, clock_text
from tabletop.games.outrun.table.race_modes import GAME_ID

ROW_LABEL = N_("Ghost of your best")
ROW_NOTE = N_(
    "Ghost of your best: a faint line in your lane shows where your best run was at the same moment, "
    "and the banner says how far ahead or behind you are."
)
AHEAD = N_("{time} ahead of your best")
BEHIND = N_("{time} behind your best")
LEVEL = N_("Level with your best")
GHOST_CARD = N_("Best")  # the word on the ghost's edge in the lane
NOTE_KEY = "practice_ghost"  # the seat's private note holding this game's races so far
GHOST_COLOUR = (200, 220, 255)
MOST_CARDS = 10  # eight moves, The long way and the antidote


def wanted(settings: Settings) -> bool:
    """Whether the set-up left the ghost on (it is, unless turned off)."""
    last = settings.last_setup.get(GAME_ID, {})
    value = last.get("ghost", True) if isinstance(last, Mapping) else True
    return value if isinstance(value, bool) else True


def remember_wanted(settings: Settings, on: bool) -> Settings:
    last = {game: dict(setup) for game, setup in settings.last_setup.items()}
    last[GAME_ID] = {**last.get(GAME_ID, {}), "ghost": on}
    return settings.with_(last_setup=last)


@dataclass(frozen=True)
class GhostRace:
    """One race of a practice run: its time, when each card went down (ms), the room it reached."""

    ms: int
    laid: tuple[int, ...]
    room: int

    def to_json(self) -> dict[str, Any]:
        return {"ms": self.ms, "laid": list(self.laid), "room": self.room}

    @classmethod
    def from_json(cls, data: Any) -> GhostRace:
        if not isinstance(data, Mapping):
            raise ValueError("a ghost race is an object")
        ms, laid, room = data.get("ms"), data.get("laid"), data.get("room")
        numbers = [ms, room, *(laid if isinstance(laid, list) else [None])]
        if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in numbers):
            raise ValueError("a ghost race holds whole non-negative numbers")
        assert isinstance(ms, int) and isinstance(room, int) and isinstance(laid, list)
        return cls(ms, tuple(sorted(laid)), room)


def races_from_json(raw: Any) -> tuple[GhostRace, ...] | None:
    """A kept run, or None when it is missing or damaged (then there is no ghost)."""
    if not isinstance(raw, list) or not raw:
        return None
    try:
        return tuple(GhostRace.from_json(entry) for entry in raw)
    except ValueError:
        return None


def kept(settings: Settings, monster: str, boards: int) -> tuple[GhostRace, ...] | None:
    """The run behind the best of this monster and board count, if the settings keep one."""
    return races_from_json(settings.outrun_practice_ghost.get(best_key(monster, boards)))


def with_ghost(settings: Settings, monster: str, boards: int, races: Sequence[GhostRace]) -> Settings:
    ghosts = dict(settings.outrun_practice_ghost)
    ghosts[best_key(monster, boards)] = [race.to_json() for race in races]
    return settings.with_(outrun_practice_ghost=ghosts)


class Ghost:
    """The best run, asked where it was: its race on from a room, and its time to reach a room."""

    def __init__(self, races: Sequence[GhostRace]) -> None:
        self.races = tuple(races)

    def race_from(self, room: int) -> GhostRace | None:
        """The race that took the best run on from ``room`` (None: it was out by then)."""
        return next((race for race in self.races if race.room > room), None)

    def time_to(self, room: int) -> int | None:
        """The racing time the best run took to reach ``room`` (None: it never did)."""
        total = 0
        for race in self.races:
            total += race.ms
            if race.room >= room:
                return total
        return None

    def cards_at(self, room: int, elapsed_ms: int) -> int | None:
        """How many cards the best run had laid ``elapsed_ms`` into its race on from ``room``."""
        race = self.race_from(room)
        if race is None:
            return None
        return sum(1 for stamp in race.laid if stamp <= elapsed_ms)

    def gap(self, room: int, total_ms: int) -> int | None:
        """The person reached ``room`` after ``total_ms``: how much later than the best run (ms,
        negative: sooner); None before the first room is gained."""
        if room <= 0:
            return None
        reached = self.time_to(room)
        return None if reached is None else total_ms - reached


def gap_words(gap_ms: int) -> str:
    """The banner's words for a gap: ahead, behind or level."""
    if gap_ms == 0:
        return _(LEVEL)
    words = BEHIND if gap_ms > 0 else AHEAD
    return _(words).format(time=clock_text(abs(gap_ms)))


class Recorder:
    """This game's races, as a ghost would need them: the moments cards went down, watched frame
    by frame (a taken-back card takes its moment with it)."""

    def __init__(self, races: Sequence[GhostRace] = ()) -> None:
        self.races: list[GhostRace] = list(races)
        self.laid: list[int] = []

    def watch(self, count: int, elapsed_ms: int) -> None:
        """The lane shows ``count`` cards laid after ``elapsed_ms`` of the race."""
        while len(self.laid) > count:
            self.laid.pop()
        while len(self.laid) < count:
            self.laid.append(max(0, elapsed_ms))

    def race_over(self, ms: int, room: int) -> None:
        self.races.append(GhostRace(max(0, ms), tuple(self.laid), room))
        self.laid = []


GHOST_LABEL_W = 110  # the word's pill, centred on the ghost's edge


def pill_width() -> int:
    return max(GHOST_LABEL_W, text.measure(_(GHOST_CARD), text.READABLE, bold=True)[0] + 20)


def pill_rect(run: pygame.Rect, fan: pygame.Rect) -> pygame.Rect:
    """The word's pill: on the ghost's edge, kept inside the lane's fan."""
    pill = pygame.Rect(0, 0, pill_width(), text.line_height(text.READABLE) + 8)
    pill.center = (run.right, run.centery)
    return pill.clamp(fan)


def ghost_area(run: pygame.Rect, fan: pygame.Rect) -> pygame.Rect:
    """What :func:`draw_ghost` paints: the run, its edge and the word's pill."""
    return run.inflate(4, 0).union(pill_rect(run, fan))


def draw_ghost(surface: pygame.Surface, run: pygame.Rect, fan: pygame.Rect) -> None:
    """A faint veil over the cards the best run had laid, a bright edge where it stands now, and
    the word on the edge (over the cards, on a dark pill so it reads)."""
    if run.width:
        veil = pygame.Surface(run.size, pygame.SRCALPHA)
        veil.fill((*GHOST_COLOUR, 45))
        surface.blit(veil, run)
    edge = pygame.Surface((4, run.height), pygame.SRCALPHA)
    edge.fill((*GHOST_COLOUR, 220))
    surface.blit(edge, (run.right - 2, run.top))
    words = _(GHOST_CARD)
    pill = pill_rect(run, fan)
    back = pygame.Surface(pill.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (12, 16, 30, 215), back.get_rect(), border_radius=pill.height // 2)
    pygame.draw.rect(back, (*GHOST_COLOUR, 220), back.get_rect(), 2, border_radius=pill.height // 2)
    surface.blit(back, pill)
    text.draw_text(surface, words, pill.center, text.READABLE, GHOST_COLOUR, "center", bold=True)
