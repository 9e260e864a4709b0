"""How the Outnumbered table reaches the screen quickly while a number is dragged.

A busy table is dozens of shadows, cards, badges and texts; painting all of it 60 times a second
under software rendering misses the frame budget.  While a chip is dragged and nothing else moves,
the scene therefore paints the whole table once into a cached opaque layer (everything but the
held chip, the tray's breathing glows and the bubbles) and each frame only

- puts back from the layer the rectangles the last frame painted over it,
- paints the moving parts on top (the held chip and its shadow, the tray's pulses, the toasts).

The villains a dragged number matches pulse too.  Their glows sit *between* the cards (a
neighbour drawn later covers part of a halo), so they stay in the layer: when a glow reaches a
new brightness step (or a villain starts or stops glowing) only the rectangle that glow can reach
is repainted in the layer, clipped, by the same code that paints the whole table, so the picture
is the same as a full repaint.  The handful of steps a pulse cycles through are kept, so after
one breath a step change costs a small blit.

Any other frame (an attack playing out, a popup, a bonus power aiming, no drag at all) is painted
in full, as before.  The rectangles a frame changed are offered to the app (``dirty_rects``), so
at 1920x1080 it sends only those to the screen.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.i18n import language
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.outnumbered.villain_sprites import VILLAIN_RADIUS

#: the width :meth:`VillainSprite.draw` gives a villain's glow; the repainted area follows it
VILLAIN_GLOW_WIDTH = 6
PATCH_LIMIT = 96  # cached glow patches (a few pulse steps of a few villains; each is small)

GlowState = tuple[int, tuple[int, ...], bool]  # brightness step, colour, dimmed


class TableLayers:
    """The cached drag layer and the frame drawn over it (see the module docstring)."""

    def _init_layers(self) -> None:
        self._layer: pygame.Surface | None = None  # the whole table but the moving parts
        self._layer_sig: tuple | None = None
        self._layer_glows: dict[str, GlowState] = {}  # the villain glows the layer shows now
        self._patches: dict[tuple, pygame.Surface] = {}
        self._live_rects: list[pygame.Rect] = []  # what the last frame painted over the layer
        self._drawn_at = -2  # the app frame the layer path last drew
        self._patchable = False  # the canvas holds last frame's layer path picture
        self._drawn_on: pygame.Surface | None = None  # the canvas that picture is on
        self._frame_rects: list[pygame.Rect] | None = None
        self._still_builds = 0
        self.layer_builds = 0  # full rebuilds of the drag layer (tests read it)
        self.patch_builds = 0  # glow rectangles repainted in it

    # -- the app's side ---------------------------------------------------------------------------

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The canvas areas the last draw changed, when it changed only those (else None)."""
        return self._frame_rects

    def draw(self, surface: pygame.Surface) -> None:
        self._frame_rects = None
        super().draw(surface)  # type: ignore[misc]

    # -- the frame -----------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """A calm drag: patch the layer and paint what moves; any other frame: paint everything."""
        if not self._calm_drag():
            self._paint(surface)
            self._patchable = False
            return
        assert self.app is not None
        rebuilt = self._ensure_layer()
        patched = [] if rebuilt else self._update_glows()
        layer = self._layer
        assert layer is not None
        frame = self.app.stats.frames
        toasts = bool(getattr(self.app, "_toasts", None))
        # a resized window or F11 hands over another canvas (or a blank one) and asks for a whole
        # picture: only the canvas that still holds last frame's picture may be patched
        whole = bool(getattr(self.app, "_whole_present", False))
        same_canvas = surface is self._drawn_on and surface.get_size() == theme.CANVAS_SIZE
        restore = (
            self._patchable
            and not rebuilt
            and not whole
            and same_canvas
            and frame == self._drawn_at + 1
            and self.app.top is self
        )
        if restore:
            changed = self._live_rects + patched
            for rect in changed:
                surface.blit(layer, rect, rect)
        else:
            surface.blit(layer, (0, 0))
        live = self._draw_live(surface)
        self._live_rects = live
        self._drawn_at = frame
        self._drawn_on = surface
        self._patchable = not toasts and self.app.top is self
        self._frame_rects = changed + live if restore and not toasts else None

    def _calm_drag(self) -> bool:
        """A chip is dragged and nothing but it (and the pulses) changes from frame to frame."""
        tray = self.tray
        if tray.dragging_value is None or self.app is None:
            return False
        return not (
            self.animating()
            or self.flashes
            or self.cracks
            or self.bursts
            or self.flights
            or self.banner is not None
            or self.popup is not None
            or self.bonus_mode is not None
            or self.demo
            or self.curtain_for is not None
            or self.choosing_heroes()
        )

    # -- the layer --------------------------------------------------------------------------------------

    def _layer_signature(self) -> tuple:
        """Everything the layer shows except the villains' glows (patched in place, see above)."""
        self._still_layer()
        tray = self.tray
        hand_pulse = None
        cards = self.shown_hand()
        if (
            self.hover_card is not None
            and self.hover_card < len(cards)
            and cards[self.hover_card] in self.legal_bonus
        ):
            hand_pulse = round((0.55 + 0.45 * self.pulse.level) * theme.GLOW_LEVELS)
        log = self.log
        buttons = tuple(
            (tuple(b.rect), b.visible, b.enabled, b.hovered, b.pressed, b.style, txt.resolve(b.label))
            for b in (self.power_button, self.undo_button, self.menu_button)
        )
        return (
            self._still_builds,
            id(self.view),
            tuple(self.shown_barricades),
            tuple((vid, tuple(s.rect), s.busy, s.gone) for vid, s in self.sprites.items()),
            tuple(round(c) for c in self.truck.pos),
            tuple(cards),
            self.hidden_hand,
            self.hover_card,
            hand_pulse,
            self.hover_count,
            buttons,
            self.hud_line(),
            self.acting_seat(),
            (id(log), log.scroll, log.highlight, len(log.lines), log.lines[-1] if log.lines else None),
            self.banner_reserve(),
            tray._signature(),
            tuple(getattr(w, "pressed", False) for w in tray.widgets),
            language(),
        )

    def _ensure_layer(self) -> bool:
        """Repaint the layer when what it shows changed; True when it was repainted."""
        sig = self._layer_signature()
        if self._layer is not None and sig == self._layer_sig:
            return False
        self._paint(self._new_layer(), live=False)
        self._layer_sig = sig
        self._layer_glows = self._glow_states()
        self._patches.clear()
        self.layer_builds += 1
        return True

    def _new_layer(self) -> pygame.Surface:
        """The layer's surface, in the display's format (made once: 8 MB, and slow to allocate)."""
        if self._layer is None:
            display = pygame.display.get_surface()
            self._layer = (
                pygame.Surface(theme.CANVAS_SIZE, 0, display)
                if display is not None
                else pygame.Surface(theme.CANVAS_SIZE)
            )
        return self._layer

    def _glow_states(self) -> dict[str, GlowState]:
        """Each villain's glow as painted: the brightness step ``theme.blit_glow`` will pick,
        its colour, and whether it steps back (dimmed) for the number in hand."""
        glows = self._villain_glows()
        dim_others = bool(glows) and (self.bonus_mode is not None or self._dragged_number() is not None)
        states: dict[str, GlowState] = {}
        for vid in self.sprites:
            strength, colour = glows.get(vid, (0.0, theme.HIGHLIGHT))
            step = round(max(0.0, min(1.0, strength)) * theme.GLOW_LEVELS)
            states[vid] = (
                step,
                tuple(int(c) for c in colour) if step else (),
                dim_others and vid not in glows,
            )
        return states

    def _glow_rect(self, vid: str) -> pygame.Rect:
        pad = theme.glow_pad(VILLAIN_GLOW_WIDTH) + 2
        return self.sprites[vid].rect.inflate(2 * pad, 2 * pad).clip(pygame.Rect(0, 0, *theme.CANVAS_SIZE))

    def _update_glows(self) -> list[pygame.Rect]:
        """Bring the layer's villain glows to this frame's; returns the rectangles repainted."""
        states = self._glow_states()
        old = self._layer_glows
        changed = [vid for vid, state in states.items() if old.get(vid) != state]
        if not changed:
            return []
        layer = self._layer
        assert layer is not None
        key_all = tuple(sorted(states.items()))
        rects: list[pygame.Rect] = []
        for vid in changed:
            rect = self._glow_rect(vid)
            key = (vid, key_all)
            patch = self._patches.get(key)
            if patch is None:
                clip = layer.get_clip()
                layer.set_clip(rect)
                self._paint(layer, live=False)
                layer.set_clip(clip)
                patch = layer.subsurface(rect).copy()
                if len(self._patches) >= PATCH_LIMIT:
                    self._patches.pop(next(iter(self._patches)))
                self._patches[key] = patch
                self.patch_builds += 1
            else:
                layer.blit(patch, rect)
            rects.append(rect)
        self._layer_glows = states
        return rects

    def _warm_drag_pictures(self) -> None:
        """Blur the glows and shadows a drag will need now, while nothing moves: made on the
        first drag frame they would stall it for tens of milliseconds (each is made once)."""
        from tabletop.games.outnumbered.lanes_draw import HINT_GLOW, MATCH_GLOW

        tray = self.tray
        if not tray.can_build or not tray.pool:
            return
        self._new_layer()
        chip = tray.chip_size()
        theme.shadow(chip, theme.RADIUS, 14, 110)
        theme.glow(chip, theme.HIGHLIGHT, theme.RADIUS, 4)
        theme.glow(chip, theme.HOVER_GLOW, theme.RADIUS, 5)
        for colour in (MATCH_GLOW, HINT_GLOW):
            theme.glow(self.villain_size, colour, VILLAIN_RADIUS, VILLAIN_GLOW_WIDTH)

    # -- what moves ---------------------------------------------------------------------------------------

    def _draw_live(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The tray's moving parts and the scene's bubble; returns the rectangles painted."""
        painted = self.tray.draw_live(surface)
        box = _toast_box(self.toast, surface)
        if box is not None:
            self.toast.draw(surface)
            painted.append(box)
        return painted


def _toast_box(toast: Any, surface: pygame.Surface) -> pygame.Rect | None:
    """Where a :class:`~tabletop.engine.widgets.Toast` paints now (None while hidden)."""
    image = getattr(toast, "_image", None)
    if not toast.visible or image is None:
        return None
    box = image.get_rect(center=toast.pos)
    box.clamp_ip(surface.get_rect())
    return box
