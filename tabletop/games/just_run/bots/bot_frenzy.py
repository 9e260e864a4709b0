"""The computer survivor in the frenzied scavenge (rulebook, The Frenzied Method).

Want a card when it adds to this survivor's gear plan (what it is worth with what is already held,
what it combines with, what the scenarios ask for); fight with both dice for what matters most and
one die otherwise; give up a bare-handed fight that is hopeless (someone else still has a die).
The five minutes are the table's to call: a computer survivor never sends ``time_up``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.core.contract import Command
from tabletop.games.just_run.bots.bot_goals import extra_value, survivor
from tabletop.games.just_run.bots.bot_values import card_json, gear_value, synergy
from tabletop.games.just_run.rules.view import JustRunView

#: a card must add this much to be wanted
WANT = 0.3
#: a card worth this much is fought for with both dice
BOTH_DICE = 1.4
#: how far a casual survivor's judgement may be off
CASUAL_NOISE = 0.5


def card_worth(view: JustRunView, seat: int, card: int) -> float:
    """What the card shown adds to this survivor's gear (0 for an event card)."""
    made = card_json(card)
    if made is None:
        return 0.0
    me = survivor(view, seat)
    items = list(me.get("items") or [])
    value = gear_value([*items, made]) - gear_value(items) + synergy(card, items)
    value += extra_value(view, items, made)
    room = int(me.get("capacity", 5)) - int(me.get("space", 0))
    if int(made.get("space", 1)) > room:
        value -= 0.6  # something must be discarded to make room for it
    return value


def answer(
    view: JustRunView, legal: Sequence[Command], seat: int, strong: bool, rng: random.Random
) -> Command | None:
    """``want`` in the first stage, ``fight_dice`` in a fight; never ``time_up``."""
    frenzy = view.get("frenzy")
    if frenzy is None:
        return None
    card = frenzy["card"]["card"]
    worth = card_worth(view, seat, card) + (0.0 if strong else rng.gauss(0.0, CASUAL_NOISE))
    options = [c for c in legal if c.TYPE in ("want", "fight_dice")]
    wants = [c for c in options if c.TYPE == "want"]
    if wants:
        wanted = worth >= WANT
        return next((c for c in wants if getattr(c, "want", None) is wanted), wants[0])
    return _fight(view, options, seat, worth)


def _fight(view: JustRunView, options: Sequence[Command], seat: int, worth: float) -> Command | None:
    if not options:
        return None
    survivors = view.get("survivors") or []
    frenzy = view.get("frenzy")
    fighters = frenzy["fighters"] if frenzy is not None else []
    mine = survivor(view, seat)["dice"] or 0
    rivals_armed = any((survivors[s]["dice"] or 0) > 0 for s in fighters if s != seat)
    if mine == 0:
        # bare-handed: hopeless against a die; in a cooperative game a teammate may as well have it
        hopeless = rivals_armed or view.get("mode") != "competitive" or worth < WANT
        return next((c for c in options if bool(getattr(c, "give_up", False)) is hopeless), options[0])
    dice = 2 if worth >= BOTH_DICE and mine >= 2 else 1
    return next((c for c in options if getattr(c, "dice", 0) == dice), options[0])


__all__ = ["answer", "card_worth"]
