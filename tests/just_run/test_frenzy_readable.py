"""The frenzied scavenge read from two metres (issue 20): the card in the middle is never shrunk
below the size its words were drawn at, with normal and Large text, and the key hints under each
lane's answers stand out from the button they sit on."""

from __future__ import annotations

import statistics
from collections.abc import Iterator

import pygame
import pytest

from tabletop.core import i18n
from tabletop.engine import text, theme
from tabletop.games.just_run.rules.content import CARDS
from tabletop.games.just_run.table import frenzy_panel
from tabletop.games.just_run.table import frenzy_seats as fs
from tabletop.games.just_run.table.frenzy_panel import FrenzyPanel, big_card, card_json
from tabletop.games.just_run.table.item_cards import CardLook, detail_image
from tests.readability import contrast_ratio, record, too_small

#: every item kind once (a scavenge deck holds copies; their cards look the same)
ITEM_CARDS = sorted({card.key: card.id for card in CARDS if card.item is not None}.values())


@pytest.fixture(autouse=True)
def _display() -> Iterator[None]:
    pygame.init()
    yield
    i18n.set_language("en")
    text.set_scale(1.0)


@pytest.mark.parametrize("scale", (1.0, 1.2), ids=("normal", "large"))
@pytest.mark.parametrize("language", ("en", "pl"))
def test_the_frenzys_big_card_is_never_shrunk_so_its_words_stay_at_24_px(language: str, scale: float) -> None:
    i18n.set_language(language)
    text.set_scale(scale)
    for card in ITEM_CARDS:
        look = CardLook.of(card_json(card))
        drawn = record(lambda look=look: big_card(look))
        assert too_small(drawn) == [], CARDS[card].key
        big, detail = big_card(look).get_size(), detail_image(look).get_size()
        assert big[0] >= detail[0] and big[1] >= detail[1], CARDS[card].key


def test_the_big_card_stays_clear_of_the_lanes_however_tall_it_is() -> None:
    text.set_scale(1.2)
    tallest = max(big_card(CardLook.of(card_json(card))).get_height() for card in ITEM_CARDS)
    top = frenzy_panel.PANEL_RECT.top + 12
    assert min(top + tallest, frenzy_panel.LANES_TOP - 8) - tallest >= frenzy_panel.PANEL_RECT.top - 80


def test_a_lanes_key_hints_have_a_contrast_of_at_least_4_5_with_what_is_right_under_them() -> None:
    """The hint's ink against its key cap (it was pale yellow straight on the amber button)."""
    assert contrast_ratio(frenzy_panel.KEY_INK, frenzy_panel.KEY_CAP) >= 4.5
    assert contrast_ratio(frenzy_panel.WIN, theme.PRIMARY) < 4.5  # why the cap is there


@pytest.mark.parametrize("face", (theme.PRIMARY, theme.lighten(theme.PRIMARY, 0.25)))
def test_the_key_cap_stands_out_from_the_amber_face_of_a_pressable_answer(face: tuple[int, ...]) -> None:
    assert contrast_ratio(frenzy_panel.KEY_CAP, face) >= 4.5


@pytest.mark.parametrize("language", ("en", "pl"))
@pytest.mark.parametrize("players", (2, 6))
def test_large_text_enlarges_the_frenzy_panel_and_keeps_it_readable(players: int, language: str) -> None:
    """Every seat's lane, the question and the clock with Large text: larger than with normal
    text, and nothing below 24 px or cut."""
    from tests.just_run import frenzy_states as st

    i18n.set_language(language)
    kinds = fs.DEVICES.default_plan(st.seats(players, computers=(players - 1,))).devices
    state = st.frenzied(players, seed=5, dice_left=(0,) + (2,) * (players - 1))
    surface = pygame.Surface((1920, 1080))
    medians = []
    for scale in (1.0, 1.2):
        text.set_scale(scale)
        panel = FrenzyPanel(st.seats(players, computers=(players - 1,)), {}, devices=kinds)
        panel.set_view(st.rules.view(state, None), 10**12)
        drawn = record(lambda p=panel: p.draw(surface))
        assert too_small(drawn) == []
        medians.append(statistics.median(d.size for d in drawn if not d.decoration))
    assert medians[1] > medians[0]
