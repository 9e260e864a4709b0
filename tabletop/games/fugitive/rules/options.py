"""The set-up options: which event variant to play and, for Helpful events, whom they help."""

from __future__ import annotations

from tabletop.core.contract import GameOption
from tabletop.core.i18n import N_
from tabletop.games.fugitive.rules.state import Variant

OPTIONS: tuple[GameOption, ...] = (
    GameOption(
        name="variant",
        label=N_("Event cards"),
        choices=tuple(v.value for v in Variant),
        default=Variant.NONE.value,
        labels=(
            N_("No events"),
            N_("Random events"),
            N_("Discovery events"),
            N_("Helpful events"),
            N_("Catch-up events"),
        ),
        help=N_("Event cards add surprises; leave them out for a first game."),
    ),
    GameOption(
        name="helpful_for",
        label=N_("Helpful events help"),
        choices=("fugitive", "marshal"),
        default="fugitive",
        labels=(N_("the Fugitive"), N_("the Marshal")),
        help=N_("Only used with Helpful events: the player who gets the events."),
        shown_when=("variant", (Variant.HELPFUL.value,)),
    ),
)
