"""The Fugitive table: the three piles, the row of hideouts, the hands, the Marshal's notepad.

It paints ``self.view`` only (what the seat on screen may see), never the state.  The table is
drawn into a cached layer that is rebuilt only when the view or the selection changes; a frame
blits that layer and adds only what moves (a card in flight, a flip, the card being dragged, the
hover rings).  That keeps dragging smooth under software rendering on a full table.

Where things go comes from the map's zones (``maps/fugitive.tmx``), not from constants here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.i18n import _
from tabletop.core.session import GameSession
from tabletop.engine import board, chrome, theme, tween
from tabletop.engine import text as txt
from tabletop.engine.cards import CardSprite, FanStyle, HandFan
from tabletop.engine.drag import DragController, Target
from tabletop.engine.game_scene import GameScene
from tabletop.engine.intents import Click, Drop, Hover, Intent, Key, PickUp
from tabletop.engine.piles import PileSprite
from tabletop.engine.sound import Sound
from tabletop.engine.widgets import Button, ButtonStyle
from tabletop.games.fugitive import deduction, table
from tabletop.games.fugitive import table_sprites as ts
from tabletop.games.fugitive.notepad import Notepad, facts_from, notes_for
from tabletop.games.fugitive.rules import events as event_cards
from tabletop.paths import map_path

FUGITIVE, MARSHAL = 0, 1
ESCAPE = 42
NORMAL_RANGE = 3

MOVE_TIME = 0.32  # a card travelling (draw, placement), before the animation speed setting
FLIP_TIME = 0.36
STAMP_TIME = 1.2
POPUP_TIME = 5.0  # an event card stays up this long unless clicked (reading time, not animation)
FLASH_TIME = 1.6

PLACE_PHASES = ("fugitive_first", "fugitive_place")
GUESS_PHASES = ("marshal_guess", "manhunt")
DRAW_PHASES = {"fugitive_draw": FUGITIVE, "marshal_draw": MARSHAL}

DECK_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}


@dataclass
class Flight:
    """A card moving across the table; ``on_land`` runs when it arrives (or is skipped)."""

    sprite: CardSprite
    on_land: Callable[[], None] | None = None


@dataclass
class Stamp:
    """A big word over the row for a moment: "Nothing found", "Found!", "Pass"."""

    text: str
    colour: tuple[int, int, int]
    timer: tween.Tween


@dataclass
class Popup:
    """The event card shown big after it is drawn; it stays until clicked or for a few seconds."""

    event_id: str
    title: str
    body: str
    result: str
    helps: str
    left: float


class FugitiveScene(GameScene):
    """The table players play Fugitive on (pass-and-play, against the computer or a demo)."""

    def __init__(self, session: GameSession, demo: bool = False, autosave: bool = True) -> None:
        super().__init__(session, demo=demo, autosave=autosave)
        self.layout = table.load()
        self.zones: dict[str, pygame.Rect] = {name: pygame.Rect(zone.rect) for name, zone in self.layout.zones.items()}
        row = self.layout.zone("hideout_row")
        self.row_props = {
            "card_size": (int(row.prop("card_w", 130)), int(row.prop("card_h", 182))),
            "gap": int(row.prop("gap", 10)),
            "padding": int(row.prop("padding", 12)),
            "rows": int(row.prop("rows", 2)),
        }
        pad = self.layout.zone("notepad")
        names = ",".join(seat.name for seat in session.seats)
        self.notes_key = f"{session.game_id}:{session.seed}:{names}"
        self.notepad = Notepad(
            self.zones["notepad"],
            int(pad.prop("first", 1)),
            int(pad.prop("last", 41)),
            int(pad.prop("columns", 7)),
            notes=notes_for(self.notes_key),
        )
        hand = self.layout.zone("hand_fugitive")
        self.hand_card = (int(hand.prop("card_w", 150)), int(hand.prop("card_h", 210)))
        hand_rect = self.zones["hand_fugitive"]
        self.other_hand_rect = pygame.Rect(hand_rect.right - 170, hand_rect.top + 14, 150, hand_rect.height - 14)
        self.hand = HandFan(pygame.Rect(hand_rect.left, hand_rect.top, hand_rect.width - 190, hand_rect.height), self.hand_card, FanStyle.FAN, max_step=0.74, max_angle=3.0, hover_lift=30)
        self.hand_sprites: dict[int, CardSprite] = {}
        deck_size = self.layout.zone("deck_1")
        self.pile_card = (int(deck_size.prop("card_w", 130)), int(deck_size.prop("card_h", 182)))
        self.piles = [PileSprite(self.zones[name].center, ts.deck_back(i + 1), 0, "", self.pile_card) for i, name in enumerate(table.DECK_ZONES)]
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

    def layout_hud(self) -> None:
        self.log.rect = pygame.Rect(self.zones["log"])
        self.log.title = lambda: _("Game log")
        self.menu_button.rect = pygame.Rect(self.zones["menu_button"])
        self.menu_button.show_hotkey = False  # the zone is narrow: the label matters more than the Esc badge

    def _geometry_args(self) -> dict[str, Any]:
        return {
            "card_size": self.row_props["card_size"],
            "gap": self.row_props["gap"],
            "padding": self.row_props["padding"],
            "max_lines": self.row_props["rows"],
        }

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

    # -- what the view says -----------------------------------------------------------------------

    @property
    def phase(self) -> str:
        return str(self.view.get("phase", ""))

    def acting(self) -> bool:
        """True when the seat on screen is a person whose move it is now."""
        return self.viewer is not None and self.viewer in self.view.get("to_act", ()) and not self.demo

    def fugitive_acting(self) -> bool:
        return self.acting() and self.viewer == FUGITIVE

    def marshal_acting(self) -> bool:
        return self.acting() and self.viewer == MARSHAL

    def my_hand(self) -> list[int]:
        if self.viewer == FUGITIVE:
            return list(self.view.get("hand", []))
        if self.viewer == MARSHAL:
            return list(self.view.get("marshal_hand") or self.view.get("hand", []))
        return []

    def hideouts(self) -> list[dict[str, Any]]:
        return list(self.view.get("hideouts", []))

    def last_card(self) -> int:
        """The newest placed hideout's number as the Fugitive sees it (0 for others when hidden)."""
        for h in reversed(self.hideouts()):
            if h.get("card") is not None:
                return int(h["card"])
        return 0

    def range_bonus(self) -> int:
        return int(self.view.get("effects", {}).get("range_bonus", 0))

    def no_sprint(self) -> bool:
        return bool(self.view.get("effects", {}).get("no_sprint", False))

    def sprint_of(self, card: int) -> int:
        return int(self.view.get("sprint_table", {}).get(str(card), 0))

    def show_next_slot(self) -> bool:
        if self.phase == "over" or self.view.get("pending") is not None:
            return False
        row = self.hideouts()
        return not row or row[-1].get("card") != ESCAPE

    def place_count(self) -> int:
        extra = 1 if self.view.get("pending") is not None or self.show_next_slot() else 0
        return len(self.hideouts()) + extra

    @property
    def next_index(self) -> int:
        return len(self.hideouts())

    def guess_single(self) -> bool:
        return self.phase == "manhunt" or bool(self.view.get("effects", {}).get("single_guess_only", False))

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
        self.geometry = ts.row_geometry(self.place_count(), self.zones["hideout_row"], **self._geometry_args())
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
                sprite = CardSprite(ts.card_face(card), ts.deck_back(_deck_of(card)), self.hand.rect.center, self.hand_card, key=card)
            keep[card] = sprite
        self.hand_sprites = keep
        playable = set(self.view.get("playable", [])) if self.viewer == FUGITIVE else set()
        placing = self.phase == "placing" and self.fugitive_acting()
        placing_now = self.phase in PLACE_PHASES and self.fugitive_acting()
        for card, sprite in keep.items():
            sprite.highlight = (placing_now and card in playable) or (placing and card != ESCAPE and not self.no_sprint())
            sprite.dimmed = (placing_now and card not in playable) or (placing and (card == ESCAPE or self.no_sprint()))
            sprite.selected = False
        self.hand.set_cards([keep[c] for c in cards], MOVE_TIME if animated else 0.0)
        if not animated:
            self.hand.skip()

    def _rebuild_notepad(self) -> None:
        view = self.view
        pad = self.notepad
        pad.interactive = self.viewer == MARSHAL and not self.demo
        pad.private = self.viewer == MARSHAL
        pad.selectable = self.marshal_acting() and self.phase in GUESS_PHASES
        pad.single = self.guess_single()
        if not pad.selectable:
            pad.clear_selection()
        elif pad.single and len(pad.selected) > 1:
            pad.selected = pad.selected[:1]
        found = [h["card"] for h in self.hideouts() if h.get("revealed") and h.get("card") is not None]
        found += [c for h in self.hideouts() if h.get("revealed") for c in (h.get("sprint_cards") or [])]
        missed = [n for g in view.get("guesses", []) if not g.get("hit") and len(g.get("numbers", [])) == 1 for n in g["numbers"]]
        held: list[int] = list(view.get("marshal_hand") or []) if self.viewer == MARSHAL else []
        self.ranges = []
        if self.viewer == FUGITIVE or self.phase == "over":
            pad.set_facts(facts_from(found, missed=missed))
            return
        try:
            self.ranges = deduction.hideout_ranges(view)
            candidates = deduction.candidates(view)
            chances = deduction.probabilities(view)
        except (ValueError, KeyError, IndexError):  # a view the solver cannot read: no assist rather than no table
            pad.set_facts(facts_from(found, held, missed=missed))
            return
        possible = set().union(*candidates) if candidates else set()
        numbers = range(pad.first, pad.last + 1)
        ruled_out = [n for n in numbers if n not in possible and n not in found and n not in held]
        pad.set_facts(facts_from(found, held, ruled_out, missed, chances))

    def _rebuild_drag(self) -> None:
        self.drag.clear()
        if not self.fugitive_acting() or self.phase not in (*PLACE_PHASES, "placing"):
            return
        for sprite in self.hand.cards:
            card = int(sprite.key)  # type: ignore[arg-type]
            self.drag.register(card, (lambda s=sprite: s.rect), card, self._draw_held_card)
        self._warm_drag_glows()

    def _draw_held_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        held = self.drag.held
        if held is None:
            return
        surface.blit(ts.card_image(ts.card_face(int(held.payload)), rect.size), rect)

    # -- buttons --------------------------------------------------------------------------------

    def _rebuild_buttons(self) -> None:
        bar = self.zones["action_bar"]
        specs: list[tuple[Callable[[], str], Callable[[], None], ButtonStyle, int | None, bool]] = []
        self.offer_buttons = []
        phase = self.phase
        if self.fugitive_acting():
            pending = self.view.get("pending")
            if phase == "placing" and pending is not None:
                if self.can_undo():
                    specs.append((lambda: _("Take back"), self.undo, ButtonStyle.NORMAL, pygame.K_u, True))
                ready = pending.get("needed") == 0
                specs.append((lambda: _("Confirm hideout"), self.confirm, ButtonStyle.PRIMARY, pygame.K_RETURN, ready))
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
                specs.append(((lambda d=deck: _("Pile {number}").format(number=d)), (lambda d=deck: self.choose_deck(d)), ButtonStyle.PRIMARY, None, True))
        if self.acting() and phase == "manhunt_offer":
            panel = self.offer_rect()
            w = (panel.width - 3 * 30) // 2
            go = pygame.Rect(panel.left + 30, panel.bottom - 110, w, 80)
            hunt = pygame.Rect(go.right + 30, go.top, w, 80)
            self.offer_buttons = [
                Button(go, lambda: _("Let him go"), lambda: self.manhunt(False), ButtonStyle.NORMAL, pygame.K_n, font_size=34),
                Button(hunt, lambda: _("Start manhunt"), lambda: self.manhunt(True), ButtonStyle.DANGER, pygame.K_RETURN, font_size=34),
            ]
        self.buttons = []
        if specs:
            gap = 12
            weights = [1.6 if style is ButtonStyle.PRIMARY and len(specs) == 2 else 1.0 for _l, _a, style, _k, _e in specs]
            unit = (bar.width - gap * (len(specs) - 1)) / sum(weights)
            x = float(bar.left)
            for weight, (label, action, style, key, enabled) in zip(weights, specs):
                rect = pygame.Rect(round(x), bar.top + 4, round(unit * weight), bar.height - 8)
                x += unit * weight + gap
                self.buttons.append(Button(rect, label, action, style, key, enabled=enabled, font_size=30))
        self.refresh_guess_button()

    def guess_label(self) -> str:
        chosen = self.notepad.selected
        if not chosen:
            return _("Guess")
        return _("Guess {numbers}").format(numbers=", ".join(str(n) for n in chosen))

    def refresh_guess_button(self) -> None:
        for button in self.buttons:
            if button.on_click == self.guess:
                button.enabled = bool(self.notepad.selected)

    # -- actions (every one ends in a command) ----------------------------------------------------

    def confirm(self) -> None:
        if self.viewer is not None:
            self.submit(self.rules.Done(self.viewer))

    def pass_turn(self) -> None:
        if self.viewer is not None:
            self.submit(self.rules.Pass(self.viewer))

    def guess(self) -> None:
        if self.viewer is None:
            return
        if not self.notepad.selected:
            self._say(_("Pick at least one number on the notepad first."))
            return
        self.submit(self.rules.Guess(self.viewer, tuple(self.notepad.selected)))

    def clear_guess(self) -> None:
        self.notepad.clear_selection()
        self.refresh_guess_button()
        self._base_dirty = True

    def manhunt(self, start: bool) -> None:
        if self.viewer is not None:
            self.submit(self.rules.StartManhunt(self.viewer, start))

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

    # -- dragging a card --------------------------------------------------------------------------

    def slot_rect(self) -> pygame.Rect:
        """The next hideout's place (the pending card's, while one is being placed): a drop target."""
        index = min(self.next_index, len(self.geometry.cells) - 1)
        return self.geometry.cells[index].inflate(10, 10)

    def _targets_for(self, piece: Hashable, payload: Any) -> list[Target]:
        card = int(payload)
        phase = self.phase
        bench = self.zones["pending"]
        if phase in PLACE_PHASES and card in self.view.get("playable", []):
            command = self.rules.PlaceHideout(FUGITIVE, card)
            label = _("Hideout {card}").format(card=card)
            return [Target("slot", self.slot_rect(), command, label), Target("bench", bench, command, "", theme.RADIUS)]
        if phase == "placing" and card != ESCAPE and not self.no_sprint():
            command = self.rules.AddSprint(FUGITIVE, card)
            label = _("Sprint +{value}").format(value=self.sprint_of(card))
            return [Target("slot", self.slot_rect(), command, label), Target("bench", bench, command, "", theme.RADIUS)]
        return []

    def _reason_for(self, piece: Hashable, payload: Any, pos: tuple[int, int]) -> str | None:
        card = int(payload)
        if self.hand.rect.collidepoint(pos):
            return None
        return self.why_not(card)

    def why_not(self, card: int) -> str:
        """Why ``card`` cannot go to the table now, in words a player understands."""
        phase = self.phase
        if phase == "placing":
            if card == ESCAPE:
                return _("The 42 cannot be used as a sprint card.")
            if self.no_sprint():
                return _("The Roadblock forbids sprint cards this turn.")
            return _("Drop it on the new hideout to add it as a sprint card.")
        if phase in PLACE_PHASES:
            if card in self.view.get("playable", []):
                return _("Drop the card on the glowing slot to make it your next hideout.")
            last = self.last_card()
            if card <= last:
                return _("{card} is not higher than your last hideout ({last}): hideouts only go up.").format(card=card, last=last)
            normal = last + NORMAL_RANGE + self.range_bonus()
            if self.no_sprint():
                return _("{card} is too far: the Roadblock stops sprinting, so the next hideout can be at most {normal}.").format(card=card, normal=normal)
            power = sum(self.sprint_of(c) for c in self.my_hand() if c not in (card, ESCAPE))
            return _("{card} is too far: the next hideout can be at most {normal} without sprint cards, {reach} with all of yours.").format(
                card=card, normal=normal, reach=normal + power
            )
        if phase == "fugitive_draw":
            return _("Draw a card first: click one of the three piles.")
        return _("It is not your turn.")

    # -- input ----------------------------------------------------------------------------------

    def handle_table(self, intent: Intent) -> None:
        if self.viewer is None:
            return
        if isinstance(intent, Key) and intent.key == pygame.K_KP_ENTER:
            intent = Key(pygame.K_RETURN, intent.mod, intent.text)
        if self.popup is not None and isinstance(intent, Click) and self.popup_rect().collidepoint(intent.pos):
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
        if intent.button == 1 and self.hand.rect.collidepoint(pos) and self.viewer == FUGITIVE and self.hand.hit_test(pos) is not None:
            sprite = self.hand.cards[self.hand.hit_test(pos) or 0]
            self._say(self.why_not(int(sprite.key)))  # type: ignore[arg-type]

    def _key(self, intent: Key) -> None:
        deck = DECK_KEYS.get(intent.key)
        if deck is not None:
            self.draw_from(deck)
        elif intent.key == pygame.K_c and self.notepad.selectable:
            self.clear_guess()

    # -- animation --------------------------------------------------------------------------------

    def animate(self, command: Command, events: list[Event]) -> None:
        """Rebuild for the new view, then send cards on their way from where they were."""
        old = self.shown_view
        old_hand_rects = {card: pygame.Rect(s.rect) for card, s in self.hand_sprites.items()}
        drop_from = self.drop_from
        self.drop_from = None
        self.drag.clear()
        self._rebuild(animate_from=old)
        self.shown_view = self.view
        for event in events:
            self._animate_event(event, old, old_hand_rects, drop_from)
        self._base_dirty = True

    def _animate_event(self, event: Event, old: dict[str, Any], old_hand: dict[int, pygame.Rect], drop_from: pygame.Rect | None) -> None:
        assert self.app is not None
        kind = event.kind
        data = event.data
        if kind == "draw" and "deck" in data and "event" not in data:
            self.app.play(Sound.CARD)
            deck = int(data["deck"])
            seat = data.get("seat", event.seat)
            start = self.piles[deck - 1].top_rect
            if seat == self.viewer:
                new_cards = [c for c in self.my_hand() if c not in old_hand]
                for card in new_cards:
                    sprite = self.hand_sprites.get(card)
                    if sprite is not None:
                        goal = sprite.motion.target
                        sprite.pos = start.center
                        sprite.move_to(goal, MOVE_TIME)
                        sprite.face_up = False
                        sprite.flip(FLIP_TIME * 0.8)
            else:
                self._fly(ts.deck_back(deck), start, self.other_hand_rect_card(), face_up=True)
        elif kind == "hideout_started":
            self.app.play(Sound.CARD)
            index = int(data.get("position", self.next_index))
            card = (self.view.get("pending") or {}).get("card")
            if index >= len(self.geometry.cells):
                return
            goal = self.geometry.cells[index]
            if card is not None:
                start = drop_from or old_hand.get(int(card)) or self.hand.rect
                self._fly(ts.card_face(int(card)), start, goal, place=index)
            else:
                self._fly(ts.hideout_back(), self.other_hand_rect_card(), goal, place=index)
        elif kind == "sprint_added":
            self.app.play(Sound.CARD)
            index = int(data.get("position", self.next_index))
            if index >= len(self.geometry.cells):
                return
            strip = self.geometry.strip_rect(index)
            count = int((self.view.get("pending") or {}).get("sprints", 1))
            target = ts.sprint_positions(strip, count, ts.mini_size(self.geometry.card_size))[-1]
            cards = (self.view.get("pending") or {}).get("sprint_cards") or []
            art = ts.card_face(int(cards[-1])) if cards else ts.hideout_back()
            start = drop_from or (old_hand.get(int(cards[-1])) if cards else None) or self.other_hand_rect_card()
            self.held_sprints += 1
            self._fly(art, start, target, on_land=self._land_sprint)
        elif kind == "hideout_placed":
            self.app.play(Sound.CARD)
        elif kind == "reveal":
            self.app.play(Sound.FLIP)
            for position, card in zip(data.get("positions", []), data.get("cards", [])):
                if position < len(self.geometry.cells):
                    self._flip_place(int(position), int(card))
        elif kind in ("guess_hit", "guess_miss"):
            hit = kind == "guess_hit"
            numbers = [int(n) for n in data.get("numbers", [])]
            colour = (46, 160, 84) if hit else (210, 50, 40)
            self.notepad.flash = {n: colour for n in numbers}
            self.flash_left = FLASH_TIME
            self._stamp(_("Found!") if hit else _("Nothing found"), colour)
        elif kind == "pass":
            self._stamp(_("Pass"), (200, 200, 210))
        elif kind == "event_drawn" and data.get("event"):
            self._show_event(str(data["event"]))
        elif kind == "event_drawn" and data.get("placeholder"):
            self.app.play(Sound.FLIP)
        elif kind == "event_resolved" and self.popup is not None and data.get("event") == self.popup.event_id:
            self.popup.result = event.text_for(self.viewer, _)
        elif kind == "manhunt_started":
            self._stamp(_("Manhunt!"), (230, 80, 60))

    def _fly(self, art: pygame.Surface, start: pygame.Rect, goal: pygame.Rect, place: int | None = None, face_up: bool = True, on_land: Callable[[], None] | None = None) -> None:
        sprite = CardSprite(art, ts.hideout_back(), start.center, goal.size, face_up=face_up)
        sprite.move_to(goal.center, MOVE_TIME, tween.Ease.OUT_CUBIC)
        if place is not None:
            self.hidden_places.add(place)

        def land() -> None:
            if place is not None:
                self.hidden_places.discard(place)
            if on_land is not None:
                on_land()
            self._base_dirty = True

        self.flights.append(Flight(sprite, land))
        if not sprite.busy:
            self._finish_flights()
        self._base_dirty = True

    def _land_sprint(self) -> None:
        self.held_sprints = max(0, self.held_sprints - 1)

    def _flip_place(self, position: int, card: int) -> None:
        cell = self.geometry.cells[position]
        sprite = CardSprite(ts.card_face(card), ts.hideout_back(), cell.center, cell.size, face_up=False)
        sprite.flip(FLIP_TIME)
        if not sprite.busy:
            return
        self.flips[position] = sprite
        self.hidden_places.add(position)
        self._base_dirty = True

    def _stamp(self, text: str, colour: tuple[int, int, int]) -> None:
        timer = tween.Tween(0.0, 1.0, STAMP_TIME, tween.Ease.LINEAR)
        self.stamp = None if timer.done else Stamp(text, colour, timer)

    def _show_event(self, event_id: str) -> None:
        assert self.app is not None
        card = event_cards.EVENTS_BY_ID.get(event_id)
        if card is None:
            return
        self.app.play(Sound.FLIP)
        self.popup = Popup(event_id, _(card.name), _(card.text), "", card.helps.value, POPUP_TIME)
        self._base_dirty = True

    def other_hand_rect_card(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *self.pile_card)
        rect.center = self.other_hand_rect.center
        return rect

    def animating(self) -> bool:
        return bool(self.flights or self.flips or self.stamp is not None) or any(s.busy for s in self.hand.cards)

    def skip_animations(self) -> None:
        self._finish_flights()
        for position in list(self.flips):
            self.flips[position].skip()
        self.flips.clear()
        self.hidden_places.clear()
        self.held_sprints = 0
        self.stamp = None
        self.hand.skip()
        self.drag.skip()
        self._base_dirty = True
        self.dirty = True

    def _finish_flights(self) -> None:
        flights, self.flights = self.flights, []
        for flight in flights:
            flight.sprite.skip()
            if flight.on_land is not None:
                flight.on_land()

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
        waits = [w for w in (super().wake_in(), self.popup.left if self.popup is not None else None) if w is not None]
        return max(0.01, min(waits)) if waits else None

    # -- instruction line ---------------------------------------------------------------------------

    def instruction(self) -> str:
        if not self.acting():
            return ""
        view = self.view
        phase = self.phase
        if phase == "fugitive_first":
            if int(view.get("placed_this_turn", 0)) == 0:
                return _("Drag a card to the next hideout (first turn: one or two hideouts)")
            return _("Place a second hideout, or press Done")
        if phase in DRAW_PHASES:
            left = int(view.get("draws_left", 1))
            if left > 1:
                return _("Draw {count} cards from any piles").format(count=left)
            return _("Draw a card from any pile")
        if phase == "fugitive_place":
            return _("Drag a card to the next hideout, or Pass")
        if phase == "placing":
            needed = int((view.get("pending") or {}).get("needed") or 0)
            if needed > 0:
                return _("Add sprint cards: needs +{count} more, then Confirm").format(count=needed)
            return _("Add sprint cards if you like, then Confirm")
        if phase == "marshal_guess":
            if self.guess_single():
                return _("Pick one number on the notepad, then Guess")
            return _("Pick numbers on the notepad, then Guess")
        if phase == "manhunt":
            return _("A manhunt: guess one number at a time")
        if phase == "manhunt_offer":
            return _("The Fugitive played 42: start a manhunt or let him go")
        if phase == "event_choice":
            return _("Dead Drop: choose a pile to take its bottom card")
        return ""

    # -- drawing ------------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """Blit the cached table (or, mid-drag, patch only last frame's moving parts) and add
        what moves.  The layers are rebuilt only when their signatures change."""
        assert self.app is not None
        rebuilt = self._ensure_layers()
        layer = self._full
        assert layer is not None
        baked = self.drag.held is not None and self.drag.hides(self.drag.held.id) and bool(self.drag.targets)
        if baked:
            rebuilt = self._ensure_drag_layer() or rebuilt
            layer = self._drag_layer
            assert layer is not None
        frame = self.app.stats.frames
        toasts = bool(getattr(self.app, "_toasts", None))
        restore = (
            self._patchable
            and not rebuilt
            and not toasts
            and self.app.top is self
            and frame == self._drawn_at + 1
            and baked == self._was_baked
        )
        if restore:
            for rect in self._live_rects:
                surface.blit(layer, rect, rect)
        else:
            surface.blit(layer, (0, 0))
        self._live_rects = self._draw_live(surface, baked)
        self._drawn_at = frame
        self._was_baked = baked
        self._patchable = (
            self.drag.active and not self.flights and not self.flips and self.stamp is None and self.popup is None and not toasts and not self.demo
        )

    def _ensure_drag_layer(self) -> bool:
        """The table with the legal places already glowing, made once per pick-up (and again when
        the pointer enters or leaves a place): a drag frame then only moves the card."""
        drag = self.drag
        hovered = drag.hovered.id if drag.hovered is not None else None
        sig = (self._full_sig, id(drag.held), tuple((t.id, tuple(t.rect)) for t in drag.targets), hovered, tuple(drag.origin))
        if self._drag_layer is not None and sig == self._drag_sig:
            return False
        assert self._full is not None
        if self._drag_layer is None:
            self._drag_layer = self._blank_layer()
        layer = self._drag_layer
        layer.blit(self._full, (0, 0))
        for target in drag.targets:
            if target is not drag.hovered:
                theme.blit_glow(layer, target.rect, theme.HIGHLIGHT, target.radius, 4, 1.0)
        if drag.hovered is not None:
            rect = drag.hovered.rect
            pad = theme.glow_pad(6)
            layer.blit(theme.glow(rect.size, theme.HOVER_GLOW, drag.hovered.radius, 6), (rect.x - pad, rect.y - pad))
            if drag.hovered.label:
                self._draw_caption(layer, rect, drag.hovered.label)
        if drag.held is not None:
            layer.blit(theme.rounded(drag.origin.size, (0, 0, 0, 60), drag.held.radius, 2, (255, 255, 255, 70)), drag.origin)
        self._drag_sig = sig
        self.layer_builds += 1
        return True

    def draw_hud(self, surface: pygame.Surface) -> None:
        """The banner, the log and the menu button are part of the cached layer (see draw_table)."""

    def _hud_line(self) -> tuple[int | None, str]:
        """The turn banner's seat and line, worked out as the base class does."""
        seat = self.acting_seat()
        who = self.session.seats[seat] if seat is not None else None
        if self.session.over:
            return seat, _("The game is over.")
        if who is not None and who.is_computer:
            return seat, _("{name} is thinking…").format(name=who.name)
        if seat is not None and seat != self.viewer:
            return seat, _("Waiting for {name}.").format(name=who.name if who else "")
        return seat, self.instruction()

    def _base_signature(self) -> tuple:
        log = self.log
        return (self._hud_line(), log.scroll, len(log.lines), log.lines[-1] if log.lines else None, self.demo)

    def _full_signature(self) -> tuple:
        hidden = tuple(card for card in self.hand_sprites if self.drag.hides(card))
        hand = tuple(
            (s.key, round(s.center[0]), round(s.center[1]), s.angle, round(s.lift), s.highlight, s.selected, s.dimmed, s.face_up, s.squash_step)
            for s in self.hand.cards
            if not self.drag.hides(s.key)
        )
        buttons = tuple((b.rect.topleft, b.hovered, b.pressed, b.enabled, txt.resolve(b.label)) for b in (*self.buttons, *self.offer_buttons, self.menu_button))
        return (self.layer_builds_base, hidden, hand, buttons)

    def _ensure_layers(self) -> bool:
        """Rebuild what changed; True when the full layer is new (the whole screen must be blitted)."""
        base_sig = self._base_signature()
        if self._base is None or self._base_dirty or base_sig != self._base_sig:
            self._build_base()
            self._base_sig = base_sig
        sig = self._full_signature()
        if self._full is None or sig != self._full_sig:
            self._build_full(sig)
            return True
        return False

    def _blank_layer(self) -> pygame.Surface:
        if pygame.display.get_surface() is not None:
            return pygame.Surface(theme.CANVAS_SIZE).convert()
        return pygame.Surface(theme.CANVAS_SIZE)

    def _build_base(self) -> None:
        if self._base is None:
            self._base = self._blank_layer()
        base = self._base
        base.blit(board.render_layers(map_path(table.MAP)), (0, 0))
        self._draw_piles(base)
        self._draw_event_area(base)
        self._draw_bench(base)
        self._draw_row(base)
        self.notepad.draw(base, ts.notepad_paper())
        self._draw_hand_area(base)
        self._draw_action_bar(base)
        seat, line = self._hud_line()
        who = self.session.seats[seat] if seat is not None else None
        chrome.draw_turn_banner(base, who, self.seat_label(seat) if seat is not None else "", line)
        self.log.draw(base)
        if self.phase == "manhunt_offer":
            self._draw_offer(base)
        self._base_dirty = False
        self._full_sig = None
        self.layer_builds += 1
        self.layer_builds_base += 1

    def _build_full(self, sig: tuple) -> None:
        assert self._base is not None
        if self._full is None:
            self._full = self._blank_layer()
        self._full.blit(self._base, (0, 0))
        hidden = [i for i, s in enumerate(self.hand.cards) if self.drag.hides(s.key)]
        self.hand.draw(self._full, hidden)
        for button in self.buttons:
            button.draw(self._full)
        for button in self.offer_buttons:
            button.draw(self._full)
        self.menu_button.draw(self._full)
        self._full_sig = sig
        self.layer_builds += 1

    def _draw_live(self, surface: pygame.Surface, baked: bool = False) -> list[pygame.Rect]:
        """What changes between layer rebuilds: hover rings, cards in the air, the held card.
        Returns the rectangles painted, so the next frame can restore just those."""
        painted: list[pygame.Rect] = []
        if self.hover_pile is not None and self._pile_legal(self.hover_pile):
            rect = self.piles[self.hover_pile - 1].top_rect
            theme.blit_glow(surface, rect, theme.HOVER_GLOW, theme.CARD_RADIUS, 4, 1.0)
            painted.append(rect.inflate(2 * theme.glow_pad(4), 2 * theme.glow_pad(4)))
        if self.notepad.hovered is not None and self.notepad.interactive:
            self.notepad.draw_hover(surface)
            painted.append(self.notepad.cell_rect(self.notepad.hovered).inflate(12, 12))
        for sprite in self.flips.values():
            sprite.draw(surface)
        for flight in self.flights:
            flight.sprite.draw(surface, lifted=True)
        if self.stamp is not None:
            self._draw_stamp(surface, self.stamp)
        if self.popup is not None:
            self._draw_popup(surface, self.popup)
        painted += self._draw_drag(surface, baked)
        return painted

    def _draw_drag(self, surface: pygame.Surface, baked: bool) -> list[pygame.Rect]:
        """The drag controller's picture: legal places (already in the layer when ``baked``), the
        selection, the held card and the toast explaining a refused move."""
        drag = self.drag
        painted: list[pygame.Rect] = []
        if not baked:
            for target in drag.targets:
                if target is drag.hovered:
                    continue
                pad = theme.glow_pad(4)
                painted.append(surface.blit(theme.glow(target.rect.size, theme.HIGHLIGHT, target.radius, 4), (target.rect.x - pad, target.rect.y - pad)))
            if drag.hovered is not None:
                rect = drag.hovered.rect
                pad = theme.glow_pad(6)
                painted.append(surface.blit(theme.glow(rect.size, theme.HOVER_GLOW, drag.hovered.radius, 6), (rect.x - pad, rect.y - pad)))
                if drag.hovered.label:
                    painted.append(self._draw_caption(surface, rect, drag.hovered.label))
        if drag.held is not None:
            if drag.selected_id is not None:
                rect = pygame.Rect(drag.held.rect())
                pad = theme.glow_pad(5)
                painted.append(surface.blit(theme.glow(rect.size, theme.SELECTED, drag.held.radius, 5), (rect.x - pad, rect.y - pad)))
            elif drag.hides(drag.held.id):
                if not baked:
                    origin = drag.origin
                    painted.append(surface.blit(theme.rounded(origin.size, (0, 0, 0, 60), drag.held.radius, 2, (255, 255, 255, 70)), origin))
                rect = drag.held_rect
                pad = theme.shadow_pad(14)
                shadow = theme.shadow(rect.size, drag.held.radius, 14, 110)
                offset = theme.LIFTED_SHADOW_OFFSET
                painted.append(surface.blit(shadow, (rect.x - pad + offset[0], rect.y - pad + offset[1])))
                self._draw_held_card(surface, rect)
                painted.append(pygame.Rect(rect))
        if drag.toast.visible:
            drag.toast.draw(surface)
            if drag.toast._image is not None:  # the bubble's size, to restore under it next frame
                box = drag.toast._image.get_rect(center=drag.toast.pos)
                box.clamp_ip(surface.get_rect())
                painted.append(box)
        return painted

    def _draw_caption(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> pygame.Rect:
        size = theme.FONT_SMALL
        w, h = txt.measure(label, size, bold=True)
        chip = pygame.Rect(0, 0, w + 28, h + 12)
        chip.midbottom = (rect.centerx, rect.top - 12)
        chip.clamp_ip(surface.get_rect())
        surface.blit(theme.rounded(chip.size, (20, 22, 28, 230), chip.height // 2, 2, theme.HOVER_GLOW), chip)
        txt.draw_text(surface, label, chip.center, size, theme.TEXT, "center", bold=True)
        return chip

    def _warm_drag_glows(self) -> None:
        """Make the glows a drag will need now, while nothing moves, so the drag never waits on a blur."""
        targets = [self.slot_rect(), self.zones["pending"]]
        for rect in targets:
            theme.glow(rect.size, theme.HIGHLIGHT, theme.CARD_RADIUS, 4)
            theme.glow(rect.size, theme.HOVER_GLOW, theme.CARD_RADIUS, 6)
            theme.glow(rect.size, theme.HIGHLIGHT, theme.RADIUS, 4)
            theme.glow(rect.size, theme.HOVER_GLOW, theme.RADIUS, 6)
        for sprite in self.hand.cards:
            theme.shadow(sprite.rect.size, theme.CARD_RADIUS, 14, 110)
            theme.glow(sprite.rect.size, theme.SELECTED, theme.CARD_RADIUS, 5)
            break

    # -- the parts of the table layer ---------------------------------------------------------------

    def _pile_legal(self, deck: int) -> bool:
        if not self.acting():
            return False
        if self.phase == "event_choice":
            return deck in (self.view.get("event_choice") or {}).get("decks", [])
        return DRAW_PHASES.get(self.phase) == self.viewer and int(self.view.get("decks", [0, 0, 0])[deck - 1]) > 0

    def _draw_piles(self, surface: pygame.Surface) -> None:
        specials = self.view.get("special_in_decks", [0, 0, 0])
        for deck, pile in enumerate(self.piles, start=1):
            legal = self._pile_legal(deck)
            pile.highlight = False
            pile.draw(surface)
            if legal:
                theme.blit_glow(surface, pile.top_rect, theme.HIGHLIGHT, theme.CARD_RADIUS, 4, 0.9)
                ts.pill(surface, str(deck), (pile.top_rect.left + 18, pile.top_rect.top + 18), 20, theme.PRIMARY, theme.PRIMARY_TEXT)
            special = int(specials[deck - 1]) if deck - 1 < len(specials) else 0
            if special:
                label = _("{count} events").format(count=special) if special != 1 else _("1 event")
                ts.pill(surface, label, (pile.top_rect.centerx, pile.top_rect.bottom - 16), 16, (60, 20, 60, 230), (255, 220, 255), (220, 120, 220))

    def _draw_panel(self, surface: pygame.Surface, rect: pygame.Rect, border: theme.Colour = theme.PANEL_BORDER) -> None:
        surface.blit(theme.rounded(rect.size, theme.PANEL, theme.RADIUS, 2, border), rect)

    def _draw_event_area(self, surface: pygame.Surface) -> None:
        area = self.zones["event_area"]
        self._draw_panel(surface, area)
        card = pygame.Rect(0, 0, *self.pile_card)
        card.midleft = (area.left + 10, area.centery)
        text_rect = pygame.Rect(card.right + 16, area.top + 14, area.right - card.right - 28, area.height - 28)
        last = self.view.get("last_event")
        if last is not None:
            ts.blit_card(surface, ts.event_front(str(last.get("helps", ""))), card)
            self._event_text_on_card(surface, card, _(last["name"]))
            txt.draw_text(surface, _("Last event"), text_rect.topleft, 18, theme.TEXT_DIM, "topleft", bold=True)
            txt.draw_text(surface, _(last["name"]), (text_rect.left, text_rect.top + 24), 28, theme.HIGHLIGHT, "topleft", bold=True, max_width=text_rect.width)
            txt.draw_wrapped(surface, _(last["text"]), pygame.Rect(text_rect.left, text_rect.top + 62, text_rect.width, text_rect.height - 62), 19, theme.TEXT)
            return
        if self.view.get("variant", "none") != "none":
            ts.blit_card(surface, ts.event_back(), card)
            hidden = sum(int(n) for n in self.view.get("special_in_decks", [])) + sum(int(n) for n in self.view.get("event_piles", []))
            txt.draw_text(surface, _("Event cards"), text_rect.topleft, 28, theme.HIGHLIGHT, "topleft", bold=True, max_width=text_rect.width)
            txt.draw_wrapped(surface, _("{count} still to come. Drawn events show here.").format(count=hidden), pygame.Rect(text_rect.left, text_rect.top + 40, text_rect.width, text_rect.height - 40), 20, theme.TEXT)
            return
        seat = self.viewer if self.viewer is not None else FUGITIVE
        role = ts.role_card(seat)
        if role is not None:
            ts.blit_card(surface, role, card)
        if self.viewer is None:
            title, goal = _("Fugitive vs Marshal"), _("He races to card 42; she tries to uncover every hideout first.")
        elif seat == FUGITIVE:
            title, goal = _("You are the Fugitive"), _("Reach hideout 42 before the Marshal uncovers every hideout.")
        else:
            title, goal = _("You are the Marshal"), _("Uncover every face-down hideout before he escapes with 42.")
        txt.draw_text(surface, title, text_rect.topleft, 26, theme.HIGHLIGHT, "topleft", bold=True, max_width=text_rect.width)
        txt.draw_wrapped(surface, goal, pygame.Rect(text_rect.left, text_rect.top + 40, text_rect.width, text_rect.height - 40), 21, theme.TEXT)

    def _event_text_on_card(self, surface: pygame.Surface, card: pygame.Rect, name: str) -> None:
        box = pygame.Rect(card.left + card.width * 12 // 100, card.top + card.height * 35 // 100, card.width * 76 // 100, card.height * 55 // 100)
        lines = txt.wrap(name, max(12, card.width // 8), box.width - 6, bold=True)
        size = max(12, card.width // 8)
        y = box.centery - len(lines) * txt.line_height(size, True) // 2
        for line in lines:
            txt.draw_text(surface, line, (box.centerx, y), size, theme.TEXT_DARK, "midtop", bold=True)
            y += txt.line_height(size, True)

    def _draw_bench(self, surface: pygame.Surface) -> None:
        """The panel beside the row: the placement in progress, the reach, or the guess."""
        rect = self.zones["pending"]
        view = self.view
        pending = view.get("pending")
        active = self.fugitive_acting() and self.phase in (*PLACE_PHASES, "placing")
        self._draw_panel(surface, rect, (*theme.HIGHLIGHT, 120) if active else theme.PANEL_BORDER)
        x, y, w = rect.left + 20, rect.top + 16, rect.width - 40
        big = pygame.Rect(x, y, w, 0)
        if self.viewer == FUGITIVE and pending is not None and pending.get("card") is not None:
            card = int(pending["card"])
            sprint = sum(self.sprint_of(c) for c in pending.get("sprint_cards") or [])
            needed = int(pending.get("needed") or 0)
            txt.draw_text(surface, _("New hideout {card}").format(card=card), big.topleft, 30, theme.TEXT, "topleft", bold=True, max_width=w)
            free = NORMAL_RANGE + self.range_bonus()
            txt.draw_text(surface, _("From {last}: +{free} free, sprint +{sprint}").format(last=self.last_card(), free=free, sprint=sprint), (x, y + 46), 22, theme.TEXT_DIM, "topleft", max_width=w)
            if needed > 0:
                status, colour = _("Needs +{count} more sprint").format(count=needed), (255, 140, 90)
            else:
                status, colour = _("Ready: press Confirm hideout"), (130, 230, 150)
            txt.draw_text(surface, status, (rect.centerx, rect.bottom - 48), 30, colour, "center", bold=True, max_width=w)
            return
        if self.viewer == FUGITIVE:
            last = self.last_card()
            normal = min(ESCAPE, last + NORMAL_RANGE + self.range_bonus())
            reach = view.get("max_reach")
            txt.draw_text(surface, _("Next hideout"), big.topleft, 24, theme.TEXT_DIM, "topleft", bold=True)
            txt.draw_text(surface, "{low}–{high}".format(low=last + 1, high=normal), (x, y + 30), 46, theme.TEXT, "topleft", bold=True)
            if reach is not None and not self.no_sprint():
                txt.draw_text(surface, _("up to {reach} with sprint cards").format(reach=min(int(reach), ESCAPE)), (x, y + 90), 24, theme.TEXT_DIM, "topleft", max_width=w)
            elif self.no_sprint():
                txt.draw_text(surface, _("Roadblock: no sprint cards this turn"), (x, y + 90), 24, (255, 140, 90), "topleft", max_width=w)
            if active and not view.get("playable"):
                txt.draw_text(surface, _("No card fits: you must Pass"), (rect.centerx, rect.bottom - 34), 24, (255, 180, 120), "center", bold=True, max_width=w)
            elif active:
                txt.draw_text(surface, _("Drop a card on the glowing slot"), (rect.centerx, rect.bottom - 34), 24, theme.HIGHLIGHT, "center", bold=True, max_width=w)
            return
        if self.viewer == MARSHAL and self.phase in GUESS_PHASES and self.acting():
            chosen = self.notepad.selected
            txt.draw_text(surface, _("Your guess"), big.topleft, 24, theme.TEXT_DIM, "topleft", bold=True)
            words = ", ".join(str(n) for n in chosen) if chosen else "—"
            txt.draw_text(surface, words, (x, y + 32), 44, theme.TEXT if chosen else theme.TEXT_DIM, "topleft", bold=True, max_width=w)
            hint = _("A single miss ends the manhunt") if self.phase == "manhunt" else _("All numbers must be right to reveal any")
            txt.draw_text(surface, hint, (x, rect.bottom - 44), 21, theme.TEXT_DIM, "topleft", max_width=w)
            return
        down = int(view.get("face_down", 0))
        counts = view.get("hand_counts", {})
        txt.draw_text(surface, _("Face-down hideouts"), big.topleft, 22, theme.TEXT_DIM, "topleft", bold=True)
        txt.draw_text(surface, str(down), (x, y + 26), 52, theme.TEXT, "topleft", bold=True)
        found = [int(h["card"]) for h in self.hideouts() if h.get("revealed") and h.get("card") not in (None, ESCAPE)]
        txt.draw_text(surface, _("Highest found: {number}").format(number=max(found, default=0)), (x, y + 96), 23, theme.TEXT, "topleft", max_width=w)
        txt.draw_text(surface, _("Fugitive holds {count} cards").format(count=counts.get("0", 0)), (x, y + 128), 23, theme.TEXT_DIM, "topleft", max_width=w)

    def _draw_row(self, surface: pygame.Surface) -> None:
        geometry = self.geometry
        if not geometry.cells:
            return
        for index, hideout in enumerate(self.hideouts()):
            if index < len(geometry.cells):
                self._draw_place(surface, index, hideout)
        pending = self.view.get("pending")
        if pending is not None and self.next_index < len(geometry.cells):
            self._draw_pending(surface, self.next_index, pending)
        elif self.show_next_slot() and self.next_index < len(geometry.cells):
            self._draw_slot(surface, self.next_index)

    def _draw_place(self, surface: pygame.Surface, index: int, hideout: dict[str, Any]) -> None:
        geometry = self.geometry
        cell = geometry.cells[index]
        mini = ts.mini_size(cell.size)
        strip = geometry.strip_rect(index)
        revealed = bool(hideout.get("revealed"))
        sprint_cards = hideout.get("sprint_cards")
        count = int(hideout.get("sprints", 0))
        if sprint_cards is not None and count:
            ts.draw_sprint_faces(surface, strip, sprint_cards, mini, self.view.get("sprint_table", {}))
        elif count:
            ts.draw_sprint_backs(surface, strip, count, mini)
        if index in self.hidden_places:
            return
        card = hideout.get("card")
        over = self.phase == "over"
        if card is None:
            ts.blit_card(surface, ts.hideout_back(), cell)
        else:
            ts.blit_card(surface, ts.card_face(int(card)), cell)
            tag_at = (cell.centerx, cell.top + cell.height * 30 // 100)
            if not revealed and index > 0:
                surface.blit(ts.veil(cell.size), cell)
                label = _("missed") if over else _("hidden")
                ts.pill(surface, label, tag_at, max(12, cell.width // 8), (16, 20, 40, 230), (200, 210, 255), (120, 140, 220))
            elif revealed and index > 0 and self.viewer == FUGITIVE:
                ts.pill(surface, _("found"), tag_at, max(12, cell.width // 8), (30, 110, 60, 235), (230, 255, 235))
        label_pos = geometry.label_pos(index)
        if not revealed and card is None and index < len(self.ranges) and self.ranges[index] is not None and self.notepad.assist:
            low, high = self.ranges[index]  # type: ignore[misc]
            text = str(low) if low == high else "{low}–{high}".format(low=low, high=high)
            ts.pill(surface, text, (label_pos[0], label_pos[1] + 11), 18, (250, 240, 180, 240), (40, 36, 20))
        elif index == 0:
            txt.draw_text(surface, _("start"), (label_pos[0], label_pos[1] + 1), 17, theme.TEXT_DIM, "midtop")

    def _draw_pending(self, surface: pygame.Surface, index: int, pending: dict[str, Any]) -> None:
        geometry = self.geometry
        cell = geometry.cells[index]
        mini = ts.mini_size(cell.size)
        strip = geometry.strip_rect(index)
        cards = pending.get("sprint_cards")
        count = int(pending.get("sprints", 0)) - self.held_sprints
        if cards is not None:
            ts.draw_sprint_faces(surface, strip, cards[: max(0, count)], mini, self.view.get("sprint_table", {}))
        elif count > 0:
            ts.draw_sprint_backs(surface, strip, count, mini)
        if index not in self.hidden_places:
            card = pending.get("card")
            art = ts.card_face(int(card)) if card is not None else ts.hideout_back()
            theme.blit_glow(surface, cell, theme.HIGHLIGHT, theme.CARD_RADIUS, 4, 0.7)
            ts.blit_card(surface, art, cell)
        needed = pending.get("needed")
        label_pos = geometry.label_pos(index)
        if needed is not None:
            if int(needed) > 0:
                ts.pill(surface, _("+{count} needed").format(count=needed), (label_pos[0], label_pos[1] + 11), 17, (120, 40, 20, 240), (255, 220, 200))
            else:
                ts.pill(surface, _("ready"), (label_pos[0], label_pos[1] + 11), 17, (30, 110, 60, 240), (230, 255, 235))
        else:
            ts.pill(surface, _("placing…"), (label_pos[0], label_pos[1] + 11), 17, (40, 40, 60, 230), theme.TEXT)

    def _draw_slot(self, surface: pygame.Surface, index: int) -> None:
        cell = self.geometry.cells[index]
        art = ts.slot_placeholder()
        active = self.fugitive_acting() and self.phase in PLACE_PHASES
        if art is not None:
            surface.blit(ts.card_image(art, cell.size), cell)
        else:
            surface.blit(theme.rounded(cell.size, theme.ZONE_FILL, theme.CARD_RADIUS, 2, theme.ZONE_BORDER), cell)
        if active:
            theme.blit_glow(surface, cell, theme.HIGHLIGHT, theme.CARD_RADIUS, 3, 0.6)
        txt.draw_text(surface, _("next"), cell.center, max(14, cell.width // 6), theme.TEXT_DIM if not active else theme.HIGHLIGHT, "center", bold=True)

    def _draw_hand_area(self, surface: pygame.Surface) -> None:
        """Labels of the hand zone and the other player's hand as a counted stack of backs."""
        zone = self.zones["hand_fugitive"]
        counts = self.view.get("hand_counts", {})
        if self.viewer is None:
            for i, seat in enumerate((FUGITIVE, MARSHAL)):
                rect = pygame.Rect(0, 0, *self.pile_card)
                rect.center = (zone.left + 260 + i * 380, zone.centery + 8)
                self._draw_counted_stack(surface, rect, int(counts.get(str(seat), 0)), _(self.rules.seat_role(seat)))
            return
        other = MARSHAL if self.viewer == FUGITIVE else FUGITIVE
        rect = self.other_hand_rect_card()
        self._draw_counted_stack(surface, rect, int(counts.get(str(other), 0)), _("{role}'s hand").format(role=_(self.rules.seat_role(other))))
        if not self.my_hand():
            message = _("Your drawn cards will show here") if self.viewer == MARSHAL else _("Your hand is empty")
            txt.draw_text(surface, message, self.hand.rect.center, 28, theme.TEXT_DIM, "center")

    def _draw_counted_stack(self, surface: pygame.Surface, rect: pygame.Rect, count: int, label: str) -> None:
        pile = PileSprite(rect.center, ts.hideout_back(), count, "", rect.size, max_layers=4)
        pile.draw(surface)
        txt.draw_text(surface, label, (rect.centerx, rect.top - 18), 20, theme.TEXT, "midbottom", bold=True, shadow=True, max_width=rect.width + 60)

    def _draw_action_bar(self, surface: pygame.Surface) -> None:
        if self.buttons:
            return
        bar = self.zones["action_bar"]
        if self.phase == "over":
            txt.draw_text(surface, _("The game is over."), bar.center, 26, theme.TEXT_DIM, "center")

    # -- overlays -----------------------------------------------------------------------------------

    def offer_rect(self) -> pygame.Rect:
        row = self.zones["hideout_row"]
        rect = pygame.Rect(0, 0, min(900, row.width - 80), 340)
        rect.center = row.center
        return rect

    def popup_rect(self) -> pygame.Rect:
        row = self.zones["hideout_row"]
        rect = pygame.Rect(0, 0, min(820, row.width - 80), 380)
        rect.center = row.center
        return rect

    def _draw_stamp(self, surface: pygame.Surface, stamp: Stamp) -> None:
        row = self.zones["hideout_row"]
        image = txt.render(stamp.text, 84, stamp.colour, bold=True, shadow=True)
        rect = image.get_rect(center=row.center)
        back = theme.rounded((rect.width + 80, rect.height + 30), (10, 12, 18, 200), 24, 4, stamp.colour)
        surface.blit(back, back.get_rect(center=rect.center))
        surface.blit(image, rect)

    def _draw_popup(self, surface: pygame.Surface, popup: Popup) -> None:
        rect = self.popup_rect()
        theme.blit_shadow(surface, rect, 20, (8, 14), 16, 160)
        colour = {"fugitive": (240, 170, 60), "marshal": (90, 170, 240)}.get(popup.helps, (200, 120, 220))
        surface.blit(theme.rounded(rect.size, (18, 20, 28, 245), 20, 4, colour), rect)
        card = pygame.Rect(rect.left + 28, rect.top + 28, 232, 324)
        ts.blit_card(surface, ts.event_front(popup.helps), card)
        self._event_text_on_card(surface, card, popup.title)
        x = card.right + 30
        width = rect.right - 30 - x
        helps = {"fugitive": _("Helps the Fugitive"), "marshal": _("Helps the Marshal")}.get(popup.helps, _("Helps whoever draws it"))
        txt.draw_text(surface, _("Event!"), (x, rect.top + 30), 26, colour, "topleft", bold=True)
        txt.draw_text(surface, popup.title, (x, rect.top + 62), 48, theme.TEXT, "topleft", bold=True, max_width=width)
        txt.draw_text(surface, helps, (x, rect.top + 124), 22, colour, "topleft", bold=True, max_width=width)
        used = txt.draw_wrapped(surface, popup.body, pygame.Rect(x, rect.top + 160, width, 120), 26, theme.TEXT)
        if popup.result:
            txt.draw_wrapped(surface, popup.result, pygame.Rect(x, rect.top + 170 + used, width, 70), 22, theme.HIGHLIGHT)
        txt.draw_text(surface, _("Click to close"), (rect.right - 24, rect.bottom - 18), 18, theme.TEXT_DIM, "bottomright")

    def _draw_offer(self, surface: pygame.Surface) -> None:
        rect = self.offer_rect()
        theme.blit_shadow(surface, rect, 20, (8, 14), 16, 160)
        surface.blit(theme.rounded(rect.size, (24, 14, 14, 245), 20, 4, (230, 90, 60)), rect)
        txt.draw_text(surface, _("The Fugitive played 42!"), (rect.centerx, rect.top + 28), 46, theme.TEXT, "midtop", bold=True, max_width=rect.width - 40)
        down = int(self.view.get("face_down", 0))
        if self.acting():
            line = _("Start a manhunt: name the {count} face-down hideouts one at a time. One miss and he escapes.").format(count=down)
        else:
            line = _("The Marshal decides whether to start a manhunt.")
        txt.draw_wrapped(surface, line, pygame.Rect(rect.left + 40, rect.top + 96, rect.width - 80, 100), 26, theme.TEXT, align="center")


def _deck_of(card: int) -> int:
    if card <= 14:
        return 1
    if card <= 28:
        return 2
    return 3
