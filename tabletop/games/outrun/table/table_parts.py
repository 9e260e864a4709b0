"""The Outrun table's frame as parts, bottom to top, for its layer cache (:mod:`.table_layers`).

Each part names the area it paints in, its *look* (everything its painting reads, as plain values
compared with the last frame's) and its painter; the painters are the table's drawing functions
(:mod:`.table_draw`, the scene's panels, the engine's banner, buttons, tooltip and question) fed
from the look, so what is compared is what is painted.  Only reading here: nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

import pygame

from tabletop.core.i18n import translate
from tabletop.core.seats import Seat
from tabletop.core.session import GameSession
from tabletop.engine import chrome, text, theme
from tabletop.engine.confirm import Confirmation
from tabletop.engine.game_log import ScrollLog
from tabletop.engine.scene import Host
from tabletop.engine.tooltip import Tooltips
from tabletop.engine.widgets import Button
from tabletop.games.outrun.rules.boards import ROOMS_PER_BOARD
from tabletop.games.outrun.rules.interference import KINDS, Kind
from tabletop.games.outrun.rules.view import CardView, OutrunView, PathCardView, Position, RunnerView
from tabletop.games.outrun.table import before_race, table_draw
from tabletop.games.outrun.table.art import image, interference
from tabletop.games.outrun.table.before_race import BeforeRace
from tabletop.games.outrun.table.choice_panel import ChoicePanel
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.ghost import draw_ghost, ghost_area
from tabletop.games.outrun.table.layout import Lane, TableLayout
from tabletop.games.outrun.table.mouse_hand import MouseHand
from tabletop.games.outrun.table.practice_table import PracticeTable
from tabletop.games.outrun.table.race import Race
from tabletop.games.outrun.table.relay import Relay
from tabletop.games.outrun.table.relay_scene import RelayScene
from tabletop.games.outrun.table.resume import ResumePanel
from tabletop.games.outrun.table.table_layers import ALWAYS, Part
from tabletop.games.outrun.table.tutorial import Tutorial


class OutrunTable(Protocol):
    """What the frame reads of the Outrun table (:class:`~tabletop.games.outrun.table.scene.OutrunScene`)."""

    app: Host | None
    session: GameSession
    demo: bool
    view: OutrunView
    layout: TableLayout
    lanes: tuple[Lane, ...]
    shown_places: list[Position]
    shown_rooms: list[int]
    panel: ChoicePanel
    countdown: Countdown
    before: BeforeRace | None
    ready_panel: ResumePanel | None
    race_waits: bool
    practice: PracticeTable | None
    race: Race | None
    relay_scene: RelayScene | None
    tutorial: Tutorial
    hand: MouseHand
    time_up_buttons: dict[int, Button]
    next_race_button: Button
    result_waits: bool
    menu_button: Button
    log: ScrollLog
    confirmation: Confirmation
    tooltips: Tooltips

    @property
    def phase(self) -> str: ...
    @property
    def relay(self) -> Relay | None: ...
    def path_hidden(self) -> bool: ...
    def lane_look(self, seat: int, lit: bool) -> table_draw.LaneLook: ...
    def shown_center(self) -> list[CardView]: ...
    def racing(self) -> bool: ...
    def shown_entry(self, seat: int) -> RunnerView: ...
    def controls_label(self, seat: int) -> str: ...
    def shown_path(self) -> PathCardView | None: ...
    def parts(self, seat: int) -> table_draw.LaneParts: ...
    def banner_words(self) -> tuple[Seat | None, str, str]: ...
    def banner_reserve(self) -> int: ...
    def practice_clock(
        self,
    ) -> tuple[pygame.Rect, tuple[str, int], Callable[[pygame.Surface], None]] | None: ...
    def skip_controls_shown(self) -> bool: ...
    def next_race_shown(self) -> bool: ...
    def still_racing(self, seat: int) -> bool: ...
    def skip_buttons(self) -> tuple[Button, Button]: ...
    def paint_banner(
        self, who: Seat | None, label: str, line: str, reserve: int, surface: pygame.Surface
    ) -> None: ...
    def draw_skip_controls(self, surface: pygame.Surface) -> None: ...


CANVAS = pygame.Rect((0, 0), theme.CANVAS_SIZE)
BUTTON_SHADOW = (6, (2, 5))  # a button's shadow: blur and offset (``Button.draw``)
TIP_SHADOW = (10, (4, 8))  # the tooltip's (``Tooltips.draw``)
QUESTION_SHADOW = (16, (8, 14))  # the question's (``Confirmation.draw``)
TOKEN_ROOM = 8  # the monster board's tokens stand a little over their place boxes
COUNT_RADIUS = 150  # the countdown's disc (:func:`paint_countdown`)
COUNT_SIZE = 200


def shadowed(rect: pygame.Rect, shadow: tuple[int, tuple[int, int]]) -> pygame.Rect:
    """``rect`` with the soft shadow painted under it."""
    blur, offset = shadow
    pad = theme.shadow_pad(blur)
    return rect.union(rect.inflate(2 * pad, 2 * pad).move(offset))


def button_look(button: Button) -> tuple[Any, ...]:
    """Everything ``Button.draw`` reads."""
    return (
        tuple(button.rect),
        button.visible,
        button.enabled,
        button.hovered,
        button.pressed,
        button.style,
        button.font_size,
        button.show_hotkey,
        button.hotkey,
        text.resolve(button.label),
        text.resolve(button.hotkey_label) if button.hotkey_label is not None else None,
    )


def button_area(button: Button) -> pygame.Rect:
    return shadowed(button.rect.inflate(0, 4), BUTTON_SHADOW)  # pressed, it sits 2 px lower


def log_look(log: ScrollLog) -> tuple[Any, ...]:
    return (
        tuple(log.rect),
        log.visible,
        text.resolve(log.title) if log.title is not None else None,
        log.size,
        log.scroll,
        log.highlight,
        tuple(log.lines),
    )


def frame_parts(scene: OutrunTable) -> list[Part]:
    """Everything the table shows now, bottom to top (the order ``OutrunScene`` always painted in)."""
    parts = [floor_part(), board_part(scene), path_part(scene), piles_part(scene), map_part(scene)]
    parts += lane_parts(scene)
    ghost = ghost_part(scene)
    if ghost is not None:
        parts.append(ghost)
    tray = tray_part(scene)
    if tray is not None:
        parts.append(tray)
    for make in (
        countdown_part,
        resume_part,
        before_part,
        next_race_part,
        target_part,
        curtain_part,
        hand_part,
    ):
        part = make(scene)
        if part is not None:
            parts.append(part)
    parts += hud_parts(scene)
    for make in (tutorial_part, skip_part, demo_part, question_part, tip_part):
        part = make(scene)
        if part is not None:
            parts.append(part)
    return parts


# -- the table ------------------------------------------------------------------------------------------


def floor_part() -> Part:
    return Part("floor", CANVAS, None, paint_floor)


def paint_floor(surface: pygame.Surface) -> None:
    surface.blit(table_draw.floor(), (0, 0))


def colours(scene: OutrunTable) -> list[int]:
    """Each seat's own colour (``Seat.colour``, as set-up shows it): its tokens wear its symbol."""
    return [seat.colour for seat in scene.session.seats]


def board_part(scene: OutrunTable) -> Part:
    layout, view = scene.layout, scene.view
    seats: list[RunnerView] = [
        {**entry, "position": scene.shown_places[i]} for i, entry in enumerate(view["seats"])
    ]
    area = pygame.Rect(layout.zones["monster_board"]).union(pygame.Rect(layout.zero_box))
    look = (view["monster"], tuple(view["board"]["blocked"]), tuple(scene.shown_places))
    return Part(
        "board",
        area.inflate(2 * TOKEN_ROOM, 2 * TOKEN_ROOM),
        look,
        lambda surface: table_draw.draw_monster_board(surface, layout, view, seats, colours(scene)),
    )


def path_face_up(scene: OutrunTable) -> bool:
    return scene.phase not in ("reveal",) and scene.view["path"] is not None and not scene.path_hidden()


def path_part(scene: OutrunTable) -> Part:
    area, view = scene.layout.path_card, scene.view
    face_up = path_face_up(scene)
    raced = scene.shown_path()  # the check's beats: the path card raced stays until they end
    if raced is not None and not face_up:
        view, face_up = {**view, **raced}, True
    look = (face_up, view["path"], view["path_spots"], view["path_antidote"])
    return Part(
        "path card",
        pygame.Rect(area.rect),
        look,
        lambda surface: table_draw.draw_path_card(surface, area, view, face_up),
    )


def piles_part(scene: OutrunTable) -> Part:
    zones = scene.layout.zones
    area = pygame.Rect(zones["path_deck"]).unionall(
        [pygame.Rect(zones["interference_deck"]), pygame.Rect(zones["center_cards"])]
    )
    center = list(scene.shown_center()[:2])  # as the check's beats have got to (the view shows the end)
    return Part("piles", area, center, partial(paint_piles, scene, center))


def paint_piles(scene: OutrunTable, center: list[CardView], surface: pygame.Surface) -> None:
    """The path and interference decks and the Vampire's centre cards."""
    zones = scene.layout.zones
    for name, picture in (("path_deck", "path_back"), ("interference_deck", "interference_back")):
        x, y, w, h = zones[name]
        spec = scene.layout.layout.zone(name)
        cw, ch = int(spec.prop("card_w") or 100), int(spec.prop("card_h") or 140)
        surface.blit(image(picture, (cw, ch)), (x + (w - cw) // 2, y + 4))
    zone = pygame.Rect(zones["center_cards"])
    rects = table_draw.center_rects(zone, len(center))
    for card, rect in zip(center, rects, strict=True):
        surface.blit(interference(card, rect.size), rect.topleft)
    if len(center) == 1:  # two fill the zone: their tooltips name them
        table_draw.draw_center_label(surface, rects[0], zone, center_name(center[0]))


def map_part(scene: OutrunTable) -> Part:
    layout, view = scene.layout, scene.view
    rooms = tuple(scene.shown_rooms)
    boxes = [pygame.Rect(layout.room(i)) for i in range(len(layout.exits) * ROOMS_PER_BOARD)]
    boxes += [pygame.Rect(layout.exit(board + 1)) for board in range(len(layout.exits))]
    look = (view["maps"], view["rooms"], view["boards"], rooms)
    return Part(
        "map",
        boxes[0].unionall(boxes[1:]),
        look,
        lambda surface: table_draw.draw_map(surface, layout, view, rooms, colours(scene)),
    )


def lane_parts(scene: OutrunTable) -> list[Part]:
    """Each lane as two parts: the lane itself, and its race (the cards laid, the hand places, the
    Time's up button), so a card laid repaints only the race's strip of its lane."""
    lit = scene.panel.choices.lit()
    parts = []
    for seat, lane in enumerate(scene.lanes):
        look = scene.lane_look(seat, seat in lit)
        frame = table_draw.frame_look(look)
        parts.append(
            Part(
                f"lane {seat}",
                pygame.Rect(lane.rect),
                frame,
                partial(table_draw.draw_lane_frame, lane=lane, seat=seat, look=frame),
            )
        )
        pieces = scene.parts(seat)
        parts.append(
            Part(
                f"lane {seat} race",
                table_draw.cards_area(lane, look, pieces),
                (table_draw.cards_look(look), pieces),
                partial(table_draw.draw_lane_cards, lane=lane, look=look, parts=pieces),
            )
        )
        if look.racing:  # in the lane's top line, where the controls are named otherwise
            button = scene.time_up_buttons[seat]
            area = button_area(button).inflate(8, 8)  # hovered, its glow reaches a little further
            parts.append(Part(f"lane {seat} time up", area, button_look(button), button.draw))
    return parts


def ghost_part(scene: OutrunTable) -> Part | None:
    """A solo practice's ghost in the person's lane: the cards their best run had laid by now."""
    practice, app = scene.practice, scene.app
    if practice is None or app is None or scene.race is None:
        return None
    count = practice.ghost_cards(scene.race, app.now_ns())
    if count is None:
        return None
    lane = scene.lanes[practice.seat]
    fan = scene.parts(practice.seat).fan
    cards = table_draw.laid_rects(fan, lane.laid_card, max(1, count))
    run = (
        cards[0].unionall(list(cards))
        if count
        else pygame.Rect(cards[0].left, cards[0].top, 0, cards[0].height)
    )
    paint = partial(draw_ghost, run=run, fan=fan)
    return Part("ghost", ghost_area(run, fan), (tuple(run), tuple(fan), count), paint)


def tray_part(scene: OutrunTable) -> Part | None:
    """The mouse runner's hand under the path card, while they race."""
    look = scene.hand.look()
    if look is None:
        return None
    return Part(
        "hand tray", pygame.Rect(table_draw.TRAY_PANEL), look, partial(table_draw.draw_tray, look=look)
    )


# -- what shows over the table --------------------------------------------------------------------------


def countdown_part(scene: OutrunTable) -> Part | None:
    """3-2-1 over the face-down path card: before a race, and before each run of a relay."""
    if scene.app is None:
        return None
    relay = scene.relay
    if relay is not None and scene.phase == "race":
        number = relay.number(scene.app.now_ns())
    elif scene.phase == "reveal" or scene.race_waits:
        number = scene.countdown.number(scene.app.now_ns())
    else:
        return None
    if number is None:
        return None
    centre = pygame.Rect(scene.layout.path_card.rect).center
    disc = pygame.Rect(0, 0, 2 * COUNT_RADIUS + 2, 2 * COUNT_RADIUS + 2)
    disc.center = centre
    return Part("countdown", disc, number, partial(paint_countdown, centre, number))


def resume_part(scene: OutrunTable) -> Part | None:
    """A table opened from a save: where the game stands, and Ready (repainted every frame it shows)."""
    panel = scene.ready_panel
    if panel is None or scene.tutorial.holding:
        return None
    area = shadowed(before_race.PANEL, BUTTON_SHADOW)
    return Part("ready after a load", area, ALWAYS, panel.draw)


def before_part(scene: OutrunTable) -> Part | None:
    """The pads' question or the shared keyboard's notice: a rare panel with buttons of its own,
    repainted every frame it shows."""
    before = scene.before
    before_countdown = scene.phase == "reveal" or scene.race_waits
    if before is None or not before_countdown or scene.countdown.started or scene.result_waits:
        return None
    if scene.ready_panel is not None:  # Ready first, then the pads' question
        return None
    if scene.tutorial.holding:  # under a tutorial note it waits, and shows alone once the notes are read
        return None
    if before.waiting() is None and not before.notice():
        return None
    connected = len(scene.app.pads.connected) if scene.app is not None else 0
    area = shadowed(before_race.PANEL, BUTTON_SHADOW)
    return Part("before the race", area, ALWAYS, lambda surface: before.draw(surface, connected))


def next_race_part(scene: OutrunTable) -> Part | None:
    """Next race, over the face-down path card, while the check's result waits to be read."""
    if not scene.next_race_shown():
        return None
    button = scene.next_race_button
    return Part("next race", button_area(button), button_look(button), button.draw)


def target_part(scene: OutrunTable) -> Part | None:
    practice, app = scene.practice, scene.app
    if practice is None or app is None or scene.phase != "reveal" or practice.practice.times:
        return None
    if scene.tutorial.holding:
        return None
    rect = pygame.Rect(scene.layout.path_card.rect)
    area = pygame.Rect(rect.left + 20, rect.top + 20, rect.width - 40, 70)
    best = practice.best(app)
    return Part(
        "practice target", area, (best, area), lambda surface: practice.draw_target(surface, app, rect)
    )


def curtain_part(scene: OutrunTable) -> Part | None:
    """The relay's curtain between runs (:mod:`.relay_scene`), over the face-down path card."""
    relay = scene.relay_scene
    if relay is None or scene.phase != "race" or scene.ready_panel is not None:
        return None  # a relay loaded mid-race: Ready first, then the curtain
    curtain = relay.curtain()
    if curtain is None:
        return None
    area = table_draw.CURTAIN_PANEL.union(button_area(relay.start_button))
    look = (tuple(curtain.lines), button_look(relay.start_button))
    return Part("relay curtain", area, look, relay.draw_curtain)


def hand_part(scene: OutrunTable) -> Part | None:
    panel = scene.panel
    buttons = panel.buttons()
    cards = panel.hand_rects()
    if not buttons and not cards:
        return None
    area = table_draw.HAND_PANEL.unionall([button_area(button) for button in buttons])
    look = (
        scene.phase,
        tuple((card, tuple(rect)) for card, rect in cards),
        panel.choices.selected,
        tuple(sorted(panel.choices.playable())),
        tuple(button_look(button) for button in buttons),
    )
    return Part("hand panel", area, look, panel.draw)


# -- the banner and above ---------------------------------------------------------------------------------


def hud_parts(scene: OutrunTable) -> list[Part]:
    """The banner with the menu button, the log above the lanes (two runners) and a practice
    game's clock."""
    who, label, line = scene.banner_words()
    reserve = scene.banner_reserve()
    menu = scene.menu_button
    banner = chrome.BANNER_RECT.union(button_area(menu))
    parts = [
        Part(
            "banner",
            banner,
            (who, label, line, reserve, button_look(menu)),
            partial(scene.paint_banner, who, label, line, reserve),
        )
    ]
    if scene.log.rect.width:
        parts.append(Part("log", pygame.Rect(scene.log.rect), log_look(scene.log), scene.log.draw))
    clock = scene.practice_clock()
    if clock is not None:
        box, look, paint = clock
        parts.append(Part("practice clock", box, look, paint))
    return parts


def tutorial_part(scene: OutrunTable) -> Part | None:
    """A tutorial note shades the whole table but the spots it is about."""
    tutorial = scene.tutorial
    page = tutorial.page
    if page is None:
        return None
    spots = tuple(tuple(spot) for spot in tutorial.spots.of(page)) if tutorial.spots is not None else ()
    look = (
        page,
        tuple(tutorial.lines(page)),
        spots,
        button_look(tutorial.skip_button),
        button_look(tutorial.next_button),
    )
    return Part("tutorial", CANVAS, look, tutorial.draw)


def skip_part(scene: OutrunTable) -> Part | None:
    if not scene.skip_controls_shown():
        return None
    buttons = scene.skip_buttons()
    area = button_area(buttons[0]).unionall([button_area(button) for button in buttons[1:]])
    return Part("skip", area, tuple(button_look(button) for button in buttons), scene.draw_skip_controls)


def demo_part(scene: OutrunTable) -> Part | None:
    if not scene.demo:
        return None
    return Part("demo", pygame.Rect(0, 1000, 1920, 80), True, chrome.draw_demo_banner)


def question_part(scene: OutrunTable) -> Part | None:
    question = scene.confirmation
    if not question.open:
        return None
    look = (question.question, tuple(question.box), button_look(question.yes), button_look(question.no))
    return Part("question", shadowed(question.box, QUESTION_SHADOW), look, question.draw)


def tip_part(scene: OutrunTable) -> Part | None:
    tips = scene.tooltips
    box = tips.rect(CANVAS)
    if box is None:
        return None
    return Part("tooltip", shadowed(box, TIP_SHADOW), (tips.shown, tuple(box)), partial(paint_tip, tips))


def paint_tip(tips: Tooltips, surface: pygame.Surface) -> None:
    tips.draw(surface)


def center_name(card: CardView) -> str:
    """The name printed under a centre card (its symbol or number is on the card's face)."""
    return translate(KINDS[Kind(card["kind"])].name)


def paint_countdown(centre: tuple[int, int], number: int, surface: pygame.Surface) -> None:
    """The countdown's number in its disc over the path card."""
    pygame.draw.circle(surface, (20, 12, 30), centre, COUNT_RADIUS)
    pygame.draw.circle(surface, theme.PRIMARY, centre, COUNT_RADIUS, 8)
    text.draw_text(surface, str(number), centre, COUNT_SIZE, theme.TEXT, "center", bold=True, shadow=True)
