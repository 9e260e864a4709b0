"""The window, the render loop, the scene stack and the command queue.

Everything is drawn on one logical 1920x1080 canvas.  At a 1920x1080 window the canvas *is* the
window; at any other size it is scaled into it with black bars (letterboxed), and mouse positions
are mapped back, so scenes only ever think in logical pixels.

When no scene is animating and no input arrives, the loop sleeps on the event queue and draws
nothing, so an idle table costs next to no CPU.  While something moves it draws at 60 frames per
second.

Every event is stamped (``time.perf_counter_ns``) when the loop takes it from SDL's queue: pygame-ce
(2.5) does not pass on SDL's own event timestamps.  A frame or an idle poll apart is too coarse for
a race decided by milliseconds, so while the top scene asks for it (``Scene.fine_input``) the loop
looks at the queue about every millisecond between frames, stamps what arrived and keeps it for
the next frame; frames are still drawn at their usual rate.

The UI and the computer players only *enqueue* commands; the loop applies them in order through
the session and hands the resulting events to the scene, which animates them.
"""

from __future__ import annotations

import collections
import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import _, set_language
from tabletop.core.layout import LayoutError
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings, save_settings
from tabletop.engine import text
from tabletop.engine.intents import Click, Intent, IntentReader, Key
from tabletop.engine.pads import Pads
from tabletop.engine.scene import Navigator, Scene
from tabletop.engine.sound import Sound, SoundBoard
from tabletop.paths import art_path

LOGICAL_SIZE = (1920, 1080)
DEFAULT_WINDOW = (1280, 720)  # when the display's size cannot be read
WINDOW_MARGIN = (40, 100)  # room left around a fitted window for the title bar and a task bar
FPS = 60
IDLE_POLL = 1 / 30  # seconds between looks at the event queue while nothing moves (see ``run``)
FINE_POLL = 0.001  # seconds between looks at the queue while a scene wants its input stamped finely
#: the events that end a fine wait between frames at once (a press shows in the very next frame)
PRESSES = frozenset(
    (
        pygame.KEYDOWN,
        pygame.MOUSEBUTTONDOWN,
        pygame.FINGERDOWN,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.JOYBUTTONDOWN,
    )
)

Stamped = tuple[pygame.event.Event, int]  # an event and when it arrived (perf_counter ns)


@dataclass
class FrameStats:
    """Frame times (ms) of frames actually drawn; the idle test and the benchmark read these."""

    frames: int = 0
    frame_ms: collections.deque[float] | None = None

    def __post_init__(self) -> None:
        self.frame_ms = collections.deque(maxlen=20000)

    def add(self, ms: float) -> None:
        self.frames += 1
        assert self.frame_ms is not None
        self.frame_ms.append(ms)


class App:
    """Owns the window and the loop; scenes reach it through ``scene.app`` (a :class:`Host`).

    ``navigator`` opens the screens the engine needs (title, pause menu, game over, demo); the
    start-up code passes the one from :mod:`tabletop.scenes`.
    """

    def __init__(
        self, settings: Settings, *, navigator: Navigator, window_size: tuple[int, int] | None = None
    ) -> None:
        os.environ.setdefault(
            "SDL_FRAMEBUFFER_ACCELERATION", "0"
        )  # X11: direct framebuffer, far faster flips
        pygame.init()
        pygame.key.set_repeat(400, 40)
        self.settings = settings
        self.navigator = navigator
        set_language(settings.language)
        pygame.display.set_caption("Tabletop")
        set_window_icon()
        self._window_size = window_size or self._initial_window_size()
        self.fullscreen = opens_fullscreen(settings, window_size, self.desktop_size())
        self._window_position: tuple[int, int] | None = None  # where the window was before F11
        text.set_scale(settings.text_scale)
        self.window = self._open_window()
        self._own_canvas = pygame.Surface(LOGICAL_SIZE).convert()
        self.reader = IntentReader()
        self.pads = Pads()
        #: the clock input is stamped with, and the pause between fine looks at the queue (tests
        #: replace both with a fake clock)
        self.stamp_clock: Callable[[], int] = time.perf_counter_ns
        self.fine_sleep: Callable[[float], None] = time.sleep
        self._arrived: list[Stamped] = []  # taken from SDL's queue and stamped, not yet dispatched
        self.scenes: list[Scene] = []
        self.queue: collections.deque[Command] = collections.deque()
        self.session: GameSession | None = None
        self.sounds = SoundBoard(settings.volume)
        self.stats = FrameStats()
        self.running = True
        self._woken = threading.Event()  # set from any thread to end an idle wait (see ``wake``)
        self._busy = False  # whether the last step() was animating (its end frame is drawn too)
        self.clock = pygame.time.Clock()
        self._toasts: list[tuple[str, float]] = []
        self._scaled: pygame.Surface | None = None
        self._whole_present = True  # the next present sends the whole canvas (see ``draw``)
        self.on_command_applied: list[Callable[[Command, list[Event]], None]] = []

    # -- window ----------------------------------------------------------------------------------

    def _initial_window_size(self) -> tuple[int, int]:
        """The chosen size if it fits the display; otherwise (and at first launch, when nothing
        was chosen) the largest 16:9 window that fits it."""
        wanted = self.settings.window_size
        try:
            desktop = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            desktop = (0, 0)
        if desktop[0] <= 0 or desktop[1] <= 0:
            return wanted or DEFAULT_WINDOW
        if wanted is not None and fits_display(wanted, desktop):
            return wanted
        return fitting_window(desktop)

    def desktop_size(self) -> tuple[int, int] | None:
        """The display's size, or None when it cannot be read (a dummy driver, no display)."""
        try:
            desktop = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return None
        return desktop if desktop[0] > 0 and desktop[1] > 0 else None

    def window_sizes_offered(self, sizes: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
        """Of ``sizes``, those a window can take on this display (with its title bar and task bar):
        a larger one would put the bottom of the screen, and its Back button, out of reach."""
        desktop = self.desktop_size()
        return tuple(size for size in sizes if desktop is None or fits_display(size, desktop))

    def _open_window(self) -> pygame.Surface:
        """Fullscreen is the desktop's own resolution (no video mode change); a window is resizable."""
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self._window_size, pygame.RESIZABLE)

    @property
    def canvas(self) -> pygame.Surface:
        """Where scenes paint: the window itself at 1920x1080 (no copy per frame), else a
        logical-size surface that ``present`` scales into the window."""
        if self.window.get_size() == LOGICAL_SIZE:
            return self.window
        return self._own_canvas

    def toggle_fullscreen(self) -> None:
        """F11: desktop fullscreen at the display's resolution, and back to the window as it was
        (its size and place on the screen)."""
        if not self.fullscreen:
            self._window_size = self.window.get_size()
            with contextlib.suppress(pygame.error):
                self._window_position = pygame.display.get_window_position()
        self.fullscreen = not self.fullscreen
        self.window = self._open_window()
        if not self.fullscreen and self._window_position is not None:
            with contextlib.suppress(pygame.error):
                pygame.display.set_window_position(self._window_position)
        self._scaled = None
        self.update_settings(self.settings.with_(fullscreen=self.fullscreen))
        self.invalidate()

    def set_window_size(self, size: tuple[int, int] | None) -> None:
        """A chosen window size, or None for the largest that fits the display."""
        if size is None:
            try:
                size = fitting_window(pygame.display.get_desktop_sizes()[0])
            except (pygame.error, IndexError):
                size = DEFAULT_WINDOW
        self._window_size = size
        if not self.fullscreen:
            self.window = self._open_window()
        self.invalidate()

    @property
    def _transform(self) -> tuple[float, int, int]:
        """Scale and offsets of the canvas inside the window (letterboxing)."""
        w, h = self.window.get_size()
        scale = min(w / LOGICAL_SIZE[0], h / LOGICAL_SIZE[1])
        ox = int((w - LOGICAL_SIZE[0] * scale) / 2)
        oy = int((h - LOGICAL_SIZE[1] * scale) / 2)
        return scale, ox, oy

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        scale, ox, oy = self._transform
        return int((pos[0] - ox) / scale), int((pos[1] - oy) / scale)

    # -- settings ----------------------------------------------------------------------------------

    def update_settings(self, settings: Settings) -> None:
        """Apply and persist new settings; the language switch relabels every screen."""
        language_changed = settings.language != self.settings.language
        scale_changed = settings.text_scale != self.settings.text_scale
        self.settings = settings
        if language_changed:
            set_language(settings.language)
        if scale_changed:
            text.set_scale(settings.text_scale)
        self.sounds.set_volume(settings.volume)
        try:
            save_settings(settings)
        except OSError as err:
            self.toast(_("Settings could not be saved: {problem}").format(problem=err))
        self.invalidate()

    # -- scenes ---------------------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    @property
    def frame_number(self) -> int:
        return self.stats.frames

    @property
    def whole_frame_pending(self) -> bool:
        return self._whole_present or bool(self._toasts)

    @property
    def commands_pending(self) -> bool:
        return bool(self.queue)

    def push(self, scene: Scene) -> None:
        """Show ``scene`` over the current one, which pauses until it is on top again."""
        self.reader.cancel()
        if self.top is not None:
            self.top.pause()
        scene.app = self
        self.scenes.append(scene)
        scene.enter()
        self.invalidate()

    def pop(self) -> Scene:
        self.reader.cancel()
        scene = self.scenes.pop()
        scene.exit()
        if self.top is not None:
            self.top.resume()
        self.invalidate()
        return scene

    def replace(self, scene: Scene) -> None:
        """Clear the whole stack and show ``scene`` (title, a new game, game over)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def invalidate(self) -> None:
        self._whole_present = True
        for scene in self.scenes:
            scene.dirty = True

    def toast(self, message: str, seconds: float = 3.5) -> None:
        """A short message over everything (a refused drop, a failed load)."""
        self._toasts.append((message, seconds))
        self.invalidate()

    def play(self, sound: Sound) -> None:
        self.sounds.play(sound)

    # -- commands --------------------------------------------------------------------------------------

    def enqueue(self, command: Command) -> None:
        self.queue.append(command)

    def drain_queue(self) -> None:
        """Apply queued commands in order; refused ones go back to the scene with the reason."""
        while self.queue:
            command = self.queue.popleft()
            scene = self.game_scene()
            if self.session is None or scene is None:
                continue
            try:
                events = self.session.apply(command)
            except IllegalCommand as err:
                scene.command_refused(command, err)
                continue
            for hook in self.on_command_applied:
                hook(command, events)
            scene.command_applied(command, events)

    def game_scene(self) -> Any:
        for scene in reversed(self.scenes):
            if hasattr(scene, "command_applied"):
                return scene
        return None

    # -- the loop ------------------------------------------------------------------------------------------

    def now_ns(self) -> int:
        return self.stamp_clock()

    @property
    def fine_polling(self) -> bool:
        """Whether the top scene wants its input stamped to the millisecond now."""
        top = self.top
        return top is not None and not top.paused and top.fine_input()

    def collect(self) -> None:
        """Take what waits in SDL's queue, each event stamped now, to dispatch at the next frame."""
        events = pygame.event.get()
        if events:
            stamp = self.stamp_clock()
            self._arrived.extend((event, stamp) for event in events)

    def wait_finely(self, seconds: float, *, until_press: bool = False) -> None:
        """Spend ``seconds`` looking at the queue about every millisecond, so each event's stamp is
        within a millisecond or so of its arrival.

        With ``until_press`` the wait ends as soon as a press (a key, a button, a touch) is in:
        between the frames of a race, the frame showing a runner's card is then drawn at once,
        not up to a frame later at the next tick."""
        deadline = self.stamp_clock() + int(seconds * 1e9)
        while True:
            self.collect()
            if until_press and any(event.type in PRESSES for event, _stamp in self._arrived):
                return
            left = deadline - self.stamp_clock()
            if left <= 0:
                return
            self.fine_sleep(min(FINE_POLL, left / 1e9))

    def take_arrived(self) -> list[Stamped]:
        arrived, self._arrived = self._arrived, []
        return arrived

    def dispatch(self, event: pygame.event.Event, stamp_ns: int | None = None) -> None:
        """Route one pygame event: window and device events here, then the raw event to the top
        scene (with its arrival stamp; now when none is given), and what it leaves as intents."""
        stamp = self.stamp_clock() if stamp_ns is None else stamp_ns
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (
            pygame.VIDEORESIZE,
            pygame.WINDOWSIZECHANGED,
            pygame.WINDOWEXPOSED,
            pygame.WINDOWRESTORED,
        ):
            if event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self._window_size = (event.w, event.h)
            self.window = pygame.display.get_surface() or self.window
            self._scaled = None
            self.invalidate()
            return
        if event.type == pygame.KEYDOWN and is_fullscreen_key(event.key, event.mod):
            self.toggle_fullscreen()
            return
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self.pads.added(event.device_index)
        elif event.type == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.removed(event.instance_id)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            event = _with_pos(event, self.to_logical(event.pos))
        elif event.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            # a finger comes as a fraction of the window; scenes think in logical pixels
            w, h = self.window.get_size()
            event = _with_pos(event, self.to_logical((event.x * w, event.y * h)))
        top = self.top
        if top is not None and top.raw_event(event, stamp):
            if event.type == pygame.KEYDOWN:
                self.reader.swallow(event)
            top.dirty = True
            return
        for intent in self.reader.read(event):
            self.send(intent)

    def send(self, intent: Intent) -> None:
        if self._toasts and isinstance(intent, (Click, Key)):
            self._toasts = [(msg, min(t, 0.6)) for msg, t in self._toasts]
        top = self.top
        if top is not None:
            top.handle(intent)

    def tick(self, dt: float) -> bool:
        """Update every scene and the toasts; True while anything moves."""
        for scene in list(self.scenes):
            if not scene.paused:
                scene.take_input()  # a phone's move, applied in this pass (see ``Scene.take_input``)
        self.drain_queue()
        busy = False
        for scene in list(self.scenes):
            if not scene.paused:
                busy = scene.update(dt) or busy
        if self._toasts:
            self._toasts = [(msg, t - dt) for msg, t in self._toasts if t - dt > 0]
            busy = True
            if not self._toasts:
                self.invalidate()
        return busy or bool(self.queue)

    def needs_draw(self) -> bool:
        return any(scene.dirty for scene in self.scenes)

    def draw(self, high_quality: bool = True) -> None:
        """Paint the visible scenes onto the canvas and present it."""
        start = time.perf_counter()
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        drawn = self.scenes[first:]
        for scene in drawn:
            try:
                scene.draw(self.canvas)
            except LayoutError as err:
                self._board_failed(scene, err)
                return
            scene.dirty = False
        if self._toasts:
            from tabletop.engine.chrome import draw_toasts

            draw_toasts(self.canvas, [msg for msg, _t in self._toasts])
        if self.fine_polling:
            self.collect()  # painting took a while: what arrived meanwhile gets a close stamp
        rects = drawn[0].dirty_rects() if len(drawn) == 1 and not self._toasts else None
        if rects is not None and not self._whole_present and self.window.get_size() == LOGICAL_SIZE:
            # the canvas is the window and the one scene changed only these areas: send just them
            pygame.display.update(rects)
        else:
            self.present(high_quality)
        self._whole_present = False
        if self.fine_polling:
            self.collect()  # and so did sending the frame to the screen
        self.stats.add((time.perf_counter() - start) * 1000)

    def _board_failed(self, scene: Scene, err: LayoutError) -> None:
        """A board that could not be drawn (its map broke after the table was shown): the table
        goes, with what is under it, back to the screen before it (or the title), and the app says
        why and keeps running.  Nothing is saved or deleted."""
        self.toast(_("The board cannot be shown: {problem}").format(problem=err), 8.0)
        while scene in self.scenes:
            self.pop()
        if not self.scenes:
            self.push(self.navigator.title(idle_demo=False))

    def present(self, high_quality: bool = True) -> None:
        if self.window.get_size() != LOGICAL_SIZE:
            scale, ox, oy = self._transform
            size = (max(1, int(LOGICAL_SIZE[0] * scale)), max(1, int(LOGICAL_SIZE[1] * scale)))
            if self._scaled is None or self._scaled.get_size() != size:
                self._scaled = pygame.Surface(size).convert()
                self.window.fill((0, 0, 0))
            if high_quality:
                pygame.transform.smoothscale(self.canvas, size, self._scaled)
            else:
                pygame.transform.scale(self.canvas, size, self._scaled)
            self.window.blit(self._scaled, (ox, oy))
        pygame.display.flip()

    def wake(self) -> None:
        """End the loop's idle wait now (safe from any thread): input arrived that SDL's queue does
        not carry, such as a phone's move; the scenes' ``wake_in`` then says it is due."""
        self._woken.set()

    def wake_in(self) -> float | None:
        """Seconds until some scene wants to run again without input (demo timer, a bot's move)."""
        waits = [w for scene in self.scenes if not scene.paused and (w := scene.wake_in()) is not None]
        return min(waits) if waits else None

    def run(self, *, max_seconds: float | None = None) -> None:
        """The loop: 60 fps while anything moves; otherwise a light poll that draws nothing.

        pygame's own ``event.wait`` polls every millisecond inside SDL (about 2% of a core), so
        while idle the loop looks at the queue every ``IDLE_POLL`` seconds instead, and only runs
        the scenes when input arrives or a scene's timer (``wake_in``) is due.  A thirtieth of a
        second keeps a click's answer within one look (a race waits finely instead, by the press)
        and an idle table near 1.5% of a core where every 20 ms cost 2-2.5%.
        """
        started = time.perf_counter()
        last = started
        busy = True
        while self.running and self.scenes:
            began = time.perf_counter()
            self.collect()
            events = self.take_arrived()
            now = time.perf_counter()
            if not (busy or events or self.needs_draw()):
                wait = self.wake_in()
                if wait is None or wait > now - last:
                    if max_seconds is not None and now - started > max_seconds:
                        break
                    if self.fine_polling:
                        self.wait_finely(IDLE_POLL, until_press=True)
                    else:
                        self._woken.wait(IDLE_POLL)
                        self._woken.clear()
                    continue
            for event, stamp in events:
                self.dispatch(event, stamp)
            now = time.perf_counter()
            # while animating, a stalled frame must not make pieces jump, and input after an idle
            # spell starts its animations from their first frame; a timer that fell due counts the
            # whole elapsed time (the title's one-minute demo timer, a bot's pause)
            if busy:
                dt = min(0.1, now - last)
            elif events:
                dt = min(1 / FPS, now - last)
            else:
                dt = now - last
            last = now
            busy = self.tick(dt)
            if self.fine_polling:
                self.collect()
            # the frame an animation ends on is painted too, or the loop would go idle showing
            # its last in-between frame until the next input
            if busy or self._busy or self.needs_draw():
                self.draw(high_quality=not busy)
            self.after_frame()
            self._busy = busy
            if busy and self.fine_polling:
                self.wait_finely(began + 1 / FPS - time.perf_counter(), until_press=True)
            elif busy:
                self.clock.tick(FPS)
            if max_seconds is not None and now - started > max_seconds:
                break

    def step(self, events: Iterable[pygame.event.Event] = (), dt: float = 1 / FPS) -> bool:
        """One loop iteration without sleeping (tests and the smoke run): what ``collect`` or
        ``wait_finely`` took from the queue is dispatched first, with its stamps, then ``events``."""
        for event, stamp in self.take_arrived():
            self.dispatch(event, stamp)
        for event in events:
            self.dispatch(event)
        was_busy, busy = self._busy, self.tick(dt)
        self._busy = busy
        if busy or was_busy or self.needs_draw():  # the frame an animation ends on, too
            self.draw(high_quality=not busy)
        self.after_frame()
        return busy

    def after_frame(self) -> None:
        """Each scene's work for after the frame (see ``Scene.after_frame``)."""
        for scene in list(self.scenes):
            scene.after_frame()

    def settle(self, limit: float = 10.0) -> None:
        """Run frames until nothing moves (tests); animations are skipped where possible."""
        elapsed = 0.0
        while self.step(dt=0.05) and elapsed < limit:
            elapsed += 0.05

    def quit(self) -> None:
        self.running = False


def is_fullscreen_key(key: int, mod: int, platform: str | None = None) -> bool:
    """F11 everywhere; on a Mac also Ctrl+Cmd+F, the system's own, since macOS keeps F11 for
    Show Desktop and the key may never reach the app."""
    if key == pygame.K_F11:
        return True
    on_mac = (platform or sys.platform) == "darwin"
    return on_mac and key == pygame.K_f and bool(mod & pygame.KMOD_CTRL) and bool(mod & pygame.KMOD_GUI)


def fullscreen_key_label(platform: str | None = None) -> str:
    """The fullscreen shortcut as the settings screen names it on this system."""
    return "Ctrl+Cmd+F" if (platform or sys.platform) == "darwin" else "F11"


#: the window's icon (``art/icon``, drawn by ``build_scripts/art_icon.py``), found through the asset
#: paths so a packaged app finds it inside its bundle
ICON = ("icon", "tabletop.png")


def set_window_icon() -> bool:
    """Show the app's icon on the window, the taskbar and the task switcher (before the window
    opens, as SDL asks); without the file the system's default icon stays.  True when it was set."""
    try:
        pygame.display.set_icon(pygame.image.load(str(art_path(*ICON))))
    except (pygame.error, OSError):
        return False
    return True


def fits_display(size: tuple[int, int], desktop: tuple[int, int]) -> bool:
    """Whether a window of ``size`` fits a display of ``desktop`` with room for a task bar."""
    return size[0] <= desktop[0] and size[1] <= desktop[1] - WINDOW_MARGIN[1]


def opens_fullscreen(
    settings: Settings, window_size: tuple[int, int] | None, desktop: tuple[int, int] | None
) -> bool:
    """Whether the app opens fullscreen: as the person chose, or, before they chose, when the largest
    window that fits the display would draw the 1920x1080 table scaled down.  On a 1920x1080 display
    that window is 1742x980, where 24 px text shrinks to 22 px; fullscreen shows it 1:1, as a
    commercial game opens.  A window size chosen (in Settings or by the caller) means a window."""
    if settings.fullscreen is not None:
        return settings.fullscreen
    if window_size is not None or settings.window_size is not None or desktop is None:
        return False
    fitted = fitting_window(desktop)
    return fitted[0] < LOGICAL_SIZE[0] or fitted[1] < LOGICAL_SIZE[1]


def fitting_window(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest 16:9 window that fits a display of this size, leaving room for the title bar
    and a task bar."""
    scale = min(
        (desktop[0] - WINDOW_MARGIN[0]) / LOGICAL_SIZE[0], (desktop[1] - WINDOW_MARGIN[1]) / LOGICAL_SIZE[1]
    )
    return max(640, int(LOGICAL_SIZE[0] * scale)), max(360, int(LOGICAL_SIZE[1] * scale))


def _with_pos(event: pygame.event.Event, pos: tuple[int, int]) -> pygame.event.Event:
    attrs = dict(event.dict)
    attrs["pos"] = pos
    return pygame.event.Event(event.type, attrs)
