"""The Fugitive table: the three piles, the row of hideouts, the hands, the Marshal's notepad.

This module is the scene's top level: its life cycle (enter, resume, rebuilding from a new view,
the frame update), where each intent goes, and the commands the buttons and piles submit.  The
parts are mixin classes (they work on the scene's own attributes), each in a module named for
what it does:

- ``view_queries``: reading the seat's view (whose move, the hand, the row, the instruction);
- ``table_layout``: where things go, from the map's zones;
- ``placing``: the Fugitive's drag-and-drop placement and the reasons a card is refused;
- ``guessing_ui``: the Marshal's notepad, guess and manhunt offer;
- ``animations``: cards travelling and flipping after a command, stamped words;
- ``event_popup``: event cards shown big and in their panel;
- ``table_layers``: the cached layers and the per-frame drawing over them;
- ``table_draw``: painting the still table (piles, row, bench, hands).

It paints ``self.view`` only (what the seat on screen may see), never the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.i18n import _
from tabletop.core.session import GameSession
from tabletop.engine import tween
from tabletop.engine.cards import CardSprite
from tabletop.engine.drag import DragController
from tabletop.engine.game_scene import GameScene
from tabletop.engine.intents import Click, Drop, Hover, Intent, Key, PickUp
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.fugitive import table_sprites as ts
from tabletop.games.fugitive.animations import MOVE_TIME, Animations, Flight, Stamp
from tabletop.games.fugitive.event_popup import EventPopup, Popup
from tabletop.games.fugitive.guessing_ui import GuessingUI
from tabletop.games.fugitive.placing import Placing
from tabletop.games.fugitive.table_draw import TableDrawing
from tabletop.games.fugitive.table_layers import TableLayers
from tabletop.games.fugitive.table_layout import TableLayout
from tabletop.games.fugitive.view_queries import (
    DRAW_PHASES,
    ESCAPE,
    FUGITIVE,
    GUESS_PHASES,
    PLACE_PHASES,
    ViewQueries,
    deck_of,
)

DECK_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}


class FugitiveScene(
    ViewQueries,
    TableLayout,
    Placing,
    GuessingUI,
    Animations,
    EventPopup,
    TableLayers,
    TableDrawing,
    GameScene,
):
    """The table players play Fugitive on (pass-and-play, against the computer or a demo)."""

    def __init__(self, session: GameSession, demo: bool = False, autosave: bool = True) -> None:
        super().__init__(session, demo=demo, autosave=autosave)
        self._place_from_zones(session)
        self.hand_sprites: dict[int, CardSprite] = {}
        self.drag = DragController(self._targets_for, self._reason_for)
        self.buttons: list[Button] = []
        self.offer_buttons: list[Button] = []
        self.flights: list[Flight] = []
        self.flips: dict[int, CardSprite] = {}
        self.stamp: Stamp | None = None
        self.popup: Popup | None = None
        self.flash_left = 0.0
        self.geometry = ts.row_geometry(1, self.zones["hideout_row"], **self._geometry_args())
        self.ranges: list[tuple[int, int] | None] = []
        self.hidden_places: set[int] = set()
        self.held_sprints = 0  # sprint cards still flying to the pending hideout (not drawn yet)
        self.hover_pile: int | None = None
        self._hold_viewer = False  # the curtain waits for a guess's result to be seen
        self.drop_from: pygame.Rect | None = None  # where a dropped card was let go (its flight starts there)
        self.shown_view: dict[str, Any] = {}
        self._base: pygame.Surface | None = None  # board, piles, row, notepad, banner, log
        self._full: pygame.Surface | None = None  # the base plus the hand and the buttons
        self._base_dirty = True
        self._base_sig: tuple | None = None
        self._full_sig: tuple | None = None
        self._live_rects: list[pygame.Rect] = []  # what the last frame painted over the layer
        self._drawn_at = -10  # app.stats.frames when this table last drew
        self._patchable = False  # the next frame may restore only the live rectangles
        self._drag_layer: pygame.Surface | None = None  # the full layer with a drag's targets glowing
        self._drag_sig: tuple | None = None
        self._was_baked = False
        self.layer_builds = 0  # how often a table layer was rebuilt (tests and the benchmark read it)
        self.layer_builds_base = 0

    # -- set-up ---------------------------------------------------------------------------------

    def enter(self) -> None:
        assert self.app is not None
        tween.set_speed(self.app.settings.animation_speed)
        self.notepad.assist = bool(self.app.settings.notepad_assist)
        super().enter()

    def resume(self) -> None:
        """Back from the pause menu: a card held when it opened goes back to the hand."""
        self.drag.cancel()
        self.drag.skip()
        self._base_dirty = True
        super().resume()

    # -- whose eyes: let a guess's result be seen before the curtain falls ---------------------------

    LINGER_KINDS = frozenset({"guess_hit", "guess_miss", "reveal", "pass"})

    def command_applied(self, command: Command, events: list[Event]) -> None:
        """Like the base, but the player who just guessed (or passed) sees the outcome animate
        before the screen passes on: the curtain waits until the animations have finished."""
        self._hold_viewer = (
            not self.demo
            and self.viewer is not None
            and command.seat == self.viewer
            and any(event.kind in self.LINGER_KINDS for event in events)
            and tween.get_speed() > 0
        )
        super().command_applied(command, events)

    def choose_viewer(self, initial: bool = False) -> None:
        if getattr(self, "_hold_viewer", False) and not initial:
            return
        super().choose_viewer(initial)

    def _release_viewer(self) -> None:
        """The outcome has been seen: now hand the screen to whoever acts next."""
        self._hold_viewer = False
        before = self.viewer
        self.choose_viewer()
        if self.viewer != before or self.curtain_for is not None:
            self.refresh()

    # -- rebuilding from the view ---------------------------------------------------------------

    def sync(self) -> None:
        """Rebuild every piece from ``self.view`` at rest (no animation)."""
        self._rebuild(animate_from=None)
        self.hand.skip()
        self.flights.clear()
        self.flips.clear()
        self.hidden_places.clear()
        self.held_sprints = 0
        self.shown_view = self.view

    def _rebuild(self, animate_from: dict[str, Any] | None) -> None:
        view = self.view
        self.geometry = self.row_geometry()
        for deck, pile in enumerate(self.piles, start=1):
            pile.count = int(view.get("decks", [0, 0, 0])[deck - 1])
            pile.label = (lambda: _("empty")) if pile.count == 0 else ""
        self._rebuild_hand(animated=animate_from is not None)
        self._rebuild_notepad()
        self._rebuild_drag()
        self._rebuild_buttons()
        self._base_dirty = True
        self.dirty = True

    def _rebuild_hand(self, animated: bool) -> None:
        cards = self.my_hand()
        keep: dict[int, CardSprite] = {}
        for card in cards:
            sprite = self.hand_sprites.get(card)
            if sprite is None:
                sprite = CardSprite(
                    ts.card_face(card),
                    ts.deck_back(deck_of(card)),
                    self.hand.rect.center,
                    self.hand_card,
                    key=card,
                )
            keep[card] = sprite
        self.hand_sprites = keep
        playable = set(self.view.get("playable", [])) if self.viewer == FUGITIVE else set()
        placing = self.phase == "placing" and self.fugitive_acting()
        placing_now = self.phase in PLACE_PHASES and self.fugitive_acting()
        for card, sprite in keep.items():
            sprite.highlight = (placing_now and card in playable) or (
                placing and card != ESCAPE and not self.no_sprint()
            )
            sprite.dimmed = (placing_now and card not in playable) or (
                placing and (card == ESCAPE or self.no_sprint())
            )
            sprite.selected = False
        self.hand.set_cards([keep[c] for c in cards], MOVE_TIME if animated else 0.0)
        if not animated:
            self.hand.skip()

    def _rebuild_buttons(self) -> None:
        bar = self.zones["action_bar"]
        specs: list[tuple[Callable[[], str], Callable[[], None], ButtonStyle, int | None, bool]] = []
        self.offer_buttons = self._manhunt_offer_buttons()
        phase = self.phase
        if self.fugitive_acting():
            pending = self.view.get("pending")
            if phase == "placing" and pending is not None:
                if self.can_undo():
                    specs.append((lambda: _("Take back"), self.undo, ButtonStyle.NORMAL, pygame.K_u, True))
                ready = pending.get("needed") == 0
                specs.append(
                    (lambda: _("Confirm hideout"), self.confirm, ButtonStyle.PRIMARY, pygame.K_RETURN, ready)
                )
            elif phase == "fugitive_place":
                specs.append((lambda: _("Pass"), self.pass_turn, ButtonStyle.NORMAL, pygame.K_p, True))
            elif phase == "fugitive_first" and int(self.view.get("placed_this_turn", 0)) > 0:
                if self.can_undo():
                    specs.append((lambda: _("Take back"), self.undo, ButtonStyle.NORMAL, pygame.K_u, True))
                specs.append((lambda: _("Done"), self.confirm, ButtonStyle.PRIMARY, pygame.K_RETURN, True))
        elif self.marshal_acting() and phase in GUESS_PHASES:
            specs.append((lambda: _("Clear"), self.clear_guess, ButtonStyle.NORMAL, pygame.K_BACKSPACE, True))
            specs.append((self.guess_label, self.guess, ButtonStyle.PRIMARY, pygame.K_RETURN, True))
        elif self.acting() and phase == "event_choice":
            for deck in (self.view.get("event_choice") or {}).get("decks", []):
                specs.append(
                    (
                        (lambda d=deck: _("Pile {number}").format(number=d)),
                        (lambda d=deck: self.choose_deck(d)),
                        ButtonStyle.PRIMARY,
                        None,
                        True,
                    )
                )
        self.buttons = []
        if specs:
            gap = 12
            weights = [
                1.6 if style is ButtonStyle.PRIMARY and len(specs) == 2 else 1.0
                for _l, _a, style, _k, _e in specs
            ]
            unit = (bar.width - gap * (len(specs) - 1)) / sum(weights)
            x = float(bar.left)
            for weight, (label, action, style, key, enabled) in zip(weights, specs, strict=False):
                rect = pygame.Rect(round(x), bar.top + 4, round(unit * weight), bar.height - 8)
                x += unit * weight + gap
                self.buttons.append(Button(rect, label, action, style, key, enabled=enabled, font_size=30))
        self.refresh_guess_button()

    # -- actions (every one ends in a command) ----------------------------------------------------

    def confirm(self) -> None:
        if self.viewer is not None:
            self.submit(self.rules.Done(self.viewer))

    def pass_turn(self) -> None:
        if self.viewer is not None:
            self.submit(self.rules.Pass(self.viewer))

    def choose_deck(self, deck: int) -> None:
        if self.viewer is not None:
            self.submit(self.rules.ChooseDeck(self.viewer, deck))

    def draw_from(self, deck: int) -> None:
        """A click on a pile (or its key): draw, pick it for a Dead Drop, or say why not."""
        if self.viewer is None:
            return
        if self.acting() and self.phase == "event_choice":
            self.choose_deck(deck)
            return
        if self.acting() and DRAW_PHASES.get(self.phase) == self.viewer:
            if int(self.view.get("decks", [0, 0, 0])[deck - 1]) <= 0:
                self._say(_("Pile {deck} is empty; draw from another pile.").format(deck=deck))
                return
            self.submit(self.rules.Draw(self.viewer, deck))
            return
        if not self.acting():
            self._say(_("It is not your turn."))
        elif self.phase in GUESS_PHASES:
            self._say(_("You have drawn already: pick numbers on the notepad and guess."))
        else:
            self._say(_("You cannot draw a card now."))

    def _say(self, message: str, pos: tuple[int, int] | None = None) -> None:
        self.drag.toast.show(message, pos)
        self.dirty = True

    # -- input ----------------------------------------------------------------------------------

    def handle_table(self, intent: Intent) -> None:
        if self.viewer is None:
            return
        if isinstance(intent, Key) and intent.key == pygame.K_KP_ENTER:
            intent = Key(pygame.K_RETURN, intent.mod, intent.text)
        if (
            self.popup is not None
            and isinstance(intent, Click)
            and self.popup_rect().collidepoint(intent.pos)
        ):
            self.popup = None
            self._base_dirty = True
            return
        for button in (*self.offer_buttons, *self.buttons):
            if button.handle(intent):
                self.dirty = True
                return
        if isinstance(intent, Hover):
            self._hover(intent.pos)
        if isinstance(intent, PickUp):
            self.hand.hover(None)  # the lifted card settles; the picked one follows the pointer
        if isinstance(intent, (PickUp, Drop, Click)) or self.drag.active:
            before = pygame.Rect(self.drag.held_rect) if self.drag.held is not None else None
            command = self.drag.handle(intent)
            if command is not None:
                self.drop_from = before
                self.submit(command)
                return
            if self.drag.consumed:
                self._sync_selection()
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
        if self.notepad.handle(Hover(pos)) is not None:
            self.dirty = True
        if not self.drag.active:
            self.hand.hover(pos)

    def _sync_selection(self) -> None:
        selected = self.drag.selected_id
        for card, sprite in self.hand_sprites.items():
            sprite.selected = card == selected
        self.dirty = True

    def _click(self, intent: Click) -> None:
        pos = intent.pos
        for deck, pile in enumerate(self.piles, start=1):
            if intent.button == 1 and pile.contains(pos):
                self.draw_from(deck)
                return
        result = self.notepad.handle(intent)
        if result is not None:
            kind, number = result
            if kind == "select" and number is not None:
                reason = self.notepad.select(number)
                if reason:
                    self._say(reason)
                self.refresh_guess_button()
            elif kind == "assist":
                self._rebuild_notepad()
            elif kind == "wait":
                if self.marshal_acting() and self.phase in DRAW_PHASES:
                    self._say(_("Draw first, then pick the numbers to guess. Right-click marks a number."))
                else:
                    self._say(_("You pick numbers when it is time to guess. Right-click marks a number."))
            self._base_dirty = True
            return
        if self.notepad.rect.collidepoint(pos) and self.viewer == FUGITIVE:
            self._say(_("This is what the Marshal knows: found hideouts and her missed guesses."))
            return
        if (
            intent.button == 1
            and self.hand.rect.collidepoint(pos)
            and self.viewer == FUGITIVE
            and self.hand.hit_test(pos) is not None
        ):
            sprite = self.hand.cards[self.hand.hit_test(pos) or 0]
            self._say(self.why_not(int(sprite.key)))  # type: ignore[arg-type]

    def _key(self, intent: Key) -> None:
        deck = DECK_KEYS.get(intent.key)
        if deck is not None:
            self.draw_from(deck)
        elif intent.key == pygame.K_c and self.notepad.selectable:
            self.clear_guess()

    # -- the frame ------------------------------------------------------------------------------

    def update_table(self, dt: float) -> bool:
        moving = False
        if self.flights:
            landed = []
            for flight in self.flights:
                if not flight.sprite.update(dt):
                    landed.append(flight)
            for flight in landed:
                self.flights.remove(flight)
                if flight.on_land is not None:
                    flight.on_land()
            moving = True
        if self.flips:
            for position, sprite in list(self.flips.items()):
                if not sprite.update(dt):
                    del self.flips[position]
                    self.hidden_places.discard(position)
                    self._base_dirty = True
            moving = True
        if self.stamp is not None:
            if not self.stamp.timer.update(dt):
                self.stamp = None
            moving = True
        if self.hand.update(dt):
            moving = True
        if self.drag.update(dt):
            moving = True
        for button in (*self.buttons, *self.offer_buttons):
            if button.update(dt):
                moving = True
        if self.flash_left > 0:
            self.flash_left -= dt
            if self.flash_left <= 0:
                self.notepad.flash = {}
                self._base_dirty = True
                self.dirty = True
            else:
                moving = True
        if self.popup is not None:
            self.popup.left -= dt
            if self.popup.left <= 0:
                self.popup = None
                self._base_dirty = True
                self.dirty = True
        if getattr(self, "_hold_viewer", False) and not moving:
            self._release_viewer()
            moving = True
        if moving:
            self.dirty = True
        return moving

    def wake_in(self) -> float | None:
        """Besides a computer player's move, wake to take an event card down on time."""
        waits = [
            w
            for w in (super().wake_in(), self.popup.left if self.popup is not None else None)
            if w is not None
        ]
        return max(0.01, min(waits)) if waits else None
