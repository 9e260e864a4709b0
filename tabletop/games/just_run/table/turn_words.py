"""The banner's instruction: what the player can do now, in a line read across the table.

A pure function of the phase, the view and the legal commands, apart from the scene so the
wording of every phase reads in one place.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.contract import Command
from tabletop.core.i18n import _, ngettext
from tabletop.games.just_run.rules.commands import AnswerTrade, IgniteBarricade, PlayEvent
from tabletop.games.just_run.rules.view import JustRunView


def instruction(
    phase: str, view: JustRunView, legal: Sequence[Command], throwing: bool, quick_start: bool = False
) -> str:
    """What to do now (``throwing``: an item whose throw targets glow is held; ``quick_start``: the
    gear was picked and packed at set-up, which the first screen of the game must say, or the group
    wonders where the scavenge went)."""
    if phase == "draft":
        return _("Click a card you want, then take it. The rest pass to the left.")
    if phase == "gear_up":
        return _("Drop a card on another to combine; click a card, then Discard, to free space; then Ready.")
    if phase == "start" and quick_start:
        return _(
            "Quick start: your gear is packed (your cards below). Click a glowing start room to step in."
        )
    if phase == "start":
        return _("Click a glowing start room to step into the building.")
    if phase == "supplies":
        return _("Take one card from the supplies.")
    if phase == "frenzy":
        return _("The frenzied scavenge: say at once whether you want the card shown.")
    if any(isinstance(c, AnswerTrade) for c in legal):
        return _("Another survivor offers you an exchange: accept or decline.")
    if phase == "rescuee":
        left = int(view.get("actions_left", 0))
        return ngettext(
            "The rescuee's turn: drag them into a glowing room or click a door. {count} action left.",
            "The rescuee's turn: drag them into a glowing room or click a door. {count} actions left.",
            left,
        ).format(count=left)
    if phase == "turn" and throwing:
        return _("The glowing rooms can be hit: click one to throw the card there (1 action), or Esc.")
    if phase == "turn" and any(isinstance(c, IgniteBarricade) for c in legal):
        return _("A barricade here is soaked in Whiskey: click it to set it alight (a free action).")
    if phase == "turn" and any(isinstance(c, PlayEvent) for c in legal):
        return _("You keep an optional event: click its card to play it, or drag it onto its room.")
    if phase == "turn":
        left = int(view.get("actions_left", 0))
        if left == 0:
            return _("Only free actions are left: drop, pick up, trade, combine; or end your turn.")
        return ngettext(
            "Drag your survivor into a glowing room, or click a door or your room. {count} action left.",
            "Drag your survivor into a glowing room, or click a door or your room. {count} actions left.",
            left,
        ).format(count=left)
    return ""
