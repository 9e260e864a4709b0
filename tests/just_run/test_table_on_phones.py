"""Just Run's table with every survivor on a phone (issue 22).  In the calm draft (rulebook,
Scavenge Phase: The Calm Method) the big screen shows who has picked and no hand.  In the frenzied
scavenge (The Frenzied Method: five minutes, everyone answering at once) a phone seat answers on
its phone only: no key, pad or click on the big screen answers for it.  The timer is the table's
(time is input), and a phone whose link is down does not have its time spent: the frenzy waits
for it, as the menu stops it."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest
from websockets.sync.client import ClientConnection

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.phones.arrivals import Link
from tabletop.games.just_run.table.scene import JustRunScene
from tests.engine.phones.phone_night import PhoneNight
from tests.readability import record
from tests.tables.driver import draw_whole, open_headless_app

PLAYERS = 3
EVERYONE = tuple(range(PLAYERS))


class Night(PhoneNight[JustRunScene]):
    """The app on a fake clock with Just Run's table, the ``on_phones`` seats on phones."""

    def __init__(self, scavenge: str = "frenzied", on_phones: tuple[int, ...] = EVERYONE) -> None:
        options = {"players": PLAYERS, "scavenge": scavenge}
        session = GameSession.new(catalogue.get("just_run"), options, 5, default_seats(PLAYERS))
        app, self.clock = open_headless_app(Settings(animation_speed=0.0))
        super().__init__(app, JustRunScene(session, autosave=False), on_phones)
        self.phones: dict[int, ClientConnection] = {}

    def join(self, seat: int) -> None:
        self.phones[seat] = self.phone(seat)
        self.wait_link(seat, Link.JOINED)

    def wait_link(self, seat: int, link: Link) -> None:
        deadline = time.monotonic() + 5
        while self.server.links()[seat] is not link:
            assert time.monotonic() < deadline, f"seat {seat} never {link}"
            time.sleep(0.01)
        self.app.step(dt=0.05)

    def run(self, seconds: float) -> None:
        """``seconds`` pass on the table's clock, a frame at a time."""
        for _ in range(round(seconds)):
            self.clock.advance(1.0)
            self.app.step(dt=0.05)

    def elapsed_s(self) -> int:
        return round(self.scene.frenzy.timer.elapsed_ms(self.clock()) / 1000)


@pytest.fixture
def night() -> Iterator[Night]:
    made = Night()
    yield made
    made.close()


def test_a_phone_seat_is_not_answered_for_by_a_key_or_a_click_on_the_big_screen(night: Night) -> None:
    for seat in range(PLAYERS):
        night.join(seat)
    panel = night.scene.frenzy
    assert night.scene.frenzy_on()
    key = panel.seat_input.zones.zones[0][0]  # a shared keyboard's first zone, its "yes" key
    centre = panel.buttons(0)[0].center
    events = [
        pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
        pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1),
    ]
    for event in events:
        night.app.step([event], dt=0.05)
    night.run(2)
    assert night.session.steps == [] and not night.app.queue
    assert panel.lane_status(0) == "Answering on the phone"


def test_a_lost_phone_stops_the_frenzy_timer_until_it_comes_back(night: Night) -> None:
    for seat in range(PLAYERS):
        night.join(seat)
    night.run(10)
    assert night.elapsed_s() == 10
    night.phones[1].close()
    night.wait_link(1, Link.DROPPED)
    night.run(60)
    assert night.elapsed_s() == 10, "a lost phone's time is not spent"
    assert night.scene.frenzy.lane_status(1) == "Phone lost: the game waits"
    night.join(1)
    night.run(5)
    assert night.elapsed_s() == 15
    assert night.session.steps == []


def test_the_menu_closed_while_a_phone_is_lost_keeps_the_frenzy_waiting(night: Night) -> None:
    night.join(0)
    night.join(1)
    night.run(3)
    assert night.elapsed_s() == 0, "a phone not there yet: the frenzy waits for it"
    now = night.clock()
    night.scene.frenzy.pause(now)
    night.scene.frenzy.resume(now)
    night.run(3)
    assert night.elapsed_s() == 0 and night.scene.frenzy.paused
    night.join(2)
    night.run(4)
    assert night.elapsed_s() == 4


def test_the_draft_on_phones_shows_the_big_screen_who_has_picked_and_no_hand() -> None:
    night = Night("calm")
    try:
        hand = night.session.view(0)["hand"]
        night.app.enqueue(night.session.legal(0)[0])
        night.app.step(dt=0.05)
        assert night.scene.viewer is None and night.scene.curtain_for is None
        shown = [drawn.text for drawn in record(lambda: draw_whole(night.scene, night.app.canvas))]
        assert "Anna · 7 cards · picked" in shown and "Ben · 8 cards · choosing" in shown
        assert "Each hand is private: its player picks on their own phone." in shown
        names = {str(card["name"]) for card in hand}
        assert not names & set(shown), "no card of a hand on the big screen"
    finally:
        night.close()


def test_a_seat_on_this_screen_answers_the_frenzy_with_its_keys_beside_the_phones() -> None:
    night = Night(on_phones=(0, 1))
    try:
        night.join(0)
        night.join(1)
        panel = night.scene.frenzy
        zone = panel.seat_input.zone_of(2)
        assert zone is not None, "Chloe keeps her keyboard zone"
        key = panel.seat_input.zones.zones[zone][0]
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            night.app.step([pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0)], dt=0.05)
        night.run(1)
        assert [step.command.to_json() for step in night.session.steps] == [
            {"type": "want", "seat": 2, "want": True}
        ]
    finally:
        night.close()
