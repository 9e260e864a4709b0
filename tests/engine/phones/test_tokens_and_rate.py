"""Seat tokens and the flood guard (issue 22, "Security and bad input")."""

from __future__ import annotations

from tabletop.engine.phones.protocol import is_token
from tabletop.engine.phones.rate import Bucket
from tabletop.engine.phones.tokens import SeatTokens


def test_each_phone_seat_gets_its_own_random_token_that_finds_only_that_seat() -> None:
    tokens = SeatTokens()
    issued = tokens.issue([0, 2, 3])
    assert sorted(issued) == [0, 2, 3]
    assert len(set(issued.values())) == 3 and all(is_token(token) for token in issued.values())
    for seat, token in issued.items():
        assert tokens.seat_for(token) == seat
    assert tokens.seat_for("x" * 24) is None


def test_a_token_opens_nothing_after_the_game_ends() -> None:
    tokens = SeatTokens()
    token = tokens.issue([1])[1]
    tokens.revoke_all()
    assert tokens.seat_for(token) is None and tokens.seats == ()


def test_a_new_game_gives_a_seat_a_new_token_and_the_old_one_stops_working() -> None:
    tokens = SeatTokens()
    old = tokens.issue([0])[0]
    new = tokens.issue([0])[0]
    assert old != new and tokens.seat_for(old) is None and tokens.seat_for(new) == 0


def test_the_bucket_lets_a_burst_of_taps_through_then_holds_a_flood_to_its_rate() -> None:
    bucket = Bucket(rate=10, burst=5)
    assert [bucket.allow(0.0) for _ in range(7)] == [True] * 5 + [False] * 2
    assert bucket.allow(0.05) is False  # half a frame earned back
    assert bucket.allow(0.1) is True
    assert sum(bucket.allow(1.0 + i / 1000) for i in range(100)) <= 10  # a flood within a second
