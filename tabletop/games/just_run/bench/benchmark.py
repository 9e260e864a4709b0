"""Figures for Just Run: the zombie turn on a full board, random games per second, computer
survivors' decision times, their win rates by scenario and mode, and how long a game would take
at a real table.

Pure functions returning plain data; ``tabletop benchmark --only just_run --games N`` prints them
(N games per scenario, mode and strength), and so does running this module.  Every game is seeded,
so a run is repeatable.  The cooperative win rate of strong survivors is the balance evidence for
CONTENT.md (the issue asks about half for Get Out with four).

This module is Just Run's ``GameBenchmark`` (see ``tabletop.core.bench``): its busy table is a
person's turn deep in the escape phase, and the drag sweeps that survivor's pawn over the board.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.core import catalogue
from tabletop.core.bench import BenchLabels, DragScript, Row, format_figure, playouts_per_second
from tabletop.core.contract import Command
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.games.just_run import bots, rules
from tabletop.games.just_run.rules.board import build, edge_of, neighbour, on_board
from tabletop.games.just_run.rules.content import BOARD_WIDTH, EXIT_TILES, ROOM_TILES, SIDES
from tabletop.games.just_run.rules.playout import random_playout
from tabletop.games.just_run.rules.state import Mark, Room, State, evolve
from tabletop.games.just_run.rules.view import JustRunView
from tabletop.games.just_run.rules.zombies import zombie_turn

#: the scenarios measured, one line each: a name and the set-up options that make it
SCENARIOS: dict[str, dict[str, Any]] = {
    "get_out": {"scenario": "get_out"},
    "extermination": {"scenario": "get_out", "extermination": "on"},
    "memento_mori": {"scenario": "get_out", "memento_mori": "on"},
    "find_the_cure": {"scenario": "get_out", "find_the_cure": "on"},
    "rescue_mission": {"scenario": "get_out", "rescue_mission": "on"},
    "all_scenarios": {
        "scenario": "get_out",
        "extermination": "on",
        "memento_mori": "on",
        "find_the_cure": "on",
        "rescue_mission": "on",
    },
    "easier_2": {"scenario": "get_out", "easier": 2},
    "contagion": {"scenario": "get_out", "contagion": "on"},
    "frenzied": {"scenario": "get_out", "scavenge": "frenzied"},
}
MODES: tuple[str, ...] = ("coop", "competitive")
STRENGTHS: tuple[str, ...] = ("strong", "casual")
#: a game of computer survivors that has not ended after this many commands counts as unfinished
STEP_CAP = 6000
#: games per scenario, mode and strength when the caller gives none
DEFAULT_GAMES = 200
QUICK_GAMES = 20
DEFAULT_DECISIONS = 2000
QUICK_DECISIONS = 300
ZOMBIE_TURNS = 300
SECTION_SEED = 1
#: the issue's targets
TARGET_ZOMBIE_TURN_P95_MS = 20.0
BOARD_ZOMBIES = 40

#: seconds at a real table, for the game-length estimate (our assumption, stated in the report):
#: a survivor's normal action (drag, a die or a fight, reading the result), a free action, a
#: draft pick or gear-up step, the zombie turn at the default speed (four named steps, each
#: zombie's line), and the set-up and start rooms
SECONDS_PER_ACTION = 25.0
SECONDS_PER_FREE_ACTION = 8.0
SECONDS_PER_SCAVENGE_STEP = 6.0
SECONDS_PER_ZOMBIE_TURN = 35.0
SECONDS_SETUP = 300.0

#: the table's frame figures get rows of their own
LABELS = BenchLabels(
    name="Just Run", piece="a survivor", table_key="just_run_table", table_label="Just Run table"
)

Chooser = Callable[[JustRunView, Sequence[Command], int, str, random.Random], Command]
NORMAL = frozenset(
    {
        "move",
        "flee",
        "check_door",
        "bash_door",
        "bash_wall",
        "search",
        "attack",
        "barricade",
        "use",
        "do_nothing",
    }
)
FREE = frozenset({"combine", "trade", "pick_up", "drop", "discard"})


@dataclass
class GameResult:
    """How one game of computer survivors went."""

    finished: bool
    winners: tuple[int, ...]
    escaped: int
    dead: int
    rounds: int
    commands: int
    normal_actions: int = 0
    free_actions: int = 0
    scavenge_steps: int = 0
    seconds: float = 0.0
    timings: dict[str, list[float]] = field(default_factory=dict)

    @property
    def minutes_at_a_table(self) -> float:
        """The game's length at a real table, by the seconds assumed above."""
        return (
            SECONDS_SETUP
            + self.normal_actions * SECONDS_PER_ACTION
            + self.free_actions * SECONDS_PER_FREE_ACTION
            + self.scavenge_steps * SECONDS_PER_SCAVENGE_STEP
            + self.rounds * SECONDS_PER_ZOMBIE_TURN
        ) / 60.0


def play_game(
    seed: int,
    options: Mapping[str, Any],
    strengths: Sequence[str],
    *,
    time_decisions: bool = False,
) -> GameResult:
    """Play one seeded game; seat ``s`` is a computer survivor of ``strengths[s]`` ("random": a
    uniformly random legal command)."""
    players = len(strengths)
    state = rules.setup({**options, "players": players}, seed)
    rng = random.Random(seed * 7919 + 17)
    result = GameResult(False, (), 0, 0, 0, 0)
    started = time.perf_counter()
    while rules.to_act(state) and result.commands < STEP_CAP:
        seat = rules.to_act(state)[0]
        legal = rules.legal_commands(state, seat)
        view = rules.view(state, seat)
        strength = strengths[seat]
        chooser: Chooser = bots.random_move if strength == "random" else bots.choose
        tick = time.perf_counter()
        command = chooser(view, legal, seat, strength, rng)
        if time_decisions and strength != "random":
            result.timings.setdefault(strength, []).append(time.perf_counter() - tick)
        if command.TYPE in NORMAL:
            result.normal_actions += 1
        elif command.TYPE in FREE and state.phase is rules.Phase.TURN:
            result.free_actions += 1
        elif state.phase is not rules.Phase.TURN:
            result.scavenge_steps += 1
        state, _ = rules.apply(state, command)
        result.commands += 1
    outcome = rules.outcome(state)
    result.finished = outcome is not None
    result.winners = outcome.winners if outcome is not None else ()
    result.escaped = sum(1 for s in state.survivors if s.escaped)
    result.dead = sum(1 for s in state.survivors if not s.alive)
    result.rounds = state.round
    result.seconds = time.perf_counter() - started
    return result


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


# -- the zombie turn on a full board ----------------------------------------------------------------


def full_board(seed: int = 0, zombies: int = BOARD_ZOMBIES, players: int = 4) -> State:
    """A full 10-row board: every room placed, every doorway checked open (the main exit's
    included), ``zombies`` spread over the rooms (some hordes), survivors in the middle rows, at
    the start of a zombie turn."""
    state = rules.setup({"players": players, "first": "first_seat"}, seed)
    rng = random.Random(seed)
    grid: list[Room | None] = list(state.grid)
    tiles = [t.id for t in ROOM_TILES]
    rng.shuffle(tiles)
    for row in range(1, state.rows - 1):
        for col in range(BOARD_WIDTH):
            grid[row * BOARD_WIDTH + col] = Room(tile=tiles.pop(), rotation=rng.randrange(4))
    exits = [t.id for t in EXIT_TILES]
    for col in range(BOARD_WIDTH):
        grid[(state.rows - 1) * BOARD_WIDTH + col] = Room(tile=exits[col])
    state = evolve(state, grid=tuple(grid))
    marks = dict(state.marks)
    for row in range(state.rows):
        for col in range(BOARD_WIDTH):
            for side in SIDES:
                r2, c2 = neighbour(row, col, side)
                if on_board(state, r2, c2) and build(state, row, col, side) == "door":
                    marks[edge_of(row, col, side)] = Mark.OPEN
    cells = [(row, col) for row in range(1, state.rows) for col in range(BOARD_WIDTH)]
    rng.shuffle(cells)
    counts: dict[tuple[int, int], int] = {}
    left = zombies
    for cell in cells:  # two hordes, then threes and ones
        if left <= 0:
            break
        size = 5 if len(counts) < 2 else rng.choice((1, 2, 3))
        counts[cell] = min(size, left)
        left -= counts[cell]
    grid = list(state.grid)
    for (row, col), count in counts.items():
        room = grid[row * BOARD_WIDTH + col]
        assert room is not None
        grid[row * BOARD_WIDTH + col] = replace(room, zombies=count)
    places = [(2 + s % 5, s % BOARD_WIDTH) for s in range(players)]
    survivors = tuple(replace(s, room=places[i], hand=(), ready=True) for i, s in enumerate(state.survivors))
    return evolve(
        state,
        phase=rules.Phase.TURN,
        grid=tuple(grid),
        marks=tuple(sorted(marks.items())),
        survivors=survivors,
        reserve=state.reserve - zombies,
        actions_left=0,
    )


def zombie_turn_times(turns: int = ZOMBIE_TURNS, seed: int = 0) -> dict[str, float]:
    """p50/p95 milliseconds of one zombie turn (attack, bash, move, spawn) on a full board of 40."""
    state = full_board(seed)
    times: list[float] = []
    for turn in range(turns):
        rng = random.Random(seed * 1_000 + turn)
        started = time.perf_counter()
        zombie_turn(state, rng)
        times.append(time.perf_counter() - started)
    return {
        "turns": float(turns),
        "zombies": float(sum(room.zombies for room in state.grid if room is not None)),
        "p50_ms": 1000.0 * _percentile(times, 0.50),
        "p95_ms": 1000.0 * _percentile(times, 0.95),
    }


# -- games ----------------------------------------------------------------------------------------


def games_per_second(games: int = 200, seed: int = 0) -> dict[str, float]:
    """Random full games (uniformly random legal commands), 2 to 6 players, both modes."""

    def play(game: int) -> list[Command]:
        options = {"players": 2 + game % 5, "mode": MODES[(game // 5) % 2]}
        return random_playout(seed + game, options)[1]

    return playouts_per_second(play, games)


def decision_times(decisions: int = DEFAULT_DECISIONS, seed: int = 0) -> dict[str, dict[str, float]]:
    """p50/p95 milliseconds per decision, for tables of four strong and four casual survivors."""
    out: dict[str, dict[str, float]] = {}
    for strength in STRENGTHS:
        timings: list[float] = []
        game = seed
        while len(timings) < decisions:
            mode = MODES[game % 2]
            result = play_game(game, {"mode": mode}, [strength] * 4, time_decisions=True)
            timings += result.timings.get(strength, [])
            game += 1
        out[strength] = {
            "decisions": float(len(timings)),
            "p50_ms": 1000.0 * _percentile(timings, 0.50),
            "p95_ms": 1000.0 * _percentile(timings, 0.95),
        }
    return out


def win_rates(games: int = DEFAULT_GAMES, seed: int = 0, players: int = 4) -> dict[str, dict[str, float]]:
    """For each scenario, mode and strength: ``games`` games of ``players`` computer survivors.

    Cooperative: the share of games won (everyone out).  Competitive: the share of games in which
    the chopper left with someone aboard.  Also the average survivors out and dead, rounds, and
    the estimated minutes at a real table.
    """
    out: dict[str, dict[str, float]] = {}
    for name, options in SCENARIOS.items():
        for mode in MODES:
            for strength in STRENGTHS:
                results = [
                    play_game(seed + game, {**options, "mode": mode}, [strength] * players)
                    for game in range(games)
                ]
                out[f"{name}/{mode}/{strength}"] = _summary(results)
    return out


def _summary(results: Sequence[GameResult]) -> dict[str, float]:
    count = max(len(results), 1)
    return {
        "games": float(len(results)),
        "won": sum(1 for r in results if r.winners) / count,
        "unfinished": float(sum(1 for r in results if not r.finished)),
        "escaped": sum(r.escaped for r in results) / count,
        "dead": sum(r.dead for r in results) / count,
        "rounds": sum(r.rounds for r in results) / count,
        "actions": sum(r.normal_actions for r in results) / count,
        "minutes": sum(r.minutes_at_a_table for r in results) / count,
    }


def strong_against_casual(games: int = DEFAULT_GAMES, seed: int = 0) -> dict[str, float]:
    """Competitive Get Out, two strong and two casual survivors (seats alternate so neither sits
    first every game): the share of chopper seats each kind took."""
    seats = {"strong": 0, "casual": 0}
    for game in range(games):
        strengths = ["strong", "casual"] * 2 if game % 2 == 0 else ["casual", "strong"] * 2
        result = play_game(seed + game, {"mode": "competitive"}, strengths)
        for winner in result.winners:
            seats[strengths[winner]] += 1
    total = max(seats["strong"] + seats["casual"], 1)
    return {
        "games": float(games),
        "strong_seats": seats["strong"] / total,
        "casual_seats": seats["casual"] / total,
    }


def figures(
    games: int, decisions: int, progress: Callable[[str], None] = lambda _line: None
) -> dict[str, Any]:
    """Every figure, in the order ``FIGURES`` lists them."""
    measures: dict[str, Callable[[], Any]] = {
        "zombie_turn": lambda: zombie_turn_times(seed=SECTION_SEED),
        "random_games": lambda: games_per_second(max(games, 50), seed=SECTION_SEED),
        "decision_ms": lambda: decision_times(decisions, seed=SECTION_SEED),
        "win_rates": lambda: win_rates(games, seed=SECTION_SEED),
        "strong_vs_casual": lambda: strong_against_casual(games, seed=SECTION_SEED),
    }
    results: dict[str, Any] = {}
    for key, label in FIGURES:
        progress(f"Just Run: {label}")
        results[key] = measures[key]()
    return results


#: (JSON key, row label) of each figure, in the order they are measured and listed
FIGURES: tuple[tuple[str, str], ...] = (
    ("zombie_turn", "zombie turn, 40 zombies on a full board"),
    ("random_games", "random full games per second"),
    ("decision_ms", "computer survivor decision"),
    ("win_rates", "win rates, 4 computer survivors"),
    ("strong_vs_casual", "competitive chopper seats, 2 strong v 2 casual"),
)


# --------------------------------------------------------------------------------------------
# the "just_run" section of ``tabletop benchmark``


def section_figures(games: int | None, quick: bool, progress: Callable[[str], None]) -> dict[str, Any]:
    count = max(1, games) if games is not None else (QUICK_GAMES if quick else DEFAULT_GAMES)
    return figures(count, QUICK_DECISIONS if quick else DEFAULT_DECISIONS, progress)


def section_rows(data: dict[str, Any]) -> list[Row]:
    rows: list[Row] = []
    turn = data.get("zombie_turn")
    if turn:
        rows.append((f"Just Run {FIGURES[0][1]}: p50", format_figure(turn["p50_ms"], " ms"), "", ""))
        met = "ok" if turn["p95_ms"] <= TARGET_ZOMBIE_TURN_P95_MS else "MISSED"
        rows.append(
            (
                f"Just Run {FIGURES[0][1]}: p95",
                format_figure(turn["p95_ms"], " ms"),
                f"<= {TARGET_ZOMBIE_TURN_P95_MS:g} ms",
                met,
            )
        )
    games = data.get("random_games")
    if games:
        rows.append(
            (
                f"Just Run {FIGURES[1][1]}",
                f"{games['games_per_second']:.1f} ({games['commands_per_second']:.0f} commands/s)",
                "",
                "",
            )
        )
    for strength, entry in (data.get("decision_ms") or {}).items():
        rows.append(
            (
                f"Just Run {FIGURES[2][1]}, {strength}",
                f"p50 {entry['p50_ms']:.2f} ms, p95 {entry['p95_ms']:.2f} ms",
                "",
                "",
            )
        )
    for name, entry in (data.get("win_rates") or {}).items():
        rows.append((f"Just Run win rate {name}", format_figure(entry), "", ""))
    versus = data.get("strong_vs_casual")
    if versus:
        met = "ok" if versus["strong_seats"] > versus.get("casual_seats", 0.0) else "MISSED"
        rows.append((f"Just Run {FIGURES[4][1]}", format_figure(versus), "strong > casual", met))
    return rows


# -- the busy table -------------------------------------------------------------------------------

#: the busy table: a person in seat 0 beside computer survivors, deep in the escape phase
BUSY_SEED = 3
BUSY_PLAYERS = 4
BUSY_ROOMS = 24
BUSY_ZOMBIES = 10


def _busy_enough(session: GameSession) -> bool:
    """The person's turn on a board with many rooms and zombies, the survivor still alive."""
    view = session.view(0)
    if view["phase"] != "turn" or session.to_act() != (0,) or view.get("actions_left", 0) < 2:
        return False
    me = view["survivors"][0]
    zombies = sum(int(room.get("zombies", 0)) for room in view["rooms"])
    return bool(me["alive"] and me["room"]) and len(view["rooms"]) >= BUSY_ROOMS and zombies >= BUSY_ZOMBIES


def busy_session() -> GameSession:
    """Four survivors (a person in seat 0, computers beside) on a cooperative Get Out, played by
    the computer survivors (the person's seat too) until the person is to act on a board of many
    rooms and zombies: the most the table ever draws at once."""
    info = catalogue.get("just_run")
    for seed in range(BUSY_SEED, BUSY_SEED + 100):
        seats = [
            Seat(s.name, s.colour, SeatKind.HUMAN if i == 0 else SeatKind.COMPUTER)
            for i, s in enumerate(default_seats(BUSY_PLAYERS))
        ]
        options = {"players": BUSY_PLAYERS, "mode": "coop", "scavenge": "calm"}
        session = GameSession.new(info, options, seed, seats)
        rng = random.Random(seed)
        while not session.over and len(session.steps) < STEP_CAP:
            if _busy_enough(session):
                return session
            for seat in session.to_act():
                if session.over or seat not in session.to_act():
                    continue
                legal = session.legal(seat)
                if legal:
                    session.apply(bots.choose(session.view(seat), legal, seat, "strong", rng))
    raise RuntimeError("no seed gave a busy Just Run table")


def show_table(scene: Any) -> None:
    """Nothing to lift (one person, no curtain): let the camera settle on the person's survivor."""


def drag_script(scene: Any) -> DragScript:
    """Hold the person's survivor pawn and sweep it over the whole board on screen, where every
    room under it glows or not and the held pawn is drawn on top; let go where it was picked up
    (its own room: no move)."""
    rect = scene.board.survivor_rect(0)
    if rect is None:
        raise LookupError("the busy table's survivor is not on screen")
    grab = (int(rect.centerx), int(rect.centery))
    area = scene.camera.viewport
    points: list[tuple[int, int]] = []
    for row in range(1, 4):
        y = area.top + area.h * row // 4
        xs = [area.left + area.w * i // 12 for i in range(1, 12)]
        points += [(x, y) for x in (xs if row % 2 else reversed(xs))]
    return DragScript(grab, [grab, *points, *reversed(points), grab], grab)


# -- run as a module ------------------------------------------------------------------------------


def render(data: dict[str, Any]) -> str:
    rows = section_rows(data)
    width = max((len(row[0]) for row in rows), default=0)
    return "\n".join(
        f"{label.ljust(width)}  {value}  {target}  {verdict}".rstrip()
        for label, value, target, verdict in rows
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.games.just_run.bench.benchmark")
    parser.add_argument("--games", type=int, default=QUICK_GAMES)
    parser.add_argument("--decisions", type=int, default=QUICK_DECISIONS)
    args = parser.parse_args(argv)
    print(render(figures(args.games, args.decisions, lambda line: print(line, flush=True))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
