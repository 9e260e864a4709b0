"""Issue 20: from the title to the first board action of a two-person Just Run game in a handful of
clicks, with the quick start chosen at set-up (real mouse events posted to the real app)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.core.i18n import _, set_language
from tabletop.core.settings import Settings
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules.commands import CheckDoor, Start
from tabletop.games.just_run.rules.quick_start import quick_start
from tabletop.games.just_run.table.scene import JustRunScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.title import TitleScene
from tests.just_run.scene_driver import Driver
from tests.just_run.scene_table import Table
from tests.readability import record, too_small
from tests.tables import driver

#: issue 20 asks for about 15; a first game takes 6 (the title's cover, Start game, two start
#: rooms, the door and Check the door): the set-up suggests the quick start to a group new to it
MOST_CLICKS = 15


class CountingTable(Table):
    """A table that counts every click and drag a player makes."""

    clicks = 0

    def click(self, pos: tuple[int, int]) -> None:
        self.clicks += 1
        super().click(pos)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.clicks += 1
        super().drag(start, end)


def _from_the_title(language: str = "en") -> tuple[CountingTable, SetupScene]:
    app, clock = driver.open_headless_app(Settings(language=language, animation_speed=0.0))
    title = TitleScene(idle_demo=False)
    app.push(title)
    app.step()
    table = CountingTable(app, None, None, clock)  # type: ignore[arg-type]
    table.click(next(rect for info, rect in title.covers if info.id == "just_run").center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    return table, setup


def _scavenge_choice(setup: SetupScene) -> Any:
    return next(w for w in setup.widgets if "quick" in getattr(w, "choices", ()))


@pytest.fixture(params=["en", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def test_a_two_person_quick_start_reaches_the_first_board_action_in_at_most_15_clicks(language: str) -> None:
    table, setup = _from_the_title(language)
    assert setup.players == 2 and not any(seat.is_computer for seat in setup.seats())
    assert setup.option_values["scavenge"] == "quick", "a first set-up suggests the quick start"
    table.click(setup.start.rect.center)
    scene = table.app.top
    assert isinstance(scene, JustRunScene)
    table.session, table.scene = scene.session, scene
    session = scene.session
    # the kits are the calm method's deal, played through by the rules at set-up
    dealt = rules.setup({**session.options, "scavenge": "calm"}, session.seed)
    assert session.commands == [] and session.state == quick_start(dealt)
    # the first screen says the gear was packed for them, whole and readable
    table.settle()
    drawn = record(lambda: scene.draw(table.app.canvas))
    said = [
        d
        for d in drawn
        if d.text.startswith(
            _("Quick start: your gear is packed (your cards below). Click a glowing start room to step in.")[
                :24
            ]
        )
    ]
    assert said and all(d.size >= 24 and not d.cut for d in said), said
    assert too_small(drawn) == []
    driver = Driver(table)
    for col in (1, 2):  # each person steps into a start room in sight: no curtain, no confirm
        table.settle()
        assert scene.curtain_for is None
        seat = session.to_act()[0]
        driver.gesture(Start(seat, col))
        table.step()
        assert session.commands[-1] == Start(seat, col)
    table.settle()
    first = session.to_act()[0]
    check = CheckDoor(first, 0, 1, "n")  # the first player stepped in first, into room 1
    assert check in session.legal(first)
    driver.gesture(check)  # the first board action: check the door to the north
    table.settle()
    assert session.commands[-1] == check
    assert table.clicks <= MOST_CLICKS
    assert table.clicks == 6


def test_the_quick_start_is_explained_on_the_form_and_a_group_that_chose_calm_gets_calm_next_time() -> None:
    table, setup = _from_the_title()
    notes = " ".join(setup.extras.notes(setup.seats())) if setup.extras is not None else ""
    assert "Quick start" in notes
    table.click(_scavenge_choice(setup)._arrows()[1].center)  # Scavenge: Quick start -> Calm
    assert setup.option_values["scavenge"] == "calm"
    table.click(setup.start.rect.center)
    assert table.app.settings.last_setup["just_run"]["options"]["scavenge"] == "calm"
    table.app.pop()
    again = SetupScene(setup.info)
    table.app.push(again)
    assert again.option_values["scavenge"] == "calm"


def test_a_save_without_the_scavenge_option_is_still_a_calm_game() -> None:
    """The suggestion is the set-up screen's alone: the rules' default, which a save from before the
    quick start means, stays the calm scavenge."""
    option = next(opt for opt in rules.OPTIONS if opt.name == "scavenge")
    assert option.default == "calm" and option.first_choice == "quick"
    assert rules.setup({"players": 2}, 5) == rules.setup({"players": 2, "scavenge": "calm"}, 5)
