"""The Fugitive table: the three piles, the row of hideouts, the hands, the Marshal's notepad.

The scene is the table's top level: its life cycle (enter, resume, rebuilding from a new view,
the frame update), where each intent goes, and the commands the buttons and piles submit.  The
rest is done by components it owns, each in a module named for what it does, each handed what it
needs (the seat's view, the table's geometry, callbacks) instead of reaching into the scene:

- ``seat_view``: reading the seat's view (whose move, the hand, the row, the instruction);
- ``table_layout``: where things go, from the map's zones;
- ``hand_cards``: the seat's own hand, a fan of card sprites;
- ``placing``: the Fugitive's drag-and-drop placement and the reasons a card is refused;
- ``guessing``: the Marshal's notepad, the guess she builds, her marks kept with the game;
- ``action_bar`` and ``manhunt_offer``: the buttons under the row, the offer after a 42;
- ``table_motion``: cards travelling and turning over, stamped words;
- ``event_beats``: a command's events as beats on the engine's timeline;
- ``event_popup``: event cards shown big (in the engine's popup) and in their panel;
- ``table_layers`` and ``table_draw``: the cached pictures and the painting of the still table.

It paints the view only (what the seat on screen may see), never the state.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.i18n import _
from tabletop.core.session import GameSession
from tabletop.engine import board, chrome, theme, tween
from tabletop.engine import text as txt
from tabletop.engine.game_scene import GameScene
from tabletop.engine.intents import Click, Drop, Hover, Intent, Key, PickUp
from tabletop.engine.popup import Popup
from tabletop.engine.sound import Sound
from tabletop.engine.table_contract import Piece
from tabletop.engine.tooltip import Tip
from tabletop.games.fugitive.rules import ChooseDeck, Done, Draw, Guess, Pass, StartManhunt
from tabletop.games.fugitive.rules.view import FugitiveView
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table import board_map as table
from tabletop.games.fugitive.table import table_draw
from tabletop.games.fugitive.table import tips as table_tips
from tabletop.games.fugitive.table.action_bar import ActionBar, Actions
from tabletop.games.fugitive.table.beats import After, Before, EventBeats
from tabletop.games.fugitive.table.event_popup import EventCard, draw_event_area, draw_popup
from tabletop.games.fugitive.table.guessing import Guessing
from tabletop.games.fugitive.table.hand_cards import HandCards
from tabletop.games.fugitive.table.layout import TableLayout
from tabletop.games.fugitive.table.manhunt_offer import ManhuntOffer
from tabletop.games.fugitive.table.notepad import Notepad
from tabletop.games.fugitive.table.placing import Placing
from tabletop.games.fugitive.table.seat_view import DRAW_PHASES, FUGITIVE, GUESS_PHASES, MARSHAL, SeatView
from tabletop.games.fugitive.table.table_layers import TableLayers, draw_drag
from tabletop.games.fugitive.table.table_motion import TableMotion
from tabletop.games.fugitive.table.tips import TipSources
from tabletop.paths import map_path

DECK_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}
NOTEPAD_KEY = "notepad"  # the Marshal's private note holding her notepad


class FugitiveScene(GameScene):
    """The table players play Fugitive on (pass-and-play, against the computer or a demo)."""

    #: the guess's result (or a pass) is seen by whoever made it before the screen passes on
    LINGER_KINDS = frozenset({"guess_hit", "guess_miss", "reveal", "pass"})

    def __init__(self, session: GameSession, demo: bool = False, autosave: bool = True) -> None:
        super().__init__(session, demo=demo, autosave=autosave)
        self.layout = TableLayout()
        self.piles = self.layout.piles()
        self.hand = HandCards(self.layout.hand_rect, self.layout.hand_card)
        self.placing = Placing(self.hand, self.layout.zones["pending"])
        first, last, columns = self.layout.notepad_numbers
        self.guessing = Guessing(
            Notepad(self.layout.zones["notepad"], first, last, columns),
            session.private_for(MARSHAL).get(NOTEPAD_KEY),
            self._keep_notes,
        )
        self.action_bar = ActionBar(
            self.layout.zones["action_bar"],
            Actions(
                confirm=self.confirm,
                pass_turn=self.pass_turn,
                undo=self.undo,
                can_undo=self.can_undo,
                clear_guess=self.clear_guess,
                guess=self.guess,
                guess_label=self.guessing.guess_label,
                choose_deck=self.choose_deck,
            ),
        )
        self.offer = ManhuntOffer(self.layout.offer_rect(), self.manhunt)
        self.popup: Popup[EventCard] = Popup(self.layout.popup_rect())
        self.motion = TableMotion()
        self.event_beats = EventBeats(
            self.motion, self.hand, self.guessing, self.popup, self.piles, self._play
        )
        self.layers = TableLayers(self._paint_base, self._paint_hand, self.placing.drag)
        self.geometry = self.layout.row_geometry(1)
        self.hover_pile: int | None = None
        self.hold_viewer = False  # the curtain waits for a guess's result to be seen
        self.drop_from: pygame.Rect | None = None  # where a dropped card was let go (its flight starts there)

    @property
    def seen(self) -> SeatView:
        """The view on screen, with whose it is."""
        # the engine's table holds any game's view: here it becomes Fugitive's own type
        return SeatView(cast("FugitiveView", self.view), self.viewer, self.demo)

    @property
    def phase(self) -> str:
        return self.seen.phase

    def instruction(self) -> str:
        return self.seen.instruction()

    # -- set-up ---------------------------------------------------------------------------------

    def enter(self) -> None:
        assert self.app is not None
        tween.set_speed(self.app.settings.animation_speed)
        if not self.guessing.assist_chosen:
            self.guessing.notepad.assist = bool(self.app.settings.notepad_assist)
        super().enter()

    def resume(self) -> None:
        """Back from the pause menu: a card held when it opened goes back to the hand."""
        self.placing.drag.cancel()
        self.placing.drag.skip()
        self.layers.invalidate()
        super().resume()
        self.hand.show(self.seen, animated=False)  # the text size may have changed: the tabs' room

    def board_maps(self) -> list[Path]:
        return [map_path(table.MAP)]

    def layout_hud(self) -> None:
        zones = self.layout.zones
        self.log.rect = pygame.Rect(zones["log"])
        self.log.title = lambda: _("Game log")
        self.log.size = txt.READABLE
        self.log.set_lines(self.log_lines())
        self.menu_button.rect = pygame.Rect(zones["menu_button"])

    def _keep_notes(self, notes: dict[str, object]) -> None:
        """The Marshal wrote on her notepad: keep it with the game (autosaved at once)."""
        self.keep_private(MARSHAL, NOTEPAD_KEY, notes)

    def _play(self, sound: Sound) -> None:
        assert self.app is not None
        self.app.play(sound)

    # -- whose eyes: let a guess's result be seen before the curtain falls ---------------------------

    def command_applied(self, command: Command, events: list[Event]) -> None:
        """Like the base, but the player who just guessed (or passed) sees the outcome animate
        before the screen passes on: the curtain waits until the animations have finished."""
        self.hold_viewer = (
            not self.demo
            and self.viewer is not None
            and command.seat == self.viewer
            and any(event.kind in self.LINGER_KINDS for event in events)
            and tween.get_speed() > 0
        )
        super().command_applied(command, events)

    def choose_viewer(self, initial: bool = False) -> None:
        if self.hold_viewer and not initial:
            return
        super().choose_viewer(initial)

    def _release_viewer(self) -> None:
        """The outcome has been seen: now hand the screen to whoever acts next."""
        self.hold_viewer = False
        before = self.viewer
        self.choose_viewer()
        if self.viewer != before or self.curtain_for is not None:
            self.refresh()

    # -- rebuilding from the view ---------------------------------------------------------------

    def sync(self) -> None:
        """Rebuild every piece from the view at rest (no animation)."""
        self.timeline.finish()
        self._rebuild(animated=False)
        self.hand.skip()
        self.motion.clear()

    def _rebuild(self, animated: bool) -> None:
        seen = self.seen
        self.geometry = self.layout.row_geometry(seen.place_count())
        for deck, pile in enumerate(self.piles, start=1):
            pile.count = seen.deck_count(deck)
            pile.label = ""  # the table says "empty" itself, at the readable size
        self.hand.show(seen, animated)
        self.guessing.show(seen)
        self.placing.show(seen, TableLayout.slot_rect(self.geometry, seen.next_index))
        self.action_bar.show(seen, guess_ready=bool(self.guessing.chosen))
        self.offer.show(seen)
        self.layers.invalidate()
        self.dirty = True

    def animate(self, command: Command, events: list[Event]) -> None:
        """Rebuild for the new view, then play the events as beats: cards fly on from where they were."""
        before = Before(self.hand.rects(), self.drop_from)
        self.drop_from = None
        self.placing.drag.clear()
        if not events:
            self._rebuild(animated=True)
            return
        beats = self.event_beats.beats(events, self.first_log_index(events), self._after, before)
        first = beats[0].start

        def rebuild_then_start() -> None:
            self._rebuild(animated=True)
            if first is not None:
                first()

        beats[0].start = rebuild_then_start
        self.play_beats(beats)

    def _after(self) -> After:
        return After(self.seen, self.geometry, self.layout.other_hand_card())

    def animating(self) -> bool:
        return self.motion.busy or self.hand.busy

    def finish_motion(self) -> None:
        """Everything set moving lands now (a skipped timeline, a new command's timeline)."""
        self.motion.skip()
        self.hand.skip()
        self.dirty = True

    def skip_animations(self) -> None:
        self.finish_motion()
        self.placing.drag.skip()

    def skip_controls_shown(self) -> bool:
        """Fugitive's beats all start together and only the last holds: there is no next beat to
        step to, so no Next or Skip all buttons (a click or key skips everything, as ever)."""
        return False

    # -- actions (every one ends in a command) ----------------------------------------------------

    def confirm(self) -> None:
        """Done, or Confirm hideout: asked first when it ends the turn and the settings say so."""
        seat = self.viewer
        if seat is None:
            return
        if self.seen.done_ends_turn():
            self.ask_first(_("End your turn?"), lambda: self.submit(Done(seat)))
        else:
            self.submit(Done(seat))

    def pass_turn(self) -> None:
        """Pass cannot be taken back: asked first, unless no card fits and there is no choice."""
        seat = self.viewer
        if seat is None:
            return
        seen = self.seen
        if not seen.playable():
            self.submit(Pass(seat))
            return
        if int(seen.view.get("placed_this_turn", 0)):
            question = _("Pass and place no more hideouts this turn?")
        else:
            question = _("Pass and place no hideout this turn?")
        self.ask_first(question, lambda: self.submit(Pass(seat)), always=True)

    def choose_deck(self, deck: int) -> None:
        if self.viewer is not None:
            self.submit(ChooseDeck(self.viewer, deck))

    def guess(self) -> None:
        seat = self.viewer
        if seat is None:
            return
        chosen = self.guessing.chosen
        if not chosen:
            self._say(_("Pick at least one number on the notepad first."))
            return
        if self.seen.guess_ends_turn():
            question = _("Guess {numbers} and end your turn?").format(numbers=", ".join(map(str, chosen)))
            self.ask_first(question, lambda: self.submit(Guess(seat, chosen)))
        else:
            self.submit(Guess(seat, chosen))

    def clear_guess(self) -> None:
        self.guessing.clear()
        self.action_bar.guess_ready(False)

    def manhunt(self, start: bool) -> None:
        if self.viewer is not None:
            self.submit(StartManhunt(self.viewer, start))

    def draw_from(self, deck: int) -> None:
        """A click on a pile (or its key): draw, pick it for a Dead Drop, or say why not."""
        if self.viewer is None:
            return
        seen = self.seen
        if seen.acting() and seen.phase == "event_choice":
            self.choose_deck(deck)
            return
        if seen.acting() and DRAW_PHASES.get(seen.phase) == self.viewer:
            if seen.deck_count(deck) <= 0:
                self._say(_("Pile {deck} is empty; draw from another pile.").format(deck=deck))
                return
            self.submit(Draw(self.viewer, deck))
            return
        if not seen.acting():
            self._say(_("It is not your turn."))
        elif seen.phase in GUESS_PHASES:
            self._say(_("You have drawn already: pick numbers on the notepad and guess."))
        else:
            self._say(_("You cannot draw a card now."))

    def _say(self, message: str, pos: tuple[int, int] | None = None) -> None:
        self.placing.drag.toast.show(message, pos)
        self.dirty = True

    # -- input ----------------------------------------------------------------------------------

    def handle_table(self, intent: Intent) -> None:
        if self.viewer is None:
            return
        if isinstance(intent, Key) and intent.key == pygame.K_KP_ENTER:
            intent = Key(pygame.K_RETURN, intent.mod, intent.text)
        if isinstance(intent, Click) and self.popup.clicked(intent.pos):
            return
        for button in (*self.offer.buttons, *self.action_bar.buttons):
            if button.handle(intent):
                self.dirty = True
                return
        drag = self.placing.drag
        if isinstance(intent, Hover):
            self._hover(intent.pos)
        if isinstance(intent, PickUp):
            self.hand.hover(None)  # the lifted card settles; the picked one follows the pointer
        if isinstance(intent, (PickUp, Drop, Click)) or drag.active:
            before = pygame.Rect(drag.held_rect) if drag.held is not None else None
            command = drag.handle(intent)
            if command is not None:
                self.drop_from = before
                self.submit(command)
                return
            if drag.consumed:
                self.hand.select(drag.selected_id)
                self.dirty = True
                return
        if isinstance(intent, Click):
            self._click(intent)
        elif isinstance(intent, Key):
            self._key(intent)

    def _hover(self, pos: tuple[int, int]) -> None:
        pile = next((i + 1 for i, p in enumerate(self.piles) if p.contains(pos)), None)
        if pile != self.hover_pile:
            self.hover_pile = pile
            self.dirty = True
        if self.guessing.hover(pos):
            self.dirty = True
        if not self.placing.drag.active:
            self.hand.hover(pos)

    def _click(self, intent: Click) -> None:
        pos = intent.pos
        for deck, pile in enumerate(self.piles, start=1):
            if intent.button == 1 and pile.contains(pos):
                self.draw_from(deck)
                return
        used, message = self.guessing.click(intent, self.seen)
        if used:
            if message:
                self._say(message)
            self.action_bar.guess_ready(bool(self.guessing.chosen))
            return
        if self.guessing.notepad.rect.collidepoint(pos) and self.viewer == FUGITIVE:
            self._say(_("This is what the Marshal knows: found hideouts and her missed guesses."))
            return
        if intent.button == 1 and self.hand.rect.collidepoint(pos) and self.viewer == FUGITIVE:
            card = self.hand.card_at(pos)
            if card is not None:
                self._say(self.placing.why_not(card))

    def _key(self, intent: Key) -> None:
        deck = DECK_KEYS.get(intent.key)
        if deck is not None:
            self.draw_from(deck)
        elif intent.key == pygame.K_c and self.guessing.notepad.selectable:
            self.clear_guess()

    # -- the frame ------------------------------------------------------------------------------

    def update_table(self, dt: float) -> bool:
        moving = self.motion.update(dt)
        moving = self.hand.update(dt) or moving
        moving = self.placing.drag.update(dt) or moving
        for button in (*self.action_bar.buttons, *self.offer.buttons):
            moving = button.update(dt) or moving
        moving = self.guessing.update(dt) or moving
        if self.popup.update(dt):
            self.dirty = True
        if self.hold_viewer and not moving and not self.timeline.playing:
            self._release_viewer()
            moving = True
        if moving:
            self.dirty = True
        return moving

    def wake_in(self) -> float | None:
        """Besides a computer player's move, wake to take an event card down on time."""
        waits = [w for w in (super().wake_in(), self.popup.wake_in()) if w is not None]
        return max(0.01, min(waits)) if waits else None

    # -- explaining ---------------------------------------------------------------------------------

    def tip_at(self, pos: tuple[int, int]) -> Tip | None:
        """What the piece under ``pos`` is and does, as the seat on screen may know it."""
        if self.curtain_for is not None or self.confirmation.open:
            return None
        if self.popup.visible and self.popup.rect().collidepoint(pos):
            return None  # the event card shown big explains itself
        if chrome.BANNER_RECT.collidepoint(pos) and not self.menu_button.rect.collidepoint(pos):
            seat = self.acting_seat()
            if seat is not None and self.hud_line():
                who = self.session.seats[seat]
                title = f"{who.name} · {self.seat_label(seat)}"
                return Tip(title, self.hud_line(), pygame.Rect(chrome.BANNER_RECT))
        return table_tips.tip_at(self.tip_sources(), pos) or super().tip_at(pos)

    def tip_sources(self) -> TipSources:
        """The parts of the table its tips read (see :mod:`.tips`)."""
        return TipSources(
            self.seen,
            self.layout,
            self.geometry,
            self.piles,
            self.hand,
            self.guessing,
            self.placing,
            self.action_bar,
            self.offer,
            self.rules.seat_role,
        )

    def drawn_pieces(self) -> list[Piece]:
        if self.curtain_for is not None:
            return []
        return [*super().drawn_pieces(), *table_tips.drawn_pieces(self.tip_sources())]

    # -- drawing ----------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """The cached table (or, mid-drag, only last frame's moving parts restored) and what moves."""
        assert self.app is not None
        self.layers.draw(
            self.app,
            surface,
            self._base_signature(),
            self._hand_signature(),
            self._paint_moving,
            on_top=self.app.top is self,
            keep=self._only_a_drag_moves(),
        )

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The areas the last frame changed, while only a dragged card moves (else the whole canvas)."""
        if self.curtain_for is not None or self.tooltips.visible or self.confirmation.open:
            return None  # drawn over the table by the base: the whole canvas goes out
        return self.layers.dirty_rects()

    def draw_hud(self, surface: pygame.Surface) -> None:
        """The banner, the log and the menu button are part of the cached picture (see draw_table)."""

    def _only_a_drag_moves(self) -> bool:
        """The next frame may put back only this frame's moving parts."""
        return (
            self.placing.drag.active
            and not self.motion.busy
            and not self.popup.open
            and not self.demo
            and not self.tooltips.visible
            and not self.confirmation.open
        )

    def _base_signature(self) -> tuple[object, ...]:
        log = self.log
        return (
            self.acting_seat(),
            self.hud_line(),
            self.banner_reserve(),
            log.scroll,
            log.highlight,
            len(log.lines),
            log.lines[-1] if log.lines else None,
            self.demo,
            self.motion.still_key(),
            self.guessing.still_key(),
        )

    def _hand_signature(self) -> tuple[object, ...]:
        buttons = tuple(
            (b.rect.topleft, b.hovered, b.pressed, b.enabled, b.visible, txt.resolve(b.label))
            for b in (*self.action_bar.buttons, *self.offer.buttons, self.menu_button)
        )
        return self.hand.signature(self.placing.drag.hides), buttons

    def _paint_base(self, surface: pygame.Surface) -> None:
        """Everything that is not the hand or a button: board, piles, row, notepad, banner, log."""
        seen = self.seen
        zones = self.layout.zones
        guessing = self.guessing
        surface.blit(board.render_layers(map_path(table.MAP)), (0, 0))
        table_draw.draw_piles(surface, self.piles, seen)
        draw_event_area(surface, zones["event_area"], self.layout.event_card, seen, self.rules.seat_role)
        table_draw.draw_bench(surface, zones["pending"], seen, guessing.chosen, guessing.warning())
        table_draw.RowPainter(
            self.geometry,
            seen,
            self.motion.hidden_places,
            self.motion.held_sprints,
            guessing.ranges,
            guessing.notepad.assist,
        ).draw(surface)
        guessing.notepad.draw(surface, ts.notepad_paper())
        table_draw.draw_hand_area(
            surface,
            zones["hand_fugitive"],
            self.hand.rect,
            self.layout.other_hand_card(),
            self.layout.pile_card,
            seen,
            self.rules.seat_role,
        )
        self.action_bar.draw_message(surface, seen)
        seat = self.acting_seat()
        who = self.session.seats[seat] if seat is not None else None
        label = self.seat_label(seat) if seat is not None else ""
        chrome.draw_turn_banner(surface, who, label, self.hud_line(), reserve=self.banner_reserve())
        self.log.draw(surface)
        if seen.phase == "manhunt_offer":
            self.offer.draw(surface, seen)

    def _paint_hand(self, surface: pygame.Surface) -> None:
        """The hand and the buttons, over the base."""
        self.hand.draw(surface, self.placing.drag.hides)
        for button in (*self.action_bar.buttons, *self.offer.buttons, self.menu_button):
            button.draw(surface)

    def _paint_moving(self, surface: pygame.Surface, baked: bool) -> list[pygame.Rect]:
        """What changes between repaints: hover rings, cards in the air, the popup, the held card.
        Returns the areas painted, so the next frame can restore just those."""
        painted: list[pygame.Rect] = []
        seen = self.seen
        if self.hover_pile is not None and seen.pile_legal(self.hover_pile):
            rect = self.piles[self.hover_pile - 1].top_rect
            theme.blit_glow(surface, rect, theme.HOVER_GLOW, theme.CARD_RADIUS, 4, 1.0)
            painted.append(rect.inflate(2 * theme.glow_pad(4), 2 * theme.glow_pad(4)))
        notepad = self.guessing.notepad
        if notepad.hovered is not None and notepad.interactive:
            notepad.draw_hover(surface)
            painted.append(notepad.cell_rect(notepad.hovered).inflate(12, 12))
        painted += self.motion.draw(surface, self.layout.zones["hideout_row"])
        if self.popup.visible and self.popup.content is not None:
            painted.append(draw_popup(surface, self.popup.rect(), self.popup.content))
        painted += draw_drag(surface, self.placing.drag, baked, self.placing.draw_held_card)
        return painted
