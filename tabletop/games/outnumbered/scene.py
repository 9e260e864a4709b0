"""The Outnumbered table: five lanes of villains, the truck on its route, the dice tray, the
heroes and their bonus powers.  Friends play it on one screen, taking turns (no curtain: the
game is cooperative and every hand is open).

This module is the scene's top level: its life cycle, where each intent goes, the frame update
and the order things are painted in.  The parts are mixins, each in a module named for what it
does:

- ``table_layout``: where things go, from ``maps/outnumbered.tmx``;
- ``lanes_draw``: lanes, spaces, barricades, villains (glowing for a dragged number), decks;
- ``truck_track``: the route and the truck;
- ``villain_animations``: the timeline that plays a command's events (attacks lane by lane);
- ``event_popup``: Hero mode's event cards;
- ``hero_panel``: the acting hero's card, the team strip, bonus powers and their targets;
- ``hero_choice``: choosing heroes at the start;
- ``score_panel``: the game-over details and Training's best count;
- ``table_layers``: the cached layer a dragged number moves over, and the frame drawn on it.

The dice, chips, operations and formula are the embedded :class:`~.tray.DiceTray`; a chip
dropped on the board comes back here (``_drop_on_board``) to become a Defeat or a reason.
"""

from __future__ import annotations

import pygame

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import _, describe
from tabletop.core.session import GameSession
from tabletop.engine import board, theme, tween
from tabletop.engine.game_scene import GameScene
from tabletop.engine.intents import Click, Hover, Intent, Key
from tabletop.engine.tween import Pulse
from tabletop.engine.widgets import Toast
from tabletop.games.outnumbered.event_popup import EventPopup, Popup
from tabletop.games.outnumbered.hero_choice import HeroChoice
from tabletop.games.outnumbered.hero_panel import HeroPanel
from tabletop.games.outnumbered.lanes_draw import LanesDrawing
from tabletop.games.outnumbered.rules.commands import Defeat
from tabletop.games.outnumbered.rules.content import HEROES_BY_ID
from tabletop.games.outnumbered.score_panel import ScorePanel
from tabletop.games.outnumbered.table_layers import TableLayers
from tabletop.games.outnumbered.table_layout import MAP, TableLayout
from tabletop.games.outnumbered.tray import DiceTray
from tabletop.games.outnumbered.truck_track import TruckTrack
from tabletop.games.outnumbered.villain_animations import VillainAnimations
from tabletop.paths import map_path

#: commands the tray submits: when the rules refuse one, the tray says why beside itself
TRAY_COMMANDS = ("roll", "combine", "square", "build", "hero_power", "defeat", "end_turn")


class OutnumberedScene(
    TableLayers,
    TableLayout,
    VillainAnimations,
    EventPopup,
    LanesDrawing,
    TruckTrack,
    HeroPanel,
    HeroChoice,
    ScorePanel,
    GameScene,
):
    """The table players play Outnumbered on (alone, together, with computer heroes, or a demo)."""

    def __init__(
        self, session: GameSession, demo: bool = False, autosave: bool = True, spectator: bool = False
    ) -> None:
        super().__init__(session, demo=demo, autosave=autosave, spectator=spectator)
        self._place_from_zones()
        self.pulse = Pulse(period=1.1)
        self.toast = Toast(duration=3.2)
        self.popup: Popup | None = None
        self.hover_hero: str | None = None
        self.previous_best: int | None = None
        self.recorded_training = False
        self._base: pygame.Surface | None = None
        self._base_dirty = True
        self._base_sig: tuple | None = None
        self.tray = DiceTray(self.tray_rects, self.submit, self._tray_seat, self._drop_on_board)
        self._init_board()
        self._init_hero_panel()
        self._init_layers()

    # -- life cycle -----------------------------------------------------------------------------

    def enter(self) -> None:
        assert self.app is not None
        tween.set_speed(self.app.settings.animation_speed)
        super().enter()

    def resume(self) -> None:
        """Back from the menu: whatever was held goes back, the table is repainted."""
        self.tray.cancel()
        self._base_dirty = True
        if self.app is not None:
            tween.set_speed(self.app.settings.animation_speed)  # the settings may have changed
        super().resume()

    def sync(self) -> None:
        """Rebuild every part from ``self.view`` at rest (a load, an undo, a new viewer)."""
        self.skip_animations()
        self._refresh_parts(animated=False)
        self._sync_board()
        self.popup = None

    def _refresh_parts(self, animated: bool) -> None:
        """What reads the view directly: the tray, the hero panel, the still layer."""
        self.tray.set_view(self.view, self._interactive())
        if not animated:
            self.tray.skip_animations()
        self._refresh_panel()
        self._warm_drag_pictures()
        self._base_dirty = True
        self.dirty = True

    def _interactive(self) -> bool:
        return self.my_turn() and not self.demo and not self.spectator

    def _computer_seat(self, seat: int) -> bool:
        seats = self.session.seats
        return 0 <= seat < len(seats) and seats[seat].is_computer

    def _tray_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        return int(self.view.get("seat", 0) or 0)

    def seat_label(self, seat: int) -> str:
        """A seat's hero name once chosen (the banner reads "Anna · Big Plus")."""
        heroes = self.view.get("heroes", []) if self.view else []
        hero = heroes[seat] if 0 <= seat < len(heroes) else None
        if hero in HEROES_BY_ID:
            return _(HEROES_BY_ID[hero].name)
        return _("Hero")

    # -- commands and their results ------------------------------------------------------------------

    def command_applied(self, command: Command, events: list[Event]) -> None:
        """The base plays the events out (for everyone: nothing here is secret); a Training game
        that just ended records its count."""
        super().command_applied(command, events)
        self.dirty = True
        if (
            command.TYPE == "roll"
            and self.popup is not None
            and not self._computer_seat(getattr(command, "seat", -1))
        ):
            self.popup = None  # a player rolling has read the event card: the dice land where it was
            self._base_dirty = True
        if (
            self.session.over
            and not self.recorded_training
            and any(e.kind in ("won", "lost") for e in events)
        ):
            self._record_training()

    def command_refused(self, command: Command, err: IllegalCommand) -> None:
        reason = describe(err)
        if command.TYPE in TRAY_COMMANDS:
            self.tray.refused(reason)
        else:
            self._say(reason)
        self._refresh_parts(animated=False)

    def _drop_on_board(self, value_id: int, pos: tuple[int, int]) -> Command | str | None:
        """A chip let go over the board: a Defeat when the numbers match, else why not."""
        value = self.tray.value(value_id)
        if value is None:
            return None
        space = self.space_at(pos)
        if space is None:
            if self.board_rect().collidepoint(pos):
                return _("Drop the number on a villain.")
            return None
        villain = self.villain_at(*space)
        if villain is None:
            return _("There is no villain on that space.")
        if not self.my_turn() or self.viewer is None:
            return _("It is not your turn.")
        made, needed = int(value.get("number", -1)), int(villain.get("value", -2))
        if made == needed:
            return Defeat(self.viewer, value_id, space[0], space[1])
        return _("That makes {made}, but this villain needs {needed}.").format(made=made, needed=needed)

    def _say(self, message: str, pos: tuple[int, int] | None = None) -> None:
        self.toast.show(message, pos)
        self.dirty = True

    # -- input --------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Esc first puts down what is in hand (a bonus card's target, a picked chip), then opens the menu."""
        if (
            isinstance(intent, Key)
            and intent.key == pygame.K_ESCAPE
            and not self.demo
            and self.curtain_for is None
        ):
            if self.bonus_mode is not None:
                self.cancel_bonus()
                self.dirty = True
                return
            if self.tray.ui.mode.value != "idle":
                self.tray.cancel()
                self.dirty = True
                return
            if self.tray.field.focused:
                self.tray.field.focus(False)  # Esc leaves the formula field first, as it does a picked chip
                self.dirty = True
                return
        super().handle(intent)

    def handle_table(self, intent: Intent) -> None:
        if isinstance(intent, Hover):
            self._hover(intent.pos)
        if self.viewer is None or self.spectator:
            return
        if self.choosing_heroes():
            if isinstance(intent, Click) and intent.button == 1:
                self._hero_click(intent.pos)
            return
        if (
            self.popup is not None
            and isinstance(intent, Click)
            and self.popup_rect().collidepoint(intent.pos)
        ):
            self.popup = None
            self._base_dirty = True
            return
        if self.bonus_mode is not None:
            if self.cancel_button.handle(intent) or any(b.handle(intent) for b in self.picker_buttons):
                return
            if isinstance(intent, Click) and intent.button == 3:
                self.cancel_bonus()
                return
            if isinstance(intent, Click) and self._bonus_click(intent.pos):
                return
        if self.power_button.handle(intent) or self.undo_button.handle(intent):
            return
        if isinstance(intent, Click) and intent.button == 1:
            index = self.card_at(intent.pos)
            cards = self.shown_hand()
            if index is not None and index < len(cards) and self.view.get("mode") != "training":
                self.tray.cancel()
                self.play_card(cards[index])
                return
        if (
            self.bonus_mode == "wild_die"
            and isinstance(intent, Click)
            and self.picker_rect().collidepoint(intent.pos)
        ):
            return
        if self.tray.handle(intent):
            return
        if isinstance(intent, Click) and intent.button == 1:
            self._click_board(intent.pos)

    def _hover(self, pos: tuple[int, int]) -> None:
        before = (self.hover_space, self.hover_card, self.hover_lane, self.hover_hero, self.hover_count)
        self.hover_space = self.space_at(pos)
        self.hover_lane = self.lane_at(pos) if self.bonus_mode == "rebuild" else None
        self.hover_card = self.card_at(pos) if not self.choosing_heroes() else None
        self.hover_hero = self.hero_at(pos) if self.choosing_heroes() else None
        self.hover_count = self.bonus_count_at(pos) if not self.choosing_heroes() else None
        for button in (self.power_button, self.undo_button, self.cancel_button, *self.picker_buttons):
            button.handle(Hover(pos))
        if before != (self.hover_space, self.hover_card, self.hover_lane, self.hover_hero, self.hover_count):
            self.dirty = True

    def _click_board(self, pos: tuple[int, int]) -> None:
        """A plain click on a villain says what beats it."""
        space = self.space_at(pos)
        if space is None:
            return
        villain = self.villain_at(*space)
        if villain is None:
            return
        name, value = _(str(villain.get("name", ""))), int(villain.get("value", 0))
        if self.view.get("phase") == "act" and self.my_turn():
            line = _("{name} needs exactly {value}: build it, then drag it here.").format(
                name=name, value=value
            )
        else:
            line = _("{name}: beaten by exactly {value}.").format(name=name, value=value)
        self._say(line, (pos[0], max(90, pos[1] - 120)))

    # -- what to do next ------------------------------------------------------------------------------

    def instruction(self) -> str:
        phase = self.view.get("phase")
        if phase == "choose_hero":
            return _("Choose your hero")
        if self.bonus_mode is not None:
            return _("Pick the target for your bonus power, or Cancel")
        if self.tray.hero_pending is not None:
            return _("Click the die to use your hero power on")
        if phase == "roll":
            if self.legal_bonus:
                return _("Roll the dice (or play a bonus power first)")
            return _("Roll the dice")
        if phase == "act":
            dragged = self.tray.dragging_value
            if dragged is not None:
                if self._villain_numbered(int(dragged.get("number", -1))):
                    return _("Drop {number} on a glowing villain").format(number=dragged.get("number"))
                # nothing glows for it: point at the tray rather than at a villain that is not there
                return _("No villain shows {number}: drop it on another number to keep building").format(
                    number=dragged.get("number")
                )
            if not self.view.get("pool") or not self.tray.anything_to_beat():
                if self.tray.bonus_could_help():
                    return _("Nothing can be made yet: try a bonus power")
                if not self.view.get("pool"):
                    return _("All your dice are used: end your turn")
                return _("No villain can be made with these numbers: end your turn")
            return _("Make a villain's number and drag it onto the villain")
        return ""

    def _villain_numbered(self, number: int) -> bool:
        """Whether some villain on the board needs exactly ``number``."""
        return any(
            villain is not None and int(villain.get("value", -1)) == number
            for lane in self.view.get("lanes", [])
            for villain in lane.get("villains", [])
        )

    def _hint_space(self) -> tuple[int, int] | None:
        target = self.tray.hint_target
        return (int(target[0]), int(target[1])) if target is not None else None

    def _dragged_number(self) -> int | None:
        value = self.tray.dragging_value or self.tray.selected_value
        return int(value["number"]) if value is not None and "number" in value else None

    # -- the frame ----------------------------------------------------------------------------------

    def update_table(self, dt: float) -> bool:
        moving = self._update_board(dt)
        moving = self.tray.update(dt) or moving
        for button in (self.power_button, self.undo_button, self.cancel_button, *self.picker_buttons):
            moving = button.update(dt) or moving
        if self.toast.update(dt):
            moving = True
        if self._glowing():
            self.pulse.update(dt)
            moving = True
        self._update_popup(dt)
        if moving:
            self.dirty = True
        return moving

    def _glowing(self) -> bool:
        """Something pulses now (a dragged or picked number's villains, the Hint, bonus targets)."""
        return (
            self._dragged_number() is not None
            or self._hint_space() is not None
            or self.bonus_mode is not None
        )

    def wake_in(self) -> float | None:
        """Besides a computer hero's move, wake to take an event card down on time."""
        waits = [
            w
            for w in (
                super().wake_in(),
                self.popup.left if self.popup is not None and self.popup.shown else None,
            )
            if w is not None
        ]
        return max(0.01, min(waits)) if waits else None

    # -- painting -----------------------------------------------------------------------------------

    def draw_hud(self, surface: pygame.Surface) -> None:
        """The banner, log and menu are painted inside ``draw_table`` (under the overlays)."""

    def _paint(self, surface: pygame.Surface, live: bool = True) -> None:
        """The whole table, bottom to top.  ``live`` False leaves out what a drag frame paints
        itself over the cached layer (see ``table_layers``): the tray's pulses and held chip, the
        bubble."""
        surface.blit(self._still_layer(), (0, 0))
        self._draw_barricades(surface)
        self._draw_villains(surface)
        self._draw_truck(surface)
        for burst in self.bursts:
            burst.draw(surface)
        self._draw_hand_cards(surface)
        self._draw_bonus_count_caption(surface)
        self.power_button.draw(surface)
        self._draw_hud_parts(surface)
        self.undo_button.draw(surface)
        if self.bonus_mode == "wild_die":
            self.tray.draw(surface, live)
            self._draw_bonus_prompt(surface)
        else:
            self._draw_bonus_prompt(surface)
            self.tray.draw(surface, live)
        for flight in self.flights:
            flight.draw(surface)
        if self.banner is not None:
            self.banner.draw(surface)
        self._draw_popup(surface)
        if self.choosing_heroes():
            self._draw_hero_choice(surface)
        if live:
            self.toast.draw(surface)

    def _draw_hud_parts(self, surface: pygame.Surface) -> None:
        GameScene.draw_hud(self, surface)

    def _still_layer(self) -> pygame.Surface:
        """The board, lanes, route, piles and hero panels: painted once per new view."""
        sig = (id(self.view), tuple(self.legal_bonus))
        if self._base is None or self._base_dirty or sig != self._base_sig:
            if self._base is None:
                self._base = pygame.Surface(theme.CANVAS_SIZE)
                if pygame.display.get_surface() is not None:
                    self._base = self._base.convert()
            base = self._base
            base.blit(board.render_layers(map_path(MAP)), (0, 0))
            self._draw_lanes(base)
            self._draw_route(base)
            self._draw_decks(base)
            self._draw_hero_card(base)
            self._draw_team(base)
            self._draw_hand(base)
            self._base_sig = sig
            self._base_dirty = False
            self._still_builds += 1
        return self._base
