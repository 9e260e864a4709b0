"""The set-up options: the monster, how many map boards, who turns first, and a time limit."""

from __future__ import annotations

from tabletop.core.contract import GameOption
from tabletop.core.i18n import N_
from tabletop.games.outrun.rules.content import MONSTER_NAMES, Monster

#: the time limits a group may set, in seconds (0: none, the group calls "Time's up" itself)
TIME_LIMITS: tuple[int, ...] = (0, 30, 60, 90)

OPTIONS: tuple[GameOption, ...] = (
    GameOption(
        name="monster",
        label=N_("Monster"),
        choices=(Monster.VAMPIRE.value, Monster.BEAR.value, Monster.ZOMBIE.value, Monster.DRAGON.value),
        default=Monster.VAMPIRE.value,
        labels=tuple(
            MONSTER_NAMES[m] for m in (Monster.VAMPIRE, Monster.BEAR, Monster.ZOMBIE, Monster.DRAGON)
        ),
        help=N_(
            "Each monster plays its own tricks with the interference cards. "
            "The Vampire is the best one for a first game."
        ),
    ),
    GameOption(
        name="boards",
        label=N_("Map boards"),
        choices=(1, 2, 3),
        default=2,
        labels=(N_("1 board (short)"), N_("2 boards"), N_("3 boards (long)")),
        help=N_("Each map board has 9 rooms: the more boards, the longer the way out of the museum."),
    ),
    GameOption(
        name="first",
        label=N_("First to turn a path card"),
        choices=("random", "first_seat"),
        default="random",
        labels=(N_("Chosen at random"), N_("The first seat")),
        shown_when=("players", (2, 3, 4, 5, 6)),  # one runner alone turns every card
        help=N_(
            "The book lets whoever last watched the scariest film turn the first card: seat them "
            "first, or let chance decide."
        ),
    ),
    GameOption(
        name="time_limit",
        label=N_("Time limit"),
        choices=TIME_LIMITS,
        default=0,
        labels=(N_("None"), N_("30 seconds"), N_("60 seconds"), N_("90 seconds")),
        help=N_("A runner who takes longer is out of time and counts as wrong this round."),
    ),
)
