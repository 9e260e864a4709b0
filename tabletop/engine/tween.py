"""Easing, tweens and sequences: the timing every animation runs on.

Every animation in the app is a tween advanced by ``update(dt)``; nothing reads a clock.  One
global speed factor (the settings' animation speed: 0 instant, 0.5 slow, 1 normal, 2 fast) scales
all of them, and ``skip()`` finishes everything at once, because players may click or press a key
to skip any animation.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Iterable

Point = tuple[float, float]
Value = float | Point

_speed = 1.0


def set_speed(factor: float) -> None:
    """Set the global animation speed (0 makes every animation finish at once)."""
    global _speed
    _speed = max(0.0, float(factor))


def get_speed() -> float:
    return _speed


class Ease(enum.Enum):
    """Easing curves mapping progress 0..1 to eased progress (0 -> 0 and 1 -> 1 for all)."""

    LINEAR = "linear"
    OUT_CUBIC = "out_cubic"
    IN_OUT_CUBIC = "in_out_cubic"
    OUT_BACK = "out_back"

    def __call__(self, t: float) -> float:
        t = 0.0 if t <= 0 else 1.0 if t >= 1 else t
        if self is Ease.LINEAR:
            return t
        if self is Ease.OUT_CUBIC:
            return 1 - (1 - t) ** 3
        if self is Ease.IN_OUT_CUBIC:
            return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2
        c1 = 1.70158  # OUT_BACK: overshoots a little, then settles
        c3 = c1 + 1
        return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Tween:
    """Moves a float or an (x, y) point from ``start`` to ``end`` over ``duration`` seconds.

    ``update(dt)`` applies the global speed; ``advance(dt)`` takes time already scaled and
    returns what was left over, so sequences chain without losing time between steps.
    """

    def __init__(
        self, start: Value, end: Value, duration: float, ease: Ease = Ease.OUT_CUBIC, delay: float = 0.0
    ) -> None:
        self.start = start
        self.end = end
        self.duration = max(0.0, float(duration))
        self.ease = ease
        self.delay = max(0.0, float(delay))
        self.elapsed = 0.0
        if _speed == 0:
            self.finish()

    @property
    def progress(self) -> float:
        """Raw progress 0..1 (before easing)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self) -> Value:
        t = self.ease(self.progress)
        if isinstance(self.start, tuple):
            return lerp_point(self.start, self.end, t)  # type: ignore[arg-type]
        return lerp(self.start, self.end, t)  # type: ignore[arg-type]

    def advance(self, dt: float) -> float:
        """Move on by ``dt`` scaled seconds; returns the unused part of ``dt``."""
        total = self.delay + self.duration
        left = total - self.elapsed
        if dt >= left:
            self.elapsed = total
            return dt - max(0.0, left)
        self.elapsed += dt
        return 0.0

    def update(self, dt: float) -> bool:
        """Advance by real seconds (scaled by the global speed); True while still running."""
        if _speed == 0:
            self.finish()
        else:
            self.advance(dt * _speed)
        return not self.done

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration


def wait(seconds: float) -> Tween:
    """A pause inside a sequence."""
    return Tween(0.0, 0.0, seconds, Ease.LINEAR)


Step = Tween | Callable[[], object]


class Sequence:
    """Tweens and callbacks run one after another; a callable step runs the moment it is reached."""

    def __init__(self, steps: Iterable[Step]) -> None:
        self.steps: list[Step] = list(steps)
        self.index = 0
        self._last: Tween | None = next((s for s in self.steps if isinstance(s, Tween)), None)

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def current(self) -> Tween | None:
        """The tween now running (or the last one that ran)."""
        return self._last

    @property
    def value(self) -> Value:
        return self._last.value if self._last is not None else 0.0

    def advance(self, dt: float) -> float:
        while self.index < len(self.steps):
            step = self.steps[self.index]
            if isinstance(step, Tween):
                self._last = step
                dt = step.advance(dt)
                if not step.done:
                    return 0.0
            else:
                step()
            self.index += 1
        return dt

    def update(self, dt: float) -> bool:
        if _speed == 0:
            self.finish()
        else:
            self.advance(dt * _speed)
        return not self.done

    def finish(self) -> None:
        """Run every remaining step at once, callbacks included, in order."""
        while self.index < len(self.steps):
            step = self.steps[self.index]
            if isinstance(step, Tween):
                self._last = step
                step.finish()
            else:
                step()
            self.index += 1


Animation = Tween | Sequence


class Pulse:
    """A soft 0..1 breathing level for highlights; steady at full when animations are off."""

    def __init__(self, period: float = 1.3, low: float = 0.45, high: float = 1.0) -> None:
        self.period = period
        self.low = low
        self.high = high
        self.phase = 0.0

    def update(self, dt: float) -> bool:
        if _speed == 0:
            return False
        self.phase = (self.phase + dt / self.period) % 1.0
        return True

    @property
    def level(self) -> float:
        if _speed == 0:
            return self.high
        wave = 0.5 - 0.5 * math.cos(self.phase * 2 * math.pi)
        return self.low + (self.high - self.low) * wave

    def reset(self) -> None:
        self.phase = 0.0


class Motion:
    """A point that can jump or glide: the position of a sprite and its move animation in one."""

    def __init__(self, pos: Point) -> None:
        self._pos: Point = (float(pos[0]), float(pos[1]))
        self._tween: Tween | None = None

    @property
    def pos(self) -> Point:
        if self._tween is not None:
            return self._tween.value  # type: ignore[return-value]
        return self._pos

    @property
    def target(self) -> Point:
        """Where the point is going (its position when still)."""
        return self._pos

    @property
    def busy(self) -> bool:
        return self._tween is not None

    def set(self, pos: Point) -> None:
        """Jump without animating."""
        self._pos = (float(pos[0]), float(pos[1]))
        self._tween = None

    def to(self, pos: Point, duration: float = 0.25, ease: Ease = Ease.OUT_CUBIC, delay: float = 0.0) -> None:
        """Glide from where it is now to ``pos``."""
        goal = (float(pos[0]), float(pos[1]))
        start = self.pos
        self._pos = goal
        if duration <= 0 or (start == goal and delay <= 0):
            self._tween = None
            return
        self._tween = Tween(start, goal, duration, ease, delay)
        if self._tween.done:
            self._tween = None

    def update(self, dt: float) -> bool:
        if self._tween is not None and not self._tween.update(dt):
            self._tween = None
        return self._tween is not None

    def skip(self) -> None:
        self._tween = None


class Movable:
    """For sprites placed by a :class:`Motion`: ``pos`` reads it and setting ``pos`` jumps it."""

    motion: Motion

    @property
    def pos(self) -> Point:
        return self.motion.pos

    @pos.setter
    def pos(self, value: Point) -> None:
        self.motion.set(value)
