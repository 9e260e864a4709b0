"""Every piece of the Fugitive table explains itself: what a resting pointer (or a long press)
over a pile, a hideout, a sprint card, a notepad number, a hand card, a panel or a button shows.

The tips are the rules at hand, in the player's language, and they read the seat's view only
(through the same components that draw it), so a face-down hideout's tip for the Marshal says
what she may know of it, never its number.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.engine.piles import PileSprite
from tabletop.engine.table_contract import Piece, pieces_of, visible_point
from tabletop.engine.tooltip import Tip
from tabletop.games.fugitive.rules.cards import DECK_RANGES
from tabletop.games.fugitive.rules.view import HideoutView, PendingView
from tabletop.games.fugitive.table import art as ts
from tabletop.games.fugitive.table.action_bar import ActionBar
from tabletop.games.fugitive.table.event_popup import role_goal
from tabletop.games.fugitive.table.guessing import Guessing
from tabletop.games.fugitive.table.hand_cards import HandCards
from tabletop.games.fugitive.table.layout import TableLayout
from tabletop.games.fugitive.table.manhunt_offer import ManhuntOffer
from tabletop.games.fugitive.table.notepad import Mark
from tabletop.games.fugitive.table.placing import Placing
from tabletop.games.fugitive.table.seat_view import (
    ESCAPE,
    FUGITIVE,
    GUESS_PHASES,
    MARSHAL,
    PLACE_PHASES,
    SeatView,
)


@dataclass(frozen=True)
class TipSources:
    """The parts of the table a tip reads: the view on screen and the pieces drawn from it."""

    seen: SeatView
    layout: TableLayout
    geometry: ts.RowGeometry
    piles: Sequence[PileSprite]
    hand: HandCards
    guessing: Guessing
    placing: Placing
    action_bar: ActionBar
    offer: ManhuntOffer
    seat_role: Callable[[int], str]


def tip_at(sources: TipSources, pos: tuple[int, int]) -> Tip | None:
    """The tip for whatever is under ``pos`` (None over bare felt)."""
    for find in (_button, _hand_card, _pile, _row, _notepad, _panels, _other_hand):
        tip = find(sources, pos)
        if tip is not None:
            return tip
    return None


def drawn_pieces(src: TipSources) -> list[Piece]:
    """Every piece of the table drawn from the view on screen, each with a point only it covers
    (``TableFor.drawn_pieces``): the piles, the row's hideouts and sprint cards, the hand, the
    notepad's numbers, the other hand and the buttons."""
    seen = src.seen
    pieces = pieces_of("pile", (pile.rect for pile in src.piles))
    hideouts = seen.hideouts()
    shown = len(hideouts) + (1 if seen.pending() is not None else 0)
    pieces += pieces_of("hideout", src.geometry.cells[: min(shown, len(src.geometry.cells))])
    for card, sprite in src.hand.sprites.items():
        area = pygame.Rect(sprite.rect)

        def on_top(pos: tuple[int, int], card: int = card) -> bool:
            return src.hand.card_at(pos) == card

        at = visible_point(area, on_top)
        if at is not None:
            pieces.append(Piece(f"hand card {card}", area, at))
    pad = src.guessing.notepad
    pieces += [Piece(f"notepad number {n}", pad.cell_rect(n)) for n in pad.numbers]
    if seen.viewer is not None:
        pieces.append(Piece("the other hand", src.layout.other_hand_card()))
    buttons = [button for button, _body in src.action_bar.explained()]
    if seen.phase == "manhunt_offer":
        buttons += [button for button, _body in src.offer.explained()]
    pieces += [
        Piece(f"button {src.action_bar.label_of(b)}", pygame.Rect(b.rect)) for b in buttons if b.visible
    ]
    return pieces


def _sentences(*parts: str) -> str:
    return " ".join(part for part in parts if part)


# -- buttons ----------------------------------------------------------------------------------------


def _button(src: TipSources, pos: tuple[int, int]) -> Tip | None:
    for button, body in src.action_bar.explained():
        if button.contains(pos):
            return Tip(src.action_bar.label_of(button), body, pygame.Rect(button.rect))
    if src.seen.phase == "manhunt_offer":
        for button, body in src.offer.explained():
            if button.contains(pos):
                return Tip(src.offer.label_of(button), body, pygame.Rect(button.rect))
    return None


# -- the piles --------------------------------------------------------------------------------------


def _pile(src: TipSources, pos: tuple[int, int]) -> Tip | None:
    seen = src.seen
    for deck, pile in enumerate(src.piles, start=1):
        if not pile.rect.collidepoint(pos):
            continue
        low, high = DECK_RANGES[deck]
        title = _("Pile {deck}: cards {low}–{high}").format(deck=deck, low=low, high=high)
        count = seen.deck_count(deck)
        specials = seen.view.get("special_in_decks", [0, 0, 0])
        events = int(specials[deck - 1]) if deck - 1 < len(specials) else 0
        if count <= 0:
            body = _("This pile is empty.")
        else:
            body = ngettext("{count} card left.", "{count} cards left.", count).format(count=count)
            if events:
                body = _sentences(
                    body,
                    ngettext(
                        "{count} of them is an event card.", "{count} of them are event cards.", events
                    ).format(count=events),
                )
        if seen.pile_legal(deck) and seen.phase == "event_choice":
            body = _sentences(body, _("Dead Drop: click it to take its bottom hideout card."))
        elif seen.pile_legal(deck):
            body = _sentences(body, _("Click it (or press {key}) to draw its top card.").format(key=deck))
        return Tip(title, body, pygame.Rect(pile.rect))
    return None


# -- the row ------------------------------------------------------------------------------------------


def _row(src: TipSources, pos: tuple[int, int]) -> Tip | None:
    geometry = src.geometry
    seen = src.seen
    hideouts = seen.hideouts()
    pending = seen.pending()
    for index, cell in enumerate(geometry.cells):
        if index < len(hideouts):
            hideout = hideouts[index]
            if cell.collidepoint(pos):
                return Tip(*_hideout(src, index, hideout), pygame.Rect(cell))
            tip = _sprint_cards(src, index, hideout.get("sprint_cards"), int(hideout.get("sprints", 0)), pos)
            if tip is not None:
                return tip
            if index > 0 and geometry.label_rect(index).collidepoint(pos) and hideout.get("card") is None:
                return Tip(*_hideout(src, index, hideout), geometry.label_rect(index))
        elif index == len(hideouts) and pending is not None:
            if cell.collidepoint(pos):
                return Tip(*_pending(seen, pending), pygame.Rect(cell))
            tip = _sprint_cards(src, index, pending.get("sprint_cards"), int(pending.get("sprints", 0)), pos)
            if tip is not None:
                return tip
        elif (
            index == len(hideouts) and seen.show_next_slot() and geometry.place_rect(index).collidepoint(pos)
        ):
            if seen.fugitive_acting() and seen.phase in PLACE_PHASES:
                body = _("Your next hideout goes here: drag a card from your hand onto it.")
            else:
                body = _("The Fugitive's next hideout goes here.")
            return Tip(_("Next hideout"), body, geometry.place_rect(index))
    return None


def _hideout(src: TipSources, index: int, hideout: HideoutView) -> tuple[str, str]:
    seen = src.seen
    card = hideout["card"]
    count = hideout["sprints"]
    turn = hideout["turn"]
    revealed = hideout["revealed"]
    if index == 0:
        return _("Start: card 0"), _(
            "Where the Fugitive sets out. His first hideout is 1, 2 or 3 (or further with sprint cards)."
        )
    placed = _("Placed on turn {turn}.").format(turn=turn) if turn else ""
    sprints = (
        ngettext("{count} sprint card lies under it.", "{count} sprint cards lie under it.", count).format(
            count=count
        )
        if count
        else _("No sprint cards under it.")
    )
    if card is None:
        span = src.guessing.ranges[index] if index < len(src.guessing.ranges) else None
        known = ""
        if span is not None and src.guessing.notepad.assist:
            low, high = span
            known = (
                _("What the table knows: it is {number}.").format(number=low)
                if low == high
                else _("What the table knows: its number is from {low} to {high}.").format(low=low, high=high)
            )
        action = _("Guess its number on the notepad to turn it over.") if seen.viewer == MARSHAL else ""
        return (
            _("Face-down hideout, place {place} in the row").format(place=index),
            _sentences(placed, sprints, known, action),
        )
    number = card
    if number == ESCAPE:
        state = _("The escape: with it down the Fugitive gets away, unless a manhunt catches him.")
    elif revealed:
        state = _("Found: the Marshal turned it face up.")
    elif seen.phase == "over":
        state = _("Never found by the Marshal.")
    else:
        state = _("Still face down: the Marshal has not found it.")
    value = seen.sprint_of(number)
    worth = _("As a card it sprints +{value}; as a hideout it does not.").format(value=value) if value else ""
    return _("Hideout {number}").format(number=number), _sentences(state, placed, sprints, worth)


def _pending(seen: SeatView, pending: PendingView) -> tuple[str, str]:
    card = pending["card"]
    needed = pending["needed"]
    count = pending["sprints"]
    if card is None:
        return _("A hideout being placed"), ngettext(
            "The Fugitive is placing a hideout here: {count} sprint card so far.",
            "The Fugitive is placing a hideout here: {count} sprint cards so far.",
            count,
        ).format(count=count)
    title = _("New hideout {card}").format(card=card)
    if needed is not None and needed > 0:
        body = _(
            "It needs sprint +{count} more: drop cards from your hand on it, each adds its sprint value."
        ).format(count=needed)
    else:
        body = _("It is in reach: press Confirm hideout, or add more sprint cards to bluff.")
    return title, body


def _sprint_cards(src: TipSources, index: int, cards: object, count: int, pos: tuple[int, int]) -> Tip | None:
    geometry = src.geometry
    cell = geometry.cells[index]
    if isinstance(cards, list) and cards:
        layout = ts.sprint_layout(geometry, index, [ts.chip_width(int(c)) for c in cards])
        for rect, card in zip(layout.rects, cards, strict=False):
            shown = rect.clip(pygame.Rect(rect.left, cell.bottom, rect.width, rect.bottom - cell.bottom))
            if shown.collidepoint(pos) or (rect.top > cell.bottom and rect.collidepoint(pos)):
                value = src.seen.sprint_of(int(card))
                return Tip(
                    _("Sprint card {card}: +{value}").format(card=card, value=value),
                    _("Put under this hideout, it let it be {value} further from the one before.").format(
                        value=value
                    ),
                    pygame.Rect(rect),
                )
        return None
    if count:
        strip = geometry.strip_rect(index)
        visible = pygame.Rect(strip.left, cell.bottom, strip.width, strip.bottom - cell.bottom)
        if visible.collidepoint(pos):
            return Tip(
                ngettext("{count} sprint card, face down", "{count} sprint cards, face down", count).format(
                    count=count
                ),
                _(
                    "Each lets this hideout be 1 or 2 further from the one before; which cards they are "
                    "shows when the hideout is found."
                ),
                visible,
            )
    return None


# -- the notepad -----------------------------------------------------------------------------------------


def _notepad(src: TipSources, pos: tuple[int, int]) -> Tip | None:
    pad = src.guessing.notepad
    if not pad.rect.collidepoint(pos):
        return None
    if pad.interactive and pad.assist_rect.collidepoint(pos):
        return Tip(
            _("Assist"),
            _(
                "Prints what the table knows: found hideouts in green, your cards in grey, numbers that "
                "cannot be a hideout shaded, and how likely each other number is."
            ),
            pygame.Rect(pad.assist_rect),
        )
    if pad.interactive and pad.pencil_rect.collidepoint(pos):
        return Tip(
            _("Pencil"),
            _("While it is on, a click crosses a number out or circles it instead of picking it."),
            pygame.Rect(pad.pencil_rect),
        )
    number = pad.cell_at(pos)
    if number is not None:
        return Tip(_("Number {number}").format(number=number), _cell(src, number), pad.cell_rect(number))
    if pad.interactive:
        return Tip(
            _("Marshal's notepad"),
            _(
                "The numbers 1 to 41. When it is time to guess, click numbers to build the guess. A "
                "right-click (or the pencil) crosses a number out or circles it: your own notes, kept "
                "with the game and shown only to you."
            ),
            pygame.Rect(pad.rect),
        )
    return Tip(
        _("What the Marshal knows"),
        _("Green: hideouts she found. Red: numbers she guessed alone and missed. Her own notes stay hers."),
        pygame.Rect(pad.rect),
    )


def _cell(src: TipSources, number: int) -> str:
    pad = src.guessing.notepad
    facts = pad.facts
    seen = src.seen
    her = seen.viewer == MARSHAL
    parts: list[str] = []
    if number in pad.selected:
        parts.append(_("In the guess you are building."))
    if number in facts.found:
        parts.append(_("Found: it is face up in the row."))
    if pad.private and number in facts.held:
        parts.append(_("In your hand, so it is not a hideout."))
    for guess in seen.view.get("guesses", []):
        numbers = [int(n) for n in guess.get("numbers", [])]
        if guess.get("hit") or number not in numbers:
            continue
        turn = int(guess.get("turn", 0))
        if len(numbers) == 1:
            parts.append(
                (
                    _("You guessed it alone on turn {turn}: nothing was found then.")
                    if her
                    else _("The Marshal guessed it alone on turn {turn}: nothing was found then.")
                ).format(turn=turn)
            )
        else:
            parts.append(
                _(
                    "Named in a guess that found nothing on turn {turn} ({numbers}): not all of those "
                    "were hideouts."
                ).format(turn=turn, numbers=", ".join(map(str, numbers)))
            )
    if pad.assist and her and number not in facts.found:
        if number in facts.ruled_out:
            parts.append(_("Ruled out: it cannot be any face-down hideout now."))
        elif pad.shows_chance(number):
            chance = min(100, round(facts.chances.get(number, 0.0) * 100))
            parts.append(_("Chance it is a face-down hideout: {percent}%.").format(percent=chance))
    if pad.private:
        mark = pad.notes.mark(number)
        if mark is Mark.CROSSED:
            parts.append(_("You crossed it out."))
        elif mark is Mark.CIRCLED:
            parts.append(_("You circled it."))
    if not parts:
        parts.append(_("Nothing is known about it yet."))
    return _sentences(*parts)


# -- the hands -------------------------------------------------------------------------------------------


def _hand_card(src: TipSources, pos: tuple[int, int]) -> Tip | None:
    if not src.hand.rect.collidepoint(pos):
        return None
    card = src.hand.card_at(pos)
    if card is None:
        return None
    seen = src.seen
    value = seen.sprint_of(card)
    area = pygame.Rect(src.hand.sprites[card].rect)
    if card == ESCAPE:
        title = _("Card 42: the escape")
    else:
        title = _("Card {card} · sprint +{value}").format(card=card, value=value)
    if seen.viewer == MARSHAL:
        return Tip(title, _("You hold it, so it is not a hideout: your notepad shows it in grey."), area)
    phase = seen.phase
    if seen.fugitive_acting() and phase in PLACE_PHASES:
        if card in seen.playable():
            body = _("It can be your next hideout now: drag it to the glowing slot.")
        else:
            body = src.placing.why_not(card)
    elif seen.fugitive_acting() and phase == "placing":
        if card == ESCAPE or seen.no_sprint():
            body = src.placing.why_not(card)
        else:
            body = _("Drop it on the new hideout as a sprint card: +{value}.").format(value=value)
    elif card == ESCAPE:
        body = _("Play it as a hideout when it is in reach to escape. It never sprints.")
    else:
        body = _("Under a new hideout it lets that hideout be {value} further.").format(value=value)
    return Tip(title, body, area)


def _other_hand(src: TipSources, pos: tuple[int, int]) -> Tip | None:
    rect = src.layout.other_hand_card()
    seen = src.seen
    if seen.viewer is None or not rect.inflate(20, 60).collidepoint(pos):
        return None
    other = MARSHAL if seen.viewer == FUGITIVE else FUGITIVE
    count = int(seen.view.get("hand_counts", {}).get(str(other), 0))
    title = _("{role}'s hand").format(role=_(src.seat_role(other)))
    held = ngettext("{count} card, hidden from you.", "{count} cards, hidden from you.", count).format(
        count=count
    )
    if other == MARSHAL:
        more = _("Her cards are numbers she knows are not hideouts.")
    else:
        more = _("His cards: future hideouts and sprint cards.")
    return Tip(title, _sentences(held, more), rect.inflate(20, 60))


# -- the panels ------------------------------------------------------------------------------------------


def _panels(src: TipSources, pos: tuple[int, int]) -> Tip | None:
    zones = src.layout.zones
    seen = src.seen
    view = seen.view
    events = zones["event_area"]
    if events.collidepoint(pos):
        last = view.get("last_event")
        if last is not None:
            helps = {"fugitive": _("It helps the Fugitive."), "marshal": _("It helps the Marshal.")}.get(
                str(last.get("helps", "")), _("It helps whoever draws it.")
            )
            return Tip(
                _("Last event: {name}").format(name=_(last["name"])),
                _sentences(_(last["text"]), helps),
                events,
            )
        if view.get("variant", "none") != "none":
            return Tip(
                _("Event cards"),
                _(
                    "Event cards are shuffled into the piles: whoever draws one shows it and it takes effect "
                    "at once. The last one drawn stays here."
                ),
                events,
            )
        title, goal = role_goal(seen.viewer)
        return Tip(title, goal, events)
    bench = zones["pending"]
    if bench.collidepoint(pos):
        return Tip(*_bench(src), bench)
    return None


def _bench(src: TipSources) -> tuple[str, str]:
    seen = src.seen
    pending = seen.pending()
    if seen.viewer == FUGITIVE and pending is not None and pending.get("card") is not None:
        return _pending(seen, pending)
    if seen.viewer == FUGITIVE and seen.last_card() < ESCAPE:
        low, normal, reach = seen.last_card() + 1, seen.normal_reach(), seen.reach()
        body = _("Without sprint cards your next hideout can be from {low} to {normal}.").format(
            low=low, normal=normal
        )
        if seen.no_sprint():
            body = _sentences(body, _("The Roadblock forbids sprint cards this turn."))
        elif reach > normal:
            body = _sentences(
                body,
                _("With sprint cards from your hand under it, up to {reach}.").format(reach=reach),
            )
        return _("Next hideout"), _sentences(body, _("Drop a card here or on the glowing slot to place it."))
    if seen.viewer == MARSHAL and seen.phase in GUESS_PHASES and seen.acting():
        return _("Your guess"), _(
            "The numbers you picked on the notepad. Several numbers are all turned over only if every "
            "one is a face-down hideout; one wrong and none is."
        )
    return _("The row so far"), _(
        "How many hideouts are still face down, the highest one found, and how many cards the Fugitive holds."
    )
