"""The computer survivor's turn in the escape phase: every legal command is scored, the best played.

A score weighs progress towards the way out (``bot_board``), the damage the command risks (attacks
of opportunity, a fight's dice, the zombies waiting where the turn ends), zombies destroyed and
gear gained.  Each command type has its own scorer in ``SCORERS``; a type the bot does not know
scores ``UNKNOWN`` (below ending the turn or doing nothing, so it is tried only when nothing else
is left), which keeps the bot playing while new commands are added: a new rule's choice is one
more entry there.

Cooperative survivors never attack each other, heal and hand gear to those who need it;
competitive ones heal only themselves, share nothing and may attack a rival ahead of them.
"strong" weighs zombies into its routes and the end of its turn; "casual" ignores them, adds noise
to every score and sometimes takes a sensible move at random.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.contract import Command
from tabletop.games.just_run.bots import bot_special
from tabletop.games.just_run.bots.bot_board import STEP, Board, Cell
from tabletop.games.just_run.bots.bot_goals import (
    errands,
    extra_value,
    goal_distances,
    is_antidote,
    is_memento,
    kills_needed,
    ready_to_leave,
    rescuee_cell,
)
from tabletop.games.just_run.bots.bot_values import (
    WALL_ODDS,
    as_item,
    attack_odds,
    bash_odds,
    breaks_walls,
    combined_json,
    defence_dice,
    gear_value,
    is_melee,
    is_weapon,
    item_value,
    zombie_odds,
)
from tabletop.games.just_run.rules.items import stats
from tabletop.games.just_run.rules.view import ItemView, JustRunView, SurvivorView

BODY = 6
#: a step nearer the way out, in the same units as a life point
PROGRESS = 1.0
#: what a zombie in a room adds to a strong survivor's cost of going through it
ZOMBIE_WEIGHT = 1.2
#: what a life point is worth at full health, cooperative and competitive
HURT_COOP = 1.3
HURT_COMPETITIVE = 1.2
#: a distance this large means no known way out
NO_WAY = 99.0
#: a zombie destroyed
KILL = 0.9
#: what a death costs a strong survivor: the game, cooperatively; a seat on the chopper otherwise
DEATH_COOP = 12.0
DEATH_COMPETITIVE = 6.0
#: cooperative: how far ahead of the last survivor one may get (in actions) before each further
#: step costs ``STRAGGLE``
STRAGGLE_GAP = 6.0
STRAGGLE = 0.15
#: how much zombies one opening away count towards the zombie turn ahead (they step in, and strike
#: the turn after)
NEAR = 0.2
#: how much of the zombie turn ahead counts against an action that leaves the survivor where it is
STAYING = 0.7
#: stepping into a room whose hidden exit card may be an event (an ambush)
EXIT_CARD_RISK = 0.8
#: a command the bot has no scorer for
UNKNOWN = -0.8
#: the score a command must beat so a casual survivor's noise does not send it back and forth
CASUAL_NOISE = 0.6
#: how often a casual survivor plays a sensible command at random
CASUAL_WHIM = 0.12


@dataclass
class Turn:
    """One decision's context, read from the view once."""

    view: JustRunView
    board: Board
    seat: int
    strong: bool
    coop: bool
    here: Cell
    actions: int
    items: list[ItemView]
    dice: int
    flail: bool

    @property
    def me(self) -> SurvivorView:
        return self.board.survivors[self.seat]

    def health(self, seat: int | None = None) -> int:
        s = self.board.survivors[self.seat if seat is None else seat]
        return int(s.get("body", BODY)) + int(s.get("armour", 0))

    def hurt_weight(self, seat: int | None = None) -> float:
        """What a life point is worth to this survivor now: more the fewer are left, and more in
        a cooperative game, which is lost at the first death."""
        left = max(self.health(seat), 1)
        base = HURT_COOP if self.coop else HURT_COMPETITIVE
        return base * (1.0 + 3.0 / left) if self.strong else 1.0

    def harm(self, damage: float, seat: int | None = None) -> float:
        """What ``damage`` expected life points cost: each point by ``hurt_weight``, and for a strong
        survivor the chance it kills (a Poisson guess) times what a death costs: the whole game
        in a cooperative one."""
        if damage <= 0:
            return 0.0
        cost = damage * self.hurt_weight(seat)
        if self.strong:
            cost += (DEATH_COOP if self.coop else DEATH_COMPETITIVE) * _at_least(damage, self.health(seat))
        return cost

    def opportunity(self, zombies: int | None = None) -> float:
        """Expected damage from the attacks of opportunity after an action here."""
        count = self.board.zombies(self.here) if zombies is None else zombies
        return zombie_odds(count, self.dice, self.flail)[0]

    def waiting(self, cell: Cell) -> float:
        """Expected damage in the zombie turn for ending the turn in ``cell`` (strong only): the
        zombies there, and half of those one opening away, shared among the survivors there."""
        if not self.strong:
            return 0.0
        board = self.board
        people = max(len([s for s in board.people(cell) if s != self.seat]) + 1, 1)
        near = sum(board.zombies(other) for _side, other in board.open_neighbours(cell))
        expected = (board.zombies(cell) + NEAR * near) / people
        return zombie_odds(round(expected), self.dice, self.flail)[0] if expected >= 0.5 else 0.0

    def ends_turn(self, spent: int) -> bool:
        return self.actions - spent <= 0


def _at_least(mean: float, points: int) -> float:
    """The chance a Poisson count with this mean reaches ``points``."""
    term = total = math.exp(-mean)
    for k in range(1, max(points, 1)):
        term *= mean / k
        total += term
    return max(0.0, 1.0 - total)


def read_turn(view: JustRunView, seat: int, strong: bool) -> Turn | None:
    board = Board.from_view(view, zombie_weight=ZOMBIE_WEIGHT if strong else 0.0)
    here = board.where(seat)
    if here is None:
        return None
    items = list(board.survivors[seat].get("items") or [])
    if any(breaks_walls(i) for i in items):
        board.wall_cost = 1.0 + 1.0 / WALL_ODDS
    dice, flail = defence_dice(items)
    return Turn(
        view=view,
        board=board,
        seat=seat,
        strong=strong,
        coop=view.get("mode") != "competitive",
        here=here,
        actions=int(view.get("actions_left", 0)),
        items=items,
        dice=dice,
        flail=flail,
    )


def _field(command: Command, name: str) -> Any:
    return getattr(command, name, None)


def _item(turn: Turn, item_id: Any) -> ItemView | None:
    return next((i for i in turn.items if i.get("id") == item_id), None)


def _normal(turn: Turn, spent: int = 1) -> float:
    """What any normal action here costs: its attacks of opportunity, and the zombie turn ahead (in
    full if it is the last action, else most of it: an action that does not leave the room is a
    step towards ending the turn in it)."""
    later = turn.waiting(turn.here) * (1.0 if turn.ends_turn(spent) else STAYING)
    return turn.harm(turn.opportunity() + later)


# -- scorers, one per command type ----------------------------------------------------------------


def score_move(turn: Turn, command: Command, flee: bool = False) -> float:
    board = turn.board
    dest = (int(_field(command, "row")), int(_field(command, "col")))
    if not board.on_board(dest):
        return _leaving(turn)  # out through the main exit
    side = next((s for s, (dr, dc) in STEP.items() if (turn.here[0] + dr, turn.here[1] + dc) == dest), None)
    barricade = side is not None and board.side(turn.here, side) == "barricade"
    spent = 2 if flee or barricade else 1
    score = (board.dist(turn.here) - board.dist(dest)) * PROGRESS - (spent - 1) * PROGRESS
    if not flee:
        score -= turn.harm(turn.opportunity())
    if turn.strong:
        score -= turn.harm(turn.waiting(dest) * (1.0 if turn.ends_turn(spent) else STAYING))
        if not turn.ends_turn(spent):
            # the zombies there will attack after each further action taken there
            score -= turn.harm(0.5 * zombie_odds(board.zombies(dest), turn.dice, turn.flail)[0])
        room = board.rooms.get(dest)
        if room is not None and room["tokens"]["exit_card"] and not room["main_exit"]:
            score -= 0.0 if _memento_hunt(turn) else EXIT_CARD_RISK
    score += _errand_pull(turn, dest)
    if not turn.coop or not turn.strong:
        return score
    return score - _straggling(turn, dest)


def _straggling(turn: Turn, dest: Cell) -> float:
    """Cooperative: a survivor far ahead of the last one leaves them to face the zombies alone,
    unless the step takes it out of the building (then the zombies lose a target too)."""
    board = turn.board
    behind = [board.dist(board.where(s)) for s in board.inside() if s != turn.seat]
    rescuee = rescuee_cell(turn.view)
    if rescuee is not None:
        behind.append(board.dist(rescuee))
    if not behind:
        return 0.0
    gap = max(behind) - board.dist(dest)
    return STRAGGLE * max(0.0, gap - STRAGGLE_GAP)


def score_flee(turn: Turn, command: Command) -> float:
    return score_move(turn, command, flee=True)


def _through(turn: Turn, side: str, action_cost: float) -> float:
    """Progress for opening ``side``: the way through it afterwards against the best way now."""
    board = turn.board
    dr, dc = STEP[side]
    other = (turn.here[0] + dr, turn.here[1] + dc)
    after = board.dist(other) + board.danger(other) + 1.0
    return (board.dist(turn.here) - after - (action_cost - 1.0)) * PROGRESS


def score_check(turn: Turn, command: Command) -> float:
    side = str(_field(command, "side"))
    if side not in STEP:
        return UNKNOWN
    # the door may prove locked (a bash) or blocked: a third of the time, the way costs more
    dr, dc = STEP[side]
    errand = _errand_opening(turn, (turn.here[0] + dr, turn.here[1] + dc))
    return _through(turn, side, 1.0) - 0.3 - _normal(turn) + errand


def score_bash_door(turn: Turn, command: Command) -> float:
    side = str(_field(command, "side"))
    if side not in STEP:
        return UNKNOWN
    weapon = _item(turn, _field(command, "item"))
    dice = 2 + (int(weapon.get("bonus", 0)) if weapon else 0)
    chance = bash_odds(dice)
    wear = 0.3 if weapon is not None and weapon.get("wrench") else 0.0
    state = turn.board.side(turn.here, side)
    if state == "door":  # an unchecked door: checking it is usually better
        return _through(turn, side, 1.0 / chance) - 0.2 - wear - _normal(turn)
    dr, dc = STEP[side]
    errand = chance * _errand_opening(turn, (turn.here[0] + dr, turn.here[1] + dc))
    return _through(turn, side, 1.0 / chance) - wear - _normal(turn) + errand


def score_bash_wall(turn: Turn, command: Command) -> float:
    side = str(_field(command, "side"))
    weapon = _item(turn, _field(command, "item"))
    if side not in STEP or weapon is None:
        return UNKNOWN
    wear = 0.3 if weapon.get("wrench") else 0.0
    return _through(turn, side, 1.0 / WALL_ODDS) - wear - _normal(turn)


def _kill_value(turn: Turn) -> float:
    """Extermination: a survivor short of its tokens values each kill far more."""
    return KILL * (2.5 if kills_needed(turn.view, turn.seat) else 1.0)


def score_attack(turn: Turn, command: Command) -> float:
    weapon = _item(turn, _field(command, "item"))
    dice = 2 + (int(weapon.get("bonus", 0)) if weapon else 0)
    flail = bool(weapon and weapon.get("type") == "flail")
    wear = 0.25 if weapon is not None and weapon.get("wrench") else 0.0
    target = (int(_field(command, "row")), int(_field(command, "col")))
    same_room = target == turn.here
    victim = _field(command, "survivor")
    if victim is not None:
        return _attack_survivor(turn, int(victim), dice, flail, same_room) - wear
    count = int(_field(command, "zombies") or 0)
    hits, back = attack_odds(dice, count, flail)
    kills = min(hits, count)
    here = turn.board.zombies(turn.here)
    left = max(0, round(here - (kills if same_room else 0)))
    hurt = (back if same_room else 0.0) + zombie_odds(left, turn.dice, turn.flail)[0]
    score = kills * _kill_value(turn) - turn.harm(hurt) - wear
    if turn.ends_turn(1) and turn.strong:
        score -= turn.harm(0.5 * turn.waiting(turn.here))
    return score


def _attack_survivor(turn: Turn, victim: int, dice: int, flail: bool, same_room: bool) -> float:
    if turn.coop:
        return -1000.0  # never: the team wins or loses together
    board = turn.board
    if not turn.strong:
        return -0.5
    items = list(board.survivors[victim].get("items") or [])
    their_dice, their_flail = defence_dice(items) if same_room else (2, False)
    hits, back = attack_odds(dice, their_dice, flail, their_flail)
    ahead = board.dist(board.where(victim)) < board.dist(turn.here)
    if not ahead or board.zombies(turn.here):
        return -1.0
    return 0.8 * hits - turn.harm(back if same_room else 0.0) - 0.3


def _need(turn: Turn) -> float:
    """How much this survivor wants more gear: a weapon first, then healing when hurt."""
    need = 0.2
    if not any(is_melee(i) for i in turn.items):
        need += 1.1
    if turn.health() < 4 and not any(i.get("type") == "medical" for i in turn.items):
        need += 0.6
    if sealed(turn) and not any(breaks_walls(i) for i in turn.items):
        need += 2.0  # no known way out: something to break a wall with
    return need


def sealed(turn: Turn) -> bool:
    """No way out that the survivor knows of (walls all round what has been explored)."""
    return turn.board.dist(turn.here) >= NO_WAY


def score_search(turn: Turn, command: Command) -> float:
    deck = _field(command, "deck")
    here = turn.board.zombies(turn.here)
    if _memento_hunt(turn) and deck != "supplies":
        # Memento Mori: the mementos not under exit tiles are in the search deck
        return 0.9 - _normal(turn) - 0.5 * here
    if deck == "supplies":
        return _need(turn) - 0.5 - _normal(turn) - 0.5 * here
    # the search deck holds events (an ambush, a collapse) as well as gear
    return 0.6 * _need(turn) - 0.7 - _normal(turn) - 0.5 * here


def score_use(turn: Turn, command: Command) -> float:
    item = _item(turn, _field(command, "item"))
    if item is None:
        return UNKNOWN
    kind = item.get("type")
    if kind == "medical":
        target = _field(command, "target")
        who = turn.seat if target is None else int(target)
        if who != turn.seat and not turn.coop:
            return -1.0
        body = int(turn.board.survivors[who].get("body", BODY))
        heal = _heal(item)
        gained = min(heal, BODY - body)
        if is_antidote(item):
            return _antidote(turn, item, who, gained)
        if body > 4 and gained < heal and turn.strong:
            return -0.2  # keep it for a worse wound
        return gained * turn.hurt_weight(who) * 0.6 - _normal(turn)
    if kind == "armour":
        return 0.7 * int(item.get("tokens", 0)) - _normal(turn)
    if item.get("disguise"):
        return bot_special.score_use_disguise(turn, item)
    return UNKNOWN


def _heal(item: ItemView) -> int:
    made = as_item(item)
    return stats(made).heal if made is not None else 0


def score_barricade(turn: Turn, command: Command) -> float:
    side = str(_field(command, "side"))
    if side not in STEP:
        return UNKNOWN
    dr, dc = STEP[side]
    other = (turn.here[0] + dr, turn.here[1] + dc)
    board = turn.board
    if board.dist(other) < board.dist(turn.here):
        return -2.0  # never across our own way out
    if board.zombies(turn.here):
        return -5.0  # both actions spent among zombies that strike after it
    if kills_needed(turn.view, turn.seat):
        return -2.0  # Extermination: the zombies must come, to be destroyed
    coming = board.zombies(other)
    return 0.45 * coming - 2.0 * PROGRESS - _normal(turn, 2)


def score_do_nothing(turn: Turn, command: Command) -> float:
    return -0.3 - _normal(turn)


def _free(turn: Turn, value: float) -> float:
    """Combining, trading and picking up cost a normal action while actions are left: wait."""
    if turn.actions > 0:
        return value - PROGRESS - _normal(turn)
    return value


def score_combine(turn: Turn, command: Command) -> float:
    a, b = _item(turn, _field(command, "item")), _item(turn, _field(command, "other"))
    if a is None or b is None:
        return UNKNOWN
    made = combined_json(a, b)
    if made is None:
        return UNKNOWN
    rest = [i for i in turn.items if i is not a and i is not b]
    return _free(turn, gear_value([*rest, made]) - gear_value(turn.items) - 0.05)


def score_pick_up(turn: Turn, command: Command) -> float:
    room = turn.board.rooms.get(turn.here)
    dropped = room["tokens"]["dropped"] if room is not None else []
    item = next((i for i in dropped if i["id"] == _field(command, "item")), None)
    if item is None:
        return UNKNOWN
    gain = gear_value([*turn.items, item]) - gear_value(turn.items) + extra_value(turn.view, turn.items, item)
    return _free(turn, gain - 0.1)


def score_trade(turn: Turn, command: Command) -> float:
    if not turn.coop:
        return -1.0
    item = _item(turn, _field(command, "item"))
    to = _field(command, "to")
    if item is None or not isinstance(to, int) or not 0 <= to < len(turn.board.survivors):
        return UNKNOWN
    theirs = list(turn.board.survivors[to].get("items") or [])
    gain = gear_value([*theirs, item]) - gear_value(theirs) + extra_value(turn.view, theirs, item)
    mine = [i for i in turn.items if i is not item]
    loss = gear_value(turn.items) - gear_value(mine) + extra_value(turn.view, mine, item)
    if item.get("type") == "medical" and int(turn.board.survivors[to].get("body", BODY)) < BODY:
        gain += 0.3
    return _free(turn, gain - loss - 0.4)


def score_discard(turn: Turn, command: Command) -> float:
    item = _item(turn, _field(command, "item"))
    if item is None or not item.get("broken"):
        return -1.0
    return 0.1 if int(item.get("space", 0)) else -0.1


def score_drop(turn: Turn, command: Command) -> float:
    item = _item(turn, _field(command, "item"))
    if item is not None and item.get("broken") and int(item.get("space", 0)):
        return 0.05  # a broken item is lost when dropped, and its space freed
    return -5.0


def score_end_turn(turn: Turn, command: Command) -> float:
    return 0.0


# -- the scenarios' errands -----------------------------------------------------------------------

#: a step nearer an errand (the cure, a memento), against PROGRESS for a step nearer the way out
ERRAND_PULL = 1.6
#: leaving with an objective still unmet: below ending the turn, so the survivor stays at it
UNMET_EXIT = -1.0


def _leaving(turn: Turn) -> float:
    """Out through the main exit: the best move of all once this survivor's objectives are met."""
    if ready_to_leave(turn.view, turn.seat) or turn.health() <= 2:
        return 100.0
    return UNMET_EXIT


def _memento_hunt(turn: Turn) -> bool:
    return "memento_mori" in (turn.view.get("scenarios") or ()) and not any(is_memento(i) for i in turn.items)


def _errand_pull(turn: Turn, dest: Cell) -> float:
    """A step nearer the nearest errand (strong: the cure, a memento) is worth more than one
    nearer the way out, so the survivor goes for it first."""
    if not turn.strong:
        return 0.0
    goals = errands(turn.view, turn.seat, turn.board)
    if not goals:
        return 0.0
    dist = goal_distances(turn.board, goals)
    here, there = dist.get(turn.here), dist.get(dest)
    if here is None or there is None:
        return 0.0
    # most of the step's progress (or loss) towards the way out is already counted by the caller
    back = (turn.board.dist(dest) - turn.board.dist(turn.here)) * PROGRESS * 0.8
    return ERRAND_PULL * (here - there) + back


def _errand_opening(turn: Turn, other: Cell) -> float:
    """Checking a door that leads nearer an errand (the rescuee, the Lab) is worth the way it opens
    towards it, whatever it does to the way out (strong only; nothing for a door away from it)."""
    if not turn.strong:
        return 0.0
    goals = errands(turn.view, turn.seat, turn.board)
    if not goals:
        return 0.0
    dist = goal_distances(turn.board, goals)
    here, there = dist.get(turn.here), dist.get(other)
    if here is None or there is None or there >= here:
        return 0.0
    return ERRAND_PULL * 0.6 * (here - there)


def _antidote(turn: Turn, item: ItemView, who: int, gained: int) -> float:
    """An Antidote cures an infection (Contagion) and heals; under Find the Cure it is kept for
    the objective unless its carrier is near death."""
    target = turn.board.survivors[who]
    infected = bool(target.get("infected"))
    keep = extra_value(turn.view, [i for i in turn.items if i is not item], item)
    if "find_the_cure" in (turn.view.get("scenarios") or ()) and turn.health(who) > 2 and who == turn.seat:
        return -1.0
    value = gained * turn.hurt_weight(who) * 0.6 + (2.5 if infected else 0.0)
    if not infected and int(target.get("body", BODY)) > 3:
        value -= 1.0  # keep it for a bite
    return value - keep - _normal(turn)


Scorer = Callable[[Turn, Command], float]

#: free at any time, so never a way out of spending an action: played only when worth it
ALWAYS_FREE = frozenset({"drop", "discard"})

#: one scorer per command type; a new command's choice is one more entry
SCORERS: dict[str, Scorer] = {
    "move": score_move,
    "flee": score_flee,
    "check_door": score_check,
    "bash_door": score_bash_door,
    "bash_wall": score_bash_wall,
    "attack": score_attack,
    "search": score_search,
    "use": score_use,
    "barricade": score_barricade,
    "do_nothing": score_do_nothing,
    "combine": score_combine,
    "pick_up": score_pick_up,
    "trade": score_trade,
    "discard": score_discard,
    "drop": score_drop,
    "end_turn": score_end_turn,
    **bot_special.SCORERS,
}


def score(turn: Turn, command: Command) -> float:
    scorer = SCORERS.get(command.TYPE)
    return scorer(turn, command) if scorer is not None else UNKNOWN


def sensible(turn: Turn, command: Command) -> bool:
    """Not harmful: what a casual survivor may do on a whim."""
    if command.TYPE == "attack" and _field(command, "survivor") is not None:
        return not turn.coop
    return command.TYPE in ("move", "flee", "check_door", "search", "attack", "do_nothing", "end_turn")


def take_turn(
    view: JustRunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command | None:
    """The best-scoring legal command (casual: with noise, now and then a sensible whim)."""
    turn = read_turn(view, seat, strong)
    if turn is None:
        return None
    if not strong and turn.actions > 0 and rng.random() < CASUAL_WHIM:
        whims = [c for c in legal if sensible(turn, c)]
        if whims:
            return rng.choice(whims)
    best: tuple[float, int] | None = None
    choice: Command | None = None
    for index, command in enumerate(legal):
        value = score(turn, command)
        if command.TYPE in ALWAYS_FREE and value <= 0:
            continue  # dropping changes nothing about the actions still to take
        if not strong and turn.actions > 0 and command.TYPE != "answer_trade":
            value += rng.gauss(0.0, CASUAL_NOISE)  # an answer is given as judged: no offer loops
        if best is None or (value, -index) > best:
            best, choice = (value, -index), command
    return choice


__all__ = ["SCORERS", "Turn", "is_weapon", "item_value", "read_turn", "score", "take_turn"]
