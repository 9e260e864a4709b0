"""Where the dice tray's chips and dice go when the view changes: chips keep their places and glide
to new slots, a new value appears where the values it was made from stood (and flashes), spent
dice shrink into the used strip, a die a power changed tumbles onto its new face, and a roll
tumbles the dice onto the tray.
"""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.engine.dice import DiceSprite
from tabletop.engine.tween import Ease, Motion, Tween
from tabletop.games.outnumbered.rules.view import ValueView
from tabletop.games.outnumbered.table.tray_geometry import TrayGeometry
from tabletop.games.outnumbered.table.tray_state import (
    FLASH_TIME,
    ROLL_TIME,
    SLIDE_TIME,
    SPRING_TIME,
    TWEAK_TIME,
    USED_DIE,
    ChipState,
    DieState,
    Mode,
    TrayModel,
)


class TrayPlacing:
    """Orders the model's pool and moves its chips and dice (the only part that places them)."""

    def __init__(self, model: TrayModel, geometry: TrayGeometry) -> None:
        self.model = model
        self.geometry = geometry
        #: the chip a combine (or square) landed on: the result appears there
        self.last_target: int | None = None

    # -- a new view -----------------------------------------------------------------------------

    def order_pool(self, pool: list[ValueView], old_pool: dict[int, ValueView]) -> None:
        """Keep chips where they were; a new value takes the place of the values it was made from."""
        model = self.model
        ids = [int(v["id"]) for v in pool]
        old_order = [i for i in model.order if i in old_pool] or list(old_pool)
        kept = [i for i in old_order if i in ids]
        for value in pool:
            vid = int(value["id"])
            if vid in kept:
                continue
            dice = set(int(d) for d in value.get("dice") or [])
            sources = [
                i
                for i in old_order
                if i not in ids and dice & set(int(d) for d in old_pool[i].get("dice") or [])
            ]
            if sources:
                spot = min(old_order.index(i) for i in sources)
                at = (
                    sum(1 for i in kept if old_order.index(i) < spot)
                    if all(i in old_order for i in kept)
                    else len(kept)
                )
                kept.insert(at, vid)
            else:
                kept.append(vid)
        model.order = kept
        by_id = {int(v["id"]): v for v in pool}
        model.pool = [by_id[i] for i in kept]

    def place_everything(self, old_pool: dict[int, ValueView]) -> None:
        model = self.model
        present = {int(v["id"]) for v in model.pool}
        # chips: existing ones glide to their slot; new ones appear where their sources were
        for value in model.pool:
            vid = int(value["id"])
            slot = self.geometry.slot_rect(vid)
            chip = model.chips.get(vid)
            if chip is None:
                start = self._birthplace(value, old_pool) or slot.topleft
                chip = ChipState(Motion(start), dice=tuple(int(d) for d in value.get("dice") or []))
                if old_pool and not value.get("raw"):
                    chip.flash = Tween(1.0, 0.0, FLASH_TIME, Ease.LINEAR)
                model.chips[vid] = chip
            held = model.ui.held
            if (
                not (held is not None and held.id == vid and model.ui.mode is Mode.DRAGGING)
                and chip.motion.target != slot.topleft
            ):
                chip.motion.to(slot.topleft, SLIDE_TIME, Ease.OUT_CUBIC)
        gone = {vid: chip for vid, chip in model.chips.items() if vid not in present}
        for vid in gone:
            del model.chips[vid]
        self._place_dice(gone)

    def _birthplace(self, value: ValueView, old_pool: dict[int, ValueView]) -> tuple[float, float] | None:
        """A new value appears where the chip it was dropped on (or made from) stood."""
        chips = self.model.chips
        dice = set(int(d) for d in value.get("dice") or [])
        target = self.last_target
        if (
            target is not None and target in chips and target not in {int(v["id"]) for v in self.model.pool}
        ) and dice & set(chips[target].dice):
            return chips[target].motion.pos
        for vid, chip in chips.items():
            if (
                vid in old_pool
                and dice & set(chip.dice)
                and vid not in {int(v["id"]) for v in self.model.pool}
            ):
                return chip.motion.pos
        return None

    def die(self, die_id: int, face: int) -> DieState:
        """The die's sprite state, made when first needed (at its resting place)."""
        state = self.model.dice.get(die_id)
        if state is None:
            sprite = DiceSprite(
                self.geometry.die_target(die_id), max(1, face), self.geometry.die_size(), seed=1000 + die_id
            )
            state = DieState(sprite, shown_number=face)
            self.model.dice[die_id] = state
        return state

    def _place_dice(self, gone: dict[int, ChipState]) -> None:
        model, geometry = self.model, self.geometry
        dice = [d for d in model.view.get("dice") or []]
        ids = {int(d["id"]) for d in dice}
        for die_id in [i for i in model.dice if i not in ids]:
            del model.dice[die_id]
        in_value = {int(d): v for v in model.pool for d in v.get("dice") or []}
        used = [d for d in dice if d.get("spent")]
        for die in dice:
            die_id, face = int(die["id"]), int(die.get("face", 1))
            fresh = die_id not in model.dice
            state = self.die(die_id, face)
            sprite = state.sprite
            if die.get("spent"):
                index = used.index(die)
                target = geometry.used_slot(index)
                if sprite.motion.target != (float(target[0]), float(target[1])):
                    source = next((c for c in gone.values() if die_id in c.dice), None)
                    if source is not None and not fresh:
                        w, h = geometry.chip_size()
                        x, y = source.motion.pos
                        sprite.motion.set((x + w / 2, y + h / 2))
                    if fresh:
                        sprite.motion.set(target)
                        sprite.size = USED_DIE
                    else:
                        sprite.motion.to(target, 0.45, Ease.IN_OUT_CUBIC)
                        state.size = Tween(float(sprite.size), float(USED_DIE), 0.45, Ease.IN_OUT_CUBIC)
                sprite.value = sprite.shown = max(1, min(6, face)) if not sprite.rolling else sprite.value
                state.shown_number = face
                continue
            value = in_value.get(die_id)
            target = (
                geometry.slot_rect(int(value["id"])).center
                if value is not None
                else geometry.chip_area().center
            )
            if state.size is None and sprite.size != geometry.die_size() and not sprite.rolling:
                sprite.size = geometry.die_size()
            if sprite.motion.target != (float(target[0]), float(target[1])):
                if fresh:
                    sprite.motion.set(target)
                else:
                    sprite.motion.to(target, SLIDE_TIME, Ease.OUT_CUBIC)
            number = int(value["number"]) if value is not None and value.get("raw") else face
            if number != state.shown_number and not sprite.rolling and not fresh:
                sprite.roll(number, TWEAK_TIME)  # a power changed it: tumble briefly onto the new face
            elif not sprite.rolling:
                sprite.value = sprite.shown = number
            state.shown_number = number

    # -- motion ---------------------------------------------------------------------------------

    def roll(self, faces_by_die_id: Mapping[int, int]) -> None:
        """The rules rolled: these dice tumble onto the tray and land on their faces."""
        area = self.geometry.chip_area()
        for n, (die_id, face) in enumerate(sorted((int(k), int(v)) for k, v in faces_by_die_id.items())):
            state = self.die(die_id, face)
            target = self.geometry.die_target(die_id)
            state.sprite.size = self.geometry.die_size()
            state.size = None
            state.sprite.motion.set((area.left + 30 + n * 24, area.bottom - n * 30))
            state.sprite.motion.to(target, ROLL_TIME, Ease.OUT_CUBIC, delay=0.05 * n)
            state.sprite.roll(face, ROLL_TIME + 0.05 * n)
            state.shown_number = face

    def spring(self, value_id: int) -> None:
        """A chip let go springs back to its slot (from under the pointer when it was held)."""
        chip = self.model.chips.get(value_id)
        held = self.model.ui.held
        if chip is None:
            return
        if held is not None and held.id == value_id:
            chip.motion.set((held.pointer[0] - held.grab[0], held.pointer[1] - held.grab[1]))
        chip.motion.to(self.geometry.slot_rect(value_id).topleft, SPRING_TIME, Ease.OUT_BACK)

    def spring_all(self) -> None:
        for vid, chip in self.model.chips.items():
            if chip.motion.target != self.geometry.slot_rect(vid).topleft:
                chip.motion.to(self.geometry.slot_rect(vid).topleft, SPRING_TIME, Ease.OUT_BACK)

    def update(self, dt: float) -> bool:
        """Advance the chips and dice; True while any moves, rolls, shrinks or flashes."""
        busy = False
        for state in self.model.dice.values():
            busy = state.sprite.update(dt) or busy
            if state.size is not None:
                running = state.size.update(dt)
                state.sprite.size = max(8, round(float(state.size.value)))  # type: ignore[arg-type]
                if not running:
                    state.size = None
                busy = True
        for chip in self.model.chips.values():
            busy = chip.motion.update(dt) or busy
            if chip.flash is not None:
                if not chip.flash.update(dt):
                    chip.flash = None
                busy = True
        return busy

    def skip(self) -> None:
        """Everything arrives at once."""
        for state in self.model.dice.values():
            state.sprite.skip()
            if state.size is not None:
                state.size.finish()
                state.sprite.size = round(float(state.size.value))  # type: ignore[arg-type]
                state.size = None
        for chip in self.model.chips.values():
            chip.motion.skip()
            chip.flash = None
