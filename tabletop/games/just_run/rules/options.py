"""The set-up options: mode, scenario, scavenge method, board length and the first player; then the
extra scenarios played on top of Get Out, and the Easier and Contagion variations."""

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
        choices=("quick", "calm", "frenzied"),
        default="calm",
        # a first game goes straight to the board; a group that drafts by hand picks Calm once and
        # the set-up remembers it (a save without the option is a calm one, as it always was)
        suggested="quick",
        labels=(N_("Quick start"), N_("Calm"), N_("Frenzied")),
        help=N_(
            "Quick start: the calm deal, with every pick and the packing done for you by a rule of "
            "thumb; you go straight to the start rooms. "
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
    *(
        GameOption(
            name=name,
            label=label,
            choices=("off", "on"),
            default="off",
            labels=(N_("Off"), N_("On")),
            help=help_text,
        )
        for name, label, help_text in (
            (
                "extermination",
                N_("Extermination"),
                N_(
                    "Extermination: nobody boards the chopper without 5 zombies of their own killing "
                    "(dead-zombie tokens)."
                ),
            ),
            (
                "memento_mori",
                N_("Memento Mori"),
                N_(
                    "Memento Mori: only a survivor who carries out at least one memento of the fallen "
                    "wins. Two of them wait in the exit rooms."
                ),
            ),
            (
                "find_the_cure",
                N_("Find the Cure"),
                N_(
                    "Find the Cure: cure tokens lie in the first Lab entered; swap one for an Antidote. "
                    "Someone must carry an Antidote out."
                ),
            ),
            (
                "rescue_mission",
                N_("Rescue Mission"),
                N_(
                    "Rescue Mission: someone hides in the building, found once a survivor reaches the "
                    "5th row. They must get out alive."
                ),
            ),
        )
    ),
    GameOption(
        name="easier",
        label=N_("Easier"),
        choices=(0, 1, 2, 3),
        default=0,
        labels=(N_("Off"), N_("1 Antidote"), N_("2 Antidotes"), N_("3 Antidotes")),
        help=N_("Easier: shuffle Antidotes into the search deck, to win your life points back."),
    ),
    GameOption(
        name="contagion",
        label=N_("Contagion"),
        choices=("off", "on"),
        default="off",
        labels=(N_("Off"), N_("On")),
        help=N_(
            "Contagion: all six Antidotes are in the search deck, and a zombie bite infects: "
            "1 body point lost at the start of each of your turns until an Antidote cures you."
        ),
    ),
)

#: the scenarios that can be played on top of Get Out, in the order ``view`` lists them
EXTRA_SCENARIOS: tuple[str, ...] = ("extermination", "memento_mori", "find_the_cure", "rescue_mission")
