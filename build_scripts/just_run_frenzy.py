"""Draw Just Run's frenzied scavenge panel headless for 2, 4 and 6 seats, to judge it by eye.

    python build_scripts/just_run_frenzy.py /tmp/jrfrenzyui [--polish]

For each table size: the seats answering (some have, some have not), everyone's answers revealed,
a fight with its fighters choosing their dice, and the fight's dice thrown with the winner lit
(and a tie).  Nothing of the app uses it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from tabletop.core import i18n  # noqa: E402
from tabletop.core.contract import Event  # noqa: E402
from tabletop.engine.race_clock import NS_PER_MS  # noqa: E402
from tabletop.engine.seat_devices import DeviceKind, SeatDevice
from tabletop.games.just_run.rules.commands import FightDice  # noqa: E402
from tabletop.games.just_run.table.frenzy_panel import FrenzyPanel  # noqa: E402
from tests.just_run import frenzy_states as st  # noqa: E402

FLOOR = (22, 24, 26)
SECOND = 1_000 * NS_PER_MS


def devices(players: int) -> list[SeatDevice]:
    """Keyboard zones for the first three, the mouse, a pad, a computer: every kind on show."""
    kinds = [
        SeatDevice(DeviceKind.KEYS, 0),
        SeatDevice(DeviceKind.KEYS, 1),
        SeatDevice(DeviceKind.KEYS, 2),
        SeatDevice(DeviceKind.MOUSE),
        SeatDevice(DeviceKind.PAD),
        SeatDevice(DeviceKind.COMPUTER),
    ]
    if players == 2:
        return [kinds[0], kinds[3]]
    if players == 4:
        return [kinds[0], kinds[1], kinds[3], kinds[5]]
    return kinds


def computers(players: int) -> tuple[int, ...]:
    return () if players == 2 else (players - 1,)


def panel_for(players: int, state: st.State, now: int) -> FrenzyPanel:
    panel = FrenzyPanel(st.seats(players, computers(players)), {}, devices=devices(players))
    panel.set_view(st.rules.view(state, None), 0)
    panel.update(0.0, now)
    return panel


def draw(panel: FrenzyPanel, out: Path, name: str) -> None:
    surface = pygame.Surface((1920, 1080))
    surface.fill(FLOOR)
    panel.draw(surface)
    path = out / f"{name}.png"
    pygame.image.save(surface, str(path))
    print(path)


def table(players: int, out: Path) -> None:
    state = st.frenzied(players, seed=3)
    # some have answered, some not
    half, _ = st.answer(state, {s: s % 2 == 0 for s in range(0, players, 2)})
    draw(panel_for(players, half, 73 * SECOND), out, f"frenzy_{players}_answering")
    # everyone answered: the answers shown, then a fight to choose dice for
    wanting = {s: s < 2 or s == players - 1 for s in range(players)}
    fight, events = st.answer(state, wanting)
    panel = panel_for(players, fight, 150 * SECOND)
    panel.show_events(events)
    draw(panel, out, f"frenzy_{players}_reveal")
    panel.skip()
    panel.update(0.0, 151 * SECOND)
    draw(panel, out, f"frenzy_{players}_fight_choosing")
    # the fighters choose: the dice roll, the winner is lit
    dice_events = []
    after = fight
    for seat in (0, 1, players - 1):
        if seat in after.fighters and seat in [s for s in range(players)]:
            after, more = st.rules.apply(after, FightDice(seat, 2 if seat == 0 else 1, False))
            dice_events += more
    panel.set_view(st.rules.view(after, None), 152 * SECOND)
    panel.show_events(dice_events)
    while panel.moments and panel.moments[0].kind != "fight":
        panel.moments.pop(0)
    panel._start_moment()
    panel.update(2.0, 154 * SECOND)
    draw(panel, out, f"frenzy_{players}_fight_dice")
    # a tie as the book's "Another tie": Max rolls a 6, Charlie a 2 and a 6
    fighters = [
        {"seat": 0, "dice": [6], "gave_up": False, "dice_left": 2},
        {"seat": 1, "dice": [2, 6], "gave_up": False, "dice_left": 2},
    ]
    tie = Event(
        "scavenge_fight",
        "",
        data={
            "card": after.discarded[-1] if after.discarded else 0,
            "fighters": fighters,
            "winner": None,
            "die": None,
        },
    )
    panel.skip()
    panel.show_events([tie])
    panel.update(2.0, 156 * SECOND)
    draw(panel, out, f"frenzy_{players}_fight_tie")
    # the last half minute, paused
    panel = panel_for(players, state, 280 * SECOND)
    panel.pause(280 * SECOND)
    draw(panel, out, f"frenzy_{players}_paused_low_time")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--polish", action="store_true")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    pygame.display.set_mode((1, 1))
    if args.polish:
        i18n.set_language("pl")
    for players in (2, 4, 6):
        table(players, args.out)


if __name__ == "__main__":
    main()
