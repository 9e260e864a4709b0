"""What the scenarios ask of a computer survivor, read from the view: which extra things a gear
plan should hold (a memento, an Antidote), whether stepping out now meets its objectives, and
where on the board its next errand lies (the Lab's cure tokens, a memento, the rescuee).

Shared by the scavenge, frenzy, escape and rescuee choosers so every phase wants the same things.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.just_run.bots.bot_board import Board, Cell, RescueeBoard
from tabletop.games.just_run.rules.view import ItemView, JustRunView, SurvivorView

#: a distance this large means no known way out
NO_WAY = 99.0

#: what the first memento is worth under Memento Mori, and the first Antidote when one is needed
MEMENTO_NEED = 3.0
ANTIDOTE_NEED = 2.2
#: Extermination: dead-zombie tokens needed to board (the view's ``kill_quota``)
DEFAULT_QUOTA = 5
#: after this many rounds a survivor stops running errands and heads out whatever it misses: a
#: game must end even when a memento or the cure never turns up
ERRAND_ROUNDS = 24


def scenarios(view: JustRunView) -> tuple[str, ...]:
    return tuple(str(s) for s in view.get("scenarios") or ())


def is_antidote(item: ItemView) -> bool:
    return "antidote" in (item.get("keys") or ()) and not item.get("broken")


def is_memento(item: ItemView) -> bool:
    return item.get("type") == "memento"


def survivor(view: JustRunView, seat: int) -> SurvivorView:
    """The bot's own survivor (every seat has one)."""
    return view["survivors"][seat]


def team_antidotes(view: JustRunView) -> int:
    """Antidotes carried by survivors still alive (inside or out)."""
    return sum(
        1
        for s in view.get("survivors") or []
        if s.get("alive", True)
        for i in s.get("items") or []
        if is_antidote(i)
    )


def extra_value(view: JustRunView, items: Sequence[ItemView], item: ItemView) -> float:
    """What ``item`` adds for the scenarios on top of its gear value, to one holding ``items``."""
    names = scenarios(view)
    value = 0.0
    if is_memento(item) and "memento_mori" in names and not any(is_memento(i) for i in items):
        value += MEMENTO_NEED
    if is_antidote(item) and not any(is_antidote(i) for i in items):
        if "find_the_cure" in names:
            value += ANTIDOTE_NEED
        elif view.get("contagion"):
            value += 1.2
    return value


def keep_value(view: JustRunView, items: Sequence[ItemView]) -> float:
    """What the scenarios add to a whole inventory (so gearing up never discards the memento)."""
    value = 0.0
    held: list[ItemView] = []
    for item in items:
        value += extra_value(view, held, item)
        held.append(item)
    return value


def quota(view: JustRunView) -> int | None:
    q = view.get("kill_quota")
    return int(q) if q is not None else None


def kills_needed(view: JustRunView, seat: int) -> int:
    """Extermination: dead-zombie tokens this survivor still needs (0 without the scenario)."""
    q = quota(view)
    if q is None:
        return 0
    return max(0, q - int(survivor(view, seat).get("zombie_tokens", 0)))


def ready_to_leave(view: JustRunView, seat: int) -> bool:
    """Stepping out now meets this survivor's own objectives, and does not leave the team's behind
    (the rescuee inside, or the only way the cure could come out); always true late in the game."""
    if int(view.get("round", 0)) >= ERRAND_ROUNDS:
        return True
    me = survivor(view, seat)
    items = list(me.get("items") or [])
    if kills_needed(view, seat):
        return False
    names = scenarios(view)
    if "memento_mori" in names and not any(is_memento(i) for i in items):
        return False
    if rescuee_cell(view) is not None and view.get("mode") != "competitive":
        return False  # the team's rescuee is still inside: bring them out first
    if "find_the_cure" in names and not any(is_antidote(i) for i in items):
        carried_out = any(
            s.get("escaped") and any(is_antidote(i) for i in s.get("items") or [])
            for s in view.get("survivors") or []
        )
        others_inside = any(
            s.get("room") is not None and any(is_antidote(i) for i in s.get("items") or [])
            for k, s in enumerate(view.get("survivors") or [])
            if k != seat
        )
        if not carried_out and not others_inside:
            return False
    return True


def rescuee_cell(view: JustRunView) -> Cell | None:
    rescuee = view["rescuee"]
    if rescuee is None or not rescuee["alive"] or rescuee["room"] is None:
        return None
    return (rescuee["room"]["row"], rescuee["room"]["col"])


def errands(view: JustRunView, seat: int, board: Board) -> list[Cell]:
    """Rooms this survivor should head for before the way out (nearest first is left to the
    distances): the Lab with cure tokens, a memento lying about or under an exit tile, the
    rescuee when left behind."""
    if kills_needed(view, seat):
        # Extermination: nobody boards without the tokens, however late it is: go where zombies are
        hunt = [cell for cell, room in board.rooms.items() if int(room.get("zombies", 0)) > 0]
        if hunt:
            return hunt
    rescuee = rescuee_cell(view)
    here = board.where(seat)
    escort = rescuee is not None and here is not None and needs_escort(view, board, rescuee, here)
    if int(view.get("round", 0)) >= ERRAND_ROUNDS:
        # late on, a rescuee cut off still needs someone to bash a way open, whatever the mode
        cut_off = rescuee is not None and RescueeBoard.for_rescuee(view).dist(rescuee) >= NO_WAY
        keep = escort and (view.get("mode") != "competitive" or cut_off)
        return [rescuee] if keep and rescuee is not None else []
    me = survivor(view, seat)
    items = list(me.get("items") or [])
    names = scenarios(view)
    goals: list[Cell] = []
    if escort and rescuee is not None:
        goals.append(rescuee)
    cure = view["cure"]
    cure_room = cure["room"]
    if (
        "find_the_cure" in names
        and cure_room is not None
        and cure["tokens"] > 0
        and not any(is_antidote(i) for i in items)
        and team_antidotes(view) < 2
    ):
        goals.append((cure_room["row"], cure_room["col"]))
    if "find_the_cure" in names and cure_room is None and not team_antidotes(view):
        goals += seek_lab(board, here)
    if "memento_mori" in names and not any(is_memento(i) for i in items):
        for cell, room in board.rooms.items():
            tokens = room.get("tokens") or {}
            lying = any(is_memento(i) for i in tokens.get("dropped") or [])
            if lying or (tokens.get("exit_card") and room.get("exit")):
                goals.append(cell)
    return goals


def seek_lab(board: Board, here: Cell | None) -> list[Cell]:
    """Find the Cure, no Lab entered yet: a Lab on the board, else the rooms still to be found next
    to the explored ones (one of them may be a Lab), never back behind the survivor (the group
    keeps going the way out while it looks)."""
    labs = [cell for cell, room in board.rooms.items() if room.get("lab")]
    if labs or here is None:
        return labs
    frontier: list[Cell] = []
    for cell, room in board.rooms.items():
        if room.get("tile") in (None, "inaccessible"):
            continue
        for side, other in board.neighbours(cell):
            ahead = other[0] >= here[0]
            if (
                ahead
                and board.on_board(other)
                and other not in board.rooms
                and board.side(cell, side) != "wall"
            ):
                frontier.append(other)
    return frontier


def needs_escort(view: JustRunView, board: Board, rescuee: Cell, here: Cell) -> bool:
    """Rescue Mission: the rescuee is left behind, cut off from every way out they can take (only
    survivors bash doors), or alone with zombies in their room (they cannot hurt a zombie): go to
    them."""
    if board.dist(rescuee) > board.dist(here) + 2.0:
        return True
    if RescueeBoard.for_rescuee(view).dist(rescuee) >= NO_WAY:
        return True  # no way out they can take on their own: go and bash one open for them
    if here == rescuee or board.people(rescuee):
        return False
    return board.zombies(rescuee) > 0


def goal_distances(board: Board, goals: Sequence[Cell]) -> dict[Cell, float]:
    """Every room's cost to the nearest of ``goals`` (the same crossing costs as the way out)."""
    return board.costs_from([(0.0, goal) for goal in goals if board.on_board(goal)])


__all__ = [
    "errands",
    "extra_value",
    "goal_distances",
    "is_antidote",
    "is_memento",
    "keep_value",
    "kills_needed",
    "ready_to_leave",
    "rescuee_cell",
]
