"""Widgets read intents and report whether they used them."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from tabletop.engine import text, theme
from tabletop.engine.game_log import ScrollLog
from tabletop.engine.intents import Click, Drag, Drop, Hover, Key, PickUp, Wheel
from tabletop.engine.text_field import TextField
from tabletop.engine.toast import Toast
from tabletop.engine.widgets import Button, ButtonStyle, Choice, Slider, Toggle


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))


RECT = pygame.Rect(100, 100, 300, 80)


def counter() -> tuple[list[int], object]:
    hits: list[int] = []
    return hits, lambda: hits.append(1)


def test_a_button_fires_on_a_click_inside_and_not_outside():
    hits, on_click = counter()
    button = Button(RECT, "Play", on_click)
    assert button.handle(Click((10, 10))) is False
    assert hits == []
    assert button.handle(Click(RECT.center)) is True
    assert hits == [1]


def test_a_right_click_does_not_press_a_button():
    hits, on_click = counter()
    assert Button(RECT, "Play", on_click).handle(Click(RECT.center, 3)) is False
    assert hits == []


def test_a_disabled_button_does_nothing_but_keeps_the_click_from_the_table():
    hits, on_click = counter()
    button = Button(RECT, "Pass", on_click, enabled=False, hotkey=pygame.K_p)
    assert button.handle(Click(RECT.center)) is True
    assert button.handle(Key(pygame.K_p)) is False
    assert hits == []


def test_a_button_hotkey_fires_it_and_other_keys_do_not():
    hits, on_click = counter()
    button = Button(RECT, "Undo", on_click, hotkey=pygame.K_u)
    assert button.handle(Key(pygame.K_x, 0, "x")) is False
    assert button.handle(Key(pygame.K_u, 0, "u")) is True
    assert hits == [1]
    assert button.pressed and button.update(0.05) is True
    button.update(1.0)
    assert not button.pressed


def test_hover_marks_a_button_without_consuming_the_intent():
    button = Button(RECT, "Play")
    assert button.handle(Hover(RECT.center)) is False
    assert button.hovered
    button.handle(Hover((0, 0)))
    assert not button.hovered


def test_a_hidden_button_ignores_clicks_and_hotkeys():
    hits, on_click = counter()
    button = Button(RECT, "Play", on_click, hotkey=pygame.K_SPACE)
    button.visible = False
    assert button.handle(Click(RECT.center)) is False
    assert button.handle(Key(pygame.K_SPACE)) is False
    assert hits == []


def test_a_callable_label_relabels_the_button_live():
    words = {"en": "Back", "pl": "Wstecz"}
    lang = ["en"]
    button = Button(RECT, lambda: words[lang[0]])
    english, polish = pygame.Surface(theme.CANVAS_SIZE), pygame.Surface(theme.CANVAS_SIZE)
    button.draw(english)
    lang[0] = "pl"
    button.draw(polish)  # draws the Polish label without rebuilding the button
    fresh_polish = pygame.Surface(theme.CANVAS_SIZE)
    Button(RECT, "Wstecz").draw(fresh_polish)
    fresh_english = pygame.Surface(theme.CANVAS_SIZE)
    Button(RECT, "Back").draw(fresh_english)

    def pixels(surface: pygame.Surface) -> bytes:
        return pygame.image.tobytes(surface.subsurface(RECT), "RGB")

    assert pixels(english) == pixels(fresh_english)
    assert pixels(polish) == pixels(fresh_polish)
    assert pixels(polish) != pixels(english)
    with text.recording() as drawn:
        button.draw(polish)
    assert [d.text for d in drawn] == ["Wstecz"]


def test_a_toggle_flips_on_click_and_reports_the_new_value():
    values: list[bool] = []
    toggle = Toggle(RECT, "Music", False, values.append)
    assert toggle.handle(Click(RECT.center)) is True
    assert toggle.value is True and values == [True]
    toggle.handle(Click(RECT.center))
    assert values == [True, False]


def test_a_choice_cycles_with_its_arrows_and_wraps_around():
    seen: list[str] = []
    choice = Choice(RECT, "", ["en", "pl"], ["English", "Polski"], "en", seen.append)
    left, _, right = choice._arrows()
    choice.handle(Click(right.center))
    assert choice.value == "pl"
    choice.handle(Click(right.center))
    assert choice.value == "en"
    choice.handle(Click(left.center))
    assert choice.value == "pl"
    assert seen == ["pl", "en", "pl"]


def test_a_text_field_takes_typing_only_while_focused():
    submitted: list[str] = []
    field = TextField(RECT, "Al", max_length=5, on_submit=submitted.append)
    assert field.handle(Key(pygame.K_a, 0, "a")) is False
    assert field.handle(Click(RECT.center)) is True and field.focused
    for ch in "iceXYZ":
        field.handle(Key(pygame.K_a, 0, ch))
    assert field.text == "Alice"  # capped at max_length
    field.handle(Key(pygame.K_BACKSPACE))
    field.handle(Key(pygame.K_a, 0, "ś"))
    assert field.text == "Alicś"
    assert field.handle(Key(pygame.K_RETURN)) is True
    assert submitted == ["Alicś"] and not field.focused


def test_a_text_field_says_when_its_blinking_caret_is_painted():
    field = TextField(RECT, "12")
    assert not field.caret_shown  # no caret without focus
    field.handle(Click(RECT.center))
    assert field.caret_shown
    field.update(0.6)
    assert not field.caret_shown  # the blink's dark half
    field.update(0.5)
    assert field.caret_shown
    field.handle(Key(pygame.K_a, 0, "3"))  # typing shows the caret at once
    field.update(0.5)
    assert field.caret_shown


def test_a_click_elsewhere_unfocuses_a_text_field():
    field = TextField(RECT)
    field.handle(Click(RECT.center))
    assert field.handle(Click((5, 5))) is False
    assert not field.focused


def test_a_slider_follows_clicks_drags_and_the_wheel():
    values: list[float] = []
    slider = Slider(RECT, "Volume", 0.5, values.append, step=0.05)
    track = slider.track
    slider.handle(Click((track.left, track.centery)))
    assert slider.value == 0.0
    assert slider.handle(PickUp((track.left, track.centery), (track.left + 10, track.centery))) is True
    slider.handle(Drag((track.right + 50, track.centery)))
    assert slider.value == 1.0
    slider.handle(Drop((track.centerx, track.centery)))
    assert slider.value == pytest.approx(0.5)
    slider.handle(Wheel(RECT.center, 1))
    assert slider.value == pytest.approx(0.55)
    assert values[-1] == pytest.approx(0.55)


def make_log(lines: int = 40) -> ScrollLog:
    log = ScrollLog(pygame.Rect(0, 0, 400, 300), "Log")
    for i in range(lines):
        log.add(f"Line {i}")
    return log


def test_the_log_scrolls_back_with_the_wheel_and_clamps_at_both_ends():
    log = make_log()
    assert log.scroll == 0 and log.max_scroll > 0
    assert log.handle(Wheel((10, 100), 1)) is True
    assert log.scroll == ScrollLog.WHEEL_ROWS
    for _ in range(100):
        log.handle(Wheel((10, 100), 1))
    assert log.scroll == log.max_scroll
    for _ in range(100):
        log.handle(Wheel((10, 100), -1))
    assert log.scroll == 0
    assert log.handle(Wheel((1000, 1000), 1)) is False


def test_the_log_follows_new_lines_only_while_at_the_bottom():
    log = make_log()
    log.add("newest")
    assert log.scroll == 0 and log.rows()[-1][0] == "newest"
    log.scroll_by(5)
    log.add("another")
    assert log.scroll == 6  # the same old lines stay in view
    log.scroll_by(-100)
    assert log.scroll == 0


def test_a_long_log_line_wraps_within_the_panel():
    log = ScrollLog(pygame.Rect(0, 0, 300, 300))
    log.add("The fugitive places hideout seventeen face down and plays two sprint cards with it.")
    assert len(log.rows()) > 1


def test_a_toast_shows_then_fades_away():
    toast = Toast()
    toast.show("That card is out of range", duration=1.0)
    assert toast.visible and toast.update(0.2)
    assert toast.alpha == 255
    toast.update(0.7)
    assert 0 < toast.alpha < 255
    toast.update(5)
    assert not toast.visible and toast.update(0.1) is False


def test_a_toast_says_where_it_painted_so_a_frame_cache_can_restore_it():
    surface = pygame.Surface((1920, 1080))
    toast = Toast()
    assert toast.draw(surface) is None  # nothing shown: nothing painted
    toast.show("Drop the card on the glowing slot", (1900, 60))
    toast.update(0.3)
    area = toast.draw(surface)
    assert area is not None and surface.get_rect().contains(area)  # pushed back inside the canvas
    assert area.right == 1920
    inside = surface.get_at(area.center)[:3]
    assert inside != (0, 0, 0)  # the bubble is there
    assert surface.get_at((area.left - 1, area.centery))[:3] == (0, 0, 0)  # and nothing beside it


def test_a_toast_says_where_it_paints_so_a_table_can_put_that_area_back():
    toast = Toast()
    bounds = pygame.Rect(0, 0, *theme.CANVAS_SIZE)
    assert toast.area(bounds) is None  # nothing shown: nothing painted
    toast.show("That card is out of range", (10, 10), duration=1.0)
    area = toast.area(bounds)
    assert area is not None and bounds.contains(area)  # kept on the canvas at its edge
    canvas = pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
    toast.update(0.3)
    toast.draw(canvas)
    painted = canvas.get_bounding_rect()
    assert painted.width > 0 and area.contains(painted)
    toast.hide()
    assert toast.area(bounds) is None


def test_a_long_toast_stays_longer_so_it_can_be_read():
    toast = Toast(duration=1.0)
    toast.show("That card is out of range: the next hideout must be 1 to 3 higher than 17")
    toast.update(1.5)
    assert toast.visible


def test_every_widget_draws_in_every_state():
    surface = pygame.Surface(theme.CANVAS_SIZE)
    widgets = [
        Button(RECT, "Play", style=ButtonStyle.PRIMARY, hotkey=pygame.K_SPACE),
        Button(RECT, "Resign", style=ButtonStyle.DANGER),
        Button(RECT, "Pass", enabled=False),
        Toggle(RECT, "Music", True),
        Choice(RECT, "Language", ["en", "pl"], ["English", "Polski"]),
        TextField(RECT, "", "Your name"),
        Slider(RECT, "Volume", 0.3),
        Slider(pygame.Rect(0, 0, 400, 100), "Volume", 0.3),
        make_log(),
    ]
    for widget in widgets:
        widget.handle(Hover(widget.rect.center))
        widget.draw(surface)
        widget.enabled = False
        widget.draw(surface)


def test_a_name_field_takes_polish_letters_that_arrive_only_as_text_input():
    import pygame as _pg

    from tabletop.engine.intents import IntentReader
    from tabletop.engine.text_field import TextField

    reader = IntentReader()
    field = TextField((0, 0, 300, 60), "", max_length=20)
    field.focused = True
    events = [
        _pg.event.Event(_pg.KEYDOWN, key=_pg.K_a, mod=0, unicode="a"),
        _pg.event.Event(_pg.TEXTINPUT, text="a"),  # the echo of the key above: typed once only
        _pg.event.Event(_pg.TEXTINPUT, text="Ł"),  # a layout letter with no KEYDOWN text
        _pg.event.Event(_pg.TEXTINPUT, text="ó"),
    ]
    for event in events:
        for intent in reader.read(event):
            field.handle(intent)
    assert field.text == "aŁó"


def focused_field(text: str = "", max_length: int = 20) -> TextField:
    field = TextField(RECT, text, max_length=max_length)
    field.focus()
    return field


def test_the_caret_moves_with_the_arrows_and_typing_goes_in_at_the_caret():
    field = focused_field("Ana")
    assert field.caret == 3
    field.handle(Key(pygame.K_LEFT))
    field.handle(Key(pygame.K_LEFT))
    field.handle(Key(0, 0, "n"))
    assert field.text == "Anna" and field.caret == 2
    field.handle(Key(pygame.K_HOME))
    field.handle(Key(0, 0, "J"))
    assert field.text == "JAnna"
    field.handle(Key(pygame.K_END))
    field.handle(Key(pygame.K_BACKSPACE))
    assert field.text == "JAnn"


def test_delete_removes_after_the_caret_and_ctrl_moves_a_word_at_a_time():
    field = focused_field("Anna Maria")
    field.handle(Key(pygame.K_LEFT, pygame.KMOD_CTRL))
    assert field.caret == 5
    field.handle(Key(pygame.K_DELETE))
    assert field.text == "Anna aria"
    field.handle(Key(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    assert field.text == "aria" and field.caret == 0
    field.handle(Key(pygame.K_RIGHT, pygame.KMOD_CTRL))
    assert field.caret == 4


def test_ctrl_v_pastes_the_first_line_of_the_clipboard_at_the_caret_up_to_the_length(monkeypatch):
    from tabletop.engine import text_field

    monkeypatch.setattr(text_field, "_clipboard_text", lambda: "Łucja\nsecond line")
    field = focused_field("Ann", max_length=6)
    field.handle(Key(pygame.K_LEFT))
    field.handle(Key(pygame.K_v, pygame.KMOD_CTRL, "v"))
    assert field.text == "AnŁucn"
    assert field.caret == 5


def test_a_click_in_the_text_puts_the_caret_there():
    field = focused_field("Wiktoria")
    field.handle(Click((field.inner.left + 1, RECT.centery)))
    assert field.caret == 0
    field.handle(Click((field.inner.right - 2, RECT.centery)))
    assert field.caret == len("Wiktoria")


def test_a_log_highlights_a_line_and_scrolls_it_into_view():
    log = make_log()
    log.set_lines([f"line {i}" for i in range(40)])
    log.set_highlight(2)
    assert log.highlight == 2
    assert log.scroll > 0
    surface = pygame.Surface(theme.CANVAS_SIZE)
    log.draw(surface)
    log.set_highlight(None)
    assert log.highlight is None


def test_once_the_highlighted_beats_end_the_log_follows_the_newest_lines_again():
    """Issue 20: a beat's highlight scrolled the log back, and it stopped following new lines."""
    log = make_log()
    log.set_lines([f"line {i}" for i in range(40)])
    log.set_highlight(2)
    assert log.scroll > 0
    log.set_highlight(None)
    assert log.scroll == 0
    log.add("newest")
    assert log.scroll == 0 and log.rows()[-1][0] == "newest"


def test_a_reader_who_scrolled_back_keeps_their_place_when_the_beats_end():
    log = make_log()
    log.set_highlight(30)
    log.scroll_by(4)
    kept = log.scroll
    log.set_highlight(None)
    assert log.scroll == kept and kept > 0


def test_a_letter_typed_with_altgr_which_windows_reports_as_ctrl_alt_is_typed_not_a_shortcut():
    field = focused_field("Ann")
    field.handle(Key(pygame.K_a, pygame.KMOD_LCTRL | pygame.KMOD_RALT, "ą"))
    assert field.text == "Anną"


def test_on_a_mac_cmd_v_pastes_and_option_moves_a_word_at_a_time(monkeypatch):
    from tabletop.engine import text_field

    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(text_field, "_clipboard_text", lambda: "Ewa")
    field = focused_field("Anna Maria")
    field.handle(Key(pygame.K_LEFT, pygame.KMOD_LALT))
    assert field.caret == 5
    field.handle(Key(pygame.K_v, pygame.KMOD_LGUI, "v"))
    assert field.text == "Anna EwaMaria"
