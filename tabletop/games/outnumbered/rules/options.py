"""The set-up option: which difficulty to play (the player count comes from the set-up screen)."""

from __future__ import annotations

from tabletop.core.contract import GameOption
from tabletop.core.i18n import N_
from tabletop.games.outnumbered.rules.state import Mode

OPTIONS: tuple[GameOption, ...] = (
    GameOption(
        name="mode",
        label=N_("Difficulty"),
        choices=tuple(m.value for m in Mode),
        default=Mode.SIDEKICK.value,
        labels=(N_("Sidekick (standard)"), N_("Hero (hard)"), N_("Training (ages 4+)")),
        help=N_(
            "Sidekick uses only the blue minions. Hero adds the brutes, Absolute Zero and event cards. "
            "Training is for young players: small numbers, two dice, three lanes, and nobody loses."
        ),
    ),
)
