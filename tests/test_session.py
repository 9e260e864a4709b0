"""The one log: saves, loading by replay, corrupt saves, undo and Continue (foundation issue, section 4)."""

from __future__ import annotations

import json

import pytest

from tabletop.core import catalogue, saves
from tabletop.core.contract import IllegalCommand
from tabletop.core.seats import default_seats
from tabletop.core.session import SAVE_VERSION, GameSession, SaveError
from tests.helpers import played_session


def test_a_saved_game_loads_back_to_exactly_the_same_table(tmp_path):
    session = played_session(seed=5, moves=30)
    path = tmp_path / "game.json"
    saves.save_session(session, path)
    loaded = saves.load_session(path)
    assert loaded.to_save() == session.to_save()
    for seat in (None, 0, 1):
        assert loaded.view(seat) == session.view(seat)


def test_a_save_is_plain_json_with_version_game_options_seed_seats_and_commands(tmp_path):
    session = played_session(seed=6, moves=10)
    path = tmp_path / "game.json"
    saves.save_session(session, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "tabletop-save"
    assert data["version"] == SAVE_VERSION
    assert data["game"] == "fugitive"
    assert data["seed"] == 6
    assert data["options"]["players"] == 2
    assert [seat["name"] for seat in data["seats"]] == ["Anna", "Ben"]
    assert len(data["commands"]) == len(session.steps)
    assert all("type" in c and "seat" in c for c in data["commands"])


def test_the_same_seed_and_commands_always_give_the_same_game():
    a = played_session(seed=9, moves=40)
    b = GameSession.from_save(a.to_save(), catalogue.get)
    assert b.view(None) == a.view(None)
    assert b.view(0) == a.view(0)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "empty"),
        ('{"format": "tabletop-save", "version": 1, "game": "fug', "damaged"),
        ("[1, 2, 3]", "not a JSON object"),
        ('{"format": "something-else"}', "not a Tabletop save"),
    ],
)
def test_a_broken_save_file_is_refused_with_a_message_naming_the_problem(tmp_path, text, words):
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as err:
        saves.load_session(path)
    assert words in str(err.value)


def test_a_save_from_another_format_version_is_refused_with_both_versions_named():
    data = played_session(moves=3).to_save()
    data["version"] = 99
    with pytest.raises(SaveError) as err:
        GameSession.from_save(data, catalogue.get)
    assert "99" in str(err.value) and str(SAVE_VERSION) in str(err.value)


def test_a_hand_edited_illegal_command_is_refused_naming_the_command_number():
    data = played_session(seed=4, moves=12).to_save()
    data["commands"][6] = {"type": "guess", "seat": 1, "numbers": [99]}
    with pytest.raises(SaveError) as err:
        GameSession.from_save(data, catalogue.get)
    assert "Command 7" in str(err.value)


def test_a_command_the_rules_cannot_read_is_refused_in_the_players_words_not_pythons(monkeypatch):
    """Issue 20: a Polish damaged-save message carried Python's English error inside it."""
    from tabletop.core import i18n

    data = played_session(seed=4, moves=5).to_save()
    session_class_apply = GameSession.apply

    def apply(self, command):
        if len(self.steps) == 2:
            raise ValueError("invalid literal for int() with base 10: 'x'")
        return session_class_apply(self, command)

    monkeypatch.setattr(GameSession, "apply", apply)
    with pytest.raises(SaveError) as err:
        GameSession.from_save(data, catalogue.get)
    i18n.set_language("pl")
    try:
        polish = i18n.describe(err.value)
    finally:
        i18n.set_language("en")
    assert "Command 3" in str(err.value) and "invalid literal" not in str(err.value)
    assert polish.startswith("Ruchu nr 3") and "invalid literal" not in polish


def test_a_command_with_an_unknown_type_is_refused_naming_the_command_number():
    data = played_session(seed=4, moves=5).to_save()
    data["commands"].insert(2, {"type": "teleport", "seat": 0})
    with pytest.raises(SaveError) as err:
        GameSession.from_save(data, catalogue.get)
    assert "Command 3" in str(err.value) and "teleport" in str(err.value)


def test_a_save_for_an_unknown_game_or_with_bad_seats_is_refused():
    data = played_session(moves=2).to_save()
    with pytest.raises(SaveError, match="unknown game"):
        GameSession.from_save({**data, "game": "chess"}, catalogue.get)
    with pytest.raises(SaveError, match="seat"):
        GameSession.from_save(
            {**data, "seats": [{"name": "", "colour": 0}, {"name": "B", "colour": 1}]}, catalogue.get
        )
    with pytest.raises(SaveError, match="has 1 seat, which does not match"):
        GameSession.from_save({**data, "seats": data["seats"][:1]}, catalogue.get)


@pytest.mark.parametrize("field", ["kind", "strength", "name", "colour"])
@pytest.mark.parametrize("value", [["human"], {"a": 1}, None, 3.5])
def test_a_seat_field_of_the_wrong_json_type_is_refused_as_a_bad_seat_not_a_crash(field, value):
    """The reliability benchmark found a seat whose kind was a list crashing the load (unhashable)."""
    data = played_session(moves=2).to_save()
    seats = [dict(data["seats"][0], **{field: value}), data["seats"][1]]
    with pytest.raises(SaveError, match="bad seat"):
        GameSession.from_save({**data, "seats": seats}, catalogue.get)


def test_a_failed_load_leaves_the_autosave_and_other_saves_untouched(tmp_path):
    good = played_session(seed=3, moves=8)
    saves.autosave(good)
    other = saves.new_save_path("fugitive")
    saves.save_session(good, other)
    before = (saves.autosave_path().read_bytes(), other.read_bytes())
    broken = tmp_path / "broken.json"
    broken.write_text(
        '{"format": "tabletop-save", "version": 1, "game": "fugitive", "options": {"players": 2}, '
        '"seed": 1, "seats": [], "commands": []}',
        encoding="utf-8",
    )
    with pytest.raises(SaveError):
        saves.load_session(broken)
    assert (saves.autosave_path().read_bytes(), other.read_bytes()) == before


def test_new_save_names_never_replace_an_existing_save():
    session = played_session(moves=2)
    first = saves.new_save_path("fugitive")
    saves.save_session(session, first)
    second = saves.new_save_path("fugitive")
    assert second != first and not second.exists()


def test_continue_offers_the_autosaved_game_until_it_is_finished():
    assert saves.continuable() is None
    session = played_session(seed=21, moves=9)
    saves.autosave(session)
    resumed = saves.continuable()
    assert resumed is not None and len(resumed.steps) == 9
    saves.autosave_path().write_text("{broken", encoding="utf-8")
    assert saves.continuable() is None


def _first(session: GameSession, seat: int, kind: str):
    return next(c for c in session.legal(seat) if kind == c.TYPE)


def _play_first_round(session: GameSession) -> None:
    """Fugitive places one hideout and ends his turn; the Marshal draws twice and guesses."""
    session.apply(_first(session, 0, "hideout"))
    session.apply(_first(session, 0, "done"))
    session.apply(_first(session, 0, "done")) if session.to_act() == (0,) else None
    while _draws(session, 1):
        session.apply(_draws(session, 1)[0])
    session.apply(
        session.rules.command_from_json({"type": "guess", "seat": 1, "numbers": [40]})
    )  # a miss: hideouts so far are below 4


def _draws(session: GameSession, seat: int):
    return [c for c in session.legal(seat) if c.TYPE == "draw"] if session.to_act() == (seat,) else []


def test_undo_takes_back_the_fugitives_own_placement_commands():
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 1, default_seats(2))
    session.apply(_first(session, 0, "hideout"))
    assert session.undoable(0) == 1
    session.undo(0)
    assert session.steps == []
    assert session.view(0) == GameSession.new(
        catalogue.get("fugitive"), {"players": 2}, 1, default_seats(2)
    ).view(0)


def test_undo_never_crosses_a_draw_because_it_revealed_a_card():
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 1, default_seats(2))
    _play_first_round(session)
    assert session.to_act() == (0,)
    session.apply(_draws(session, 0)[0])
    assert session.undoable(0) == 0
    with pytest.raises(IllegalCommand):
        session.undo(0)


def test_undo_never_takes_back_another_seats_commands():
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 1, default_seats(2))
    session.apply(_first(session, 0, "hideout"))
    session.apply(_first(session, 0, "done"))
    if session.to_act() == (0,):
        session.apply(_first(session, 0, "done"))
    assert session.to_act() == (1,)
    assert session.undoable(1) == 0
    assert session.undoable(0) == 0


def test_a_command_from_the_wrong_seat_is_refused_and_changes_nothing():
    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 1, default_seats(2))
    before = session.view(None)
    command = session.rules.command_from_json({"type": "draw", "seat": 1, "deck": 1})
    with pytest.raises(IllegalCommand):
        session.apply(command)
    assert session.view(None) == before and session.steps == []


def test_every_fugitive_command_says_whether_it_reveals_something():
    from tabletop.games.fugitive import rules

    reveals = {cls.TYPE: cls.REVEALS for cls in rules.COMMAND_CLASSES}
    assert reveals["draw"] and reveals["guess"]
    assert not reveals["hideout"] and not reveals["sprint"] and not reveals["done"] and not reveals["pass"]


def test_a_seats_private_notes_are_saved_with_the_game_and_come_back_on_loading():
    session = played_session(seed=5, moves=6)
    session.keep_private(1, "notepad", {"marked": [7, 12]})
    data = session.to_save()
    assert data["private"] == {"1": {"notepad": {"marked": [7, 12]}}}
    loaded = GameSession.from_save(json.loads(json.dumps(data)), catalogue.get)
    assert loaded.private_for(1) == {"notepad": {"marked": [7, 12]}}
    assert loaded.private_for(0) == {}


def test_a_save_from_before_private_notes_existed_still_loads():
    data = played_session(seed=5, moves=6).to_save()
    del data["private"]
    loaded = GameSession.from_save(data, catalogue.get)
    assert loaded.private == {}
    assert len(loaded.steps) == 6


def test_damaged_private_notes_are_refused_with_a_message_naming_them():
    data = played_session(seed=5, moves=6).to_save()
    with pytest.raises(SaveError, match="private notes"):
        GameSession.from_save({**data, "private": ["marks"]}, catalogue.get)
    with pytest.raises(SaveError, match="unknown seat '7'"):
        GameSession.from_save({**data, "private": {"7": {}}}, catalogue.get)


def test_the_tables_own_settings_are_saved_with_the_game_and_old_saves_have_none():
    session = played_session(seed=5, moves=6)
    session.table["devices"] = {"mode": "together", "devices": []}
    data = session.to_save()
    loaded = GameSession.from_save(json.loads(json.dumps(data)), catalogue.get)
    assert loaded.table == {"devices": {"mode": "together", "devices": []}}
    del data["table"]
    assert GameSession.from_save(data, catalogue.get).table == {}
    with pytest.raises(SaveError, match="table settings"):
        GameSession.from_save({**data, "table": ["keys"]}, catalogue.get)


def test_undo_leaves_a_seats_private_notes_alone():
    session = played_session(seed=5, moves=6)
    session.keep_private(0, "notes", {"x": 1})
    if session.undoable():
        session.undo()
    assert session.private_for(0) == {"notes": {"x": 1}}


def test_a_hand_edited_save_names_the_seat_whose_command_cannot_be_played():
    """Issue 11: "the Fugitive's hand", not "your hand" (nobody at the table tried it)."""
    from tabletop.core.i18n import describe, set_language

    session = played_session(seed=5, moves=0)
    data = session.to_save()
    held = set(session.view(0)["hand"])
    missing = next(card for card in range(1, 42) if card not in held)
    data["commands"] = [{"type": "hideout", "seat": 0, "card": missing}]
    with pytest.raises(SaveError) as caught:
        GameSession.from_save(data, catalogue.get)
    message = describe(caught.value)
    assert f"Card {missing} is not in the Fugitive's hand." in message
    assert "your" not in message
    assert "(Anna, Fugitive)" in message
    try:
        set_language("pl")
        polish = describe(caught.value)
        assert "ręce Zbiega" in polish and "(Anna, Zbieg)" in polish
    finally:
        set_language("en")


def test_a_refusal_with_a_msgid_param_shows_it_translated_not_marked():
    from tabletop.core.contract import IllegalCommand
    from tabletop.core.i18n import N_, describe

    err = IllegalCommand(N_("You do not hold {card}."), card="@Knockout")
    assert str(err) == "You do not hold Knockout."
    assert describe(err) == "You do not hold Knockout."


def _rolling_toy(uses_the_die: bool):
    """The toy game, whose every Add also takes a generator and (if ``uses_the_die``) rolls a die
    that nothing declares: no REVEALS, no barrier event."""
    from types import SimpleNamespace

    from tests.contract import toy_game
    from tests.contract.harness import MEMBERS

    def apply(state, command):
        state, events = toy_game.apply(state, command)
        rng, state = toy_game.RANDOM.draw(state)
        roll = rng.randint(1, 6) if uses_the_die else 0
        return state, [*events, toy_game.Event("rolled", "A {roll}.", {"roll": roll})]

    members = {name: getattr(toy_game, name) for name in MEMBERS}
    return SimpleNamespace(**{**members, "apply": apply})


def _toy_session(rules) -> GameSession:
    info = catalogue.get("fugitive")  # any entry: the session is given its rules
    return GameSession(info, rules, {"players": 1, "goal": 9}, 3, default_seats(1))


def test_a_command_that_rolls_a_die_is_an_undo_barrier_though_nothing_declares_it():
    """The session sees the random number taken from the game's generator (issue 20): no command
    class or event has to remember to say it."""
    session = _toy_session(_rolling_toy(uses_the_die=True))
    session.apply(session.legal(0)[0])
    assert session.steps[-1].barrier and session.undoable(0) == 0


def test_a_command_that_takes_a_generator_but_rolls_nothing_can_be_taken_back():
    """Just Run takes a generator for every action; only a number drawn from it is a barrier."""
    session = _toy_session(_rolling_toy(uses_the_die=False))
    session.apply(session.legal(0)[0])
    assert not session.steps[-1].barrier and session.undoable(0) == 1


def test_watching_for_dice_changes_no_roll_shuffle_or_draw_so_old_saves_replay_the_same():
    import random

    from tabletop.core.rules_kit import StateRandom, randomness_watch
    from tests.contract import toy_game

    state = toy_game.setup({"players": 2}, 11)
    watched, _ = StateRandom("toy", toy_game.evolve, "toy-setup").draw(state)
    plain = random.Random(f"toy:{state.seed}:{state.rng_calls}")
    with randomness_watch() as watch:
        deck = list(range(40))
        watched.shuffle(deck)
        outcomes = [
            deck,
            watched.randint(1, 6),
            watched.choice("abcdef"),
            watched.random(),
            watched.sample(range(99), 5),
        ]
    deck = list(range(40))
    plain.shuffle(deck)
    assert outcomes == [
        deck,
        plain.randint(1, 6),
        plain.choice("abcdef"),
        plain.random(),
        plain.sample(range(99), 5),
    ]
    assert watch.used
