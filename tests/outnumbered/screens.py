"""Every screen a player meets at the Outnumbered table, driven on a real App at 1920x1080: the
readability test records the texts each one draws, and the same states make the screenshots a
person looks at.

Each state is a function that takes a fresh table (``Table``) and brings it to the screen named,
the way a player would (clicks, drags, typed keys), or by putting a hand-built position on it
where the screen needs exact dice.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

import pygame

from tabletop.core import catalogue
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings, TextSize
from tabletop.engine import text, theme
from tabletop.engine.app import App
from tabletop.games.outnumbered import rules
from tabletop.games.outnumbered.rules.scenario import make_state
from tabletop.games.outnumbered.table import art as table_art
from tabletop.games.outnumbered.table.scene import OutnumberedScene
from tabletop.games.outnumbered.table.tray import draw as tray_draw
from tabletop.scenes.navigator import open_app


@dataclass
class Table:
    app: App
    session: GameSession
    scene: OutnumberedScene
    players: int


def open_table(
    players: int,
    mode: str = "sidekick",
    language: str = "en",
    text_size: TextSize = TextSize.NORMAL,
    computers: tuple[int, ...] = (),
    settings: Settings | None = None,
) -> Table:
    """A real App at 1920x1080 with an Outnumbered table of ``players`` seats on it."""
    base = settings or Settings()
    app = open_app(
        base.with_(language=language, text_size=text_size, animation_speed=1.0), window_size=(1920, 1080)
    )
    seats = [
        Seat(s.name, s.colour, SeatKind.COMPUTER if i in computers else SeatKind.HUMAN)
        for i, s in enumerate(default_seats(players))
    ]
    session = GameSession.new(catalogue.get("outnumbered"), {"players": players, "mode": mode}, 11, seats)
    scene = OutnumberedScene(session, autosave=False)
    app.push(scene)
    app.step()
    return Table(app, session, scene, players)


# -- driving it -----------------------------------------------------------------------------------


def use_state(table: Table, **kwargs: object) -> None:
    """Put a hand-built position on the table (as a loaded save would)."""
    kwargs.setdefault("players", table.players)
    scene = table.scene
    scene.session.state = make_state(**kwargs)  # type: ignore[arg-type]
    scene.choose_viewer()
    scene.refresh()
    table.app.settle()


def post(app: App, kind: int, pos: tuple[int, int], button: int = 1, held: bool = False) -> None:
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
    else:
        event = pygame.event.Event(kind, pos=pos, button=button)
    app.dispatch(event)


def move(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEMOTION, pos)
    app.step()


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(app, pygame.MOUSEMOTION, pos)
    post(app, pygame.MOUSEBUTTONDOWN, pos, button)
    post(app, pygame.MOUSEBUTTONUP, pos, button)
    app.step()


def drag(app: App, start: tuple[int, int], end: tuple[int, int], release: bool = True) -> None:
    post(app, pygame.MOUSEMOTION, start)
    post(app, pygame.MOUSEBUTTONDOWN, start)
    for i in range(1, 7):
        point = (start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6)
        post(app, pygame.MOUSEMOTION, point, held=True)
        app.step()
    if release:
        post(app, pygame.MOUSEBUTTONUP, end)
        app.step()


def type_text(app: App, text: str) -> None:
    for ch in text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step()


def press_key(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.step()


def chip_point(scene: OutnumberedScene, number: int) -> tuple[int, int]:
    value = next(v for v in scene.view["pool"] if v["number"] == number)
    return scene.tray.chip_rect(int(value["id"])).center


def value_id(scene: OutnumberedScene, number: int) -> int:
    return int(next(v for v in scene.view["pool"] if v["number"] == number)["id"])


def rest_on(table: Table, pos: tuple[int, int]) -> None:
    """Rest the pointer on ``pos`` until its tooltip shows."""
    move(table.app, pos)
    for _ in range(20):
        table.app.step(dt=0.1)
        if table.scene.tooltips.visible:
            return


# -- the positions ---------------------------------------------------------------------------------

HANDS = ("lightning", "wild_die", "push_back", "rebuild", "extra_die")
BOARD = {(0, 0): 5, (1, 2): 13, (2, 3): 9, (3, 1): 24, (4, 4): 7, (1, 4): 3}


def hands_for(players: int) -> list[tuple[str, ...]]:
    """The acting hero holds five bonus cards, the next one one, the others none."""
    return [HANDS, ("knockout",), *(() for _ in range(players - 2))][:players]


def _hero_mode_board() -> dict[tuple[int, int], int | str]:
    return {(0, 0): 5, (1, 2): 13, (2, 3): "b043", (3, 1): 24, (4, 4): "az"}


def _acting(table: Table, dice: tuple[int, ...] | None = (4, 2, 6), **extra: object) -> None:
    barricades = (True, False, True, True, True)
    kwargs: dict[str, object] = {
        "villains": BOARD,
        "hands": hands_for(table.players),
        "barricades": barricades,
        "truck": 1,
    }
    kwargs.update(extra)
    if dice is not None:
        kwargs["dice"] = dice
    use_state(table, **kwargs)


def hero_choice(table: Table) -> None:
    """The heroes are being chosen (the first seat has chosen when there are more)."""
    if table.players > 1:
        click(table.app, table.scene.hero_choice.rects()[5].center)
        table.app.settle()
    move(table.app, table.scene.hero_choice.rects()[2].center)


def roll(table: Table) -> None:
    _acting(table, dice=None)


def built(table: Table) -> None:
    """Dice rolled, 6 × 2 built, the pointer resting on a chip."""
    _acting(table)
    table.app.enqueue(rules.Combine(0, value_id(table.scene, 6), "*", value_id(table.scene, 2)))
    table.app.settle()
    move(table.app, chip_point(table.scene, 4))


def operation_popup(table: Table) -> None:
    """A chip dropped on another: which operation?"""
    _acting(table)
    drag(table.app, chip_point(table.scene, 4), chip_point(table.scene, 2))
    popup = table.scene.tray.geometry.popup_buttons()
    move(table.app, popup["-"].center)


def picked_operation(table: Table) -> None:
    """A chip clicked, then ÷, then the pointer over a chip it cannot divide."""
    _acting(table, dice=(4, 3, 6))
    click(table.app, chip_point(table.scene, 4))
    click(table.app, table.scene.tray.op_buttons["/"].rect.center)
    move(table.app, chip_point(table.scene, 3))


def dragging(table: Table) -> None:
    """A chip held over the board."""
    _acting(table, dice=(5, 2, 6))
    drag(table.app, chip_point(table.scene, 5), (500, 600), release=False)


def formula_error(table: Table) -> None:
    """A typed formula the rules refuse: its reason."""
    _acting(table)
    click(table.app, table.scene.tray.field.rect.center)
    type_text(table.app, "9*9")
    press_key(table.app, pygame.K_RETURN)
    table.app.settle()


def formula_hint(table: Table) -> None:
    """The empty formula field with its hint (the pointer off it)."""
    _acting(table)
    move(table.app, (500, 600))


def hint(table: Table) -> None:
    _acting(table)
    click(table.app, table.scene.tray.hint_button.rect.center)
    table.app.step()


def hero_power(table: Table) -> None:
    _acting(table, heroes=None)
    click(table.app, table.scene.hero_panel.power_button.rect.center)
    move(table.app, chip_point(table.scene, 6))


def nothing_left(table: Table) -> None:
    """No villain can be made: end the turn (End turn lit)."""
    _acting(table, dice=(1, 1, 1), villains={(2, 3): 24}, hands=[() for _ in range(table.players)])


def bonus_preview(card: str) -> Callable[[Table], None]:
    """A bonus card clicked: shown large with its effect and what it needs."""

    def show(table: Table) -> None:
        _acting(table)
        hand = table.scene.bonus_hand
        index = hand.shown_hand().index(card)
        click(table.app, hand.slots()[index].center)

    show.__name__ = f"bonus_preview_{card}"
    return show


def bonus_target(card: str) -> Callable[[Table], None]:
    """A bonus card chosen and waiting for its target."""

    def aim(table: Table) -> None:
        hands = [("knockout", *HANDS), ("knockout",)] + [() for _ in range(table.players - 2)]
        _acting(table, hands=hands[: table.players])
        hand = table.scene.bonus_hand
        hand.choose(card)
        table.app.step()
        if card == "wild_die":
            die = hand.picker_buttons[0]
            click(table.app, die.rect.center)
        move(table.app, table.scene.layout.villain_rect(1, 2).center)

    aim.__name__ = f"bonus_target_{card}"
    return aim


def bonus_hover(table: Table) -> None:
    """The pointer on a bonus card in hand."""
    _acting(table)
    move(table.app, table.scene.bonus_hand.slots()[1].center)


def event_card(table: Table) -> None:
    """Hero mode: an event card up big."""
    use_state(
        table,
        mode="hero",
        villains=_hero_mode_board(),
        hands=hands_for(table.players),
        truck=4,
        event_deck=("blizzard", "pincer"),
    )
    table.scene.event_cards.show("blizzard")
    for _ in range(40):
        table.app.step(dt=0.05)
        if table.scene.event_cards.popup.shown:
            break


def hero_mode(table: Table) -> None:
    """Hero mode at rest: brutes, Absolute Zero, the event piles with a last event."""
    use_state(
        table,
        mode="hero",
        villains=_hero_mode_board(),
        hands=hands_for(table.players),
        dice=(4, 5, 1),
        truck=7,
    )
    scene = table.scene
    state = scene.session.state
    scene.session.state = replace(state, last_event="pincer", event_discard=("pincer",))
    scene.refresh()
    table.app.settle()


def attack(table: Table) -> None:
    """An attack half played out: the timeline with its buttons, a barricade lost."""
    _acting(table, truck=2, villains={(0, 0): 5, (3, 4): 7, (1, 3): 3})
    click(table.app, table.scene.tray.end_button.rect.center)
    click(table.app, table.scene.confirmation.yes.rect.center)  # the 5 was still in reach: it asked
    for _ in range(12):
        table.app.step(dt=0.1)


def end_turn_question(table: Table) -> None:
    """End turn pressed while a villain is still in reach: the table asks first."""
    _acting(table)
    click(table.app, table.scene.tray.end_button.rect.center)


def training(table: Table) -> None:
    use_state(table, mode="training", villains={(2, 0): 3, (1, 2): 8}, dice=(3, 1), truck=5, escaped=(7,))


def final_assault(table: Table) -> None:
    _acting(table, truck=17)


def computer_turn(table: Table) -> None:
    """Waiting for a computer hero (the banner says so)."""
    _acting(table)
    table.scene.session.seats[0] = Seat(
        table.scene.session.seats[0].name, table.scene.session.seats[0].colour, SeatKind.COMPUTER
    )
    table.scene.computers.stop()
    table.scene.refresh()
    table.app.step()


def win(table: Table) -> None:
    use_state(
        table,
        mode="hero",
        villains={(2, 0): 9},
        dice=(4, 5, 1),
        truck=17,
        barricades=(True, True, False, True, False),
        hands=[() for _ in range(table.players)],
    )
    scene = table.scene
    table.app.enqueue(rules.Combine(0, value_id(scene, 4), "+", value_id(scene, 5)))
    table.app.settle()
    drag(table.app, chip_point(scene, 9), scene.layout.villain_rect(2, 0).center)
    table.app.settle()


def loss(table: Table) -> None:
    use_state(
        table,
        villains={(3, 4): 7},
        dice=(1, 1, 1),
        truck=2,
        barricades=(True, True, True, False, True),
        hands=[() for _ in range(table.players)],
    )
    click(table.app, table.scene.tray.end_button.rect.center)
    table.app.settle()
    table.app.settle()


def training_over(table: Table) -> None:
    use_state(table, mode="training", villains={(2, 0): 3}, dice=(3, 1), truck=17, escaped=(7, 8))
    drag(table.app, chip_point(table.scene, 3), table.scene.layout.villain_rect(2, 0).center)
    table.app.settle()


def tooltip_at(where: Callable[[Table], tuple[int, int]], name: str) -> Callable[[Table], None]:
    def show(table: Table) -> None:
        _acting(table)
        rest_on(table, where(table))

    show.__name__ = f"tooltip_{name}"
    return show


TOOLTIPS = (
    tooltip_at(lambda t: t.scene.layout.villain_rect(1, 2).center, "villain"),
    tooltip_at(lambda t: t.scene.layout.zones["villain_deck"].center, "deck"),
    tooltip_at(lambda t: t.scene.hero_panel.team_cells()[0].center, "team"),
    tooltip_at(lambda t: t.scene.layout.route_rects[3].center, "route"),
)

STATES: tuple[Callable[[Table], None], ...] = (
    hero_choice,
    roll,
    built,
    operation_popup,
    picked_operation,
    dragging,
    formula_hint,
    formula_error,
    hint,
    hero_power,
    nothing_left,
    bonus_hover,
    *(bonus_preview(card) for card in ("lightning", "extra_die", "rebuild")),
    *(bonus_target(card) for card in ("lightning", "knockout", "push_back", "rebuild", "wild_die")),
    event_card,
    hero_mode,
    end_turn_question,
    attack,
    training,
    final_assault,
    computer_turn,
    win,
    loss,
    training_over,
    *TOOLTIPS,
)


def redraw(app: App) -> None:
    """Paint the screen from scratch (every cached layer of the table repainted)."""
    for scene in app.scenes:
        forget = getattr(scene, "forget_pictures", None)
        if forget is not None:
            forget()
        tooltips = getattr(scene, "tooltips", None)
        if tooltips is not None:
            tooltips._image = None  # the tip's box is composed once: compose it again
    app.invalidate()
    app.draw()


def forget_words() -> None:
    """Drop every cached picture that holds words (rendered strings, cards with their text, the
    numbered dice, relabelled card names, any picture cached in the table's modules).  Shadows,
    glows and the board's map hold none, so they are kept: :func:`tests.readability.record`
    drops them too and sees the same texts, four times slower."""
    text.clear_cache()
    theme._derived.clear()
    tray_draw._NUMBERED.clear()
    table_art._relabelled.clear()
    for name, module in list(sys.modules.items()):
        if name.startswith("tabletop.games.outnumbered") and module is not None:
            for value in list(vars(module).values()):
                if isinstance(value, functools._lru_cache_wrapper):
                    value.cache_clear()


def record_screen(app: App) -> list[text.Drawn]:
    """Every text the screen draws, painted from scratch (see :func:`forget_words`)."""
    forget_words()
    with text.recording() as drawn:
        redraw(app)
    return list(drawn)


def each_state(
    players: int, language: str, text_size: TextSize = TextSize.NORMAL
) -> Iterator[tuple[str, Table]]:
    """Every state on a fresh table, by name."""
    for state in STATES:
        mode = "hero" if state in (event_card, hero_mode, win) else "sidekick"
        if state in (training, training_over):
            mode = "training"
        table = open_table(players, mode, language, text_size)
        state(table)
        yield state.__name__, table
