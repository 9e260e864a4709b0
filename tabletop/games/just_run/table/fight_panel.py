"""A fight on screen (All About Fighting; Taking Damage; Wear & Tear), from the rules' events.

Every die thrown is shown: the attacker's row above, the defender's below, each sorted highest
first so the pairs stand in columns, highest against highest.  Each pair's winning die is lit and
the loser dimmed; an unopposed die wins on its own.  A line explains ties by the book (the
defender wins them, zombies always win them, a flail attacker wins them unless the defender also
swings a flail).  The damage leaves as tokens (zombies destroyed, life lost) and the Wear & Tear
die rolls beside the fight for a wrench weapon.

The panel plays as timeline beats (:meth:`FightPanel.beats`): the throw, the pairing, the damage,
Wear & Tear.  It owns its dice (:class:`~tabletop.engine.dice.DiceSprite`) and tokens; it makes no
command (a click on it only hides it once the fight has played).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from tabletop.core.contract import Event
from tabletop.core.i18n import _, ngettext
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.dice import ROLL_TIME, DiceSprite
from tabletop.engine.intents import Click, Intent
from tabletop.engine.timeline import Beat
from tabletop.engine.tween import Ease, Motion
from tabletop.games.just_run.rules.fighting import pair_dice
from tabletop.games.just_run.table.item_cards import item_name

PANEL_RECT = pygame.Rect(420, 150, 1080, 500)
DIE = 84
COLUMN = 108
WIN = (255, 214, 90)
ZOMBIE = (92, 120, 70)
BLOOD = (200, 56, 48)
FIGHT_KINDS = ("fight", "zombie_fight")
WEAR_X = 100  # the Wear & Tear die's column, from the panel's right edge


@dataclass(frozen=True)
class DiePair:
    """One column of a fight: the attack die and the defence die (None: unopposed), who won it,
    and whether it was a tie settled by the tie rule."""

    attack: int | None
    defence: int | None
    attacker_wins: bool
    tie: bool


def pairs(attack: Sequence[int], defence: Sequence[int], *, attacker_takes_ties: bool) -> list[DiePair]:
    """The book's pairing, column by column (its hit counts are ``fighting.pair_dice``'s)."""
    high_attack = sorted(attack, reverse=True)
    high_defence = sorted(defence, reverse=True)
    out = []
    for index in range(max(len(high_attack), len(high_defence))):
        a = high_attack[index] if index < len(high_attack) else None
        d = high_defence[index] if index < len(high_defence) else None
        if d is None:
            out.append(DiePair(a, None, True, False))
        elif a is None:
            out.append(DiePair(None, d, False, False))
        else:
            out.append(DiePair(a, d, a > d or (a == d and attacker_takes_ties), a == d))
    return out


@dataclass(frozen=True)
class FightLook:
    """A fight read from its events: who throws what, the tie rule, and what followed."""

    attacker: str
    defender: str
    attack: tuple[int, ...]
    defence: tuple[int, ...]
    attacker_flail: bool
    defender_flail: bool
    zombies_attack: bool  # a zombie fight: the zombies are the attacker
    zombies_defend: bool
    opportunity: bool
    ranged: bool
    weapon: str | None
    hits: tuple[int, int]  # the hits each side scores, by ``fighting.pair_dice``
    killed: int
    damage: int  # life and armour points the survivor(s) lost in this fight
    wear: tuple[tuple[str, bool], ...]  # (item, broke) for each Wear & Tear roll
    zombies: int = 0  # how many zombies fight

    @property
    def attacker_takes_ties(self) -> bool:
        return self.zombies_attack or (self.attacker_flail and not self.defender_flail)

    @property
    def columns(self) -> list[DiePair]:
        return pairs(self.attack, self.defence, attacker_takes_ties=self.attacker_takes_ties)

    @classmethod
    def read(cls, events: Sequence[Event], names: Sequence[str]) -> FightLook | None:
        """The first fight in ``events`` and the events that follow it up to the next fight."""
        start = next((i for i, e in enumerate(events) if e.kind in FIGHT_KINDS), None)
        if start is None:
            return None
        fight = events[start]
        rest = []
        for event in events[start + 1 :]:
            if event.kind in FIGHT_KINDS or event.kind in ("zombie_step", "opportunity", "turn", "round"):
                break
            rest.append(event)
        data = fight.data

        def name(seat: Any) -> str:
            return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else _("a survivor")

        zombie_fight = fight.kind == "zombie_fight"
        if zombie_fight:
            count = len(data["attack"])
            attacker = ngettext("{count} zombie", "{count} zombies", count).format(count=count)
            # the Rescue Mission's rescuee is attacked too (no seat: the data says "rescuee")
            defender = _("the rescuee") if data.get("rescuee") else name(data.get("seat"))
        else:
            attacker = name(data["seat"])
            target = data.get("target")
            if target is None:
                count = len(data["defence"])
                defender = ngettext("{count} zombie", "{count} zombies", count).format(count=count)
            else:
                defender = name(target)
        return cls(
            attacker=attacker,
            defender=defender,
            attack=tuple(data["attack"]),
            defence=tuple(data["defence"]),
            attacker_flail=bool(data.get("attacker_flail", False)),
            defender_flail=bool(data.get("defender_flail", False)),
            zombies_attack=zombie_fight,
            zombies_defend=not zombie_fight and data.get("target") is None,
            opportunity=bool(data.get("opportunity", False)),
            ranged=bool(data.get("ranged", False)),
            weapon=data.get("weapon"),
            hits=pair_dice(
                data["attack"],
                data["defence"],
                attacker_flail=bool(data.get("attacker_flail", False)),
                defender_flail=bool(data.get("defender_flail", False)),
                zombie_attacker=zombie_fight,
            ),
            killed=sum(int(e.data.get("count", 0)) for e in rest if e.kind == "zombies_killed"),
            damage=sum(int(e.data.get("points", 0)) for e in rest if e.kind == "damage"),
            wear=tuple(
                (str(e.params.get("item", "")), bool(e.data.get("broken", False)))
                for e in rest
                if e.kind == "wear"
            ),
            zombies=len(data["attack"])
            if zombie_fight
            else len(data["defence"])
            if data.get("target") is None
            else 0,
        )

    def title(self) -> str:
        if self.zombies_attack:
            if self.opportunity:
                words = ngettext(
                    "{count} zombie lashes out at {name}", "{count} zombies lash out at {name}", self.zombies
                )
            else:
                words = ngettext(
                    "{count} zombie attacks {name}", "{count} zombies attack {name}", self.zombies
                )
            return words.format(count=self.zombies, name=self.defender)
        if self.weapon:
            return _("{name} attacks {target} with the {weapon}").format(
                name=self.attacker, target=self.defender, weapon=item_name(self.weapon)
            )
        return _("{name} attacks {target} bare-handed").format(name=self.attacker, target=self.defender)

    def tie_line(self) -> str:
        """How this fight's ties went, by the book; the pairing rule when there was no tie."""
        if not any(p.tie for p in self.columns):
            return _("Highest die against highest: each winning die is 1 damage.")
        if self.zombies_attack or self.zombies_defend and not self.attacker_flail:
            return _("Tie: zombies win ties.")
        if self.attacker_flail and self.defender_flail:
            return _("Tie: flail against flail, the defender wins.")
        if self.attacker_flail:
            return _("Tie: the flail attacker wins it.")
        return _("Tie: the defender wins.")

    def outcome_lines(self) -> list[str]:
        lines = []
        if self.killed:
            lines.append(
                ngettext("{count} zombie destroyed", "{count} zombies destroyed", self.killed).format(
                    count=self.killed
                )
            )
        if self.damage:
            lines.append(
                ngettext("{count} life point lost", "{count} life points lost", self.damage).format(
                    count=self.damage
                )
            )
        if self.opportunity and self.hits[1]:
            lines.append(_("An attack of opportunity: the defender's dice do no damage."))
        if self.ranged and not self.zombies_attack:
            lines.append(_("From another room: no damage comes back."))
        if not lines:
            lines.append(_("Nobody is hurt."))
        return lines


@lru_cache(maxsize=16)
def wear_face(broken: bool, size: int) -> pygame.Surface:
    """The Wear & Tear die's faces: blank five times, the broken wrench once."""
    face = theme.rounded((size, size), (58, 56, 54), max(6, size // 6), 3, (20, 20, 20)).copy()
    if broken:
        c = size // 2
        pygame.draw.line(face, BLOOD, (c - size // 4, c + size // 4), (c + size // 6, c - size // 6), 8)
        pygame.draw.circle(face, BLOOD, (c + size // 6, c - size // 6), size // 7)
        pygame.draw.circle(face, (58, 56, 54), (c + size // 4, c - size // 4), size // 12)
        pygame.draw.line(
            face, (240, 230, 220), (c - size // 3, c - size // 3), (c + size // 3, c + size // 3), 4
        )
    return theme.prepare(face)


@dataclass
class _Token:
    motion: Motion
    colour: tuple[int, int, int]
    alpha: float = 1.0


class FightPanel:
    """One fight on screen; :meth:`beats` plays it, :meth:`skip` shows its end at once."""

    def __init__(self, rect: pygame.Rect = PANEL_RECT, seed: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.home = pygame.Rect(rect)
        self.seed = seed
        self.look: FightLook | None = None
        self.attack_dice: list[DiceSprite] = []
        self.defence_dice: list[DiceSprite] = []
        self.wear_dice: list[DiceSprite] = []
        self.tokens: list[_Token] = []
        self.paired = False
        self.damage_shown = False
        self.wear_shown = False
        self.visible = False

    # -- setting up -------------------------------------------------------------------------------

    def show(self, look: FightLook) -> None:
        """Lay the fight's dice out unthrown; the beats throw them."""
        self.look = look
        self.visible = True
        columns = max(len(look.attack), len(look.defence), 1)
        width = min(PANEL_RECT.width, max(920, 420 + columns * COLUMN + (170 if look.wear else 0)))
        self.rect = pygame.Rect(0, 0, width, PANEL_RECT.height)
        self.rect.center = self.home.center
        self.paired = self.damage_shown = self.wear_shown = False
        self.tokens = []
        size = DIE if columns <= 8 else max(52, DIE * 8 // columns)
        self.attack_dice = [
            DiceSprite(self._scatter(i, True), 1, size, seed=self.seed + i) for i in range(len(look.attack))
        ]
        self.defence_dice = [
            DiceSprite(self._scatter(i, False), 1, size, seed=self.seed + 50 + i)
            for i in range(len(look.defence))
        ]
        faces = [wear_face(False, 64)] * 5 + [wear_face(True, 64)]
        self.wear_dice = [
            DiceSprite(
                (self.rect.right - WEAR_X, self.rect.top + 150 + 100 * n),
                1,
                64,
                seed=self.seed + 90 + n,
                faces=faces,
            )
            for n in range(len(look.wear))
        ]

    def _column_x(self, index: int) -> int:
        assert self.look is not None
        columns = max(len(self.look.attack), len(self.look.defence), 1)
        step = COLUMN if columns <= 8 else (self.rect.width - 430) // columns
        wear = 170 if self.look.wear else 0
        left = self.rect.left + 240 + (self.rect.width - 260 - wear - columns * step) // 2
        return left + step * index + step // 2

    def _row_y(self, attacker: bool) -> int:
        return self.rect.top + (150 if attacker else 300)

    def _scatter(self, index: int, attacker: bool) -> tuple[int, int]:
        """Where a die lands when thrown, before the pairs line up: a little off its column."""
        wobble = ((index * 37 + (0 if attacker else 19)) % 41) - 20
        return (self._column_x(index) + wobble, self._row_y(attacker) + (wobble // 2))

    # -- the beats ----------------------------------------------------------------------------------

    def beats(self, look: FightLook, log_index: int | None = None) -> list[Beat]:
        """The fight as timeline beats: throw, pair, damage, Wear & Tear."""
        out = [
            Beat(lambda: self._throw(look), ROLL_TIME + 0.2, log_index, look.title()),
            Beat(self._pair, 1.2, log_index, look.tie_line()),
            Beat(self._damage, 0.9, log_index, " · ".join(look.outcome_lines())),
        ]
        if look.wear:
            out.append(Beat(self._wear, ROLL_TIME + 0.5, log_index, self.wear_line(look)))
        return out

    @staticmethod
    def wear_line(look: FightLook) -> str:
        words = []
        for item, broke in look.wear:
            name = item_name(item)
            words.append(
                _("Wear & Tear: the {item} breaks!").format(item=name)
                if broke
                else _("Wear & Tear: the {item} holds.").format(item=name)
            )
        return " ".join(words)

    def _throw(self, look: FightLook) -> None:
        self.show(look)
        for die, value in zip(self.attack_dice, look.attack, strict=True):
            die.roll(value)
        for die, value in zip(self.defence_dice, look.defence, strict=True):
            die.roll(value)

    def _pair(self) -> None:
        """Sort each row highest first into its columns and light each pair's winner."""
        look = self.look
        if look is None:
            return
        for dice in (self.attack_dice, self.defence_dice):
            for die in dice:
                die.skip()
        order_a = sorted(self.attack_dice, key=lambda d: -d.value)
        order_d = sorted(self.defence_dice, key=lambda d: -d.value)
        self.attack_dice, self.defence_dice = order_a, order_d
        for index, die in enumerate(order_a):
            die.motion.to((self._column_x(index), self._row_y(True)), 0.35, Ease.OUT_CUBIC)
        for index, die in enumerate(order_d):
            die.motion.to((self._column_x(index), self._row_y(False)), 0.35, Ease.OUT_CUBIC)
        for index, pair in enumerate(look.columns):
            if index < len(order_a):
                order_a[index].highlight = pair.attacker_wins
            if index < len(order_d):
                order_d[index].highlight = not pair.attacker_wins
        self.paired = True

    def _damage(self) -> None:
        """Tokens leave: a zombie token for each one destroyed, a blood drop for each life point."""
        look = self.look
        if look is None:
            return
        self._pair_now()
        self.tokens = []
        hurt_row = self._row_y(look.zombies_defend)  # the survivor who lost life: the one fighting zombies
        for n in range(look.killed):
            token = _Token(Motion((self._column_x(n), self._row_y(look.zombies_attack))), ZOMBIE)
            token.motion.to((self.rect.right - 30, self.rect.top - 40 - 20 * n), 0.8, Ease.IN_OUT_CUBIC)
            self.tokens.append(token)
        for n in range(look.damage):
            token = _Token(Motion((self._column_x(n), hurt_row)), BLOOD)
            token.motion.to((self.rect.left + 30, self.rect.bottom + 40 + 20 * n), 0.8, Ease.IN_OUT_CUBIC)
            self.tokens.append(token)
        self.damage_shown = True

    def _wear(self) -> None:
        look = self.look
        if look is None:
            return
        for die, (_item, broke) in zip(self.wear_dice, look.wear, strict=True):
            die.roll(6 if broke else 1 + (self.seed % 5))
        self.wear_shown = True

    def _pair_now(self) -> None:
        if not self.paired:
            self._pair()

    def skip(self) -> None:
        """Everything that moves lands now (the timeline skipped the beat)."""
        for die in (*self.attack_dice, *self.defence_dice, *self.wear_dice):
            die.skip()
        for token in self.tokens:
            token.motion.skip()

    def hide(self) -> None:
        self.visible = False

    # -- the frame --------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """A click on the panel once the fight has played hides it; nothing else is the panel's."""
        if (
            self.visible
            and isinstance(intent, Click)
            and self.rect.collidepoint(intent.pos)
            and self.damage_shown
        ):
            self.hide()

    def update(self, dt: float) -> bool:
        busy = False
        for die in (*self.attack_dice, *self.defence_dice, *self.wear_dice):
            busy |= die.update(dt)
        for token in self.tokens:
            busy |= token.motion.update(dt)
        return busy

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        if not self.visible or look is None:
            return
        theme.blit_shadow(surface, self.rect, 18, (8, 14), 16, 170)
        surface.blit(theme.rounded(self.rect.size, (20, 16, 16, 240), 18, 3, (110, 40, 34)), self.rect)
        txt.draw_text(
            surface,
            look.title(),
            (self.rect.centerx, self.rect.top + 18),
            34,
            theme.TEXT,
            "midtop",
            True,
            self.rect.width - 60,
        )
        label_x = self.rect.left + 30
        for attacker, who in ((True, look.attacker), (False, look.defender)):
            y = self._row_y(attacker)
            txt.draw_text(surface, who, (label_x, y), 26, theme.TEXT_DIM, "midleft", True, 200)
        if self.paired:
            for index, pair in enumerate(look.columns):
                x = self._column_x(index)
                mid = (self._row_y(True) + self._row_y(False)) // 2
                colour = WIN if pair.tie else (170, 160, 150)
                arrow = -1 if pair.attacker_wins else 1
                tip = (x, mid + arrow * 16)
                pygame.draw.polygon(
                    surface, colour, [tip, (x - 12, mid - arrow * 8), (x + 12, mid - arrow * 8)]
                )
                if pair.tie:
                    txt.draw_text(surface, _("tie"), (x + 16, mid), 24, WIN, "midleft", True)
        for die in (*self.attack_dice, *self.defence_dice):
            if self.paired and not die.highlight:
                self._draw_dimmed(surface, die)
            else:
                die.draw(surface)
        for die in self.wear_dice:
            die.draw(surface)
        if self.wear_dice:
            txt.draw_text(
                surface,
                _("Wear & Tear"),
                (self.rect.right - WEAR_X, self.rect.top + 104),
                24,
                theme.TEXT_DIM,
                "midbottom",
                max_width=2 * WEAR_X - 20,
            )
        bottom = pygame.Rect(self.rect.left + 30, self.rect.bottom - 120, self.rect.width - 60, 110)
        if self.paired:
            txt.draw_text(
                surface, look.tie_line(), (bottom.centerx, bottom.top), 28, WIN, "midtop", True, bottom.width
            )
        if self.damage_shown:
            line = " · ".join(look.outcome_lines())
            txt.draw_text(
                surface,
                line,
                (bottom.centerx, bottom.top + 42),
                28,
                theme.TEXT,
                "midtop",
                False,
                bottom.width,
            )
        if self.wear_shown:
            txt.draw_text(
                surface,
                self.wear_line(look),
                (bottom.centerx, bottom.top + 80),
                24,
                theme.TEXT_DIM,
                "midtop",
                max_width=bottom.width,
            )
        for token in self.tokens:
            if token.motion.busy:
                centre = (round(token.motion.pos[0]), round(token.motion.pos[1]))
                pygame.draw.circle(surface, token.colour, centre, 16)
                pygame.draw.circle(surface, (0, 0, 0), centre, 16, 3)

    @staticmethod
    def _draw_dimmed(surface: pygame.Surface, die: DiceSprite) -> None:
        image = theme.dimmed(die.image(), 0.45)
        surface.blit(image, image.get_rect(center=(round(die.motion.pos[0]), round(die.motion.pos[1]))))


def fight_events(events: Sequence[Event]) -> list[list[Event]]:
    """The events of a command split into fights (each fight with what follows it)."""
    out: list[list[Event]] = []
    for event in events:
        if event.kind in FIGHT_KINDS:
            out.append([event])
        elif out and event.kind in ("zombies_killed", "damage", "wear", "died"):
            out[-1].append(event)
    return out


def looks(events: Sequence[Event], names: Sequence[str]) -> list[FightLook]:
    """Every fight in a command's events, read for the panel."""
    return [look for group in fight_events(events) if (look := FightLook.read(group, names)) is not None]
