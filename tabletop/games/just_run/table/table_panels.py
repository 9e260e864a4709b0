"""Drawing the Just Run table's panels beside and over the board.

Pure drawing functions, apart from the scene so it only decides what is shown: each takes the
surface, its area and the data it draws (the view, the names, the seats), and keeps no state.
The team, the acting survivor's actions, the supplies, an offered exchange, a held pawn, the
scenarios' lines and the game-over body.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from tabletop.core.i18n import _, ngettext, translate
from tabletop.core.session import GameSession
from tabletop.engine import chrome, text, theme
from tabletop.games.just_run.rules.view import CardView, JustRunView
from tabletop.games.just_run.table import art as board_art
from tabletop.games.just_run.table import board_geometry as geo
from tabletop.games.just_run.table import mission
from tabletop.games.just_run.table.item_cards import CardLook, card_image

BACKGROUND = (18, 16, 18)
PANEL = (28, 25, 27, 236)
INK = (236, 228, 214)
DIM = (160, 150, 140)
WARN = (233, 166, 36)
SMALL = text.READABLE
View = JustRunView


def draw_frenzy_notice(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The frenzy phase on a table without the frenzy's panel: the computers play it."""
    surface.blit(theme.rounded(area.size, PANEL, 16), area)
    text.draw_text(surface, _("The frenzied scavenge"), (area.left + 36, area.top + 24), 40, INK, bold=True)
    text.draw_wrapped(
        surface,
        _("This table cannot take the frenzied scavenge's answers yet: the computer survivors play it."),
        area.inflate(-72, 0).move(0, 100),
        SMALL,
        DIM,
    )


def draw_scavenge_wait(surface: pygame.Surface, area: pygame.Rect, phase: str) -> None:
    """The scavenge seen by nobody in particular: each survivor chooses behind the curtain."""
    surface.blit(theme.rounded(area.size, PANEL, 16), area)
    title = _("The calm scavenge") if phase == "draft" else _("Gear up")
    text.draw_text(surface, title, (area.left + 36, area.top + 24), 40, INK, bold=True)
    text.draw_text(
        surface,
        _("Each survivor chooses behind the curtain."),
        (area.left + 36, area.top + 90),
        SMALL,
        DIM,
    )


def draw_warning(
    surface: pygame.Surface, note: str, pos: tuple[int, int], lift: int, clamp: pygame.Rect
) -> None:
    """A warning over a held pawn (``lift`` pixels above ``pos``), kept inside ``clamp``."""
    label = text.render(note, SMALL, WARN, bold=True, shadow=True)
    box = label.get_rect(midbottom=(pos[0], pos[1] - lift)).inflate(20, 10)
    box.clamp_ip(clamp)
    surface.blit(theme.rounded(box.size, (10, 8, 8, 230), 10), box)
    surface.blit(label, label.get_rect(center=box.center))


def draw_held_pawn(
    surface: pygame.Surface,
    pos: tuple[int, int],
    colour: Any,
    zoom: float,
    note: str,
    viewport: pygame.Rect,
) -> None:
    """The acting survivor's pawn under the pointer, with why it cannot go there (``note``)."""
    radius = max(18, int(40 * zoom))
    pygame.draw.circle(surface, (0, 0, 0), (pos[0] + 4, pos[1] + 6), radius)
    pygame.draw.circle(surface, colour, pos, radius)
    pygame.draw.circle(surface, INK, pos, radius, 4)
    if note:
        draw_warning(surface, note, pos, radius + 10, viewport)


def draw_held_rescuee(
    surface: pygame.Surface, pos: tuple[int, int], zoom: float, refused: bool, viewport: pygame.Rect
) -> None:
    """The rescuee's pawn under their guide's pointer; ``refused``: over a room they cannot enter."""
    size = max(36, int(geo.SURVIVOR * zoom))
    image = board_art.piece("rescuee", (size, size))
    if image is not None:
        surface.blit(image, image.get_rect(center=pos))
    else:
        pygame.draw.circle(surface, (250, 210, 60), pos, size // 2)
    if refused:
        draw_warning(surface, _("The rescuee cannot go there"), pos, size // 2 + 10, viewport)


def draw_actions(
    surface: pygame.Surface,
    area: pygame.Rect,
    phase: str,
    view: View,
    names: Sequence[str],
    zombies_playing: bool,
) -> None:
    """The actions box: whose turn it is and the actions left, or what the table is doing."""
    surface.blit(theme.rounded(area.size, PANEL, 12), area)
    if zombies_playing:
        text.draw_text(
            surface,
            _("The zombies' turn"),
            (area.left + 16, area.top + 10),
            30,
            (150, 200, 110),
            bold=True,
        )
    elif phase == "rescuee":
        draw_rescuee_actions(surface, area, view)
    elif phase == "turn":
        left = int(view.get("actions_left", 0))
        current = view.get("current")
        name = names[current] if current is not None else ""
        line = (
            ngettext("{name}: {count} action left", "{name}: {count} actions left", left).format(
                name=name, count=left
            )
            if left
            else _("{name}: free actions only").format(name=name)
        )
        text.draw_text(
            surface,
            line,
            (area.left + 16, area.top + 10),
            30,
            INK if left else WARN,
            bold=True,
            max_width=area.w - 32,
        )
    else:
        words = {
            "start": _("Choose start rooms"),
            "supplies": _("Searching the supplies"),
            "frenzy": _("The frenzied scavenge"),
            "over": _("The game is over"),
        }.get(phase, "")
        # no End turn button below: a line too long for Large text takes two lines, not a smaller size
        box = pygame.Rect(area.left + 16, area.top + 10, area.w - 32, area.h - 20)
        text.draw_wrapped(surface, words, box, 30, INK, bold=True)


def draw_rescuee_actions(surface: pygame.Surface, area: pygame.Rect, view: View) -> None:
    """The rescuee's turn: the actions they have left."""
    left = int(view.get("actions_left", 0))
    line = ngettext("Rescuee: {count} action left", "Rescuee: {count} actions left", left).format(count=left)
    text.draw_text(
        surface,
        line,
        (area.left + 16, area.top + 10),
        30,
        mission.RESCUE,
        bold=True,
        max_width=area.w - 32,
    )


def draw_team(
    surface: pygame.Surface,
    area: pygame.Rect,
    told: View,
    view: View,
    colours: Sequence[Any],
    names: Sequence[str],
    phase: str,
) -> None:
    """The team: each survivor's colour, name, life and armour as ``told`` by the beats so far
    (dead, escaped), the acting one ringed; then the chopper's seats."""
    surface.blit(theme.rounded(area.size, PANEL, 12), area)
    survivors = list(told.get("survivors", []))
    if not survivors:
        return
    row_h = min(44, (area.h - 52) // len(survivors))
    current = view.get("current")
    for seat, survivor in enumerate(survivors):
        y = area.top + 6 + seat * row_h
        colour = theme.seat_style(colours[seat]).colour
        pygame.draw.circle(surface, colour, (area.left + 24, y + row_h // 2), 12)
        if seat == current:
            pygame.draw.circle(surface, INK, (area.left + 24, y + row_h // 2), 15, 3)
        if survivor.get("infected") and survivor.get("alive", True):
            pygame.draw.circle(surface, mission.INFECTED, (area.left + 24, y + row_h // 2), 19, 4)
        name = names[seat] if seat < len(names) else str(seat)
        named = text.draw_text(
            surface, name, (area.left + 46, y + row_h // 2), SMALL, INK, "midleft", True, 170
        )
        if not survivor.get("alive", True):
            status, tint = _("dead"), (200, 56, 48)
        elif survivor.get("escaped"):
            status, tint = _("escaped"), (120, 200, 120)
        else:
            status = _("life {body} · armour {armour}").format(
                body=survivor.get("body", 0), armour=survivor.get("armour", 0)
            )
            tint = DIM
        room = area.right - 12 - (named.right + 16)  # whatever the name leaves (Large text needs it)
        text.draw_text(
            surface, status, (area.right - 12, y + row_h // 2), SMALL, tint, "midright", False, room
        )

    seats = view.get("chopper_seats")
    chopper = mission.chopper_line(view, names)
    if chopper is not None and phase not in ("draft", "gear_up"):
        text.draw_text(
            surface,
            chopper[0],
            (area.left + 16, area.bottom - 10),
            SMALL,
            chopper[1],
            "bottomleft",
            max_width=area.w - 24,
        )
    elif isinstance(seats, int) and phase not in ("draft", "gear_up"):
        taken = sum(1 for survivor in survivors if survivor.get("escaped"))
        line = _("Chopper seats taken: {taken} of {seats}").format(taken=taken, seats=seats)
        text.draw_text(
            surface, line, (area.left + 16, area.bottom - 10), SMALL, DIM, "bottomleft", max_width=area.w
        )


def draw_supplies(
    surface: pygame.Surface, area: pygame.Rect, supplies: Sequence[tuple[CardView, pygame.Rect]]
) -> None:
    """The supplies face up over the board, where ``supplies_offer.supply_places`` put them."""
    surface.blit(theme.rounded(area.size, (12, 10, 12, 240), 16), area)
    text.draw_text(
        surface, _("The supplies: take one card"), (area.centerx, area.top + 20), 34, INK, "midtop", True
    )
    for card, rect in supplies:
        surface.blit(card_image(CardLook.of(card), rect.size), rect)


def draw_offer(surface: pygame.Surface, area: pygame.Rect, who: str, give: str, back: str) -> None:
    """An exchange offered to the viewer (its Accept and Decline buttons are the scene's)."""
    surface.blit(theme.rounded(area.size, (16, 12, 12, 244), 16), area)
    line = _("{name} offers the {item} for your {back}.").format(name=who, item=give, back=back)
    text.draw_wrapped(surface, line, area.inflate(-60, -60), 34, INK, True)


def draw_mission(surface: pygame.Surface, area: pygame.Rect, view: View, names: Sequence[str]) -> None:
    """Each scenario's goal and progress, a line a player reads across the table."""
    if area.h <= 0:
        return
    lines = mission.mission_lines(view, names)
    surface.blit(theme.rounded(area.size, PANEL, 12), area)
    mission.draw_lines(surface, lines, area.inflate(-28, -16))


def draw_game_over(
    surface: pygame.Surface, panel: pygame.Rect, session: GameSession, names: Sequence[str]
) -> None:
    """The game-over body with scenarios beyond Get Out: the result, then how each one ended."""
    outcome = session.outcome()
    if outcome is None:
        return
    seats = session.seats
    headline = chrome.winners_headline([seats[s].name for s in outcome.winners])
    colour = seats[outcome.winners[0]].rgb if outcome.winners else theme.TEXT
    text.draw_text(
        surface,
        headline,
        (panel.centerx, panel.top + 40),
        80,
        colour,
        anchor="midtop",
        bold=True,
        shadow=True,
        max_width=panel.w - 120,
    )
    reason = translate(outcome.reason, outcome.params)
    text.draw_text(
        surface,
        reason,
        (panel.centerx, panel.top + 150),
        36,
        theme.TEXT,
        anchor="midtop",
        max_width=panel.w - 120,
    )
    lines = mission.outcome_lines(session.view(None), names)
    area = pygame.Rect(panel.left + 160, panel.top + 230, panel.w - 320, 470)
    mission.draw_lines(surface, lines, area, 34, anchor="midtop")
