"""Painting the dice tray: the panels, the big running expression, the chips, the dice, the used
dice, the operation popup and the captions.

Everything is read from the tray's model (the view and the player's interaction), its geometry,
its controls and its words; sizes are chosen to be read from across a table (chip numbers 56 px
and up, the running expression bigger still).

A file of its own because drawing changes nothing but the cached picture of the still parts: a
look is changed here without touching what the tray does.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.core.i18n import language as _language
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.dice import die_face
from tabletop.engine.layers import StillLayer
from tabletop.engine.pill import pill
from tabletop.engine.toast import Toast
from tabletop.engine.tween import Pulse
from tabletop.games.outnumbered.rules.view import ValueView
from tabletop.games.outnumbered.table.tray import arithmetic as ops
from tabletop.games.outnumbered.table.tray.input import TrayControls
from tabletop.games.outnumbered.table.tray.state import DieState, Mode, TrayGeometry, TrayModel
from tabletop.games.outnumbered.table.tray.words import BAD, GOLD, GOOD, TrayHint, TrayWords

CHIP_FILL = (44, 62, 128)  # a built number: deep blue, like the heroes' costumes
CHIP_BONUS_FILL = (96, 52, 124)  # touched by a bonus power: purple
CHIP_EDGE = (170, 196, 255)
TRAY_FILL = (22, 30, 40, 230)
TRAY_RIM = (120, 96, 60)
IVORY = (250, 246, 236)
EXPRESSION_SIZE = 64
EXPRESSION_MIN = 28  # the formula never gets smaller than this
SMALL_SIZES = (txt.READABLE,)  # the line under it: read from across the table, so never smaller
NUMBER_SIZE = 84


class TrayPainter:
    """The tray's ``draw`` (the words it shows come from :class:`.TrayWords`).

    The still parts (panels, chips at rest, buttons) are kept in a transparent
    :class:`~tabletop.engine.layers.StillLayer` covering the tray's zones and repainted only when
    something they show changes (see :meth:`signature`)."""

    def __init__(
        self,
        model: TrayModel,
        geometry: TrayGeometry,
        controls: TrayControls,
        hints: TrayHint,
        pulse: Pulse,
        toast: Toast,
    ) -> None:
        self.model = model
        self.geometry = geometry
        self.controls = controls
        self.hints = hints
        self.pulse = pulse
        self.toast = toast
        self.words = TrayWords(model, controls, hints)
        self.layer = StillLayer(self._paint_layer, alpha=True)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, live: bool = True) -> None:
        """Paint every part of the tray from the view (changes nothing but a cached picture).

        The still parts (panels, chips at rest, buttons) are kept in a layer and redrawn only when
        something they show changes; glows that breathe, the popup, the held chip and captions
        are painted over it every frame (``live``; the table's own drag layer leaves them out and
        paints them with :meth:`draw_live`).  While dice or chips move, everything is painted live.
        """
        if self.model.animating or self.controls.pressed():
            self._draw_still(surface)
        else:
            self._blit_layer(surface)
        if live:
            self.draw_live(surface)

    def _draw_still(self, surface: pygame.Surface) -> None:
        self._draw_expression(surface)
        self._draw_tray(surface)
        for widget in self.controls.widgets:
            widget.draw(surface)
        self._draw_formula_error(surface)

    def draw_live(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What changes between layer rebuilds: pulses, the caption, the popup, the held chip, the
        bubble.  Returns the rectangles painted, so a frame can put back just those next time."""
        painted = self._draw_pulses(surface)
        caption = self._draw_caption(surface)
        if caption is not None:
            painted.append(caption)
        ui = self.model.ui
        if ui.mode is Mode.POPUP and ui.popup is not None:
            self._draw_popup(surface)
            plate = self.geometry.popup_rect()
            painted.append(plate.inflate(2 * theme.shadow_pad(14), 2 * theme.shadow_pad(14)).move(6, 12))
            painted.extend(self.geometry.popup_buttons().values())
        if ui.mode is Mode.DRAGGING and ui.held is not None:
            held = self.model.value(ui.held.id)
            if held is not None:
                rect = self.geometry.chip_rect(ui.held.id)
                theme.blit_shadow(surface, rect, theme.RADIUS, theme.LIFTED_SHADOW_OFFSET, 14, 110)
                self._draw_chip(surface, held, rect, lifted=True)
                painted.append(_held_box(rect))
        box = self.toast.area(surface.get_rect())
        if box is not None:
            self.toast.draw(surface)
            painted.append(box)
        return painted

    def signature(self) -> tuple[Hashable, ...]:
        """Everything the still layer shows: when any of it changes, the layer is repainted."""
        ui = self.model.ui
        field = self.controls.field
        popup = ui.popup
        hero = ui.hero
        held = ui.held
        return (
            id(self.model.view),
            self.model.interactive,
            tuple(self.model.order),
            tuple((vid, tuple(round(c) for c in chip.motion.pos)) for vid, chip in self.model.chips.items()),
            tuple(
                (did, d.sprite.shown, d.sprite.size, tuple(round(c) for c in d.sprite.motion.pos))
                for did, d in self.model.dice.items()
            ),
            ui.mode,
            ui.selected,
            ui.op,
            ui.hover_chip,
            ui.hover_x2,
            (popup.a, popup.b) if popup else None,
            (hero.power, hero.first, hero.hover) if hero else None,
            (held.id, held.over) if held else None,
            self.hints.hint.text if self.hints.hint else None,
            field.text,
            field.focused,
            field.caret_shown,
            self.controls.formula.error,
            tuple((w.hovered, w.enabled, getattr(w, "style", None)) for w in self.controls.widgets),
            _language(),
            txt.get_scale(),
        )

    @property
    def layer_builds(self) -> int:
        """How often the still layer was repainted (tests read it)."""
        return self.layer.builds

    def _blit_layer(self, surface: pygame.Surface) -> None:
        picture, _repainted = self.layer.get(self.signature())
        area = self.geometry.layer_area()
        surface.blit(picture, area.topleft, area)

    def _paint_layer(self, layer: pygame.Surface) -> None:
        """The still parts, into the tray's area of the transparent layer (cleared first)."""
        area = self.geometry.layer_area()
        layer.fill((0, 0, 0, 0), area)
        old_clip = layer.get_clip()
        layer.set_clip(area)
        self._draw_still(layer)
        layer.set_clip(old_clip)

    def _draw_expression(self, surface: pygame.Surface) -> None:
        rect = self.geometry.rects["expression"]
        surface.blit(theme.rounded(rect.size, theme.PANEL, theme.RADIUS, 2, theme.PANEL_BORDER), rect)
        big, big_colour, small, small_colour = self.words.expression()
        big_area, size, small_size, small_lines = expression_layout(rect, big, small)
        if big:
            txt.draw_text(
                surface,
                big,
                big_area.center,
                size,
                big_colour,
                "center",
                bold=True,
                max_width=big_area.width,
                shadow=True,
            )
        if small:
            under = pygame.Rect(
                big_area.left, big_area.bottom, big_area.width, rect.bottom - 4 - big_area.bottom
            )
            txt.draw_wrapped(surface, small, under, small_size, small_colour, align="center")

    def _draw_tray(self, surface: pygame.Surface) -> None:
        tray = self.geometry.rects["dice_tray"]
        theme.blit_shadow(surface, tray, theme.RADIUS + 6, (4, 10), 16, 140)
        surface.blit(theme.rounded(tray.size, TRAY_RIM, theme.RADIUS + 6), tray)
        felt = tray.inflate(-14, -14)
        surface.blit(theme.rounded(felt.size, TRAY_FILL, theme.RADIUS + 2, 2, (0, 0, 0, 120)), felt)
        txt.draw_text(
            surface,
            _("Your numbers"),
            (tray.left + 24, tray.top + 12),
            txt.READABLE,
            theme.TEXT_DIM,
            "topleft",
            bold=True,
        )
        self._draw_used(surface)
        ui = self.model.ui
        if not self.model.pool and self.model.phase == "roll" and self.model.interactive:
            txt.draw_text(
                surface,
                _("Press Roll to throw the dice"),
                self.geometry.chip_area().center,
                34,
                theme.TEXT_DIM,
                "center",
                bold=True,
            )
        for value in self.model.pool:
            vid = int(value["id"])
            if ui.mode is Mode.DRAGGING and ui.held is not None and ui.held.id == vid:
                slot = self.geometry.slot_rect(vid)
                surface.blit(
                    theme.rounded(slot.size, (0, 0, 0, 70), theme.RADIUS, 2, (255, 255, 255, 60)), slot
                )
                continue
            rect = self.geometry.chip_rect(vid)
            self._draw_chip(surface, value, rect)
            if not self.model.die_rolling(value):
                self._draw_chip_marks(surface, value, rect)
        self._draw_rolling_strays(surface)

    def _draw_rolling_strays(self, surface: pygame.Surface) -> None:
        """Dice rolled before the view shows them in the pool still tumble in."""
        in_pool = {int(d) for v in self.model.pool for d in v.get("dice") or []}
        spent = {int(d["id"]) for d in self.model.view.get("dice") or [] if d.get("spent")}
        for die_id, state in self.model.dice.items():
            if die_id not in in_pool and die_id not in spent and state.sprite.rolling:
                state.sprite.draw(surface)

    def _draw_used(self, surface: pygame.Surface) -> None:
        used = [d for d in self.model.view.get("dice") or [] if d.get("spent")]
        if not used:
            return
        left = min(self.geometry.used_slot(i)[0] for i in range(len(used))) - USED_HALF
        y = self.geometry.used_slot(0)[1]
        txt.draw_text(surface, _("Used"), (left - 12, y), txt.READABLE, theme.TEXT_DIM, "midright", bold=True)
        for die in used:
            state = self.model.dice.get(int(die["id"]))
            if state is None:
                continue
            sprite = state.sprite
            image = self._die_image(state, int(die.get("face", 1)))
            image = theme.dimmed(image, 0.55) if not sprite.rolling else image
            x, y2 = sprite.motion.pos
            surface.blit(image, image.get_rect(center=(round(x), round(y2))))

    def _die_image(self, state: DieState, number: int) -> pygame.Surface:
        """The die as it looks now: tumbling faces while rolling, else its number (pips for 1-6)."""
        sprite = state.sprite
        if sprite.rolling or 1 <= number <= 6:
            if not sprite.rolling:
                sprite.shown = number
            return sprite.image()
        return numbered_die(number, sprite.size)

    def _draw_chip(
        self, surface: pygame.Surface, value: ValueView, rect: pygame.Rect, lifted: bool = False
    ) -> None:
        ui = self.model.ui
        vid = int(value["id"])
        number = int(value["number"])
        hovered = ui.hover_chip == vid and not lifted
        if value.get("raw"):
            state = self.model.dice.get(int((value.get("dice") or [vid])[0]))
            plate_colour = (255, 255, 255, 26 if hovered else 14)
            surface.blit(
                theme.rounded(
                    rect.size, plate_colour, theme.RADIUS, 2, (255, 255, 255, 50 if hovered else 26)
                ),
                rect,
            )
            if state is not None:
                sprite = state.sprite
                moving = (sprite.rolling or sprite.motion.busy) and not lifted
                center = (
                    (round(sprite.motion.pos[0]), round(sprite.motion.pos[1] - sprite.hop))
                    if moving
                    else rect.center
                )
                if moving:
                    base = pygame.Rect(0, 0, sprite.size, sprite.size)
                    base.center = (round(sprite.motion.pos[0]), round(sprite.motion.pos[1]))
                    theme.blit_shadow(surface, base, max(6, sprite.size // 6), (4, 6), 8, 130)
                else:
                    base = pygame.Rect(0, 0, sprite.size, sprite.size)
                    base.center = center
                    theme.blit_shadow(surface, base, max(6, sprite.size // 6), (3, 5), 8, 120)
                image = self._die_image(state, number)
                surface.blit(image, image.get_rect(center=center))
            else:
                image = (
                    numbered_die(number, self.geometry.die_size())
                    if not 1 <= number <= 6
                    else die_face(number, self.geometry.die_size())
                )
                surface.blit(image, image.get_rect(center=rect.center))
            if value.get("bonus"):
                _bonus_star(surface, rect)
        else:
            fill = CHIP_BONUS_FILL if value.get("bonus") else CHIP_FILL
            if hovered:
                fill = theme.lighten(fill, 0.12)
            theme.blit_shadow(surface, rect, theme.RADIUS, (3, 6), 8, 120)
            surface.blit(theme.rounded(rect.size, fill, theme.RADIUS, 3, (*CHIP_EDGE, 200)), rect)
            formula = ops.pretty(str(value.get("text") or number))
            size = max(40, min(NUMBER_SIZE, int(rect.height * 0.5)))
            small = txt.READABLE
            txt.draw_text(
                surface,
                str(number),
                (rect.centerx, rect.top + int(rect.height * 0.42)),
                size,
                theme.TEXT,
                "center",
                bold=True,
                max_width=rect.width - 20,
                shadow=True,
            )
            _draw_made_of(surface, formula, (rect.centerx, rect.bottom - small - 4), small, rect.width - 18)
            if value.get("bonus"):
                _bonus_star(surface, rect)
        chip = self.model.chips.get(vid)
        if chip is not None and chip.flash is not None:
            flash = chip.flash.value
            level = flash if isinstance(flash, float | int) else 1.0
            theme.blit_glow(surface, rect, theme.HOVER_GLOW, theme.RADIUS, 6, float(level))
        if ui.mode in (Mode.SELECTED, Mode.OPERATION) and ui.selected == vid:
            theme.blit_glow(surface, rect, theme.SELECTED, theme.RADIUS, 5, 1.0)
        if ui.mode is Mode.POPUP and ui.popup is not None and vid in (ui.popup.a, ui.popup.b):
            theme.blit_glow(surface, rect, theme.SELECTED, theme.RADIUS, 5, 1.0)

    def _draw_chip_marks(self, surface: pygame.Surface, value: ValueView, rect: pygame.Rect) -> None:
        """What the chip means now: x², a matching villain, greyed as an operand, a die for the power."""
        ui = self.model.ui
        vid = int(value["id"])
        number = int(value["number"])
        spaces = ops.matches(self.model.view, number)
        if spaces and self.model.can_build and ui.mode in (Mode.IDLE, Mode.SELECTED):
            theme.blit_glow(surface, rect, GOOD, theme.RADIUS, 4, 0.85)
            lane = spaces[0][0] + 1
            size = txt.READABLE
            pill(
                surface,
                _("lane {lane}").format(lane=lane),
                (rect.centerx, rect.bottom),
                size,
                (26, 80, 44),
                GOOD,
                GOOD,
                pad=(size + 6, 6),
            )
        if ui.mode is Mode.IDLE and vid in self.hints.hint_chips():
            theme.blit_glow(surface, rect, GOLD, theme.RADIUS, 5, 1.0)
        if self._refused_operand(value):
            surface.blit(theme.rounded(rect.size, (0, 0, 0, 150), theme.RADIUS), rect)
        if ui.mode is Mode.HERO and ui.hero is not None and not value.get("raw"):
            surface.blit(theme.rounded(rect.size, (0, 0, 0, 150), theme.RADIUS), rect)
        if self.model.x2_shown(vid):
            badge = self.geometry.x2_rect(vid)
            legal = ops.square(number)[0] is not None
            hot = ui.hover_x2 == vid and legal
            fill = theme.PRIMARY_HOVER if hot else (theme.PRIMARY if legal else theme.DISABLED)
            ink = theme.PRIMARY_TEXT if legal else theme.DISABLED_TEXT
            surface.blit(theme.rounded(badge.size, fill, 12, 2, (255, 255, 255, 90)), badge)
            txt.draw_text(surface, "x²", (badge.centerx, badge.centery + 1), 26, ink, "center", bold=True)

    def _refused_operand(self, value: ValueView) -> bool:
        """True when an operation is chosen and this chip cannot be its second number."""
        ui = self.model.ui
        if (
            ui.mode is not Mode.OPERATION
            or ui.selected is None
            or ui.op is None
            or int(value["id"]) == ui.selected
        ):
            return False
        first = self.model.value(ui.selected)
        return first is not None and ops.combine(int(first["number"]), ui.op, int(value["number"]))[0] is None

    def _draw_pulses(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The breathing glows on chips that may be clicked or dropped on next (drawn every frame);
        returns the rectangles they may cover."""
        ui = self.model.ui
        level = self.pulse.level
        painted: list[pygame.Rect] = []
        pad = theme.glow_pad(5)
        for value in self.model.pool:
            vid = int(value["id"])
            rect = self.geometry.chip_rect(vid)
            if self.model.die_rolling(value):
                continue
            if (
                ui.mode is Mode.OPERATION
                and ui.selected is not None
                and vid != ui.selected
                and not self._refused_operand(value)
            ):
                theme.blit_glow(surface, rect, theme.HIGHLIGHT, theme.RADIUS, 4, level)
            elif ui.mode is Mode.DRAGGING and ui.held is not None and vid != ui.held.id:
                over = ui.held.over == vid
                theme.blit_glow(
                    surface,
                    rect,
                    theme.HOVER_GLOW if over else theme.HIGHLIGHT,
                    theme.RADIUS,
                    5 if over else 4,
                    1.0 if over else level,
                )
            elif ui.mode is Mode.HERO and ui.hero is not None and value.get("raw"):
                strong = ui.hero.first == vid or ui.hero.hover == vid
                theme.blit_glow(
                    surface,
                    rect,
                    theme.SELECTED if ui.hero.first == vid else theme.HIGHLIGHT,
                    theme.RADIUS,
                    5 if strong else 4,
                    1.0 if strong else level,
                )
            else:
                continue
            painted.append(rect.inflate(2 * pad, 2 * pad))
        return painted

    def _draw_caption(self, surface: pygame.Surface) -> pygame.Rect | None:
        """A caption over the chip under the pointer: the power's preview or why it cannot combine
        (returns where it went)."""
        ui = self.model.ui
        vid = ui.hover_chip
        value = self.model.value(vid) if vid is not None else None
        if vid is None or value is None:
            return None
        label: str = ""
        colour: theme.Colour = theme.HOVER_GLOW
        if ui.mode is Mode.HERO and ui.hero is not None:
            big, colour, small, _c = self.words.hero_expression()
            label = big if value.get("raw") else small
        elif (
            ui.mode is Mode.OPERATION and ui.selected is not None and ui.op is not None and vid != ui.selected
        ):
            first = self.model.value(ui.selected)
            if first is not None:
                result, reason = ops.combine(int(first["number"]), ui.op, int(value["number"]))
                label, colour = (reason, BAD) if result is None else (f"= {result}", GOOD)
        elif ui.hover_x2 == vid and self.model.x2_shown(vid):
            result, reason = ops.square(int(value["number"]))
            label, colour = (reason, BAD) if result is None else (f"{value['number']}² = {result}", GOOD)
        if label:
            rect = self.geometry.chip_rect(vid)
            return _caption(surface, label, (rect.centerx, rect.top - 8), colour)
        return None

    def _draw_formula_error(self, surface: pygame.Surface) -> None:
        """A refused formula: the field gets a red rim; its reason is under the field when the zone
        has room for it, else in the expression panel (see :meth:`.TrayWords.expression`)."""
        reason = self.controls.formula.error
        if not reason:
            return
        field = self.controls.field.rect
        surface.blit(theme.outline(field.size, (*BAD, 255), 12, 3), field)
        zone = self.geometry.rects["formula"]
        room = zone.bottom - field.bottom - 6
        size = txt.READABLE
        lines = txt.wrap(reason, size, zone.width - 10)
        step = txt.line_height(size)
        if room >= step:
            y = field.bottom + 6
            for line in lines[: max(1, room // step)]:
                txt.draw_text(surface, line, (zone.left + 6, y), size, BAD, "topleft", bold=True)
                y += step

    def _draw_popup(self, surface: pygame.Surface) -> None:
        ui = self.model.ui
        popup = ui.popup
        if popup is None:  # painted only while the popup is open
            return
        plate = self.geometry.popup_rect()
        theme.blit_shadow(surface, plate, theme.RADIUS, (6, 12), 14, 160)
        surface.blit(
            theme.rounded(plate.size, (20, 24, 32, 245), theme.RADIUS, 2, (*theme.SELECTED, 200)), plate
        )
        results = self.model.popup_results()
        a, b = self.model.value(popup.a), self.model.value(popup.b)
        for key, rect in self.geometry.popup_buttons().items():
            hot = popup.hover == key
            if key == "swap":
                fill = theme.SURFACE_HOVER if hot else theme.SURFACE
                surface.blit(theme.rounded(rect.size, fill, 12, 2, (255, 255, 255, 60)), rect)
                txt.draw_text(surface, "⇄", rect.center, 36, theme.TEXT, "center", bold=True)
                continue
            result, _reason = results.get(key, (None, ""))
            legal = result is not None
            fill = (theme.PRIMARY_HOVER if hot else theme.PRIMARY) if legal else theme.DISABLED
            ink = theme.PRIMARY_TEXT if legal else theme.DISABLED_TEXT
            surface.blit(theme.rounded(rect.size, fill, 16, 2, (255, 255, 255, 90 if legal else 30)), rect)
            txt.draw_text(
                surface, ops.SYMBOLS[key], (rect.centerx, rect.centery - 14), 60, ink, "center", bold=True
            )
            if legal:
                txt.draw_text(
                    surface,
                    f"= {result}",
                    (rect.centerx, rect.bottom - 20),
                    txt.READABLE,
                    ink,
                    "center",
                    bold=True,
                    max_width=rect.width - 10,
                )
        caption = ""
        colour: theme.Colour = theme.TEXT_DIM
        if popup.hover in ops.OPS and a is not None and b is not None:
            result, reason = results.get(popup.hover, (None, ""))
            caption, colour = (
                (reason, BAD)
                if result is None
                else (f"{a['number']} {ops.SYMBOLS[popup.hover]} {b['number']} = {result}", theme.TEXT)
            )
        elif popup.hover == "swap":
            caption = _("Swap the order")
        elif popup.reason:
            caption, colour = popup.reason, BAD
        elif a is not None and b is not None:
            caption = f"{a['number']} ? {b['number']}"
        if caption:
            txt.draw_text(
                surface,
                caption,
                (plate.centerx, plate.bottom - 24),
                24,
                colour,
                "center",
                bold=True,
                max_width=plate.width - 24,
            )


USED_HALF = 16


def expression_layout(rect: pygame.Rect, big: str, small: str) -> tuple[pygame.Rect, int, int, list[str]]:
    """Where the formula goes in the expression panel, its size, and the line(s) under it.

    A long hint takes two lines of readable type: it squeezes the formula (never below its
    smallest size), and what still does not fit borrows the panel's padding, so the formula never
    rides over the border."""
    inner = rect.inflate(-36, -20)
    big_min = txt.line_height(EXPRESSION_MIN, bold=True)
    small_size, small_lines = SMALL_SIZES[0], []
    for small_size in SMALL_SIZES if small else ():
        small_lines = txt.wrap(small, small_size, inner.width)
        if inner.height - len(small_lines) * txt.line_height(small_size) >= big_min:
            break
    small_h = len(small_lines) * txt.line_height(small_size)
    big_h = max(inner.height - small_h, big_min if big else 0)
    top = min(inner.top, rect.centery - (big_h + small_h) // 2)
    big_area = pygame.Rect(inner.left, top, inner.width, big_h)
    size = max(EXPRESSION_MIN, min(EXPRESSION_SIZE, int(big_area.height * 0.9)))
    return big_area, size, small_size, small_lines


def numbered_die(number: int, size: int) -> pygame.Surface:
    """An ivory die with a numeral instead of pips (a power took it past 1-6, or to 0)."""
    key = ("numbered_die", number, size)
    cached = _NUMBERED.get(key)
    if cached is None:
        surf = theme.rounded((size, size), IVORY, max(6, size // 6), 2, (150, 140, 124)).copy()
        numeral = max(14, int(size * (0.62 if number < 10 else 0.46)))
        txt.draw_text(
            surf,
            str(number),
            (size // 2, size // 2),
            numeral,
            (32, 30, 36),
            "center",
            bold=True,
            # a spent die shrinks to the used corner: its number is read on its chip and tooltip
            decoration=numeral < txt.READABLE,
        )
        cached = theme.prepare(surf)
        _NUMBERED[key] = cached
    return cached


_NUMBERED: dict[tuple[Any, ...], pygame.Surface] = {}


def _draw_made_of(
    surface: pygame.Surface, formula: str, midpoint: tuple[int, int], size: int, width: int
) -> None:
    """How a chip's number was made, under it: readable when it fits the chip; a long formula is
    set smaller as a reminder only (the expression panel and the chip's tooltip say it whole)."""
    fitted = txt.fit_size(formula, size, width, True)
    if txt.measure(formula, fitted, bold=True)[0] <= width:
        txt.draw_text(surface, formula, midpoint, fitted, (210, 222, 255), "center", bold=True)
        return
    small = size
    while small > txt.MIN_SIZE and txt.measure(formula, small, bold=True)[0] > width:
        small -= 1
    txt.draw_text(
        surface,
        formula,
        midpoint,
        small,
        (210, 222, 255),
        "center",
        bold=True,
        max_width=width,
        decoration=True,
    )


def _caption(
    surface: pygame.Surface, label: str, midbottom: tuple[int, int], colour: theme.Colour
) -> pygame.Rect:
    size = 24
    w, h = txt.measure(label, size, bold=True)
    chip = pygame.Rect(0, 0, min(w + 32, 700), h + 14)
    chip.midbottom = midbottom
    chip.clamp_ip(surface.get_rect())
    surface.blit(theme.rounded(chip.size, (20, 22, 28, 235), chip.height // 2, 2, colour), chip)
    txt.draw_text(surface, label, chip.center, size, colour, "center", bold=True, max_width=chip.width - 24)
    return chip


def _held_box(rect: pygame.Rect) -> pygame.Rect:
    """All a held chip paints: its lifted shadow, its own small shadow, the chip."""
    lifted = theme.shadow_pad(14)
    own = theme.shadow_pad(8)
    dx, dy = theme.LIFTED_SHADOW_OFFSET
    box = rect.inflate(2 * lifted, 2 * lifted).move(dx, dy)
    return box.union(rect.inflate(2 * own, 2 * own).move(3, 6)).union(rect)


def _bonus_star(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A bonus power touched this value: it will earn no bonus card."""
    txt.draw_text(surface, "★", (rect.left + 10, rect.top + 6), 26, (255, 200, 255), "topleft", bold=True)
