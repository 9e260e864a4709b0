"""The computer survivor before the escape: drafting, gearing up, the start room, the supplies deck.

Draft: take the card worth most to this inventory (a card that combines with one held counts
what the pair makes).  Gear up: combine whenever the pair is worth more than its parts, then
discard what adds least until the gear fits, then ready.  "casual" judges with noise.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from tabletop.core.contract import Command
from tabletop.games.just_run.bots.bot_board import Board
from tabletop.games.just_run.bots.bot_goals import extra_value, keep_value
from tabletop.games.just_run.bots.bot_values import (
    breaks_walls,
    card_json,
    combined_json,
    gear_value,
    item_value,
    synergy,
)
from tabletop.games.just_run.rules.view import ItemView, JustRunView, SurvivorView

#: how far a casual survivor's judgement of a card may be off
CASUAL_NOISE = 0.9


def _me(view: JustRunView, seat: int) -> SurvivorView:
    """The bot's own survivor (every seat has one)."""
    return view["survivors"][seat]


def _noise(strong: bool, rng: random.Random) -> float:
    return 0.0 if strong else rng.gauss(0.0, CASUAL_NOISE)


def pick(
    view: JustRunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command | None:
    """Calm draft: the card that adds most to this survivor's gear."""
    items = list(_me(view, seat).get("items") or [])
    best: tuple[float, int] | None = None
    choice: Command | None = None
    for index, command in enumerate(legal):
        card = getattr(command, "card", None)
        if command.TYPE != "pick" or not isinstance(card, int):
            continue
        made = card_json(card)
        if made is None:
            continue
        score = item_value(made) + synergy(card, items) + extra_value(view, items, made)
        score += _noise(strong, rng)
        key = (score, -index)
        if best is None or key > best:
            best, choice = key, command
    return choice


def supplies(
    view: JustRunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command | None:
    """The supplies deck: the card worth most to this survivor's gear, if it fits."""
    me = _me(view, seat)
    items = list(me.get("items") or [])
    room = int(me.get("capacity", 5)) - int(me.get("space", 0))
    best: tuple[float, int] | None = None
    choice: Command | None = None
    for index, command in enumerate(legal):
        card = getattr(command, "card", None)
        if command.TYPE != "choose" or not isinstance(card, int):
            continue
        made = card_json(card)
        if made is None:
            continue
        score = gear_value([*items, made]) - gear_value(items) + synergy(card, items)
        score += extra_value(view, items, made)
        if breaks_walls(made) and not any(breaks_walls(i) for i in items):
            score += 0.5 + (3.0 if _no_way_out(view, seat) else 0.0)
        if int(made.get("space", 1)) > room:
            score -= 2.0  # it would stay on the floor
        score += _noise(strong, rng)
        if best is None or (score, -index) > best:
            best, choice = (score, -index), command
    return choice


def _no_way_out(view: JustRunView, seat: int) -> bool:
    board = Board.from_view(view)
    return board.dist(board.where(seat)) >= 99.0


def gear_up(
    view: JustRunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command | None:
    """Combine what is worth combining, discard down to the inventory limit, then ready."""
    items = {int(i["id"]): i for i in _me(view, seat).get("items") or []}
    best_combine: tuple[float, Command] | None = None
    for command in legal:
        if command.TYPE != "combine":
            continue
        a, b = items.get(getattr(command, "item", -1)), items.get(getattr(command, "other", -1))
        if a is None or b is None:
            continue
        made = combined_json(a, b)
        if made is None:
            continue
        rest = [i for key, i in items.items() if key not in (a["id"], b["id"])]
        gain = gear_value([*rest, made]) - gear_value(list(items.values()))
        gain += 0.3 * (int(a["space"]) + int(b["space"]) - int(made["space"]))
        if gain > 0 and (best_combine is None or gain > best_combine[0]):
            best_combine = (gain, command)
    if best_combine is not None:
        return best_combine[1]
    ready = next((c for c in legal if c.TYPE == "end_turn"), None)
    if ready is not None:
        return ready
    return discard_least(items, legal, strong, rng, view)


def discard_least(
    items: Mapping[int, ItemView],
    legal: Sequence[Command],
    strong: bool,
    rng: random.Random,
    view: JustRunView | None = None,
) -> Command | None:
    """The discard that loses least gear value per space it frees (what the scenarios ask for
    counted in: a memento or an Antidote stays)."""
    whole = list(items.values())

    def worth(gear: list[ItemView]) -> float:
        return gear_value(gear) + (keep_value(view, gear) if view is not None else 0.0)

    total = worth(whole)
    best: tuple[float, Command] | None = None
    for command in legal:
        if command.TYPE != "discard":
            continue
        item = items.get(getattr(command, "item", -1))
        if item is None:
            continue
        rest = [i for i in whole if i is not item]
        loss = total - worth(rest)
        freed = max(int(item.get("space", 1)), 0)
        key = (loss - 0.4 * freed + _noise(strong, rng) * 0.3) if freed else 99.0
        if best is None or key < best[0]:
            best = (key, command)
    return best[1] if best else None


def start(
    view: JustRunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command | None:
    """A start room: cooperative survivors stand by the others (a group splits the zombies'
    attacks and stops the hand-print rooms spawning); competitors and casual players spread out."""
    starts = [c for c in legal if c.TYPE == "start"]
    if not starts:
        return None
    if not strong:
        return rng.choice(starts)
    taken: dict[int, int] = {}
    for survivor in view.get("survivors") or []:
        room = survivor.get("room")
        if room is not None and room.get("row") == 0:
            taken[int(room["col"])] = taken.get(int(room["col"]), 0) + 1
    # the hand-print start rooms (1 and 3) first: standing there stops their spawn
    order = (1, 3, 2, 0, 4) if view.get("mode") == "coop" else (2, 1, 3, 0, 4)
    by_col = {int(getattr(c, "col", -1)): c for c in starts}
    for col in sorted(by_col, key=lambda c: (taken.get(c, 0), order.index(c) if c in order else 9)):
        return by_col[col]
    return starts[0]
