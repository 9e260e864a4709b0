"""The Outnumbered table's motion: after a command the view is already new, and its events are
played back as beats on the table's timeline, on what the table *shows* (the villains, the
barricades, the truck, the hand, the tray), one after another: the truck rolls, the villains
slide down lane by lane, a breach shakes its barricade, new villains drop in, an event card pops
up and its pushes play out.

Skipping (a click, a key) runs the whole timeline to its end at once; the table then matches the
view exactly.  Every beat goes through :mod:`tabletop.engine.tween`, so the speed setting applies.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tabletop.core.contract import Event
from tabletop.core.i18n import _
from tabletop.engine import tween
from tabletop.engine.flight import Flights
from tabletop.engine.sound import Sound
from tabletop.engine.timeline import Beat
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND
from tabletop.games.outnumbered.rules.view import OutnumberedView
from tabletop.games.outnumbered.table.bonus_hand import BonusHand
from tabletop.games.outnumbered.table.event_cards import EventCards
from tabletop.games.outnumbered.table.lanes import LANE_STAGGER, SHAKE_TIME, SLIDE_TIME, Lanes
from tabletop.games.outnumbered.table.tray import DiceTray
from tabletop.games.outnumbered.table.truck_track import TRUCK_TIME, TruckTrack

Step = tween.Tween | Callable[[], object]

DEAL_GAP = 0.1
ATTACK_RED = (235, 70, 60)
ASSAULT_RED = (255, 96, 70)
GOOD_GREEN = (110, 230, 140)


class EventBeats:
    """Turns a command's events into beats that move the table's parts."""

    def __init__(
        self,
        *,
        lanes: Lanes,
        truck: TruckTrack,
        bonus_hand: BonusHand,
        event_cards: EventCards,
        tray: DiceTray,
        flights: Flights,
        play: Callable[[Sound], None],
        changed: Callable[[], None],
    ) -> None:
        self.lanes = lanes
        self.truck = truck
        self.bonus_hand = bonus_hand
        self.event_cards = event_cards
        self.tray = tray
        self.flights = flights
        self.play = play
        self.changed = changed  # what the still layer shows changed

    def beats(self, view: OutnumberedView, events: Iterable[Event], first: int) -> list[Beat]:
        """The beats for ``events`` (the ``first`` at that index of the log), in order: each
        event's log line is lit while its beats play; dealt villains drop in one after another."""
        beats: list[Beat] = []
        previous = ""
        for offset, event in enumerate(events):
            steps: list[Step] = []
            if previous == "dealt" and event.kind != "dealt":
                steps.append(tween.wait(0.35))
            steps += self._steps(view, event)
            beats += _as_beats(steps, first + offset)
            previous = event.kind
        if previous == "dealt" and beats:
            beats[-1].hold += 0.3
        return beats

    def _steps(self, view: OutnumberedView, event: Event) -> list[Step]:
        kind, data = event.kind, dict(event.data or {})
        if kind == "hero_power":
            return self._hero_power(view, data)
        handler = getattr(self, f"_beat_{kind}", None)
        return list(handler(data)) if handler is not None else []

    def _beat_rolled(self, data: dict[str, Any]) -> list[Step]:
        faces = {int(d): int(f) for d, f in zip(data.get("dice", []), data.get("faces", []), strict=False)}

        def roll() -> None:
            self.play(Sound.DICE)
            self.tray.animate_roll(faces)

        return [roll]

    def _hero_power(self, view: OutnumberedView, data: dict[str, Any]) -> list[Step]:
        if data.get("power") == "reroll" and data.get("die") is not None and data.get("after") is not None:
            die = _die_of_value(view, int(data["die"]))
            if die is not None:
                return [lambda: self.tray.animate_roll({die: int(data["after"])})]
        return []

    def _beat_truck_moved(self, data: dict[str, Any]) -> list[Step]:
        to = int(data.get("to", 0))
        return [lambda: self.truck.drive_to(to), tween.wait(TRUCK_TIME + 0.1)]

    def _beat_attack(self, data: dict[str, Any]) -> list[Step]:
        def show() -> None:
            self.play(Sound.FLIP)
            self.lanes.show_banner(_("Villain attack!"), ATTACK_RED, 1.2, 88)

        return [show, tween.wait(0.75)]

    def _beat_final_assault(self, data: dict[str, Any]) -> list[Step]:
        def show() -> None:
            self.play(Sound.LOSS)
            self.lanes.show_banner(
                _("Final assault!"),
                ASSAULT_RED,
                2.2,
                104,
                _("The truck is at the lab: the villains advance after every turn."),
            )

        return [show, tween.wait(1.5)]

    def _beat_advanced(self, data: dict[str, Any]) -> list[Step]:
        moves = [m for m in data.get("moves", []) if len(m) >= 4]
        if not moves:
            return []
        lanes = sorted({int(m[1]) for m in moves})
        order = {lane: i for i, lane in enumerate(lanes)}

        def slide() -> None:
            self.play(Sound.CARD)
            self.lanes.advance(
                [
                    (villain, int(lane), int(from_row), int(to_row))
                    for villain, lane, from_row, to_row in (m[:4] for m in moves)
                ],
                order,
            )

        return [slide, tween.wait(SLIDE_TIME + LANE_STAGGER * (len(lanes) - 1) + 0.1)]

    def _beat_barricade_lost(self, data: dict[str, Any]) -> list[Step]:
        lane = int(data.get("lane", 0))
        villain = data.get("villain")

        def shake() -> None:
            self.play(Sound.LOSS)
            self.lanes.shake(lane)
            self.lanes.flash(lane, 1.0, 0.0, 0.8)

        def smash() -> None:
            self.lanes.smash_barricade(lane, villain)
            self.changed()

        return [shake, tween.wait(SHAKE_TIME), smash, tween.wait(0.35)]

    def _beat_escaped(self, data: dict[str, Any]) -> list[Step]:
        lane = int(data.get("lane", 0))
        villain = data.get("villain")

        def slip() -> None:
            self.lanes.slip_away(lane, villain)
            self.changed()

        return [slip, tween.wait(0.4)]

    def _beat_lost(self, data: dict[str, Any]) -> list[Step]:
        lane = int(data.get("lane", 0))

        def breach() -> None:
            self.play(Sound.LOSS)
            self.lanes.flash(lane, 1.0, 0.25, 1.6)
            self.lanes.shake(lane)
            self.lanes.show_banner(_("The villains broke through!"), ATTACK_RED, 2.0, 80)

        return [breach, tween.wait(1.6)]

    def _beat_dealt(self, data: dict[str, Any]) -> list[Step]:
        return [lambda: self._drop_villain(data), tween.wait(DEAL_GAP)]

    def _beat_event_added(self, data: dict[str, Any]) -> list[Step]:
        def add() -> None:
            self._drop_villain(data, 200)
            self.lanes.flash(int(data.get("lane", 0)), 0.8, 0.0, 0.7)

        return [add, tween.wait(0.3)]

    def _drop_villain(self, data: dict[str, Any], height: float = 150) -> None:
        self.lanes.drop_villain(
            data.get("villain"), int(data.get("lane", 0)), int(data.get("row", 0)), height
        )
        self.play(Sound.CARD)

    def _beat_event_drawn(self, data: dict[str, Any]) -> list[Step]:
        event_id = str(data.get("event", ""))
        return [lambda: self.event_cards.show(event_id), tween.wait(1.9)]

    def _beat_defeated(self, data: dict[str, Any]) -> list[Step]:
        villain = data.get("villain")
        lane = int(data.get("lane", 0))

        def hit() -> None:
            self.play(Sound.CLICK)
            colour = (255, 226, 120) if data.get("value") is not None else (150, 210, 255)
            self.lanes.knock_off(villain, lane, int(data.get("row", 0)), colour)

        return [hit, tween.wait(0.25)]

    def _beat_pushed_back(self, data: dict[str, Any]) -> list[Step]:
        villain = data.get("villain")
        lane, to_row = int(data.get("lane", 0)), int(data.get("to_row", 0))
        return [lambda: self.lanes.push_back(villain, lane, to_row), tween.wait(0.45)]

    def _beat_barricade_rebuilt(self, data: dict[str, Any]) -> list[Step]:
        lane = int(data.get("lane", 0))

        def rebuild() -> None:
            self.lanes.rebuild(lane, GOOD_GREEN)
            self.changed()

        return [rebuild, tween.wait(0.3)]

    def _beat_bonus_drawn(self, data: dict[str, Any]) -> list[Step]:
        card = str(data.get("card", ""))
        seat = data.get("seat")

        def fly() -> None:
            self.play(Sound.CARD)
            self.bonus_hand.fly_in(card, seat, self.flights)

        return [fly, tween.wait(0.3)]

    def _beat_bonus_played(self, data: dict[str, Any]) -> list[Step]:
        info = BONUS_BY_KIND.get(str(data.get("card", "")))
        if info is None:
            return []

        def show() -> None:
            self.play(Sound.FLIP)
            self.lanes.show_banner(_(info.name), (255, 214, 90), 1.1, 72, _(info.text))

        return [show, tween.wait(0.6)]

    def _beat_won(self, data: dict[str, Any]) -> list[Step]:
        def show() -> None:
            self.play(Sound.WIN)
            title = _("Training complete!") if data.get("score") is None else _("The city is safe!")
            self.lanes.show_banner(title, GOOD_GREEN, 2.0, 96)

        return [show, tween.wait(1.6)]


def _die_of_value(view: OutnumberedView, value_id: int) -> int | None:
    for value in view.get("pool", []):
        if int(value.get("id", -1)) == value_id and value.get("dice"):
            return int(value["dice"][0])
    return value_id


def _as_beats(steps: list[Step], log_index: int) -> list[Beat]:
    """An event's steps (callbacks and waits) as beats: each callback starts a beat that holds
    for the waits after it (waits before the first callback hold an empty beat)."""
    beats: list[Beat] = []
    for step in steps:
        if isinstance(step, tween.Tween):
            if not beats:
                beats.append(Beat(None, 0.0, log_index))
            beats[-1].hold += step.duration
        else:
            beats.append(Beat(step, 0.0, log_index))
    return beats
