"""Special effects! and Interfering with the players!: claws, fire and bites; what each monster deals;
the card rules (one at a time, one round, no duplicates, Shield, reshuffle); and the exact effect of
every interference card that acts when played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

import pytest

from tabletop.games.outrun import rules
from tabletop.games.outrun.rules import Infect, Keep, Play, Run
from tabletop.games.outrun.rules.boards import BOARDS, Special
from tabletop.games.outrun.rules.content import ANTIDOTE, LONG_WAY, Monster
from tabletop.games.outrun.rules.interference import CARDS, DECK, Kind, Lasts
from tabletop.games.outrun.rules.paths import PATHS
from tabletop.games.outrun.rules.scenario import make_state
from tabletop.games.outrun.rules.state import Phase, State
from tests.contract.harness import undo_leaks_at
from tests.outrun.play import ORDER, PATH, kinds, play, play_events, race

NOT_BAT, SWITCH = 2, 9
BACK_AWAY, BACK_AWAY_2 = 15, 17
EVENS, ODDS = 18, 20
LONG_1, LONG_2 = 22, 23
LITTLE, MAJOR = 28, 31
BOOST, BOOST_2 = 33, 34
SHIELD = 37
FOCUS = 40
FAIR_TRADE = 43
HAVE_MINE = 45
STEAL = 47
WRONG = tuple(reversed(ORDER))


def all_right(
    state: State, players: int, *, wrong: Sequence[int] = ()
) -> Mapping[int, tuple[Sequence[str], int]]:
    """Runs for every seat, seat 0 fastest; the ``wrong`` ones laid in the wrong order."""
    return {
        seat: (WRONG if seat in wrong else rules.correct_run(state, seat), 1000 * (seat + 1))
        for seat in range(players)
    }


def bear_turns(
    players: int = 3,
    deck: Sequence[int] = (),
    fronts: Mapping[int, Sequence[int]] | None = None,
    hands: Mapping[int, Sequence[int]] | None = None,
    wrong: Sequence[int] = (),
    monster: str = "bear",
) -> tuple[State, list[rules.Event]]:
    """A race on path card 1 in which seat 0 is fastest, then seat 1, ...; the round runs on to the
    first choice (the draws come from ``deck``, top first, then the rest of the deck)."""
    base = make_state(monster, players=players, path=PATH, fronts=fronts, hands=hands, boards=3)
    rest = tuple(c for c in base.deck if c not in deck)
    state = make_state(
        monster, players=players, path=PATH, fronts=fronts, hands=hands, deck=(*deck, *rest), boards=3
    )
    return race(state, all_right(state, players, wrong=wrong))


# -- Special effects! -------------------------------------------------------------------------------


def test_a_clawed_runner_discards_every_card_in_front_of_them() -> None:
    """Special effects!, Bear: a clawed player removes all interference cards in front of them."""
    claws = [p for p in range(1, 7) if BOARDS[Monster.BEAR].has(p, Special.CLAW)]
    assert claws == [4, 6]
    fronts = {0: (SHIELD,), 2: (BOOST,), 3: (BACK_AWAY,), 5: (ODDS,)}
    state, events = bear_turns(6, fronts=fronts)
    assert state.runners[3].front == () and state.runners[5].front == ()  # places 4 and 6
    assert state.runners[0].front == (SHIELD,)
    assert [e.seat for e in events if e.kind == "cleared"] == [3, 5]
    assert BACK_AWAY in state.discard and ODDS in state.discard


def test_every_correct_runner_but_the_fastest_is_set_on_fire_by_the_dragon() -> None:
    """Special effects!, Dragon: on-fire players remove all interference cards in front of them."""
    fronts = {0: (BACK_AWAY,), 1: (EVENS,), 2: (NOT_BAT,), 3: (ODDS,)}
    state, events = bear_turns(4, fronts=fronts, wrong=(3,), monster="dragon")
    assert state.runners[0].front == (BACK_AWAY,)  # the fastest: not burned
    assert state.runners[1].front == () and state.runners[2].front == ()
    assert state.runners[3].front == (ODDS,)  # wrong: in the +0 box, not on fire
    assert [e.seat for e in events if e.kind == "cleared"] == [1, 2]


def zombie_race(
    players: int,
    infected: Sequence[int],
    runs: Mapping[int, tuple[Sequence[str], int]],
    path: int = PATH,
    fronts: Mapping[int, Sequence[int]] | None = None,
) -> tuple[State, list[rules.Event]]:
    state = make_state("zombie", players=players, path=path, infected=infected, fronts=fronts, boards=3)
    return race(state, runs)


def test_a_healthy_runner_on_a_biohazard_place_is_infected() -> None:
    """Special effects!, Zombie: if on a biohazard spot, you become infected."""
    assert [p for p in range(1, 7) if BOARDS[Monster.ZOMBIE].has(p, Special.BIOHAZARD)] == [4, 6]
    state, events = zombie_race(2, (), {0: (ORDER, 1000), 1: (ORDER, 2000)})
    assert [r.infected for r in state.runners] == [False, True]  # places 1 and 6
    assert rules.view(state, 0)["seats"][1]["infected"] is True
    assert "infected" in kinds(events)


def test_an_infected_runner_on_a_biohazard_place_infects_their_only_neighbour() -> None:
    """Special effects!, Zombie: already infected, infect an adjacent player on the monster board."""
    # six runners on places 1-6: seat 5 (place 6, infected) has one neighbour, seat 4 on place 5
    runs = {seat: (ORDER, 1000 * (seat + 1)) for seat in range(6)}
    state, events = zombie_race(6, (5,), runs)
    assert state.runners[4].infected
    infects = [e for e in events if e.kind == "infected" and e.data.get("target") is not None]
    assert [(e.seat, e.data["target"]) for e in infects] == [(5, 4)]


def test_an_infected_runner_with_two_neighbours_chooses_whom_to_infect() -> None:
    """Special effects!, Zombie: choose an adjacent player on the monster board to infect."""
    # six runners on places 1-6; seat 3 (place 4, infected) has seats 2 and 4 beside it
    runs = {seat: (ORDER, 1000 * (seat + 1)) for seat in range(6)}
    state, _ = zombie_race(6, (3,), runs)
    assert state.phase is Phase.INFECT
    assert rules.to_act(state) == (3,)
    assert rules.legal_commands(state, 3) == [Infect(3, 2), Infect(3, 4)]
    assert rules.view(state, 3)["choices"] == [2, 4]
    with pytest.raises(rules.IllegalCommand, match="next to you"):
        rules.apply(state, Infect(3, 0))
    state = play(state, Infect(3, 4))
    assert state.runners[4].infected and not state.runners[2].infected
    assert state.phase is Phase.REVEAL  # the Zombie has no plays: the next round waits


def test_choosing_whom_to_infect_and_the_zero_claw_show_nobody_anything_undo_could_cross() -> None:
    """Random games never come to these choices: the contract's undo-barrier check here (issue 20)."""
    runs = {seat: (ORDER, 1000 * (seat + 1)) for seat in range(6)}
    infecting, _ = zombie_race(6, (3,), runs)
    assert undo_leaks_at(rules, infecting, 6) == []
    clawing = make_state("bear", players=4, fronts={2: (SHIELD,)})
    clawing = replace(clawing, phase=Phase.TAKE_ZERO, queue=((2, ()),))
    assert {c.TYPE for c in rules.legal_commands(clawing, 2)} == {"take_zero"}
    assert undo_leaks_at(rules, clawing, 4) == []


def test_an_infected_runner_may_end_with_the_antidote_to_cure_clear_and_be_immune() -> None:
    """Zombie-Specific Rules, Antidote: after the last card, cure, clear every card, immune this round."""
    card = next(p for p in PATHS if p.antidote)
    order = card.order
    runs = {0: (order, 1000), 1: ((*reversed(order), ANTIDOTE), 2000)}  # Back away in front of 1
    state, events = zombie_race(2, (1,), runs, path=card.id, fronts={1: (BACK_AWAY,)})
    assert "cured" in kinds(events)
    cured = state.runners[1]
    # seat 1 stood on place 6, a biohazard place: immune, so not infected again
    assert not cured.infected and cured.front == ()
    assert BACK_AWAY in state.discard


def test_the_antidote_needs_the_icon_on_the_path_card() -> None:
    """Zombie-Specific Rules: only when you see the antidote icon on the path card."""
    assert not next(p for p in PATHS if p.id == PATH).antidote
    runs = {0: (ORDER, 1000), 1: ((*ORDER, ANTIDOTE), 500)}
    state, events = zombie_race(2, (1,), runs)
    assert "cured" not in kinds(events)
    assert not state.runners[1].last_run.correct  # type: ignore[union-attr]
    assert state.runners[1].infected


def test_only_an_infected_runner_holds_the_antidote() -> None:
    """Zombie-Specific Rules: the placeholder card is an antidote when it is red side up."""
    card = next(p for p in PATHS if p.antidote)
    state = make_state("zombie", players=2, path=card.id, infected=(1,))
    with pytest.raises(rules.IllegalCommand, match="Antidote"):
        rules.apply(state, Run(0, (*card.order, ANTIDOTE), 900))
    rules.apply(state, Run(1, (*card.order, ANTIDOTE), 900))
    assert rules.view(state, 1)["path_antidote"] is True


def test_a_cured_runner_need_not_take_the_antidote_and_the_plain_run_is_right_too() -> None:
    """Zombie-Specific Rules: the antidote "can" be played: the run without it is still right."""
    card = next(p for p in PATHS if p.antidote)
    state, _ = zombie_race(2, (0,), {0: (card.order, 1000), 1: (card.order, 2000)}, path=card.id)
    assert state.runners[0].last_run.correct and state.runners[0].infected  # type: ignore[union-attr]


# -- Interfering: what each monster deals -----------------------------------------------------------


def test_one_round_cards_leave_before_the_draw_and_one_at_a_time_cards_stay() -> None:
    """Interfering 1: firstly remove the one-round cards played in the previous round."""
    assert CARDS[BOOST].lasts is Lasts.ROUND and CARDS[BACK_AWAY].lasts is Lasts.UNTIL_REPLACED
    state, events = bear_turns(2, fronts={0: (BOOST, BACK_AWAY)})
    assert state.runners[0].front == (BACK_AWAY,)
    assert BOOST in state.discard
    assert kinds(events).index("round_cards_gone") < kinds(events).index("drew")


def test_against_the_bear_everyone_draws_one_and_plays_fastest_to_slowest() -> None:
    """Interfering, Bear: each draws one; fastest to slowest (correct then incorrect) play or keep."""
    state, events = bear_turns(3, deck=(FOCUS, SHIELD, BOOST), wrong=(0,))
    # order: 1, 2 correct, then 0 wrong
    assert state.order == (1, 2, 0)
    assert [(e.seat, e.data["count"]) for e in events if e.kind == "drew"] == [(1, 1), (2, 1), (0, 1)]
    assert [r.hand for r in state.runners] == [(BOOST,), (FOCUS,), (SHIELD,)]
    assert state.phase is Phase.INTERFERE
    assert rules.to_act(state) == (1,)
    assert Keep(1) in rules.legal_commands(state, 1)
    state = play(state, Keep(1))
    assert rules.to_act(state) == (2,)
    state = play(state, Play(2, SHIELD, 2))
    assert rules.to_act(state) == (0,)
    state = play(state, Play(0, BOOST, 0))
    assert state.phase is Phase.REVEAL
    assert state.runners[1].hand == (FOCUS,)  # kept for a later round


def test_the_draws_hide_the_card_from_everyone_but_the_drawer() -> None:
    """Interfering, Bear: a drawn card goes to the drawer's hand; the others see only how many."""
    state, events = bear_turns(2, deck=(FOCUS, SHIELD))
    drew = next(e for e in events if e.kind == "drew" and e.seat == 0)
    assert drew.secret_to == 0 and drew.barrier
    assert "Focus" in drew.text_for(0) and "Focus" not in drew.text_for(1)
    assert rules.view(state, 1)["seats"][0]["hand_count"] == 1
    assert [c["id"] for c in rules.view(state, 0)["hand"]] == [FOCUS]
    assert [c["id"] for c in rules.view(state, 1)["hand"]] == [SHIELD]


def test_the_dragon_deals_two_cards_to_the_card_places_and_none_to_the_fastest() -> None:
    """Interfering, Dragon: each player on a card-icon position draws two; the fastest gets none."""
    cards = [p for p in range(1, 7) if BOARDS[Monster.DRAGON].has(p, Special.CARDS)]
    assert cards == [2, 3, 4, 5, 6]
    state, events = bear_turns(4, wrong=(3,), monster="dragon")
    assert [(e.seat, e.data["count"]) for e in events if e.kind == "drew"] == [(1, 2), (2, 2)]
    assert [len(r.hand) for r in state.runners] == [0, 2, 2, 0]
    assert rules.to_act(state) == (1,)


def test_the_vampire_lays_one_card_in_the_centre_for_everyone() -> None:
    """Interfering, Vampire: draw one card and place it in the centre; it applies to all players."""
    state, events = bear_turns(3, deck=(BACK_AWAY + 1,), monster="vampire")
    assert state.center == (16,)
    assert state.phase is Phase.REVEAL
    assert "to_center" in kinds(events)
    assert [c["kind"] for c in rules.view(state, 2)["center"]] == ["back_away"]


def test_a_plus_card_in_the_centre_gives_every_runner_a_copy() -> None:
    """Game Setup 9 and The long way: a "+" card drawn on the Vampire board, each player a copy."""
    state, _ = bear_turns(4, deck=(LONG_2,), monster="vampire")
    assert state.center == (LONG_2,)
    assert len(state.lent) == 3 and all(CARDS[c].after == 2 for c in state.lent)
    assert len(state.copies) == 12
    state = play(state, rules.Reveal(rules.to_act(state)[0]))
    for seat in range(4):
        run = rules.correct_run(state, seat)
        assert run[2] == LONG_WAY
    # the copies go back beside the board when the card leaves at the next Interfering stage
    state, _ = race(state, {s: (rules.correct_run(state, s), 1000 + s) for s in range(4)})
    assert state.lent == () or all(CARDS[c].after != 2 for c in state.lent)
    assert LONG_2 in state.discard


def test_a_new_one_at_a_time_card_in_the_centre_replaces_the_old_one() -> None:
    """Interfering: only one one-at-a-time card affects all players at once on the Vampire board."""
    state = make_state("vampire", players=2, path=PATH, center=(16,), deck=(19, 21))
    state, _ = race(state, {0: (WRONG, 1000), 1: (WRONG, 2000)})
    assert state.center == (19,)
    assert 16 in state.discard


def test_the_zombie_deals_one_card_to_the_front_of_each_infected_runner() -> None:
    """Interfering, Zombie: each infected player draws one card and places it in front of themselves."""
    state = make_state(
        "zombie", players=3, path=PATH, infected=(0, 2), deck=(SWITCH, EVENS, NOT_BAT), boards=3
    )
    state, events = race(state, {0: (WRONG, 1000), 1: (WRONG, 2000), 2: (WRONG, 3000)})
    assert [r.front for r in state.runners] == [(SWITCH,), (), (EVENS,)]
    assert [e.seat for e in events if e.kind == "front_drawn"] == [0, 2]
    assert state.phase is Phase.REVEAL


def test_an_empty_deck_is_refilled_by_shuffling_the_discards() -> None:
    """Interfering, Note: if there are no cards left in the interference deck, reshuffle the discards."""
    state = make_state("bear", players=2, path=PATH, deck=(FOCUS,), discard=(SHIELD, BOOST, STEAL))
    state, events = race(state, {0: (ORDER, 1000), 1: (ORDER, 2000)})
    assert "reshuffled" in kinds(events)
    assert len(state.runners[1].hand) == 1 and state.runners[1].hand[0] in (SHIELD, BOOST, STEAL)
    assert len(state.deck) == 2 and state.discard == ()
    assert state.rng_calls == 1


# -- Interfering: the card rules --------------------------------------------------------------------


def interfere_as_0(
    hands: Mapping[int, Sequence[int]], fronts: Mapping[int, Sequence[int]] | None = None, players: int = 3
) -> State:
    """A Bear game in the Interfering stage with seat 0, then 1, then 2 to play their ``hands``."""
    state = make_state("bear", players=players, hands=hands, fronts=fronts)
    queue = tuple((seat, ()) for seat in range(players) if hands.get(seat))
    state = replace(state, phase=Phase.INTERFERE, order=tuple(range(players)), queue=queue)
    assert rules.to_act(state) == (0,)
    return state


def test_a_new_one_at_a_time_card_replaces_the_one_in_front() -> None:
    """Interfering, one-at-a-time cards: when a new one is played it replaces the old one."""
    state = interfere_as_0({0: (EVENS,)}, fronts={1: (BACK_AWAY, BOOST)})
    state, events = play_events(state, Play(0, EVENS, 1))
    assert state.runners[1].front == (BOOST, EVENS)
    assert BACK_AWAY in state.discard
    assert events[0].data["replaced"] == [BACK_AWAY]


def test_faq_a_second_boost_cannot_be_played_in_front_of_the_same_runner() -> None:
    """FAQ 2: you may not play duplicate interference cards in front of you: one Boost at a time."""
    state = interfere_as_0({0: (BOOST_2,)}, fronts={0: (BOOST,)})
    assert Play(0, BOOST_2, 0) not in rules.legal_commands(state, 0)
    assert Play(0, BOOST_2, 1) in rules.legal_commands(state, 0)
    with pytest.raises(rules.IllegalCommand, match="already has Boost"):
        rules.apply(state, Play(0, BOOST_2, 0))
    fresh = interfere_as_0({0: (BOOST_2, BOOST)})
    fresh = play(fresh, Play(0, BOOST, 0))
    assert fresh.runners[0].front == (BOOST,)
    assert Play(0, BOOST_2, 0) not in rules.legal_commands(fresh, 0)


def test_two_cards_of_the_same_name_never_lie_in_front_of_one_runner() -> None:
    """Interfering, Duplicates: not two copies of the same card, even with other symbols."""
    state = interfere_as_0({0: (NOT_BAT, 1)}, fronts={1: (3,)})  # Not that way (ghost) in front of 1
    assert Play(0, NOT_BAT, 1) not in rules.legal_commands(state, 0)
    assert Play(0, NOT_BAT, 2) in rules.legal_commands(state, 0)


def test_nobody_else_can_play_a_card_on_a_shielded_runner() -> None:
    """Interference Card Descriptions, Shield: no additional interference cards can be played against you."""
    state = interfere_as_0({0: (BACK_AWAY_2, STEAL)}, fronts={1: (SHIELD,)})
    legal = rules.legal_commands(state, 0)
    assert not [c for c in legal if isinstance(c, Play) and c.target == 1]
    with pytest.raises(rules.IllegalCommand, match="Shield"):
        rules.apply(state, Play(0, BACK_AWAY_2, 1))
    with pytest.raises(rules.IllegalCommand, match="Shield"):
        rules.apply(state, Play(0, STEAL, 1))


def test_a_shield_is_laid_only_in_front_of_its_player() -> None:
    """Interference Card Descriptions, Shield: it protects you."""
    state = interfere_as_0({0: (SHIELD,)})
    assert [c for c in rules.legal_commands(state, 0) if isinstance(c, Play)] == [Play(0, SHIELD, 0)]
    with pytest.raises(rules.IllegalCommand, match="front of yourself"):
        rules.apply(state, Play(0, SHIELD, 1))
    assert play(state, Play(0, SHIELD, 0)).runners[0].front == (SHIELD,)


def test_a_card_not_in_hand_or_a_missing_target_is_refused() -> None:
    """Interfering: players can play the interference cards that they hold."""
    state = interfere_as_0({0: (BACK_AWAY_2,)})
    with pytest.raises(rules.IllegalCommand, match="not in your hand"):
        rules.apply(state, Play(0, FOCUS, None))
    with pytest.raises(rules.IllegalCommand, match="Choose a runner"):
        rules.apply(state, Play(0, BACK_AWAY_2, None))
    with pytest.raises(rules.IllegalCommand, match="no runner 7"):
        rules.apply(state, Play(0, BACK_AWAY_2, 7))
    with pytest.raises(rules.IllegalCommand, match="fastest runner first"):
        rules.apply(make_state("bear", players=2, path=PATH), Play(0, BACK_AWAY_2, 1))


def test_a_runner_plays_as_many_cards_as_they_like_then_keeps_the_rest() -> None:
    """Interfering, Bear: play any interference cards you hold, or keep them for a later round."""
    state = interfere_as_0({0: (BACK_AWAY_2, BOOST_2, SHIELD), 1: (FOCUS,)})
    state = play(state, Play(0, BACK_AWAY_2, 1))
    assert rules.to_act(state) == (0,)
    state = play(state, Play(0, BOOST_2, 0), Keep(0))
    assert rules.to_act(state) == (1,)
    assert state.runners[0].hand == (SHIELD,)


# -- the cards that act when played -----------------------------------------------------------------


def test_focus_discards_every_card_in_front_of_its_player_then_itself() -> None:
    """Interference Card Descriptions, Focus: you may discard all interference cards in front of you."""
    state = interfere_as_0({0: (FOCUS,)}, fronts={0: (BACK_AWAY, SHIELD)})
    assert Play(0, FOCUS, None) in rules.legal_commands(state, 0)
    with pytest.raises(rules.IllegalCommand, match="without a target"):
        rules.apply(state, Play(0, FOCUS, 1))
    state = play(state, Play(0, FOCUS, None))
    assert state.runners[0].front == ()
    assert {BACK_AWAY, SHIELD, FOCUS} <= set(state.discard)


def test_fair_trade_swaps_the_cards_in_front_of_two_runners_even_when_one_has_none() -> None:
    """Interference Card Descriptions, Fair trade?: swap with another player; usable with 0 cards."""
    state = interfere_as_0({0: (FAIR_TRADE,)}, fronts={0: (BACK_AWAY,), 2: (EVENS, NOT_BAT)})
    traded = play(state, Play(0, FAIR_TRADE, 2))
    assert traded.runners[0].front == (EVENS, NOT_BAT) and traded.runners[2].front == (BACK_AWAY,)
    assert FAIR_TRADE in traded.discard
    empty = play(state, Play(0, FAIR_TRADE, 1))
    assert empty.runners[0].front == () and empty.runners[1].front == (BACK_AWAY,)
    with pytest.raises(rules.IllegalCommand, match="another runner"):
        rules.apply(state, Play(0, FAIR_TRADE, 0))


def test_have_mine_passes_the_cards_in_front_on_replacing_their_one_at_a_time_card() -> None:
    """Interference Card Descriptions, Have mine: pass your cards on (replace any one-at-a-time cards)."""
    state = interfere_as_0({0: (HAVE_MINE,)}, fronts={0: (BACK_AWAY, NOT_BAT), 1: (EVENS, SWITCH)})
    state = play(state, Play(0, HAVE_MINE, 1))
    assert state.runners[0].front == ()
    assert set(state.runners[1].front) == {SWITCH, BACK_AWAY, NOT_BAT}
    assert {EVENS, HAVE_MINE} <= set(state.discard)


def test_have_mine_discards_what_would_be_a_duplicate() -> None:
    """Interference: the Duplicates rule holds when cards are passed on."""
    state = interfere_as_0({0: (HAVE_MINE,)}, fronts={0: (NOT_BAT,), 1: (3,)})
    state = play(state, Play(0, HAVE_MINE, 1))
    assert state.runners[1].front == (3,)
    assert NOT_BAT in state.discard


def test_steal_takes_every_card_in_another_runners_hand() -> None:
    """Interference Card Descriptions, Steal: steal all interference cards from another player's hand."""
    state = interfere_as_0({0: (STEAL,), 2: (FOCUS, SHIELD)})
    state = play(state, Play(0, STEAL, 2))
    assert state.runners[0].hand == (FOCUS, SHIELD)
    assert state.runners[2].hand == ()
    assert STEAL in state.discard


def test_a_steal_cannot_be_taken_back_for_the_thief_has_seen_the_hand_but_a_shield_can() -> None:
    """Undo never crosses a reveal (issue 20): the stolen cards were hidden from the thief."""
    state = interfere_as_0({0: (STEAL, SHIELD), 2: (FOCUS, BOOST)})
    _after, events = rules.apply(state, Play(0, STEAL, 2))
    assert events[0].barrier
    _after, events = rules.apply(state, Play(0, SHIELD, 0))
    assert not any(e.barrier for e in events)


@pytest.mark.parametrize("kind", list(Kind))
def test_every_kind_of_card_is_in_the_deck_with_the_view_format(kind: Kind) -> None:
    """Interference Card Descriptions: every card of the book is in the deck, and the view shows it as
    {id, kind, symbols, after, lasts, plus}."""
    card = next(c for c in DECK if c.kind is kind)
    shown = card.json()
    assert {"id", "kind", "symbols", "after", "lasts", "plus"} <= set(shown)
    assert shown["kind"] == kind.value and shown["lasts"] in ("round", "until_replaced")
    assert len(shown["symbols"]) == {Kind.NOT_THAT_WAY: 1, Kind.SWITCHEROO: 2}.get(kind, 0)
    assert (shown["after"] in (1, 2, 3)) == (kind is Kind.THE_LONG_WAY)


def test_the_little_and_major_shortcuts_and_the_long_way_bend_the_next_run_of_their_target() -> None:
    """Interfering: a card played on a runner counts for their next run."""
    state = interfere_as_0({0: (LONG_1, MAJOR, LITTLE)})
    state = play(state, Play(0, LONG_1, 1), Play(0, MAJOR, 2), Play(0, LITTLE, 0))
    while state.phase is Phase.INTERFERE:
        state = play(state, Keep(rules.to_act(state)[0]))
    state = play(state, rules.Reveal(rules.to_act(state)[0]))
    assert rules.correct_run(state, 2) == ["major_shortcut"]
    assert rules.correct_run(state, 1)[1] == LONG_WAY
    assert len(rules.correct_run(state, 0)) == 7
