"""The toy table played by hand: the worked example of ARCHITECTURE.md answers real clicks."""

from __future__ import annotations

from tests.contract.toy_game import Add
from tests.tables.suite import TOY, open_game


def test_a_click_on_add_2_after_the_curtain_lifts_adds_2_to_the_count() -> None:
    table = open_game(TOY)
    assert table.scene.curtain_for == 0
    table.click((960, 540))  # the privacy curtain for the first player
    assert table.scene.curtain_for is None
    table.click(table.scene.buttons[1].rect.center)
    table.settle()
    assert table.session.commands == [Add(0, 2)]
    assert table.session.view(None)["count"] == 2


def test_the_number_keys_play_the_moves_too() -> None:
    table = open_game(TOY)
    table.click((960, 540))
    table.key(ord("1"))
    table.settle()
    assert table.session.commands == [Add(0, 1)]
