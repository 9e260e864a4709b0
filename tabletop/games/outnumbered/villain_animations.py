"""The Outnumbered table's motion: after a command the view is already new, and the events are
played back as a timeline on what the table *shows* (the villain sprites, the barricades, the
truck), one beat after another: the truck rolls, the villains slide down lane by lane, a breach
shakes its barricade, new villains drop in, an event card pops up and its pushes play out.

Skipping (a click, a key) runs the whole timeline to its end at once; the table then matches the
view exactly.  Every beat goes through :mod:`tabletop.engine.tween`, so the speed setting applies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.i18n import _
from tabletop.engine import tween
from tabletop.engine.sound import Sound
from tabletop.engine.timeline import Beat
from tabletop.engine.tween import Ease, Motion
from tabletop.games.outnumbered import table_art as art
from tabletop.games.outnumbered.rules.board import ROWS
from tabletop.games.outnumbered.rules.content import BONUS_BY_KIND, VILLAINS
from tabletop.games.outnumbered.villain_sprites import Banner, Burst, Flight, VillainSprite

Step = tween.Tween | Callable[[], object]

LANE_STAGGER = 0.13  # seconds between one lane's advance and the next
SLIDE_TIME = 0.4
TRUCK_TIME = 0.7
SHAKE_TIME = 0.5
DEAL_GAP = 0.1
ATTACK_RED = (235, 70, 60)
ASSAULT_RED = (255, 96, 70)
GOOD_GREEN = (110, 230, 140)


def villain_dict(villain_id: str) -> dict[str, Any]:
    v = VILLAINS.get(villain_id)
    if v is None:
        return {"id": villain_id, "value": 0, "kind": "minion", "name": villain_id}
    return {"id": v.id, "value": v.value, "kind": v.kind.value, "name": v.name}


def _vid(raw: Any) -> str:
    return str(raw.get("id")) if isinstance(raw, dict) else str(raw)


class VillainAnimations:
    """The shown board (sprites, barricades, truck) and the timeline that brings it to the view."""

    # -- the shown board at rest --------------------------------------------------------------------

    def _init_board(self) -> None:
        self.sprites: dict[str, VillainSprite] = {}
        self.leaving: list[VillainSprite] = []
        self.bursts: list[Burst] = []
        self.flights: list[Flight] = []
        self.banner: Banner | None = None
        self.shown_barricades: list[bool] = [True] * len(self.barricade_rects)
        self.shakes: dict[int, tween.Tween] = {}
        self.cracks: dict[int, tween.Tween] = {}
        self.flashes: dict[int, tween.Tween] = {}  # lane -> red flash (a breach, an event's drop)
        self.truck = Motion(self.route_center(0))
        self.truck_bounce = tween.Tween(0.0, 0.0, 0.0)
        self.shown_escaped = 0
        self.hidden_hand = 0  # bonus cards still flying to the hand (drawn when they land)

    def _sync_board(self) -> None:
        """Every piece at rest where the view says (no animation)."""
        view = self.view
        keep: dict[str, VillainSprite] = {}
        for lane in view.get("lanes", []):
            for row, villain in enumerate(lane.get("villains", [])):
                if villain is None:
                    continue
                vid = _vid(villain)
                sprite = self.sprites.get(vid) or VillainSprite(
                    dict(villain), self.villain_rect(lane["lane"], row).center, self.villain_size
                )
                sprite.villain = dict(villain)
                sprite.skip()
                sprite.gone = False
                sprite.alpha = tween.Tween(255.0, 255.0, 0.0)
                sprite.pos = self.villain_rect(lane["lane"], row).center
                keep[vid] = sprite
        self.sprites = keep
        self.leaving = []
        self.shown_barricades = [
            bool(lane.get("barricade")) for lane in view.get("lanes", [])
        ] or self.shown_barricades
        self.shakes.clear()
        self.cracks.clear()
        self.truck.set(self.route_center(int(view.get("truck", 0))))
        self.shown_escaped = int(view.get("escaped", 0))
        self.hidden_hand = 0

    def _settle_board(self) -> None:
        """The end of a timeline: anything the events did not move goes where the view says."""
        view = self.view
        wanted: dict[str, tuple[int, int, dict[str, Any]]] = {}
        for lane in view.get("lanes", []):
            for row, villain in enumerate(lane.get("villains", [])):
                if villain is not None:
                    wanted[_vid(villain)] = (int(lane["lane"]), row, villain)
        for vid in list(self.sprites):
            if vid not in wanted:
                sprite = self.sprites.pop(vid)
                sprite.fade_out(0.25)
                self.leaving.append(sprite)
        for vid, (lane, row, villain) in wanted.items():
            goal = self.villain_rect(lane, row).center
            sprite = self.sprites.get(vid)
            if sprite is None:
                sprite = VillainSprite(dict(villain), goal, self.villain_size)
                sprite.drop_in(goal, 80, 0.3)
                self.sprites[vid] = sprite
            elif sprite.motion.target != (float(goal[0]), float(goal[1])):
                sprite.slide_to(goal, 0.3)
        self.shown_barricades = [
            bool(lane.get("barricade")) for lane in view.get("lanes", [])
        ] or self.shown_barricades
        truck = self.route_center(int(view.get("truck", 0)))
        if self.truck.target != (float(truck[0]), float(truck[1])):
            self.truck.to(truck, 0.4)
        self.shown_escaped = int(view.get("escaped", 0))
        self.hidden_hand = 0
        self._base_dirty = True

    # -- events to beats --------------------------------------------------------------------------

    def animate(self, command: Command, events: list[Event]) -> None:
        """Play what ``command`` did as beats on the table's timeline (each event's log line lit in
        turn); the parts read from the view refresh now, the board settles at the end."""
        self._refresh_parts(animated=True)
        self.timeline.finish()
        beats: list[Beat] = []
        previous = ""
        first = self.first_log_index(events)
        for offset, event in enumerate(events):
            steps: list[Step] = []
            if previous == "dealt" and event.kind != "dealt":
                steps.append(tween.wait(0.35))
            steps += self._beats(event)
            beats += _as_beats(steps, first + offset)
            previous = event.kind
        if previous == "dealt" and beats:
            beats[-1].hold += 0.3
        self.play_beats(beats, on_end=self._settle_board)
        if tween.get_speed() == 0:
            self.skip_animations()
        self._base_dirty = True

    def _beats(self, event: Event) -> list[Step]:
        kind, data = event.kind, dict(event.data or {})
        handler = getattr(self, f"_beat_{kind}", None)
        return list(handler(data)) if handler is not None else []

    def _beat_rolled(self, data: dict[str, Any]) -> list[Step]:
        faces = {int(d): int(f) for d, f in zip(data.get("dice", []), data.get("faces", []), strict=False)}

        def roll() -> None:
            self._play(Sound.DICE)
            self.tray.animate_roll(faces)

        return [roll]

    def _beat_hero_power(self, data: dict[str, Any]) -> list[Step]:
        if data.get("power") == "reroll" and data.get("die") is not None and data.get("after") is not None:
            die = self._die_of_value(int(data["die"]))
            if die is not None:
                return [lambda: self.tray.animate_roll({die: int(data["after"])})]
        return []

    def _beat_truck_moved(self, data: dict[str, Any]) -> list[Step]:
        goal = self.route_center(int(data.get("to", 0)))

        def go() -> None:
            self.truck.to(goal, TRUCK_TIME, Ease.IN_OUT_CUBIC)
            self.truck_bounce = tween.Tween(0.0, 1.0, TRUCK_TIME, Ease.LINEAR)

        return [go, tween.wait(TRUCK_TIME + 0.1)]

    def _beat_attack(self, data: dict[str, Any]) -> list[Step]:
        def show() -> None:
            self._play(Sound.FLIP)
            self.banner = Banner(_("Villain attack!"), ATTACK_RED, self.board_rect(), 1.2, 88)

        return [show, tween.wait(0.75)]

    def _beat_final_assault(self, data: dict[str, Any]) -> list[Step]:
        def show() -> None:
            self._play(Sound.LOSS)
            self.banner = Banner(
                _("Final assault!"),
                ASSAULT_RED,
                self.board_rect(),
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
            self._play(Sound.CARD)
            for villain, lane, from_row, to_row in (m[:4] for m in moves):
                vid = _vid(villain)
                lane, from_row, to_row = int(lane), int(from_row), int(to_row)
                sprite = self.sprites.get(vid)
                if sprite is None:
                    sprite = VillainSprite(
                        villain_dict(vid), self.villain_rect(lane, from_row).center, self.villain_size
                    )
                    self.sprites[vid] = sprite
                sprite.slide_to(
                    self.villain_rect(lane, min(to_row, ROWS)).center, SLIDE_TIME, order[lane] * LANE_STAGGER
                )

        return [slide, tween.wait(SLIDE_TIME + LANE_STAGGER * (len(lanes) - 1) + 0.1)]

    def _beat_barricade_lost(self, data: dict[str, Any]) -> list[Step]:
        lane = int(data.get("lane", 0))
        vid = _vid(data.get("villain"))

        def shake() -> None:
            self._play(Sound.LOSS)
            self.shakes[lane] = tween.Tween(0.0, 1.0, SHAKE_TIME, Ease.LINEAR)
            self.flashes[lane] = tween.Tween(1.0, 0.0, 0.8, Ease.OUT_CUBIC)

        def smash() -> None:
            sprite = self.sprites.pop(vid, None)
            if sprite is not None:
                sprite.fade_out(0.35)
                self.leaving.append(sprite)
            self.shown_barricades[lane] = False
            self.cracks[lane] = tween.Tween(0.0, 1.0, 0.45, Ease.OUT_CUBIC)
            self.bursts.append(Burst(self.barricade_rects[lane].center, (255, 150, 90), 0.6, 110))
            self._base_dirty = True

        return [shake, tween.wait(SHAKE_TIME), smash, tween.wait(0.35)]

    def _beat_escaped(self, data: dict[str, Any]) -> list[Step]:
        lane = int(data.get("lane", 0))
        vid = _vid(data.get("villain"))

        def slip() -> None:
            sprite = self.sprites.pop(vid, None)
            if sprite is not None:
                x, y = sprite.motion.pos
                sprite.slide_to((x, y + 90), 0.4, 0.0, Ease.IN_OUT_CUBIC)
                sprite.fade_out(0.4)
                self.leaving.append(sprite)
            self.flashes[lane] = tween.Tween(1.0, 0.0, 0.7, Ease.OUT_CUBIC)
            self.shown_escaped += 1
            self._base_dirty = True

        return [slip, tween.wait(0.4)]

    def _beat_lost(self, data: dict[str, Any]) -> list[Step]:
        lane = int(data.get("lane", 0))

        def breach() -> None:
            self._play(Sound.LOSS)
            self.flashes[lane] = tween.Tween(1.0, 0.25, 1.6, Ease.OUT_CUBIC)
            self.shakes[lane] = tween.Tween(0.0, 1.0, SHAKE_TIME, Ease.LINEAR)
            self.banner = Banner(_("The villains broke through!"), ATTACK_RED, self.board_rect(), 2.0, 80)

        return [breach, tween.wait(1.6)]

    def _beat_dealt(self, data: dict[str, Any]) -> list[Step]:
        return [lambda: self._drop_villain(data), tween.wait(DEAL_GAP)]

    def _beat_event_added(self, data: dict[str, Any]) -> list[Step]:
        def add() -> None:
            self._drop_villain(data, 200)
            self.flashes[int(data.get("lane", 0))] = tween.Tween(0.8, 0.0, 0.7, Ease.OUT_CUBIC)

        return [add, tween.wait(0.3)]

    def _drop_villain(self, data: dict[str, Any], height: float = 150) -> None:
        lane, row = int(data.get("lane", 0)), int(data.get("row", 0))
        vid = _vid(data.get("villain"))
        goal = self.villain_rect(lane, row).center
        sprite = VillainSprite(villain_dict(vid), goal, self.villain_size)
        sprite.drop_in(goal, height)
        self.sprites[vid] = sprite
        self._play(Sound.CARD)

    def _beat_event_drawn(self, data: dict[str, Any]) -> list[Step]:
        event_id = str(data.get("event", ""))
        return [lambda: self._show_event(event_id), tween.wait(1.9)]

    def _beat_defeated(self, data: dict[str, Any]) -> list[Step]:
        vid = _vid(data.get("villain"))
        lane = int(data.get("lane", 0))

        def hit() -> None:
            self._play(Sound.CLICK)
            sprite = self.sprites.pop(vid, None)
            center = (
                sprite.rect.center
                if sprite is not None
                else self.villain_rect(lane, int(data.get("row", 0))).center
            )
            if sprite is not None:
                sprite.knock_off(-1.0 if lane < 2 else 1.0)
                self.leaving.append(sprite)
            colour = (255, 226, 120) if data.get("value") is not None else (150, 210, 255)
            self.bursts.append(Burst(center, colour))

        return [hit, tween.wait(0.25)]

    def _beat_pushed_back(self, data: dict[str, Any]) -> list[Step]:
        vid = _vid(data.get("villain"))
        lane, to_row = int(data.get("lane", 0)), int(data.get("to_row", 0))

        def push() -> None:
            sprite = self.sprites.get(vid)
            if sprite is not None:
                sprite.slide_to(self.villain_rect(lane, to_row).center, 0.45, 0.0, Ease.OUT_BACK)

        return [push, tween.wait(0.45)]

    def _beat_barricade_rebuilt(self, data: dict[str, Any]) -> list[Step]:
        lane = int(data.get("lane", 0))

        def rebuild() -> None:
            self.shown_barricades[lane] = True
            self.cracks.pop(lane, None)
            self.bursts.append(Burst(self.barricade_rects[lane].center, GOOD_GREEN, 0.6, 110))
            self._base_dirty = True

        return [rebuild, tween.wait(0.3)]

    def _beat_bonus_drawn(self, data: dict[str, Any]) -> list[Step]:
        card = str(data.get("card", ""))
        seat = data.get("seat")

        def fly() -> None:
            self._play(Sound.CARD)
            if seat != self._hand_seat():
                return
            slots = self.hand_slots()
            if not slots:
                return
            self.hidden_hand += 1
            goal = slots[-1]
            start = pygame.Rect(0, 0, goal.width, goal.height)
            start.center = self.zones["bonus_deck"].center
            self.flights.append(Flight(art.bonus_card(card), start, goal, 0.55, self._land_bonus))

        return [fly, tween.wait(0.3)]

    def _land_bonus(self) -> None:
        self.hidden_hand = max(0, self.hidden_hand - 1)
        self._base_dirty = True

    def _beat_bonus_played(self, data: dict[str, Any]) -> list[Step]:
        card = str(data.get("card", ""))
        info = BONUS_BY_KIND.get(card)
        if info is None:
            return []

        def show() -> None:
            self._play(Sound.FLIP)
            self.banner = Banner(_(info.name), (255, 214, 90), self.board_rect(), 1.1, 72, _(info.text))

        return [show, tween.wait(0.6)]

    def _beat_won(self, data: dict[str, Any]) -> list[Step]:
        def show() -> None:
            self._play(Sound.WIN)
            title = _("Training complete!") if data.get("score") is None else _("The city is safe!")
            self.banner = Banner(title, GOOD_GREEN, self.board_rect(), 2.0, 96)

        return [show, tween.wait(1.6)]

    # -- the frame ---------------------------------------------------------------------------------

    def _update_board(self, dt: float) -> bool:
        moving = False
        for sprite in self.sprites.values():
            moving = sprite.update(dt) or moving
        if self.leaving:
            for sprite in self.leaving:
                sprite.update(dt)
            self.leaving = [s for s in self.leaving if not s.finished]
            moving = True
        if self.bursts:
            self.bursts = [b for b in self.bursts if b.update(dt)]
            moving = True
        if self.flights:
            self.flights = [f for f in self.flights if f.update(dt)]
            moving = True
        if self.banner is not None:
            if not self.banner.update(dt):
                self.banner = None
            moving = True
        for store in (self.shakes, self.cracks, self.flashes):
            for lane in list(store):
                if not store[lane].update(dt):
                    del store[lane]
                moving = True
        if self.truck.update(dt):
            moving = True
        self.truck_bounce.update(dt)
        return moving

    def animating(self) -> bool:
        return bool(
            self.timeline.playing
            or self.leaving
            or self.bursts
            or self.flights
            or self.banner is not None
            or self.shakes
            or self.truck.busy
            or any(s.busy for s in self.sprites.values())
            or self.tray.animating
        )

    def finish_motion(self) -> None:
        """A beat was skipped: what it set moving arrives now."""
        for sprite in self.sprites.values():
            sprite.skip()
        self.truck.skip()

    def skip_animations(self) -> None:
        self.timeline.finish()
        for sprite in self.sprites.values():
            sprite.skip()
        for flight in self.flights:
            flight.skip()
        self.flights = []
        self.leaving = []
        self.bursts = []
        self.banner = None
        self.shakes.clear()
        self.cracks.clear()
        self.flashes.clear()
        self.truck.skip()
        self.truck_bounce.finish()
        self.tray.skip_animations()
        self._base_dirty = True
        self.dirty = True

    def _play(self, sound: Sound) -> None:
        if self.app is not None:
            self.app.play(sound)

    def _die_of_value(self, value_id: int) -> int | None:
        for value in self.view.get("pool", []):
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
