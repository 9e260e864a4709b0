"""Painting the board: the five lanes with their coloured spaces, the barricades, the villains on
top (glowing when a dragged number matches them, pulsing for the Hint), and the decks.

The still parts go into the cached layer; villains and barricades are drawn every frame because
they move during an attack.
"""

from __future__ import annotations

import math

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.outnumbered import table_art as art
from tabletop.games.outnumbered.rules.board import LANES, SpaceKind, space_kind

SPACE_GLYPH = {SpaceKind.YELLOW: "★", SpaceKind.RED: "⚠"}
MATCH_GLOW = (255, 226, 90)
HINT_GLOW = (120, 220, 255)
TARGET_GLOW = (130, 240, 160)


class LanesDrawing:
    """The lanes, barricades, villains and piles."""

    def board_rect(self) -> pygame.Rect:
        """The lanes and their barricades together (banners and the event card centre on it)."""
        rect = pygame.Rect(self.lane_rects[0])
        for lane in range(LANES):
            rect.union_ip(self.lane_rects[lane])
            rect.union_ip(self.barricade_rects[lane])
        return rect

    def lane_active(self, lane: int) -> bool:
        lanes = self.view.get("lanes", [])
        return bool(lanes[lane].get("active", True)) if lane < len(lanes) else True

    # -- the still layer ------------------------------------------------------------------------

    def _draw_lanes(self, surface: pygame.Surface) -> None:
        """The map paints the lanes and their coloured spaces; lanes a mode leaves out are shaded."""
        for lane in range(LANES):
            if not self.lane_active(lane):
                self._draw_closed_lane(surface, lane)

    def _draw_closed_lane(self, surface: pygame.Surface, lane: int) -> None:
        rect = self.lane_rects[lane].union(self.barricade_rects[lane])
        surface.blit(theme.rounded(rect.size, (6, 8, 14, 200), 14), rect)
        for i, word in enumerate((_("Not used"), _("in Training"))):
            txt.draw_text(
                surface,
                word,
                (rect.centerx, rect.centery - 16 + 34 * i),
                24,
                theme.TEXT_DIM,
                "center",
                bold=True,
                max_width=rect.width - 16,
            )

    def _draw_pile(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        back: pygame.Surface,
        count: int,
        label: str,
        top: pygame.Surface | None = None,
    ) -> None:
        """A deck or discard in its slot: its name along the top, the stack, and its count."""
        txt.draw_text(
            surface,
            label,
            (rect.left + 8, rect.top + 5),
            16,
            theme.TEXT,
            "topleft",
            bold=True,
            max_width=rect.width - 16,
        )
        area = pygame.Rect(rect.left + 6, rect.top + 26, rect.width - 12, rect.height - 32)
        art_w, art_h = (top or back).get_size()
        scale = min(area.width / art_w, area.height / art_h)
        size = (max(1, round(art_w * scale)), max(1, round(art_h * scale)))
        card = pygame.Rect(0, 0, *size)
        card.midleft = (area.left + 4, area.centery)
        if count <= 0:
            surface.blit(theme.rounded(card.size, (255, 255, 255, 14), 8, 2, (255, 255, 255, 50)), card)
            txt.draw_text(surface, _("empty"), card.center, 15, theme.TEXT_DIM, "center")
        else:
            layers = min(3, 1 + (count - 1) // 5)
            for i in range(layers):
                layer = card.move(-2 * (layers - 1 - i), -2 * (layers - 1 - i))
                image = top if (top is not None and i == layers - 1) else back
                art.blit_card(surface, image, layer, shadow=i == 0, radius=8)
        art.pill(
            surface,
            str(count),
            (min(rect.right - 26, card.right + 30), area.centery),
            22,
            theme.BADGE,
            theme.BADGE_TEXT,
            (20, 20, 20),
        )

    def _draw_unused_slot(self, surface: pygame.Surface, rect: pygame.Rect, words: str) -> None:
        txt.draw_text(
            surface, words, rect.center, 17, theme.DISABLED_TEXT, "center", max_width=rect.width - 20
        )

    def _draw_decks(self, surface: pygame.Surface) -> None:
        decks = self.view.get("decks", {})
        self._draw_pile(
            surface,
            self.zones["villain_deck"],
            art.villain_back(),
            int(decks.get("villains", 0)),
            _("Villains"),
        )
        self._draw_pile(
            surface,
            self.zones["villain_discard"],
            art.villain_back(),
            int(decks.get("villain_discard", 0)),
            _("Beaten"),
        )
        bonus_zone = self.zones["bonus_deck"]
        used_zone = self.zones.get("bonus_discard")
        if self.view.get("mode") != "training":
            self._draw_pile(
                surface, bonus_zone, art.bonus_back(), int(decks.get("bonus", 0)), _("Bonus powers")
            )
            if used_zone is not None:
                self._draw_pile(
                    surface, used_zone, art.bonus_back(), int(decks.get("bonus_discard", 0)), _("Powers used")
                )
        else:
            self._draw_training_counts(
                surface, bonus_zone.union(used_zone) if used_zone is not None else bonus_zone
            )
        both = self.zones["event_deck"].union(self.zones["event_discard"])
        if self.view.get("mode") == "hero":
            self._draw_event_piles(surface)
        elif self.view.get("mode") == "training":
            self._draw_training_best(surface, both)
        else:
            self._draw_unused_slot(surface, both, _("Event cards come out in Hero mode"))

    def _draw_training_counts(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Training: how many villains got through so far (fewer is better)."""
        count = int(self.shown_escaped)
        surface.blit(theme.rounded(rect.size, (40, 22, 16, 160), 10, 2, (255, 170, 90, 120)), rect)
        txt.draw_text(
            surface, _("Got through"), (rect.left + 16, rect.centery), 24, theme.TEXT, "midleft", bold=True
        )
        txt.draw_text(
            surface,
            str(count),
            (rect.right - 30, rect.centery),
            56,
            (255, 190, 110),
            "midright",
            bold=True,
            shadow=True,
        )

    def _draw_training_best(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        from tabletop.games.outnumbered.score_panel import training_best

        best = training_best(self.app.settings) if self.app is not None else None
        words = (
            _("Best so far: {count}").format(count=best)
            if best is not None
            else _("First Training game: set a best!")
        )
        txt.draw_text(
            surface, words, rect.center, 22, theme.TEXT_DIM, "center", bold=True, max_width=rect.width - 20
        )

    # -- every frame ----------------------------------------------------------------------------------

    def _draw_barricades(self, surface: pygame.Surface) -> None:
        for lane in range(LANES):
            if not self.lane_active(lane):
                continue
            rect = self.barricade_rects[lane]
            if self.view.get("mode") == "training":
                self._draw_open_gate(surface, lane)
                continue
            shake = self.shakes.get(lane)
            dx = 0
            if shake is not None:
                t = float(shake.value)
                dx = round(math.sin(t * 38) * 10 * (1 - t))
            if self.shown_barricades[lane]:
                image = art.card_image(art.barricade(), rect.size, 10)
                theme.blit_shadow(surface, rect.move(dx, 0), 10, (3, 5), 6, 120)
                surface.blit(image, rect.move(dx, 0))
            else:
                marker = art.lost_marker(rect.size)
                crack = self.cracks.get(lane)
                if crack is not None:
                    marker = art.card_image(marker, rect.size, 10)
                surface.blit(marker, rect.move(dx, 0))
                txt.draw_text(
                    surface,
                    _("Barricade lost"),
                    rect.center,
                    max(14, min(22, rect.height // 3)),
                    (255, 190, 180),
                    "center",
                    bold=True,
                    max_width=rect.width - 16,
                )
            flash = self.flashes.get(lane)
            if flash is not None:
                theme.blit_glow(
                    surface, self.lane_rects[lane].union(rect), (255, 70, 50), 16, 6, float(flash.value)
                )

    def _draw_open_gate(self, surface: pygame.Surface, lane: int) -> None:
        rect = self.barricade_rects[lane]
        surface.blit(theme.rounded(rect.size, (20, 40, 60, 170), 10, 2, (120, 200, 255, 120)), rect)
        txt.draw_text(
            surface,
            _("Open gate"),
            rect.center,
            max(14, min(20, rect.height // 3)),
            (170, 220, 255),
            "center",
            bold=True,
            max_width=rect.width - 12,
        )
        flash = self.flashes.get(lane)
        if flash is not None:
            theme.blit_glow(
                surface, self.lane_rects[lane].union(rect), (255, 170, 60), 16, 6, float(flash.value)
            )

    def _villain_glows(self) -> dict[str, tuple[float, theme.Colour]]:
        """Which villains glow now and how: a dragged number's matches, the Hint, bonus targets."""
        glows: dict[str, tuple[float, theme.Colour]] = {}
        level = self.pulse.level
        matching = self._dragged_number()
        if matching is not None:
            for vid, sprite in self.sprites.items():
                if sprite.value == matching:
                    glows[vid] = (
                        1.0 if self.hover_space == self._space_of(vid) else 0.55 + 0.45 * level,
                        MATCH_GLOW,
                    )
        targets = self.bonus_targets()
        for vid in self.sprites:
            space = self._space_of(vid)
            if space in targets:
                glows[vid] = (1.0 if self.hover_space == space else 0.55 + 0.45 * level, TARGET_GLOW)
        hint = self._hint_space()
        if hint is not None:
            for vid in self.sprites:
                if self._space_of(vid) == hint:
                    glows.setdefault(vid, (0.4 + 0.6 * level, HINT_GLOW))
        return glows

    def _draw_villains(self, surface: pygame.Surface) -> None:
        glows = self._villain_glows()
        # while a number is held or a bonus power aims, the villains it cannot hit step back
        dim_others = bool(glows) and (self.bonus_mode is not None or self._dragged_number() is not None)
        for vid, sprite in self.sprites.items():
            glow, colour = glows.get(vid, (0.0, theme.HIGHLIGHT))
            sprite.draw(surface, glow, colour, dim=dim_others and vid not in glows)
            if not sprite.busy:
                self._draw_space_badge(surface, sprite)
        for sprite in self.leaving:
            sprite.draw(surface)

    def _draw_space_badge(self, surface: pygame.Surface, sprite) -> None:
        """A star or warning corner on a villain standing on a yellow or red space."""
        rect = sprite.rect
        space = self.space_at(rect.center)
        if space is None:
            return
        kind = space_kind(*space)
        glyph = SPACE_GLYPH.get(kind)
        if glyph is None:
            return
        fill = (246, 200, 60) if kind is SpaceKind.YELLOW else (222, 62, 52)
        ink = (60, 40, 0) if kind is SpaceKind.YELLOW else (255, 255, 255)
        badge = pygame.Rect(0, 0, 30, 30)
        badge.center = (rect.right - 6, rect.top + 6)
        surface.blit(theme.rounded(badge.size, fill, 15, 2, (20, 20, 20)), badge)
        txt.draw_text(surface, glyph, (badge.centerx, badge.centery + 1), 18, ink, "center", bold=True)

    def _space_of(self, vid: str) -> tuple[int, int] | None:
        """Where the view has this villain (None while it is only on screen)."""
        view = self.view
        cached = getattr(self, "_spaces_cache", None)
        if cached is None or cached[0] is not view:
            spaces: dict[str, tuple[int, int]] = {}
            for lane in view.get("lanes", []):
                for row, villain in enumerate(lane.get("villains", [])):
                    if villain is not None:
                        spaces.setdefault(str(villain.get("id")), (int(lane["lane"]), row))
            cached = (view, spaces)
            self._spaces_cache = cached  # read every frame for each villain: worked out once per view
        return cached[1].get(vid)

    def villain_at(self, lane: int, row: int) -> dict | None:
        lanes = self.view.get("lanes", [])
        if 0 <= lane < len(lanes) and 0 <= row < len(lanes[lane].get("villains", [])):
            return lanes[lane]["villains"][row]
        return None
