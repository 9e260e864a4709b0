"""A card or notice shown big for a while: an event card after it is drawn, a result to read.

It stays for a reading time (not scaled by the animation speed: people read at their own pace),
closes early on a click, and can wait hidden while its card is still flying up (``shown`` False),
only then starting its clock.  The table asks :meth:`Popup.wake_in` so an idle loop wakes up to
take it down on time, and paints whatever ``content`` says inside :meth:`Popup.rect`.
"""

from __future__ import annotations

from typing import Generic, TypeVar

import pygame

T = TypeVar("T")

READING_TIME = 5.0  # seconds a popup stays unless clicked


class Popup(Generic[T]):
    """One popup at a time over a table; ``content`` is whatever the table paints in it."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.area = pygame.Rect(rect)
        self.content: T | None = None
        self.left = 0.0
        self.shown = False

    @property
    def open(self) -> bool:
        """Something is up (or on its way up)."""
        return self.content is not None

    @property
    def visible(self) -> bool:
        """Something is up and readable now."""
        return self.content is not None and self.shown

    def show(self, content: T, seconds: float = READING_TIME, shown: bool = True) -> None:
        """Put ``content`` up; with ``shown`` False it waits for :meth:`reveal` (a card in flight)."""
        self.content = content
        self.left = seconds
        self.shown = shown

    def reveal(self) -> None:
        """The card has arrived: start the reading time."""
        if self.content is not None:
            self.shown = True

    def close(self) -> bool:
        """Take it down; True if something was up."""
        was_open = self.content is not None
        self.content, self.shown = None, False
        return was_open

    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.area)

    def clicked(self, pos: tuple[int, int]) -> bool:
        """A click on the popup closes it; True when the click was used that way."""
        if self.visible and self.area.collidepoint(pos):
            self.close()
            return True
        return False

    def update(self, dt: float) -> bool:
        """Run the reading time; True on the frame the popup closes by itself (repaint then)."""
        if not self.visible:
            return False
        self.left -= dt
        if self.left <= 0:
            self.close()
            return True
        return False

    def wake_in(self) -> float | None:
        """Seconds until the popup closes by itself (None when nothing is counting down)."""
        return max(0.01, self.left) if self.visible else None
