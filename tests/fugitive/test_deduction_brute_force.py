"""The deduction against brute force: on small random rows, enumerate every trail and compare.

Each case is a short game history made up turn by turn from a true trail that follows the
Fugitive's rules (rising hideouts, each within 3 of the last plus its sprint cards and any
Getaway Car), with the Marshal's misses, missed series, hits, the Informant's clues, Sightings,
her hand and the pile counts.  The Marshal's view of it is handed to the deduction, and this
module's own enumerator reads the same view and lists every trail by hand.

The prior the two share, stated once: every consistent trail weighs the same; with
``prior=True`` a hideout whose gap fewer of its sprint cards could have bridged weighs
``CHEAP_GAP_WEIGHT``; with per-number weights, a trail weighs the product of its numbers'.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from tabletop.games.fugitive.bots import deduction, hideout_solver
from tabletop.games.fugitive.rules.cards import DECK_RANGES, SPRINT, STARTING_DRAWS
from tabletop.games.fugitive.rules.events import INFORMANT_RANGES

TOLERANCE = 1e-9


# ------------------------------------------------------------------------------- random cases


@dataclass
class Placed:
    card: int
    sprints: list[int]
    turn: int
    range_bonus: int
    revealed: bool = False


@dataclass
class History:
    variant: str
    trail: list[Placed] = field(default_factory=list)
    guesses: list[dict[str, Any]] = field(default_factory=list)
    clues: list[dict[str, int]] = field(default_factory=list)
    turn: int = 0


def _down(history: History) -> list[int]:
    return [p.card for p in history.trail if not p.revealed]


def _face_up(history: History) -> set[int]:
    return {p.card for p in history.trail if p.revealed}


def _place(history: History, rng: random.Random, used: set[int]) -> bool:
    """The Fugitive lays one more hideout, sprinting now and then (sometimes more than needed)."""
    previous = history.trail[-1].card if history.trail else 0
    bonus = 2 if history.variant != "none" and rng.random() < 0.15 else 0
    count = rng.choice((0, 0, 0, 1, 1, 2))
    spare = [c for c in range(1, 42) if c not in used]
    sprints = rng.sample(spare, count)
    reach = 3 + bonus + sum(SPRINT[c] for c in sprints)
    options = [
        v for v in range(previous + 1, min(41, previous + reach) + 1) if v not in used and v not in sprints
    ]
    if not options:
        return False
    card = rng.choice(options)
    used.update([card, *sprints])
    history.trail.append(Placed(card, sprints, history.turn, bonus))
    return True


def _inform(history: History) -> None:
    for low, high in INFORMANT_RANGES:
        count = sum(1 for c in _down(history) if low <= c <= high)
        history.clues.append({"turn": history.turn, "low": low, "high": high, "count": count})


def _marshal_acts(history: History, rng: random.Random) -> None:
    """One Marshal turn: a clue from her draw now and then, then a guess (or a Sighting)."""
    discovery = history.variant == "discovery"
    if not discovery and history.variant != "none" and rng.random() < 0.2:
        _inform(history)
    down = _down(history)
    if not down:
        return
    roll = rng.random()
    face_up = _face_up(history)
    near = [v for v in range(1, max(down) + 4) if v not in face_up and v <= 41]
    if roll < 0.3:
        number = rng.choice([v for v in near if v not in down] or [41])
        history.guesses.append({"numbers": [number], "hit": False, "turn": history.turn, "manhunt": False})
    elif roll < 0.65:
        size = rng.choice((2, 2, 3))
        right = rng.sample(down, min(len(down), size - 1))
        wrong = [v for v in near if v not in down and v not in right]
        numbers = sorted(right + rng.sample(wrong, 1)) if wrong else []
        if len(numbers) >= 2:
            history.guesses.append({"numbers": numbers, "hit": False, "turn": history.turn, "manhunt": False})
    elif roll < 0.85 and len(down) > 1:
        found = rng.sample(down, rng.choice((1, 1, 2)) if len(down) > 2 else 1)
        for placed in history.trail:
            if placed.card in found:
                placed.revealed = True
        history.guesses.append(
            {"numbers": sorted(found), "hit": True, "turn": history.turn, "manhunt": False}
        )
        if discovery and rng.random() < 0.5:
            _inform(history)  # the Fugitive's Discovery draw after her hit
    elif history.variant != "none" and len(down) > 1:
        lowest = min((p for p in history.trail if not p.revealed), key=lambda p: p.card)
        lowest.revealed = True  # a Sighting: no guess records it


def make_history(rng: random.Random) -> History:
    history = History(variant=rng.choice(("none", "random", "discovery", "helpful")))
    used: set[int] = set()
    hideouts = rng.randint(2, 6)
    history.turn = 1
    _place(history, rng, used)
    if rng.random() < 0.4:
        _place(history, rng, used)  # the first turn may lay two
    while len(history.trail) < hideouts:
        history.turn += 1
        _marshal_acts(history, rng)
        history.turn += 1
        if rng.random() < 0.8 and not _place(history, rng, used):
            break
    history.turn += 1
    _marshal_acts(history, rng)
    return history


def make_view(history: History, rng: random.Random) -> dict[str, Any]:
    """The Marshal's view of ``history``, with a hand and (mostly) the pile counts."""
    mine = {p.card for p in history.trail} | {c for p in history.trail for c in p.sprints}
    hand = sorted(rng.sample([c for c in range(4, 42) if c not in mine], rng.randint(0, 6)))
    view: dict[str, Any] = {
        "seat": 1,
        "phase": "marshal_guess",
        "turn": history.turn,
        "variant": history.variant,
        "hand": hand,
        "marshal_hand": list(hand),
        "hideouts": [
            {"card": 0, "revealed": True, "sprints": 0, "sprint_cards": [], "turn": 0, "range_bonus": 0}
        ]
        + [
            {
                "card": p.card if p.revealed else None,
                "revealed": p.revealed,
                "sprints": len(p.sprints),
                "sprint_cards": list(p.sprints) if p.revealed else None,
                "turn": p.turn,
                "range_bonus": p.range_bonus,
            }
            for p in history.trail
        ],
        "guesses": history.guesses,
        "clues": history.clues,
        "effects": {"range_bonus": 0},
    }
    if rng.random() < 0.7:
        decks = []
        for deck, (low, high) in DECK_RANGES.items():
            his = sum(1 for c in mine if low <= c <= high) + rng.randint(0, 2)
            his = max(his, STARTING_DRAWS[deck])
            hers = sum(1 for c in hand if low <= c <= high)
            decks.append(high - low + 1 - his - hers)
        view["decks"] = decks
        view["special_in_decks"] = [0, 0, 0]
    return view


# -------------------------------------------------------------------------- the enumerator


def _caps(view: dict[str, Any]) -> dict[tuple[int, int], int]:
    """Per pile range: the most hidden cards of it the Fugitive can have (absent: no limit known)."""
    if "decks" not in view:
        return {}
    hand = set(view["marshal_hand"])
    shown = {h["card"] for h in view["hideouts"] if h["revealed"]}
    shown |= {c for h in view["hideouts"] for c in h["sprint_cards"] or ()}
    caps = {}
    for deck, (low, high) in DECK_RANGES.items():
        left = view["decks"][deck - 1] - view["special_in_decks"][deck - 1]
        his = (high - low + 1) - left - sum(1 for c in hand if low <= c <= high)
        if his < 0 or (his < STARTING_DRAWS[deck] and view["variant"] == "none"):
            continue
        caps[(low, high)] = his - sum(1 for c in shown if low <= c <= high)
    return caps


def _best_sprint(count: int, unseen: list[int], caps: dict[tuple[int, int], int]) -> int:
    """What ``count`` hidden sprint cards can be worth at most: his dearest possible cards."""
    values: list[int] = []
    for low, high in ((1, 3), *DECK_RANGES.values()):
        mine = sorted((SPRINT[c] for c in unseen if low <= c <= high), reverse=True)
        values += mine[: caps.get((low, high), len(mine))]
    values.sort(reverse=True)
    return sum(values[:count]) + 2 * max(0, count - len(values))


def _existed(view: dict[str, Any], turn: int) -> int:
    """Slots (card 0 included) on the table when something happened on ``turn``."""
    return 1 + sum(1 for h in view["hideouts"][1:] if h["turn"] < turn)


def _clue_bounds(view: dict[str, Any], clue: dict[str, int]) -> tuple[int, int, int]:
    """(slots counted, least, most) hidden hideouts the clue allows in its range."""
    within = _existed(view, clue["turn"])
    found: dict[int, tuple[int, int]] = {}
    per_turn: dict[int, int] = {}
    for guess in view["guesses"]:
        if guess["hit"]:
            order = per_turn.get(guess["turn"], 0)
            per_turn[guess["turn"]] = order + 1
            for n in guess["numbers"]:
                found[n] = (guess["turn"], order)
    after = unsure = 0
    for h in view["hideouts"][1:within]:
        if not h["revealed"] or not clue["low"] <= h["card"] <= clue["high"]:
            continue
        when = found.get(h["card"])
        if when is None:
            unsure += 1
        elif when[0] > clue["turn"] or (when[0] == clue["turn"] and view["variant"] != "discovery"):
            after += 1
        elif when[0] == clue["turn"] and when[1] > 0:
            unsure += 1
    return within, clue["count"] - after - unsure, clue["count"] - after


def enumerate_trails(
    view: dict[str, Any], *, prior: bool = False, weights: dict[int, float] | None = None
) -> tuple[dict[int, float], list[tuple[int, int] | None]]:
    """Every trail the view allows, weighed: the chance of each number 1-41 and each slot's range."""
    row = view["hideouts"]
    seen = {0, *view["marshal_hand"]}
    for h in row:
        if h["revealed"]:
            seen.add(h["card"])
            seen.update(h["sprint_cards"] or ())
    caps = _caps(view)
    unseen = [c for c in range(1, 42) if c not in seen]
    reach: list[int] = [0]
    cheap: list[int] = [0]
    for h in row[1:]:
        base = 3 + h["range_bonus"]
        if h["revealed"]:
            reach.append(base + sum(SPRINT[c] for c in h["sprint_cards"]))
            cheap.append(0)
        else:
            reach.append(base + _best_sprint(h["sprints"], unseen, caps))
            cheap.append(base + _best_sprint(h["sprints"] - 1, unseen, caps) if h["sprints"] else 0)
    singles = [
        (g["numbers"][0], _existed(view, g["turn"]))
        for g in view["guesses"]
        if not g["hit"] and len(g["numbers"]) == 1
    ]
    series = [
        (set(g["numbers"]), _existed(view, g["turn"]))
        for g in view["guesses"]
        if not g["hit"] and len(g["numbers"]) > 1
    ]
    clues = [(_clue_bounds(view, c), c["low"], c["high"]) for c in view["clues"]]
    hidden = [i for i, h in enumerate(row) if not h["revealed"]]

    chances = [0.0] * 43
    lows = {i: 99 for i in hidden}
    highs = {i: -1 for i in hidden}
    total = 0.0

    def consistent(values: list[int]) -> float:
        weight = 1.0
        for i in range(1, len(values)):
            gap = values[i] - values[i - 1]
            if gap <= 0 or gap > reach[i]:
                return 0.0
            if prior and i in hidden and cheap[i] and gap <= cheap[i]:
                weight *= hideout_solver.CHEAP_GAP_WEIGHT
        for i in hidden:
            if weights is not None:
                weight *= weights.get(values[i], 1.0)
            for number, within in singles:
                if values[i] == number and i < within:
                    return 0.0
        for numbers, within in series:
            if numbers <= set(values[:within]):
                return 0.0
        for (low, high), cap in caps.items():
            if sum(1 for i in hidden if low <= values[i] <= high) > cap:
                return 0.0
        for (within, least, most), low, high in clues:
            count = sum(1 for i in hidden if i < within and low <= values[i] <= high)
            if not least <= count <= most:
                return 0.0
        return weight

    def extend(values: list[int]) -> None:
        nonlocal total
        i = len(values)
        if i == len(row):
            weight = consistent(values)
            if weight > 0.0:
                total += weight
                for j in hidden:
                    chances[values[j]] += weight
                    lows[j] = min(lows[j], values[j])
                    highs[j] = max(highs[j], values[j])
            return
        if row[i]["revealed"]:
            if values[-1] < row[i]["card"] <= values[-1] + reach[i]:
                extend([*values, row[i]["card"]])
            return
        for v in range(values[-1] + 1, min(41, values[-1] + reach[i]) + 1):
            if v not in seen:
                extend([*values, v])

    extend([0])
    assert total > 0.0, "the true trail is always consistent"
    probabilities = {v: chances[v] / total for v in range(1, 42)}
    ranges = [None if h["revealed"] else (lows[i], highs[i]) for i, h in enumerate(row)]
    return probabilities, ranges


def assert_same_chances(found: dict[int, float], expected: dict[int, float], case: object) -> None:
    for v in range(1, 42):
        assert abs(found[v] - expected[v]) < TOLERANCE, (case, v, found[v], expected[v])


# -------------------------------------------------------------------------------------- tests


CASES = 300


@pytest.mark.parametrize("chunk", range(6))
def test_the_chances_and_ranges_match_every_trail_enumerated_on_random_small_rows(chunk):
    """Rulebook, The Marshal's Options (single guesses, series) and the Informant event, all at once."""
    checked = series_seen = clues_seen = 0
    for seed in range(chunk * CASES // 6, (chunk + 1) * CASES // 6):
        rng = random.Random(seed)
        history = make_history(rng)
        view = make_view(history, rng)
        expected, ranges = enumerate_trails(view)
        assert_same_chances(deduction.probabilities(view), expected, seed)
        assert deduction.hideout_ranges(view) == ranges, seed
        truth = [p.card for p in history.trail]
        for card, span in zip(truth, ranges[1:], strict=True):
            assert span is None or span[0] <= card <= span[1], (seed, truth, ranges)
        checked += 1
        series_seen += any(len(g["numbers"]) > 1 and not g["hit"] for g in view["guesses"])
        clues_seen += bool(view["clues"])
    assert checked == CASES // 6
    assert series_seen > checked // 3 and clues_seen > 0


@pytest.mark.parametrize("chunk", range(2))
def test_the_sprint_prior_weighs_the_same_trails_as_the_enumeration(chunk):
    """With ``prior``, a gap that fewer sprint cards could have bridged counts CHEAP_GAP_WEIGHT."""
    for seed in range(1000 + chunk * 75, 1000 + (chunk + 1) * 75):
        rng = random.Random(seed)
        view = make_view(make_history(rng), rng)
        expected, _ = enumerate_trails(view, prior=True)
        assert_same_chances(deduction.probabilities(view, prior=True), expected, seed)


def test_soft_weights_per_number_weigh_each_trail_by_the_product_of_its_numbers():
    """The Fugitive bot's soft picture of her hand: a trail weighs the product of its weights."""
    for seed in range(2000, 2060):
        rng = random.Random(seed)
        view = make_view(make_history(rng), rng)
        soft = {v: rng.choice((0.25, 0.5, 1.0)) for v in range(1, 42)}
        expected, _ = enumerate_trails(view, weights=soft)
        puzzle, solution = hideout_solver.solve_robust(deduction.puzzle_from_view(view, weights=soft))
        assert puzzle == deduction.puzzle_from_view(view, weights=soft)  # no fact was relaxed
        chances = solution.number_probabilities()
        assert_same_chances({v: chances[v] for v in range(1, 42)}, expected, seed)


def issue_example() -> dict[str, Any]:
    """3 and 4 face up, two hideouts face down after them, the Marshal holds 7, and "5, 6" missed."""

    def down(turn: int) -> dict[str, Any]:
        return {
            "card": None,
            "revealed": False,
            "sprints": 0,
            "sprint_cards": None,
            "turn": turn,
            "range_bonus": 0,
        }

    def up(card: int, turn: int) -> dict[str, Any]:
        return {
            "card": card,
            "revealed": True,
            "sprints": 0,
            "sprint_cards": [],
            "turn": turn,
            "range_bonus": 0,
        }

    return {
        "seat": 1,
        "phase": "marshal_guess",
        "turn": 10,
        "variant": "none",
        "hand": [7],
        "marshal_hand": [7],
        "hideouts": [up(0, 0), up(3, 1), up(4, 3), down(5), down(7)],
        "guesses": [{"numbers": [5, 6], "hit": False, "turn": 8, "manhunt": False}],
        "clues": [],
        "effects": {"range_bonus": 0},
    }


def test_after_5_6_nothing_found_5_and_6_are_never_both_hideouts():
    """Rulebook, Guess a series of Hideouts: a miss means not all of its numbers are hideouts.

    Without the miss the trails are (5,6) (5,8) (6,8) (6,9): 5 at 50 %, 6 at 75 %.  The miss
    removes (5,6), leaving three trails; the second hideout can no longer be 6 either.
    """
    view = issue_example()
    chances = deduction.probabilities(view)
    assert abs(chances[5] - 1 / 3) < TOLERANCE
    assert abs(chances[6] - 2 / 3) < TOLERANCE
    assert abs(chances[8] - 2 / 3) < TOLERANCE
    assert abs(chances[9] - 1 / 3) < TOLERANCE
    assert deduction.hideout_ranges(view) == [None, None, None, (5, 6), (8, 9)]
    expected, ranges = enumerate_trails(view)
    assert_same_chances(chances, expected, "issue")
    assert ranges == deduction.hideout_ranges(view)


def test_a_series_missed_before_the_second_hideout_went_down_says_nothing_about_it():
    """The miss only speaks of the hideouts down when it was named: placed later, 6 may follow 5."""
    view = issue_example()
    view["hideouts"][-1]["turn"] = 9  # the second face-down hideout came after the guess on turn 8
    chances = deduction.probabilities(view)
    assert abs(chances[5] - 0.5) < TOLERANCE
    assert abs(chances[6] - 0.75) < TOLERANCE


def test_an_informant_clue_counts_the_hideouts_face_down_when_it_came():
    """The Informant event: one face-down hideout in 1-14 then, so the newer one lies above 14."""
    view = issue_example()
    view["variant"] = "random"
    view["guesses"] = []
    view["hideouts"] = view["hideouts"][:4] + [
        {"card": None, "revealed": False, "sprints": 3, "sprint_cards": None, "turn": 9, "range_bonus": 0}
    ]
    view["clues"] = [
        {"turn": 10, "low": 1, "high": 14, "count": 1},
        {"turn": 10, "low": 15, "high": 28, "count": 1},
        {"turn": 10, "low": 29, "high": 41, "count": 0},
    ]
    ranges = deduction.hideout_ranges(view)
    assert ranges[3] is not None and ranges[3][1] <= 7
    assert ranges[4] is not None and ranges[4][0] >= 15
    expected, enumerated = enumerate_trails(view)
    assert_same_chances(deduction.probabilities(view), expected, "clue")
    assert enumerated == ranges
