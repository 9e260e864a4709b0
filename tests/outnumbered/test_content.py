"""The design note's chance tables are computed, not typed: they must match the solver."""

from __future__ import annotations

from pathlib import Path

from tabletop.games.outnumbered.bench import content_report
from tabletop.games.outnumbered.rules.content import (
    ABSOLUTE_ZERO,
    BRUTES,
    MINIONS,
    TRAINING_VALUES,
    HeroPower,
)

CONTENT = Path(content_report.__file__).parent.parent / "CONTENT.md"


def test_content_md_carries_the_chance_tables_the_solver_computes_today() -> None:
    text = CONTENT.read_text(encoding="utf-8")
    start, end = text.index(content_report.BEGIN), text.index(content_report.END) + len(content_report.END)
    assert text[start:end] == content_report.markdown(), (
        "run python -m tabletop.games.outnumbered.bench.content_report"
    )


def test_every_sidekick_minion_can_be_made_from_most_rolls_so_a_newcomer_can_win() -> None:
    assert all(content_report.chance(v.value, 3) >= 0.65 for v in MINIONS)


def test_hero_mode_villains_are_harder_and_absolute_zero_is_a_real_boss() -> None:
    brutes = [content_report.chance(v.value, 3) for v in BRUTES]
    assert sum(brutes) / len(brutes) < 0.6
    assert content_report.chance(ABSOLUTE_ZERO.value, 3) < 0.15


def test_the_digitizer_example_number_64_is_easy_with_her_power() -> None:
    """Rulebook, PLAYER TURNS example: Digitizer flips a die, adds to 8 and powers up to 64."""
    assert content_report.chance(64, 3, HeroPower.FLIP) > 0.99


def test_training_numbers_can_each_be_made_from_two_dice() -> None:
    assert all(content_report.chance(v, 2) > 0.2 for v in TRAINING_VALUES)
