"""A phone page's work per move (issue 22, the pages' CPU): a new view changes on the page only what
it changes.  A part the view shows the same stays the very element it was (the phone styles, lays
out and paints only what changed), a button kept so still does what the new view says and still
asks twice, a line added to a spectator's log goes in on top of the old lines, and nothing stray
("null") is drawn where a part of the page is left out.  Real Chromium on an emulated Pixel 7."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from tabletop.engine.phones.protocol import Reply, reply
from tests.phones.night import Night, as_sent, compact, open_seat, welcome_spectators
from tests.phones.test_fugitive_on_phones import SEED

FUGITIVE, MARSHAL = 0, 1
WATCHING = "W" * 24  # a token as the server parses one
#: each element under the seat's part, and the header's turn words, marked as the ones drawn before
#: (a property no drawing sets)
MARK = """
document.querySelectorAll('#seat *').forEach((node) => { node.drawnBefore = true; });
const words = document.getElementById('turn').firstChild;  // a spectator's header has none
if (words) words.drawnBefore = true;
"""


@pytest.fixture
def night() -> Iterator[Night]:
    made = Night("fugitive", {"players": 2}, SEED)
    yield made
    made.close()


def kept(page: Page, selector: str) -> bool:
    """Whether the element at ``selector`` is the one drawn before :data:`MARK`."""
    return bool(page.evaluate("(s) => document.querySelector(s).drawnBefore === true", selector))


def until_the_marshal_draws(night: Night) -> None:
    """Seeded moves applied directly until the Marshal's turn begins with a draw."""
    rng = random.Random(SEED)
    for _ in range(200):
        legal = night.session.legal(MARSHAL) if MARSHAL in night.session.to_act() else []
        if any(command.to_json()["type"] == "draw" for command in legal):
            night.link.publish()
            return
        seat = night.session.to_act()[0]
        night.session.apply(rng.choice(night.session.legal(seat)))
    raise AssertionError("the Marshal never came to draw")


def test_a_view_that_shows_the_same_leaves_every_element_and_a_kept_button_sends_the_new_views_move(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    until_the_marshal_draws(night)
    page = open_seat(playwright, browser, phones, night.server.port, night.server.tokens.token(MARSHAL))
    step = len(night.session.steps)
    expect(page.locator("body")).to_have_attribute("data-step", str(step))
    page.evaluate(MARK)
    # the table's next frame for this seat shows the same (a move of another seat's secret part)
    view = as_sent(night.session.view(MARSHAL))
    legal = [command.to_json() for command in night.session.legal(MARSHAL)]
    night.server.publish(
        MARSHAL, reply(Reply.VIEW, view=view, legal=legal, your_turn=True, over=False, step=step + 1)
    )
    expect(page.locator("body")).to_have_attribute("data-step", str(step + 1))
    fresh = page.evaluate("[...document.querySelectorAll('#seat *')].filter((n) => !n.drawnBefore).length")
    assert fresh == 0, "a view that shows the same draws nothing new"
    assert page.evaluate("document.getElementById('turn').firstChild.drawnBefore"), "nor the header"
    draw = next(data for data in legal if data["type"] == "draw")
    button = f"button[data-command='{compact(draw)}']"
    assert kept(page, button)
    page.locator(button).click()  # the kept button sends the new drawing's command
    assert night.take_move().to_json() == draw


def test_a_part_the_new_view_changes_is_redrawn_and_the_parts_it_does_not_change_stay(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    until_the_marshal_draws(night)
    page = open_seat(playwright, browser, phones, night.server.port, night.server.tokens.token(MARSHAL))
    expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
    page.evaluate(MARK)
    pad = "button[data-number='40']"  # her notepad: the same after a draw
    assert page.locator(pad).count() == 1
    draw = next(c for c in night.session.legal(MARSHAL) if c.to_json()["type"] == "draw")
    night.apply(draw)
    expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
    assert kept(page, pad) and kept(page, "h2")
    # her hand grew by the card drawn: the hand is drawn anew, and shows it
    hand = sorted(night.session.view(MARSHAL)["marshal_hand"])
    expect(page.locator(".hand .card.held .number")).to_have_text([str(card) for card in hand])


def test_a_new_line_of_the_spectators_log_goes_on_top_and_the_lines_before_stay_as_they_were(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    night.server.spectator_token = WATCHING
    welcome_spectators(night.server, night.session)
    rng = random.Random(SEED)
    for _ in range(4):
        night.session.apply(rng.choice(night.session.legal(night.session.to_act()[0])))
    night.link.publish()
    page = open_seat(playwright, browser, phones, night.server.port, WATCHING)
    expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
    lines = page.locator("[data-log] li")
    before = lines.all_text_contents()
    assert before, "the log has lines to keep"
    page.evaluate(MARK)
    for _ in range(10):  # moves until one adds a public line
        night.apply(rng.choice(night.session.legal(night.session.to_act()[0])))
        expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
        if lines.count() > len(before):
            break
    now = lines.all_text_contents()
    added = len(now) - len(before)
    assert added > 0 and now[added:] == before, "the new lines on top, the old ones under them"
    marks = page.evaluate(
        "[...document.querySelectorAll('[data-log] li')].map((li) => li.drawnBefore === true)"
    )
    assert marks == [False] * added + [True] * len(before), "the old lines are the same elements"


def test_the_fugitives_page_shows_no_stray_null_where_a_hint_is_left_out(
    playwright: Playwright, browser: Browser, phones: list[BrowserContext], night: Night
) -> None:
    until_the_marshal_draws(night)  # the Fugitive waits: her hand has no hint to show
    page = open_seat(playwright, browser, phones, night.server.port, night.server.tokens.token(FUGITIVE))
    expect(page.locator("body")).to_have_attribute("data-step", str(len(night.session.steps)))
    expect(page.locator(".hand")).to_be_visible()
    assert "null" not in page.locator("#seat").inner_text()
