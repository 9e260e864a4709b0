"""Asking first: an action that cannot be taken back waits for Yes; No, Esc or a click outside
forgets it, and the question takes every intent while it is open."""

from __future__ import annotations

import pygame

from tabletop.engine.confirm import Confirmation
from tabletop.engine.intents import Click, Key


def asked() -> tuple[Confirmation, list[str]]:
    done: list[str] = []
    confirmation = Confirmation()
    confirmation.ask("End your turn?", lambda: done.append("ended"))
    return confirmation, done


def test_yes_does_the_action_once():
    confirmation, done = asked()
    assert confirmation.handle(Click(confirmation.yes.rect.center))
    assert done == ["ended"] and not confirmation.open


def test_no_esc_or_a_click_outside_forget_it():
    for intent_for in (
        lambda c: Click(c.no.rect.center),
        lambda c: Key(pygame.K_ESCAPE),
        lambda c: Click((5, 5)),
    ):
        confirmation, done = asked()
        assert confirmation.handle(intent_for(confirmation))
        assert done == [] and not confirmation.open


def test_enter_answers_yes_and_other_keys_are_held_back_while_it_is_open():
    confirmation, done = asked()
    assert confirmation.handle(Key(pygame.K_p, 0, "p"))
    assert done == [] and confirmation.open
    confirmation.handle(Key(pygame.K_RETURN))
    assert done == ["ended"]


def test_the_question_opens_away_from_where_a_button_at_the_bottom_was_clicked():
    confirmation, _done = asked()
    assert confirmation.box.bottom < 800
