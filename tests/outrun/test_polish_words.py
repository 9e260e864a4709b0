"""Outrun's Polish speaks to the group in gender-free, natural words (issue 20, game-night
play-through in Polish): a name never follows "dla:" (which would need a declined name), the
tutorial speaks of people ("osoba"), not of a male "gracz" who "wybrał", and the countdown says
the card turns at zero the way Polish says it ("przy zerze")."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import set_language, translate
from tabletop.games.outrun.table import banner, countdown, tutorial
from tabletop.games.outrun.table.tutorial import Page
from tests.outrun.test_scene import make_table

#: past-tense and adjective forms that give a player a gender (the project's rule: gender-free)
MALE_FORMS = ("wybrał", "Byłeś", "zarażony", "uciekł gracz", "przed danym graczem", "Każdy gracz")


@pytest.fixture
def polish():
    set_language("pl")
    yield
    set_language("en")


def test_the_time_up_question_names_the_runner_first_in_polish(polish):
    table = make_table(computers=(), language="pl")
    table.to_race()
    table.click(table.scene.time_up_buttons[1].rect.center)  # a real click on the lane's button
    question = table.scene.confirmation.question
    name = table.session.seats[1].name
    assert question.startswith(f"{name}: czas minął?")
    assert "dla:" not in question


def test_the_tutorial_the_countdown_and_the_questions_use_no_male_forms(polish):
    said = [
        translate(tutorial.BODIES[Page.KEYS]),
        translate(tutorial.BODIES[Page.CHECK]),
        translate(banner.TAKE_ZERO_LINE),
        translate(banner.INFECT_LINE),
        translate(countdown.GET_READY),
    ]
    for words in said:
        assert not any(form in words for form in MALE_FORMS), words
    assert translate(countdown.GET_READY).endswith("przy zerze.")
