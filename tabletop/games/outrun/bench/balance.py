"""Games of computer runners, measured: who wins from which seat, and how long a game would take.

A game's length at a real table is estimated round by round: the race lasts until the slowest
runner finishes (the computer runners' drawn times stand in for people's), and everything else
(the countdown, the check, the places, the moves, the special effects, reading and choosing
interference cards, and the talk between rounds) takes the handling times below.  They are our
estimates of a group playing on one screen, written down so the figures can be argued with.
Pure Python (no pygame); ``report`` (``python -m tabletop.games.outrun.bench.balance``) prints the figures
CONTENT.md carries.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.bench import playouts_per_second
from tabletop.core.contract import Command, Event
from tabletop.games.outrun import bots, rules
from tabletop.games.outrun.rules.commands import Run
from tabletop.games.outrun.rules.playout import random_playout
from tabletop.games.outrun.rules.state import Phase, State

#: handling times, in seconds
COUNTDOWN = 3.0  # before each path card is turned
CHECK_PER_RUNNER = 2.5  # each lane's run shown against its path, with its line of text
PLACE_PER_RUNNER = 1.5  # tokens onto the monster board
MOVE_PER_RUNNER = 1.0  # a token setting off along the map...
MOVE_PER_ROOM = 0.4  # ...and walking each room
SPECIAL = 3.0  # a claw, a fire, a bite, a cure
CARD_DRAWN = 3.0  # reading a card drawn or laid in the centre
CHOICE = 8.0  # a person choosing: a card to play and on whom, keeping, the +0 claw, a neighbour to bite
ONE_ROUND_GONE = 2.0  # the one-round cards leaving
BETWEEN_ROUNDS = 10.0  # looking at the standings, hands back on the keys

#: the most commands a measured game may take (the tests check games end well before)
STEP_CAP = 20_000


@dataclass(frozen=True)
class GameRecord:
    winner: int | None
    rounds: int
    race_seconds: float
    handling_seconds: float

    @property
    def minutes(self) -> float:
        return (self.race_seconds + self.handling_seconds) / 60


def handling(events: Sequence[Event], players: int) -> float:
    """Seconds a round's events take at the table, besides the race itself."""
    seconds = COUNTDOWN + BETWEEN_ROUNDS
    for event in events:
        kind = event.kind
        if kind == "checked":
            seconds += CHECK_PER_RUNNER
        elif kind == "placed":
            seconds += PLACE_PER_RUNNER
        elif kind == "moved":
            seconds += MOVE_PER_RUNNER + MOVE_PER_ROOM * (event.data["to"] - event.data["from"])
        elif kind in ("cleared", "infected", "cured"):
            seconds += SPECIAL
        elif kind == "drew":
            seconds += CARD_DRAWN * event.data["count"]
        elif kind in ("to_center", "front_drawn"):
            seconds += CARD_DRAWN
        elif kind in ("played", "zero_taken", "zero_declined"):
            seconds += CHOICE
        elif kind == "round_cards_gone":
            seconds += ONE_ROUND_GONE
    return seconds


def ask(state: State, seat: int, strength: str, rng: random.Random) -> Command:
    return bots.choose(rules.view(state, seat), rules.legal_commands(state, seat), seat, strength, rng)


def play_game(seed: int, options: dict[str, Any], strengths: Sequence[str]) -> GameRecord:
    """One seeded game of computer runners (``strengths[seat]``), with its estimated length.

    A race is run as the table runs it: every runner decides on the same view of the turned path,
    and the runs reach the rules in the order of their times.
    """
    state = rules.setup(options, seed)
    players = state.players
    race = handled = 0.0
    round_events: list[Event] = []
    keeps = 0
    steps = 0
    while not state.over and steps < STEP_CAP:
        if state.phase is Phase.RACE:
            runs: list[Run] = []
            for seat in rules.to_act(state):
                rng = random.Random(seed * 1_000_003 + steps * 7 + seat)
                command = ask(state, seat, strengths[seat], rng)
                assert isinstance(command, Run)
                runs.append(command)
            race += max(run.ms for run in runs) / 1000
            for run in sorted(runs, key=lambda r: (r.ms, r.seat)):
                state, events = rules.apply(state, run)
                round_events += events
                steps += 1
        else:
            seat = rules.to_act(state)[0]
            command = ask(state, seat, strengths[seat], random.Random(seed * 1_000_003 + steps * 7 + seat))
            keeps += command.TYPE in ("keep", "infect")
            state, events = rules.apply(state, command)
            round_events += events
            steps += 1
        if state.phase in (Phase.REVEAL, Phase.OVER) and round_events:
            handled += handling(round_events, players) + CHOICE * keeps
            round_events = []
            keeps = 0
    return GameRecord(state.winner, state.round, race, handled)


def seat_wins(
    games: int, monster: str, players: int, boards: int, strength: str = "strong", seed: int = 0
) -> list[float]:
    """The share of games each seat won, every seat played by the same strength."""
    wins = [0] * players
    options = {"monster": monster, "players": players, "boards": boards}
    for game in range(games):
        record = play_game(seed + game, options, [strength] * players)
        if record.winner is not None:
            wins[record.winner] += 1
    return [w / games for w in wins]


def lengths(games: int, monster: str, players: int, boards: int, seed: int = 0) -> tuple[float, float]:
    """Mean estimated minutes and mean rounds of games between casual runners (people, roughly)."""
    options = {"monster": monster, "players": players, "boards": boards}
    records = [play_game(seed + game, options, ["casual"] * players) for game in range(games)]
    return (sum(r.minutes for r in records) / games, sum(r.rounds for r in records) / games)


def strong_vs_casual(games: int, monster: str, players: int, boards: int, seed: int = 0) -> float:
    """The share of games seat 0, a strong runner, wins against casual runners in every other seat."""
    options = {"monster": monster, "players": players, "boards": boards}
    strengths = ["strong"] + ["casual"] * (players - 1)
    wins = sum(play_game(seed + g, options, strengths).winner == 0 for g in range(games))
    return wins / games


def random_games(games: int = 200, seed: int = 0) -> dict[str, float]:
    """Random full games (``rules.playout``) and commands per second, 4 runners on 2 boards, the
    monsters in turn."""
    monsters = ("vampire", "bear", "zombie", "dragon")
    return playouts_per_second(
        lambda game: random_playout(seed + game, monster=monsters[game % 4], players=4, boards=2)[1], games
    )


def report(games: int = 300, length_games: int = 60) -> str:
    """The figures CONTENT.md carries, as Markdown: ``python -m tabletop.games.outrun.bench.balance``."""
    monsters = ("vampire", "bear", "zombie", "dragon")
    lines = [
        f"Random full games per second (4 runners, 2 boards): {random_games()['games_per_second']:.0f}",
        "",
    ]
    lines += [
        f"Share of wins by seat, strong computer runners in every seat, 2 boards, {games} games each:",
        "",
        "| monster | runners | seat 0 | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for monster in monsters:
        for players in range(2, 7):
            shares = seat_wins(games, monster, players, 2)
            cells = [f"{share:.2f}" for share in shares] + [""] * (6 - players)
            lines.append(f"| {monster} | {players} | " + " | ".join(cells) + " |")
    lines += [
        "",
        f"Rounds and estimated minutes per game, casual computer runners, {length_games} games each:",
        "",
        "| monster | runners | 1 board | 2 boards | 3 boards | seconds per round |",
        "|---|---|---|---|---|---|",
    ]
    for monster in monsters:
        for players in (2, 4, 6):
            cells = []
            per_round = []
            for boards in (1, 2, 3):
                minutes, rounds = lengths(length_games, monster, players, boards)
                cells.append(f"{rounds:.1f} r, {minutes:.1f} min")
                per_round.append(60 * minutes / rounds)
            lines.append(f"| {monster} | {players} | " + " | ".join(cells) + f" | {sum(per_round) / 3:.0f} |")
    lines.append("")
    against = {monster: strong_vs_casual(games, monster, 4, 2) for monster in ("vampire", "bear")}
    lines.append(
        "A strong runner in seat 0 against three casual ones, 2 boards: wins "
        + ", ".join(f"{share:.2f} ({monster})" for monster, share in against.items())
    )
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
