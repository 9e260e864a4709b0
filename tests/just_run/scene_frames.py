"""The Just Run table in the moments its drawing must get right, one after another: the draft with a
card chosen, the gear-up, the start rooms, a turn with the room menu and the door menu open, a pawn
held over a room, a fight on the fight panel, the zombie turn's narration and the supplies.  Each is
a real table driven by real events at animation speed 1 (so beats are caught mid-play).

``python -m tests.just_run.scene_frames OUT_DIR [LANGUAGE]`` saves them as PNGs."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import CheckDoor, Search
from tabletop.games.just_run.rules.state import Phase, State
from tests.just_run.panel_states import turn_state
from tests.just_run.scene_driver import Driver
from tests.just_run.scene_table import Table, make_table


def draft_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language)
    table.step(0.2)
    scene = table.scene
    table.click(scene.draft.hand[1].rect.center)
    yield "draft", table
    session = table.session
    rules = session.rules
    while session.state.phase is Phase.DRAFT:
        seat = session.to_act()[0]
        session.apply(rules.legal_commands(session.state, seat)[0])
    scene.refresh()
    table.step(0.2)
    yield "gear_up", table


def turn_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=turn_state())
    table.step(0.5)
    scene = table.scene
    yield "turn", table
    table.click(scene.board.room_rect(0, 2).move(0, -60).center)
    yield "turn_room_menu", table
    table.key(27)  # Esc closes the menu
    table.click(scene.board.door_rect(0, 2, "n").center)
    yield "turn_door_menu", table
    table.key(27)
    pawn = scene.board.survivor_rect(0)
    assert pawn is not None
    target = scene.board.room_rect(0, 3).center
    table.move_to(pawn.center)
    import pygame

    table.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pawn.center, button=1))
    for n in range(1, 7):
        x = pawn.centerx + (target[0] - pawn.centerx) * n // 6
        y = pawn.centery + (target[1] - pawn.centery) * n // 6
        table.move_to((x, y), buttons=(1, 0, 0))
        table.step(0.02)
    yield "turn_pawn_held", table
    table.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(1700, 1000), button=1))
    table.step(0.5)
    strip = scene.strip
    scissors = next(c for c in strip.cards if c.look.name == "Scissors")
    zombies = scene.board.zombie_rect(0, 2)
    assert zombies is not None
    table.drag(scissors.rect.center, zombies.center)
    if scene.menu.open:
        table.click(scene.menu.entry_rect(0).center)
    table.step(0.9)
    yield "fight", table
    table.step(1.3)
    yield "fight_paired", table


def unlocked_door() -> State:
    """Ana's turn where the door die, rolled on the north door, shows an unlocked face."""
    for calls in range(40):
        state = replace(turn_state(), rng_calls=calls)
        _after, events = rules.apply(state, CheckDoor(0, 0, 2, "n"))
        if any(e.kind == "room_placed" for e in events):
            return state
    raise AssertionError("no unlocked face in 40 rolls")


def door_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    """A door checked from the door menu: the door die rolls at the door, the new room slides in;
    then the supplies searched from the room menu."""
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=unlocked_door())
    table.step(0.5)
    scene = table.scene
    table.click(scene.board.door_rect(0, 2, "n").center)
    index = next(i for i, e in enumerate(scene.menu.entries) if isinstance(e.command, CheckDoor))
    table.click(scene.menu.entry_rect(index).center)
    table.step(0.9)
    yield "door_die", table
    table.until(lambda: scene.beats.covers and scene.beats.covers[0].sliding, seconds=0.05)
    table.step(0.15)
    yield "new_tile", table
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=turn_state())
    table.step(0.5)
    scene = table.scene
    table.click(scene.board.room_rect(0, 2).move(0, -60).center)
    index = next(
        i
        for i, e in enumerate(scene.menu.entries)
        if isinstance(e.command, Search) and e.command.deck == "supplies"
    )
    table.click(scene.menu.entry_rect(index).center)
    table.step(1.0)
    yield "supplies", table


def start_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    table = make_table(2, computers=(1,), speed=1.0, language=language, seed=11)
    Driver(table).play(until=lambda: table.scene.phase == "start" and table.scene.acting_seat() == 0)
    table.step(0.5)
    yield "start", table


def zombie_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=turn_state(actions=0))
    table.step(0.3)
    scene = table.scene
    table.click(scene.end_button.rect.center)
    table.until(lambda: scene.narration.visible, seconds=0.1)
    table.step(1.2)
    yield "zombie_turn", table
    table.until(lambda: scene.narration.line is not None and scene.narration.line.step == "move", seconds=0.1)
    table.step(0.5)
    yield "zombie_turn_move", table


def gesture_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    """The special gestures' menus open: a Molotov Cocktail's buttons (with its free-action chip) and
    a kept Crawlspace in the strip; a barricade's door menu with Whiskey on it; a card dropped on
    another survivor (give, offer, attack); the offer as the other person sees it; a wall's menu."""
    from tests.just_run.gesture_states import gesture_states

    states = gesture_states()
    table = make_table(4, computers=(2, 3), speed=1.0, language=language, state=states["molotov"])
    table.step(0.5)
    scene = table.scene
    molotov = next(c for c in scene.strip.cards if c.look.name == "Molotov Cocktail")
    table.click(molotov.rect.center)
    table.step(0.5)
    yield "gesture_card_buttons", table
    table.click(molotov.rect.center)  # let it go
    event = scene.strip.events[0]
    table.click(event.rect.center)
    table.step(0.5)
    yield "gesture_event_selected", table
    table.click(event.rect.center)
    ben = scene.board.survivor_rect(1)
    assert ben is not None
    mop = next(c for c in scene.strip.cards if c.look.name == "Mop")
    table.drag(mop.rect.center, ben.center)
    table.step(0.3)
    yield "gesture_survivor_menu", table
    index = next(i for i, e in enumerate(scene.menu.entries) if e.command.TYPE == "exchange")
    table.click(scene.menu.entry_rect(index).center)
    table.step(1.0)
    yield "gesture_offer", table
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=states["fire"])
    table.step(0.5)
    table.click(table.scene.board.door_rect(0, 0, "e").center)
    yield "gesture_barricade_menu", table
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=states["wall"])
    table.step(0.5)
    scene = table.scene
    centre = scene.board.room_rect(1, 2).center
    wall = scene.board.door_rect(1, 2, "w").center
    table.click((wall[0] + (centre[0] - wall[0]) // 8, wall[1] + (centre[1] - wall[1]) // 8))
    yield "gesture_wall_menu", table


def all_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    yield from draft_frames(language)
    yield from turn_frames(language)
    yield from zombie_frames(language)
    yield from door_frames(language)
    yield from start_frames(language)
    yield from gesture_frames(language)
    yield from tip_frames(language)


def tip_frames(language: str = "en") -> Iterator[tuple[str, Table]]:
    """A board piece's tooltip (the horde's, the longest), an event card's beat (the card and
    what it did) and a combined card's hover card in the strip."""
    from tabletop.engine.tooltip import DELAY
    from tests.just_run.gesture_states import event_card
    from tests.just_run.tip_states import BOILER_ROOM, every_piece

    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=every_piece())
    table.step(0.5)
    horde = table.scene.board.zombie_rect(*BOILER_ROOM)
    assert horde is not None
    table.move_to(horde.center)
    table.step(DELAY + 0.1)
    assert table.scene.tooltips.visible
    yield "board_tip", table
    state = turn_state()
    card = event_card("collapse")
    state = replace(state, search_deck=(card, *(c for c in state.search_deck if c != card)))
    table = make_table(4, computers=(1, 2, 3), speed=1.0, language=language, state=state)
    table.step(0.5)
    scene = table.scene
    scene.submit(Search(0, "search"))
    table.until(lambda: scene.beats.event is not None, seconds=0.05)
    table.step(0.3)
    yield "event_beat", table
    from tests.just_run.gesture_states import gesture_states

    table = make_table(4, computers=(2, 3), speed=1.0, language=language, state=gesture_states()["molotov"])
    table.step(0.5)
    molotov = next(c for c in table.scene.strip.cards if c.look.parts)
    table.move_to(molotov.rect.center)
    table.step(DELAY + 0.1)
    assert table.scene.strip.hovered is molotov
    yield "card_tip", table


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "jrscene_frames")
    language = sys.argv[2] if len(sys.argv) > 2 else "en"
    for name, table in all_frames(language):
        print(table.save_png(out / f"{name}_{language}.png"))


if __name__ == "__main__":
    main()
