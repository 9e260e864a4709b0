"""Every line the banner shows in a practice game fits its room, in English and in Polish.

In practice the banner shares its row with the practice clock, and while the check's beats play
with the Next and Skip all buttons too; a Polish line was cut short there.  The lines are the
log's lines of whole games (every monster, one and two boards) and the banner's instructions;
each is measured as it is drawn: one line, or two of 24 px at least, each no wider than the room.
"""

from __future__ import annotations

import pytest

from tabletop.core.i18n import _
from tabletop.core.seats import default_seats
from tabletop.engine import chrome, text
from tabletop.games.outrun import rules
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.playout import random_playout
from tabletop.games.outrun.rules.setup import setup
from tabletop.games.outrun.table.banner import INSTRUCTIONS
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.scene import OutrunScene
from tests.outrun.test_practice_table import my_race, practice_table, run_right
from tests.outrun.test_scene import Table

GAMES = [(monster.value, boards, players) for monster in Monster for boards in (1, 2) for players in (2, 3)]


def log_lines(monster: str, boards: int, players: int, seed: int) -> set[str]:
    """Every line of the log of a random whole game, as the banner says them (the table's view)."""
    names = [seat.name for seat in default_seats(players)]
    _final, commands = random_playout(seed, monster, players, boards)
    state = setup({"monster": monster, "players": players, "boards": boards}, seed)
    lines = set()
    for command in commands:
        state, events = rules.apply(state, command)
        lines |= {event.text_for(None, names=names) for event in events}
    return lines


def room(scene: OutrunScene, named: bool) -> int:
    """The banner line's room now: the width between the name it shows (``named``: the longest
    it may show) and the boxes at its right end (the clock, and Next and Skip all while the beats
    play)."""
    who, label, _line = scene.banner_words()
    left = chrome.banner_line_left(who, label)
    if named:
        seats = enumerate(scene.session.seats)
        left = max([left] + [chrome.banner_line_left(seat, scene.seat_label(i)) for i, seat in seats])
    return chrome.BANNER_RECT.right - scene.banner_reserve() - left - 20


def fits(line: str, width: int) -> bool:
    lines, size = chrome.banner_line_fit(line, width, True)
    whole = " ".join(lines) == line
    return (
        whole
        and len(lines) <= 2
        and size >= text.READABLE
        and all(text.measure(part, size)[0] <= width for part in lines)
    )


def rooms(table: Table) -> tuple[int, int]:
    """The room of the instructions (a person's turn named, the whole clock) and of the beats."""
    scene = table.scene
    table.until(lambda: my_race(table), seconds=0.1)
    asking = room(scene, named=True)
    run_right(table)
    table.until(lambda: scene.timeline.playing, seconds=0.05)
    assert scene.banner_words()[0] is None  # each beat's line names whom it is about
    return asking, room(scene, named=False)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_banner_line_of_a_practice_game_fits_its_room_at_a_readable_size(language: str) -> None:
    table = practice_table(language=language)
    asking, beats = rooms(table)
    instructions = {_(line).format(name="Anna") for line in INSTRUCTIONS} | {Countdown.line()}
    lines: set[str] = set()
    for game in GAMES:
        lines |= log_lines(*game, seed=3)
    too_long = sorted(line for line in instructions if not fits(line, asking))
    too_long += sorted(line for line in lines if not fits(line, beats))
    assert too_long == []
    two = [line for line in lines if len(chrome.banner_line_fit(line, beats, True)[0]) == 2]
    if language == "pl":
        assert two  # the long Polish lines take two lines rather than being cut
