"""The Just Run table's scenario markings, frame by frame: the Lab's cure tokens and its room menu,
the rescuee on the board and in their own turn (held over a room), every scenario's line in the
side panel with an infected survivor, and the game-over panel naming each scenario's outcome.

``python -m tests.just_run.scenario_frames OUT_PREFIX [LANGUAGE]`` saves them as PNGs."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame

from tabletop.games.just_run.rules.state import Phase, Rescuee
from tests.just_run.scenario_states import cure_state, rescuee_turn_state, scenarios_state
from tests.just_run.scene_table import Table, make_table


def scenario_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=cure_state())
    table.step(0.5)
    yield "cure", table
    scene = table.scene
    lab = scene.board.room_rect(1, 2)
    table.click(lab.move(0, -lab.h // 3).center)
    yield "cure_menu", table
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=scenarios_state())
    table.step(0.5)
    yield "panel", table
    table.move_to(table.scene.mission_rect.center)
    table.step(0.1)
    table.step(1.5)
    yield "panel_tip", table
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=rescuee_turn_state())
    table.step(0.5)
    yield "rescuee_turn", table
    scene = table.scene
    pawn = scene.board.rescuee_rect()
    assert pawn is not None
    target = scene.board.room_rect(0, 0).clip(scene.camera.viewport).center
    table.move_to(pawn.center)
    table.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pawn.center, button=1))
    for n in range(1, 7):
        x = pawn.centerx + (target[0] - pawn.centerx) * n // 6
        y = pawn.centery + (target[1] - pawn.centery) * n // 6
        table.move_to((x, y), buttons=(1, 0, 0))
        table.step(0.02)
    yield "rescuee_held", table
    state = scenarios_state()
    survivors = tuple(replace(s, room=None, escaped=s is not state.survivors[3]) for s in state.survivors)
    over = replace(
        state, survivors=survivors, rescuee=Rescuee(room=None, guide=0, escaped=True), phase=Phase.OVER
    )
    table = make_table(4, computers=(0, 1, 2, 3), speed=1.0, language=language, state=over)
    table.step(0.5)
    table.until(lambda: table.scene.over_shown, seconds=0.2, limit=50)
    table.step(0.5)
    yield "game_over", table


def main() -> None:
    prefix = sys.argv[1] if len(sys.argv) > 1 else "/tmp/jrscenui_"
    language = sys.argv[2] if len(sys.argv) > 2 else "en"
    for name, table in scenario_frames(language):
        path = table.save_png(Path(f"{prefix}{name}_{language}.png"))
        top = table.app.top
        if top is not None and top is not table.scene:  # the game-over panel over the table
            top.draw(table.app.canvas)
            pygame.image.save(table.app.canvas, str(path))
        print(path)


if __name__ == "__main__":
    main()
