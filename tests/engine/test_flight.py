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


def test_a_card_turning_over_in_its_place_narrows_in_steps_and_stays_put():
    front, back = card((255, 0, 0)), card((0, 0, 255))
    place = pygame.Rect(300, 200, 60, 90)
    flight = Flight(
        front, place, place, 1.0, back=back, face_up=False, flip=True, ease=tween.Ease.LINEAR, flip_steps=4
    )
    widths = set()
    for _ in range(20):
        flight.update(0.05)
        assert flight.rect() == place  # it turns over where it lies
        face = flight.face_rect()
        assert face.centerx in (place.centerx, place.centerx - 1) and face.height == place.height
        widths.add(face.width)
    assert widths <= {1, 15, 30, 45, 60}  # a quarter of the card at a time, pictures reused
    assert len(widths) >= 4


def test_a_card_lying_on_the_table_casts_the_resting_shadow_not_the_raised_one():
    place = pygame.Rect(300, 200, 60, 90)
    lying = Flight(card((255, 255, 255)), place, place, 1.0, lifted=False)
    raised = Flight(card((255, 255, 255)), place, place, 1.0)
    canvas = pygame.Surface((800, 600))
    canvas.fill((200, 200, 200))
    lying_area = lying.draw(canvas)
    canvas.fill((200, 200, 200))
    raised_area = raised.draw(canvas)
    assert lying_area is not None and raised_area is not None
    assert lying_area.contains(place) and raised_area.contains(place)
    assert lying_area.bottom < raised_area.bottom  # the raised shadow falls further from the card
    assert lying_area.right < raised_area.right
