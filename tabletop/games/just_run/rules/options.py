"""The set-up options: mode, scenario, scavenge method, board length and the first player."""

from __future__ import annotations

from tabletop.core.contract import GameOption
from tabletop.core.i18n import N_

OPTIONS: tuple[GameOption, ...] = (
    GameOption(
        name="mode",
        label=N_("Mode"),
        choices=("coop", "competitive"),
        default="coop",
        labels=(N_("Cooperative"), N_("Competitive")),
        help=N_(
            "Cooperative: everyone who gets out has a seat on the chopper. "
            "Competitive: there are seats for only half of the survivors."
        ),
    ),
    GameOption(
        name="scenario",
        label=N_("Scenario"),
        choices=("get_out",),
        default="get_out",
        labels=(N_("Get Out"),),
        help=N_("Get Out: grab your gear and run for the main exit."),
    ),
    GameOption(
        name="scavenge",
        label=N_("Scavenge"),
        choices=("calm", "frenzied"),
        default="calm",
        labels=(N_("Calm"), N_("Frenzied")),
        help=N_(
            "Calm: pick one card from your hand and pass the rest to the left, until all are taken. "
            "Frenzied: five minutes against the clock; the cards come up one at a time, everyone "
            "says at once who wants each, and those who want the same card fight for it with two dice."
        ),
    ),
    GameOption(
        name="length",
        label=N_("Board"),
        choices=("full", "shorter"),
        default="full",
        labels=(N_("Full (10 rows)"), N_("Shorter (7 rows)")),
        help=N_("The board is 5 rooms wide; the shorter one puts the exit row nearer the start."),
    ),
    GameOption(
        name="first",
        label=N_("First player"),
        choices=("random", "first_seat"),
        default="random",
        labels=(N_("Chosen at random"), N_("The first seat")),
        help=N_(
            "The book gives the first-player pawn to whoever would last longest in a real zombie "
            "apocalypse: seat them first, or let chance decide."
        ),
    ),
)
