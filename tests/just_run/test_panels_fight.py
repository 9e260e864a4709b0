"""The fight panel: every die on screen, paired highest against highest, winners lit, ties
explained by the book (All About Fighting; Taking Damage; Wear & Tear)."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.core.contract import Event
from tabletop.engine import tween
from tabletop.engine.intents import Click
from tabletop.engine.timeline import Timeline
from tabletop.games.just_run.rules.fighting import pair_dice
from tabletop.games.just_run.table.fight_panel import FightLook, FightPanel, looks, pairs
from tests.just_run import panel_states as ps
from tests.readability import record, too_small


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.init()


def _fight(attack: list[int], defence: list[int], **data: object) -> list[Event]:
    base = {"seat": 0, "attack": attack, "defence": defence, "target": None, "row": 0, "col": 0}
    base.update(data)
    hits = pair_dice(
        attack,
        defence,
        attacker_flail=bool(base.get("attacker_flail")),
        defender_flail=bool(base.get("defender_flail")),
    )
    base["hits"] = list(hits)
    return [Event("fight", "x", data=base)]


def test_the_panels_pairs_score_exactly_as_pair_dice_all_about_fighting() -> None:
    rng = random.Random(7)
    for _ in range(400):
        attack = [rng.randint(1, 6) for _ in range(rng.randint(0, 5))]
        defence = [rng.randint(1, 6) for _ in range(rng.randint(0, 6))]
        flail = rng.random() < 0.5
        columns = pairs(attack, defence, attacker_takes_ties=flail)
        hits = (sum(p.attacker_wins for p in columns), sum(not p.attacker_wins for p in columns))
        assert hits == pair_dice(attack, defence, attacker_flail=flail)


def test_the_books_flail_fight_pairs_highest_against_highest_and_the_flail_wins_the_tie() -> None:
    """All About Fighting: the Hammer and Extension Cord flail against four zombies (3 dice)."""
    look = FightLook.read(_fight([6, 4, 2], [4, 6, 3, 1], attacker_flail=True), ps.NAMES)
    assert look is not None
    columns = look.columns
    assert [(p.attack, p.defence) for p in columns] == [(6, 6), (4, 4), (2, 3), (None, 1)]
    assert [p.attacker_wins for p in columns] == [True, True, False, False]
    assert look.tie_line() == "Tie: the flail attacker wins it."


def test_tie_lines_follow_the_book() -> None:
    def line(**data: object) -> str:
        look = FightLook.read(_fight([5], [5], **data), ps.NAMES)
        assert look is not None
        return look.tie_line()

    assert line() == "Tie: zombies win ties."
    assert line(target=1) == "Tie: the defender wins."
    assert (
        line(target=1, attacker_flail=True, defender_flail=True)
        == "Tie: flail against flail, the defender wins."
    )
    zombie = Event("zombie_fight", "x", data={"seat": 1, "attack": [4], "defence": [4, 2], "hits": [1, 1]})
    look = FightLook.read([zombie], ps.NAMES)
    assert (
        look is not None
        and look.tie_line() == "Tie: zombies win ties."
        and look.title() == "1 zombie attacks Ben"
    )


def test_a_real_fight_plays_as_beats_with_every_die_thrown_and_each_pairs_winner_lit() -> None:
    tween.set_speed(1)
    try:
        _state, events = ps.fight_events()
        look = looks(events, ps.NAMES)[0]
        assert look.hits == tuple(next(e for e in events if e.kind == "fight").data["hits"])
        panel = FightPanel()
        timeline = Timeline(on_skip=panel.skip)
        timeline.play(panel.beats(look))
        assert [d.value for d in panel.attack_dice] == list(look.attack)
        assert [d.value for d in panel.defence_dice] == list(look.defence)
        timeline.finish()
        assert [d.value for d in panel.attack_dice] == sorted(look.attack, reverse=True)
        lit = [d.highlight for d in panel.attack_dice]
        assert lit == [p.attacker_wins for p in look.columns[: len(lit)]]
        assert sum(lit) == look.hits[0]
        assert panel.damage_shown and len(panel.tokens) == look.killed + look.damage
    finally:
        tween.set_speed(1)


def test_wear_and_tear_rolls_beside_the_fight_for_a_wrench_weapon() -> None:
    events = _fight([6, 2, 1], [3], weapon="Handgun")
    events.append(Event("wear", "x", {"item": "Handgun"}, data={"seat": 0, "item": 9, "broken": True}))
    look = FightLook.read(events, ps.NAMES)
    assert look is not None and look.wear == (("Handgun", True),)
    panel = FightPanel()
    beats = panel.beats(look)
    assert beats[-1].caption == "Wear & Tear: the Handgun breaks!"
    for beat in beats:
        assert beat.start is not None
        beat.start()
    panel.skip()
    assert [d.value for d in panel.wear_dice] == [6]


def test_the_panel_is_readable_and_a_click_hides_it_once_played() -> None:
    _state, events = ps.fight_events()
    look = looks(events, ps.NAMES)[0]
    panel = FightPanel()
    for beat in panel.beats(look):
        assert beat.start is not None
        beat.start()
    panel.skip()
    assert too_small(record(lambda: panel.draw(pygame.Surface((1920, 1080))))) == []
    panel.handle(Click(panel.rect.center))
    assert not panel.visible


def test_a_real_handgun_fight_rolls_wear_and_tear_beside_it_wear_and_tear() -> None:
    _state, events = ps.handgun_fight_events()
    wear = next(e for e in events if e.kind == "wear")
    look = looks(events, ps.NAMES)[0]
    assert look.weapon == "Handgun" and look.wear == (("Handgun", wear.data["broken"]),)
    panel = FightPanel()
    for beat in panel.beats(look):
        assert beat.start is not None
        beat.start()
    panel.skip()
    assert len(panel.wear_dice) == 1 and (panel.wear_dice[0].value == 6) == wear.data["broken"]
