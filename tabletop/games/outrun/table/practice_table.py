"""Practice at the table: the person's clock in the banner, each race's time after its check, and the
result on the game-over screen (:class:`~tabletop.games.outrun.table.practice.Practice` adds and records).

What a solo player expects of a time trial, and where this table gives it:

- the target before the start: the first countdown shows their best for this monster and board
  count (or that there is none yet), and the banner keeps it in sight all game;
- a running total: the banner's clock adds the race on screen live to the races before, and stops
  when they finish (it says how long, never whether the run is right);
- each race's time: their lane says it once the check has read their run out;
- a clear result: the game-over screen is theirs: a new best is its headline, with how much it
  beat the old one by.

A practice time is the time it took the person to get off the map.  In the solo practice (one
runner, the rules' ``solo``) it always counts when they get off; dawn leaves no time.  In a
practice saved before the solo practice existed (a person beside computer runners) it counts
only when they are the one who gets off first, and the screen says so otherwise.  A solo practice
also races the ghost of its best run (:mod:`~tabletop.games.outrun.table.ghost`): its line in the lane,
the gap in the banner, and a new best keeps this run as the next ghost.  A game left before its
end (the title, Restart, a load) records nothing.  The race times are kept with the game (the
seat's private notes) so a save or Continue after a crash keeps adding up from where it was.

Practice is a component the table holds (``OutrunScene.practice``), not a scene pushed over it: it
never takes the screen or the input, it only adds numbers to what the table shows (the banner's
clock, a lane's race time, the target, the ghost, the game-over body).  The table tells it what
happened (:meth:`PracticeTable.after`, :meth:`PracticeTable.watch`) and asks it what to show.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

import pygame

from tabletop.core.contract import Command
from tabletop.core.i18n import N_, _, ngettext, translate
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine import chrome, text, theme
from tabletop.engine.scene import Host
from tabletop.games.outrun.rules.commands import Run, TimeUp
from tabletop.games.outrun.rules.content import MONSTER_NAMES, Monster
from tabletop.games.outrun.rules.view import OutrunView
from tabletop.games.outrun.table import ghost
from tabletop.games.outrun.table.ghost import Ghost, Recorder
from tabletop.games.outrun.table.practice import Practice, clock_text, practice_best
from tabletop.games.outrun.table.race import Race

NOTE_KEY = "practice_ms"  # the seat's private note holding its race times
CLOCK_SIZE = 30
LONGEST_MS = 59 * 60_000 + 59_999  # 59:59.999
GOLD = (250, 204, 80)
GOOD = (120, 230, 140)

TOTAL = N_("Time {time}")
BEST = N_("Best {time}")
NO_BEST = N_("Best: none yet")
RACE_TIME = N_("{status} in {time}")
TARGET = N_("Beat your best: {time}")
NO_TARGET = N_("Set your first time!")
NEW_BEST = N_("New personal best!")
FIRST_TIME = N_("Your first practice time!")
OFF_THE_MAP = N_("Off the map!")
CAUGHT = N_("{name} got off the map first")
DAWN = N_("Dawn came first")
DAWN_TIME = N_(
    "Dawn came before you got off the map, so this night sets no time. Your races took {time} in all."
)
NO_TIME = N_("A practice time counts only when you are the first off the map. Your races took {time} in all.")
FASTER = N_("{time} faster than your best before ({best}).")
SLOWER = N_("{time} slower than your best.")


class PracticeTable:
    """The practice of the one person at an Outrun table (``seat``)."""

    def __init__(self, session: GameSession, seat: int, settings: Settings | None = None) -> None:
        self.session = session
        self.seat = seat
        view: OutrunView = session.view(None)
        self.solo = len(view["seats"]) == 1  # the rules' solo practice
        self.practice = Practice.from_view(view, seat)
        notes = session.private_for(seat)
        self.practice.times = [int(ms) for ms in notes.get(NOTE_KEY, [])]
        self.won: bool | None = None  # after the end: whether the person got off the map first
        #: this game's races for the next ghost, and the ghost of the best (solo practice only)
        self.recorder = Recorder(ghost.races_from_json(notes.get(ghost.NOTE_KEY)) or ())
        self.ghost: Ghost | None = None
        if self.solo and settings is not None and ghost.wanted(settings):
            races = ghost.kept(settings, self.practice.monster, self.practice.boards)
            self.ghost = Ghost(races) if races is not None else None

    # -- adding up ----------------------------------------------------------------------------------

    def heard(self, command: Command, race: Race | None, relay_times: Mapping[int, int]) -> None:
        """A command is applied: the person's run or "Time's up" adds that race's time."""
        if not isinstance(command, (Run, TimeUp)) or command.seat != self.seat:
            return
        if isinstance(command, Run):
            ms = command.ms
        elif race is not None and self.seat in race.results:
            ms = race.results[self.seat].ms
        else:
            ms = int(relay_times.get(self.seat, 0))
        self.practice.add_race(ms)
        self.session.keep_private(self.seat, NOTE_KEY, list(self.practice.times))
        if self.solo:  # alone, the run is checked and moved as it comes: the room is this race's
            self.recorder.race_over(self.practice.times[-1], self.room())
            races = [race.to_json() for race in self.recorder.races]
            self.session.keep_private(self.seat, ghost.NOTE_KEY, races)

    def room(self) -> int:
        return int(self.session.view(None)["seats"][self.seat]["room"])

    def watch(self, race: Race | None, now_ns: int) -> None:
        """Each frame of a race: note when the person's cards go down (for the next ghost)."""
        if self.solo and race is not None and self.seat in race.hands and not race.finished(self.seat):
            self.recorder.watch(len(race.laid(self.seat)), race.elapsed_ms(now_ns))

    def ghost_cards(self, race: Race | None, now_ns: int) -> int | None:
        """How many cards the ghost has laid in the lane now (None: no ghost in this race)."""
        if self.ghost is None or race is None or self.seat not in race.hands or race.finished(self.seat):
            return None
        if not race.clock.started:
            return None
        cards = self.ghost.cards_at(self.room(), race.elapsed_ms(now_ns))
        return None if cards is None else min(cards, ghost.MOST_CARDS)

    def ghost_words(self, live_ms: int | None = None) -> str | None:
        """The banner's gap to the best run: at the room reached, or, while a race runs past the
        moment the best run had already got further, by how much it is behind now (None: no
        ghost, or nothing to compare yet)."""
        if self.ghost is None:
            return None
        room = self.room()
        gap = self.ghost.gap(room, self.practice.total_ms)
        if live_ms is not None and live_ms > self.practice.total_ms:
            onward = self.ghost.race_from(room)
            reached = self.ghost.time_to(onward.room) if onward is not None else None
            if reached is not None and live_ms > reached:
                gap = live_ms - reached if gap is None else max(gap, live_ms - reached)
        return ghost.gap_words(gap) if gap is not None else None

    def live_ms(self, race: Race | None, now_ns: int) -> int:
        """The total on the banner: the races so far, and the one on screen while it runs."""
        total = self.practice.total_ms
        if race is not None and self.seat in race.hands and not race.finished(self.seat):
            total += race.elapsed_ms(now_ns)
        return total

    def best(self, host: Host) -> int | None:
        """The best for this monster and board count (this game's, once it beat the old one)."""
        return practice_best(host.settings, self.practice.monster, self.practice.boards)

    def record(self, host: Host) -> bool:
        """The game is over: remember the time if the person got off the map first and beat the
        best; True when it is a new best (not the first time)."""
        if self.won is not None:
            return False
        outcome = self.session.outcome()
        self.won = outcome is not None and self.seat in outcome.winners
        if not self.won:
            self.practice.previous_best = self.best(host)
            return False
        if not self.practice.record(host):
            return False
        if self.solo:  # the best's run is the next practice's ghost
            races = self.recorder.races
            host.update_settings(
                ghost.with_ghost(host.settings, self.practice.monster, self.practice.boards, races)
            )
        return self.practice.previous_best is not None

    def race_status(self, status: str) -> str:
        """A checked lane's "Right way" with the time of that race (the last one added):
        ``Right way in 8.250 s``."""
        if not self.practice.times or not status:
            return status
        return _(RACE_TIME).format(status=status, time=clock_text(self.practice.times[-1]))

    def status(self, seat: int, status: str) -> str:
        """A lane's status, with the race's time when the lane is the person's."""
        return self.race_status(status) if seat == self.seat else status

    def after(self, command: Command, race: Race | None, relay_times: Mapping[int, int], host: Host) -> None:
        """A command was applied at the table: add up, and at the end record a new best (the
        game-over screen is its moment)."""
        self.heard(command, race, relay_times)
        if self.session.over:
            self.record(host)

    # -- drawing ----------------------------------------------------------------------------------------

    def clock_part(
        self, host: Host, race: Race | None, right: int, short: bool
    ) -> tuple[pygame.Rect, tuple[str, int], Callable[[pygame.Surface], None]]:
        """The banner's clock ending at ``right``: its box, what it reads, and its painter."""
        total = self.live_ms(race, host.now_ns())
        width = self.clock_width(host, short)
        banner = chrome.BANNER_RECT
        box = pygame.Rect(right - width, banner.top + 6, width, banner.height - 12)
        look = (self.clock_line(host, total, short), right)
        return box, look, partial(self.draw_clock, host=host, total_ms=total, right=right, short=short)

    def clock_width(self, host: Host, short: bool = False) -> int:
        """The box fits the longest time a game could show, so it does not grow as the clock runs;
        ``short``: the time alone, while the check's beats play (the banner's line needs the room)."""
        longest = ghost.gap_words(LONGEST_MS) if self.ghost is not None else None
        line = self.clock_line(host, LONGEST_MS, short, longest)
        return text.measure(line, CLOCK_SIZE, bold=True)[0] + 40

    def clock_line(self, host: Host, total_ms: int, short: bool = False, gap: str | None = None) -> str:
        """The time so far, the best, and the gap to the ghost once a room is gained."""
        left = _(TOTAL).format(time=clock_text(total_ms))
        if short:
            return left
        best = self.best(host)
        right = _(BEST).format(time=clock_text(best)) if best is not None else _(NO_BEST)
        if self.ghost is not None:  # the box keeps room for the gap from the start
            gap = gap if gap is not None else self.ghost_words(total_ms)
            return f"{left}  \u00b7  {gap}" if gap is not None else f"{left}  \u00b7  {right}"
        return f"{left}  \u00b7  {right}"

    def draw_clock(
        self, surface: pygame.Surface, host: Host, total_ms: int, right: int, short: bool = False
    ) -> None:
        """The banner's clock box ending at ``right`` (the banner keeps :meth:`clock_width` free)."""
        line = self.clock_line(host, total_ms, short)
        width = self.clock_width(host, short)
        banner = chrome.BANNER_RECT
        box = pygame.Rect(right - width, banner.top + 6, width, banner.height - 12)
        surface.blit(theme.rounded(box.size, (12, 8, 20, 235), 10, 2, GOLD), box)
        text.draw_text(surface, line, box.center, CLOCK_SIZE, GOLD, "center", bold=True, max_width=width - 16)

    def draw_target(self, surface: pygame.Surface, host: Host, rect: pygame.Rect) -> None:
        """Before the first race: the time to beat, over the path card under the countdown."""
        best = self.best(host)
        line = _(TARGET).format(time=clock_text(best)) if best is not None else _(NO_TARGET)
        box = pygame.Rect(rect.left + 20, rect.top + 20, rect.width - 40, 70)
        surface.blit(theme.rounded(box.size, (12, 8, 20, 235), 12, 3, GOLD), box)
        text.draw_text(surface, line, box.center, 32, GOLD, "center", bold=True, max_width=box.width - 24)

    def draw_game_over(self, surface: pygame.Surface, panel: pygame.Rect, host: Host) -> None:
        """The game-over panel's body in practice: the headline (a new best above all), the game,
        the time in big figures, and how it stands against the best."""
        practice = self.practice
        cx = panel.centerx
        total = practice.total_ms
        before = practice.previous_best
        beaten = bool(self.won) and before is not None and total < before
        if beaten:
            pygame.draw.circle(surface, (60, 44, 10), (cx, panel.top + 96), 62)
            pygame.draw.circle(surface, GOLD, (cx, panel.top + 96), 62, 6)
            text.draw_text(surface, "\u2605", (cx, panel.top + 96), 76, GOLD, "center", bold=True)
            headline, colour = _(NEW_BEST), GOLD
        elif self.won:
            headline, colour = _(OFF_THE_MAP), GOOD
        elif self.solo:
            headline, colour = _(DAWN), theme.TEXT
        else:
            outcome = self.session.outcome()
            winner = outcome.winners[0] if outcome is not None and outcome.winners else None
            name = self.session.seats[winner].name if winner is not None else "?"
            headline, colour = _(CAUGHT).format(name=name), theme.TEXT
        text.draw_text(
            surface,
            headline,
            (cx, panel.top + 170),
            80,
            colour,
            "midtop",
            bold=True,
            shadow=True,
            max_width=panel.width - 80,
        )
        monster = translate(MONSTER_NAMES[Monster(practice.monster)])
        boards = ngettext("{count} map board", "{count} map boards", practice.boards).format(
            count=practice.boards
        )
        races = len(practice.times)
        count = ngettext("{count} race", "{count} races", races).format(count=races)
        text.draw_text(
            surface,
            f"{monster} \u00b7 {boards} \u00b7 {count}",
            (cx, panel.top + 275),
            32,
            theme.TEXT_DIM,
            "midtop",
            max_width=panel.width - 80,
        )
        if self.won:
            text.draw_text(surface, clock_text(total), (cx, panel.top + 330), 96, colour, "midtop", bold=True)
            lines = [] if beaten else [practice.line()]
            if before is not None and total != before:
                words = FASTER if beaten else SLOWER
                lines.append(_(words).format(time=clock_text(abs(total - before)), best=clock_text(before)))
        else:
            lines = [_(DAWN_TIME if self.solo else NO_TIME).format(time=clock_text(total))]
            if before is not None:
                lines.append(_(BEST).format(time=clock_text(before)))
        top = panel.top + (470 if self.won else 340)
        for line in lines:
            box = pygame.Rect(panel.left + 100, top, panel.width - 200, 96)
            top += text.draw_wrapped(surface, line, box, 36, theme.TEXT, align="center") + 16


def practice_seat(session: GameSession, mode_is_practice: bool) -> int | None:
    """The one person practising, or None when this is not a practice game (or not one person).
    A game of one seat is the solo practice whatever the plan says."""
    if not mode_is_practice and len(session.seats) != 1:
        return None
    people = [seat for seat, entry in enumerate(session.seats) if not entry.is_computer]
    return people[0] if len(people) == 1 else None
