"""Draw Just Run's table panels headless for realistic moments of a game, to judge them by eye.

    python build_scripts/just_run_panels.py /tmp/jrpanels [--polish]

Each panel is drawn on a 1920x1080 canvas the colour of the table (the board is another
helper's), one PNG per moment: the item cards, the inventory strip (at rest, a card selected,
a card dragged over its partner, free actions only), the calm draft and the gear-up step, a fight
with its dice paired, the zombie turn's narration and the room and door menus.  Nothing of the
app uses it.
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
from tabletop.engine import tween  # noqa: E402
from tabletop.engine.intents import Click, Drag, Hover, PickUp  # noqa: E402
from tests.just_run import panel_states as ps  # noqa: E402

FLOOR = (22, 24, 26)


def canvas() -> pygame.Surface:
    surface = pygame.Surface((1920, 1080))
    surface.fill(FLOOR)
    for x in range(0, 1920, 160):  # a faint grid where the board would be
        pygame.draw.line(surface, (30, 32, 34), (x, 0), (x, 780))
    for y in range(0, 780, 160):
        pygame.draw.line(surface, (30, 32, 34), (0, y), (1920, y))
    return surface


def save(surface: pygame.Surface, out: Path, name: str) -> None:
    path = out / f"{name}.png"
    pygame.image.save(surface, str(path))
    print(path)


def inventory(out: Path) -> None:
    from tabletop.games.just_run.table.inventory import InventoryStrip

    state = ps.turn_state()
    strip = InventoryStrip(names=ps.NAMES)
    strip.set_view(ps.view(state), 0, ps.rules.legal_commands(state, 0))
    surface = canvas()
    strip.handle(Hover(strip.cards[1].rect.center))
    strip.draw(surface)
    save(surface, out, "inventory_hover")
    strip.handle(Hover((10, 10)))
    strip.handle(Click(strip.cards[3].rect.center))
    surface = canvas()
    strip.draw(surface)
    save(surface, out, "inventory_selected")
    strip.handle(Click((960, 300)))
    mop = strip.cards[0].rect.center
    strip.handle(PickUp(mop, (mop[0] + 20, mop[1] - 10)))
    strip.handle(Drag(strip.cards[1].rect.center))
    surface = canvas()
    strip.draw(surface)
    save(surface, out, "inventory_combine_drag")
    floor = ps.floor_state()
    strip = InventoryStrip(names=ps.NAMES)
    strip.set_view(ps.view(floor), 0, ps.rules.legal_commands(floor, 0))
    knife = strip.floor[0].rect.center
    strip.handle(PickUp(knife, (knife[0] - 20, knife[1] - 10)))
    strip.handle(Drag((knife[0] - 300, knife[1] - 30)))
    surface = canvas()
    strip.draw(surface)
    save(surface, out, "inventory_floor_pick_up")
    free = ps.turn_state(actions=0)
    strip = InventoryStrip(names=ps.NAMES)
    strip.set_view(ps.view(free), 0, ps.rules.legal_commands(free, 0))
    surface = canvas()
    strip.draw(surface)
    save(surface, out, "inventory_free_actions")


def fight(out: Path) -> None:
    from tabletop.games.just_run.table.fight_panel import FightPanel, looks

    tween.set_speed(1)
    _state, events = ps.fight_events()
    look = looks(events, ps.NAMES)[0]
    panel = FightPanel()
    beats = panel.beats(look)
    for index, beat in enumerate(beats):
        assert beat.start is not None
        beat.start()
        panel.update(0.25 if index == 2 else 5.0)
        surface = canvas()
        panel.draw(surface)
        _caption(surface, beat.caption)
        save(surface, out, f"fight_{index + 1}")
    _state, events = ps.handgun_fight_events()
    panel = FightPanel()
    for beat in panel.beats(looks(events, ps.NAMES)[0]):
        assert beat.start is not None
        beat.start()
        panel.update(5.0)
    surface = canvas()
    panel.draw(surface)
    save(surface, out, "fight_handgun_wear")
    _state, events = ps.zombie_turn_events()
    panel = FightPanel()
    for beat in panel.beats(looks(events, ps.NAMES)[0]):
        assert beat.start is not None
        beat.start()
        panel.update(5.0)
    surface = canvas()
    panel.draw(surface)
    save(surface, out, "fight_zombies_tie")
    tween.set_speed(0)


def _caption(surface: pygame.Surface, line: str) -> None:
    """The line the turn banner would show for the beat on screen."""
    from tabletop.engine import text, theme

    text.draw_text(surface, line, (960, 40), 32, theme.TEXT, "midtop", True, 1800)


def zombies(out: Path) -> None:
    from tabletop.games.just_run.table.zombie_beats import ZombieNarration, narrate

    tween.set_speed(1)
    _state, events = ps.zombie_turn_events()
    lines = narrate(events, ps.NAMES)
    panel = ZombieNarration()
    with_dice = [i for i, x in enumerate(lines) if x.dice]
    wanted = [0, with_dice[0], next(i for i in with_dice if lines[i].step == "move")]
    for n, index in enumerate(wanted):
        panel.show(lines[index])
        panel.update(5.0)
        surface = canvas()
        panel.draw(surface)
        save(surface, out, f"zombie_turn_{n + 1}")
    tween.set_speed(0)


def menus(out: Path) -> None:
    from dataclasses import replace

    from tabletop.games.just_run.table.room_menu import RoomMenu

    state = ps.turn_state()
    menu = RoomMenu()
    menu.open_room(ps.rules.legal_commands(state, 0), ps.view(state), 0, (960, 200))
    menu.handle(Hover(menu.entry_rect(1).center))
    surface = canvas()
    menu.draw(surface)
    save(surface, out, "room_menu")
    ben = replace(state, current=1)
    menu.open_door(ps.rules.legal_commands(ben, 1), ps.view(ben, 1), 1, "n", (960, 200))
    surface = canvas()
    menu.draw(surface)
    save(surface, out, "door_menu")


def draft(out: Path) -> None:
    from tabletop.games.just_run.table.draft_panel import DraftPanel

    state = ps.draft_state()
    panel = DraftPanel(ps.NAMES)
    panel.set_view(ps.view(state, 0), 0, ps.rules.legal_commands(state, 0))
    panel.handle(Click(panel.hand[2].rect.center))
    surface = canvas()
    panel.draw(surface)
    save(surface, out, "draft_pick")
    panel.set_view(ps.view(state, 1), 1, ps.rules.legal_commands(state, 1))
    surface = canvas()
    panel.draw(surface)
    save(surface, out, "draft_waiting")
    state = ps.gear_up_state()
    panel = DraftPanel(ps.NAMES)
    panel.set_view(ps.view(state, 0), 0, ps.rules.legal_commands(state, 0))
    surface = canvas()
    panel.draw(surface)
    save(surface, out, "gear_up")


PANELS = {"draft": draft, "inventory": inventory, "fight": fight, "zombies": zombies, "menus": menus}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--polish", action="store_true")
    parser.add_argument("--only", choices=sorted(PANELS))
    args = parser.parse_args()
    pygame.init()
    tween.set_speed(0)
    i18n.set_language("pl" if args.polish else "en")
    args.out.mkdir(parents=True, exist_ok=True)
    for name, draw in PANELS.items():
        if args.only in (None, name):
            draw(args.out)


if __name__ == "__main__":
    main()
