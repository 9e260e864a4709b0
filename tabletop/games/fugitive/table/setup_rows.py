"""Fugitive's own rows on the set-up screen: whether each person plays on this screen or on a
phone (issue 22); the choice itself is the engine's (``engine/phone_seats.py``)."""

from __future__ import annotations

from tabletop.engine.phone_seats import PhoneRows


class FugitiveSetupRows(PhoneRows):
    game_id = "fugitive"
