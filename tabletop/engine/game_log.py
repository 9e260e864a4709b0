"""The scrolling game log, apart from the small controls.

Wrapping, following new lines and highlighting the line an event timeline is playing out is a
job of its own; it shares only the ``Widget`` base with the buttons.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.engine.intents import Click, Hover, Intent, Wheel
from tabletop.engine.widgets import Label, Widget


class ScrollLog(Widget):
    """The game log: wrapped lines, newest at the bottom, wheel to scroll back.

    It follows new lines while the reader is at the bottom; once they scroll up it stays put
    (new lines do not pull the view away) until they scroll back down.  ``highlight`` marks one
    line (the one an event timeline is playing out), scrolled into view.
    """

    WHEEL_ROWS = 3

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        title: Label | None = None,
        size: int = theme.FONT_SMALL,
        max_lines: int = 500,
    ) -> None:
        super().__init__(rect)
        self.title = title
        self.size = size
        self.max_lines = max_lines
        self.lines: list[tuple[str, theme.Colour]] = []
        self.scroll = 0  # wrapped rows above the bottom
        #: the reader scrolled back with the wheel: the view stays put until they scroll down again
        #: (a highlight that scrolled the view does not count: once it goes, the log follows again)
        self.reader_scrolled = False
        self.highlight: int | None = None  # the index in ``lines`` shown highlighted
        self.dropped = 0  # lines given to ``set_lines`` beyond ``max_lines``, left out
        self._rows: list[tuple[str, theme.Colour]] | None = None
        self._row_lines: list[int] = []  # for each wrapped row, the line it belongs to

    @property
    def body(self) -> pygame.Rect:
        # under the title as tall as it is drawn (Large text makes it taller)
        top = max(52, 18 + txt.line_height(theme.FONT_BODY, True)) if self.title else 14
        return pygame.Rect(
            self.rect.left + 18, self.rect.top + top, self.rect.width - 44, self.rect.height - top - 14
        )

    @property
    def row_height(self) -> int:
        return txt.line_height(self.size) + 2

    @property
    def visible_rows(self) -> int:
        return max(1, self.body.height // self.row_height)

    def rows(self) -> list[tuple[str, theme.Colour]]:
        """Every line wrapped to the log's width (computed once per change)."""
        if self._rows is None:
            width = self.body.width
            self._rows, self._row_lines = [], []
            for index, (line, colour) in enumerate(self.lines):
                if not line:  # a line folded into a later one keeps its number but takes no row
                    continue
                for row in txt.wrap(line, self.size, width):
                    self._rows.append((row, colour))
                    self._row_lines.append(index)
        return self._rows

    def set_highlight(self, line: int | None) -> None:
        """Mark line number ``line`` of what was given to ``set_lines`` (None: no line) and scroll
        it into view."""
        self.highlight = None if line is None else line - self.dropped
        if line is None:
            if not self.reader_scrolled:
                self.scroll = 0  # the beats are over: back to the newest lines, which it follows
            return
        line -= self.dropped
        rows = self.rows()
        indices = [i for i, owner in enumerate(self._row_lines) if owner == line]
        if not indices:
            return
        end = len(rows) - self.scroll
        start = max(0, end - self.visible_rows)
        if indices[0] < start or indices[-1] >= end:
            self.scroll = max(0, min(self.max_scroll, len(rows) - indices[-1] - 1))

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.rows()) - self.visible_rows)

    def add(self, line: str, colour: theme.Colour = theme.TEXT) -> None:
        """Append a line; the view follows unless the reader has scrolled up."""
        before = len(self.rows())
        self.lines.append((line, colour))
        if len(self.lines) > self.max_lines:
            extra = len(self.lines) - self.max_lines
            del self.lines[:extra]
            self.dropped += extra
            if self.highlight is not None:
                self.highlight -= extra
        self._rows = None
        if self.scroll > 0:
            self.scroll = min(self.scroll + len(self.rows()) - before, self.max_scroll)

    def set_lines(self, lines: Iterable[str | tuple[str, theme.Colour]]) -> None:
        """Replace every line (after a language switch or loading a game); the view jumps to the
        bottom.  Only the last ``max_lines`` are kept; ``dropped`` counts the ones left out."""
        every = [(item, theme.TEXT) if isinstance(item, str) else (item[0], item[1]) for item in lines]
        self.dropped = max(0, len(every) - self.max_lines)
        self.lines = every[self.dropped :]
        self._rows = None
        self.scroll = 0
        self.reader_scrolled = False
        self.highlight = None

    def scroll_by(self, rows: int) -> None:
        """Positive scrolls back to older lines; clamped to the log's length."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + rows))
        self.reader_scrolled = self.scroll > 0

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Hover):
            self.hovered = self.contains(intent.pos)
            return False
        if isinstance(intent, Wheel) and self.contains(intent.pos):
            self.scroll_by(intent.dy * self.WHEEL_ROWS)
            return True
        return bool(isinstance(intent, Click) and self.contains(intent.pos))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        surface.blit(
            theme.rounded(self.rect.size, theme.PANEL, theme.RADIUS, 1, theme.PANEL_BORDER), self.rect
        )
        title = txt.resolve(self.title)
        if title:
            txt.draw_text(
                surface,
                title,
                (self.rect.left + 18, self.rect.top + 14),
                theme.FONT_BODY,
                theme.TEXT_DIM,
                "topleft",
                bold=True,
                max_width=self.rect.width - 36,
            )
        rows = self.rows()
        body = self.body
        step = self.row_height
        shown = self.visible_rows
        end = len(rows) - self.scroll
        start = max(0, end - shown)
        y = body.bottom - (end - start) * step
        old_clip = surface.get_clip()
        surface.set_clip(body.clip(old_clip) if old_clip else body)
        for index in range(start, end):
            row, colour = rows[index]
            if self.highlight is not None and self._row_lines[index] == self.highlight:
                band = pygame.Rect(body.left - 8, y - 1, body.width + 12, step)
                surface.blit(theme.rounded(band.size, theme.rgba(theme.HIGHLIGHT, 60), 6), band)
                colour = theme.HIGHLIGHT
            txt.draw_text(surface, row, (body.left, y), self.size, colour, "topleft")
            y += step
        surface.set_clip(old_clip)
        if len(rows) > shown:
            bar = pygame.Rect(self.rect.right - 16, body.top, 6, body.height)
            surface.blit(theme.rounded(bar.size, (255, 255, 255, 24), 3), bar)
            thumb_h = max(24, round(bar.height * shown / len(rows)))
            frac = 1 - self.scroll / max(1, self.max_scroll)
            thumb = pygame.Rect(bar.left, bar.top + round((bar.height - thumb_h) * frac), 6, thumb_h)
            surface.blit(theme.rounded(thumb.size, (255, 255, 255, 110), 3), thumb)
        if self.scroll > 0:
            chip = pygame.Rect(0, 0, 36, 26)
            chip.topright = (self.rect.right - 26, self.rect.top + 12)
            surface.blit(theme.rounded(chip.size, theme.PRIMARY, 14), chip)
            # an arrow saying there is more below: an icon, not words to read
            txt.draw_text(
                surface, "▼", chip.center, theme.FONT_SMALL - 4, theme.PRIMARY_TEXT, "center", decoration=True
            )
