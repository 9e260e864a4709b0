"""The reliability figures (issue 11, section 8), in small numbers: a game killed with -9 loses no
command it had applied, damaged saves and maps are loaded or refused but never crash the app, and
random games of every game end with their invariants intact.  The benchmark runs the full counts."""

from __future__ import annotations

import json
import random

import pytest

from tabletop import reliability, reliability_files
from tabletop.core import catalogue


@pytest.mark.parametrize("game", [info.id for info in catalogue.playable() if info.bots_module])
def test_a_game_killed_with_sigkill_continues_with_every_command_it_had_applied(game, tmp_path):
    result = reliability.kill_trial(game, seed=5, wait=1.0, scratch=tmp_path)
    assert result["applied"] > 0  # the child really played before it was killed
    assert result["problem"] is None
    assert result["lost"] == 0
    assert result["saved"] >= result["applied"]


def test_a_game_that_ended_before_the_kill_counts_its_commands_in_the_last_finished_game(tmp_path):
    """A computer race of two ends within seconds: its autosave rightly goes, and the commands
    are all in the last finished game (the trial counted them lost)."""
    result = reliability.kill_trial("outrun", seed=12345, wait=0.0, scratch=tmp_path, until_ended=True)
    assert result["ended"] and not result["autosave"]
    assert result["applied"] > 0 and result["lost"] == 0 and result["saved"] >= result["applied"]


def test_damaged_saves_are_loaded_or_refused_never_crashing_and_nothing_saved_is_lost(tmp_path):
    figures = reliability.mutated_saves(60, seed=11, scratch=tmp_path)
    assert figures["load"]["trials"] == 60
    assert figures["load"].get("crashed", 0) == 0, figures["load"]["first_crashes"]
    assert figures["load"].get("refused", 0) > 0
    assert figures["list"].get("crashed", 0) == 0, figures["list"]["first_crashes"]
    assert figures["saved_files_untouched"]


def test_damaged_maps_are_loaded_or_refused_with_their_name_never_crashing(tmp_path):
    figures = reliability.mutated_maps(30, seed=7, scratch=tmp_path)
    assert figures.get("crashed", 0) == 0, figures["first_crashes"]
    assert figures.get("refused", 0) > 0


def test_random_games_of_every_game_end_with_their_invariants_intact():
    figures = reliability.playouts(2, seed=3)
    assert set(figures) == {info.id for info in catalogue.playable()}
    for game, tally in figures.items():
        assert tally.get("ended", 0) == 2, (game, tally)


def test_the_damage_really_changes_a_save_and_a_map():
    rng = random.Random(1)
    save = {"format": "tabletop-save", "commands": [{"type": "draw", "seat": 0, "deck": 1}], "seed": 3}
    assert all(reliability.mutate_json(save, rng) != json.dumps(save) for _ in range(30))
    text = (reliability.ROOT / "maps" / "fugitive.tmx").read_text(encoding="utf-8")
    assert sum(reliability.mutate_map(text, rng) != text for _ in range(30)) >= 25


def test_the_section_prints_a_verdict_for_every_figure():
    rows = reliability.rows(
        {
            "kill": {"trials": 2, "commands_lost": 0, "commands_applied": 40, "autosaves_unreadable": 0},
            "maps": {"trials": 3, "loaded": 1, "refused": 1, "crashed": 1},
        }
    )
    assert rows[0][3] == "ok"
    assert rows[1][3] == "MISSED"


FILE_KINDS = {
    "nested thousands deep": "refused",
    "a number of thousands of digits": "refused",
    "a lone surrogate": "refused",
    "a file name that is not UTF-8": "loaded",
    "a UTF-8 byte-order mark": "loaded",
    "larger than 8 MB": "refused",
    "map nested thousands deep": "refused",
    "map XML in an unknown encoding": "refused",
    "map tile size of 2**31": "refused",
    "map junk found when first drawn": "refused",
    "finished save opened": "untouched",
    "damaged autosave": "kept",
    "load screen full of them": "opened",
}


def test_every_kind_of_damaged_file_issue_19_found_gives_a_message_and_changes_no_file(tmp_path):
    figures = reliability_files.damaged_files(seed=3, scratch=tmp_path, limit=1)
    assert set(figures) == set(FILE_KINDS), figures
    for kind, tally in figures.items():
        assert tally.get("crashed", 0) == 0, (kind, tally["first_crashes"])
        assert tally.get(FILE_KINDS[kind], 0) == tally["trials"] > 0, (kind, tally)
    assert all(row[3] == "ok" for row in reliability.rows({"files": figures}))


def test_the_damaged_file_rows_say_missed_for_a_crash_a_changed_file_or_a_lost_autosave():
    rows = reliability.rows(
        {
            "files": {
                "a lone surrogate": {"trials": 3, "refused": 2, "crashed": 1},
                "finished save opened": {"trials": 2, "untouched": 1, "changed": 1},
                "damaged autosave": {"trials": 2, "kept": 1, "lost": 1},
                "load screen full of them": {"trials": 1, "opened": 1},
            }
        }
    )
    assert [row[3] for row in rows] == ["MISSED", "MISSED", "MISSED", "ok"]
    assert rows[1][1] == "1 / 1 / 0"
