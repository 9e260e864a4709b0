"""The Outnumbered table: five lanes of villains, the truck on its route, the dice tray, the
heroes and their bonus powers.  Friends play it on one screen, taking turns (no curtain: the
game is cooperative and every hand is open).

This module is the scene's top level: its life cycle, where each intent goes, the frame update
and the order things are painted in.  The table is built from parts that keep their own state
and are handed the view, the geometry and the callbacks they need, each in a module named for
what it does:

- :mod:`.table_layout`: where things go, from ``maps/outnumbered.tmx``;
- :mod:`.lanes`: the villains (glowing for a dragged number), the barricades, the board's effects;
- :mod:`.truck_track`: the route and the truck;
- :mod:`.decks`: the decks and discards;
- :mod:`.event_beats`: a command's events as beats on the timeline (attacks lane by lane);
- :mod:`.event_cards`: Hero mode's event cards;
- :mod:`.hero_panel`: the acting hero's card and the team strip;
- :mod:`.bonus_hand`: the bonus powers in hand and their targets;
- :mod:`.hero_choice`: choosing heroes at the start;
- :mod:`.score_panel`: the game-over details and Training's best count;
- :mod:`.table_layers`: the board layer, the drag layer a dragged number moves over, and the
  frame drawn on it;
- :mod:`.tray`: the dice, chips, operations and formula; a chip dropped on the board comes back
  here (``_drop_on_board``) to become a Defeat or a reason.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path
from typing import cast

import pygame

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import _, describe, language
from tabletop.core.session import GameSession
from tabletop.engine import board, theme, tween
from tabletop.engine import text as txt
from tabletop.engine.flight import Flights
from tabletop.engine.game_scene import GameScene
from tabletop.engine.intents import Click, Drag, Drop, Hover, Intent, Key, PickUp
from tabletop.engine.sound import Sound
from tabletop.engine.table_contract import Piece
from tabletop.engine.toast import Toast
from tabletop.engine.tooltip import Tip
from tabletop.engine.tween import Pulse
from tabletop.engine.widgets import Button
from tabletop.games.outnumbered.rules.commands import Defeat, PlayBonus
from tabletop.games.outnumbered.rules.content import HEROES_BY_ID
from tabletop.games.outnumbered.rules.view import OutnumberedView
from tabletop.games.outnumbered.table.beats import EventBeats
from tabletop.games.outnumbered.table.bonus_hand import BonusHand
from tabletop.games.outnumbered.table.decks import Decks
from tabletop.games.outnumbered.table.event_cards import EventCards, popup_area
from tabletop.games.outnumbered.table.hero_choice import HeroChoice
from tabletop.games.outnumbered.table.hero_panel import HeroPanel
from tabletop.games.outnumbered.table.lanes import HINT_GLOW, MATCH_GLOW, VILLAIN_GLOW_WIDTH, Glow, Lanes
from tabletop.games.outnumbered.table.layout import MAP, Space, TableLayout, TableLog
from tabletop.games.outnumbered.table.score_panel import ScorePanel, training_best
from tabletop.games.outnumbered.table.table_layers import TableLayers
from tabletop.games.outnumbered.table.tips import TableTips
from tabletop.games.outnumbered.table.tray import DiceTray
from tabletop.games.outnumbered.table.truck_track import TruckTrack
from tabletop.games.outnumbered.table.villain_sprites import VILLAIN_RADIUS
from tabletop.paths import map_path

#: commands the tray submits: when the rules refuse one, the tray says why beside itself
TRAY_COMMANDS = ("roll", "combine", "square", "build", "hero_power", "defeat", "end_turn")


class OutnumberedScene(GameScene):
    """The table players play Outnumbered on (alone, together, with computer heroes, or a demo)."""

    @property
    def seen(self) -> OutnumberedView:
        """The view on screen as Outnumbered's own type (the engine's scene holds any game's view)."""
        return cast("OutnumberedView", self.view)

    def __init__(
        self, session: GameSession, demo: bool = False, autosave: bool = True, spectator: bool = False
    ) -> None:
        super().__init__(session, demo=demo, autosave=autosave, spectator=spectator)
        self.layout = TableLayout()
        zones = self.layout.zones
        self.pulse = Pulse(period=1.1)
        self.toast = Toast(duration=3.2)
        self.hover_space: Space | None = None
        self.flights = Flights()
        self.layers = TableLayers(self._paint_board, lambda surface: self.paint_table(surface, live=False))
        changed = self.layers.invalidate_board
        self.lanes = Lanes(self.layout)
        self.truck = TruckTrack(self.layout)
        self.decks = Decks(zones)
        self.hero_panel = HeroPanel(zones, session.seats, self.use_power)
        self.bonus_hand = BonusHand(
            self.layout, session.seats, submit=self.submit, say=self._say, changed=changed
        )
        self.hero_choice = HeroChoice(session.seats, submit=self.submit, say=self._say)
        self.score = ScorePanel(session)
        self.event_cards = EventCards(
            popup_area(self.layout.tray_rects),
            zones["event_deck"],
            self.flights,
            play=self._play,
            changed=changed,
        )
        self.tray = DiceTray(
            self.layout.tray_rects,
            self.submit,
            self._tray_seat,
            self._drop_on_board,
            before_end_turn=self._ask_end_turn,
        )
        self.beats = EventBeats(
            lanes=self.lanes,
            truck=self.truck,
            bonus_hand=self.bonus_hand,
            event_cards=self.event_cards,
            tray=self.tray,
            flights=self.flights,
            play=self._play,
            changed=changed,
        )
        log = zones["log"]
        self.undo_button = Button(
            pygame.Rect(log.right - TableLog.BUTTON_W - 8, log.top + 4, TableLog.BUTTON_W, 38),
            lambda: _("Take back"),
            self.undo,
            hotkey=pygame.K_u,
            font_size=txt.READABLE,
        )
        self.undo_button.show_hotkey = False  # no room for the U badge: the tooltip names the key
        self.tips = TableTips(self)

    # -- life cycle -----------------------------------------------------------------------------

    def enter(self) -> None:
        assert self.app is not None
        tween.set_speed(self.app.settings.animation_speed)
        super().enter()

    def board_maps(self) -> list[Path]:
        return [map_path(MAP)]

    def layout_hud(self) -> None:
        self.place_skip_buttons()
        log = TableLog(pygame.Rect(self.layout.zones["log"]), lambda: _("Game log"))
        log.set_lines(self.log.lines)
        self.log = log
        self.menu_button.rect = pygame.Rect(self.layout.zones["menu_button"])

    def resume(self) -> None:
        """Back from the menu: whatever was held goes back, the table is repainted."""
        self.tray.cancel()
        self.layers.invalidate_board()
        if self.app is not None:
            tween.set_speed(self.app.settings.animation_speed)  # the settings may have changed
        self.place_skip_buttons()  # the language may have changed
        super().resume()

    def forget_pictures(self) -> None:
        """Paint every cached picture of the table afresh on the next frame (the board, the drag
        layer, the tray's still parts): after a change no signature sees, and for the
        readability check, which must see every text drawn."""
        self.layers.invalidate_board()
        self.layers.drag.invalidate()
        self.layers.forget()
        self.tray.painter.layer.invalidate()
        self.dirty = True

    def sync(self) -> None:
        """Rebuild every part from ``self.seen`` at rest (a load, an undo, a new viewer)."""
        self.skip_animations()
        self._refresh_parts(animated=False)
        self.lanes.sync()
        self.truck.sync()
        self.bonus_hand.sync()
        self.event_cards.popup.close()

    def _refresh_parts(self, animated: bool) -> None:
        """Hand every part the view: the tray, the lanes, the truck, the hero side, the still layer."""
        view = self.seen
        my_turn = self.my_turn()
        self.tray.set_view(view, self._interactive())
        if not animated:
            self.tray.skip_animations()
        self.lanes.set_view(view)
        self.truck.set_view(view)
        self.bonus_hand.set_view(view, self._legal_bonus(my_turn), my_turn)
        self.hero_panel.set_view(view, my_turn)
        self.hero_choice.set_view(view, my_turn, self.viewer)
        self.undo_button.visible = self.can_undo() and view.get("phase") in ("roll", "act")
        self._warm_drag_pictures()
        self.layers.invalidate_board()
        self.dirty = True

    def _legal_bonus(self, my_turn: bool) -> dict[str, list[PlayBonus]]:
        """The bonus cards the person at the screen may play now, with their commands."""
        legal: dict[str, list[PlayBonus]] = {}
        if not my_turn or self.viewer is None or self.seen.get("phase") not in ("roll", "act"):
            return legal
        for command in self.session.legal(self.viewer):
            if isinstance(command, PlayBonus):
                legal.setdefault(command.card, []).append(command)
        return legal

    def my_turn(self) -> bool:
        """The person at the screen acts now (not a computer, not a finished game)."""
        if self.viewer is None or self.session.over:
            return False
        seat = self.seen.get("seat")
        return seat == self.viewer and not self.session.seats[self.viewer].is_computer

    def _interactive(self) -> bool:
        return self.my_turn() and not self.demo and not self.spectator

    def _computer_seat(self, seat: int) -> bool:
        seats = self.session.seats
        return 0 <= seat < len(seats) and seats[seat].is_computer

    def _tray_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        return int(self.seen.get("seat", 0) or 0)

    def seat_label(self, seat: int) -> str:
        """A seat's hero name once chosen (the banner reads "Anna · Big Plus")."""
        heroes = self.seen.get("heroes", []) if self.seen else []
        hero = heroes[seat] if 0 <= seat < len(heroes) else None
        if hero in HEROES_BY_ID:
            return _(HEROES_BY_ID[hero].name)
        return _("Hero")

    def _play(self, sound: Sound) -> None:
        if self.app is not None:
            self.app.play(sound)

    # -- commands and their results ------------------------------------------------------------------

    def animate(self, command: Command, events: list[Event]) -> None:
        """Play what ``command`` did as beats on the table's timeline (each event's log line lit in
        turn); the parts read from the view refresh now, the board settles at the end."""
        self._refresh_parts(animated=True)
        self.timeline.finish()
        beats = self.beats.beats(self.seen, events, self.first_log_index(events))
        self.play_beats(beats, on_end=self._settle)
        if tween.get_speed() == 0:
            self.skip_animations()
        self.layers.invalidate_board()

    def _settle(self) -> None:
        """The end of a timeline: anything the events did not move goes where the view says."""
        self.lanes.settle()
        self.truck.settle()
        self.bonus_hand.sync()
        self.layers.invalidate_board()

    def command_applied(self, command: Command, events: list[Event]) -> None:
        """The base plays the events out (for everyone: nothing here is secret); a Training game
        that just ended records its count."""
        super().command_applied(command, events)
        self.dirty = True
        if (
            command.TYPE == "roll"
            and self.event_cards.open
            and not self._computer_seat(getattr(command, "seat", -1))
        ):
            self.event_cards.close()  # a player rolling has read the event card: the dice land where it was
        if (
            self.session.over
            and not self.score.recorded_training
            and any(e.kind in ("won", "lost") for e in events)
            and not (self.demo or self.spectator)
            and self.app is not None
        ):
            self.score.record_training(self.seen, self.app)

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
        space = self.layout.space_at(pos)
        if space is None:
            if self.layout.board_rect().collidepoint(pos):
                return _("Drop the number on a villain.")
            return None
        villain = self.lanes.villain_at(*space)
        if villain is None:
            return _("There is no villain on that space.")
        if not self.my_turn() or self.viewer is None:
            return _("It is not your turn.")
        made, needed = int(value.get("number", -1)), int(villain.get("value", -2))
        if made == needed:
            return Defeat(self.viewer, value_id, space[0], space[1])
        return _("That makes {made}, but this villain needs {needed}.").format(made=made, needed=needed)

    def _ask_end_turn(self, end: Callable[[], None]) -> None:
        """Ending a turn cannot be taken back (the truck moves on, villains may attack and new ones
        are dealt): while the numbers in the tray can still beat a villain it is nearly always a
        slip, and beating one never costs the team anything, so the table always asks then;
        otherwise it asks only when the "ask before ending a turn" setting is on."""
        if self.tray.pool and self.tray.anything_to_beat():
            self.ask_first(
                _("Your numbers can still beat a villain. End your turn anyway?"), end, always=True
            )
        else:
            self.ask_first(_("End your turn?"), end)

    def use_power(self) -> None:
        """The hero card's button: the tray waits for the die to use the power on."""
        hero = HEROES_BY_ID.get(self.hero_panel.acting_hero() or "")
        if hero is not None and self.my_turn():
            self.tray.begin_hero_power(hero.power.value)

    def tip_at(self, pos: tuple[int, int]) -> Tip | None:
        """What the piece under ``pos`` is and does (see :mod:`.tips`); the menu and log below."""
        return self.tips.at(pos) or super().tip_at(pos)

    def drawn_pieces(self) -> list[Piece]:
        if self.curtain_for is not None:
            return []
        return [*super().drawn_pieces(), *self.tips.pieces()]

    def _say(self, message: str, pos: tuple[int, int] | None = None) -> None:
        self.toast.show(message, pos)
        self.dirty = True

    def draw_game_over(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The body of the game-over panel (headline, score, rating); the screen adds its buttons."""
        self.score.draw(surface, panel, self.app.settings if self.app is not None else None)

    # -- input --------------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Esc first puts down what is in hand (a bonus card's target, a picked chip), then opens the menu."""
        if (
            isinstance(intent, Key)
            and intent.key == pygame.K_ESCAPE
            and not self.demo
            and self.curtain_for is None
        ):
            if self.bonus_hand.selected is not None:
                self.bonus_hand.cancel()
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
        hand = self.bonus_hand
        if self.hero_choice.choosing():
            if isinstance(intent, Click) and intent.button == 1:
                self.hero_choice.click(intent.pos)
            return
        if (
            self.event_cards.open
            and isinstance(intent, Click)
            and self.event_cards.popup.rect().collidepoint(intent.pos)
        ):
            self.event_cards.close()
            return
        if isinstance(intent, Click) and intent.button == 1 and self.seen.get("mode") != "training":
            card = hand.card_under(intent.pos)
            if card is not None:  # picking a card shows it; nothing is played by this click
                self.tray.cancel()
                hand.choose(card)
                return
        if hand.selected is not None:
            if any(b.handle(intent) for b in hand.buttons()):
                return
            if isinstance(intent, Click) and intent.button == 3:
                hand.cancel()
                return
            if isinstance(intent, Click):
                hand.click(intent.pos)
                return
            if isinstance(intent, (PickUp, Drag, Drop)):
                return  # the tray under the card shown large waits
        if self.hero_panel.power_button.handle(intent) or self.undo_button.handle(intent):
            return
        if self.tray.handle(intent):
            return
        if isinstance(intent, Click) and intent.button == 1:
            self._click_board(intent.pos)

    def _hover(self, pos: tuple[int, int]) -> None:
        hand, panel, choice = self.bonus_hand, self.hero_panel, self.hero_choice
        before = (self.hover_space, hand.hover_card, hand.hover_lane, choice.hover_hero)
        choosing = choice.choosing()
        self.hover_space = self.layout.space_at(pos)
        hand.hover(pos, choosing)
        choice.hover(pos)
        for button in (panel.power_button, self.undo_button, *hand.buttons()):
            button.handle(Hover(pos))
        if before != (self.hover_space, hand.hover_card, hand.hover_lane, choice.hover_hero):
            self.dirty = True

    def _click_board(self, pos: tuple[int, int]) -> None:
        """A plain click on a villain says what beats it."""
        space = self.layout.space_at(pos)
        if space is None:
            return
        villain = self.lanes.villain_at(*space)
        if villain is None:
            return
        name, value = _(str(villain.get("name", ""))), int(villain.get("value", 0))
        if self.seen.get("phase") == "act" and self.my_turn():
            line = _("{name} needs exactly {value}: build it, then drag it here.").format(
                name=name, value=value
            )
        else:
            line = _("{name}: beaten by exactly {value}.").format(name=name, value=value)
        self._say(line, (pos[0], max(90, pos[1] - 120)))

    # -- what to do next ------------------------------------------------------------------------------

    def instruction(self) -> str:
        phase = self.seen.get("phase")
        if phase == "choose_hero":
            return _("Choose your hero")
        hand = self.bonus_hand
        if hand.mode is not None:
            return _("Pick the target for your bonus power, or Cancel")
        if hand.selected is not None:
            if hand.options:
                return _("Press Play it to use the bonus power, or Cancel")
            return _("That bonus power cannot help now: it stays in your hand")
        if self.tray.hero_pending is not None:
            return _("Click the die to use your hero power on")
        if phase == "roll":
            if self.bonus_hand.legal:
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
            if not self.seen.get("pool") or not self.tray.anything_to_beat():
                if self.tray.bonus_could_help():
                    return _("Nothing can be made yet: try a bonus power")
                if not self.seen.get("pool"):
                    return _("All your dice are used: end your turn")
                return _("No villain can be made with these numbers: end your turn")
            return _("Make a villain's number and drag it onto the villain")
        return ""

    def _villain_numbered(self, number: int) -> bool:
        """Whether some villain on the board needs exactly ``number``."""
        return any(
            villain is not None and int(villain.get("value", -1)) == number
            for lane in self.seen.get("lanes", [])
            for villain in lane.get("villains", [])
        )

    def _hint_space(self) -> Space | None:
        target = self.tray.hint_target
        return (int(target[0]), int(target[1])) if target is not None else None

    def _dragged_number(self) -> int | None:
        value = self.tray.dragging_value or self.tray.selected_value
        return int(value["number"]) if value is not None and "number" in value else None

    def villain_glows(self) -> dict[str, Glow]:
        """Which villains glow now and how: a dragged number's matches, the Hint, bonus targets."""
        return self.lanes.glows(
            self._dragged_number(),
            self.hover_space,
            self.bonus_hand.targets(),
            self._hint_space(),
            self.pulse.level,
        )

    def _dim_others(self, glows: dict[str, Glow]) -> bool:
        """While a number is held or a bonus power aims, the villains it cannot hit step back."""
        return bool(glows) and (self.bonus_hand.mode is not None or self._dragged_number() is not None)

    # -- the frame ----------------------------------------------------------------------------------

    def update_table(self, dt: float) -> bool:
        moving = self.lanes.update(dt)
        if self.flights:
            self.flights.update(dt)
            moving = True
        moving = self.truck.update(dt) or moving
        moving = self.tray.update(dt) or moving
        for button in (self.hero_panel.power_button, self.undo_button, *self.bonus_hand.buttons()):
            moving = button.update(dt) or moving
        if self.toast.update(dt):
            moving = True
        if self._glowing():
            self.pulse.update(dt)
            moving = True
        if self.event_cards.update(dt):
            self.dirty = True  # the loop is idle by now: without this the card stays painted
        if moving:
            self.dirty = True
        return moving

    def _glowing(self) -> bool:
        """Something pulses now (a dragged or picked number's villains, the Hint, bonus targets)."""
        return (
            self._dragged_number() is not None
            or self._hint_space() is not None
            or self.bonus_hand.mode is not None
        )

    def animating(self) -> bool:
        return bool(
            self.timeline.playing
            or self.lanes.animating
            or self.flights
            or self.truck.busy
            or self.tray.animating
        )

    def finish_motion(self) -> None:
        """A beat was skipped: what it set moving arrives now."""
        self.lanes.finish_motion()
        self.truck.finish_motion()

    def skip_animations(self) -> None:
        self.timeline.finish()
        self.flights.skip()
        self.lanes.skip()
        self.truck.skip()
        self.tray.skip_animations()
        self.layers.invalidate_board()
        self.dirty = True

    def wake_in(self) -> float | None:
        """Besides a computer hero's move, wake to take an event card down on time."""
        waits = [w for w in (super().wake_in(), self.event_cards.wake_in()) if w is not None]
        return max(0.01, min(waits)) if waits else None

    # -- painting -----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.curtain_for is not None:
            self.layers.forget()  # the curtain is painted, not the table
        super().draw(surface)

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The canvas areas the last draw changed, when it changed only those (else None)."""
        return self.layers.dirty_rects()

    def draw_hud(self, surface: pygame.Surface) -> None:
        """The banner, log and menu are painted inside ``draw_table`` (under the overlays)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """A calm drag: patch the drag layer and paint what moves; any other frame: paint everything."""
        if not self._calm_drag():
            self.paint_table(surface)
            self.layers.forget()
            return
        assert self.app is not None
        signature = self._drag_signature()
        glows = self.villain_glows()
        self.layers.draw_calm(
            self.app,
            surface,
            signature,
            self.lanes.glow_states(glows, self._dim_others(glows)),
            self.lanes.glow_rect,
            self._draw_live,
            on_top=self.app.top is self,
        )

    def _calm_drag(self) -> bool:
        """A chip is dragged and nothing but it (and the pulses) changes from frame to frame."""
        if self.tray.dragging_value is None or self.app is None:
            return False
        return not (
            self.animating()
            or not self.lanes.calm
            or self.flights
            or self.event_cards.open
            or self.bonus_hand.selected is not None
            or self.demo
            or self.curtain_for is not None
            or self.hero_choice.choosing()
        )

    def paint_table(self, surface: pygame.Surface, live: bool = True) -> None:
        """The whole table, bottom to top.  ``live`` False leaves out what a drag frame paints
        itself over the cached layer (see :mod:`.table_layers`): the tray's pulses and held chip,
        the bubble."""
        level = self.pulse.level
        hand = self.bonus_hand
        surface.blit(self._board_picture(), (0, 0))
        self.lanes.draw_barricades(surface)
        glows = self.villain_glows()
        self.lanes.draw_villains(surface, glows, self._dim_others(glows))
        self.truck.draw(surface)
        self.lanes.draw_bursts(surface)
        hand.draw_cards(surface, level)
        self.hero_panel.power_button.draw(surface)
        GameScene.draw_hud(self, surface)
        self.undo_button.draw(surface)
        self.tray.draw(surface, live)
        hand.draw_preview(surface, level)
        self.flights.draw(surface)
        self.lanes.draw_banner(surface)
        self.event_cards.draw(surface)
        if self.hero_choice.choosing():
            self.hero_choice.draw(surface)
        if live:
            self.toast.draw(surface)

    def _board_picture(self) -> pygame.Surface:
        """The board, lanes, route, piles and hero panels: painted once per new view."""
        return self.layers.board_picture((id(self.seen), tuple(self.bonus_hand.legal), txt.get_scale()))

    def _paint_board(self, surface: pygame.Surface) -> None:
        surface.blit(board.render_layers(map_path(MAP)), (0, 0))
        self.lanes.draw_closed_lanes(surface)
        self.truck.draw_route(surface)
        best = training_best(self.app.settings) if self.app is not None else None
        self.decks.draw(surface, self.seen, self.lanes.shown_escaped, best)
        self.hero_panel.draw_hero_card(surface)
        self.hero_panel.draw_team(surface)
        self.bonus_hand.draw_panel(surface)

    def _drag_signature(self) -> tuple[Hashable, ...]:
        """Everything the drag layer shows except the villains' glows (patched in place)."""
        self._board_picture()
        hand = self.bonus_hand
        hand_pulse = None
        entries = hand.entries()
        cards = hand.shown_hand()
        if (
            hand.hover_card is not None
            and hand.hover_card < len(entries)
            and entries[hand.hover_card][0] in hand.legal
        ):
            hand_pulse = round((0.55 + 0.45 * self.pulse.level) * theme.GLOW_LEVELS)
        log = self.log
        buttons = tuple(
            (tuple(b.rect), b.visible, b.enabled, b.hovered, b.pressed, b.style, txt.resolve(b.label))
            for b in (self.hero_panel.power_button, self.undo_button, self.menu_button)
        )
        return (
            self.layers.board.builds,
            id(self.seen),
            tuple(self.lanes.shown_barricades),
            tuple((vid, tuple(s.rect), s.busy, s.gone) for vid, s in self.lanes.sprites.items()),
            tuple(round(c) for c in self.truck.pos),
            tuple(cards),
            hand.hidden,
            hand.hover_card,
            hand_pulse,
            buttons,
            self.hud_line(),
            self.acting_seat(),
            (id(log), log.scroll, log.highlight, len(log.lines), log.lines[-1] if log.lines else None),
            self.banner_reserve(),
            self.tray.still_signature(),
            language(),
        )

    def _warm_drag_pictures(self) -> None:
        """Blur the glows and shadows a drag will need now, while nothing moves: made on the
        first drag frame they would stall it for tens of milliseconds (each is made once)."""
        tray = self.tray
        if not tray.can_build or not tray.pool:
            return
        self.layers.reserve()
        chip = tray.chip_size()
        theme.shadow(chip, theme.RADIUS, 14, 110)
        theme.glow(chip, theme.HIGHLIGHT, theme.RADIUS, 4)
        theme.glow(chip, theme.HOVER_GLOW, theme.RADIUS, 5)
        for colour in (MATCH_GLOW, HINT_GLOW):
            theme.glow(self.layout.villain_size, colour, VILLAIN_RADIUS, VILLAIN_GLOW_WIDTH)

    def _draw_live(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The tray's moving parts and the scene's bubble; returns the rectangles painted."""
        painted = self.tray.draw_live(surface)
        box = self.toast.area(surface.get_rect())
        if box is not None:
            self.toast.draw(surface)
            painted.append(box)
        return painted
