"""Flights: a piece travels from one place to another, growing or turning over on the way, and
the table is told when it lands (or is skipped)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import tween
from tabletop.engine.flight import Flight, Flights


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


def card(colour: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface((60, 90))
    surface.fill(colour)
    return surface


START = pygame.Rect(0, 0, 60, 90)
GOAL = pygame.Rect(600, 300, 120, 180)


def test_a_flight_moves_and_grows_from_start_to_goal_then_lands_once():
    landed: list[int] = []
    flight = Flight(
        card((200, 0, 0)), START, GOAL, 1.0, ease=tween.Ease.LINEAR, on_land=lambda: landed.append(1)
    )
    flight.update(0.5)
    middle = flight.rect()
    assert abs(middle.centerx - 345) <= 1 and abs(middle.centery - 217) <= 1  # halfway between centres
    assert middle.size == (90, 135)
    assert not landed
    assert not flight.update(0.6)
    assert landed == [1]
    flight.skip()
    assert landed == [1]


def test_an_arc_lifts_the_middle_of_the_path():
    flat = Flight(card((0, 0, 0)), START, GOAL, 1.0, ease=tween.Ease.LINEAR)
    high = Flight(card((0, 0, 0)), START, GOAL, 1.0, ease=tween.Ease.LINEAR, arc=60)
    flat.update(0.5)
    high.update(0.5)
    assert high.rect().centery == flat.rect().centery - 60


def test_a_flipping_flight_shows_its_back_first_and_its_front_after_halfway():
    front, back = card((255, 0, 0)), card((0, 0, 255))
    flight = Flight(
        front, START, GOAL, 1.0, back=back, face_up=False, flip=True, ease=tween.Ease.LINEAR, shadow=False
    )
    canvas = pygame.Surface((800, 600))
    flight.update(0.2)
    assert not flight.showing_front()
    flight.update(0.5)
    assert flight.showing_front()
    canvas.fill((0, 0, 0))
    flight.draw(canvas)
    red, green, blue, _alpha = canvas.get_at(flight.rect().center)
    assert red > 200 and green < 30 and blue < 30  # the red front, not the blue back


def test_flights_land_together_when_skipped_in_the_order_they_took_off():
    order: list[str] = []
    flights = Flights()
    flights.add(Flight(card((1, 1, 1)), START, GOAL, 1.0, on_land=lambda: order.append("first")))
    flights.add(Flight(card((1, 1, 1)), START, GOAL, 2.0, on_land=lambda: order.append("second")))
    assert flights.update(0.1)
    flights.skip()
    assert order == ["first", "second"]
    assert not flights


def test_with_animations_off_a_flight_lands_at_once():
    tween.set_speed(0.0)
    landed: list[int] = []
    flights = Flights()
    flights.add(Flight(card((1, 1, 1)), START, GOAL, 1.0, on_land=lambda: landed.append(1)))
    assert landed == [1]
    assert not flights
