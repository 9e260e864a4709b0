"""The five lanes as the table shows them: the villain cards (sliding, dropping in, knocked off,
glowing for a dragged number), the barricades (shaking, cracking, lost, rebuilt), the red flashes
of a breach, the bursts of a hit and the big banners across the board.

After a command the view is already new; the event beats (see :mod:`.event_beats`) bring what
is shown here to it one step at a time, and :meth:`Lanes.settle` puts whatever they did not move
where the view says.  Villains and barricades are painted every frame (they move during an
attack); the lanes a mode leaves out are shaded in the still layer.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from tabletop.core.i18n import _
from tabletop.engine import text as txt
from tabletop.engine import theme, tween
from tabletop.engine.tween import Ease
from tabletop.games.outnumbered.rules.board import LANES, ROWS, SpaceKind, space_kind
from tabletop.games.outnumbered.rules.content import VILLAINS
from tabletop.games.outnumbered.rules.view import OutnumberedView, VillainView
from tabletop.games.outnumbered.table import art as art
from tabletop.games.outnumbered.table.layout import Space, TableLayout
from tabletop.games.outnumbered.table.table_view import before_first_view
from tabletop.games.outnumbered.table.villain_sprites import Banner, Burst, VillainSprite

SPACE_GLYPH = {SpaceKind.YELLOW: "★", SpaceKind.RED: "⚠"}
MATCH_GLOW = (255, 226, 90)
HINT_GLOW = (120, 220, 255)
TARGET_GLOW = (130, 240, 160)
#: the width :meth:`VillainSprite.draw` gives a villain's glow; a repainted glow's area follows it
VILLAIN_GLOW_WIDTH = 6
SLIDE_TIME = 0.4
LANE_STAGGER = 0.13  # seconds between one lane's advance and the next
SHAKE_TIME = 0.5

Glow = tuple[float, theme.Colour]  # strength, colour
GlowState = tuple[int, tuple[int, ...], bool]  # brightness step, colour, dimmed


def villain_dict(villain_id: str) -> VillainView:
    v = VILLAINS.get(villain_id)
    if v is None:
        return {"id": villain_id, "value": 0, "kind": "minion", "name": villain_id}
    return {"id": v.id, "value": v.value, "kind": v.kind.value, "name": v.name}


def villain_key(raw: Any) -> str:
    """A villain's id, from the view's dict or an event's plain id."""
    return str(raw.get("id")) if isinstance(raw, dict) else str(raw)


def villain_at(view: OutnumberedView, lane: int, row: int) -> VillainView | None:
    """The villain the view has on a space (None for an empty one)."""
    lanes = view.get("lanes", [])
    if 0 <= lane < len(lanes) and 0 <= row < len(lanes[lane].get("villains", [])):
        villain: VillainView | None = lanes[lane]["villains"][row]
        return villain
    return None


class Lanes:
    """The villains, barricades and board effects shown, and how they are painted."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        self.view: OutnumberedView = before_first_view()
        self.sprites: dict[str, VillainSprite] = {}
        self.leaving: list[VillainSprite] = []  # knocked off or slipping away, drawn until faded
        self.bursts: list[Burst] = []
        self.banner: Banner | None = None
        self.shown_barricades: list[bool] = [True] * len(layout.barricade_rects)
        self.shakes: dict[int, tween.Tween] = {}
        self.cracks: dict[int, tween.Tween] = {}
        self.flashes: dict[int, tween.Tween] = {}  # lane -> red flash (a breach, an event's drop)
        self.shown_escaped = 0  # Training's count of villains through, as far as the beats got
        self._spaces: tuple[OutnumberedView, dict[str, Space]] | None = None

    def set_view(self, view: OutnumberedView) -> None:
        self.view = view

    # -- at rest --------------------------------------------------------------------------------

    def sync(self) -> None:
        """Every villain and barricade at rest where the view says (no animation)."""
        view = self.view
        keep: dict[str, VillainSprite] = {}
        for lane in view.get("lanes", []):
            for row, villain in enumerate(lane.get("villains", [])):
                if villain is None:
                    continue
                vid = villain_key(villain)
                center = self.layout.villain_rect(lane["lane"], row).center
                sprite = self.sprites.get(vid) or VillainSprite(
                    villain.copy(), center, self.layout.villain_size
                )
                sprite.villain = villain.copy()
                sprite.skip()
                sprite.gone = False
                sprite.alpha = tween.Tween(255.0, 255.0, 0.0)
                sprite.pos = self.layout.villain_rect(lane["lane"], row).center
                keep[vid] = sprite
        self.sprites = keep
        self.leaving = []
        self.shown_barricades = [
            bool(lane.get("barricade")) for lane in view.get("lanes", [])
        ] or self.shown_barricades
        self.shakes.clear()
        self.cracks.clear()
        self.shown_escaped = int(view.get("escaped", 0))

    def settle(self) -> None:
        """The end of a timeline: anything the events did not move goes where the view says."""
        view = self.view
        wanted: dict[str, tuple[int, int, VillainView]] = {}
        for lane in view.get("lanes", []):
            for row, villain in enumerate(lane.get("villains", [])):
                if villain is not None:
                    wanted[villain_key(villain)] = (int(lane["lane"]), row, villain)
        for vid in list(self.sprites):
            if vid not in wanted:
                sprite = self.sprites.pop(vid)
                sprite.fade_out(0.25)
                self.leaving.append(sprite)
        for vid, (lane_index, row, villain) in wanted.items():
            goal = self.layout.villain_rect(lane_index, row).center
            shown = self.sprites.get(vid)
            if shown is None:
                sprite = VillainSprite(villain.copy(), goal, self.layout.villain_size)
                sprite.drop_in(goal, 80, 0.3)
                self.sprites[vid] = sprite
            elif shown.motion.target != (float(goal[0]), float(goal[1])):
                shown.slide_to(goal, 0.3)
        self.shown_barricades = [
            bool(lane.get("barricade")) for lane in view.get("lanes", [])
        ] or self.shown_barricades
        self.shown_escaped = int(view.get("escaped", 0))

    # -- what the event beats set going ---------------------------------------------------------

    def advance(self, moves: list[tuple[Any, int, int, int]], order: dict[int, int]) -> None:
        """Villains slide down their lanes, each lane ``order[lane]`` staggers after the first."""
        for villain, lane, from_row, to_row in moves:
            vid = villain_key(villain)
            sprite = self.sprites.get(vid)
            if sprite is None:
                sprite = VillainSprite(
                    villain_dict(vid),
                    self.layout.villain_rect(lane, from_row).center,
                    self.layout.villain_size,
                )
                self.sprites[vid] = sprite
            sprite.slide_to(
                self.layout.villain_rect(lane, min(to_row, ROWS)).center,
                SLIDE_TIME,
                order[lane] * LANE_STAGGER,
            )

    def shake(self, lane: int) -> None:
        self.shakes[lane] = tween.Tween(0.0, 1.0, SHAKE_TIME, Ease.LINEAR)

    def flash(self, lane: int, start: float, end: float, duration: float) -> None:
        """A red glow over a lane and its barricade (a breach, a villain dropped in by an event)."""
        self.flashes[lane] = tween.Tween(start, end, duration, Ease.OUT_CUBIC)

    def smash_barricade(self, lane: int, villain: Any) -> None:
        """The villain that broke through fades and the barricade cracks off the board."""
        sprite = self.sprites.pop(villain_key(villain), None)
        if sprite is not None:
            sprite.fade_out(0.35)
            self.leaving.append(sprite)
        self.shown_barricades[lane] = False
        self.cracks[lane] = tween.Tween(0.0, 1.0, 0.45, Ease.OUT_CUBIC)
        self.bursts.append(Burst(self.layout.barricade_rects[lane].center, (255, 150, 90), 0.6, 110))

    def slip_away(self, lane: int, villain: Any) -> None:
        """Training: a villain slips past the open gate and off the board."""
        sprite = self.sprites.pop(villain_key(villain), None)
        if sprite is not None:
            x, y = sprite.motion.pos
            sprite.slide_to((x, y + 90), 0.4, 0.0, Ease.IN_OUT_CUBIC)
            sprite.fade_out(0.4)
            self.leaving.append(sprite)
        self.flash(lane, 1.0, 0.0, 0.7)
        self.shown_escaped += 1

    def drop_villain(self, villain: Any, lane: int, row: int, height: float) -> None:
        """A newly dealt (or event-added) villain falls onto its space."""
        vid = villain_key(villain)
        goal = self.layout.villain_rect(lane, row).center
        sprite = VillainSprite(villain_dict(vid), goal, self.layout.villain_size)
        sprite.drop_in(goal, height)
        self.sprites[vid] = sprite

    def knock_off(self, villain: Any, lane: int, row: int, colour: tuple[int, int, int]) -> None:
        """A defeated villain hops up and spins away in a burst."""
        sprite = self.sprites.pop(villain_key(villain), None)
        center = sprite.rect.center if sprite is not None else self.layout.villain_rect(lane, row).center
        if sprite is not None:
            sprite.knock_off(-1.0 if lane < 2 else 1.0)
            self.leaving.append(sprite)
        self.bursts.append(Burst(center, colour))

    def push_back(self, villain: Any, lane: int, row: int) -> None:
        sprite = self.sprites.get(villain_key(villain))
        if sprite is not None:
            sprite.slide_to(self.layout.villain_rect(lane, row).center, 0.45, 0.0, Ease.OUT_BACK)

    def rebuild(self, lane: int, colour: tuple[int, int, int]) -> None:
        self.shown_barricades[lane] = True
        self.cracks.pop(lane, None)
        self.bursts.append(Burst(self.layout.barricade_rects[lane].center, colour, 0.6, 110))

    def show_banner(
        self, text: str, colour: tuple[int, int, int], duration: float, size: int, sub: str = ""
    ) -> None:
        """A big word across the board for a moment."""
        self.banner = Banner(text, colour, self.layout.board_rect(), duration, size, sub)

    # -- the frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """Advance every villain and effect; True while anything moves."""
        moving = False
        for sprite in self.sprites.values():
            moving = sprite.update(dt) or moving
        if self.leaving:
            for sprite in self.leaving:
                sprite.update(dt)
            self.leaving = [s for s in self.leaving if not s.finished]
            moving = True
        if self.bursts:
            self.bursts = [b for b in self.bursts if b.update(dt)]
            moving = True
        if self.banner is not None:
            if not self.banner.update(dt):
                self.banner = None
            moving = True
        for store in (self.shakes, self.cracks, self.flashes):
            for lane in list(store):
                if not store[lane].update(dt):
                    del store[lane]
                moving = True
        return moving

    @property
    def animating(self) -> bool:
        """Villains move, fade or burst, a banner shows, a barricade shakes."""
        return bool(
            self.leaving
            or self.bursts
            or self.banner is not None
            or self.shakes
            or any(s.busy for s in self.sprites.values())
        )

    @property
    def calm(self) -> bool:
        """Nothing flashes, cracks, bursts or announces itself (a drag frame may be patched)."""
        return not (self.flashes or self.cracks or self.bursts or self.banner is not None)

    def finish_motion(self) -> None:
        """A beat was skipped: the villains it set moving arrive now."""
        for sprite in self.sprites.values():
            sprite.skip()

    def skip(self) -> None:
        """Every motion and effect ends at once."""
        for sprite in self.sprites.values():
            sprite.skip()
        self.leaving = []
        self.bursts = []
        self.banner = None
        self.shakes.clear()
        self.cracks.clear()
        self.flashes.clear()

    # -- reading the view -----------------------------------------------------------------------

    def lane_active(self, lane: int) -> bool:
        lanes = self.view.get("lanes", [])
        return bool(lanes[lane].get("active", True)) if lane < len(lanes) else True

    def villain_at(self, lane: int, row: int) -> VillainView | None:
        return villain_at(self.view, lane, row)

    def space_of(self, vid: str) -> Space | None:
        """Where the view has this villain (None while it is only on screen)."""
        view = self.view
        cached = self._spaces
        if cached is None or cached[0] is not view:
            spaces: dict[str, Space] = {}
            for lane in view.get("lanes", []):
                for row, villain in enumerate(lane.get("villains", [])):
                    if villain is not None:
                        spaces.setdefault(str(villain.get("id")), (int(lane["lane"]), row))
            cached = (view, spaces)
            self._spaces = cached  # read every frame for each villain: worked out once per view
        return cached[1].get(vid)

    # -- glows ----------------------------------------------------------------------------------

    def glows(
        self,
        matching: int | None,
        hover_space: Space | None,
        targets: set[Space],
        hint: Space | None,
        level: float,
    ) -> dict[str, Glow]:
        """Which villains glow now and how: a dragged number's matches, the Hint, bonus targets."""
        glows: dict[str, Glow] = {}
        if matching is not None:
            for vid, sprite in self.sprites.items():
                if sprite.value == matching:
                    glows[vid] = (
                        1.0 if hover_space == self.space_of(vid) else 0.55 + 0.45 * level,
                        MATCH_GLOW,
                    )
        for vid in self.sprites:
            space = self.space_of(vid)
            if space in targets:
                glows[vid] = (1.0 if hover_space == space else 0.55 + 0.45 * level, TARGET_GLOW)
        if hint is not None:
            for vid in self.sprites:
                if self.space_of(vid) == hint:
                    glows.setdefault(vid, (0.4 + 0.6 * level, HINT_GLOW))
        return glows

    def glow_states(self, glows: dict[str, Glow], dim_others: bool) -> dict[str, GlowState]:
        """Each villain's glow as painted: the brightness step ``theme.blit_glow`` will pick,
        its colour, and whether it steps back (dimmed) for the number in hand."""
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

    def glow_rect(self, vid: str) -> pygame.Rect:
        """The area a villain's glow can reach (repainted alone when only the glow changes)."""
        pad = theme.glow_pad(VILLAIN_GLOW_WIDTH) + 2
        return self.sprites[vid].rect.inflate(2 * pad, 2 * pad).clip(pygame.Rect(0, 0, *theme.CANVAS_SIZE))

    # -- painting -------------------------------------------------------------------------------

    def draw_closed_lanes(self, surface: pygame.Surface) -> None:
        """The map paints the lanes and their coloured spaces; lanes a mode leaves out are shaded."""
        for lane in range(LANES):
            if not self.lane_active(lane):
                self._draw_closed_lane(surface, lane)

    def _draw_closed_lane(self, surface: pygame.Surface, lane: int) -> None:
        rect = self.layout.lane_rects[lane].union(self.layout.barricade_rects[lane])
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

    def draw_barricades(self, surface: pygame.Surface) -> None:
        for lane in range(LANES):
            if not self.lane_active(lane):
                continue
            rect = self.layout.barricade_rects[lane]
            if self.view.get("mode") == "training":
                self._draw_open_gate(surface, lane)
                continue
            shake = self.shakes.get(lane)
            dx = 0
            if shake is not None:
                t = float(shake.value)  # type: ignore[arg-type]
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
                _draw_centred_lines(surface, _("Barricade lost"), rect.move(dx, 0), (255, 190, 180))
            flash = self.flashes.get(lane)
            if flash is not None:
                theme.blit_glow(
                    surface,
                    self.layout.lane_rects[lane].union(rect),
                    (255, 70, 50),
                    16,
                    6,
                    float(flash.value),  # type: ignore[arg-type]
                )

    def _draw_open_gate(self, surface: pygame.Surface, lane: int) -> None:
        rect = self.layout.barricade_rects[lane]
        surface.blit(theme.rounded(rect.size, (20, 40, 60, 170), 10, 2, (120, 200, 255, 120)), rect)
        _draw_centred_lines(surface, _("Open gate"), rect, (170, 220, 255))
        flash = self.flashes.get(lane)
        if flash is not None:
            theme.blit_glow(
                surface,
                self.layout.lane_rects[lane].union(rect),
                (255, 170, 60),
                16,
                6,
                float(flash.value),  # type: ignore[arg-type]
            )

    def draw_villains(self, surface: pygame.Surface, glows: dict[str, Glow], dim_others: bool) -> None:
        """Every villain with its glow (the others dimmed while a number is held or a power aims)."""
        for vid, sprite in self.sprites.items():
            glow, colour = glows.get(vid, (0.0, theme.HIGHLIGHT))
            sprite.draw(surface, glow, colour, dim=dim_others and vid not in glows)
            if not sprite.busy:
                self._draw_space_badge(surface, sprite)
        for sprite in self.leaving:
            sprite.draw(surface)

    def _draw_space_badge(self, surface: pygame.Surface, sprite: VillainSprite) -> None:
        """A star or warning corner on a villain standing on a yellow or red space."""
        rect = sprite.rect
        space = self.layout.space_at(rect.center)
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
        # the space's mark, repeated from the board under the card (its tooltip says what it means)
        txt.draw_text(
            surface, glyph, (badge.centerx, badge.centery + 1), 18, ink, "center", bold=True, decoration=True
        )

    def draw_bursts(self, surface: pygame.Surface) -> None:
        for burst in self.bursts:
            burst.draw(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is not None:
            self.banner.draw(surface)


def _draw_centred_lines(surface: pygame.Surface, words: str, rect: pygame.Rect, colour: theme.Colour) -> None:
    """A barricade space's state in readable type, wrapped onto as many lines as it needs."""
    size = txt.READABLE
    lines = txt.wrap(words, size, rect.width - 12, bold=True, condensed=True)
    step = txt.line_height(size, bold=True) - 4
    y = rect.centery - step * len(lines) // 2
    for line in lines:
        fits = txt.measure(line, size, bold=True)[0] <= rect.width - 12
        txt.draw_text(
            surface,
            line,
            (rect.centerx, y + step // 2),
            size,
            colour,
            "center",
            bold=True,
            shadow=True,
            condensed=not fits,
            max_width=rect.width - 12,
        )
        y += step
