"""What the Outrun table's banner asks of the people at the table, phase by phase.

The beats' lines are the log's; between them the banner says what to do now: Ready after a load,
claim a gamepad, the countdown, read the check's result, run (together or, in a relay, the runner up's
line from :mod:`~tabletop.games.outrun.table.relay_scene`), and the choices after the check.
"""

from __future__ import annotations

from typing import Protocol

from tabletop.core.i18n import N_, _
from tabletop.games.outrun.table.before_race import BeforeRace
from tabletop.games.outrun.table.choice_panel import ChoicePanel
from tabletop.games.outrun.table.countdown import Countdown
from tabletop.games.outrun.table.relay_scene import RELAY_CURTAIN_LINE, RELAY_LINE, RelayScene
from tabletop.games.outrun.table.resume import ResumePanel

RACE_LINE = N_("Run! Lay your cards in the order of the path, then Finish.")
READ_RESULT_LINE = N_("The check is over: read who was right and how far they moved, then press Next race.")
DEMO_RACE_LINE = N_("The computer runners race: each lays its cards in the order of the path, then Finish.")
TAKE_ZERO_LINE = N_("You were the slowest right runner: take the +0 place to clear your cards?")
INFECT_LINE = N_("You are infected: click the lit lane of the runner you infect.")
LIT_LINE = N_("Click a lit lane to play the card there, or choose another card.")
CHOOSE_LINE = N_("Choose a card to play, or keep your cards.")
#: what the banner asks of a person at the table (the beats' lines are the log's)
INSTRUCTIONS = (RACE_LINE, RELAY_LINE, RELAY_CURTAIN_LINE, TAKE_ZERO_LINE, INFECT_LINE, LIT_LINE, CHOOSE_LINE)


class BannerTable(Protocol):
    """What the banner reads of the table (:class:`~tabletop.games.outrun.table.scene.OutrunScene`)."""

    demo: bool
    ready_panel: ResumePanel | None
    race_waits: bool
    before: BeforeRace | None
    relay_scene: RelayScene | None
    panel: ChoicePanel

    @property
    def phase(self) -> str: ...
    def claiming(self) -> bool: ...
    def next_race_shown(self) -> bool: ...


def instruction(table: BannerTable) -> str:
    """The banner's line for the people at the table now ("" when there is nothing to ask)."""
    phase = table.phase
    if table.ready_panel is not None:
        return table.ready_panel.line()
    if table.race_waits and table.claiming():
        assert table.before is not None
        return table.before.line()
    if table.race_waits:
        return Countdown.line()
    if phase == "reveal" and table.next_race_shown():
        return _(READ_RESULT_LINE)
    if phase == "reveal" and table.claiming():
        assert table.before is not None
        return table.before.line()
    if phase == "reveal":
        return Countdown.line()
    if phase == "race":
        return race_line(table)
    return choice_line(table)


def race_line(table: BannerTable) -> str:
    if table.demo:
        return _(DEMO_RACE_LINE)
    if table.relay_scene is not None:
        return table.relay_scene.line()
    return _(RACE_LINE)


def choice_line(table: BannerTable) -> str:
    """The choices after the check, for the person choosing (nothing for the others)."""
    choices = table.panel.choices
    if not table.panel.mine():
        return ""
    if table.phase == "take_zero":
        return _(TAKE_ZERO_LINE)
    if table.phase == "infect":
        return _(INFECT_LINE)
    if choices.selected is not None and choices.lit():
        return _(LIT_LINE)
    return _(CHOOSE_LINE)
