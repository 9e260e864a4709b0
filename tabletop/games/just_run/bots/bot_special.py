"""Scores for the special items and actions and the scenarios' commands, one per command type
(merged into ``bot_escape.SCORERS``): throwing for noise, the lit Molotov Cocktail, the fire
barricade, the Vile Disguise, repairs, kept optional events, exchanges and the answer to one,
Find the Cure's ``take_cure`` and Rescue Mission's ``heal_rescuee``.

Each reads only the ``Turn`` (the view) and is in the units of ``bot_escape``: a step nearer the
way out is 1, a life point what ``Turn.harm`` says.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from tabletop.core.contract import Command
from tabletop.games.just_run.bots.bot_board import STEP, Board, Cell
from tabletop.games.just_run.bots.bot_goals import (
    extra_value,
    is_antidote,
    kills_needed,
    rescuee_cell,
    team_antidotes,
)
from tabletop.games.just_run.bots.bot_values import as_item, gear_value, item_value
from tabletop.games.just_run.rules.items import stats
from tabletop.games.just_run.rules.view import ItemView, JustRunView, SurvivorView


class Turn(Protocol):
    """What these scorers read of ``bot_escape.Turn`` (named here so neither module imports the
    other's: ``bot_escape`` merges these scorers into its table)."""

    view: JustRunView
    board: Board
    seat: int
    coop: bool
    here: Cell
    actions: int
    items: list[ItemView]

    @property
    def me(self) -> SurvivorView: ...

    def health(self, seat: int | None = None) -> int: ...

    def hurt_weight(self, seat: int | None = None) -> float: ...

    def harm(self, damage: float, seat: int | None = None) -> float: ...

    def opportunity(self, zombies: int | None = None) -> float: ...

    def waiting(self, cell: Cell) -> float: ...

    def ends_turn(self, spent: int) -> bool: ...


BODY = 6
#: a zombie held back a zombie turn by a noise token, in life points' units
HELD = 0.35
#: what a zombie destroyed by fire is worth (as ``bot_escape.KILL``)
BURNT = 0.9
#: an exchange must gain this much to be accepted
ACCEPT_MARGIN = 0.05
#: a cooperative survivor never sets a teammate alight
FRIENDLY_FIRE = -1000.0


def _field(command: Command, name: str) -> Any:
    return getattr(command, name, None)


def _item(turn: Turn, item_id: Any) -> ItemView | None:
    return next((i for i in turn.items if i.get("id") == item_id), None)


def normal(turn: Turn, spent: int = 1) -> float:
    """A normal action's cost here (as ``bot_escape._normal``): attacks of opportunity and the
    zombie turn ahead."""
    later = turn.waiting(turn.here) * (1.0 if turn.ends_turn(spent) else 0.7)
    return turn.harm(turn.opportunity() + later)


def combining(turn: Turn, value: float) -> float:
    """Combining is a normal action while actions are left, and free after them."""
    return value - 1.0 - normal(turn) if turn.actions > 0 else value


def worth(turn: Turn, item: ItemView) -> float:
    """What an item is worth to this survivor's gear, the scenarios included."""
    rest = [i for i in turn.items if i is not item]
    return gear_value(turn.items) - gear_value(rest) + extra_value(turn.view, rest, item)


def _target(command: Command) -> Cell | None:
    row, col = _field(command, "row"), _field(command, "col")
    return (row, col) if isinstance(row, int) and isinstance(col, int) else None


def _toward_us(turn: Turn, cell: Cell) -> bool:
    """Zombies in ``cell`` would walk into a room with survivors next (it opens onto one)."""
    board = turn.board
    return any(board.people(other) for _side, other in board.open_neighbours(cell))


def score_throw(turn: Turn, command: Command) -> float:
    item = _item(turn, _field(command, "item"))
    cell = _target(command)
    if item is None or cell is None:
        return -1.0
    board = turn.board
    zombies = board.zombies(cell)
    if item.get("lit"):
        people = board.people(cell)
        if people and turn.coop:
            return FRIENDLY_FIRE
        burnt = min(zombies, 3) * BURNT * 0.6
        rivals = 0.4 * len(people) if people else 0.0
        return burnt + rivals - normal(turn)
    # a noise token holds the room's zombies back at their next move: worth it at a doorway
    held = HELD * zombies if _toward_us(turn, cell) and not board.people(cell) else 0.0
    return held - worth(turn, item) - 0.3 - normal(turn)


def score_ignite(turn: Turn, command: Command) -> float:
    """Free, but a lit Molotov only flies one room: light it when a crowded room without
    teammates lies next door and an action is left to throw it."""
    if turn.actions <= 0:
        return -1.0
    board = turn.board
    for _side, other in board.open_neighbours(turn.here):
        if board.zombies(other) >= 2 and not (turn.coop and board.people(other)):
            return 0.2
    return -1.0


def _other(turn: Turn, side: str) -> Cell | None:
    if side not in STEP:
        return None
    dr, dc = STEP[side]
    return (turn.here[0] + dr, turn.here[1] + dc)


def _on_our_way(turn: Turn, cell: Cell) -> bool:
    board = turn.board
    return board.dist(cell) < board.dist(turn.here)


def score_fire_barricade(turn: Turn, command: Command) -> float:
    other = _other(turn, str(_field(command, "side")))
    item = _item(turn, _field(command, "item"))
    if other is None or item is None:
        return -1.0
    if _on_our_way(turn, other):
        return -2.0
    coming = turn.board.zombies(other) + 0.5 * sum(
        turn.board.zombies(c) for _s, c in turn.board.open_neighbours(other)
    )
    return combining(turn, 0.4 * coming - worth(turn, item))


def score_ignite_barricade(turn: Turn, command: Command) -> float:
    """A burning barricade hurts whoever crosses it: on a chokepoint the zombies come through."""
    other = _other(turn, str(_field(command, "side")))
    if other is None or _on_our_way(turn, other):
        return -1.0
    zombies = turn.board.zombies(other)
    return 0.3 * zombies - 0.1 if zombies else -0.2


def score_disguise(turn: Turn, command: Command) -> float:
    """A Vile Disguise costs every dead-zombie token (Extermination needs them); it pays when
    zombies stand between this survivor and the way out."""
    if kills_needed(turn.view, turn.seat) or turn.view.get("kill_quota") is not None:
        return -3.0
    return combining(turn, 0.4 * _crowd(turn) - 0.2)


def _crowd(turn: Turn) -> int:
    board = turn.board
    return board.zombies(turn.here) + sum(board.zombies(c) for _s, c in board.open_neighbours(turn.here))


def score_use_disguise(turn: Turn, item: ItemView) -> float:
    """Putting the disguise on: the zombies then ignore the wearer."""
    return 0.5 * _crowd(turn) - 0.3 - normal(turn)


def score_repair(turn: Turn, command: Command) -> float:
    kit = _item(turn, _field(command, "item"))
    target = _item(turn, _field(command, "target"))
    if kit is None or target is None:
        return -1.0
    mended: ItemView = {**target, "broken": False}
    rest = [i for i in turn.items if i is not target and i is not kit]
    gain = gear_value([*rest, mended]) - gear_value([*rest, target])
    return gain - 0.5 * item_value(kit) - normal(turn)


#: the kept optional events by card key: what each does
EVENT_KIND = {
    "second_wind": "heal",
    "adrenaline": "action",
    "slam_door": "slam",
    "distant_crash": "crash",
    "crawlspace": "passage",
    "air_duct": "passage",
}


def _event_key(turn: Turn, card: Any) -> str | None:
    events = turn.me.get("events") or []
    return next((str(e.get("key")) for e in events if e.get("card") == card), None)


def score_play_event(turn: Turn, command: Command) -> float:
    """Optional events are lost at the end of the turn: play each where it helps most."""
    kind = EVENT_KIND.get(_event_key(turn, _field(command, "card")) or "")
    board = turn.board
    cell = _target(command)
    if kind == "heal":
        return min(2, BODY - int(turn.me.get("body", BODY))) * turn.hurt_weight() * 0.5
    if kind == "action":
        return 0.6
    if kind == "slam" and cell is not None:
        other = _other(turn, str(_field(command, "side")))
        if other is None or _on_our_way(turn, other) or board.people(other):
            return -1.0
        return 0.4 * board.zombies(other) - 0.1
    if kind == "crash" and cell is not None:
        return HELD * board.zombies(cell) if _toward_us(turn, cell) else -0.1
    if kind == "passage" and cell is not None:
        gain = board.dist(turn.here) - board.dist(cell)
        return gain + 0.3 - turn.harm(turn.waiting(cell)) if gain > 0 else -0.5
    return -0.5


def _swap_gain(turn: Turn, seat: int, give: ItemView, take: ItemView) -> float:
    """What survivor ``seat`` gains by handing over ``give`` for ``take``."""
    items = list(turn.board.survivors[seat].get("items") or [])
    after = [i for i in items if i.get("id") != give.get("id")] + [take]
    kept = [i for i in items if i.get("id") != give.get("id")]
    view = turn.view
    return (
        gear_value(after) - gear_value(items) + extra_value(view, kept, take) - extra_value(view, kept, give)
    )


def _their_item(turn: Turn, seat: int, item_id: Any) -> ItemView | None:
    items = turn.board.survivors[seat].get("items") or [] if 0 <= seat < len(turn.board.survivors) else []
    return next((i for i in items if i.get("id") == item_id), None)


def score_exchange(turn: Turn, command: Command) -> float:
    to = _field(command, "to")
    give = _item(turn, _field(command, "item"))
    if not isinstance(to, int) or give is None:
        return -1.0
    back = _their_item(turn, to, _field(command, "back"))
    if back is None:
        return -1.0
    mine = _swap_gain(turn, turn.seat, give, back)
    theirs = _swap_gain(turn, to, back, give)
    # cooperative: what the team gains; competitive: what this survivor gains, if they would accept
    # (with a margin over what ``score_answer_trade`` asks, so a refused offer is not made again)
    helps = theirs > -0.3 if turn.coop else theirs > ACCEPT_MARGIN + 0.3
    value = (mine + theirs if turn.coop else mine) if helps else -1.0
    return combining(turn, value - 0.4)


def score_answer_trade(turn: Turn, command: Command) -> float:
    """Accept what helps the team (cooperative) or this survivor (competitive)."""
    offer = turn.view["offer"]
    if offer is None:
        return 0.0
    seat = offer["seat"]
    give = _their_item(turn, turn.seat, offer["back"])
    take = _their_item(turn, seat, offer["item"])
    if give is None or take is None:
        return 0.0
    mine = _swap_gain(turn, turn.seat, give, take)
    theirs = _swap_gain(turn, seat, take, give)
    gain = mine + theirs if turn.coop else mine
    accept = bool(_field(command, "accept"))
    return (gain - ACCEPT_MARGIN) if accept else 0.0


def score_take_cure(turn: Turn, command: Command) -> float:
    """Find the Cure: an Antidote for whoever has none; the team needs one carried out."""
    if any(is_antidote(i) for i in turn.items):
        return -1.0
    need = 3.0 if team_antidotes(turn.view) == 0 else 1.2
    return need - normal(turn)


def score_heal_rescuee(turn: Turn, command: Command) -> float:
    item = _item(turn, _field(command, "item"))
    rescuee = turn.view["rescuee"]
    if item is None or rescuee is None or rescuee_cell(turn.view) is None:
        return -1.0
    body = rescuee["body"]
    made = as_item(item)
    heal = stats(made).heal if made is not None else 0
    gained = min(heal, BODY - body)
    keep = extra_value(turn.view, [i for i in turn.items if i is not item], item)
    weight = 1.3 * (1.0 + 3.0 / max(body, 1))
    if body > 3 and gained < heal:
        weight *= 0.5  # keep it for a worse wound
    return gained * weight * 0.6 - keep - normal(turn)


Scorer = Callable[[Turn, Command], float]

SCORERS: dict[str, Scorer] = {
    "throw": score_throw,
    "ignite": score_ignite,
    "fire_barricade": score_fire_barricade,
    "ignite_barricade": score_ignite_barricade,
    "disguise": score_disguise,
    "repair": score_repair,
    "play_event": score_play_event,
    "exchange": score_exchange,
    "answer_trade": score_answer_trade,
    "take_cure": score_take_cure,
    "heal_rescuee": score_heal_rescuee,
}

__all__ = ["SCORERS", "score_use_disguise"]
