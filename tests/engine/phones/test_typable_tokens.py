"""The letters under each code on the join screen can be typed by a friend on a VPN (issue 22,
"Friends who are not in the room"): found at a game night, the spectators' "#t=tI6Xh4Los3kZ4LH6"
drew its capital I like a small l in the screen's font, so typed letters opened nothing."""

from __future__ import annotations

import math

from tabletop.core import catalogue
from tabletop.core.seats import default_seats
from tabletop.core.session import GameSession
from tabletop.engine.phone_seats import PhoneSeating
from tabletop.engine.phones.protocol import is_token
from tabletop.engine.phones.tokens import TOKEN_BYTES, SeatTokens
from tabletop.scenes.phone_start import seat_phones

LOOK_ALIKE = set("Il1O0o-_")


def test_seat_tokens_have_no_letters_that_look_alike_and_keep_96_bits() -> None:
    tokens = [token for _ in range(100) for token in SeatTokens().issue([0, 1, 2]).values()]
    assert all(is_token(token) for token in tokens)
    assert not LOOK_ALIKE & set("".join(tokens))
    alphabet = set("".join(tokens))  # 300 tokens show every letter a token is drawn from
    assert min(len(token) for token in tokens) * math.log2(len(alphabet)) >= TOKEN_BYTES * 8


def test_the_spectators_token_has_no_letters_that_look_alike_either() -> None:
    info = catalogue.get("fugitive")
    seen = ""
    for seed in range(60):
        session = GameSession.new(info, {"players": 2}, seed, default_seats(2))
        seat_phones(session, [0, 1])
        seating = PhoneSeating.from_table(session.table, session.seats)
        assert seating is not None and is_token(seating.spectator)
        seen += seating.spectator + "".join(seating.tokens.values())
    assert not LOOK_ALIKE & set(seen)
