"""Issue 11, section 2: every text and number a Fugitive player needs is readable from two metres.

Real Fugitive tables (the App at 1920x1080, driven by hand-built positions and real clicks) are
taken through every screen a player meets, in English and in Polish, and each screen is drawn
from scratch while the text layer records what it draws: nothing a player needs may be below
the floor (``text.READABLE``) or cut short.  The same screens are drawn at the Large text size
to show they still draw, with the needed texts whole where the layout makes room.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from tabletop.core import catalogue
from tabletop.core.i18n import set_language
from tabletop.core.seats import SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings, TextSize
from tabletop.engine import text
from tabletop.engine.app import App
from tabletop.games.fugitive.rules import events as event_cards
from tabletop.games.fugitive.rules.scenario import make_state
from tabletop.games.fugitive.rules.state import Effects, GuessRecord, Phase, Variant
from tabletop.games.fugitive.table.scene import FugitiveScene
from tabletop.scenes.navigator import open_app
from tests.readability import record, too_small

Table = tuple[App, GameSession, FugitiveScene]

#: a long row: 17 places (card 0 and 16 hideouts), sprint cards under several of them
LONG_ROW: list[Any] = [
    2,
    (5, [4]),
    7,
    (9, [8, 6]),
    11,
    13,
    (16, [10, 12, 14]),
    18,
    19,
    (22, [20, 21]),
    24,
    25,
    (27, [26, 23, 3, 1]),
    29,
    30,
    31,
]
#: the same row with some hideouts found (their sprint cards face up for everyone)
LONG_ROW_FOUND: list[Any] = [
    (spec[0], spec[1], True) if isinstance(spec, tuple) and spec[0] in (9, 22) else spec for spec in LONG_ROW
]
MARSHAL_LONG_HAND = [15, 17, 28, 32, 33, 34, 36, 37, 38, 39, 40, 41]


def open_table(
    language: str = "en",
    *,
    options: dict[str, Any] | None = None,
    seats: list[Any] | None = None,
    text_size: TextSize = TextSize.NORMAL,
    seed: int = 7,
) -> Table:
    settings = Settings(language=language, text_size=text_size)
    app = open_app(settings, window_size=(1920, 1080))
    session = GameSession.new(
        catalogue.get("fugitive"), options or {"players": 2}, seed, seats or default_seats(2)
    )
    scene = FugitiveScene(session, autosave=False)
    app.push(scene)
    app.settle()
    return app, session, scene


def put(table: Table, guesses: tuple[GuessRecord, ...] = (), lift: bool = True, **kwargs: Any) -> None:
    """A hand-built position on the table, shown to the seat that acts (curtain lifted)."""
    app, session, scene = table
    state = make_state(**kwargs)
    if guesses:
        state = dataclasses.replace(state, guesses=guesses)
    session.state = state
    scene.choose_viewer()
    scene.refresh()
    app.settle()
    if lift:
        lift_curtain(table)


def lift_curtain(table: Table) -> None:
    app, _session, scene = table
    if scene.curtain_for is not None:
        click(app, (960, 540))
    app.settle()


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step()


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, 7):
        pos = (start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.step()
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step()
    app.settle()


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step()
    app.settle()


def card_point(scene: FugitiveScene, card: int) -> tuple[int, int]:
    rect = scene.hand.sprites[card].rect
    return rect.left + 20, rect.top + 24


def pick(table: Table, *numbers: int, button: int = 1) -> None:
    app, _session, scene = table
    for number in numbers:
        click(app, scene.guessing.notepad.cell_rect(number).center, button)


# -- the screens ------------------------------------------------------------------------------------


def curtain(table: Table) -> None:
    """The curtain before the Fugitive's first turn (two people at the table)."""


def first_turn(table: Table) -> None:
    lift_curtain(table)


def placing_with_sprint_cards(table: Table) -> None:
    """The Fugitive starts hideout 7 from 0 and slides a sprint card under it: 3 more needed."""
    app, _session, scene = table
    lift_curtain(table)
    drag(app, card_point(scene, 7), scene.placing.slot.center)
    drag(app, card_point(scene, 1), scene.placing.slot.center)


def first_turn_one_placed(table: Table) -> None:
    """One hideout placed on the first turn: Take back and Done."""
    app, _session, scene = table
    lift_curtain(table)
    drag(app, card_point(scene, 2), scene.placing.slot.center)
    press(app, pygame.K_RETURN)


def long_row_fugitive(table: Table) -> None:
    put(
        table,
        row=LONG_ROW_FOUND,
        fugitive_hand=[32, 35, 36, 42],
        marshal_hand=MARSHAL_LONG_HAND,
        phase=Phase.FUGITIVE_PLACE,
        turn=21,
    )


def long_row_no_card_fits(table: Table) -> None:
    put(
        table,
        row=LONG_ROW,
        fugitive_hand=[42],
        marshal_hand=MARSHAL_LONG_HAND,
        phase=Phase.FUGITIVE_PLACE,
        turn=21,
    )


def long_row_placing(table: Table) -> None:
    """A long row with a hideout being placed at its end, four sprint cards under it."""
    app, _session, scene = table
    put(
        table,
        row=LONG_ROW[:-1],
        fugitive_hand=[32, 34, 35, 36, 37, 38, 42],
        marshal_hand=MARSHAL_LONG_HAND[:4],
        phase=Phase.FUGITIVE_PLACE,
        turn=21,
    )
    drag(app, card_point(scene, 38), scene.placing.slot.center)
    for card in (32, 34, 36, 37):
        drag(app, card_point(scene, card), scene.placing.slot.center)


def long_row_marshal_draws(table: Table) -> None:
    put(
        table,
        row=LONG_ROW_FOUND,
        fugitive_hand=[32, 35, 42],
        marshal_hand=MARSHAL_LONG_HAND,
        phase=Phase.MARSHAL_DRAW,
        turn=22,
        draws_left=1,
    )


MISSES = (
    GuessRecord((12,), False, 6),
    GuessRecord((5, 6), False, 8),
    GuessRecord((3,), True, 10),
    GuessRecord((14, 15, 16), False, 12),
)


def marshal_guessing(table: Table, assist: bool = True) -> None:
    """The Marshal guesses with her marks, missed guesses and series misses on the notepad, a
    number she holds in the guess (the warning shows)."""
    app, _session, scene = table
    put(
        table,
        guesses=MISSES,
        row=[(3, [], True), 5, (9, [7]), 13, 17],
        fugitive_hand=[19, 20, 42],
        marshal_hand=[4, 8, 10, 11, 12, 21, 24, 30, 31, 33, 35],
        phase=Phase.MARSHAL_GUESS,
        turn=14,
    )
    if scene.guessing.notepad.assist != assist:
        click(app, scene.guessing.notepad.assist_rect.center)
    pick(table, 20, 25, button=3)
    pick(table, 25, button=3)
    pick(table, 9, 13, 10)


def marshal_guessing_assist_off(table: Table) -> None:
    marshal_guessing(table, assist=False)


def fugitive_sees_the_misses(table: Table) -> None:
    """The Fugitive's side of the notepad: what the Marshal knows, her misses marked."""
    put(
        table,
        guesses=MISSES,
        row=[(3, [], True), 5, (9, [7]), 13, 17],
        fugitive_hand=[19, 20, 22, 42],
        marshal_hand=[4, 8, 10, 11, 12],
        phase=Phase.FUGITIVE_PLACE,
        turn=15,
    )


def marshal_with_many_cards(table: Table) -> None:
    put(
        table,
        row=[2, (5, [3]), 7, 9, 11],
        fugitive_hand=[13, 14, 42],
        marshal_hand=[4, 6, 8, 10, 12, 15, 17, 20, 21, 23, 26, 28, 30, 33, 34, 36, 37, 38, 39, 40, 41],
        phase=Phase.MARSHAL_DRAW,
        turn=16,
        draws_left=1,
    )


def events_to_come(table: Table) -> None:
    """A game with events: the pile's events counted, the panel saying how many are to come."""
    put(
        table,
        row=[3],
        fugitive_hand=[5, 6, 42],
        marshal_hand=[4],
        phase=Phase.MARSHAL_DRAW,
        turn=4,
        draws_left=1,
        piles=[["informant", 8, "windfall", 12], ["dead_drop", 15], [29, "lie_low", 30]],
        variant=Variant.RANDOM,
    )


def event_drawn(event_id: str, by: str = "marshal") -> Callable[[Table], None]:
    """The Marshal (or the Fugitive) draws ``event_id``: the card shown big with what it did."""

    def show(table: Table) -> None:
        app, _session, scene = table
        phase, seat = (Phase.MARSHAL_DRAW, 1) if by == "marshal" else (Phase.FUGITIVE_DRAW, 0)
        put(
            table,
            row=[3, 6, (8, [7])],
            fugitive_hand=[10, 11, 13, 42],
            marshal_hand=[4, 5],
            phase=phase,
            turn=5 if seat == 0 else 6,
            draws_left=1,
            piles=[[event_id, 9, 12], [16, 18], [29, 30]],
            variant=Variant.RANDOM,
        )
        click(app, scene.piles[0].rect.center)
        app.settle()

    return show


def event_in_panel(event_id: str) -> Callable[[Table], None]:
    """The drawn event's popup closed: the event panel keeps it readable."""

    def show(table: Table) -> None:
        app, _session, scene = table
        event_drawn(event_id)(table)
        if scene.popup.open:
            click(app, scene.popup.rect().center)
        app.settle()

    return show


def fugitive_under_roadblock(table: Table) -> None:
    put(
        table,
        row=[3, 6],
        fugitive_hand=[7, 10, 12, 42],
        marshal_hand=[4],
        phase=Phase.FUGITIVE_PLACE,
        turn=5,
        effects=Effects(no_sprint=True),
        variant=Variant.RANDOM,
    )


def dead_drop_choice(table: Table) -> None:
    app, _session, scene = table
    event_drawn(event_cards.DEAD_DROP)(table)
    if scene.popup.open:
        click(app, scene.popup.rect().center)
    app.settle()


def manhunt_offer(table: Table, watcher: bool = False) -> None:
    app, session, scene = table
    put(
        table,
        row=[3, 6, 9, 12, (15, [14]), 18, 21, 24, 27, 30, 33, 36, 39],
        fugitive_hand=[41, 42],
        marshal_hand=[5],
        phase=Phase.FUGITIVE_PLACE,
        turn=25,
    )
    drag(app, card_point(scene, 42), scene.placing.slot.center)
    press(app, pygame.K_RETURN)
    if not watcher:
        lift_curtain(table)


def manhunt_offer_watched(table: Table) -> None:
    """The Fugitive's screen while the Marshal decides (a computer Marshal)."""
    manhunt_offer(table, watcher=True)


def manhunt(table: Table) -> None:
    app, _session, scene = table
    manhunt_offer(table)
    click(app, scene.offer.buttons[1].rect.center)
    app.settle()
    pick(table, 6)


def marshal_wins(table: Table) -> None:
    """The last face-down hideout found: the table after the game, every card shown."""
    app, _session, scene = table
    put(
        table,
        guesses=(GuessRecord((7,), False, 4),),
        row=[(3, [], True), (6, [5], True), (10, [8])],
        fugitive_hand=[11, 42],
        marshal_hand=[4],
        phase=Phase.MARSHAL_GUESS,
        turn=8,
    )
    pick(table, 10)
    press(app, pygame.K_RETURN)
    look_at_the_table(app)


def fugitive_wins(table: Table) -> None:
    """The 42 down with hideouts above 29 found: he escapes; the table after the game."""
    app, _session, scene = table
    put(
        table,
        row=[(30, [], True), (33, [32], True), 36, 39],
        fugitive_hand=[42],
        marshal_hand=[4],
        phase=Phase.FUGITIVE_PLACE,
        turn=25,
    )
    drag(app, card_point(scene, 42), scene.placing.slot.center)
    press(app, pygame.K_RETURN)
    look_at_the_table(app)


def look_at_the_table(app: App) -> None:
    """Close the game-over panel (its Look at the table button) to see the table itself."""
    app.settle()
    if app.top is not None and not isinstance(app.top, FugitiveScene):
        press(app, pygame.K_ESCAPE)
    app.settle()


def pass_question(table: Table) -> None:
    """Pass asks first: the question over the table."""
    app, _session, scene = table
    long_row_fugitive(table)
    press(app, pygame.K_p)
    assert scene.confirmation.open


def refused_card(table: Table) -> None:
    """A card that does not fit springs back, its reason in a bubble."""
    app, _session, scene = table
    lift_curtain(table)
    drag(app, card_point(scene, 17), scene.placing.slot.center)


SCREENS: dict[str, Callable[[Table], None]] = {
    "curtain": curtain,
    "first turn": first_turn,
    "placing with sprint cards": placing_with_sprint_cards,
    "first turn, one placed": first_turn_one_placed,
    "long row, the Fugitive": long_row_fugitive,
    "long row, no card fits": long_row_no_card_fits,
    "long row, placing with four sprint cards": long_row_placing,
    "long row, the Marshal draws": long_row_marshal_draws,
    "the Marshal guesses, assist on": marshal_guessing,
    "the Marshal guesses, assist off": marshal_guessing_assist_off,
    "the Fugitive sees her misses": fugitive_sees_the_misses,
    "the Marshal holds 21 cards": marshal_with_many_cards,
    "events to come": events_to_come,
    **{f"event {card.id} drawn": event_drawn(card.id) for card in event_cards.EVENTS},
    "event drawn by the Fugitive": event_drawn(event_cards.GETAWAY_CAR, by="fugitive"),
    **{f"event {card.id} in the panel": event_in_panel(card.id) for card in event_cards.EVENTS},
    "Roadblock in force": fugitive_under_roadblock,
    "Dead Drop choice": dead_drop_choice,
    "manhunt offer": manhunt_offer,
    "manhunt offer, watched": manhunt_offer_watched,
    "manhunt": manhunt,
    "the Marshal wins": marshal_wins,
    "the Fugitive wins": fugitive_wins,
    "Pass asks first": pass_question,
    "a refused card": refused_card,
}

#: screens whose table has a computer at one seat (the other's screen is watched)
COMPUTER_MARSHAL = {"manhunt offer, watched"}


def screen(name: str, language: str, text_size: TextSize = TextSize.NORMAL) -> Table:
    seats = None
    if name in COMPUTER_MARSHAL:
        seats = default_seats(2)
        seats[1] = dataclasses.replace(seats[1], kind=SeatKind.COMPUTER, strength="casual")
    options = {"players": 2, "variant": "random"} if "event" in name or "Dead Drop" in name else None
    table = open_table(language, options=options, seats=seats, text_size=text_size)
    SCREENS[name](table)
    return table


def draw_whole(table: Table) -> None:
    """One frame of everything on screen, every cached picture of the table repainted."""
    app, _session, scene = table
    scene.layers.invalidate()
    app.invalidate()
    app.draw()


@pytest.fixture(autouse=True)
def english_normal_text_afterwards():
    """The language and the text size are the app's globals: leave them as the other tests expect."""
    yield
    text.set_scale(1.0)
    set_language("en")


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_text_a_player_needs_is_drawn_at_least_at_the_floor(name: str, language: str) -> None:
    table = screen(name, language)
    drawn = record(lambda: draw_whole(table))
    assert drawn, "the screen drew no text at all"
    assert too_small(drawn) == []


def test_the_screens_are_the_ones_the_issue_names() -> None:
    """Every event kind is shown drawn and in its panel, and each side wins once."""
    kinds = {card.id for card in event_cards.EVENTS}
    assert {name.split()[1] for name in SCREENS if name.endswith(" drawn")} == kinds
    assert {name.split()[1] for name in SCREENS if name.endswith(" in the panel")} == kinds
    assert {"the Marshal wins", "the Fugitive wins", "Dead Drop choice", "manhunt"} <= set(SCREENS)


def test_the_check_fails_on_a_needed_text_below_the_floor() -> None:
    """The recorder sees the table's texts: one drawn at the old size is caught."""
    table = screen("long row, the Marshal draws", "en")
    _app, _session, scene = table

    def smaller() -> None:
        draw_whole(table)
        text.draw_text(scene.app.canvas, "1–3", (100, 100), 18, (255, 255, 255))  # type: ignore[union-attr]

    assert too_small(record(smaller)) == [(18, False, "1–3")]


def test_the_screens_show_what_they_are_named_for() -> None:
    """The drivers above reach the states they claim (else the check would read the wrong screen)."""
    _app, session, scene = screen("placing with sprint cards", "en")
    assert scene.view["pending"]["sprint_cards"] == [1] and scene.view["pending"]["needed"] == 3
    _app, session, scene = screen("long row, placing with four sprint cards", "en")
    assert len(scene.view["pending"]["sprint_cards"]) == 4
    _app, session, scene = screen("the Marshal guesses, assist on", "en")
    assert scene.guessing.chosen == (9, 10, 13) and scene.guessing.warning()
    assert scene.guessing.notepad.notes.marks
    _app, session, scene = screen("Dead Drop choice", "en")
    assert scene.phase == "event_choice" and len(scene.action_bar.buttons) == 3
    _app, session, scene = screen("manhunt", "en")
    assert scene.phase == "manhunt"
    for name, winner in (("the Marshal wins", 1), ("the Fugitive wins", 0)):
        app, session, scene = screen(name, "en")
        outcome = session.outcome()
        assert outcome is not None and list(outcome.winners) == [winner]
        assert app.top is scene
    _app, session, scene = screen("event sighting drawn", "pl")
    assert scene.popup.open and scene.popup.content is not None and scene.popup.content.result


LARGE_SCREENS = [
    "first turn",
    "placing with sprint cards",
    "long row, the Fugitive",
    "long row, the Marshal draws",
    "the Marshal guesses, assist on",
    "event informant drawn",
    "Dead Drop choice",
    "manhunt offer",
    "the Fugitive wins",
]


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("name", LARGE_SCREENS)
def test_large_text_draws_the_screens_with_nothing_needed_cut_short(name: str, language: str) -> None:
    """Large text (1.2 times every size) draws the main screens, and the layouts make room for
    it: panels wrap onto more lines and give a card's picture up for words, so nothing a player
    needs is cut."""
    table = screen(name, language, TextSize.LARGE)
    assert text.get_scale() > 1.0
    drawn = record(lambda: draw_whole(table))
    assert drawn
    assert [d.text for d in drawn if d.cut and not d.decoration] == []


def test_switching_to_large_text_in_the_menu_gives_the_hands_tabs_their_room() -> None:
    table = screen("the Marshal holds 21 cards", "en")
    app, _session, scene = table
    before = scene.hand.fan.min_step
    scene.pause()
    app.update_settings(app.settings.with_(text_size=TextSize.LARGE))
    scene.resume()
    assert scene.hand.fan.min_step > before
    drawn = record(lambda: draw_whole(table))
    assert [d.text for d in drawn if d.cut and not d.decoration] == []
