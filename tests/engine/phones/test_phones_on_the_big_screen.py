"""What the big screen shows of the phone seats (issue 22): no curtain while every person with a
hidden hand plays on a phone (seats on this screen play as before, in the same game), a lasting
mark by a seat's name while its phone is not linked, and a second phone for a seat answered Yes or
No on the big screen."""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Iterator, Sequence
from typing import Any

import pygame
import pytest
from websockets.sync.client import ClientConnection

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.engine.game_scene import GameScene
from tabletop.engine.phone_marks import LostPhone
from tabletop.engine.phones.arrivals import Link
from tabletop.engine.phones.server import TAKEOVER_REFUSED
from tabletop.engine.phones.table_link import PhoneTable
from tests.engine.phones.phone_night import hear, join, serve
from tests.tables import driver
from tests.tables.suite import OPTIONS, SETTINGS

CALM: dict[str, dict[str, object]] = {"just_run": {"scavenge": "calm"}}
#: the games whose rules hide something from some seat (Outnumbered hides nothing: no curtain ever)
SECRETS = [info.id for info in catalogue.playable() if info.rules().HIDDEN_INFORMATION]


class Night:
    """A table with ``phones`` seats on phones (real sockets), the rest on this screen."""

    def __init__(self, game: str, players: int, phones: Sequence[int], seed: int = 11) -> None:
        info = catalogue.get(game)
        # Just Run's calm scavenge: its private draft hands are what the curtain hides there
        options = {"players": players, **OPTIONS.get(game, {}), **CALM.get(game, {})}
        names = ["Anna", "Ben", "Chloe", "Dora"][:players]
        session = driver.new_session(info, options, seed, driver.seats_for(players, names=names))
        self.table = driver.open_table(session, info.table_class(), SETTINGS)
        self.scene: GameScene = self.table.scene
        self.server = serve(phones)
        self.links = contextlib.ExitStack()
        for seat in phones:
            self.phone(seat)
        self.table.until(lambda: all(link is Link.JOINED for link in self.server.links().values()))
        self.scene.use_phones(PhoneTable(self.session, self.server, tuple(phones)))

    @property
    def session(self) -> Any:
        return self.table.session

    def phone(self, seat: int) -> ClientConnection:
        return self.links.enter_context(join(self.server, seat))

    def play(self, moves: int, seed: int = 3) -> list[int | None]:
        """Random legal moves for whoever acts (as their phone or their click would queue them);
        the curtain's seat after each."""
        rng = random.Random(seed)
        curtains: list[int | None] = []
        for _move in range(moves):
            if self.session.over:
                break
            self.table.settle()
            if self.scene.curtain_for is not None:
                curtains.append(self.scene.curtain_for)
                self.scene.lift_curtain()  # the person on this screen looks
            acting = self.session.to_act()
            legal = self.session.legal(acting[0])
            steps = len(self.session.steps)
            self.scene.submit(rng.choice(legal))
            self.table.until(lambda steps=steps: len(self.session.steps) > steps)
            curtains.append(self.scene.curtain_for)
        return curtains

    def close(self) -> None:
        self.links.close()
        self.server.stop()


@pytest.fixture
def nights() -> Iterator[list[Night]]:
    made: list[Night] = []
    yield made
    for night in made:
        night.close()


@pytest.mark.parametrize("game", SECRETS)
def test_with_every_person_on_a_phone_the_big_screen_never_drops_the_curtain(
    game: str, nights: list[Night]
) -> None:
    night = Night(game, 2, (0, 1))
    nights.append(night)
    curtains = night.play(30)
    assert len(curtains) >= 10
    assert set(curtains) == {None}
    assert night.scene.viewer is None  # the public table: no hand on the big screen


def test_one_person_on_this_screen_beside_a_phone_plays_as_before_with_no_curtain(
    nights: list[Night],
) -> None:
    night = Night("fugitive", 2, (0,))  # the Fugitive on a phone, the Marshal on the big screen
    nights.append(night)
    curtains = night.play(30)
    assert set(curtains) == {None}
    marshal_turns = [view for view in [night.scene.viewer] if view is not None]
    assert marshal_turns in ([], [1])  # the screen shows the Marshal's own view, never the Fugitive's


def test_two_people_on_this_screen_beside_a_phone_still_pass_it_behind_the_curtain(
    nights: list[Night],
) -> None:
    night = Night("just_run", 3, (0,))
    nights.append(night)
    curtains = night.play(40)
    assert {1, 2} & set(curtains), "the screen passes between the two people on it behind the curtain"
    assert 0 not in curtains  # never for the seat on a phone


def test_a_phone_seat_not_linked_is_marked_by_its_name_until_its_phone_is_back(
    nights: list[Night],
) -> None:
    night = Night("fugitive", 2, (0, 1))
    nights.append(night)
    assert night.scene.lost_phones() == []
    night.links.close()  # both phones go to sleep
    night.links = contextlib.ExitStack()
    night.table.until(lambda: len(night.scene.lost_phones()) == 2)
    assert night.scene.lost_phones() == [LostPhone(0, True), LostPhone(1, True)]
    shown = [item.text for item in night.table.texts()]
    assert "Anna: phone lost" in shown and "Ben: phone lost" in shown
    assert all(item.size >= 24 for item in night.table.texts() if "phone lost" in item.text)
    night.phone(1)  # Ben's phone wakes up
    night.table.until(lambda: len(night.scene.lost_phones()) == 1)
    shown = [item.text for item in night.table.texts()]
    assert "Anna: phone lost" in shown and "Ben: phone lost" not in shown


def answers(link: ClientConnection, kind: str, night: Night) -> dict[str, Any]:
    return hear(link, kind, night.table.step)


def test_no_to_a_second_phone_keeps_the_seat_with_the_first(nights: list[Night]) -> None:
    night = Night("fugitive", 2, (0, 1))
    nights.append(night)
    second = night.phone(1)
    night.table.until(lambda: night.scene.confirmation.open)
    night.table.click(night.scene.confirmation.no.rect.center)
    assert answers(second, "goodbye", night)["reason"] == TAKEOVER_REFUSED
    night.table.step()
    assert night.server.links()[1] is Link.JOINED and night.scene.lost_phones() == []


def test_yes_to_a_second_phone_gives_it_the_seat(nights: list[Night]) -> None:
    night = Night("fugitive", 2, (0, 1))
    nights.append(night)
    second = night.phone(1)
    night.table.until(lambda: night.scene.confirmation.open)
    night.table.click(night.scene.confirmation.yes.rect.center)
    assert answers(second, "welcome", night)["seat"] == 1
    assert answers(second, "view", night)["view"] == json.loads(json.dumps(night.session.view(1)))


def test_the_lost_phone_plates_stand_inside_the_turn_banner_and_the_banners_line_keeps_clear() -> None:
    """They covered the table's headings (Fugitive's "Fugitive vs Marshal", Just Run's scavenge title)
    when they hung under the banner."""
    from tabletop.engine import chrome, phone_marks

    pygame.init()
    seats = default_seats(4)
    surface = pygame.Surface((1920, 1080))
    lost = [LostPhone(seat, True) for seat in (1, 2, 3)]
    right = chrome.BANNER_RECT.right - 10
    rects = phone_marks.draw_lost_phones(surface, seats, lost, right)
    assert len(rects) == 3
    assert all(chrome.BANNER_RECT.contains(rect) for rect in rects)
    assert max(rect.right for rect in rects) == right
    # three "X: phone lost" plates would not fit: the names alone, and the banner's line leaves their room
    assert phone_marks.plate_lines(seats, lost)[0] == [seats[seat].name for seat in (1, 2, 3)]
    assert phone_marks.reserve(seats, lost) >= right - min(rect.left for rect in rects)
    one = [LostPhone(1, True)]
    assert phone_marks.plate_lines(seats, one)[0] == [f"{seats[1].name}: phone lost"]
    assert phone_marks.reserve(seats, []) == 0
