"""How the Fugitive table reaches the screen quickly.

The table is drawn into a cached layer that is rebuilt only when the view or the selection
changes; a frame blits that layer and adds only what moves (a card in flight, a flip, the card
being dragged, the hover rings).  While a card is dragged, its legal places are baked into a
second layer once per pick-up, and a frame restores only the rectangles the last one painted.
That keeps dragging smooth under software rendering on a full table.
"""

from __future__ import annotations

import pygame

from tabletop.engine import board, chrome, theme
from tabletop.engine import text as txt
from tabletop.games.fugitive import table
from tabletop.games.fugitive import table_sprites as ts
from tabletop.paths import map_path


class TableLayers:
    """The cached table layers and the frame drawn over them (see the module docstring)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Blit the cached table (or, mid-drag, patch only last frame's moving parts) and add
        what moves.  The layers are rebuilt only when their signatures change."""
        assert self.app is not None
        rebuilt = self._ensure_layers()
        layer = self._full
        assert layer is not None
        baked = self.drag.held is not None and self.drag.hides(self.drag.held.id) and bool(self.drag.targets)
        if baked:
            rebuilt = self._ensure_drag_layer() or rebuilt
            layer = self._drag_layer
            assert layer is not None
        frame = self.app.stats.frames
        toasts = bool(getattr(self.app, "_toasts", None))
        restore = (
            self._patchable
            and not rebuilt
            and not toasts
            and self.app.top is self
            and frame == self._drawn_at + 1
            and baked == self._was_baked
        )
        if restore:
            for rect in self._live_rects:
                surface.blit(layer, rect, rect)
        else:
            surface.blit(layer, (0, 0))
        self._live_rects = self._draw_live(surface, baked)
        self._drawn_at = frame
        self._was_baked = baked
        self._patchable = (
            self.drag.active
            and not self.flights
            and not self.flips
            and self.stamp is None
            and self.popup is None
            and not toasts
            and not self.demo
        )

    def _ensure_drag_layer(self) -> bool:
        """The table with the legal places already glowing, made once per pick-up (and again when
        the pointer enters or leaves a place): a drag frame then only moves the card."""
        drag = self.drag
        hovered = drag.hovered.id if drag.hovered is not None else None
        sig = (
            self._full_sig,
            id(drag.held),
            tuple((t.id, tuple(t.rect)) for t in drag.targets),
            hovered,
            tuple(drag.origin),
        )
        if self._drag_layer is not None and sig == self._drag_sig:
            return False
        assert self._full is not None
        if self._drag_layer is None:
            self._drag_layer = self._blank_layer()
        layer = self._drag_layer
        layer.blit(self._full, (0, 0))
        for target in drag.targets:
            if target is not drag.hovered:
                theme.blit_glow(layer, target.rect, theme.HIGHLIGHT, target.radius, 4, 1.0)
        if drag.hovered is not None:
            rect = drag.hovered.rect
            pad = theme.glow_pad(6)
            layer.blit(
                theme.glow(rect.size, theme.HOVER_GLOW, drag.hovered.radius, 6), (rect.x - pad, rect.y - pad)
            )
            if drag.hovered.label:
                self._draw_caption(layer, rect, drag.hovered.label)
        if drag.held is not None:
            layer.blit(
                theme.rounded(drag.origin.size, (0, 0, 0, 60), drag.held.radius, 2, (255, 255, 255, 70)),
                drag.origin,
            )
        self._drag_sig = sig
        self.layer_builds += 1
        return True

    def draw_hud(self, surface: pygame.Surface) -> None:
        """The banner, the log and the menu button are part of the cached layer (see draw_table)."""

    def _base_signature(self) -> tuple:
        log = self.log
        return (
            self.acting_seat(),
            self.hud_line(),
            self.banner_reserve(),
            log.scroll,
            log.highlight,
            len(log.lines),
            log.lines[-1] if log.lines else None,
            self.demo,
        )

    def _full_signature(self) -> tuple:
        hidden = tuple(card for card in self.hand_sprites if self.drag.hides(card))
        hand = tuple(
            (
                s.key,
                round(s.center[0]),
                round(s.center[1]),
                s.angle,
                round(s.lift),
                s.highlight,
                s.selected,
                s.dimmed,
                s.face_up,
                s.squash_step,
            )
            for s in self.hand.cards
            if not self.drag.hides(s.key)
        )
        buttons = tuple(
            (b.rect.topleft, b.hovered, b.pressed, b.enabled, txt.resolve(b.label))
            for b in (*self.buttons, *self.offer_buttons, self.menu_button)
        )
        return (self.layer_builds_base, hidden, hand, buttons)

    def _ensure_layers(self) -> bool:
        """Rebuild what changed; True when the full layer is new (the whole screen must be blitted)."""
        base_sig = self._base_signature()
        if self._base is None or self._base_dirty or base_sig != self._base_sig:
            self._build_base()
            self._base_sig = base_sig
        sig = self._full_signature()
        if self._full is None or sig != self._full_sig:
            self._build_full(sig)
            return True
        return False

    def _blank_layer(self) -> pygame.Surface:
        if pygame.display.get_surface() is not None:
            return pygame.Surface(theme.CANVAS_SIZE).convert()
        return pygame.Surface(theme.CANVAS_SIZE)

    def _build_base(self) -> None:
        if self._base is None:
            self._base = self._blank_layer()
        base = self._base
        base.blit(board.render_layers(map_path(table.MAP)), (0, 0))
        self._draw_piles(base)
        self._draw_event_area(base)
        self._draw_bench(base)
        self._draw_row(base)
        self.notepad.draw(base, ts.notepad_paper())
        self._draw_hand_area(base)
        self._draw_action_bar(base)
        seat = self.acting_seat()
        who = self.session.seats[seat] if seat is not None else None
        label = self.seat_label(seat) if seat is not None else ""
        chrome.draw_turn_banner(base, who, label, self.hud_line(), reserve=self.banner_reserve())
        self.log.draw(base)
        if self.phase == "manhunt_offer":
            self._draw_offer(base)
        self._base_dirty = False
        self._full_sig = None
        self.layer_builds += 1
        self.layer_builds_base += 1

    def _build_full(self, sig: tuple) -> None:
        assert self._base is not None
        if self._full is None:
            self._full = self._blank_layer()
        self._full.blit(self._base, (0, 0))
        hidden = [i for i, s in enumerate(self.hand.cards) if self.drag.hides(s.key)]
        self.hand.draw(self._full, hidden)
        for button in self.buttons:
            button.draw(self._full)
        for button in self.offer_buttons:
            button.draw(self._full)
        self.menu_button.draw(self._full)
        self._full_sig = sig
        self.layer_builds += 1

    def _draw_live(self, surface: pygame.Surface, baked: bool = False) -> list[pygame.Rect]:
        """What changes between layer rebuilds: hover rings, cards in the air, the held card.
        Returns the rectangles painted, so the next frame can restore just those."""
        painted: list[pygame.Rect] = []
        if self.hover_pile is not None and self._pile_legal(self.hover_pile):
            rect = self.piles[self.hover_pile - 1].top_rect
            theme.blit_glow(surface, rect, theme.HOVER_GLOW, theme.CARD_RADIUS, 4, 1.0)
            painted.append(rect.inflate(2 * theme.glow_pad(4), 2 * theme.glow_pad(4)))
        if self.notepad.hovered is not None and self.notepad.interactive:
            self.notepad.draw_hover(surface)
            painted.append(self.notepad.cell_rect(self.notepad.hovered).inflate(12, 12))
        for sprite in self.flips.values():
            sprite.draw(surface)
        for flight in self.flights:
            flight.sprite.draw(surface, lifted=True)
        if self.stamp is not None:
            self._draw_stamp(surface, self.stamp)
        if self.popup is not None:
            self._draw_popup(surface, self.popup)
        painted += self._draw_drag(surface, baked)
        return painted

    def _draw_drag(self, surface: pygame.Surface, baked: bool) -> list[pygame.Rect]:
        """The drag controller's picture: legal places (already in the layer when ``baked``), the
        selection, the held card and the toast explaining a refused move."""
        drag = self.drag
        painted: list[pygame.Rect] = []
        if not baked:
            for target in drag.targets:
                if target is drag.hovered:
                    continue
                pad = theme.glow_pad(4)
                painted.append(
                    surface.blit(
                        theme.glow(target.rect.size, theme.HIGHLIGHT, target.radius, 4),
                        (target.rect.x - pad, target.rect.y - pad),
                    )
                )
            if drag.hovered is not None:
                rect = drag.hovered.rect
                pad = theme.glow_pad(6)
                painted.append(
                    surface.blit(
                        theme.glow(rect.size, theme.HOVER_GLOW, drag.hovered.radius, 6),
                        (rect.x - pad, rect.y - pad),
                    )
                )
                if drag.hovered.label:
                    painted.append(self._draw_caption(surface, rect, drag.hovered.label))
        if drag.held is not None:
            if drag.selected_id is not None:
                rect = pygame.Rect(drag.held.rect())
                pad = theme.glow_pad(5)
                painted.append(
                    surface.blit(
                        theme.glow(rect.size, theme.SELECTED, drag.held.radius, 5),
                        (rect.x - pad, rect.y - pad),
                    )
                )
            elif drag.hides(drag.held.id):
                if not baked:
                    origin = drag.origin
                    painted.append(
                        surface.blit(
                            theme.rounded(
                                origin.size, (0, 0, 0, 60), drag.held.radius, 2, (255, 255, 255, 70)
                            ),
                            origin,
                        )
                    )
                rect = drag.held_rect
                pad = theme.shadow_pad(14)
                shadow = theme.shadow(rect.size, drag.held.radius, 14, 110)
                offset = theme.LIFTED_SHADOW_OFFSET
                painted.append(surface.blit(shadow, (rect.x - pad + offset[0], rect.y - pad + offset[1])))
                self._draw_held_card(surface, rect)
                painted.append(pygame.Rect(rect))
        if drag.toast.visible:
            drag.toast.draw(surface)
            if drag.toast._image is not None:  # the bubble's size, to restore under it next frame
                box = drag.toast._image.get_rect(center=drag.toast.pos)
                box.clamp_ip(surface.get_rect())
                painted.append(box)
        return painted

    def _draw_caption(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> pygame.Rect:
        size = theme.FONT_SMALL
        w, h = txt.measure(label, size, bold=True)
        chip = pygame.Rect(0, 0, w + 28, h + 12)
        chip.midbottom = (rect.centerx, rect.top - 12)
        chip.clamp_ip(surface.get_rect())
        surface.blit(theme.rounded(chip.size, (20, 22, 28, 230), chip.height // 2, 2, theme.HOVER_GLOW), chip)
        txt.draw_text(surface, label, chip.center, size, theme.TEXT, "center", bold=True)
        return chip

    def _warm_drag_glows(self) -> None:
        """Make the glows a drag will need now, while nothing moves, so the drag never waits on a blur."""
        targets = [self.slot_rect(), self.zones["pending"]]
        for rect in targets:
            theme.glow(rect.size, theme.HIGHLIGHT, theme.CARD_RADIUS, 4)
            theme.glow(rect.size, theme.HOVER_GLOW, theme.CARD_RADIUS, 6)
            theme.glow(rect.size, theme.HIGHLIGHT, theme.RADIUS, 4)
            theme.glow(rect.size, theme.HOVER_GLOW, theme.RADIUS, 6)
        for sprite in self.hand.cards:
            theme.shadow(sprite.rect.size, theme.CARD_RADIUS, 14, 110)
            theme.glow(sprite.rect.size, theme.SELECTED, theme.CARD_RADIUS, 5)
            break
