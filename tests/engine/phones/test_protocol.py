"""A phone's frames are data, parsed strictly: every junk frame is refused with a reason (issue 22,
"Security and bad input")."""

from __future__ import annotations

import json

import pytest

from tabletop.core.i18n import set_language
from tabletop.engine.phones.protocol import (
    MAX_DEPTH,
    MAX_FRAME_BYTES,
    UNREADABLE,
    BadFrame,
    CommandFrame,
    Hello,
    NoteReadFrame,
    Ping,
    Reply,
    is_token,
    parse_frame,
    reply,
)

TOKEN = "abcdefghijklmnopqrstuvwx"


def test_the_three_kinds_of_frame_a_phone_sends_parse_to_their_types() -> None:
    assert parse_frame(json.dumps({"type": "hello", "token": TOKEN})) == Hello(TOKEN)
    assert parse_frame('{"type": "ping", "seq": 3}') == Ping(3)
    command = {"type": "place_hideout", "seat": 0, "card": 4}
    parsed = parse_frame(json.dumps({"type": "command", "command": command, "seq": 7}))
    assert parsed == CommandFrame(command, 7, None)
    timed = parse_frame(json.dumps({"type": "command", "command": command, "seq": 8, "elapsed_ms": 2140}))
    assert isinstance(timed, CommandFrame) and timed.elapsed_ms == 2140


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b'{"type": "ping", "seq": 1}', "binary frames are not accepted"),
        ("not json at all", "not JSON"),
        ('{"type": "ping", "seq": 1', "not JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"type": "launch_missiles"}', "unknown frame type 'launch_missiles'"),
        ('{"seq": 1}', "unknown frame type"),
        ('{"type": "ping"}', "a ping frame needs seq"),
        ('{"type": "ping", "seq": 1, "path": "../../etc/passwd"}', "a ping frame has no field path"),
        ('{"type": "ping", "seq": -1}', "seq must be a whole number"),
        ('{"type": "ping", "seq": true}', "seq must be a whole number"),
        ('{"type": "ping", "seq": 1.5}', "seq must be a whole number"),
        ('{"type": "ping", "seq": NaN}', "NaN is not a JSON number"),
        ('{"type": "ping", "seq": 1, "seq": 2}', "the key 'seq' appears twice"),
        ('{"type": "hello", "token": "short"}', "token is not a seat token"),
        ('{"type": "hello", "token": "abcdefghijklmnop/../x"}', "token is not a seat token"),
        ('{"type": "command", "command": "rm -rf", "seq": 1}', "command must be a JSON object"),
        (
            '{"type": "command", "command": {"seat": 0}, "seq": 1}',
            "command must be a JSON object with a string type",
        ),
        ('{"type": "command", "command": {"type": "x"}, "seq": 1, "elapsed_ms": -5}', "elapsed_ms must be"),
    ],
)
def test_a_junk_frame_is_refused_with_a_detail_that_names_the_problem(raw: str | bytes, reason: str) -> None:
    with pytest.raises(BadFrame) as refused:
        parse_frame(raw)
    assert reason in refused.value.detail
    assert refused.value.reason == UNREADABLE  # and a sentence for the player


@pytest.mark.parametrize(
    ("language", "unreadable", "too_large"),
    [
        (
            "en",
            "The table could not read what this phone sent. Reload the page and try again.",
            "What this phone sent was too large for the table. Reload the page and try again.",
        ),
        (
            "pl",
            "Stół nie mógł odczytać tego, co wysłał ten telefon. Odśwież stronę i spróbuj ponownie.",
            "To, co wysłał ten telefon, było za duże dla stołu. Odśwież stronę i spróbuj ponownie.",
        ),
    ],
)
def test_a_junk_frames_reason_is_a_sentence_a_player_reads_in_the_apps_language(
    language: str, unreadable: str, too_large: str
) -> None:
    set_language(language)
    try:
        with pytest.raises(BadFrame) as junk:
            parse_frame('{"type": "shout"}')
        with pytest.raises(BadFrame) as large:
            parse_frame("x" * (MAX_FRAME_BYTES + 1))
        assert (junk.value.reason, large.value.reason) == (unreadable, too_large)
    finally:
        set_language("en")
    assert "shout" in junk.value.detail  # the developer's detail is kept beside it


def test_a_frame_over_the_size_cap_is_refused_before_it_is_parsed() -> None:
    padding = "x" * MAX_FRAME_BYTES
    with pytest.raises(BadFrame, match=f"larger than {MAX_FRAME_BYTES} bytes"):
        parse_frame(json.dumps({"type": "command", "command": {"type": "x", "pad": padding}, "seq": 1}))


def test_a_frame_nested_deeper_than_a_command_ever_is_refused() -> None:
    nested: object = {"type": "x"}
    for _ in range(MAX_DEPTH):
        nested = {"type": "x", "inner": nested}
    with pytest.raises(BadFrame, match="nests deeper"):
        parse_frame(json.dumps({"type": "command", "command": nested, "seq": 1}))


def test_a_deeply_nested_bomb_is_refused_not_a_crash() -> None:
    with pytest.raises(BadFrame):
        parse_frame("[" * 100_000 + "]" * 100_000)


def test_tokens_are_only_the_url_safe_alphabet_within_their_lengths() -> None:
    assert is_token(TOKEN)
    assert not is_token("a" * 15) and not is_token("a" * 65)
    assert not is_token("abcdefghijklmnop?x") and not is_token(12345678901234567)


def test_a_reply_is_one_json_object_with_its_type_first() -> None:
    text = reply(Reply.REFUSED, seq=4, reason="Not your turn.")
    assert json.loads(text) == {"type": "refused", "seq": 4, "reason": "Not your turn."}
    assert text.startswith('{"type":"refused"')


def test_a_notes_next_names_the_note_by_its_key_and_nothing_else_passes() -> None:
    assert parse_frame('{"type": "note_read", "note": "path", "seq": 4}') == NoteReadFrame("path", 4)
    for junk in (
        '{"type": "note_read", "seq": 4}',  # which note?
        '{"type": "note_read", "note": "path", "seq": 4, "command": {}}',
        '{"type": "note_read", "note": "", "seq": 4}',
        '{"type": "note_read", "note": "../page.js", "seq": 4}',
        '{"type": "note_read", "note": "PATH", "seq": 4}',
        '{"type": "note_read", "note": 3, "seq": 4}',
        '{"type": "note_read", "note": "' + "a" * 41 + '", "seq": 4}',
        '{"type": "note_read", "note": "path", "seq": -1}',
    ):
        with pytest.raises(BadFrame):
            parse_frame(junk)
