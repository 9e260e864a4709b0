"""The Scavenge Phase, frenzied method (rulebook: The Frenzied Method; Scavenging for Gear the Frenzied
Way), with every worked example of the book thrown with the book's dice."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from tabletop.core.contract import Event, IllegalCommand
from tabletop.games.just_run import rules
from tabletop.games.just_run.rules import fighting
from tabletop.games.just_run.rules.commands import EndTurn, FightDice, Start, TimeUp, Trade, Want
from tabletop.games.just_run.rules.content import CARDS, Deck, deck_cards
from tabletop.games.just_run.rules.frenzy import FRENZY_MS, fight_winner
from tabletop.games.just_run.rules.items import capacity, used_space
from tabletop.games.just_run.rules.playout import random_playout
from tabletop.games.just_run.rules.state import Phase, State, evolve, rng_for, with_survivor
from tests.just_run.helpers import dice


def frenzied(players: int, seed: int = 1, dice_left: Sequence[int] | None = None) -> State:
    """A frenzied scavenge at its first card, each seat with ``dice_left`` dice (two by default)."""
    state = rules.setup({"players": players, "scavenge": "frenzied", "first": "first_seat"}, seed)
    for seat, count in enumerate(dice_left or ()):
        state = with_survivor(state, seat, replace(state.survivors[seat], dice=count))
    return state


def play(state: State, *commands: Any) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for command in commands:
        state, more = rules.apply(state, command)
        events += more
    return state, events


def all_want(state: State, *wanting: int) -> tuple[State, list[Event]]:
    """Every seat answers: those in ``wanting`` want the card, the others do not."""
    return play(state, *(Want(s, s in wanting) for s in range(state.players)))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# -- the option and the start -----------------------------------------------------------------------


def test_the_scavenge_option_offers_the_frenzied_method_with_a_label_and_help_scavenge_phase() -> None:
    option = next(o for o in rules.OPTIONS if o.name == "scavenge")
    assert option.choices == ("quick", "calm", "frenzied") and option.default == "calm"
    assert len(option.labels) == 3 and "Frenzied" in option.help


def test_the_frenzied_method_deals_nothing_gives_two_dice_each_and_shows_the_first_card() -> None:
    state = frenzied(4)
    assert state.phase is Phase.FRENZY
    assert all(s.hand == () and s.dice == 2 for s in state.survivors)
    assert state.frenzy_card is not None
    whole = sorted((state.frenzy_card, *state.frenzy_deck))
    assert whole == sorted(deck_cards(Deck.SCAVENGE)) and state.left_over == ()
    view = rules.view(state, 2)
    assert view["phase"] == "frenzy"
    assert [s["dice"] for s in view["survivors"]] == [2, 2, 2, 2]
    assert view["frenzy"]["card"]["card"] == state.frenzy_card and view["frenzy"]["deck"] == 45
    assert view["frenzy"]["timer_ms"] == 300_000
    assert "frenzy_deck" not in json.dumps(view) and view["frenzy"]["stage"] == "want"


def test_every_seat_answers_at_once_and_a_seat_that_has_answered_waits_frenzied_method() -> None:
    state = frenzied(4)
    assert rules.to_act(state) == (0, 1, 2, 3)
    state, events = play(state, Want(2, True))
    assert rules.to_act(state) == (0, 1, 3) and kinds(events) == ["answered"]
    with pytest.raises(IllegalCommand, match="wait for the others"):
        rules.apply(state, Want(2, False))
    assert rules.legal_commands(state, 2) == []
    assert set(rules.legal_commands(state, 0)) == {Want(0, True), Want(0, False), TimeUp(0, FRENZY_MS)}


def test_a_card_nobody_wants_is_discarded_and_the_next_card_is_shown_frenzied_method() -> None:
    state = frenzied(3)
    card, following = state.frenzy_card, state.frenzy_deck[0]
    state, events = all_want(state)
    assert card in state.discarded and state.frenzy_card == following
    assert kinds(events)[-3:] == ["wanted", "card_discarded", "card_revealed"]
    assert all(s.items == () and s.dice == 2 for s in state.survivors)
    assert rules.to_act(state) == (0, 1, 2)


def test_a_card_only_one_survivor_wants_is_theirs_without_a_fight_frenzied_method() -> None:
    state = frenzied(3)
    card = state.frenzy_card
    state, events = all_want(state, 1)
    assert [i.cards for i in state.survivors[1].items] == [(card,)]
    assert state.survivors[1].dice == 2, "no fight, no die spent"
    taken = next(e for e in events if e.kind == "card_taken")
    assert taken.data == {"seat": 1, "card": card}


def test_cards_taken_past_the_inventory_wait_for_gearing_up_to_be_combined_or_discarded() -> None:
    state = frenzied(2)
    while state.phase is Phase.FRENZY:
        state, _ = all_want(state, 0)
    survivor = state.survivors[0]
    assert state.phase is Phase.GEAR_UP and len(survivor.items) == 46
    assert used_space(survivor.items) > capacity(survivor)
    assert EndTurn(0) not in rules.legal_commands(state, 0)


# -- the book's worked examples ---------------------------------------------------------------------


def test_basic_the_highest_single_die_wins_scavenging_for_gear_the_frenzied_way() -> None:
    chris, alex, kelly = 0, 1, 2
    assert fight_winner({chris: [2, 5], alex: [2, 3], kelly: [2, 6]}) == kelly


def test_basic_played_kelly_takes_the_card_and_loses_one_die_scavenging_for_gear_the_frenzied_way(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = frenzied(3)
    card = state.frenzy_card
    state, _ = all_want(state, 0, 1, 2)
    assert state.fighters == (0, 1, 2) and rules.to_act(state) == (0, 1, 2)
    with dice(monkeypatch, [2, 5], [2, 3], [2, 6]):
        state, events = play(state, FightDice(0, 2, False), FightDice(1, 2, False), FightDice(2, 2, False))
    assert [s.dice for s in state.survivors] == [2, 2, 1]
    assert [i.cards for i in state.survivors[2].items] == [(card,)]
    fight = next(e for e in events if e.kind == "scavenge_fight")
    assert fight.data["winner"] == 2 and fight.data["die"] == 6
    assert [f["dice"] for f in fight.data["fighters"]] == [[2, 5], [2, 3], [2, 6]]


@pytest.mark.parametrize("die", range(1, 7))
def test_unequal_a_fighter_without_dice_loses_scavenging_for_gear_the_frenzied_way(die: int) -> None:
    ryan, dale = 0, 1
    assert fight_winner({ryan: [die], dale: []}) == ryan


def test_unequal_played_ryan_takes_the_card_and_loses_his_one_die_scavenging_for_gear_the_frenzied_way(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = frenzied(2, dice_left=[1, 0])
    card = state.frenzy_card
    with dice(monkeypatch, [3]):
        state, events = all_want(state, 0, 1)
    assert [s.dice for s in state.survivors] == [0, 0]
    assert [i.cards for i in state.survivors[0].items] == [(card,)] and state.survivors[1].items == ()
    assert "scavenge_fight" in kinds(events) and state.frenzy_card != card, "nobody had a choice to make"


def test_tie_jean_is_out_and_pat_and_ash_tie_scavenging_for_gear_the_frenzied_way() -> None:
    jean, pat, ash = 0, 1, 2
    assert fight_winner({jean: [1], pat: [6], ash: [6]}) is None


def test_tie_played_the_card_is_discarded_and_nobody_loses_a_die_scavenging_for_gear_the_frenzied_way(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = frenzied(3)
    card = state.frenzy_card
    state, _ = all_want(state, 0, 1, 2)
    with dice(monkeypatch, [1], [6], [6]):
        state, events = play(state, FightDice(0, 1, False), FightDice(1, 1, False), FightDice(2, 1, False))
    assert [s.dice for s in state.survivors] == [2, 2, 2]
    assert card in state.discarded and all(s.items == () for s in state.survivors)
    fight = next(e for e in events if e.kind == "scavenge_fight")
    assert fight.data["winner"] is None
    assert next(e for e in events if e.kind == "card_discarded").data["why"] == "tie"


def test_no_dice_neither_gives_up_so_it_is_a_tie_scavenging_for_gear_the_frenzied_way() -> None:
    sean, drew = 0, 1
    assert fight_winner({sean: [], drew: []}) is None
    state = frenzied(2, dice_left=[0, 0])
    card = state.frenzy_card
    state, _ = all_want(state, sean, drew)
    assert rules.to_act(state) == (sean, drew), "with no dice, each chooses to stay in or give up"
    assert set(rules.legal_commands(state, sean)) == {
        FightDice(sean, 0, False),
        FightDice(sean, 0, True),
        TimeUp(sean, FRENZY_MS),
    }
    state, _ = play(state, FightDice(sean, 0, False), FightDice(drew, 0, False))
    assert card in state.discarded and all(s.items == () for s in state.survivors)


def test_no_dice_when_one_gives_up_the_other_takes_the_card_scavenging_for_gear_the_frenzied_way() -> None:
    sean, drew = 0, 1
    assert fight_winner({sean: []}) == sean
    state = frenzied(2, dice_left=[0, 0])
    card = state.frenzy_card
    state, _ = all_want(state, sean, drew)
    state, events = play(state, FightDice(sean, 0, False), FightDice(drew, 0, True))
    assert [i.cards for i in state.survivors[sean].items] == [(card,)]
    assert next(e for e in events if e.kind == "scavenge_fight").data["winner"] == sean


def test_another_tie_max_and_charlie_both_top_at_six_scavenging_for_gear_the_frenzied_way() -> None:
    max_, charlie = 0, 1
    assert fight_winner({max_: [6], charlie: [2, 6]}) is None


def test_another_tie_played_no_dice_are_lost_scavenging_for_gear_the_frenzied_way(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = frenzied(2)
    card = state.frenzy_card
    state, _ = all_want(state, 0, 1)
    with dice(monkeypatch, [6], [2, 6]):
        state, _ = play(state, FightDice(0, 1, False), FightDice(1, 2, False))
    assert [s.dice for s in state.survivors] == [2, 2] and card in state.discarded


def test_the_fight_dice_are_thrown_from_the_games_own_random_draws_frenzied_method() -> None:
    state = frenzied(3, seed=7)
    state, _ = all_want(state, 0, 2)
    before = state
    state, events = play(state, FightDice(0, 2, False), FightDice(2, 1, False))
    rng, _ = rng_for(before)
    expected = [fighting.roll_dice(rng, 2), fighting.roll_dice(rng, 1)]
    fight = next(e for e in events if e.kind == "scavenge_fight")
    assert [f["dice"] for f in fight.data["fighters"]] == expected
    assert state.rng_calls == before.rng_calls + 1
    again, _ = play(before, FightDice(0, 2, False), FightDice(2, 1, False))
    assert again == state, "the same state and answers throw the same dice"


def test_a_fighter_rolls_one_or_two_of_the_dice_left_and_cannot_give_up_with_dice_frenzied_method() -> None:
    state = frenzied(3, dice_left=[1, 2, 2])
    state, _ = all_want(state, 0, 1)
    assert rules.to_act(state) == (0, 1)
    assert rules.legal_commands(state, 0) == [FightDice(0, 1, False), TimeUp(0, FRENZY_MS)]
    bad_choices = (
        FightDice(0, 2, False),
        FightDice(0, 0, False),
        FightDice(1, 1, True),
        FightDice(1, 3, False),
    )
    for bad in bad_choices:
        with pytest.raises(IllegalCommand):
            rules.apply(state, bad)
    with pytest.raises(IllegalCommand, match="fought over"):
        rules.apply(state, Want(0, True))
    with pytest.raises(IllegalCommand, match="wait for the others"):
        rules.apply(state, FightDice(2, 1, False))


# -- hidden answers ---------------------------------------------------------------------------------


def test_an_answer_is_hidden_from_the_other_seats_until_every_seat_has_answered_frenzied_method() -> None:
    state = frenzied(3)
    state, _ = play(state, Want(0, True), Want(1, False))
    own, other, table = rules.view(state, 0), rules.view(state, 2), rules.view(state, None)
    assert own["frenzy"]["wants"] == [True, None, None]
    assert other["frenzy"]["wants"] == [None, None, None] and table["frenzy"]["wants"] == [None, None, None]
    assert other["frenzy"]["answered"] == [True, True, False], "who has answered is public"
    flipped = with_survivor(state, 0, replace(state.survivors[0], want=False))
    assert rules.view(flipped, 2) == other and rules.view(flipped, None) == table
    state, events = play(state, Want(2, True))
    assert rules.view(state, 1)["frenzy"]["wants"] == [True, False, True], "once all are in, all show"
    assert next(e for e in events if e.kind == "wanted").data["wants"] == [True, False, True]
    assert rules.view(state, 1)["frenzy"]["stage"] == "fight"


def test_a_fighters_dice_choice_is_hidden_until_every_fighter_has_chosen_frenzied_method() -> None:
    state = frenzied(3)
    state, _ = all_want(state, 0, 1)
    state, events = play(state, FightDice(0, 2, False))
    assert rules.view(state, 0)["frenzy"]["choices"][0] == {"dice": 2, "give_up": False}
    assert rules.view(state, 1)["frenzy"]["choices"] == [None, None, None]
    assert rules.view(state, 1)["frenzy"]["answered"] == [True, False, False]
    assert events[0].secret_to == 0 and "2" not in json.dumps(events[0].data)
    one_die = with_survivor(state, 0, replace(state.survivors[0], fight=1))
    assert rules.view(one_die, 1) == rules.view(state, 1)


def test_redealing_for_a_seat_deals_the_others_answers_anew_but_not_its_own_frenzied_method() -> None:
    state = frenzied(4)
    state, _ = play(state, Want(0, True), Want(1, True), Want(2, False))
    seen = set()
    for k in range(20):
        redealt = rules.redeal_hidden(state, 3, random.Random(k))
        assert rules.view(redealt, 3) == rules.view(state, 3)
        seen.add(tuple(s.want for s in redealt.survivors))
        mine = rules.redeal_hidden(state, 0, random.Random(k))
        assert mine.survivors[0].want is True
    assert len(seen) > 1


# -- the end of the phase ---------------------------------------------------------------------------


def test_times_up_before_five_minutes_is_refused_frenzied_method() -> None:
    state = frenzied(3)
    for ms in (0, 299_999, -1):
        with pytest.raises(IllegalCommand, match="five minutes"):
            rules.apply(state, TimeUp(0, ms))
    with pytest.raises(IllegalCommand, match="up to a day"):
        rules.apply(state, TimeUp(0, 86_400_001))


def test_times_up_discards_the_rest_of_the_deck_and_the_survivors_gear_up_frenzied_method() -> None:
    state = frenzied(3)
    state, _ = all_want(state, 1)
    state, _ = play(state, Want(0, True))  # a card half answered when the timer rings
    shown, rest = state.frenzy_card, state.frenzy_deck
    state, events = rules.apply(state, TimeUp(2, 301_250))
    assert state.phase is Phase.GEAR_UP and rules.to_act(state) == (0, 1, 2)
    assert shown in state.discarded and state.left_over == rest and state.frenzy_deck == ()
    assert kinds(events) == ["card_discarded", "scavenge_over"] and events[-1].data["time_up"] is True
    assert len(state.survivors[1].items) == 1 and all(s.dice == 0 for s in state.survivors)
    view = rules.view(state, 0)
    assert view["frenzy"] is None and [s["dice"] for s in view["survivors"]] == [None] * 3
    state, _ = play(state, EndTurn(0), EndTurn(1), EndTurn(2))
    assert state.phase is Phase.START
    state, _ = play(state, Start(0, 0))
    assert state.survivors[0].room == (0, 0)


def test_a_later_times_up_is_a_declared_shortcut_and_the_listed_one_is_stamped_at_five_minutes() -> None:
    state = frenzied(2)
    assert TimeUp(0, FRENZY_MS) in rules.legal_commands(state, 0)
    assert not rules.is_shortcut(state, TimeUp(0, FRENZY_MS))
    assert rules.is_shortcut(state, TimeUp(0, FRENZY_MS + 1))


def test_an_empty_deck_ends_the_phase_frenzied_method() -> None:
    state = frenzied(2)
    state = evolve(state, left_over=state.frenzy_deck, frenzy_deck=())
    card = state.frenzy_card
    state, events = all_want(state, 0)
    assert state.phase is Phase.GEAR_UP and state.frenzy_card is None
    assert [i.cards for i in state.survivors[0].items] == [(card,)]
    assert events[-1].kind == "scavenge_over" and events[-1].data["time_up"] is False


def test_there_is_no_trading_in_the_frenzied_scavenge() -> None:
    state = frenzied(2)
    state, _ = all_want(state, 0)
    item = state.survivors[0].items[0]
    assert not any(isinstance(c, Trade) for s in (0, 1) for c in rules.legal_commands(state, s))
    with pytest.raises(IllegalCommand, match="escape phase"):
        rules.apply(state, Trade(0, item.id, 1))


def test_the_frenzied_commands_read_back_from_json() -> None:
    for command in (Want(1, True), FightDice(2, 0, True), TimeUp(0, 300_000)):
        assert rules.command_from_json(json.loads(json.dumps(command.to_json()))) == command
    assert FightDice(0, 2, False).to_json() == {"type": "fight_dice", "seat": 0, "dice": 2, "give_up": False}


# -- random games -----------------------------------------------------------------------------------


def _cards_everywhere(state: State) -> Counter[int]:
    seen: Counter[int] = Counter()
    for survivor in state.survivors:
        seen.update(survivor.hand)
        seen.update(c for item in survivor.items for c in item.cards)
        seen.update(survivor.events)  # "Optional Event" cards kept until the end of the turn
    for room in state.grid:
        if room is not None:
            seen.update(c for item in room.dropped for c in item.cards)
            if room.exit_card is not None:
                seen[room.exit_card] += 1
    piles = (state.search_deck, state.supplies, state.discarded, state.left_over, state.set_aside)
    for pile in (*piles, state.frenzy_deck):
        seen.update(pile)
    if state.frenzy_card is not None:
        seen[state.frenzy_card] += 1
    return seen


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_frenzied_games_finish_with_every_card_in_one_place_frenzied_method(players: int) -> None:
    fights = time_ups = emptied = 0
    for seed in range(3):
        options = {"players": players, "scavenge": "frenzied", "mode": ("coop", "competitive")[seed % 2]}
        states, commands = random_playout(seed, options)
        assert states[-1].phase is Phase.OVER, "a random frenzied game ends"
        for state in states:
            assert _cards_everywhere(state) == Counter(range(len(CARDS)))
            assert all(0 <= s.dice <= 2 for s in state.survivors)
            if state.phase is Phase.FRENZY:
                assert state.frenzy_card is not None and rules.to_act(state)
        fights += sum(isinstance(c, FightDice) for c in commands)
        time_ups += sum(isinstance(c, TimeUp) for c in commands)
        emptied += any(s.phase is Phase.GEAR_UP and not s.left_over for s in states)
        again, _ = random_playout(seed, options)
        assert again == states, "the same seed and commands give the same game"
    assert fights and (time_ups or emptied)


def test_random_frenzied_games_both_run_out_of_time_and_empty_the_deck() -> None:
    endings = set()
    for seed in range(8):
        _, commands = random_playout(seed, {"players": 3, "scavenge": "frenzied"})
        endings.add(any(isinstance(c, TimeUp) for c in commands))
    assert endings == {True, False}


def test_the_contract_suites_random_games_play_the_frenzied_scavenge() -> None:
    from tests.contract.harness import SEEDS, options_for

    frenzied_games = [options_for(rules, seed) for seed in range(SEEDS)]
    frenzied_games = [options for options in frenzied_games if options["scavenge"] == "frenzied"]
    assert frenzied_games, "the contract's random games meet every option value, the frenzied one too"
    assert all(rules.setup(options, 0).phase is Phase.FRENZY for options in frenzied_games)
