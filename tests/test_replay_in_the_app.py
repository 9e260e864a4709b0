"""The replay reached from the app, not only from ``tabletop replay FILE`` (issue 9's "the replay
shows the races", found by a new-user walkthrough): Watch the replay on the game-over screen of
every game, Replay on the Load screen, the last finished game kept to watch again, a label that
fits its room, a bar that does not hide the board for good, and a spectator table with no Menu.

The UI is driven with real mouse and key events posted to SDL's queue."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.core import catalogue, saves
from tabletop.core.i18n import set_language
from tabletop.core.session import GameSession
from tabletop.core.settings import Settings
from tabletop.engine import text
from tabletop.engine.app import App
from tabletop.engine.widgets import Button
from tabletop.scenes import replay as replay_module
from tabletop.scenes.game_over import GameOverScene
from tabletop.scenes.load import LoadScene
from tabletop.scenes.navigator import open_app
from tabletop.scenes.replay import BAR, HIDE_AFTER, LABEL, SLIDE, ReplayScene
from tabletop.scenes.title import TitleScene
from tests.readability import record, too_small

SAVES = Path(__file__).resolve().parent / "saves"
#: a finished save of every playable game that has a table
FINISHED = {
    "fugitive": "before-engine-fugitive-discovery-finished",
    "outnumbered": "before-engine-outnumbered-training-finished",
    "outrun": "outrun-zombie-4-players-finished",
    "just_run": "just_run-competitive-3-players-frenzied-finished",
}


@pytest.fixture
def app() -> App:
    return open_app(Settings(animation_speed=0.0, outrun_tutorial_seen=True), window_size=(1920, 1080))


def post(app: App, *events: pygame.event.Event) -> None:
    """Real events through SDL's queue, taken and stamped as the loop takes them, then a frame."""
    for event in events:
        pygame.event.post(event)
    app.collect()
    app.step(dt=0.0)


def click(app: App, pos: tuple[int, int]) -> None:
    post(
        app,
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    )


def move_pointer(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def press(app: App, key: int, unicode: str = "") -> None:
    post(app, pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))


def finished_table(app: App, game: str):
    session = saves.load_session(SAVES / f"{FINISHED[game]}.json")
    assert session.over
    table = session.info.table_class()(session)
    app.replace(table)
    app.settle()
    return table


def test_every_game_with_a_table_has_a_finished_save_here() -> None:
    with_tables = {info.id for info in catalogue.playable() if info.table}
    assert with_tables == set(FINISHED)


@pytest.mark.parametrize("game", sorted(FINISHED))
def test_watch_the_replay_on_game_over_opens_the_game_at_move_0_and_close_comes_back(app, game):
    table = finished_table(app, game)
    over = app.top
    assert isinstance(over, GameOverScene)
    button = next(b for b in over.buttons if text.resolve(b.label) == "Watch the replay")
    click(app, button.rect.center)
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.position == 0 and viewer.total == len(table.session.steps)
    assert viewer.table.session.steps == [] and viewer.table.spectator
    press(app, pygame.K_END)
    assert viewer.table.view == table.session.view(None)
    close = next(b for b in viewer.buttons if text.resolve(b.label) == "Close")
    click(app, close.rect.center)
    assert app.top is over and app.running  # popped, not quit
    assert app.session is table.session  # Play again and Save read the game, not the replay's


def test_r_on_game_over_opens_the_replay_too_and_escape_closes_it(app):
    finished_table(app, "fugitive")
    over = app.top
    press(app, pygame.K_r, "r")
    assert isinstance(app.top, ReplayScene)
    press(app, pygame.K_ESCAPE, "\x1b")
    assert app.top is over and app.running


def test_the_command_lines_replay_quits_on_close(app, tmp_path):
    viewer = ReplayScene.from_file(SAVES / "fugitive-catchup.json", quits=True)
    app.push(viewer)
    app.step()
    press(app, pygame.K_ESCAPE, "\x1b")
    assert not app.running


def ended_in_play(app: App, game: str):
    """The finished save's game one command before its end, on its table, then that last command
    played through the app's queue: a game that ends in play."""
    data = json.loads((SAVES / f"{FINISHED[game]}.json").read_text(encoding="utf-8"))
    session = GameSession.from_save(data, catalogue.get, upto=len(data["commands"]) - 1)
    assert not session.over
    table = session.info.table_class()(session)
    app.replace(table)
    app.enqueue(session.rules.command_from_json(data["commands"][-1]))
    app.settle()
    assert session.over
    return table


def test_a_finished_game_is_kept_as_the_last_finished_game_and_its_autosave_goes(app):
    table = ended_in_play(app, "outrun")
    assert isinstance(app.top, GameOverScene)
    assert not saves.autosave_path().exists()
    kept = saves.last_finished_path()
    assert json.loads(kept.read_text(encoding="utf-8")) == table.session.to_save()
    slot = next(slot for slot in saves.list_saves() if slot.last_finished)
    assert slot.problem is None and slot.moves == len(table.session.steps)
    assert saves.continuable() is None  # nothing to continue: it is over
    app.push(LoadScene())
    load = app.top
    app.step()
    _load, replay = load.row_buttons[next(s for s in load.slots if s.last_finished)]
    click(app, replay.rect.center)
    assert isinstance(app.top, ReplayScene)
    assert app.top.label_lines()[1] == "Replay: Outrun \u00b7 The last finished game"


def test_the_load_screens_replay_opens_the_save_on_its_row_and_close_comes_back(app):
    for name in ("fugitive-catchup", "outnumbered-hero-3-players", "outrun-vampire-3-players-mid-game"):
        (saves.saves_dir()).mkdir(parents=True, exist_ok=True)
        (saves.saves_dir() / f"{name}.json").write_bytes((SAVES / f"{name}.json").read_bytes())
    app.push(TitleScene(idle_demo=False))
    load = LoadScene()
    app.push(load)
    app.step()
    chosen = next(slot for slot in load.slots if slot.name == "outnumbered-hero-3-players")
    _load, replay = load.row_buttons[chosen]
    click(app, replay.rect.center)
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.data == saves.read_save_data(chosen.path) and viewer.position == 0
    assert viewer.table.session.game_id == "outnumbered"
    close = next(b for b in viewer.buttons if text.resolve(b.label) == "Close")
    click(app, close.rect.center)
    assert app.top is load


def test_a_click_on_a_saves_row_outside_its_buttons_loads_nothing(app):
    saves.saves_dir().mkdir(parents=True, exist_ok=True)
    (saves.saves_dir() / "fugitive-001.json").write_bytes((SAVES / "fugitive-catchup.json").read_bytes())
    app.push(TitleScene(idle_demo=False))
    load = LoadScene()
    app.push(load)
    app.step()
    rect, slot = load.rows()[0]
    click(app, (rect.x + 100, rect.centery))
    assert app.top is load
    load_button, _replay = load.row_buttons[slot]
    assert load_button.rect.right < _replay.rect.left - 30  # apart: one is not hit for the other
    click(app, load_button.rect.center)
    assert app.session is not None and app.session.game_id == "fugitive" and app.top is not load


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_replay_label_is_never_cut_and_fits_its_room(app, language, monkeypatch):
    set_language(language)
    long_name = "a-very-long-save-name-that-a-player-typed-for-game-night-2026"
    viewer = ReplayScene.from_file(SAVES / "outrun-zombie-4-players-finished.json")
    viewer.file_name = long_name
    app.push(viewer)
    app.step()
    viewer.position = viewer.total = 9999  # the widest counts
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.draw_text

    def spy(surface, words, *args, **kwargs):
        rect = real(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(replay_module.text, "draw_text", spy)
    found = record(lambda: viewer.draw(app.canvas))
    monkeypatch.undo()
    assert too_small(found) == []
    move, second = viewer.label_lines()
    assert "9999" in move and second  # the move in full, and the game named
    for words in (move, second):
        rect = next(rect for shown, rect in drawn if shown == words)
        assert LABEL.left <= rect.left and rect.right <= LABEL.right
        assert rect.right < min(b.rect.left for b in viewer.controls() if b.rect.left > LABEL.left)
    assert long_name not in second  # no room for it: the file name is left out, not cut
    viewer.file_name = "fugitive-001"
    assert viewer.label_lines()[1].endswith("fugitive-001")  # room for it: shown
    hint = replay_module._("To jump, type a move number, then Enter")
    assert len(text.wrap(hint, replay_module.HINT_SIZE, replay_module.SIDE.width)) == 1
    set_language("en")


def drawn_buttons(monkeypatch, draw) -> list[Button]:
    shown: list[Button] = []
    real = Button.draw

    def spy(self, surface):
        if self.visible:
            shown.append(self)
        real(self, surface)

    monkeypatch.setattr(Button, "draw", spy)
    draw()
    monkeypatch.undo()
    return shown


@pytest.mark.parametrize("game", sorted(FINISHED))
def test_a_spectator_table_shows_no_menu_and_no_control_that_would_act(app, game, monkeypatch):
    viewer = ReplayScene.from_file(SAVES / f"{FINISHED[game]}.json")
    app.push(viewer)
    app.step()
    for position in sorted({0, 1, 2, 5, viewer.total // 2, viewer.total - 1, viewer.total}):

        def first_frame(position: int = position) -> None:
            viewer.jump(position)  # a new table: its first frame paints every part, none cached
            app.invalidate()
            app.step(dt=0.0)

        shown = drawn_buttons(monkeypatch, first_frame)
        looks = viewer.table.look_controls()  # "Whole board" changes only what is shown
        table_buttons = [b for b in shown if b not in viewer.controls() and b not in looks]
        assert viewer.table.menu_button not in shown
        assert [text.resolve(b.label) for b in table_buttons if b.enabled] == []
    menu = viewer.table.menu_button.rect.center
    click(app, menu)
    assert app.top is viewer  # nothing opened where the Menu button was
    press(app, pygame.K_ESCAPE, "\x1b")
    assert app.top is not viewer  # Esc is the viewer's Close, not the table's menu


def test_the_bar_slides_away_when_unused_and_comes_back_near_the_bottom_or_on_a_key(app):
    viewer = ReplayScene.from_file(SAVES / "outrun-vampire-3-players-mid-game.json")
    app.push(viewer)
    app.step()
    assert viewer.bar_in
    move_pointer(app, (960, 500))  # looking at the board
    app.step(dt=HIDE_AFTER + 0.1)
    for _ in range(int(SLIDE / 0.05) + 2):
        app.step(dt=0.05)
    assert viewer.bar_away
    told = [message for message, _seconds in app._toasts]
    assert told == ["The controls come back when you move the pointer to the bottom or press a key."]
    app._toasts.clear()
    # the board shows where the bar was (a thin progress line aside)
    alone = pygame.Surface((1920, 1080))
    viewer.table.draw(alone)
    app.invalidate()
    app.draw()
    strip = pygame.Rect(0, BAR.y, 1920, BAR.height - 8)
    assert pygame.image.tobytes(app.canvas.subsurface(strip), "RGB") == pygame.image.tobytes(
        alone.subsurface(strip), "RGB"
    )
    # a click where Close was only brings the bar back
    close = next(b for b in viewer.buttons if text.resolve(b.label) == "Close")
    click(app, close.rect.center)
    assert app.top is viewer
    for _ in range(int(SLIDE / 0.05) + 2):
        app.step(dt=0.05)
    assert viewer.bar_in
    move_pointer(app, (960, 400))
    app.step(dt=HIDE_AFTER + 0.1)
    for _ in range(int(SLIDE / 0.05) + 2):
        app.step(dt=0.05)
    assert viewer.bar_away
    move_pointer(app, (960, 1040))  # near the bottom
    for _ in range(int(SLIDE / 0.05) + 2):
        app.step(dt=0.05)
    assert viewer.bar_in
    app.step(dt=HIDE_AFTER + 1)  # the pointer stays near the bottom: the bar stays
    assert viewer.bar_in
    move_pointer(app, (960, 400))
    app.step(dt=HIDE_AFTER + 0.1)
    for _ in range(int(SLIDE / 0.05) + 2):
        app.step(dt=0.05)
    assert viewer.bar_away
    assert app._toasts == []  # said once only
    press(app, pygame.K_HOME)  # a key acts and brings the bar back
    assert viewer.position == 0
    for _ in range(int(SLIDE / 0.05) + 2):
        app.step(dt=0.05)
    assert viewer.bar_in


def test_the_bar_says_when_it_will_slide_away_so_an_idle_app_wakes_for_it(app):
    viewer = ReplayScene.from_file(SAVES / "fugitive-catchup.json")
    app.push(viewer)
    app.step(dt=0.0)
    wait = viewer.wake_in()
    assert wait is not None and 0 < wait <= HIDE_AFTER


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("game", sorted(FINISHED))
def test_the_game_over_screen_with_its_four_buttons_is_readable(app, game, language):
    set_language(language)
    finished_table(app, game)
    over = app.top
    assert isinstance(over, GameOverScene) and len(over.buttons) == 4
    rects = [b.rect for b in over.buttons]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert too_small(record(lambda: over.draw(app.canvas))) == []
    set_language("en")


def folder_bytes(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


@pytest.mark.parametrize("game", ["outrun", "fugitive"])
def test_opening_a_finished_save_from_the_load_screen_changes_no_file(app, game):
    """Issue 19: loading a finished game deleted the unfinished game Continue would bring back and
    replaced the last finished game; only a game that ends in play may do either."""
    folder = saves.saves_dir()
    unfinished = "outrun-vampire-3-players-mid-game"
    saves.autosave_path().write_bytes((SAVES / f"{unfinished}.json").read_bytes())
    saves.last_finished_path().write_bytes((SAVES / f"{FINISHED['just_run']}.json").read_bytes())
    (folder / "finished.json").write_bytes((SAVES / f"{FINISHED[game]}.json").read_bytes())
    before = folder_bytes(folder)
    app.push(TitleScene(idle_demo=False))
    app.step()
    press(app, pygame.K_l, "l")
    load = app.top
    assert isinstance(load, LoadScene)
    for name in ("finished", "last-finished-game"):
        slot = next(slot for slot in load.slots if slot.name == name)
        load_button, _replay = load.row_buttons[slot]
        click(app, load_button.rect.center)
        app.settle()
        assert isinstance(app.top, GameOverScene)  # the finished game is shown ...
        assert folder_bytes(folder) == before  # ... and no file changed or went
        app.replace(TitleScene(idle_demo=False))
        app.step()
        assert app.top.continuable is not None  # Continue still brings back the unfinished game
        press(app, pygame.K_l, "l")
        load = app.top
    assert folder_bytes(folder) == before
