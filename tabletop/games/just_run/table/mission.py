"""The scenarios' goals and progress in words, from the view alone (All About Scenarios; Extermination;
Memento Mori; Find the Cure; Rescue Mission; The Contagion Variation).

The side panel shows one short line per scenario in play ("Find the Cure: carried by Ben"), who
holds a chopper seat in a competitive game and who is infected; the game-over panel says how each
scenario ended.  Lines are plain strings with a tint, so the scene draws them and the tests read
them without a window.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.engine import text
from tabletop.games.just_run.rules.content import ANTIDOTES
from tabletop.games.just_run.rules.view import JustRunView, SurvivorView

Line = tuple[str, tuple[int, int, int]]

INK = (236, 228, 214)
DIM = (176, 166, 154)
GOOD = (130, 210, 130)
BAD = (226, 92, 76)
CURE = (110, 190, 240)
RESCUE = (250, 210, 60)
INFECTED = (132, 214, 52)
SIZE = text.READABLE
#: the scenarios beyond Get Out, in the order the side panel lists them
EXTRA = ("extermination", "memento_mori", "find_the_cure", "rescue_mission")


def _names(names: Sequence[str], seats: Sequence[int]) -> str:
    return ", ".join(names[s] if s < len(names) else str(s) for s in seats)


def _survivors(view: JustRunView) -> list[SurvivorView]:
    return list(view.get("survivors") or [])


def carries_antidote(survivor: SurvivorView) -> bool:
    return any(
        not item.get("broken") and any(c in ANTIDOTES for c in item.get("cards", ()))
        for item in survivor.get("items") or []
    )


def carries_memento(survivor: SurvivorView) -> bool:
    return any(item.get("type") == "memento" for item in survivor.get("items") or [])


def extra_scenarios(view: JustRunView) -> list[str]:
    chosen = set(view.get("scenarios") or [])
    return [name for name in EXTRA if name in chosen]


def _kills(view: JustRunView, names: Sequence[str]) -> Line:
    quota = int(view.get("kill_quota") or 5)
    counts = ", ".join(
        f"{names[s] if s < len(names) else s} {int(survivor.get('zombie_tokens', 0))}"
        for s, survivor in enumerate(_survivors(view))
    )
    line = _("Extermination: {counts} of {quota} kills").format(counts=counts, quota=quota)
    done = all(int(s.get("zombie_tokens", 0)) >= quota for s in _survivors(view))
    return line, GOOD if done else INK


def _mementos(view: JustRunView, names: Sequence[str]) -> Line:
    carriers = [s for s, survivor in enumerate(_survivors(view)) if carries_memento(survivor)]
    if not carriers:
        return _("Memento Mori: none found yet"), INK
    return _("Memento Mori: carried by {names}").format(names=_names(names, carriers)), GOOD


def _cure(view: JustRunView, names: Sequence[str]) -> Line:
    survivors = _survivors(view)
    carriers = [s for s, survivor in enumerate(survivors) if carries_antidote(survivor)]
    out = [s for s in carriers if survivors[s].get("escaped")]
    if out:
        return _("Find the Cure: out with {names}").format(names=_names(names, out)), GOOD
    if carriers:
        return _("Find the Cure: carried by {names}").format(names=_names(names, carriers)), CURE
    cure = view.get("cure") or {}
    tokens = int(cure.get("tokens", 0) or 0)
    if cure.get("room") is None:
        return _("Find the Cure: find a Lab"), INK
    if tokens:
        return ngettext(
            "Find the Cure: {count} token in the Lab",
            "Find the Cure: {count} tokens in the Lab",
            tokens,
        ).format(count=tokens), CURE
    return _("Find the Cure: no token left"), BAD


def _rescue(view: JustRunView, names: Sequence[str]) -> Line:
    rescuee = view.get("rescuee")
    if not isinstance(rescuee, Mapping):
        return _("Rescue: hidden until row 5 is reached"), INK
    if rescuee.get("escaped"):
        return _("Rescue: the rescuee is out!"), GOOD
    if not rescuee.get("alive", True):
        return _("Rescue: the rescuee is dead"), BAD
    room = rescuee["room"]
    guide = rescuee["guide"]
    line = _("Rescue: row {row}, life {life}, {name} guides").format(
        row=(room["row"] if room is not None else 0) + 1, life=rescuee["body"], name=_names(names, [guide])
    )
    return line, RESCUE


def _infected(view: JustRunView, names: Sequence[str]) -> Line | None:
    if not view.get("contagion"):
        return None
    sick = [
        s
        for s, survivor in enumerate(_survivors(view))
        if survivor.get("infected") and survivor.get("alive", True) and not survivor.get("escaped")
    ]
    if not sick:
        return _("Contagion: nobody is infected"), DIM
    return _("Infected: {names} (1 life a turn)").format(names=_names(names, sick)), BAD


def _chopper(view: JustRunView, names: Sequence[str]) -> Line | None:
    if view.get("mode") != "competitive":
        return None
    seats = int(view.get("chopper_seats") or 0)
    aboard = [s for s, survivor in enumerate(_survivors(view)) if survivor.get("escaped")]
    if not aboard:
        return ngettext(
            "Chopper: {count} seat, none taken", "Chopper: {count} seats, none taken", seats
        ).format(count=seats), DIM
    return _("Chopper {taken} of {seats}: {names}").format(
        names=_names(names, aboard), taken=len(aboard), seats=seats
    ), GOOD


def mission_lines(view: JustRunView, names: Sequence[str]) -> list[Line]:
    """One line per scenario beyond Get Out, then who is infected (The Contagion Variation)."""
    makers = {
        "extermination": _kills,
        "memento_mori": _mementos,
        "find_the_cure": _cure,
        "rescue_mission": _rescue,
    }
    lines = [makers[name](view, names) for name in extra_scenarios(view)]
    sick = _infected(view, names)
    if sick is not None and sick[1] == BAD:
        lines.append(sick)
    return lines


def chopper_line(view: JustRunView, names: Sequence[str]) -> Line | None:
    """Competitive: who holds the chopper's seats (the team panel's last line)."""
    return _chopper(view, names)


def outcome_lines(view: JustRunView, names: Sequence[str]) -> list[Line]:
    """How each scenario ended, for the game-over panel."""
    survivors = _survivors(view)
    out = [s for s, survivor in enumerate(survivors) if survivor.get("escaped")]
    if out:
        line = _("Get Out: {names} got out ({count} of {total})").format(
            names=_names(names, out), count=len(out), total=len(survivors)
        )
    else:
        line = _("Get Out: nobody got out")
    lines: list[Line] = [(line, GOOD if len(out) == len(survivors) else INK)]
    for name in extra_scenarios(view):
        if name == "extermination":
            kills, _tint = _kills(view, names)
            quota = int(view.get("kill_quota") or 5)
            met = all(int(survivors[s].get("zombie_tokens", 0)) >= quota for s in out) and bool(out)
            lines.append((kills, GOOD if met else BAD))
        elif name == "memento_mori":
            carried = [s for s in out if carries_memento(survivors[s])]
            if carried:
                lines.append(
                    (
                        _("Memento Mori: {names} got out with a memento").format(
                            names=_names(names, carried)
                        ),
                        GOOD,
                    )
                )
            else:
                lines.append((_("Memento Mori: no memento got out"), BAD))
        elif name == "find_the_cure":
            cured = [s for s in out if carries_antidote(survivors[s])]
            if cured:
                lines.append(
                    (
                        _("Find the Cure: the Antidote got out with {names}").format(
                            names=_names(names, cured)
                        ),
                        GOOD,
                    )
                )
            elif (view.get("cure") or {}).get("room") is None:
                lines.append((_("Find the Cure: no Lab was found"), BAD))
            else:
                lines.append((_("Find the Cure: no Antidote got out"), BAD))
        elif name == "rescue_mission":
            rescuee = view.get("rescuee")
            if isinstance(rescuee, Mapping) and rescuee.get("escaped"):
                lines.append((_("Rescue: the rescuee got out alive"), GOOD))
            elif isinstance(rescuee, Mapping) and not rescuee.get("alive", True):
                lines.append((_("Rescue: the rescuee died"), BAD))
            elif isinstance(rescuee, Mapping):
                lines.append((_("Rescue: the rescuee never got out"), BAD))
            else:
                lines.append((_("Rescue: the rescuee was never found"), BAD))
    chopper = _chopper(view, names)
    if chopper is not None:
        lines.append(chopper)
    return lines


def goals_text(view: JustRunView) -> str:
    """What each scenario in play asks for, in a sentence each (the side panel's tooltip)."""
    goals = {
        "extermination": _(
            "Extermination: nobody boards the chopper without 5 dead-zombie tokens of their own kills."
        ),
        "memento_mori": _("Memento Mori: carry at least one memento out."),
        "find_the_cure": _(
            "Find the Cure: in a Lab, an action swaps a cure token for an Antidote; "
            "someone must carry one out."
        ),
        "rescue_mission": _(
            "Rescue Mission: the rescuee is found when someone first enters row 5 and must get out "
            "alive; whoever found them guides them last each round."
        ),
    }
    parts = [goals[name] for name in extra_scenarios(view)]
    if view.get("contagion"):
        parts.append(_("Contagion: a bite infects; the infected lose 1 life each turn until an Antidote."))
    if view.get("mode") == "competitive":
        parts.append(_("Competitive: the chopper has seats for half the survivors."))
    return "\n".join(parts)


def wrapped(lines: Sequence[Line], width: int, size: int = SIZE) -> list[Line]:
    """Each line broken to ``width`` at ``size``, keeping its tint."""
    out: list[Line] = []
    for line, tint in lines:
        out += [(part, tint) for part in text.wrap(line, size, width)]
    return out


def panel_height(lines: Sequence[Line], width: int, size: int = SIZE) -> int:
    """The height the side panel's box takes for ``lines`` (0 without any)."""
    if not lines:
        return 0
    return len(wrapped(lines, width - 28, size)) * text.line_height(size) + 16


def draw_lines(
    surface: pygame.Surface,
    lines: Sequence[Line],
    area: pygame.Rect,
    size: int = SIZE,
    anchor: str = "topleft",
) -> int:
    """Draw the lines wrapped into ``area`` from its top (centred when ``anchor`` is midtop); the
    height used."""
    step = text.line_height(size)
    y = area.top
    for part, tint in wrapped(lines, area.w, size):
        if y + step > area.bottom:
            break
        x = area.centerx if anchor == "midtop" else area.left
        text.draw_text(surface, part, (x, y), size, tint, anchor)
        y += step
    return y - area.top
