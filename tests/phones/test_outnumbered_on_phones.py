"""A seeded Outnumbered game played from the heroes' phones in real Chromium (issue 22): every move
is a tap on the seat's own page (a hero chosen, the dice rolled, numbers built on the tray, formulas
typed, bonus powers played on their targets, villains beaten, turns ended); the log the phones made
equals the same commands applied directly, and every view a phone received is its seat's view."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.core.contract import Command, IllegalCommand
from tabletop.core.i18n import describe, set_language
from tabletop.games.outnumbered import bots
from tabletop.games.outnumbered.rules import Build, Combine, PlayBonus
from tabletop.games.outnumbered.rules.content import BONUS_POWERS
from tabletop.games.outnumbered.rules.scenario import make_state
from tests.phones.night import Night, compact

SEED = 11
PLAYERS = 2
OPTIONS = {"players": PLAYERS, "mode": "sidekick"}
MOST_MOVES = 400
#: a folder to keep the phone's pictures in (unset: none are taken)
SHOTS = os.environ.get("TABLETOP_PHONE_SHOTS")
#: buttons that spend a card, a hero or the turn: they ask for a second tap
CONFIRMED = ("choose_hero", "play_bonus", "end_turn")


@pytest.fixture
def polish() -> Iterator[None]:
    """The app speaks Polish (the phones hear it in the welcome) for one test."""
    set_language("pl")
    yield
    set_language("en")


@pytest.fixture
def night() -> Iterator[Night]:
    made = Night("outnumbered", OPTIONS, SEED)
    yield made
    made.close()


def tap(page: Page, command: Command) -> None:
    """Make ``command`` on the seat's page the way a person would."""
    data = command.to_json()
    kind = data["type"]
    if kind == "build":
        page.locator("input[data-formula]").fill(data["formula"])
        page.locator("button[data-build]").click()
        return
    if kind == "combine":
        page.locator(f'button[data-value="{data["a"]}"]').click()
        page.locator(f'button[data-op="{data["op"]}"]').click()
        page.locator(f'button[data-value="{data["b"]}"]').click()
        return
    if kind == "square":
        page.locator(f'button[data-value="{data["value"]}"]').click()
        page.locator('button[data-op="^2"]').click()
        return
    if kind == "play_bonus":
        page.locator(f'button[data-bonus="{data["card"]}"]').first.click()
        if data["card"] == "wild_die":
            page.locator(f'button[data-wild-die="{data["die"]}"]').click()
    button = page.locator(f"button[data-command='{compact(data)}']")
    button.click()
    if kind in CONFIRMED:
        button.click()  # the second tap a button spending a card, a hero or the turn asks for


def shoot(page: Page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"outnumbered-{name}.png"), full_page=True)


def next_move(night: Night, seat: int, rng: random.Random, played: set[str]) -> Command:
    """The strong computer hero's move, except that the first bonus power that can be played is
    played, and the first number built step by step is typed as a formula instead."""
    legal = night.session.legal(seat)
    if "play_bonus" not in played:
        bonus = [command for command in legal if command.TYPE == "play_bonus"]
        if bonus:
            return bonus[0]
    command = bots.choose(night.session.view(seat), legal, seat, "strong", rng)
    if "build" not in played and isinstance(command, Combine):
        pool = {value["id"]: value["number"] for value in night.session.view(seat)["pool"]}
        return Build(seat, f"{pool[command.a]}{command.op}{pool[command.b]}")
    return command


def test_a_seeded_outnumbered_game_is_played_to_the_end_from_the_heroes_phones(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    pages, frames = night.open_phones(playwright, browser, phones)
    rng = random.Random(SEED)
    played: set[str] = set()
    for _ in range(MOST_MOVES):
        if night.session.over:
            break
        seat = night.session.to_act()[0]
        page = pages[seat]
        expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
        command = next_move(night, seat, rng, played)
        if command.TYPE not in played:
            shoot(page, f"before-{command.TYPE}")
        played.add(command.TYPE)
        night.play_on(page, command, tap)
    assert night.session.over, f"the game did not end within {MOST_MOVES} moves"
    assert {
        "choose_hero",
        "roll",
        "combine",
        "square",
        "build",
        "hero_power",
        "play_bonus",
        "defeat",
        "end_turn",
    } <= played
    for page in pages:
        expect(page.locator("#turn")).to_have_text("The game is over.")
    shoot(pages[0], "over")
    night.check_the_log_is_the_direct_game()
    # every view a phone received was exactly its own seat's view at that step
    night.check_only_own_views(frames, at_least=len(night.chosen))


def test_a_formula_the_rules_refuse_shows_their_reason_on_the_phone(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    pages, _frames = night.open_phones(playwright, browser, phones)
    rules = night.session.rules
    for data in (
        {"type": "choose_hero", "seat": 0, "hero": "big_plus"},
        {"type": "choose_hero", "seat": 1, "hero": "splice"},
        {"type": "roll", "seat": 0},
    ):
        night.apply(rules.command_from_json(data))
    page = pages[0]
    expect(page.locator("body")).to_have_attribute("data-step", "3")
    wrong = Build(0, "99+99")
    with pytest.raises(IllegalCommand) as refusal:
        rules.apply(night.session.state, wrong)
    tap(page, wrong)
    made = night.take_move()
    assert made == wrong
    # the app hands the move to the rules, and their refusal goes back to the phone that sent it
    with pytest.raises(IllegalCommand) as error:
        night.session.apply(made)
    assert night.link.refused(made, error.value)
    expect(page.locator("#status")).to_have_text(describe(refusal.value))
    expect(page.locator("#status")).to_have_class("refused")
    # the reason is in sight beside the formula line, far down the page, where the tap was
    expect(page.locator("#status")).to_be_in_viewport()
    expect(page.locator("button[data-build]")).to_be_in_viewport()
    # the typed formula stays for mending, and the game did not move
    expect(page.locator("input[data-formula]")).to_have_value("99+99")
    assert len(night.session.steps) == 3
    shoot(page, "refused")


def test_every_bonus_power_is_played_from_the_phone_on_its_target_in_polish(
    polish: None, playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    kinds = [power.kind.value for power in BONUS_POWERS]
    night.session.state = make_state(
        players=PLAYERS,
        heroes=("big_plus", "splice"),
        villains={(0, 2): 5, (1, 3): 7, (2, 1): 30},
        dice=(2, 3, 5),
        barricades=(True, True, True, True, False),
        hands=(kinds, ()),
    )
    night.link.publish()
    pages, _frames = night.open_phones(playwright, browser, phones)
    page = pages[0]
    expect(page.locator('button[data-bonus="lightning"]')).to_contain_text("Błyskawica")
    expect(page.locator("#turn")).to_have_text("Twoja kolej")
    # the team plays with open hands: the other hero is shown too, in Polish
    expect(pages[1].locator('.mate[data-seat="0"]')).to_contain_text("Wielki Plus")
    expect(pages[1].locator('.mate[data-seat="0"]')).to_contain_text("Dzika Kość")
    for kind in kinds:
        expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
        command = next(c for c in night.session.legal(0) if isinstance(c, PlayBonus) and c.card == kind)
        if kind == "lightning":
            page.locator('button[data-bonus="lightning"]').click()
            shoot(page, "bonus-targets-pl")
            page.locator('button[data-bonus="lightning"]').click()  # a second tap puts it back
        night.play_on(page, command, tap)
    expect(page.locator("body")).to_have_attribute("data-step", str(len(kinds)))
    expect(page.locator("button[data-bonus]")).to_have_count(0)
    assert night.session.state.hands[0] == ()
    assert night.session.state.barricades[4], "Rebuild put lane 5's barricade back"
    shoot(page, "bonus-all-played-pl")


def test_a_formula_tapped_on_the_phones_keys_is_sent_as_typed_and_built_by_the_rules(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    night.session.state = make_state(players=PLAYERS, villains={(2, 0): 20}, dice=(2, 3, 5))
    night.link.publish()
    pages, _frames = night.open_phones(playwright, browser, phones)
    page = pages[0]
    for key in ("(", "2", "+", "3", ")", "²", "−", "5"):
        page.locator(f'button[data-key="{key}"]').click()
    expect(page.locator("input[data-formula]")).to_have_value("(2+3)²−5")
    page.locator("button[data-build]").click()
    made = night.take_move()
    assert made == Build(0, "(2+3)²−5")
    night.apply(made)
    # the built 20 is a number of the tray now, and it can beat the 20 in lane 3
    expect(page.locator("button[data-value]")).to_have_count(1)
    expect(page.locator("button[data-value] .number")).to_have_text("20")
    expect(page.locator('button[data-command*=\'"type":"defeat"\']')).to_contain_text("(2+3)^2-5 = 20")
    expect(page.locator("input[data-formula]")).to_have_value("")
    shoot(page, "built")
