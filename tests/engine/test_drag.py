"""Drag-and-drop and click-then-click both end in the chosen target's command."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from tabletop.engine import theme, tween
from tabletop.engine.drag import DragController, Mode, Target
from tabletop.engine.intents import Click, Drag, Drop, Hover, Key, PickUp

CARD = pygame.Rect(100, 700, 150, 210)
OTHER = pygame.Rect(300, 700, 150, 210)
SLOT = pygame.Rect(800, 300, 150, 210)
REASON = "That card is out of range: the next hideout must be 1 to 3 higher than 17"


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    tween.set_speed(1.0)


@pytest.fixture
def asked() -> list[tuple]:
    return []


@pytest.fixture
def controller(asked) -> DragController:
    def targets_for(piece_id, payload):
        asked.append(("targets", piece_id, payload))
        return [Target("slot", SLOT, ("play", payload), "Play as hideout")] if piece_id == "card" else []

    def reason_for(piece_id, payload, pos):
        asked.append(("reason", piece_id, pos))
        return REASON

    dc = DragController(targets_for, reason_for)
    dc.register("card", lambda: CARD, payload=17)
    dc.register("other", lambda: OTHER, payload=40)
    return dc


def drag(dc: DragController, start, to) -> object:
    dc.handle(PickUp(start, (start[0] + 10, start[1])))
    dc.handle(Drag(to))
    return dc.handle(Drop(to))


def test_a_drop_on_a_legal_target_returns_its_command(controller, asked):
    assert drag(controller, CARD.center, SLOT.center) == ("play", 17)
    assert ("targets", "card", 17) in asked
    assert controller.consumed and controller.mode is Mode.IDLE


def test_a_drop_elsewhere_returns_nothing_shows_why_and_springs_back(controller, asked):
    assert drag(controller, CARD.center, (1200, 200)) is None
    assert controller.last_reason == REASON
    assert controller.toast.visible and controller.toast.text == REASON
    assert ("reason", "card", (1200, 200)) in asked
    assert controller.mode is Mode.RETURNING and controller.hides("card")
    start = controller.held_rect.topleft
    controller.update(0.1)
    mid = controller.held_rect.topleft
    assert mid != start
    for _ in range(60):
        controller.update(1 / 60)
    assert controller.mode is Mode.IDLE and not controller.hides("card")


def test_a_drop_back_on_its_own_place_springs_back_without_a_reason(controller):
    assert drag(controller, CARD.center, (CARD.centerx + 20, CARD.centery)) is None
    assert controller.last_reason is None and not controller.toast.visible


def test_the_held_piece_follows_the_pointer_keeping_the_grab_offset(controller):
    controller.handle(PickUp((CARD.left + 30, CARD.top + 40), (CARD.left + 40, CARD.top + 40)))
    controller.handle(Drag((600, 500)))
    assert controller.held_rect.topleft == (570, 460)
    assert controller.hides("card") and not controller.hides("other")


def test_the_target_under_the_pointer_is_the_hovered_one(controller):
    controller.handle(PickUp(CARD.center, (CARD.centerx + 10, CARD.centery)))
    assert controller.hovered is None
    controller.handle(Drag(SLOT.center))
    assert controller.hovered is not None and controller.hovered.id == "slot"


def test_click_then_click_returns_the_command(controller):
    assert controller.handle(Click(CARD.center)) is None
    assert controller.consumed and controller.selected_id == "card"
    assert [t.id for t in controller.targets] == ["slot"]
    assert controller.handle(Click(SLOT.center)) == ("play", 17)
    assert controller.mode is Mode.IDLE


def test_a_click_elsewhere_deselects_and_explains(controller):
    controller.handle(Click(CARD.center))
    assert controller.handle(Click((1500, 100))) is None
    assert controller.mode is Mode.IDLE and controller.last_reason == REASON


def test_clicking_the_selected_piece_again_deselects_it(controller):
    controller.handle(Click(CARD.center))
    controller.handle(Click(CARD.center))
    assert controller.mode is Mode.IDLE


def test_clicking_another_piece_moves_the_selection(controller):
    controller.handle(Click(CARD.center))
    controller.handle(Click(OTHER.center))
    assert controller.selected_id == "other" and controller.targets == []


def test_escape_and_right_click_cancel_a_selection(controller):
    controller.handle(Click(CARD.center))
    controller.handle(Key(pygame.K_ESCAPE))
    assert controller.mode is Mode.IDLE and controller.consumed
    controller.handle(Click(CARD.center))
    controller.handle(Click((5, 5), 3))
    assert controller.mode is Mode.IDLE


def test_presses_away_from_every_piece_are_left_to_the_scene(controller):
    assert controller.handle(PickUp((1500, 50), (1520, 50))) is None
    assert not controller.consumed
    assert controller.handle(Click((1500, 50))) is None
    assert not controller.consumed and controller.mode is Mode.IDLE


def test_the_topmost_registered_piece_is_picked_when_pieces_overlap():
    dc = DragController(lambda pid, payload: [])
    dc.register("under", lambda: pygame.Rect(0, 0, 100, 100))
    dc.register("over", lambda: pygame.Rect(50, 0, 100, 100))
    assert dc.piece_at((75, 50)).id == "over"


def test_hover_while_selected_brightens_the_target_under_the_pointer(controller):
    controller.handle(Click(CARD.center))
    controller.handle(Hover(SLOT.center))
    assert controller.hovered is not None and controller.hovered.id == "slot"


def test_skip_ends_a_spring_back_at_once(controller):
    drag(controller, CARD.center, (1200, 200))
    controller.skip()
    assert controller.mode is Mode.IDLE


def test_the_controller_draws_targets_the_held_piece_and_the_toast(controller):
    drawn: list[pygame.Rect] = []
    controller.register("card", lambda: CARD, payload=17, draw=lambda surface, rect: drawn.append(rect))
    surface = pygame.Surface(theme.CANVAS_SIZE)
    surface.fill(theme.TABLE)
    controller.handle(PickUp(CARD.center, (CARD.centerx + 10, CARD.centery)))
    controller.handle(Drag(SLOT.center))
    controller.update(0.1)
    controller.draw(surface)
    assert drawn and drawn[-1].center == SLOT.center
    assert surface.get_at((SLOT.left - 3, SLOT.centery)) != pygame.Color(theme.TABLE)  # the target glows
