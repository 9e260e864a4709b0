"""The app shell (foundation issue, section 3): loop, scaling, queue, curtain, menus, demo, Continue.

UI tests post real pygame mouse events through ``App.dispatch`` and assert what was queued.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.i18n import set_language
from tabletop.core.seats import Seat, SeatKind, default_seats
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine.app import App
from tabletop.scenes.navigator import open_app
from tabletop.scenes.title import TitleScene


@pytest.fixture
def app():
    application = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    yield application
    set_language("en")


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def cover(title: TitleScene, game_id: str) -> pygame.Rect:
    return next(rect for info, rect in title.covers if info.id == game_id)


def test_an_idle_title_screen_draws_no_frames(app):
    app.push(TitleScene(idle_demo=False))
    app.settle()
    frames = app.stats.frames
    for _ in range(30):
        app.step()
    assert app.stats.frames == frames


def test_mouse_positions_are_mapped_from_a_smaller_window_to_the_logical_canvas():
    small = open_app(Settings(), window_size=(960, 540))
    assert small.to_logical((480, 270)) == (960, 540)
    letterboxed = open_app(Settings(), window_size=(1000, 1000))  # bars above and below
    x, y = letterboxed.to_logical((500, 500))
    assert abs(x - 960) <= 2 and abs(y - 540) <= 2
    top_bar = letterboxed.to_logical((500, 100))
    assert top_bar[1] < 0  # a click on the black bar lands outside the canvas


def test_clicking_a_playable_game_opens_its_setup_and_an_unbuilt_one_says_so(app, monkeypatch):
    info = catalogue.get("just_run")
    monkeypatch.setitem(catalogue.GAMES, "just_run", dataclasses.replace(info, table=None))
    title = TitleScene(idle_demo=False)
    app.push(title)
    click(app, cover(title, "just_run").center)
    assert app.top is title
    assert any("not available" in message for message, _t in app._toasts)
    click(app, cover(title, "fugitive").center)
    from tabletop.scenes.setup import SetupScene

    assert isinstance(app.top, SetupScene)


def test_every_game_on_the_title_screen_opens_its_setup(app):
    """Issue 10's last line: nothing on the title screen is "Coming soon" any more."""
    from tabletop.scenes.setup import SetupScene

    title = TitleScene(idle_demo=False)
    app.push(title)
    for game_id in catalogue.GAMES:
        click(app, cover(title, game_id).center)
        assert isinstance(app.top, SetupScene) and app.top.info.id == game_id
        app.pop()
        assert app.top is title


def test_start_game_from_setup_opens_the_table_with_the_chosen_seats(app):
    from tabletop.games.fugitive.table.scene import FugitiveScene
    from tabletop.scenes.setup import SetupScene

    app.push(TitleScene(idle_demo=False))
    setup = SetupScene(catalogue.GAMES["fugitive"])
    app.push(setup)
    click(app, setup.start.rect.center)
    assert isinstance(app.top, FugitiveScene)
    session = app.top.session
    assert [seat.kind for seat in session.seats] == [SeatKind.HUMAN, SeatKind.COMPUTER]
    assert session.options["players"] == 2


def test_set_up_opens_as_the_last_game_of_that_kind_was_set_up(app):
    """Issue 11: names, person or computer, strength and options are remembered per game."""
    from tabletop.scenes.setup import SetupScene

    app.push(TitleScene(idle_demo=False))
    setup = SetupScene(catalogue.GAMES["fugitive"])
    app.push(setup)
    click(app, setup.fields[0].rect.center)
    for key in (pygame.K_BACKSPACE,) * 4:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Łucja"))
    app.step()
    variant = next(w for w in setup.widgets if "random" in getattr(w, "choices", ()))
    click(app, variant._arrows()[2].center)  # the right arrow: from "No events" to "Random events"
    assert setup.option_values["variant"] == "random"
    click(app, setup.start.rect.center)
    remembered = app.settings.last_setup["fugitive"]
    assert remembered["seats"][0]["name"] == "Łucja"
    assert remembered["options"]["variant"] == "random"
    again = SetupScene(catalogue.GAMES["fugitive"])
    app.push(again)
    assert again.names[0] == "Łucja"
    assert again.kinds[1] is SeatKind.COMPUTER
    assert again.option_values["variant"] == "random"
    other = SetupScene(catalogue.GAMES["outnumbered"])
    app.push(other)
    assert other.names[0] == "Anna"  # per game: Outnumbered keeps its own


def _fugitive_table(app: App, seats: list[Seat]):
    from tabletop.games.fugitive.table.scene import FugitiveScene

    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 77, seats)
    scene = FugitiveScene(session)
    app.replace(scene)
    app.settle()
    if scene.curtain_for is not None:  # two people: the game opens with "Pass to Anna"
        click(app, (960, 540))
    assert scene.curtain_for is None
    return scene


def _end_the_fugitives_first_turn(app: App, scene) -> None:
    """Place one hideout and finish the turn, so the screen passes to the Marshal."""
    session = scene.session
    app.enqueue(next(c for c in session.legal(0) if c.TYPE == "hideout"))
    app.step()
    while session.to_act() == (0,):
        app.enqueue(next(c for c in session.legal(0) if c.TYPE == "done"))
        app.step()


def test_queued_commands_are_applied_in_order_and_autosaved(app):
    scene = _fugitive_table(app, default_seats(2))
    hideout = next(c for c in scene.session.legal(0) if c.TYPE == "hideout")
    app.enqueue(hideout)
    app.step()
    assert scene.session.steps[-1].command == hideout
    assert len(saves.load_session(saves.autosave_path()).steps) == 1


def test_a_refused_command_changes_nothing_and_shows_the_reason(app):
    scene = _fugitive_table(app, default_seats(2))
    bad = scene.session.rules.command_from_json({"type": "guess", "seat": 1, "numbers": [5]})
    app.enqueue(bad)
    app.step()
    assert scene.session.steps == []
    assert app._toasts


def test_the_curtain_hides_the_table_when_the_screen_passes_between_two_people(app):
    scene = _fugitive_table(app, default_seats(2))
    session = scene.session
    _end_the_fugitives_first_turn(app, scene)
    assert scene.curtain_for == 1 and scene.viewer == 1
    app.draw()
    # the curtain is fully opaque: the canvas holds the curtain colours only (no cards)
    colours = {app.canvas.get_at((x, y))[:3] for x in range(100, 1800, 97) for y in range(800, 1000, 37)}
    assert colours <= {(10, 12, 18)} | {tuple(session.seats[1].rgb)}
    click(app, (960, 540))
    assert scene.curtain_for is None


def test_no_curtain_against_a_computer_player(app):
    seats = [Seat("Anna", 0), Seat("Ben", 1, SeatKind.COMPUTER)]
    scene = _fugitive_table(app, seats)
    assert scene.curtain_for is None and scene.viewer == 0


def test_continue_resumes_the_autosaved_game_at_the_same_move(app):
    scene = _fugitive_table(app, default_seats(2))
    app.enqueue(next(c for c in scene.session.legal(0) if c.TYPE == "hideout"))
    app.step()
    before = scene.session.to_save()
    # a fresh launch, as after a crash
    relaunched = open_app(Settings(animation_speed=0.0), window_size=(1920, 1080))
    title = TitleScene(idle_demo=False)
    relaunched.push(title)
    relaunched.step()
    assert title.continuable is not None
    click(relaunched, title.buttons[0].rect.center)
    assert relaunched.session is not None
    assert relaunched.session.to_save() == before


def test_a_demo_never_touches_the_autosave_and_a_click_returns_to_the_title(app):
    from tabletop.scenes.demo import start_demo

    scene = _fugitive_table(app, default_seats(2))
    app.enqueue(next(c for c in scene.session.legal(0) if c.TYPE == "hideout"))
    app.step()
    autosave = saves.autosave_path().read_bytes()
    now = [10**10]
    app.stamp_clock = lambda: now[0]  # a race (Outrun's) runs on the stamp clock: it moves with each frame
    start_demo(app)
    demo = app.top
    assert demo.demo and all(seat.is_computer for seat in demo.session.seats)
    for _ in range(400):
        now[0] += 10**8
        app.step(dt=0.1)
        if len(demo.session.steps) >= 2:
            break
        pygame.time.wait(5)
    assert len(demo.session.steps) >= 2
    assert saves.autosave_path().read_bytes() == autosave
    click(app, (960, 540))
    assert isinstance(app.top, TitleScene)


def test_the_title_starts_a_demo_after_a_minute_left_alone(app):
    title = TitleScene(idle_demo=True)
    app.push(title)
    app.step(dt=0.1)
    assert title.wake_in() == pytest.approx(60, abs=0.5)
    for _ in range(7):
        app.step(dt=10)
    assert getattr(app.top, "demo", False)


def test_the_pause_menu_saves_a_new_file_and_quits_to_a_title_that_offers_continue(app):
    from tabletop.scenes.pause import PauseScene

    scene = _fugitive_table(app, default_seats(2))
    app.enqueue(next(c for c in scene.session.legal(0) if c.TYPE == "hideout"))
    app.step()
    click(app, scene.menu_button.rect.center)
    pause = app.top
    assert isinstance(pause, PauseScene)
    save_button = pause.buttons[2]
    click(app, save_button.rect.center)
    assert len(saves.list_saves()) == 1
    click(app, pause.buttons[-1].rect.center)
    assert isinstance(app.top, TitleScene) and app.top.continuable is not None


def test_undo_from_the_pause_menu_takes_back_a_placement(app):
    scene = _fugitive_table(app, default_seats(2))
    app.enqueue(next(c for c in scene.session.legal(0) if c.TYPE == "hideout"))
    app.step()
    click(app, scene.menu_button.rect.center)
    pause = app.top
    assert pause.buttons[1].enabled
    click(app, pause.buttons[1].rect.center)
    assert scene.session.steps == []


def test_choosing_polish_in_settings_translates_the_title(app):
    from tabletop.scenes.settings import SettingsScene

    title = TitleScene(idle_demo=False)
    app.push(title)
    settings = SettingsScene()
    app.push(settings)
    language = settings.rows[0][1]
    click(app, (language.rect.right - 20, language.rect.centery))
    assert app.settings.language == "pl"
    from tabletop.core.i18n import _

    assert _("Settings") == "Ustawienia"
    from tabletop.core.settings import load_settings

    assert load_settings()[0].language == "pl"


def test_settings_offer_only_window_sizes_that_fit_the_screen(app, monkeypatch):
    """Issue 20: on a 1600x900 laptop screen the settings offered 1920x1080 and larger, and the
    window's bottom, with the Back button, ended up off the screen."""
    from tabletop.scenes.settings import SettingsScene

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    settings = SettingsScene()
    app.push(settings)
    size_choice = settings.rows[1][1]
    offered = [value for value in size_choice.choices if value is not None]
    assert offered == [(1280, 720)]
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1600)])
    assert app.window_sizes_offered([(1920, 1080), (2560, 1440)]) == ((1920, 1080), (2560, 1440))


def test_the_real_loop_draws_nothing_while_the_title_sits_idle(app):
    app.push(TitleScene(idle_demo=False))
    pygame.event.clear()  # window events left by opening the window ask for a redraw, rightly
    app.settle()
    frames = app.stats.frames
    app.run(max_seconds=0.6)
    assert app.stats.frames == frames


def test_the_real_loop_starts_the_demo_when_the_title_timer_runs_out(app, monkeypatch):
    from tabletop.scenes import title as title_module

    monkeypatch.setattr(title_module, "IDLE_DEMO_SECONDS", 0.4)
    app.push(TitleScene(idle_demo=True))
    app.settle()
    app.run(max_seconds=1.5)
    assert getattr(app.top, "demo", False)


def test_loading_a_broken_save_from_the_menu_names_the_problem_and_changes_no_file(app):
    from tabletop.paths import saves_dir
    from tabletop.scenes.load import LoadScene

    good = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 5, default_seats(2))
    saves.autosave(good)
    broken = saves_dir() / "fugitive-009.json"
    data = good.to_save()
    data["commands"] = [{"type": "guess", "seat": 1, "numbers": [3]}]
    import json

    broken.write_text(json.dumps(data), encoding="utf-8")
    before = {p.name: p.read_bytes() for p in saves_dir().iterdir()}
    app.push(TitleScene(idle_demo=False))
    load = LoadScene()
    app.push(load)
    app.step()
    row = next(rect for rect, slot in load.rows() if slot.path == broken)
    click(app, row.center)
    assert app.top is load
    assert load.error is not None and "Command 1" in load.error
    assert {p.name: p.read_bytes() for p in saves_dir().iterdir()} == before


def test_escape_on_the_curtain_opens_the_menu_and_keeps_the_next_players_secrets_covered(app):
    from tabletop.scenes.pause import PauseScene

    scene = _fugitive_table(app, default_seats(2))
    _end_the_fugitives_first_turn(app, scene)
    assert scene.curtain_for == 1
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    app.step()
    assert isinstance(app.top, PauseScene)
    assert scene.curtain_for == 1
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    app.step()
    assert app.top is scene and scene.curtain_for == 1


def test_the_frame_an_animation_ends_on_is_drawn_before_the_loop_goes_idle(app):
    """A scene that moves for two frames and then stops must be painted in its final position."""
    from tabletop.engine.scene import Scene

    class Sliding(Scene):
        def __init__(self) -> None:
            super().__init__()
            self.frames_left = 2
            self.painted: list[int] = []

        def update(self, dt: float) -> bool:
            self.frames_left = max(0, self.frames_left - 1)
            return self.frames_left > 0

        def draw(self, surface: pygame.Surface) -> None:
            self.painted.append(self.frames_left)

    scene = Sliding()
    app.push(scene)
    app.settle()
    assert scene.painted[-1] == 0


def test_a_board_map_that_cannot_be_used_says_so_and_keeps_the_screen(app, monkeypatch):
    """Bad input: a broken map names the problem; the app keeps running on the screen it was on."""
    from tabletop.core.catalogue import GameInfo
    from tabletop.core.layout import LayoutError
    from tabletop.scenes.setup import SetupScene

    class BrokenTable:
        def __init__(self, session):
            raise LayoutError("maps/fugitive.tmx: zone 'deck_1' has a x that is not a usable number: 'nan'")

    monkeypatch.setattr(GameInfo, "table_class", lambda self: BrokenTable)
    app.push(TitleScene(idle_demo=False))
    setup = SetupScene(catalogue.GAMES["fugitive"])
    app.push(setup)
    click(app, setup.start.rect.center)
    assert app.top is setup
    assert any("deck_1" in message for message, _t in app._toasts)


def test_the_load_screen_lists_a_damaged_save_as_damaged_with_its_reason_on_click(app):
    """Issue 11: not "? · 0 moves"; the reason shows below the list, not over a button."""
    from tabletop.scenes.load import MESSAGE, LoadScene

    (saves.saves_dir() / "broken.json").write_text("{not json", encoding="utf-8")
    good = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 4, default_seats(2))
    good.apply(good.legal(0)[0])
    saves.save_session(good, saves.new_save_path("fugitive"))
    app.push(TitleScene(idle_demo=False))
    scene = LoadScene()
    app.push(scene)
    app.step()
    broken = next(slot for slot in scene.slots if slot.name == "broken")
    fine = next(slot for slot in scene.slots if slot.name != "broken")
    assert broken.problem is not None and fine.problem is None and fine.moves == 1
    row = next(rect for rect, slot in scene.rows() if slot is broken)
    click(app, row.center)
    assert app.top is scene
    assert "broken cannot be loaded" in scene.error and "damaged" in scene.error
    assert not MESSAGE.colliderect(scene.back.rect)


def test_continue_and_the_load_list_count_moves_the_same_way(app):
    from tabletop.scenes.load import LoadScene

    session = GameSession.new(catalogue.get("fugitive"), {"players": 2}, 4, default_seats(2))
    for _ in range(3):
        session.apply(session.legal(session.to_act()[0])[0])
    saves.autosave(session)
    saves.save_session(session, saves.new_save_path("fugitive"))
    title = TitleScene(idle_demo=False)
    app.push(title)
    assert "3 moves" in title._continue_label()
    load = LoadScene()
    app.push(load)
    assert load.slots[0].moves == 3


@pytest.mark.parametrize(("platform", "mod"), [("linux", pygame.KMOD_LCTRL), ("darwin", pygame.KMOD_LGUI)])
def test_ctrl_z_and_on_a_mac_cmd_z_take_back_a_placement(app, monkeypatch, platform, mod):
    monkeypatch.setattr("sys.platform", platform)
    scene = _fugitive_table(app, default_seats(2))
    app.enqueue(next(c for c in scene.session.legal(0) if c.TYPE == "hideout"))
    app.step()
    assert scene.session.steps
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=mod, unicode="z", scancode=0))
    app.step()
    assert scene.session.steps == []
