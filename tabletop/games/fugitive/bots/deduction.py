"""The Marshal's deduction: what each face-down hideout can still be, and how likely each number is.

A row of hideouts is a rising sequence starting at card 0.  Everything here works from a seat's
*view* only, so the notepad's assist and the bots reason with exactly what that player may know:
this module reads a view into a :class:`~tabletop.games.fugitive.bots.hideout_solver.Puzzle` (the
model and the solver are there) and answers the questions the notepad and the bots ask.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from tabletop.games.fugitive.bots.hideout_solver import (
    BAND_OF,
    BANDS,
    HIGHEST_GUESS,
    PILE_SIZES,
    TOP,
    Count,
    Puzzle,
    Series,
    Slot,
    Solution,
    solve_robust,
)
from tabletop.games.fugitive.rules.cards import DECK_RANGES, NORMAL_RANGE, SPRINT, STARTING_DRAWS
from tabletop.games.fugitive.rules.view import FugitiveView, HideoutView


def missed_series(view: FugitiveView) -> list[tuple[int, ...]]:
    """The numbers of every series guess (two or more numbers) that found nothing."""
    return [
        tuple(int(n) for n in guess.get("numbers") or ())
        for guess in view.get("guesses") or ()
        if not guess.get("hit") and len(guess.get("numbers") or ()) > 1
    ]


# ------------------------------------------------------------------------------ from a view


def max_sprint_bonus(count: int, pool: Iterable[int]) -> int:
    """The most ``count`` sprint cards drawn from ``pool`` can add (the dearest ones)."""
    values = sorted((SPRINT.get(c, 0) for c in pool), reverse=True)
    if count <= len(values):
        return sum(values[:count])
    return sum(values) + 2 * (count - len(values))


def sprint_pool(unseen: Iterable[int], caps: Sequence[int | None]) -> list[int]:
    """The values the Fugitive's hidden cards can have: the unseen cards, as many of each pile as he owns.

    Only the dearest cards matter for a bound, so from a pile he holds ``cap`` unseen cards of,
    the ``cap`` dearest unseen ones stand for it.
    """
    by_band: dict[int, list[int]] = {}
    for card in unseen:
        if 0 < card < TOP:
            by_band.setdefault(BAND_OF[card], []).append(card)
    pool: list[int] = []
    for band, cards in by_band.items():
        cap = caps[band] if 0 <= band < len(caps) else None
        cards.sort(key=lambda c: -SPRINT.get(c, 0))
        pool += cards if cap is None else cards[:cap]
    return pool


def seen_numbers(view: FugitiveView) -> set[int]:
    """Numbers the viewer holds or has seen face up: none of them can be a hidden hideout."""
    seen: set[int] = {0}
    seen.update(view.get("hand") or ())
    seen.update(view.get("marshal_hand") or ())
    for hideout in view.get("hideouts") or ():
        card = hideout.get("card")
        if card is not None:
            seen.add(card)
        for card in hideout.get("sprint_cards") or ():
            seen.add(card)
    return seen


def _range_bonus(view: FugitiveView) -> int:
    """Extra normal range a Getaway Car may have given a hidden hideout (for views without dates).

    Such a view names only the latest event, so in the variants that hold a Getaway Car we allow
    its +2 for every hidden hideout: looser, but never wrong.
    """
    effects = view.get("effects") or {}
    bonus = int(effects.get("range_bonus", 0) or 0) if isinstance(effects, Mapping) else 0
    if _events_in_play(view):
        bonus = max(bonus, 2)
    return bonus


def _events_in_play(view: FugitiveView) -> bool:
    return (view.get("variant") or "none") != "none"


def _pile_hideout_counts(view: FugitiveView) -> dict[int, int] | None:
    """Hideout cards left in each pile (event cards and placeholders taken out)."""
    decks = view.get("decks")
    if decks is None:
        return None
    special = list(view.get("special_in_decks") or [0] * len(decks))
    return {d + 1: int(left) - int(special[d]) for d, left in enumerate(decks)}


def band_caps(view: FugitiveView, marshal_cards: Iterable[int]) -> tuple[int | None, ...]:
    """How many face-down hideouts each band can hold, from what the Fugitive can have drawn.

    Every card that left pile ``d`` is in the Marshal's hand (she sees those) or is the
    Fugitive's, in his hand or on the table: no event throws a hideout card away, and a
    Pickpocket or Dead Drop only moves cards between the two hands.  So his share, less what is
    face up, bounds the hidden hideouts in that range.
    """
    counts = _pile_hideout_counts(view)
    if counts is None:
        return (None,) * len(BANDS)
    marshal = set(marshal_cards)
    shown: set[int] = set()
    for hideout in view.get("hideouts") or ():
        card = hideout.get("card")
        if hideout.get("revealed") and card is not None:
            shown.add(card)
        for card in hideout.get("sprint_cards") or ():
            shown.add(card)
    caps: list[int | None] = [None] * len(BANDS)
    for deck, (low, high) in DECK_RANGES.items():
        left = counts.get(deck)
        if left is None:
            continue
        taken = PILE_SIZES[deck] - left
        marshal_share = sum(1 for c in marshal if low <= c <= high)
        fugitive_share = taken - marshal_share
        if fugitive_share < 0 or (fugitive_share < STARTING_DRAWS.get(deck, 0) and not _events_in_play(view)):
            continue  # the counts do not add up: trust nothing about this pile
        shown_share = sum(1 for c in shown if low <= c <= high)
        caps[BANDS.index((low, high))] = max(0, fugitive_share - shown_share)
    return tuple(caps)


def _dated(hideouts: Sequence[HideoutView]) -> bool:
    return bool(hideouts) and all(h.get("turn") is not None for h in hideouts[1:])


def _down_at(hideouts: Sequence[HideoutView], turn: int, *, same_turn: bool = False) -> int:
    """How many slots (card 0 included) were on the table at ``turn``, from the hideouts' dates.

    The row only grows at its end, so they are always its first slots.  A hideout placed on the
    same turn counts only when ``same_turn`` (a manhunt guess follows the 42 on its own turn).
    """
    existed = 1
    for hideout in hideouts[1:]:
        placed = int(hideout["turn"])
        if placed < turn or (same_turn and placed == turn):
            existed += 1
        else:
            break
    return existed


def _missed_guesses(view: FugitiveView) -> list[tuple[int, int]]:
    """(number, slots on the table then) for each single guess that missed.

    Views without dates fall back on the Fugitive placing at most one hideout per turn (one more
    with a Double Time): the row then held at least the current row minus that many.
    """
    now = int(view.get("turn") or 0)
    hideouts = list(view.get("hideouts") or ())
    length = len(hideouts)
    dated = _dated(hideouts)
    spare = 1 if _events_in_play(view) else 0
    out: list[tuple[int, int]] = []
    for guess in view.get("guesses") or ():
        numbers = list(guess.get("numbers") or ())
        if guess.get("hit") or len(numbers) != 1:
            continue
        turn = int(guess.get("turn") or 0)
        if dated:
            existed = _down_at(hideouts, turn, same_turn=bool(guess.get("manhunt")))
        else:
            fugitive_turns_since = sum(1 for t in range(turn + 1, now + 1) if t % 2 == 1)
            existed = length - fugitive_turns_since - spare
        if existed > 1:
            out.append((int(numbers[0]), existed))
    return out


def missed_numbers(view: FugitiveView) -> list[tuple[int, int]]:
    """(number, turn) of every single guess outside a manhunt that found nothing."""
    out: list[tuple[int, int]] = []
    for guess in view.get("guesses") or ():
        numbers = list(guess.get("numbers") or ())
        if guess.get("hit") or len(numbers) != 1 or guess.get("manhunt"):
            continue
        out.append((int(numbers[0]), int(guess.get("turn") or 0)))
    return out


def _series_facts(view: FugitiveView, hideouts: Sequence[HideoutView]) -> tuple[Series, ...]:
    """Every missed series as a hard fact, dated by the hideouts that were down when it was named."""
    dated = _dated(hideouts)
    now = int(view.get("turn") or 0)
    spare = 1 if _events_in_play(view) else 0
    facts: list[Series] = []
    for guess in view.get("guesses") or ():
        numbers = tuple(sorted({int(n) for n in guess.get("numbers") or ()}))
        if guess.get("hit") or len(numbers) < 2:
            continue
        turn = int(guess.get("turn") or 0)
        if dated:
            within = _down_at(hideouts, turn, same_turn=bool(guess.get("manhunt")))
        else:  # at least the current row less one hideout per Fugitive turn since (a safe undercount)
            within = len(hideouts) - sum(1 for t in range(turn + 1, now + 1) if t % 2 == 1) - spare
        if within > 1:
            facts.append(Series(numbers=numbers, within=within))
    # a miss that another one implies adds nothing: drop it (fewer states to follow)
    kept: list[Series] = []
    for fact in facts:
        implied = any(
            other is not fact
            and set(other.numbers) <= set(fact.numbers)
            and other.within >= fact.within
            and (other.numbers, other.within) != (fact.numbers, fact.within)
            for other in facts
        )
        if not implied and fact not in kept:
            kept.append(fact)
    return tuple(kept)


def _clue_facts(view: FugitiveView, hideouts: Sequence[HideoutView]) -> tuple[Count, ...]:
    """The Informant's clues as counts of the hideouts that are still hidden.

    A clue counted the hideouts face down when it was drawn.  Those hidden now were hidden then;
    a face-up one counted if it was turned up later: a guess that found it on a later turn, or on
    the clue's own turn when the clue came from the Marshal's draw (it precedes her guesses).
    With Discovery events the clue follows a hit on its turn, so that turn's first hit came
    before it; anything else (a Sighting, a second hit that turn) may have come before or after.
    """
    clues = view.get("clues") or ()
    if not clues or not _dated(hideouts):
        return ()
    discovery = view.get("variant") == "discovery"
    found: dict[int, tuple[int, int]] = {}  # card -> (turn, which hit of that turn)
    hits_in_turn: dict[int, int] = {}
    for guess in view.get("guesses") or ():
        if not guess.get("hit"):
            continue
        turn = int(guess.get("turn") or 0)
        order = hits_in_turn.get(turn, 0)
        hits_in_turn[turn] = order + 1
        for number in guess.get("numbers") or ():
            found.setdefault(int(number), (turn, order))
    out: list[Count] = []
    for clue in clues:
        turn, low, high, count = int(clue["turn"]), int(clue["low"]), int(clue["high"]), int(clue["count"])
        if low != 1 and (BAND_OF[low] < 0 or BANDS[BAND_OF[low]] != (low, high)):
            continue  # a range the solver does not follow (none of the Informant's)
        within = _down_at(hideouts, turn)
        after = 0
        unsure = 0
        for hideout in hideouts[1:within]:
            card = hideout.get("card")
            if not hideout.get("revealed") or card is None or not low <= card <= high:
                continue
            when = found.get(int(card))
            if when is None:
                unsure += 1  # turned up by an event
            elif when[0] > turn or (when[0] == turn and not discovery):
                after += 1
            elif when[0] == turn and when[1] > 0:
                unsure += 1
        out.append(Count(within=within, low=low, high=high, least=count - after - unsure, most=count - after))
    return tuple(out)


def puzzle_from_view(
    view: FugitiveView,
    *,
    as_marshal: bool = False,
    weights: Mapping[int, float] | None = None,
    prior: bool = False,
    miss_weight: float | None = None,
) -> Puzzle:
    """Build the puzzle a seat faces from its view.

    ``as_marshal`` hides every face-down card even if the view shows it (the Fugitive bot asks
    what the Marshal can work out); ``weights`` then gives a soft belief about the numbers the
    Marshal holds, instead of the hard exclusions of her own hand.  ``miss_weight`` scales down
    every number a single guess has missed (a hunch for the bots about hideouts placed since,
    not a fact: the facts are in the puzzle anyway).
    """
    hideouts = list(view.get("hideouts") or ())
    seen = seen_numbers(view)
    if as_marshal:
        seen = {0}
        for hideout in hideouts:
            card = hideout.get("card")
            if hideout.get("revealed") and card is not None:
                seen.add(card)
                seen.update(hideout.get("sprint_cards") or ())
    if as_marshal:
        caps: tuple[int | None, ...] = (None,) * len(BANDS)
    else:
        caps = band_caps(view, _marshal_cards(view))
    pool = sprint_pool((c for c in range(1, TOP) if c not in seen), caps)
    extra_range = _range_bonus(view)
    missed = _missed_guesses(view)

    slots: list[Slot] = []
    for index, hideout in enumerate(hideouts):
        card = hideout.get("card")
        revealed = bool(hideout.get("revealed"))
        known = card is not None and (revealed or not as_marshal)
        sprint_cards = hideout.get("sprint_cards")
        count = int(hideout.get("sprints") or 0)
        if sprint_cards is not None and (revealed or not as_marshal):
            bonus = sum(SPRINT.get(c, 0) for c in sprint_cards)
            cheaper = bonus
        else:
            bonus = max_sprint_bonus(count, pool)
            cheaper = max_sprint_bonus(count - 1, pool) if count else -1
        # dated views say which hideouts a Getaway Car helped; older ones only allow for it
        extra = int(hideout["range_bonus"] or 0) if "range_bonus" in hideout else extra_range
        gap = NORMAL_RANGE + extra + bonus if index else 0
        cheap = NORMAL_RANGE + extra + cheaper if count and not known else -1
        banned = frozenset(number for number, length in missed if index < length)
        slots.append(Slot(card=card if known else None, max_gap=gap, cheap_gap=cheap, banned=banned))
    if not slots:
        slots.append(Slot(card=0, max_gap=0))

    table = [0.0] + [1.0] * (TOP - 1) + [0.0]
    for v in seen:
        if 0 <= v <= TOP:
            table[v] = 0.0
    if weights is not None:
        for v, wv in weights.items():
            if 0 < v < TOP and table[v] > 0.0:
                table[v] = max(0.0, min(1.0, float(wv)))
    if miss_weight is not None:
        for number, _ in missed_numbers(view):
            if 0 < number < TOP:
                table[number] *= miss_weight
    hidden_any = any(s.card is None for s in slots)
    return Puzzle(
        slots=tuple(slots),
        weight=tuple(table),
        caps=caps,
        prior=prior,
        series=_series_facts(view, hideouts) if hidden_any else (),
        counts=_clue_facts(view, hideouts) if hidden_any else (),
    )


def _marshal_cards(view: FugitiveView) -> list[int]:
    cards = view.get("marshal_hand")
    if cards is None and view.get("seat") == 1:
        cards = view.get("hand")
    return [c for c in cards or () if isinstance(c, int)]


def analyse(view: FugitiveView, *, prior: bool = False) -> tuple[Puzzle, Solution]:
    """Solve the viewer's own puzzle (relaxing it if the table contradicts an assumption)."""
    return solve_robust(puzzle_from_view(view, prior=prior))


# ------------------------------------------------------------------------------ public helpers


def hideout_ranges(view: FugitiveView) -> list[tuple[int, int] | None]:
    """Per hideout in row order: None when the viewer knows its card, else the (low, high) it can be."""
    puzzle, solution = analyse(view)
    out: list[tuple[int, int] | None] = []
    for index, slot in enumerate(puzzle.slots[: len(view.get("hideouts") or ())]):
        if slot.card is not None:
            out.append(None)
            continue
        support = solution.support(index) if solution.total > 0 else []
        out.append((support[0], support[-1]) if support else (1, HIGHEST_GUESS))
    return out


def candidates(view: FugitiveView) -> list[frozenset[int]]:
    """Per face-down hideout in row order, every number it can still be (just its card if known)."""
    puzzle, solution = analyse(view)
    out: list[frozenset[int]] = []
    for index, hideout in enumerate(view.get("hideouts") or ()):
        if hideout.get("revealed"):
            continue
        slot = puzzle.slots[index]
        if slot.card is not None:
            out.append(frozenset({slot.card}))
        elif solution.total > 0:
            out.append(frozenset(solution.support(index)))
        else:
            out.append(frozenset())
    return out


def probabilities(view: FugitiveView, *, prior: bool = False) -> dict[int, float]:
    """For each number 1-41, the chance it is a face-down hideout, counting every consistent trail.

    Trails are weighed equally (or, with ``prior``, trails whose sprint cards were all needed
    count a little more).  Face-down hideouts the viewer can see count as certain.
    """
    puzzle, solution = analyse(view, prior=prior)
    chances = solution.number_probabilities() if solution.total > 0 else [0.0] * (TOP + 1)
    hideouts = view.get("hideouts") or ()
    for index, slot in enumerate(puzzle.slots[: len(hideouts)]):
        if slot.card is not None and not hideouts[index].get("revealed") and 0 < slot.card <= HIGHEST_GUESS:
            chances[slot.card] = 1.0
    return {v: chances[v] for v in range(1, HIGHEST_GUESS + 1)}
