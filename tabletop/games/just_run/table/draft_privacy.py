"""When the calm scavenge has anything to hide, so the table drops the privacy curtain only then.

The Calm Method (rulebook, Scavenge Phase): each picks a card from the hand in front of them and
lays it face up, then the hands pass left.  A hand is secret until its player has seen it; in the
first round each sees their own, and by the end of round ``players`` every player has held every
hand once.  From then on each hand holds what every player saw in it, less the picks since, and the
picks lie face up: nothing in any hand is secret, so the screen passes between people without a
curtain (for two players, from the third of their ten picks on).  Gear-up hides nothing either:
the picked gear is face up in front of its owner.
"""

from __future__ import annotations

from tabletop.games.just_run.rules.content import CALM_DEAL
from tabletop.games.just_run.rules.view import JustRunView


def draft_round(view: JustRunView) -> int:
    """The calm draft's round now (1 for the first pick from the hand dealt), from the table's view:
    a survivor yet to pick holds the dealt hand less one card per round before."""
    players = int(view["players"])
    deal = CALM_DEAL[players]
    rounds = [deal - int(s["hand_size"]) + (0 if s.get("picked") else 1) for s in view.get("survivors", [])]
    return max(rounds, default=1)


def hands_hidden(view: JustRunView) -> bool:
    """Whether a hand on the table is secret now: in the calm draft until each player has held each
    hand once; never in gear-up or the escape."""
    return str(view.get("phase")) == "draft" and draft_round(view) <= int(view["players"])
