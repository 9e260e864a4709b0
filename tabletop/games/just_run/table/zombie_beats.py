"""The zombie turn told as timeline beats (Zombie Turn; How Zombies Make Decisions).

:func:`narrate` reads the events of a zombie turn into :class:`ZombieLine` s: the step each
belongs to (Attack, Bash, Move, Spawn), a line saying what happens ("3 zombies move toward Ana:
2 rooms away"), a second line saying why when the book's tie rules decided it, the rooms a board
draws an arrow between, and the dice the book would roll for each random choice, with what each
face means.  :class:`ZombieNarration` is the panel that shows the line on screen (the four steps
named, the current one lit, the dice rolling) and makes the beats; the board follows
``line.room`` and draws ``line.arrow``; a zombie fight's line carries its
:class:`~tabletop.games.just_run.table.fight_panel.FightLook`, whose dice play on the fight panel.
The pace is the app's animation speed times the panel's own pace button (slow, normal, fast, or
wait for Next: each line stays until Next; kept in the settings, so a loaded game keeps it);
the table's Next and Skip all buttons skip a beat or the whole turn (its end state is the one
already applied).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from tabletop.core.contract import Event
from tabletop.core.i18n import N_, _, ngettext
from tabletop.core.settings import NARRATION_PACES
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.dice import ROLL_TIME, DiceSprite
from tabletop.engine.intents import Click, Intent
from tabletop.engine.timeline import Beat
from tabletop.games.just_run.table.board_words import side_way
from tabletop.games.just_run.table.fight_panel import FightLook, FightPanel

Cell = tuple[int, int]

STEPS: tuple[str, ...] = ("attack", "bash", "move", "spawn")
STEP_NAMES: dict[str, str] = {
    "attack": N_("Attack"),
    "bash": N_("Bash"),
    "move": N_("Move"),
    "spawn": N_("Spawn"),
}
STEP_RULES: dict[str, str] = {
    "attack": N_("Zombies in a room with survivors attack them."),
    "bash": N_("A horde waiting at a shut door toward survivors bashes it open."),
    "move": N_("Every other zombie moves one room toward the nearest survivors."),
    "spawn": N_("A zombie crawls into every empty room with a hand print."),
}
SIDE_STEP = {"n": (1, 0), "s": (-1, 0), "e": (0, 1), "w": (0, -1)}
#: the panel lies over the inventory strip at the table's foot (the strip has nothing to do while
#: the zombies play), so the whole board stays in sight: over the board it hid the top third
PANEL_RECT = pygame.Rect(16, 800, 1888, 270)
#: the strip's place under the panel while the zombies play
BACKDROP = (12, 12, 14)
#: the four steps' names in the title row
STEP_SIZE = 26
LINE_HOLD = 1.3
STEP_HOLD = 0.9
#: the players' pace for the zombie turn: hold factors and their names
PACES: tuple[tuple[float, str], ...] = (
    (1.8, N_("slow")),
    (1.0, N_("normal")),
    (0.5, N_("fast")),
    (math.inf, N_("wait for Next")),
)
#: the settings' names of the paces (``Settings.narration_pace``), in the order of ``PACES``
PACE_KEYS: tuple[str, ...] = NARRATION_PACES


def panel_over(strip: pygame.Rect) -> pygame.Rect:
    """The zombie turn's panel over the inventory strip ``strip``, a margin in from its edges."""
    return strip.inflate(-2 * PANEL_RECT.left, -(strip.height - PANEL_RECT.height))


def pace_words(name: str) -> str:
    """The pace button's words for the pace called ``name`` (untranslated)."""
    return _("Pace: {pace}").format(pace=_(name))


def pace_factor(key: str) -> float:
    """The hold factor of a pace named in the settings (normal for a name it does not know)."""
    return PACES[PACE_KEYS.index(key)][0] if key in PACE_KEYS else 1.0


def pace_key(factor: float) -> str:
    factors = [f for f, _name in PACES]
    return PACE_KEYS[factors.index(factor)] if factor in factors else "normal"


@dataclass(frozen=True)
class ZombieLine:
    """One beat of the zombie turn as the table tells it."""

    step: str
    text: str
    why: str = ""
    arrow: tuple[Cell, Cell] | None = None  # from and to, for the board's arrow
    rooms: tuple[Cell, ...] = ()  # the rooms the line is about (the camera follows the first)
    dice: tuple[int, ...] = ()  # the dice the book would roll for the random choices
    legend: str = ""  # what the dice faces mean
    fight: FightLook | None = None  # a zombie fight: the fight panel plays its dice
    event_index: int | None = None  # the line's event in the list narrated
    header: bool = False  # the step's own title beat
    kind: str = ""  # the event kind it tells

    @property
    def room(self) -> Cell | None:
        return self.rooms[0] if self.rooms else None


def join_names(names: Sequence[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cleo'."""
    if not names:
        return _("the survivors")
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def _cell(value: Any) -> Cell | None:
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return int(value[0]), int(value[1])
    return None


def _beyond(row: int, col: int, side: str) -> Cell:
    dr, dc = SIDE_STEP.get(side, (0, 0))
    return row + dr, col + dc


def _rooms_away(steps: int) -> str:
    return ngettext("{count} room away", "{count} rooms away", steps).format(count=steps)


def book_face(choice: int, options: int, salt: int = 0) -> int:
    """The face a six-sided die would show for the ``choice``-th (from 1) of ``options``: the
    faces are shared out evenly (two options: 1-3 and 4-6); faces left over are rolled again."""
    width = max(1, 6 // max(1, options))
    return (choice - 1) * width + 1 + salt % width


def face_legend(options: Sequence[str]) -> str:
    """What each face means: '1-3: Ana   4-6: Ben', with '5-6: roll again' where faces are left."""
    width = max(1, 6 // max(1, len(options)))
    parts = []
    for n, option in enumerate(options):
        low, high = n * width + 1, (n + 1) * width
        parts.append(f"{low}: {option}" if low == high else f"{low}-{high}: {option}")
    used = len(options) * width
    if used < 6:
        again = _("roll again")
        parts.append(f"{used + 1}: {again}" if used + 1 == 6 else f"{used + 1}-6: {again}")
    return "   ".join(parts)


def narrate(events: Sequence[Event], names: Sequence[str]) -> list[ZombieLine]:
    """The zombie turn in ``events`` (a command's events; the rest is ignored) as lines."""

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else _("a survivor")

    def who(seats: Sequence[Any]) -> str:
        return join_names([name(s) for s in seats])

    legend = face_legend

    lines: list[ZombieLine] = []
    step = ""
    step_index: int | None = None  # the step's own event: a step where nothing happens is told there
    in_turn = False
    step_lines = 0
    for index, event in enumerate(events):
        data: Mapping[str, Any] = event.data
        kind = event.kind
        if kind == "zombie_turn":
            in_turn = True
            continue
        if not in_turn:
            continue
        if kind in ("round", "turn", "game_over"):
            break
        if kind == "zombie_step":
            if step and step_lines == 0:
                lines.append(ZombieLine(step, _("Nothing happens."), event_index=step_index))
            step = str(data.get("step", ""))
            step_index = index
            step_lines = 0
            lines.append(
                ZombieLine(
                    step,
                    _(STEP_NAMES.get(step, step)),
                    _(STEP_RULES[step]) if step in STEP_RULES else "",
                    event_index=index,
                    header=True,
                )
            )
            continue
        line = _line(event, index, step, name, who, legend)
        if line is not None and kind == "zombie_fight":
            line = replace(line, fight=FightLook.read(events[index:], names))
        if line is None:
            continue
        if kind == "spawned" and lines and lines[-1].kind == "spawned":
            previous = lines.pop()
            line = _spawns(previous.rooms + line.rooms, step, previous.event_index)
        lines.append(line)
        step_lines += 1
    if step and step_lines == 0:
        lines.append(ZombieLine(step, _("Nothing happens."), event_index=step_index))
    return lines


def _spawns(rooms: tuple[Cell, ...], step: str, index: int | None) -> ZombieLine:
    count = len(rooms)
    text = ngettext(
        "{count} zombie crawls out of a hand-print room.",
        "{count} zombies crawl out of hand-print rooms.",
        count,
    ).format(count=count)
    return ZombieLine(step, text, rooms=rooms, event_index=index, kind="spawned")


def _line(
    event: Event,
    index: int,
    step: str,
    name: Callable[[Any], str],
    who: Callable[[Sequence[Any]], str],
    legend: Callable[[Sequence[str]], str],
) -> ZombieLine | None:
    data: Mapping[str, Any] = event.data
    kind = event.kind
    if kind == "horde_victim":
        seats = list(data.get("seats", [data["seat"]]))
        text = _("The horde goes for {name}.").format(name=name(data["seat"]))
        if len(seats) > 1:
            return ZombieLine(
                step,
                text,
                _("Several survivors stand there: a die picks the victim."),
                dice=(book_face(int(data["die"]), len(seats), index),),
                legend=legend([name(s) for s in seats]),
                event_index=index,
            )
        return ZombieLine(step, text, event_index=index)
    if kind == "zombies_choose":
        seats = list(data["seats"])
        room = (int(data["row"]), int(data["col"]))
        return ZombieLine(
            step,
            _("Each zombie rolls a die for its victim."),
            _("{names} stand in the same room.").format(names=who(seats)),
            rooms=(room,),
            dice=tuple(book_face(int(d), len(seats), index + n) for n, d in enumerate(data["dice"])),
            legend=legend([name(s) for s in seats]),
            event_index=index,
        )
    if kind == "zombie_fight":
        count = len(data["attack"])
        text = ngettext("{count} zombie attacks {name}.", "{count} zombies attack {name}.", count).format(
            count=count, name=_("the rescuee") if data.get("rescuee") else name(data.get("seat"))
        )
        return ZombieLine(step, text, event_index=index)
    if kind == "horde_bash":
        row, col, side = int(data["row"]), int(data["col"]), str(data["side"])
        return ZombieLine(
            step,
            _("A horde bashes a shut door open."),
            _("It waited there last turn: survivors lie beyond."),
            arrow=((row, col), _beyond(row, col, side)),
            rooms=((row, col),),
            event_index=index,
        )
    if kind == "zombies_move":
        return _move_line(event, index, step, who, legend)
    if kind == "zombies_wait":
        start = _cell(data.get("from"))
        count = int(event.params.get("count", 1))
        seats = data.get("seats") or []
        text = ngettext(
            "{count} zombie waits at a shut door toward {names}.",
            "{count} zombies wait at a shut door toward {names}.",
            count,
        ).format(count=count, names=who(seats))
        arrow = (start, _beyond(*start, str(data["side"]))) if start is not None else None
        return ZombieLine(
            step,
            text,
            _("No open way leads to a survivor: they gather to bash it."),
            arrow=arrow,
            rooms=(start,) if start is not None else (),
            event_index=index,
        )
    if kind == "zombies_barricade":
        start = _cell(data.get("from"))
        arrow = (start, _beyond(*start, str(data["side"]))) if start is not None else None
        return ZombieLine(
            step,
            _("Zombies claw at a barricade."),
            _("It holds them this turn, and falls at the end of the round."),
            arrow=arrow,
            rooms=(start,) if start is not None else (),
            event_index=index,
        )
    if kind == "spawned":
        return _spawns(((int(data["row"]), int(data["col"])),), step, index)
    if kind == "risen":
        return ZombieLine(
            step,
            _("The fallen rise as zombies."),
            rooms=((int(data["row"]), int(data["col"])),),
            event_index=index,
        )
    if kind == "zombie_taken":
        return ZombieLine(
            step,
            _("No pawns are left: one is taken from near the start."),
            rooms=((int(data["row"]), int(data["col"])),),
            event_index=index,
        )
    if kind == "died":
        return ZombieLine(step, _("{name} is dead.").format(name=name(data["seat"])), event_index=index)
    return None


def _move_line(
    event: Event,
    index: int,
    step: str,
    who: Callable[[Sequence[Any]], str],
    legend: Callable[[Sequence[str]], str],
) -> ZombieLine:
    data: Mapping[str, Any] = event.data
    count = int(data["count"])
    steps = int(data["steps"])
    seats = list(data.get("seats") or [])
    text = ngettext(
        "{count} zombie moves toward {names}: {away}.", "{count} zombies move toward {names}: {away}.", count
    ).format(count=count, names=who(seats), away=_rooms_away(steps))
    why = ""
    dice: tuple[int, ...] = ()
    faces = ""
    reason = data.get("reason")
    if reason == "more_survivors":
        why = _("Other survivors are as near, but this room holds more of them.")
    elif reason == "die":
        why = _("Other survivors are as near and as many: a die decides.")
        groups = data.get("tied_seats", [])
        dice = (book_face(int(data["die"]), len(groups), index),)
        faces = legend([who(group) for group in groups])
    if "path_die" in data:
        paths = int(data["paths"])
        more = ngettext("{count} way is as short", "{count} ways are as short", paths).format(count=paths)
        why = f"{why} {_('{ways}: a die picks one.').format(ways=more)}".strip()
        dice = (*dice, book_face(int(data["path_die"]), paths, index))
        ways = legend([side_way(side) for side in data.get("ways", [])])
        faces = f"{faces}   |   {ways}" if faces else ways
    start, end = _cell(data.get("from")), _cell(data.get("to"))
    arrow = (start, end) if start is not None and end is not None else None
    return ZombieLine(
        step,
        text,
        why,
        arrow=arrow,
        rooms=tuple(c for c in (start, end) if c is not None),
        dice=dice,
        legend=faces,
        event_index=index,
    )


@dataclass
class ZombieNarration:
    """The zombie turn's panel: the four steps named, the line on screen, its dice."""

    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(PANEL_RECT))
    #: what the panel lies over (the inventory strip), darkened whole so no card peeks round it
    backdrop: pygame.Rect | None = None
    line: ZombieLine | None = None
    dice: list[DiceSprite] = field(default_factory=list)
    visible: bool = False
    #: the table's hook: called with each line as its beat starts (move the camera, draw arrows)
    on_line: Callable[[ZombieLine], object] | None = None
    #: how long each line stays, as a factor of the normal hold (the players' pace)
    pace: float = 1.0
    _beats: list[tuple[Beat, float]] = field(default_factory=list)

    def beats(
        self,
        lines: Sequence[ZombieLine],
        log_start: int | None = None,
        fights: FightPanel | None = None,
    ) -> list[Beat]:
        """One beat per line; ``log_start`` is the log index of the first narrated event.  With
        ``fights``, each zombie fight's dice play on that panel right after its line."""
        out = []
        self._beats = []
        for line in lines:
            hold = STEP_HOLD if line.header else LINE_HOLD + (ROLL_TIME if line.dice else 0.0)
            log = (
                log_start + line.event_index
                if log_start is not None and line.event_index is not None
                else None
            )
            beat = Beat(self._starter(line), self._paced(hold), log, line.text)
            self._beats.append((beat, hold))
            out.append(beat)
            if fights is not None and line.fight is not None:
                for fight_beat in fights.beats(line.fight, log):
                    self._beats.append((fight_beat, -fight_beat.hold))  # negative: a fight's step
                    fight_beat.hold = self._paced(fight_beat.hold, fight=True)
                    out.append(fight_beat)
                out.append(Beat(fights.hide, 0.0))
        out.append(Beat(self.hide, 0.0))
        return out

    def lie_over(self, strip: pygame.Rect) -> None:
        """Lie over the inventory strip ``strip`` (it has nothing to do while the zombies play),
        leaving the whole board in sight."""
        self.rect, self.backdrop = panel_over(strip), pygame.Rect(strip)

    def pace_button_rect(self) -> pygame.Rect:
        """As wide as its widest pace's words (it keeps its place as the pace changes)."""
        widest = max(txt.measure(pace_words(name), 24, bold=True)[0] for _factor, name in PACES)
        width, height = max(280, widest + 32), max(48, txt.line_height(24, True) + 16)
        return pygame.Rect(self.rect.right - 20 - width, self.rect.top + 10, width, height)

    def next_pace(self) -> None:
        """Slow, normal, fast, wait for Next, slow...: the beats still to come take the new pace
        at once."""
        factors = [factor for factor, _name in PACES]
        index = factors.index(self.pace) if self.pace in factors else 1
        self.set_pace(factors[(index + 1) % len(factors)])

    def set_pace(self, pace: float) -> None:
        self.pace = pace
        for beat, hold in self._beats:
            beat.hold = self._paced(abs(hold), fight=hold < 0)

    def _paced(self, hold: float, fight: bool = False) -> float:
        """A beat's hold at this pace.  Waiting for Next holds the narrated lines only: a fight's
        dice and pairing play through at the normal pace (each would otherwise want its own Next)."""
        if hold <= 0:
            return hold
        if math.isinf(self.pace):
            return hold if fight else math.inf
        return hold * self.pace

    def handle(self, intent: Intent) -> bool:
        """A click on the pace button changes the pace; True when the intent was the panel's."""
        if self.visible and isinstance(intent, Click) and self.pace_button_rect().collidepoint(intent.pos):
            self.next_pace()
            return True
        return False

    def _starter(self, line: ZombieLine) -> Callable[[], None]:
        return lambda: self.show(line)

    def show(self, line: ZombieLine) -> None:
        self.line = line
        self.visible = True
        x = self.rect.right - 60 - (len(line.dice) - 1) * 80
        self.dice = []
        for n, value in enumerate(line.dice):
            die = DiceSprite((x + 80 * n, self.rect.top + 116), 1, 64, seed=n + 7)
            die.roll(value)
            self.dice.append(die)
        if self.on_line is not None:
            self.on_line(line)

    def hide(self) -> None:
        self.visible = False
        self.line = None
        self.dice = []

    def skip(self) -> None:
        for die in self.dice:
            die.skip()

    def update(self, dt: float) -> bool:
        busy = False
        for die in self.dice:
            busy |= die.update(dt)
        return busy

    def header_bottom(self) -> int:
        """Where the title row (the title, the four steps' chips, the pace button) ends: it grows
        with the text size, and the line said goes under it."""
        chip = txt.line_height(STEP_SIZE, True) + 8
        return self.rect.top + 12 + max(chip, self.pace_button_rect().height)

    def draw(self, surface: pygame.Surface) -> None:
        line = self.line
        if not self.visible or line is None:
            return
        if self.backdrop is not None:
            surface.fill(BACKDROP, self.backdrop)
        theme.blit_shadow(surface, self.rect, 18, (8, 14), 14, 160)
        # opaque: the inventory strip it lies over must not show through
        surface.blit(theme.rounded(self.rect.size, (16, 20, 14), 18, 3, (70, 96, 52)), self.rect)
        x = self.rect.left + 24
        button = self.pace_button_rect()
        title = txt.draw_text(
            surface, _("The zombies' turn"), (x, self.rect.top + 14), 28, (150, 190, 110), bold=True
        )
        x = title.right + 30
        for step in STEPS:
            current = step == line.step
            label = _(STEP_NAMES[step])
            w, h = txt.measure(label, STEP_SIZE, bold=True)
            chip = pygame.Rect(x, self.rect.top + 12, w + 28, h + 8)
            fill = (120, 160, 70) if current else (40, 46, 36)
            surface.blit(theme.rounded(chip.size, fill, chip.height // 2), chip)
            ink = (16, 20, 12) if current else theme.TEXT_DIM
            txt.draw_text(surface, label, chip.center, STEP_SIZE, ink, "center", True)
            x = chip.right + 10
        surface.blit(theme.rounded(button.size, (40, 46, 36), 12, 2, (90, 110, 70)), button)
        name = next((n for f, n in PACES if f == self.pace), PACES[1][1])
        txt.draw_text(
            surface,
            pace_words(name),
            button.center,
            24,
            theme.TEXT,
            "center",
            True,
            button.width - 16,
        )
        words_right = self.dice[0].rect.left - 20 if self.dice else self.rect.right - 24
        width = words_right - self.rect.left - 24
        said = txt.draw_text(
            surface,
            line.text,
            (self.rect.left + 24, self.header_bottom() + 10),
            34,
            theme.TEXT,
            bold=True,
            max_width=width,
        )
        bottom = self.rect.bottom - 12
        if line.legend:
            legend = txt.draw_text(
                surface,
                line.legend,
                (self.rect.right - 24, bottom),
                24,
                theme.TEXT_DIM,
                "bottomright",
                max_width=self.rect.width - 48,
            )
            bottom = legend.top - 4
        if line.why:
            box = pygame.Rect(self.rect.left + 24, said.bottom + 6, width, bottom - said.bottom - 6)
            txt.draw_wrapped(surface, line.why, box, 26, (214, 206, 170))
        for die in self.dice:
            die.draw(surface)
