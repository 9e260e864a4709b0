"""The check after a race, played as beats: the cards on the table change at their own beat.

The command that ends a race sets off the whole end of the round at once; the table must show the
cards as they were during the race until the beat that changes them (the one-round cards leave at
"the one-round cards leave", the Vampire's new centre card comes at its own beat).
"""

from __future__ import annotations

from typing import Any

from tabletop.core import catalogue
from tabletop.core.contract import Event
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.table import table_parts
from tabletop.games.outrun.table.scene import OutrunScene
from tests.outrun.test_scene import Table
from tests.tables import driver

CENTRE_CARD = 28  # a one-round card in the centre during the race
FRONT_CARD = 33  # a one-round card in front of the person during the race


def vampire_table() -> Table:
    app, clock = driver.open_headless_app(Settings(outrun_tutorial_seen=True, animation_speed=1.0))
    seats = [
        Seat(s.name, s.colour, SeatKind.COMPUTER if i == 1 else SeatKind.HUMAN)
        for i, s in enumerate(default_seats(2))
    ]
    info = catalogue.get("outrun")
    state = make_state("vampire", players=2, center=[CENTRE_CARD], fronts={0: [FRONT_CARD]})
    options = {"players": 2, "monster": "vampire", "boards": 1}
    session = GameSession(info, info.rules(), options, 5, seats, state)
    scene = OutrunScene(session, autosave=False)
    app.push(scene)
    app.step()
    return Table(app, session, scene, clock)


def shown(scene: OutrunScene) -> tuple[list[int], list[int]]:
    """The centre cards and the person's front cards as the frame paints them."""
    parts = {part.name: part for part in table_parts.frame_parts(scene)}
    centre = parts["piles"].look
    lane = parts["lane 0"].look
    assert isinstance(centre, list)
    return [card["id"] for card in centre], [card["id"] for card in lane.entry["interference"]]


def path_look(scene: OutrunScene) -> tuple[Any, ...]:
    look = {part.name: part for part in table_parts.frame_parts(scene)}["path card"].look
    assert isinstance(look, tuple)
    return look


def test_the_centre_and_one_round_cards_and_the_path_card_stay_as_in_the_race_until_their_beat():
    table = vampire_table()
    scene = table.scene
    table.to_race()
    assert shown(scene) == ([CENTRE_CARD], [FRONT_CARD])
    seen: list[tuple[str, tuple[list[int], list[int]]]] = []
    paths: list[tuple[str, bool]] = []
    show = scene.show_event
    raced = scene.view["path"]

    def watch(event: Event) -> None:
        show(event)
        seen.append((event.kind, shown(scene)))
        face_up, path = path_look(scene)[:2]
        paths.append((event.kind, face_up and path == raced))

    scene.show_event = watch  # type: ignore[method-assign]
    table.post_keys([table.finish_key(0)])
    table.until(lambda: not scene.timeline.playing and scene.phase != "race")
    kinds = [kind for kind, _cards in seen]
    gone = kinds.index("round_cards_gone")
    laid = kinds.index("to_center")
    assert 0 < gone < laid
    for _kind, cards in seen[:gone]:  # the checks, the places, the moves: the race's cards
        assert cards == ([CENTRE_CARD], [FRONT_CARD])
    assert seen[gone][1] == ([], [])
    assert all(face_up for _kind, face_up in paths)  # the runs are compared with the card raced
    assert not path_look(scene)[0]  # once the beats are over: the next round's card, face down
    new_centre: list[Any] = scene.session.view(None)["center"]
    assert seen[laid][1] == ([new_centre[0]["id"]], [])
    assert shown(scene) == ([c["id"] for c in new_centre], [])


def test_skipping_one_beat_of_the_check_does_not_jump_the_cards_to_the_end():
    table = vampire_table()
    scene = table.scene
    table.to_race()
    table.post_keys([table.finish_key(0)])
    table.until(lambda: scene.timeline.playing)
    scene.timeline.skip_beat()  # "Next": the first check beat gives way to the second
    assert scene.timeline.playing
    assert shown(scene) == ([CENTRE_CARD], [FRONT_CARD])
