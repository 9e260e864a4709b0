"""What every piece of the Outnumbered table is and does, in the player's language: the tooltips
(a resting pointer or a long press; the engine's :mod:`~tabletop.engine.tooltip` shows them).

The scene answers ``tip_at(pos)`` with :meth:`TableTips.at`, which asks the parts on top first:
the hero choice, an event card up, the bonus card shown large, the dice tray, the heroes' side,
the bonus hand, the piles, then the board (villains, spaces, barricades, the truck and its route).
The rules at hand, so each tip says what a thing does, not only its name.
"""

from __future__ import annotations

from typing import Literal, Protocol

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.core.session import GameSession
from tabletop.engine.table_contract import Piece, pieces_of, visible_point
from tabletop.engine.tooltip import Tip
from tabletop.engine.widgets import Button
from tabletop.games.outnumbered.rules.board import ROWS, SpaceKind, space_kind
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND, EVENTS_BY_ID, HEROES, HEROES_BY_ID
from tabletop.games.outnumbered.rules.view import DecksView, OutnumberedView, ValueView, VillainView
from tabletop.games.outnumbered.table.bonus_hand import BonusHand
from tabletop.games.outnumbered.table.event_cards import EventCards
from tabletop.games.outnumbered.table.hero_choice import HeroChoice
from tabletop.games.outnumbered.table.hero_panel import HeroPanel
from tabletop.games.outnumbered.table.lanes import Lanes
from tabletop.games.outnumbered.table.layout import TableLayout
from tabletop.games.outnumbered.table.tray import DiceTray
from tabletop.games.outnumbered.table.tray import arithmetic as ops
from tabletop.games.outnumbered.table.tray.state import USED_DIE
from tabletop.games.outnumbered.table.truck_track import TruckTrack

Point = tuple[int, int]
#: cards that work on the dice: played once the dice are rolled
DICE_CARDS = frozenset({"wild_die", "extra_die", "second_wind", "power_surge"})


class TipSources(Protocol):
    """The parts of the table a tip reads (the scene has them all; the tips import no scene)."""

    session: GameSession
    layout: TableLayout
    lanes: Lanes
    truck: TruckTrack
    hero_panel: HeroPanel
    bonus_hand: BonusHand
    hero_choice: HeroChoice
    event_cards: EventCards
    tray: DiceTray
    undo_button: Button

    @property
    def seen(self) -> OutnumberedView: ...


class TableTips:
    """The tooltips of one table, read from its parts as they are now."""

    def __init__(self, scene: TipSources) -> None:
        self.scene = scene

    @property
    def view(self) -> OutnumberedView:
        return self.scene.seen

    def at(self, pos: Point) -> Tip | None:
        """What is under ``pos``, topmost first (None where nothing needs saying)."""
        scene = self.scene
        if scene.hero_choice.choosing():
            return self._hero_choice(pos)
        if scene.event_cards.open and scene.event_cards.popup.rect().collidepoint(pos):
            return self._event_popup()
        hand = scene.bonus_hand
        if hand.selected is not None and hand.preview_rect().collidepoint(pos):
            return None  # the card shown large says it all
        for find in (self._tray, self._heroes, self._hand, self._undo, self._piles, self._board, self._route):
            tip = find(pos)
            if tip is not None:
                return tip
        return None

    def pieces(self) -> list[Piece]:
        """Every piece the table draws now, each where its tip is asked (``TableFor.drawn_pieces``):
        the heroes to choose, or the board's spaces, barricades and route, the piles, the team, the
        hero's card and power, the bonus cards, the dice tray's numbers and buttons."""
        scene = self.scene
        if scene.hero_choice.choosing():
            return pieces_of("hero to choose", scene.hero_choice.rects())
        layout = scene.layout
        pieces = [Piece(f"space {lane} {row}", rect) for (lane, row), rect in layout.space_rects.items()]
        pieces += pieces_of("barricade", layout.barricade_rects)
        pieces += pieces_of("route stop", layout.route_rects)
        pieces += [Piece(name, layout.zones[name]) for name in PILES if name in layout.zones]
        panel = scene.hero_panel
        pieces += pieces_of("team cell", panel.team_cells())
        card = panel.hero_card_rect()
        if card is not None and HEROES_BY_ID.get(panel.acting_hero() or "") is not None:
            pieces.append(Piece("hero card", card))
        pieces += pieces_of("bonus card", scene.bonus_hand.slots()[: len(scene.bonus_hand.entries())])
        geometry = scene.tray.geometry
        for vid in geometry.model.order:
            rect = geometry.chip_rect(vid)

            def on_top(pos: Point, vid: int = vid) -> bool:
                return geometry.chip_at(pos) == vid and geometry.x2_at(pos) is None

            at = visible_point(rect, on_top)
            if at is not None and scene.tray.value(vid) is not None:
                pieces.append(Piece(f"number {vid}", rect, at))
        controls = scene.tray.controls
        buttons = [
            *controls.op_buttons.values(),
            controls.roll_button,
            controls.end_button,
            controls.hint_button,
            controls.build_button,
            panel.power_button,
            scene.undo_button,
        ]
        pieces += pieces_of("button", (button.rect for button in buttons if button.visible))
        return pieces

    # -- the hero choice and the event card -----------------------------------------------------------

    def _hero_choice(self, pos: Point) -> Tip | None:
        choice = self.scene.hero_choice
        taken = choice.taken_by()
        for hero, rect in zip(HEROES, choice.rects(), strict=False):
            if rect.collidepoint(pos):
                body = _(hero.text) + "\n" + _("Usable once per turn, on a single die.")
                if hero.id in taken:
                    body += "\n" + _("{name} has chosen this hero.").format(
                        name=self.scene.session.seats[taken[hero.id]].name
                    )
                return Tip(_(hero.name), body, rect)
        return None

    def _event_popup(self) -> Tip | None:
        event_id = self.scene.event_cards.popup.content
        card = EVENTS_BY_ID.get(str(event_id))
        if card is None:
            return None
        return Tip(
            _(card.name),
            _(card.text) + "\n" + _("Click the card to close it."),
            self.scene.event_cards.popup.rect(),
        )

    # -- the dice tray ------------------------------------------------------------------------------

    def _tray(self, pos: Point) -> Tip | None:
        tray = self.scene.tray
        geometry = tray.geometry
        controls = tray.controls
        vid = geometry.x2_at(pos)
        if vid is not None:
            return Tip(
                _("Square"),
                _("Multiply this number by itself (x²), when the result is not too big."),
                geometry.x2_rect(vid),
            )
        vid = geometry.chip_at(pos)
        value = tray.value(vid) if vid is not None else None
        if value is not None and vid is not None:
            return self._chip(value, geometry.chip_rect(vid))
        used = self._used_die(pos)
        if used is not None:
            return used
        for op, button in controls.op_buttons.items():
            if button.rect.collidepoint(pos):
                return Tip(*OPERATIONS[op](), button.rect)
        buttons = (
            (
                controls.roll_button,
                _("Roll"),
                _("Throw the dice onto the tray to start your turn (key Space)."),
            ),
            (
                controls.end_button,
                _("End turn"),
                _(
                    "Finish your turn: the truck moves one space on, and on an attack space the villains "
                    "attack. It cannot be taken back."
                ),
            ),
            (
                controls.hint_button,
                _("Hint"),
                _("Show one way to beat the most dangerous villain these numbers can reach."),
            ),
            (controls.build_button, _("Build"), _("Build the formula typed beside it.")),
        )
        for button, title, body in buttons:
            if button.rect.collidepoint(pos):
                return Tip(title, body, button.rect)
        if controls.field.rect.collidepoint(pos):
            return Tip(
                _("Formula"),
                _(
                    "Type a sum with your numbers, such as (4+1)^2 or 6*2-1, and press Enter or Build: "
                    "each die is used once."
                ),
                controls.field.rect,
            )
        zone = tray.rects["dice_tray"]
        if zone.collidepoint(pos):
            return Tip(
                _("Your numbers"),
                _(
                    "Your dice this turn and the numbers built from them. "
                    "Drag one onto another to combine them."
                ),
                zone,
            )
        return None

    def _chip(self, value: ValueView, rect: pygame.Rect) -> Tip:
        number = int(value["number"])
        if value.get("raw"):
            title = _("A die showing {number}").format(number=number)
            body = _("A single die: combine it with another number, square it, or use your hero power on it.")
        else:
            formula = ops.pretty(str(value.get("text") or number))
            title = _("{number}, made as {formula}").format(number=number, formula=formula)
            body = _(
                "A number built from your dice: combine it further, "
                "or drag it onto a villain showing {number}."
            ).format(number=number)
        if value.get("bonus"):
            body += "\n" + _("A bonus power touched it: a villain beaten with it earns no bonus card.")
        return Tip(title, body, rect)

    def _used_die(self, pos: Point) -> Tip | None:
        tray = self.scene.tray
        for die in tray.view.get("dice") or []:
            if not die.get("spent"):
                continue
            state = tray.dice.get(int(die["id"]))
            if state is None:
                continue
            x, y = state.sprite.motion.pos
            rect = pygame.Rect(0, 0, USED_DIE + 6, USED_DIE + 6)
            rect.center = (round(x), round(y))
            if rect.collidepoint(pos):
                return Tip(
                    _("A used die: {number}").format(number=int(die.get("face", 0))),
                    _("This die went into a number this turn; each die is used once."),
                    rect,
                )
        return None

    # -- the heroes' side ---------------------------------------------------------------------------

    def _heroes(self, pos: Point) -> Tip | None:
        panel = self.scene.hero_panel
        button = panel.power_button
        hero_id = panel.acting_hero()
        hero = HEROES_BY_ID.get(hero_id or "")
        if button.visible and button.rect.collidepoint(pos) and hero is not None:
            return Tip(
                _("Use power"),
                _(hero.text) + "\n" + _("Press it (or P), then click the die to use the power on."),
                button.rect,
            )
        card = panel.hero_card_rect()
        if card is not None and card.collidepoint(pos) and hero is not None:
            uses = int(self.view.get("hero_uses_left", 0))
            body = _(hero.text) + "\n" + _("Usable once per turn, on a single die.")
            if self.view.get("phase") == "act":
                body += "\n" + ngettext(
                    "{count} use left this turn.", "{count} uses left this turn.", uses
                ).format(count=uses)
            return Tip(_(hero.name), body, card)
        seat = panel.team_at(pos)
        if seat is not None:
            return self._team_entry(seat, panel.team_cells()[seat])
        return None

    def _team_entry(self, seat: int, rect: pygame.Rect) -> Tip:
        seats = self.scene.session.seats
        heroes = self.view.get("heroes", [])
        hero = HEROES_BY_ID.get((heroes[seat] if seat < len(heroes) else None) or "")
        name = seats[seat].name
        if hero is None:
            return Tip(name, _("Still choosing a hero."), rect)
        count = self.scene.hero_panel.hand_size(seat)
        body = _(hero.text)
        if self.view.get("mode") != "training":
            body += "\n" + ngettext(
                "{count} bonus power card in hand.", "{count} bonus power cards in hand.", count
            ).format(count=count)
        if self.view.get("seat") == seat and not self.scene.session.over:
            body += "\n" + _("Playing now.")
        return Tip(_("{name} · {hero}").format(name=name, hero=_(hero.name)), body, rect)

    # -- the bonus hand -----------------------------------------------------------------------------

    def _hand(self, pos: Point) -> Tip | None:
        hand = self.scene.bonus_hand
        card = hand.card_under(pos)
        if card is None:
            zone = self.scene.layout.zones["bonus_hand"]
            if zone.collidepoint(pos) and self.view.get("mode") != "training":
                return Tip(
                    _("Bonus powers"),
                    _("Beat a villain on a ★ space with your dice to earn a bonus power card."),
                    zone,
                )
            return None
        info = BONUS_BY_KIND.get(card)
        if info is None:
            return None
        when = (
            _("Played on your own turn, once the dice are rolled.")
            if card in DICE_CARDS
            else _("Played on your own turn, before or after rolling.")
        )
        body = _(info.text) + "\n" + when
        if card in hand.legal:
            body += "\n" + _("Click to see it large: nothing is spent until you play it.")
        elif hand.my_turn:
            body += "\n" + hand.why_not(card)
        index = hand.card_at(pos)
        rect = hand.slots()[index] if index is not None else None
        return Tip(_(info.name), body, rect)

    def _undo(self, pos: Point) -> Tip | None:
        button = self.scene.undo_button
        if button.visible and button.rect.collidepoint(pos):
            return Tip(
                _("Take back"),
                _("Undo your last step this turn, until the next roll or card draw (key U)."),
                button.rect,
            )
        return None

    # -- the piles ----------------------------------------------------------------------------------

    def _piles(self, pos: Point) -> Tip | None:
        zones = self.scene.layout.zones
        decks = self.view.get("decks", {})
        mode = self.view.get("mode")
        for name in PILES:
            rect = zones.get(name)
            if rect is None or not rect.collidepoint(pos):
                continue
            if mode == "training" and name in ("bonus_deck", "bonus_discard"):
                return Tip(
                    _("Got through"),
                    _("How many villains got past the open gates in this game. Fewer is better."),
                    zones["bonus_deck"].union(zones["bonus_discard"]),
                )
            if mode != "hero" and name in ("event_deck", "event_discard"):
                both = zones["event_deck"].union(zones["event_discard"])
                if mode == "training":
                    return Tip(
                        _("Best so far"),
                        _("The fewest villains through in a Training game on this computer."),
                        both,
                    )
                return Tip(_("Event cards"), _("They come out only in Hero mode."), both)
            return self._pile(name, decks, rect)
        return None

    def _pile(self, name: str, decks: DecksView, rect: pygame.Rect) -> Tip:
        count = int(decks.get(PILES[name], 0))
        if name == "villain_deck":
            return Tip(
                _("Villain deck"),
                ngettext(
                    "{count} villain still to come: new ones arrive in the top row at every attack.",
                    "{count} villains still to come: new ones arrive in the top row at every attack.",
                    count,
                ).format(count=count),
                rect,
            )
        if name == "villain_discard":
            return Tip(
                _("Beaten villains"),
                ngettext("{count} villain beaten so far.", "{count} villains beaten so far.", count).format(
                    count=count
                ),
                rect,
            )
        if name == "bonus_deck":
            return Tip(
                _("Bonus power deck"),
                ngettext(
                    "{count} card left: beat a villain on a ★ space with your dice to draw one.",
                    "{count} cards left: beat a villain on a ★ space with your dice to draw one.",
                    count,
                ).format(count=count),
                rect,
            )
        if name == "bonus_discard":
            return Tip(
                _("Bonus powers used"),
                ngettext(
                    "{count} bonus power card played so far.",
                    "{count} bonus power cards played so far.",
                    count,
                ).format(count=count),
                rect,
            )
        if name == "event_deck":
            return Tip(
                _("Event deck"),
                ngettext(
                    "{count} event card left: one is drawn at every attack.",
                    "{count} event cards left: one is drawn at every attack.",
                    count,
                ).format(count=count),
                rect,
            )
        last = EVENTS_BY_ID.get(str(self.view.get("last_event")))
        if last is None:
            return Tip(_("Last event"), _("No event card has been drawn yet."), rect)
        return Tip(_("Last event: {name}").format(name=_(last.name)), _(last.text), rect)

    # -- the board ----------------------------------------------------------------------------------

    def _board(self, pos: Point) -> Tip | None:
        layout = self.scene.layout
        lanes = self.scene.lanes
        space = layout.space_at(pos)
        if space is not None:
            lane, row = space
            if not lanes.lane_active(lane):
                return self._closed_lane(lane)
            villain = lanes.villain_at(lane, row)
            if villain is not None:
                return self._villain(villain, lane, row, layout.space_rects[space])
            return self._space(lane, row, layout.space_rects[space])
        for lane, rect in enumerate(layout.barricade_rects):
            if rect.collidepoint(pos):
                if not lanes.lane_active(lane):
                    return self._closed_lane(lane)
                return self._barricade(lane, rect)
        return None

    def _villain(self, villain: VillainView, lane: int, row: int, rect: pygame.Rect) -> Tip:
        value = int(villain.get("value", 0))
        name = _(str(villain.get("name", "")))
        kind = str(villain.get("kind", "minion"))
        lines = [KINDS.get(kind, KINDS["minion"])()]
        steps = ROWS - row
        lines.append(
            ngettext(
                "Lane {lane}: {count} space from the barricade.",
                "Lane {lane}: {count} spaces from the barricade.",
                steps,
            ).format(lane=lane + 1, count=steps)
        )
        lines.append(
            _("Beaten by exactly {value}: make it with your dice and drag it onto the card.").format(
                value=value
            )
        )
        if space_kind(lane, row) is SpaceKind.YELLOW and self.view.get("mode") != "training":
            lines.append(_("On a ★ space: beating it with dice earns a bonus power card."))
        return Tip(_("{name} · {value}").format(name=name, value=value), "\n".join(lines), rect)

    def _space(self, lane: int, row: int, rect: pygame.Rect) -> Tip:
        kind = space_kind(lane, row)
        training = self.view.get("mode") == "training"
        if kind is SpaceKind.YELLOW and not training:
            return Tip(
                _("★ space"),
                _("Beat a villain on this space with your dice to earn a bonus power card."),
                rect,
            )
        if kind is SpaceKind.RED and not training:
            return Tip(
                _("⚠ space"), _("In Hero mode, event cards drop new villains onto the red spaces."), rect
            )
        return Tip(
            _("Lane {lane}").format(lane=lane + 1),
            _("At every attack each villain steps one space down its lane; new ones arrive in the top row."),
            rect,
        )

    def _barricade(self, lane: int, rect: pygame.Rect) -> Tip:
        if self.view.get("mode") == "training":
            return Tip(
                _("Open gate"),
                _(
                    "Training has no barricades: a villain that gets through here is counted. "
                    "Fewer is better."
                ),
                rect,
            )
        if self.scene.lanes.shown_barricades[lane]:
            return Tip(
                _("Barricade"),
                _(
                    "It stops the first villain to reach it (both are removed). Each barricade still "
                    "standing at the end scores 3 points."
                ),
                rect,
            )
        return Tip(
            _("Barricade lost"),
            _(
                "The next villain to reach the bottom of this lane wins the game for Absolute Zero. "
                "The Rebuild bonus power puts the barricade back."
            ),
            rect,
        )

    def _closed_lane(self, lane: int) -> Tip:
        rect = self.scene.layout.lane_rects[lane].union(self.scene.layout.barricade_rects[lane])
        return Tip(_("Not used in Training"), _("Training plays only the three middle lanes."), rect)

    def _route(self, pos: Point) -> Tip | None:
        truck = self.scene.truck
        layout = self.scene.layout
        x, y = truck.pos
        body = pygame.Rect(0, 0, round(layout.route_rects[0].width * 1.6), 50)
        body.center = (round(x), round(y))
        if body.collidepoint(pos):
            return Tip(_("The truck"), self._truck_words(), body)
        position = int(self.view.get("truck", 0))
        for index, rect in enumerate(layout.route_rects):
            if rect.collidepoint(pos):
                return self._stop(index, position, rect)
        return None

    def _truck_words(self) -> str:
        words = _("It carries the Infinity Generator one space along the route after every turn.")
        if self.view.get("final_assault"):
            return words + "\n" + _("It is at Atomix Lab: the villains advance after every turn.")
        turns = self.scene.truck.turns_to_attack()
        if turns is not None:
            words += "\n" + ngettext(
                "The next attack comes after {count} turn.",
                "The next attack comes after {count} turns.",
                turns,
            ).format(count=turns)
        return words

    def _stop(self, index: int, position: int, rect: pygame.Rect) -> Tip:
        stop = self.scene.layout.route_stops[index]
        ahead = index - position
        if stop == "start":
            return Tip(_("Start"), _("The truck with the Infinity Generator starts here."), rect)
        if stop == "lab":
            return Tip(
                _("Atomix Lab"),
                _(
                    "The truck's goal. When it arrives the final assault begins: the villains step down "
                    "after every turn and no new ones arrive. Clear the board to win."
                ),
                rect,
            )
        if stop == "attack":
            title = _("Attack space")
            body = _(
                "When the truck stops here the villains attack: each steps one space down its lane and "
                "new ones arrive in the top row (in Hero mode an event card is drawn too)."
            )
        else:
            title = _("Road")
            body = _("The truck moves one space after every turn; nothing happens on this space.")
        if ahead > 0:
            body += "\n" + ngettext(
                "The truck gets here after {count} turn.", "The truck gets here after {count} turns.", ahead
            ).format(count=ahead)
        return Tip(title, body, rect)


def _add() -> tuple[str, str]:
    return _("Add"), _("Click a number, then +, then a second number: they are added.")


def _subtract() -> tuple[str, str]:
    return _("Subtract"), _(
        "Click a number, then −, then a second number: the second is taken from the first (never below zero)."
    )


def _multiply() -> tuple[str, str]:
    return _("Multiply"), _("Click a number, then ×, then a second number: they are multiplied.")


def _divide() -> tuple[str, str]:
    return _("Divide"), _(
        "Click a number, then ÷, then a second number: "
        "the first is divided by the second, when it divides exactly."
    )


def _square() -> tuple[str, str]:
    return _("Square"), _(
        "Click a number, then x²: it is multiplied by itself (the x² badge on a chip does the same)."
    )


OPERATIONS = {"+": _add, "-": _subtract, "*": _multiply, "/": _divide, "sq": _square}

KINDS = {
    "minion": lambda: _("A minion (a blue card)."),
    "brute": lambda: _("A brute (a purple card): one of Hero mode's bigger numbers."),
    "boss": lambda: _("Absolute Zero, the boss: beating him with dice scores 5 more points."),
}

#: each pile's zone and its count in the view's ``decks``
PILES: dict[
    str, Literal["villains", "villain_discard", "bonus", "bonus_discard", "events", "event_discard"]
] = {
    "villain_deck": "villains",
    "villain_discard": "villain_discard",
    "bonus_deck": "bonus",
    "bonus_discard": "bonus_discard",
    "event_deck": "events",
    "event_discard": "event_discard",
}
