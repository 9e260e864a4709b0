"""The tutorial round: the first time Outrun is played on this computer, the first round is played
with notes that explain it as it happens.

Why the real first round with notes over it, rather than a practice round outside the game: the
newcomers learn on the very table, cards and keys they are about to race with, nobody waits
through a round that does not count, and nothing has to imitate the rules (the check, the places
and the moves on screen are the real ones).  The notes only stop the table between moments: the
first ones before the first countdown starts (so the race clock never runs under a note), the
later ones at the start of the beat they explain (the check, the places, the moves, the
interference), holding the beats there until Next.  They add nothing to the game and send no
command, so the rules and the command log are exactly those of a game without them.

One note is on screen at a time, over a dimmed table with the part it is about left bright.  Next
(a click, or the N key the table's beats use for Next too: no runner's key) goes on; "Skip the
tutorial" sits at the other end of the note, away from Next and from every lane, takes no key and
asks first, so a stray click or a runner's key never throws the tutorial away.  When it ends or is
skipped, the settings remember it (``outrun_tutorial_seen``); the table's menu can start it again,
from the next time a path card is about to turn.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.i18n import N_, _
from tabletop.engine import text, theme
from tabletop.engine.intents import Intent, Key
from tabletop.engine.key_zones import key_label
from tabletop.engine.seat_devices import DeviceKind
from tabletop.engine.seat_input import SeatInput
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.outrun.table.layout import Lane, TableLayout
from tabletop.games.outrun.table.race_actions import SLOTS
from tabletop.games.outrun.table.race_modes import DevicePlan, PlayMode

GOLD = (233, 166, 36)
TITLE_SIZE = 40
BODY_SIZE = 30
NEXT_KEY = pygame.K_n
TEXT_TOP = 96  # the title's room at the top of a note
PARAGRAPH = 14
BUTTONS_HEIGHT = 116  # the room for Skip and Next at the bottom
MAX_HEIGHT = 800


class Page(enum.Enum):
    PATH = "path"
    KEYS = "keys"
    RUN = "run"
    CHECK = "check"
    PLACES = "places"
    MOVES = "moves"
    INTERFERENCE = "interference"
    END = "end"


#: the pages before the first race, shown one after another when its path card is about to turn
BEFORE_THE_RACE = (Page.PATH, Page.KEYS, Page.RUN)
#: the beats (event kinds) that open a page as they start
EVENT_PAGES: dict[str, Page] = {
    "checked": Page.CHECK,
    "time_up": Page.CHECK,
    "placed": Page.PLACES,
    "moved": Page.MOVES,
    "drew": Page.INTERFERENCE,
    "to_center": Page.INTERFERENCE,
    "front_drawn": Page.INTERFERENCE,
}

TITLES: dict[Page, str] = {
    Page.PATH: N_("Your first round of Outrun"),
    Page.KEYS: N_("Your cards and your controls"),
    Page.RUN: N_("Lay the path, then Finish"),
    Page.CHECK: N_("The check"),
    Page.PLACES: N_("The places"),
    Page.MOVES: N_("Running through the museum"),
    Page.INTERFERENCE: N_("Interference cards"),
    Page.END: N_("That was a whole round"),
}
BODIES: dict[Page, str] = {
    Page.PATH: N_(
        "This is the path card. When the countdown ends it turns over: a trail starts at the "
        "glowing symbol and winds through all eight symbols. Reading that trail fast is the game."
    ),
    Page.KEYS: N_(
        "Every runner holds the same eight movement cards, one per symbol, and a Finish card. "
        "They wait at the bottom of your lane, each with its key printed on it."
    ),
    Page.RUN: N_(
        "When the card turns, everyone races at once: lay your cards in the order of the trail, "
        "from the glowing start to its end, then press Finish. Pressed a wrong one? Press the key "
        "of a laid card again to take back the last card. Nobody learns whether a run is right "
        "until everyone has finished."
    ),
    Page.CHECK: N_(
        "Everyone is in, so now each run is compared with the path card and with the interference "
        "cards in front of that runner. Each lane says whether its runner went the right way."
    ),
    Page.PLACES: N_(
        "Right runners take places on the monster board from the right, fastest first: the "
        "further right, the further they run. Wrong runners wait in the +0 box."
    ),
    Page.MOVES: N_(
        "Fastest first, every token moves as many rooms as its place shows. The first runner out "
        "past the last room wins the game."
    ),
    Page.INTERFERENCE: N_(
        "Now the monster deals interference cards. A card in front of a runner changes how they "
        "must lay the next path. Point at any card to read what it does."
    ),
    Page.END: N_(
        "The next path card turns after the countdown, and so on until someone gets off the map. "
        "You can see this tutorial again from the menu. Good luck!"
    ),
}
#: the cards' note when every person races on a phone: nothing waits in their lanes
KEYS_ON_PHONES = N_(
    "Every runner holds the same eight movement cards, one per symbol, and a Finish card. "
    "They are on your phone, and the path card shows there too when the countdown ends."
)
RELAY_RUN = N_(
    "You run one at a time. When the curtain names you, everyone else looks away, and your clock "
    "starts as the path card shows. Lay your cards in the order of the trail, from the glowing "
    "start to its end, then press Finish. Nobody learns whether a run is right until every run is in."
)
CONTROLS_LINE = N_("{name}: {controls}")
KEYS_WORDS = N_("the keys {keys}, and {finish} for Finish")
PAD_WORDS = N_(
    "a gamepad: the arrows and the four face buttons lay the cards, the right shoulder is Finish, "
    "the left one takes a card back"
)
TOUCH_WORDS = N_("touch: tap the cards in your lane, then Finish")
PHONE_WORDS = N_("the phone: the path card shows on it; tap the cards in order, then Finish")
MOUSE_WORDS = N_(
    "the mouse: when the race starts, click or drag your cards in the panel under the path card, then Finish"
)
SKIP_QUESTION = N_("Skip the tutorial? You can see it again from the menu.")


def controls_words(plan: DevicePlan, seat_input: SeatInput, seat: int) -> str:
    """How ``seat`` plays, in words: their keys ("Q W E R A S D F, and Space for Finish"), a pad, ..."""
    device = plan.devices[seat]
    zone = seat_input.zone_of(seat)
    if device.kind is DeviceKind.KEYS and zone is not None:
        keys = seat_input.zones.zones[zone]
        return _(KEYS_WORDS).format(
            keys=" ".join(key_label(key) for key in keys[:SLOTS]), finish=key_label(keys[SLOTS])
        )
    if device.kind is DeviceKind.PAD:
        return _(PAD_WORDS)
    if device.kind is DeviceKind.TOUCH:
        return _(TOUCH_WORDS)
    if device.kind is DeviceKind.REMOTE:
        return _(PHONE_WORDS)
    return _(MOUSE_WORDS)


@dataclass(frozen=True)
class Spots:
    """The parts of the table each page is about (left bright while it shows)."""

    path_card: pygame.Rect
    people_lanes: tuple[pygame.Rect, ...]
    all_lanes: tuple[pygame.Rect, ...]
    monster_board: pygame.Rect
    map_boards: pygame.Rect

    @classmethod
    def on(cls, layout: TableLayout, lanes: Sequence[Lane], people: Sequence[int], boards: int) -> Spots:
        """The spots on this table: its path card, the people's lanes, the boards in play."""
        zones = layout.zones
        maps = [pygame.Rect(zones[f"map_board_{board}"]) for board in range(boards)]
        return cls(
            path_card=pygame.Rect(layout.path_card.rect),
            people_lanes=tuple(pygame.Rect(lanes[seat].rect) for seat in people),
            all_lanes=tuple(pygame.Rect(lane.rect) for lane in lanes),
            monster_board=pygame.Rect(zones["monster_board"]),
            map_boards=maps[0].unionall(maps[1:]),
        )

    def of(self, page: Page) -> tuple[pygame.Rect, ...]:
        if page in (Page.PATH, Page.RUN):
            return (self.path_card,)
        if page is Page.KEYS:
            return self.people_lanes
        if page in (Page.CHECK, Page.INTERFERENCE):
            return self.all_lanes
        if page is Page.PLACES:
            return (self.monster_board,)
        if page is Page.MOVES:
            return (self.map_boards,)
        return ()


class Tutorial:
    """Which note shows, which are still to come, and the note's two buttons."""

    def __init__(self, on_done: Callable[[], None], ask: Callable[[str, Callable[[], None]], None]) -> None:
        self.on_done = on_done
        self.ask = ask
        self.active = False
        self.queue: list[Page] = []
        self.shown: set[Page] = set()
        self.people: list[tuple[str, str]] = []  # (name, controls in words) of each person
        self.relay = False
        #: every person races on a phone (the cards' note says so), as its first note opens
        self.phones = False
        self.spots: Spots | None = None
        self.next_button = Button(
            pygame.Rect(0, 0, 300, 68), self.next_label, self.next, ButtonStyle.PRIMARY, hotkey=NEXT_KEY
        )
        self.skip_button = Button(pygame.Rect(0, 0, 330, 60), lambda: _("Skip the tutorial"), self.ask_skip)

    # -- starting and ending --------------------------------------------------------------------------

    def start(self, people: Sequence[tuple[str, str]], mode: PlayMode, spots: Spots) -> None:
        """Explain the next round, from the moment its path card is about to turn."""
        self.active = True
        self.queue = []
        self.shown = set()
        self.people = list(people)
        self.relay = mode is PlayMode.RELAY
        self.spots = spots

    def finish(self) -> None:
        if not self.active:
            return
        self.active = False
        self.queue = []
        self.on_done()

    def ask_skip(self) -> None:
        self.ask(_(SKIP_QUESTION), self.finish)

    # -- what opens a note --------------------------------------------------------------------------

    @property
    def page(self) -> Page | None:
        return self.queue[0] if self.active and self.queue else None

    @property
    def holding(self) -> bool:
        """A note is on screen: the table stands still until it is read."""
        return self.page is not None

    def before_countdown(self) -> None:
        """The table is at rest with a path card about to turn (before its countdown starts)."""
        if not self.active or self.queue:
            return
        if Page.PATH not in self.shown:
            self._open(*BEFORE_THE_RACE)
        elif Page.CHECK in self.shown or Page.PLACES in self.shown:
            self._open(Page.END)

    def beat(self, kind: str) -> None:
        """A beat of the round's end starts: the note about it, the first time."""
        page = EVENT_PAGES.get(kind)
        if self.active and page is not None and Page.RUN in self.shown:
            self._open(page)

    def _open(self, *pages: Page) -> None:
        for page in pages:
            if page not in self.shown and page not in self.queue:
                self.queue.append(page)
        self._place()

    def _place(self) -> None:
        """Put the buttons at the ends of the note on screen: Skip bottom left, Next bottom right."""
        page = self.page
        if page is None:
            return
        panel = self.panel_rect(page)
        skip = text.measure(_("Skip the tutorial"), self.skip_button.font_size, bold=True)[0]
        self.skip_button.rect.width = skip + 60
        self.skip_button.rect.bottomleft = (panel.left + 24, panel.bottom - 24)
        label = text.measure(self.next_label(), self.next_button.font_size, bold=True)[0]
        self.next_button.rect.width = max(220, label + 110)
        self.next_button.rect.bottomright = (panel.right - 24, panel.bottom - 24)

    def next(self) -> None:
        page = self.page
        if page is None:
            return
        self.queue.pop(0)
        self.shown.add(page)
        if page is Page.END:
            self.finish()
        self._place()

    def next_label(self) -> str:
        page = self.page
        if page is Page.RUN:
            return _("Ready")
        if page is Page.END:
            return _("Play on")
        return _("Next")

    # -- input and drawing ----------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """While a note shows it takes every click and key but Esc (the menu): True when taken."""
        if not self.holding:
            return False
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            return False
        if self.skip_button.handle(intent) or self.next_button.handle(intent):
            return True
        return True

    def update(self, dt: float) -> bool:
        moving = self.next_button.update(dt)
        return self.skip_button.update(dt) or moving

    def lines(self, page: Page) -> list[str]:
        body = _(RELAY_RUN) if page is Page.RUN and self.relay else _(BODIES[page])
        if page is Page.KEYS and self.phones:
            body = _(KEYS_ON_PHONES)
        lines = [body]
        if page is Page.KEYS:
            lines += [_(CONTROLS_LINE).format(name=name, controls=words) for name, words in self.people]
        return lines

    def panel_rect(self, page: Page) -> pygame.Rect:
        """Where the note goes: beside the path card for the pages about it, else over it; as tall
        as its words (in the language shown) and the buttons need."""
        beside = page in (Page.PATH, Page.RUN)
        width = 650 if beside else 800
        step = text.line_height(BODY_SIZE, False)
        words = sum(
            len(text.wrap(line, BODY_SIZE, width - 64)) * step + PARAGRAPH for line in self.lines(page)
        )
        height = min(MAX_HEIGHT, TEXT_TOP + words + BUTTONS_HEIGHT)
        if beside:
            return pygame.Rect(1250, 180, width, height)
        return pygame.Rect(560, 230, width, height)

    def draw(self, surface: pygame.Surface) -> None:
        page = self.page
        if page is None:
            return
        spots = self.spots.of(page) if self.spots is not None else ()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        for spot in spots:
            shade.fill((0, 0, 0, 0), spot.inflate(12, 12))
        surface.blit(shade, (0, 0))
        for spot in spots:
            pygame.draw.rect(surface, GOLD, spot.inflate(12, 12), 5, border_radius=14)
        panel = self.panel_rect(page)
        surface.blit(theme.rounded(panel.size, (18, 12, 28, 248), theme.RADIUS, 3, (*GOLD, 230)), panel)
        text.draw_text(
            surface,
            _(TITLES[page]),
            (panel.centerx, panel.top + 28),
            TITLE_SIZE,
            GOLD,
            "midtop",
            bold=True,
            max_width=panel.width - 48,
        )
        top = panel.top + TEXT_TOP
        for line in self.lines(page):
            words = pygame.Rect(panel.left + 32, top, panel.width - 64, panel.bottom - BUTTONS_HEIGHT - top)
            top += text.draw_wrapped(surface, line, words, BODY_SIZE, theme.TEXT) + PARAGRAPH
        self.skip_button.draw(surface)
        self.next_button.draw(surface)
