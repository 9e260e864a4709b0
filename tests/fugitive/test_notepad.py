"""The Marshal's notepad widget: its grid, her pencil marks and the guess she builds on it."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.engine.intents import Click, Hover
from tabletop.games.fugitive.table.notepad import Mark, Notepad, NotepadNotes, facts_from

RECT = pygame.Rect(1360, 120, 520, 560)


@pytest.fixture
def pad() -> Notepad:
    pad = Notepad(RECT, 1, 41, 7)
    pad.interactive = True
    pad.private = True
    return pad


def test_a_mark_cycles_blank_crossed_circled_and_back():
    notes = NotepadNotes()
    assert [notes.cycle(9) for _ in range(3)] == [Mark.CROSSED, Mark.CIRCLED, Mark.BLANK]
    assert 9 not in notes.marks  # a blank number keeps no entry


def test_her_marks_and_switches_go_to_json_and_come_back_on_a_fresh_sheet(pad):
    pad.notes.cycle(4)
    pad.notes.cycle(9)
    pad.notes.cycle(9)
    pad.assist, pad.pencil = False, True
    kept = json.loads(json.dumps(pad.to_json()))
    again = Notepad(RECT, 1, 41, 7)
    assert again.notes.mark(4) is Mark.BLANK  # a new sheet starts blank
    assert again.load_json(kept)  # the assist switch was among the notes
    assert again.notes.mark(4) is Mark.CROSSED and again.notes.mark(9) is Mark.CIRCLED
    assert not again.assist and again.pencil


def test_notes_from_a_damaged_or_older_save_keep_only_what_reads_as_marks():
    notes = NotepadNotes.from_json({"3": 1, "x": 2, "5": 7, "6": True, "8": "1", "9": 2})
    assert notes.marks == {3: Mark.CROSSED, 9: Mark.CIRCLED}
    assert NotepadNotes.from_json(["3"]).marks == {}
    pad = Notepad(RECT, 1, 41, 7)
    assert not pad.load_json(None)  # a game saved before notes were kept: a blank sheet
    assert pad.notes.marks == {} and pad.assist and not pad.pencil


def test_every_number_has_its_own_cell_inside_the_sheet(pad):
    cells = {n: pad.cell_rect(n) for n in range(1, 42)}
    assert all(RECT.contains(cell) for cell in cells.values())
    for n, cell in cells.items():
        assert pad.cell_at(cell.center) == n
    ordered = list(cells.values())
    for i, a in enumerate(ordered):
        assert not any(a.colliderect(b) for b in ordered[i + 1 :])
    assert cells[7].top == cells[1].top and cells[8].top > cells[1].top  # seven to a row


def test_picked_numbers_build_a_sorted_guess_and_a_second_click_removes_one(pad):
    for n in (23, 17, 20):
        assert pad.select(n) is None
    assert pad.selected == [17, 20, 23]
    pad.select(20)
    assert pad.selected == [17, 23]


def test_in_a_manhunt_a_new_number_replaces_the_last(pad):
    pad.single = True
    pad.select(5)
    pad.select(9)
    assert pad.selected == [9]


def test_a_found_hideout_cannot_be_guessed_again(pad):
    pad.set_facts(facts_from(found=[12]))
    reason = pad.select(12)
    assert reason and "12" in reason
    assert pad.selected == []


def test_new_facts_drop_a_picked_number_that_was_just_found(pad):
    pad.select(12)
    pad.set_facts(facts_from(found=[12]))
    assert pad.selected == []


def test_a_right_click_writes_a_mark_and_a_left_click_picks_while_guessing(pad):
    pad.selectable = True
    centre = pad.cell_rect(30).center
    assert pad.handle(Click(centre, 3)) == ("mark", 30)
    assert pad.notes.mark(30) is Mark.CROSSED
    assert pad.handle(Click(centre, 1)) == ("select", 30)


def test_pencil_mode_makes_a_left_click_write_a_mark(pad):
    pad.selectable = True
    assert pad.handle(Click(pad.pencil_rect.center, 1)) == ("pencil", None)
    assert pad.handle(Click(pad.cell_rect(3).center, 1)) == ("mark", 3)
    assert pad.notes.mark(3) is Mark.CROSSED


def test_the_assist_switch_flips_the_printed_help(pad):
    assert pad.assist
    assert pad.handle(Click(pad.assist_rect.center, 1)) == ("assist", None)
    assert not pad.assist


def test_the_fugitive_cannot_write_on_the_marshal_notepad(pad):
    pad.interactive = False
    assert pad.handle(Click(pad.cell_rect(3).center, 3)) is None
    assert pad.notes.mark(3) is Mark.BLANK
    assert pad.handle(Hover(pad.cell_rect(3).center)) is None


def test_hovering_reports_the_number_under_the_pointer_once(pad):
    centre = pad.cell_rect(15).center
    assert pad.handle(Hover(centre)) == ("hover", 15)
    assert pad.handle(Hover((centre[0] + 2, centre[1]))) is None


def test_the_sheet_draws_every_kind_of_cell():
    pygame.init()
    surface = pygame.Surface((1920, 1080))
    pad = Notepad(RECT, 1, 41, 7)
    pad.interactive = pad.private = pad.selectable = True
    pad.notes.cycle(2)
    pad.notes.cycle(3)
    pad.notes.cycle(3)
    pad.select(8)
    pad.set_facts(facts_from(found=[1], held=[4], ruled_out=[30, 31], missed=[6], chances={9: 0.5, 10: 1.0}))
    pad.flash = {8: (0, 200, 0)}
    pad.draw(surface, None)
    selected = pad.cell_rect(8)
    assert (
        tuple(surface.get_at((selected.left + 6, selected.centery)))[:3]
        != tuple(surface.get_at((pad.cell_rect(40).left + 6, pad.cell_rect(40).centery)))[:3]
    )


def test_a_left_click_while_no_guess_is_due_writes_nothing(pad):
    pad.selectable = False
    assert pad.handle(Click(pad.cell_rect(3).center, 1)) == ("wait", 3)
    assert pad.notes.mark(3) is Mark.BLANK
