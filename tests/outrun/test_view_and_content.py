"""The view (what each seat may see, in the issue's format) and the content we designed: the eight
symbols, the 48 path cards, the four monster boards, the map boards and the interference deck.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

from tabletop.games.outrun import rules
from tabletop.games.outrun.rules import Run
from tabletop.games.outrun.rules.boards import BOARDS, MAP_BOARDS, PLACES, Special, map_route
from tabletop.games.outrun.rules.content import CHARACTERS, SYMBOL_IDS, SYMBOLS, Monster
from tabletop.games.outrun.rules.interference import CARDS, DECK, DOUBLES, KINDS, Kind, Lasts, deck_for
from tabletop.games.outrun.rules.paths import PATHS
from tabletop.games.outrun.rules.scenario import make_state
from tests.outrun.play import ORDER, PATH, play, race

ROOT = Path(__file__).resolve().parents[2]

# -- the view ---------------------------------------------------------------------------------------


def test_the_view_has_every_key_the_table_and_the_bots_read() -> None:
    """The command vocabulary and the view: the keys and the seat entries."""
    view = rules.view(rules.setup({"players": 3, "monster": "zombie", "boards": 2}, 4), 1)
    assert {"monster", "rooms", "phase", "turner", "path", "path_antidote", "center", "hand", "seats"} <= set(
        view
    )
    assert (view["monster"], view["rooms"], view["phase"], view["path"]) == ("zombie", 18, "reveal", None)
    assert view["path_antidote"] is False
    for entry in view["seats"]:
        assert {"room", "position", "infected", "hand_count", "interference", "last_run"} <= set(entry)


def test_a_runs_cards_stay_hidden_from_the_others_until_the_check() -> None:
    """Run away!: nothing shows another runner's cards (nor whether they are right) during the race."""
    state = play(make_state("vampire", players=3, path=PATH), Run(1, ORDER, 2500))
    mine, theirs, table = rules.view(state, 1), rules.view(state, 0), rules.view(state, None)
    assert mine["seats"][1]["run"] == list(ORDER)
    assert "run" not in theirs["seats"][1] and "run" not in table["seats"][1]
    assert theirs["seats"][1]["finished"] is True and theirs["seats"][1]["last_run"] is None
    state, _ = race(state, {0: (ORDER, 3000), 2: (ORDER, 4000)})
    assert rules.view(state, 0)["seats"][1]["last_run"] == {"cards": list(ORDER), "ms": 2500, "correct": True}


def test_the_path_shows_only_once_it_is_turned() -> None:
    """Which way to go?: the path card is face down until the turner turns it."""
    state = make_state("vampire", players=2, path=PATH)
    assert rules.view(state, 0)["path"] == list(ORDER)
    state, _ = race(state, {0: (ORDER, 1000), 1: (ORDER, 2000)})
    assert state.phase.value == "reveal"
    assert rules.view(state, 0)["path"] is None


# -- content ----------------------------------------------------------------------------------------


def test_the_eight_symbols_differ_in_shape_and_colour() -> None:
    """Box Content: 8 movement cards with 8 distinct symbols, plus a Finish, per player."""
    assert len(SYMBOLS) == 8 == len(set(SYMBOL_IDS))
    assert len({s.shape for s in SYMBOLS}) == 8 and len({s.colour for s in SYMBOLS}) == 8
    assert len(CHARACTERS) == 6 and rules.seat_role(5) == CHARACTERS[5].name


def test_the_48_path_cards_are_winding_trails_through_all_eight_symbols() -> None:
    """Which way to go? 2: start with the glowing icon and follow the footprints along the path."""
    assert len(PATHS) == 48 and len({p.order for p in PATHS}) == 48
    for card in PATHS:
        assert sorted(card.order) == sorted(SYMBOL_IDS)
        assert len(set(card.spots)) == 8
        for (x0, y0), (x1, y1) in zip(card.spots, card.spots[1:], strict=False):
            assert max(abs(x1 - x0), abs(y1 - y0)) == 1
        assert card.order not in (SYMBOL_IDS, tuple(reversed(SYMBOL_IDS)))
    # every symbol opens the trail equally often: none is easier to start with
    assert set(Counter(p.order[0] for p in PATHS).values()) == {6}
    assert 4 <= sum(p.antidote for p in PATHS) <= 12


def test_the_path_cards_module_is_what_its_generator_writes() -> None:
    """Content we design: the path cards come from build_scripts/outrun_paths.py."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "outrun_paths.py"), "--check"], capture_output=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_monster_boards_reward_the_fastest_most_and_carry_their_special_places() -> None:
    """Monster Board Overview: positions from the slowest on the left to the fastest on the right."""
    for monster, board in BOARDS.items():
        assert len(board.values) == len(board.specials) == PLACES
        assert list(board.values) == sorted(board.values, reverse=True)
        assert board.values[0] > board.values[-1], monster
        assert board.draws and board.plays and board.clears
    assert not any(BOARDS[Monster.VAMPIRE].specials)
    assert BOARDS[Monster.BEAR].value(6) == 0 and BOARDS[Monster.BEAR].has(6, Special.CLAW)
    assert not BOARDS[Monster.DRAGON].has(1, Special.FIRE) and not BOARDS[Monster.DRAGON].has(
        1, Special.CARDS
    )


def test_four_map_boards_and_the_monsters_own_is_never_in_the_route() -> None:
    """Game Setup 4: the map boards are the reverse of the monster boards."""
    assert len(MAP_BOARDS) == 4
    for monster in Monster:
        route = map_route(monster, 3)
        assert len(route) == 3 and monster.value not in [m.id for m in route]


def test_the_deck_has_48_cards_and_12_vampire_doubles_with_counts_icons_and_durations() -> None:
    """Box Content: 48 interference cards and 12 double-sided ones for the Vampire."""
    assert len(DECK) == 48 and len(DOUBLES) == 12 and len(CARDS) == 60
    counts = Counter(card.kind for card in DECK)
    assert counts == {
        Kind.NOT_THAT_WAY: 8,
        Kind.SWITCHEROO: 6,
        Kind.BACK_AWAY: 3,
        Kind.STEPPING_STONES_EVENS: 2,
        Kind.STEPPING_STONES_ODDS: 2,
        Kind.THE_LONG_WAY: 6,
        Kind.LITTLE_SHORTCUT: 3,
        Kind.MAJOR_SHORTCUT: 2,
        Kind.BOOST: 4,
        Kind.SHIELD: 3,
        Kind.FOCUS: 3,
        Kind.FAIR_TRADE: 2,
        Kind.HAVE_MINE: 2,
        Kind.STEAL: 2,
    }
    assert {c.symbols[0] for c in DECK if c.kind is Kind.NOT_THAT_WAY} == set(SYMBOL_IDS)
    assert all(c.kind is Kind.THE_LONG_WAY and c.plus for c in DOUBLES)
    assert Counter(c.after for c in DOUBLES) == {1: 4, 2: 4, 3: 4}
    one_at_a_time = {k for k, info in KINDS.items() if info.lasts is Lasts.UNTIL_REPLACED}
    assert one_at_a_time == {
        Kind.BACK_AWAY,
        Kind.SHIELD,
        Kind.STEPPING_STONES_EVENS,
        Kind.STEPPING_STONES_ODDS,
    }
    # the Zombie's and the Vampire's decks hold only cards that can lie in front of a runner
    for monster in (Monster.ZOMBIE, Monster.VAMPIRE):
        assert not any(CARDS[c].info.instant or CARDS[c].kind is Kind.SHIELD for c in deck_for(monster))
