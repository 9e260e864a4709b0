"""The log, beat and narration lines made from the rules' events name items, rooms and event cards
in the player's language (the rules' params carry English names: the rules know no language)."""

from __future__ import annotations

import ast
import random
import re
import string
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tabletop.core import i18n
from tabletop.core.contract import Event, seat_param
from tabletop.core.i18n import Nn_
from tabletop.games.just_run.rules import content
from tabletop.games.just_run.rules.flow import apply, legal_commands, to_act
from tabletop.games.just_run.rules.setup import setup
from tabletop.games.just_run.rules.state import Mark
from tabletop.games.just_run.rules.zombies import zombie_turn
from tabletop.games.just_run.table import event_words
from tabletop.games.just_run.table.board_words import room_name
from tabletop.games.just_run.table.event_words import EVENT_CARD_KINDS, ITEM_PARAMS, ROOM_KINDS, event_line
from tabletop.games.just_run.table.item_cards import item_name
from tests.just_run.helpers import escape_state, room

RULES = Path(event_words.__file__).parent.parent / "rules"  # table/ and rules/ are siblings
NAMES = ["Ana", "Ben", "Cyd", "Dee"]
SAMPLES = {"item": "Cardboard Box", "room": "Storage Closet", "event": "Ambush!"}


@pytest.fixture(autouse=True)
def _polish() -> Any:
    i18n.set_language("pl")
    yield
    i18n.set_language("en")


def _string(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _rules_events_with_names() -> list[tuple[str, Any, dict[str, str]]]:
    """Every ``Event(kind, N_(message), {params})`` written in the rules whose params name
    something, as (kind, message, the names' keys with what kind of name each is)."""
    found: list[tuple[str, Any, dict[str, str]]] = []
    for path in sorted(RULES.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Event"):
                continue
            if len(node.args) < 3 or not isinstance(node.args[2], ast.Dict):
                continue
            kind = _string(node.args[0])
            message_call = node.args[1]
            if kind is None or not isinstance(message_call, ast.Call):
                continue
            texts = [_string(a) for a in message_call.args]
            message: Any = Nn_(texts[0], texts[1]) if len(texts) > 1 else texts[0]  # type: ignore[arg-type]
            keys = [_string(k) for k in node.args[2].keys if k is not None]
            named = {k: "item" for k in keys if k in ITEM_PARAMS}
            if "name" in keys:
                named["name"] = "room" if kind in ROOM_KINDS else "event"
            if named:
                found.append((kind, message, {k: v for k, v in named.items() if k}))
    return found


def _params(message: Any, named: dict[str, str]) -> dict[str, Any]:
    """Params to fill the message: the names from SAMPLES, a seat, numbers for the rest."""
    text = message if isinstance(message, str) else message.singular
    fields = {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}
    out: dict[str, Any] = {}
    for field in fields:
        if field in named:
            out[field] = SAMPLES[named[field]]
        elif field in ("seat", "to", "who"):
            out[field] = seat_param(1)
        else:
            out[field] = 2
    return out


def test_every_event_kind_with_a_name_param_is_known_to_the_translator() -> None:
    events = _rules_events_with_names()
    assert len(events) > 30
    for kind, _message, named in events:
        if "name" in named:
            assert kind in ROOM_KINDS | EVENT_CARD_KINDS, f"{kind}: its name param is not translated"


def test_every_event_kind_with_a_name_param_reads_polish_names_in_its_line() -> None:
    polish = {
        kind: i18n.translate(english)
        for kind, english in (("item", "Cardboard Box"), ("room", "Storage Closet"), ("event", "Ambush!"))
    }
    assert polish == {"item": "Karton", "room": "Składzik", "event": "Zasadzka!"}
    for kind, message, named in _rules_events_with_names():
        params = _params(message, named)
        line = event_line(Event(kind, message, params), None, NAMES)
        for key, what in named.items():
            if key in params:
                assert polish[what] in line, (kind, line)
                assert SAMPLES[what] not in line, (kind, line)
        # and the rules' own event keeps its English params
        assert Event(kind, message, params).params == params


def test_the_scavenge_fight_and_the_secret_answers_read_polish_item_names() -> None:
    fight = Event(
        "scavenge_fight",
        "{seat} wins the {item} with a {die} and spends that die.",
        {"seat": seat_param(0), "item": "Hammer", "die": 5},
    )
    assert event_line(fight, None, NAMES) == "Ana wygrywa kartę (Młotek) wynikiem 5 i traci tę kość."
    secret = Event(
        "answered",
        "{seat} answers.",
        {"seat": seat_param(1)},
        secret="You pick the {item}.",
        secret_to=1,
        secret_params={"item": "Rope"},
    )
    assert item_name("Rope") in event_line(secret, 1, NAMES)
    assert "Rope" not in event_line(secret, 1, NAMES)


def test_a_played_game_logs_no_english_item_or_room_name_in_polish() -> None:
    items = {k.name for k in content.ITEM_KINDS.values()}
    rooms = {t.name for t in content.TILES.values()}
    english = {n for n in items if item_name(n) != n} | {n for n in rooms if room_name(n) != n}
    rng = random.Random(7)
    state = setup({"players": 3, "mode": "coop", "scavenge": "calm", "length": "shorter"}, 7)
    named = 0
    for _step in range(2500):
        seats = to_act(state)
        if not seats:
            break
        state, events = apply(state, rng.choice(legal_commands(state, rng.choice(seats))))
        for event in events:
            names = [v for k, v in event.params.items() if k in ITEM_PARAMS or k == "name"]
            if not names:
                continue
            named += 1
            line = event_line(event, None, NAMES)
            for name in names:
                if name in english:
                    assert not re.search(rf"\b{re.escape(name)}\b", line), line
    assert named > 20


def _zombies_toward_a_shared_room() -> list[Any]:
    """One zombie three rooms up a column of open doors from the start room Ana and Ben share
    (Cyd stands far off), and the zombie turn's events."""
    rooms = {(r, 0): room("room_00") for r in range(1, 5)}
    marks = [(r, 0, "n", Mark.OPEN) for r in range(0, 4)]
    state = escape_state(3, at=[(0, 0), (0, 0), (0, 4)], rooms=rooms, marks=marks)
    grid = list(state.grid)
    here = grid[3 * 5]
    assert here is not None
    grid[3 * 5] = replace(here, zombies=1)
    state = replace(state, grid=tuple(grid), reserve=state.reserve - 1)
    _state, events = zombie_turn(state, random.Random(1))
    return [e for e in events if e.kind == "zombies_move"]


def test_zombies_moving_toward_survivors_sharing_a_room_name_them_all_in_the_log_zombie_turn_move() -> None:
    (move,) = _zombies_toward_a_shared_room()
    assert sorted(move.data["seats"]) == [0, 1]
    i18n.set_language("en")
    assert event_line(move, None, NAMES) == "1 zombie moves toward Ana and Ben: 3 rooms away."
    i18n.set_language("pl")
    assert event_line(move, None, NAMES) == "1 zombie idzie w stronę: Ana i Ben, 3 pokoje dalej."
    i18n.set_language("en")
    alone = Event(move.kind, move.message, move.params, data={**move.data, "seats": [0]})
    assert event_line(alone, None, NAMES) == "1 zombie moves toward Ana: 3 rooms away."


def test_a_run_of_doing_nothing_reads_as_one_line_in_english_and_polish_ending_a_turn() -> None:
    """Issue 20: ending a turn early logged one "does nothing" per action; a run of one survivor's
    reads as one line on its last event (the others empty, so line numbers still match events)."""
    waited = Event("waited", "{seat} does nothing.", {"seat": seat_param(0)}, seat=0)
    other = Event("waited", "{seat} does nothing.", {"seat": seat_param(1)}, seat=1)
    events = [waited, waited, waited, other]
    i18n.set_language("en")
    assert event_words.log_lines(events, None, ["Ana", "Ben"]) == [
        "",
        "",
        "Ana does nothing with 3 actions.",
        "Ben does nothing.",
    ]
    try:
        i18n.set_language("pl")
        lines = event_words.log_lines([waited, waited], None, ["Ana"])
        assert lines == ["", "Ana nic nie robi i nie wykorzystuje 2 akcji."]
    finally:
        i18n.set_language("en")
