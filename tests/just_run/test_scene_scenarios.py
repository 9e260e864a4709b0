"""The scenarios on the Just Run table, driven by real mouse events: the cure taken from the Lab's
room menu, the rescuee healed from the room menu or by dropping a medical card on them, the
rescuee's own turn by their guide's gestures, the goals and progress in the side panel, and
computer tables played to the end (Find the Cure; Rescue Mission; Extermination; Memento Mori;
The Contagion Variation; All About Scenarios)."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame
import pytest

from tabletop.engine import text
from tabletop.games.just_run.rules.commands import EndTurn, HealRescuee, RescueeCheck, RescueeMove, TakeCure
from tabletop.games.just_run.rules.state import Phase, Rescuee, State
from tabletop.games.just_run.table import mission
from tabletop.games.just_run.table.board_places import place
from tests.just_run.panel_states import turn_state
from tests.just_run.scenario_frames import scenario_frames
from tests.just_run.scenario_states import cure_state, rescue_state, rescuee_turn_state, scenarios_state
from tests.just_run.scene_driver import drive
from tests.just_run.scene_table import Table, make_table
from tests.just_run.test_board_tips import rest_on
from tests.readability import record, too_small

NAMES = ["Ana", "Ben", "Cleo", "Dawid"]


def table_at(state: State) -> Table:
    table = make_table(4, computers=(1, 2, 3), state=state)
    table.settle()
    return table


def room_menu_entry(table: Table, command: object) -> None:
    """Click the survivor's own room (above the pawns), then the menu's entry for ``command``."""
    scene = table.scene
    here = scene._own_room()
    assert here is not None
    rect = scene.board.room_rect(*here)
    table.click(rect.move(0, -rect.h // 3).center)
    assert scene.menu.open
    index = next(i for i, e in enumerate(scene.menu.entries) if e.command == command)
    table.click(scene.menu.entry_rect(index).center)


# -- Find the Cure --------------------------------------------------------------------------------------


def test_the_labs_cure_tokens_lie_on_the_board_from_the_view_find_the_cure():
    table = table_at(cure_state())
    tokens = [p for p in table.scene.board.board.pieces if p.kind == "token" and p.key == (1, 2, "cure")]
    assert len(tokens) == 1 and tokens[0].badge == 6


def test_a_click_on_the_lab_offers_the_cure_token_for_an_action_and_takes_it_find_the_cure():
    table = table_at(cure_state())
    scene = table.scene
    here = scene.board.room_rect(1, 2)
    table.click(here.move(0, -here.h // 3).center)
    entry = next(e for e in scene.menu.entries if e.command == TakeCure(0))
    assert entry.cost == 1 and "cure" in entry.label
    table.click(scene.menu.entry_rect(scene.menu.entries.index(entry)).center)
    assert table.last() == TakeCure(0)
    table.settle()
    assert mission.mission_lines(scene.view, NAMES)[0][0] == "Find the Cure: carried by Ana"


def test_resting_on_the_labs_cure_token_says_how_many_lie_there_find_the_cure():
    """The tip reads the view's cure count (the room's own tokens hold none of it)."""
    table = table_at(cure_state())
    token = next(r for p, r in table.scene.board.piece_rects("token") if p.key == (1, 2, "cure"))
    tip = rest_on(table, token.center)
    assert tip is not None and tip.title == "6 cure tokens", tip


# -- Rescue Mission: healing ----------------------------------------------------------------------------


def test_the_room_menu_heals_the_rescuee_with_a_medical_item_rescue_mission():
    table = table_at(rescue_state())
    kit = next(c for c in table.scene.strip.cards if c.look.name == "First Aid Kit")
    room_menu_entry(table, HealRescuee(0, kit.id))
    assert table.last() == HealRescuee(0, kit.id)


def test_a_medical_card_dropped_on_the_rescuee_heals_them_rescue_mission():
    table = table_at(rescue_state())
    scene = table.scene
    kit = next(c for c in scene.strip.cards if c.look.name == "First Aid Kit")
    pawn = scene.board.rescuee_rect()
    assert pawn is not None
    table.drag(kit.rect.center, pawn.center)
    assert table.last() == HealRescuee(0, kit.id)
    table.settle()
    assert table.session.state.rescuee is not None and table.session.state.rescuee.body > 3


# -- Rescue Mission: the rescuee's turn ---------------------------------------------------------------


def test_the_guide_drags_the_rescuee_into_a_glowing_room_rescue_mission():
    table = table_at(rescuee_turn_state())
    scene = table.scene
    assert scene.phase == "rescuee" and (0, 0) in scene.highlights.rooms and scene.highlights.rescuee
    pawn = scene.board.rescuee_rect()
    assert pawn is not None
    target = scene.board.room_rect(0, 0).clip(scene.camera.viewport)  # the part in sight
    table.drag(pawn.center, target.move(0, -target.h // 4).center)
    assert table.last() == RescueeMove(0, 0, 0)
    table.settle()
    assert table.session.state.rescuee is not None and table.session.state.rescuee.room == (0, 0)


def test_a_click_on_a_door_of_the_rescuees_room_checks_it_rescue_mission():
    table = table_at(rescuee_turn_state())
    scene = table.scene
    check = next(c for c in table.session.legal(0) if isinstance(c, RescueeCheck))
    assert (check.row, check.col, check.side) in scene.highlights.doors
    table.click(scene.board.door_rect(check.row, check.col, check.side).center)
    assert scene.menu.open
    index = next(i for i, e in enumerate(scene.menu.entries) if e.command == check)
    table.click(scene.menu.entry_rect(index).center)
    assert table.last() == check


def test_end_turn_ends_the_rescuees_turn_after_asking_rescue_mission():
    table = table_at(rescuee_turn_state())
    scene = table.scene
    assert scene.end_button.visible
    table.click(scene.end_button.rect.center)
    assert scene.confirmation.open
    table.click(scene.confirmation.yes.rect.center)
    assert table.last() == EndTurn(0)


def test_a_computer_guide_moves_the_rescuee_on_its_own_rescue_mission():
    table = make_table(4, computers=(0, 1, 2, 3), state=rescuee_turn_state())
    table.until(lambda: table.session.state.phase is not Phase.RESCUEE, seconds=0.3, limit=400)
    kinds = {c.TYPE for c in table.session.commands}
    assert kinds & {"rescuee_move", "rescuee_check", "end_turn"}


def test_the_rescuee_pawn_is_drawn_apart_from_the_survivors_with_its_life_rescue_mission():
    board = place(rules_view(rescue_state()))
    kinds = [p.kind for p in board.pieces if p.key == "rescuee"]
    assert kinds == ["rescuee"] and board.rescuee_body == 3


def rules_view(state: State) -> dict:
    from tabletop.games.just_run import rules

    return rules.view(state, None)


# -- the side panel and the game over -------------------------------------------------------------------


def test_each_scenario_has_its_line_in_the_side_panel_all_about_scenarios():
    view = rules_view(scenarios_state())
    lines = [line for line, _tint in mission.mission_lines(view, NAMES)]
    assert lines == [
        "Extermination: Ana 3, Ben 5, Cleo 0, Dawid 0 of 5 kills",
        "Memento Mori: carried by Cleo",
        "Find the Cure: carried by Ben",
        "Rescue: row 1, life 3, Ana guides",
        "Infected: Ben (1 life a turn)",
    ]
    assert place(view).infected == frozenset({1})


def test_the_team_panel_says_who_holds_the_chopper_seats_in_a_competitive_game_all_about_scenarios():
    state = scenarios_state()
    assert mission.chopper_line(rules_view(state), NAMES) == (
        "Chopper: 2 seats, none taken",
        mission.DIM,
    )
    out = (replace(state.survivors[0], room=None, escaped=True), *state.survivors[1:])
    line = mission.chopper_line(rules_view(replace(state, survivors=out)), NAMES)
    assert line is not None and line[0] == "Chopper 1 of 2: Ana"
    assert mission.chopper_line(rules_view(rescue_state()), NAMES) is None, "cooperative: a seat for all"


def test_the_side_panel_draws_the_scenario_lines_above_the_log_all_about_scenarios():
    table = table_at(scenarios_state())
    scene = table.scene
    assert scene.mission_rect.h > 0 and scene.log.rect.top > scene.mission_rect.bottom
    plain = table_at(turn_state())
    assert plain.scene.mission_rect.h == 0 and plain.scene.log.visible


@pytest.mark.parametrize("language", ("en", "pl"))
def test_every_scenario_line_fits_whole_in_the_side_panel_all_about_scenarios(language: str):
    table = make_table(4, computers=(1, 2, 3), language=language, state=scenarios_state())
    table.settle()
    scene = table.scene
    lines = mission.wrapped(mission.mission_lines(scene.view, scene.names), scene.mission_rect.w - 28)
    assert len(lines) >= 6
    assert len(lines) * text.line_height(mission.SIZE) <= scene.mission_rect.h - 16


def test_the_game_over_panel_names_each_scenarios_outcome_all_about_scenarios():
    state = scenarios_state()
    survivors = tuple(replace(s, room=None, escaped=True) for s in state.survivors)
    view = rules_view(replace(state, survivors=survivors, rescuee=Rescuee(room=None, guide=0, escaped=True)))
    lines = [line for line, _tint in mission.outcome_lines(view, NAMES)]
    assert lines[0] == "Get Out: Ana, Ben, Cleo, Dawid got out (4 of 4)"
    assert "Memento Mori: Cleo got out with a memento" in lines
    assert "Find the Cure: the Antidote got out with Ben" in lines
    assert "Rescue: the rescuee got out alive" in lines


def test_only_a_game_with_scenarios_draws_its_own_game_over_body_all_about_scenarios():
    assert make_table(4, computers=(0, 1, 2, 3), options={"find_the_cure": "on"}).scene.draw_game_over
    assert make_table(4, computers=(0, 1, 2, 3)).scene.draw_game_over is None


# -- computer tables to the end ---------------------------------------------------------------------


def play_to_end(table: Table, steps: int = 8000) -> None:
    """Step the table (each computer decision waited for, so the count of steps is what bounds
    the game, not the machine's speed) until the game is over."""
    started = time.monotonic()
    for _ in range(steps):
        if table.session.over or time.monotonic() - started > 240:
            break
        table.step(0.5)
        table.scene.computers.join(10)
    assert table.session.over, "the game did not end within the steps allowed"
    assert table.session.outcome() is not None


def test_computer_survivors_play_find_the_cure_to_the_end_on_the_table_find_the_cure():
    table = make_table(4, computers=(0, 1, 2, 3), seed=5, options={"find_the_cure": "on"})
    play_to_end(table)
    lines = mission.outcome_lines(table.session.view(None), NAMES)
    assert lines[1][0].startswith("Find the Cure:")
    draw = table.scene.draw_game_over
    assert draw is not None
    surface = pygame.Surface((1920, 1080))
    draw(surface, pygame.Rect(180, 120, 1560, 840))
    for top in (160, 270, 350):  # the headline, the reason, the scenario lines
        band = pygame.Rect(180, top, 1560, 40)
        assert pygame.transform.average_color(surface, band)[:3] != (0, 0, 0), f"nothing drawn at {top}"


def test_computer_survivors_play_a_rescue_mission_to_the_end_on_the_table_rescue_mission():
    table = make_table(3, computers=(0, 1, 2), seed=4, options={"rescue_mission": "on"})
    play_to_end(table)
    kinds = {c.TYPE for c in table.session.commands}
    assert {"rescuee_move", "rescuee_check"} <= kinds, "the computer guide moved the rescuee"
    lines = mission.outcome_lines(table.session.view(None), NAMES)
    assert lines[1][0].startswith("Rescue:")


def test_people_take_the_cure_heal_and_guide_the_rescuee_by_gestures_find_the_cure_rescue_mission():
    """Two people and a computer play Find the Cure with a Rescue Mission to the end; every person's
    decision is a real gesture the driver checks (the cure and the heal from the room menu, the
    rescuee dragged and their doors clicked, End turn in their turn)."""
    options = {"mode": "coop", "scavenge": "calm", "rescue_mission": "on", "find_the_cure": "on"}
    table = make_table(3, computers=(2,), seed=7, options=options)
    drive(table, limit=4000)
    assert table.session.over and table.session.outcome() is not None
    by_people = {c.TYPE for c in table.session.commands if c.seat in (0, 1)}
    assert {"take_cure", "heal_rescuee", "rescuee_move", "rescuee_check"} <= by_people


@pytest.mark.parametrize("language", ("en", "pl"))
def test_the_scenario_markings_are_drawn_at_24_px_or_more_and_never_cut_all_about_scenarios(language: str):
    problems: dict[str, list[tuple[int, bool, str]]] = {}
    for name, table in scenario_frames(language):
        top = table.app.top
        scene = top if top is not None else table.scene
        drawn = record(lambda s=scene, t=table: s.draw(t.app.canvas))
        assert drawn, name
        small = too_small(drawn)
        if small:
            problems[name] = small
    assert problems == {}


def test_the_scenario_lines_follow_each_stage_of_the_cure_and_the_rescue_find_the_cure_rescue_mission():
    state = replace(
        cure_state(), cure_room=None, cure_tokens=0, scenarios=("get_out", "find_the_cure", "rescue_mission")
    )
    lines = [line for line, _tint in mission.mission_lines(rules_view(state), NAMES)]
    assert lines == ["Find the Cure: find a Lab", "Rescue: hidden until row 5 is reached"]
    state = replace(
        state, cure_room=(1, 2), cure_tokens=1, rescuee=Rescuee(room=None, guide=1, body=0, alive=False)
    )
    lines = [line for line, _tint in mission.mission_lines(rules_view(state), NAMES)]
    assert lines == ["Find the Cure: 1 token in the Lab", "Rescue: the rescuee is dead"]
    over = [line for line, _tint in mission.outcome_lines(rules_view(state), NAMES)]
    assert over[1:] == ["Find the Cure: no Antidote got out", "Rescue: the rescuee died"]


def test_the_rescuee_dragged_over_a_barricade_goes_after_asking_rescue_mission():
    from tabletop.games.just_run.rules.board import edge_of

    state = rescuee_turn_state()
    state = replace(state, barricades=((edge_of(0, 1, "w"), False),))
    table = table_at(state)
    scene = table.scene
    assert (0, 0) in scene.highlights.rooms, "both actions are left: the barricade may be crossed"
    pawn = scene.board.rescuee_rect()
    assert pawn is not None
    target = scene.board.room_rect(0, 0).clip(scene.camera.viewport)
    table.drag(pawn.center, target.move(0, -target.h // 4).center)
    assert scene.confirmation.open and not table.session.commands
    table.click(scene.confirmation.yes.rect.center)
    assert table.last() == RescueeMove(0, 0, 0)


def test_a_click_on_a_room_beside_the_rescuee_moves_them_there_rescue_mission():
    table = table_at(rescuee_turn_state())
    scene = table.scene
    target = scene.board.room_rect(0, 2)
    table.click(target.move(0, -target.h // 3).center)
    assert table.last() == RescueeMove(0, 0, 2)


def test_the_scenario_box_explains_each_goal_in_its_tooltip_all_about_scenarios():
    table = table_at(scenarios_state())
    scene = table.scene
    tip = scene.tip_at(scene.mission_rect.center)
    assert tip is not None and tip.title == "The mission"
    for words in ("5 dead-zombie tokens", "memento", "cure token", "row 5", "infected", "half the survivors"):
        assert words in tip.body
