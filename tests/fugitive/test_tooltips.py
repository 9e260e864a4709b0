"""Issue 11, section 5: every piece of the Fugitive table explains itself, in the player's
language, and never tells the seat on screen what it may not see."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.core.i18n import set_language
from tabletop.engine import tooltip
from tabletop.engine.tooltip import Tip
from tabletop.games.fugitive.rules.state import GuessRecord, Phase, Variant
from tabletop.games.fugitive.table.scene import FugitiveScene
from tests.fugitive.test_readability import (
    card_point,
    click,
    drag,
    draw_whole,
    open_table,
    put,
    screen,
)
from tests.readability import record, too_small


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def tip(scene: FugitiveScene, pos: tuple[int, int]) -> Tip:
    found = scene.tip_at(pos)
    assert found is not None, f"no tip at {pos}"
    assert found.title and found.body
    return found


def marshal_table(language: str = "en", row=None, fugitive_hand=None):
    table = open_table(language)
    put(
        table,
        guesses=(GuessRecord((12,), False, 4), GuessRecord((5, 6), False, 6)),
        row=row or [3, (7, [5]), 10],
        fugitive_hand=fugitive_hand or [12, 42],
        marshal_hand=[20, 21],
        phase=Phase.MARSHAL_GUESS,
        turn=8,
    )
    return table


def test_every_piece_of_the_marshals_table_has_a_tip() -> None:
    app, session, scene = marshal_table()
    click(app, scene.guessing.notepad.cell_rect(9).center)
    pad = scene.guessing.notepad
    geometry = scene.geometry
    points = {
        "pile": scene.piles[0].rect.center,
        "start": geometry.cells[0].center,
        "face-down hideout": geometry.cells[1].center,
        "face-down sprint cards": (geometry.cells[2].centerx, geometry.cells[2].bottom + 15),
        "next slot": geometry.cells[4].center,
        "notepad number": pad.cell_rect(20).center,
        "notepad heading": (pad.rect.centerx, pad.rect.top + 20),
        "assist switch": pad.assist_rect.center,
        "pencil switch": pad.pencil_rect.center,
        "hand card": scene.hand.sprites[20].rect.move(10, 30).topleft,
        "other hand": scene.layout.other_hand_card().center,
        "event panel": scene.layout.zones["event_area"].center,
        "bench": scene.layout.zones["pending"].center,
        "banner": (600, 48),
        "menu": scene.menu_button.rect.center,
        "log": scene.log.rect.center,
    }
    points.update({f"button {b.label()}": b.rect.center for b in scene.action_bar.buttons})
    tips = {name: tip(scene, pos) for name, pos in points.items()}
    assert "Guess 9" in tips["button Guess 9"].title
    assert tips["face-down hideout"].title.startswith("Face-down hideout")
    assert "20" in tips["hand card"].title and "not a hideout" in tips["hand card"].body
    assert "Pile 1" in tips["pile"].title and "draw" not in tips["pile"].body  # she draws no more now
    assert "In your hand" in tips["notepad number"].body
    assert "1 sprint card" in tips["face-down sprint cards"].title


def test_a_notepad_number_says_what_is_known_of_it_and_what_her_marks_mean() -> None:
    app, session, scene = marshal_table()
    pad = scene.guessing.notepad
    click(app, pad.cell_rect(6).center, button=3)  # her pencil: crossed out
    twelve = tip(scene, pad.cell_rect(12).center).body
    assert "guessed it alone on turn 4" in twelve
    six = tip(scene, pad.cell_rect(6).center).body
    assert "turn 6 (5, 6)" in six and "not all of those" in six and "crossed it out" in six
    assert "Found" in tip(scene, pad.cell_rect(1).center).body or pad.facts.chances  # printed by the assist
    some = next(n for n in range(1, 42) if pad.shows_chance(n))
    assert "%" in tip(scene, pad.cell_rect(some).center).body


def test_the_fugitives_hand_cards_say_their_sprint_value_and_whether_they_fit_and_why() -> None:
    table = open_table()
    put(table, row=[4], fugitive_hand=[5, 9, 17, 20, 42], phase=Phase.FUGITIVE_PLACE)
    _app, _session, scene = table
    five = tip(scene, card_point(scene, 5))
    assert five.title == "Card 5 · sprint +1" and "next hideout now" in five.body
    seventeen = tip(scene, card_point(scene, 17))
    assert "too far" in seventeen.body and "11 with all of yours" in seventeen.body
    assert "escape" in tip(scene, card_point(scene, 42)).title
    bench = tip(scene, scene.layout.zones["pending"].center)
    assert "from 5 to 7" in bench.body and "up to 11" in bench.body
    row = tip(scene, scene.geometry.cells[1].center)
    assert row.title == "Hideout 4"  # his own hideouts he sees


def test_the_marshals_tips_never_name_a_face_down_hideout() -> None:
    """Two games alike in all the Marshal may see, different in the hideouts' numbers and the
    Fugitive's hand: every tip on her screen is the same in both."""
    first = marshal_table(row=[3, (7, [5]), 10], fugitive_hand=[12, 42])
    second = marshal_table(row=[2, (8, [4]), 11], fugitive_hand=[13, 42])
    assert first[2].view == second[2].view
    for x in range(10, 1920, 24):
        for y in range(10, 1080, 24):
            assert first[2].tip_at((x, y)) == second[2].tip_at((x, y)), (x, y)


def test_tips_speak_polish() -> None:
    _app, _session, scene = marshal_table("pl")
    pad = scene.guessing.notepad
    number = tip(scene, pad.cell_rect(20).center)
    hideout = tip(scene, scene.geometry.cells[1].center)
    assert number.title == "Liczba 20" and "ręce" in number.body
    assert "Zakryta kryjówka" in hideout.title


def test_a_resting_pointer_shows_the_tip_over_the_table_readably_and_a_move_hides_it() -> None:
    table = open_table()
    app, _session, scene = table
    put(table, row=[4], fugitive_hand=[5, 9, 17, 20, 42], phase=Phase.FUGITIVE_PLACE)
    pos = scene.piles[0].rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(int(tooltip.DELAY / 0.05) + 2):
        app.step(dt=0.05)
    assert scene.tooltips.shown is not None and "Pile 1" in scene.tooltips.shown.title
    assert scene.dirty_rects() is None  # the whole canvas goes out while a tip is up
    scene.tooltips._image = None  # the tip keeps its own picture: draw its words again for the recorder
    drawn = record(lambda: draw_whole(table))
    assert any("Pile 1" in d.text for d in drawn) and too_small(drawn) == []
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 790), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    assert scene.tooltips.shown is None


def test_the_event_panel_and_the_buttons_explain_themselves() -> None:
    table = screen("event windfall in the panel", "en")
    _app, _session, scene = table
    panel = tip(scene, scene.layout.zones["event_area"].center)
    assert panel.title == "Last event: Windfall"
    table = screen("placing with sprint cards", "en")
    _app, _session, scene = table
    bodies = {b.label(): tip(scene, b.rect.center).body for b in scene.action_bar.buttons}
    assert "until it is in reach" in bodies["Confirm hideout"]
    assert "goes back to your hand" in bodies["Take back"]
    table = screen("manhunt offer", "en")
    _app, _session, scene = table
    assert "one miss" in tip(scene, scene.offer.buttons[1].rect.center).body


def test_a_tip_is_not_shown_under_the_curtain_or_the_question() -> None:
    table = screen("curtain", "en")
    assert table[2].tip_at((960, 540)) is None
    table = screen("Pass asks first", "en")
    assert table[2].tip_at(table[2].piles[0].rect.center) is None


def test_the_fugitive_sees_his_sprint_cards_named_in_their_tips() -> None:
    table = open_table(options={"players": 2, "variant": "random"})
    app, _session, scene = table
    put(
        table,
        row=[2, (6, [1, 3])],
        fugitive_hand=[7, 9, 42],
        phase=Phase.FUGITIVE_PLACE,
        variant=Variant.RANDOM,
    )
    cell = scene.geometry.cells[2]
    chip = tip(scene, (cell.centerx - 10, cell.bottom + 14))
    assert chip.title in ("Sprint card 1: +1", "Sprint card 3: +1")
    drag(app, card_point(scene, 7), scene.placing.slot.center)
    pending = tip(scene, scene.geometry.cells[3].center)
    assert pending.title == "New hideout 7" and dataclasses.is_dataclass(pending)
