"""Bonus powers (rulebook, BONUS POWERS): played only on the holder's own turn, now or saved for later.
A villain beaten by a bonus power never earns another card.  The ones that act on dice wait for the
roll; the others may come before it.
"""

from __future__ import annotations

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import is_whole, replaced_at
from tabletop.games.outnumbered.rules.commands import PlayBonus
from tabletop.games.outnumbered.rules.content import ABSOLUTE_ZERO, BONUS_BY_KIND, VILLAINS, BonusKind
from tabletop.games.outnumbered.rules.defeating import remove_villain, villain_on, villains_on_board
from tabletop.games.outnumbered.rules.dice import FACES, roll_face
from tabletop.games.outnumbered.rules.ending import check_win
from tabletop.games.outnumbered.rules.messages import card_param, event, hero_param, villain_param
from tabletop.games.outnumbered.rules.pool import BUILT_IDS, die_value, raw_value, replace, set_face
from tabletop.games.outnumbered.rules.setup import active_lanes
from tabletop.games.outnumbered.rules.state import Die, Phase, State, Value, evolve, rng_for

#: bonus powers that work on the dice (Power Surge through the hero power), so they wait for the
#: roll; only the four that act on the board may come before it (CONTENT.md, Small rulings)
NEEDS_DICE = frozenset(
    {BonusKind.WILD_DIE, BonusKind.EXTRA_DIE, BonusKind.SECOND_WIND, BonusKind.POWER_SURGE}
)
#: the command fields each card reads; the others must keep their "unused" values
_TARGETS: dict[BonusKind, frozenset[str]] = {
    BonusKind.LIGHTNING: frozenset({"lane", "row"}),
    BonusKind.KNOCKOUT: frozenset({"lane", "row"}),
    BonusKind.PUSH_BACK: frozenset({"lane", "row"}),
    BonusKind.REBUILD: frozenset({"lane"}),
    BonusKind.WILD_DIE: frozenset({"die", "face"}),
}
_UNUSED: dict[str, object] = {"lane": -1, "row": -1, "die": -1, "face": 0}
#: Lightning Strike beats villains up to this number
LIGHTNING_MAX = 10


def _card(state: State, command: PlayBonus) -> BonusKind:
    """The card played (in ROLL or ACT), refused when it is not held or given a target it does not use."""
    card = command.card
    if not isinstance(card, str) or card not in BONUS_BY_KIND:
        raise IllegalCommand(N_("There is no bonus power called {card}."), card=card)
    if card not in state.hands[command.seat]:
        raise IllegalCommand(
            N_("You do not hold {card}."),
            about=N_("{seat} does not hold {card}."),
            card="@" + BONUS_BY_KIND[card].name,
        )
    kind = BonusKind(card)
    if kind in NEEDS_DICE and state.phase is Phase.ROLL:
        raise IllegalCommand(
            N_("Roll the dice before you play {card}."),
            about=N_("{seat} must roll the dice before playing {card}."),
            card="@" + BONUS_BY_KIND[card].name,
        )
    used = _TARGETS.get(kind, frozenset())
    for name, unused in _UNUSED.items():
        value = getattr(command, name)
        if name not in used and (value != unused or type(value) is not int):
            raise IllegalCommand(
                N_("{card} was given a target it does not use."), card="@" + BONUS_BY_KIND[card].name
            )
    return kind


def _defeat(state: State, command: PlayBonus, kind: BonusKind) -> tuple[State, list[Event]]:
    villain = villain_on(state, command.lane, command.row)
    if kind is BonusKind.LIGHTNING and (
        VILLAINS[villain].value > LIGHTNING_MAX or villain == ABSOLUTE_ZERO.id
    ):
        raise IllegalCommand(N_("Lightning Strike only beats a villain numbered 10 or less."))
    state = remove_villain(state, command.lane, command.row)
    return state, [
        event(
            "defeated",
            N_("{villain} is knocked out of lane {lane}."),
            {"villain": villain_param(villain), "lane": command.lane + 1},
            data={
                "lane": command.lane,
                "row": command.row,
                "villain": villain,
                "value": None,
                "text": None,
                "card": kind.value,
            },
            seat=command.seat,
        )
    ]


def _wild(state: State, command: PlayBonus) -> tuple[State, list[Event]]:
    value = raw_value(state, command.die)
    face = command.face
    if not is_whole(face) or face not in FACES:
        raise IllegalCommand(N_("Pick a face from 1 to 6."))
    if face == value.number:
        raise IllegalCommand(N_("That die already shows {face}."), face=face)
    new = Value(id=value.id, number=face, text=str(face), dice=value.dice, raw=True, bonus=True)
    state = evolve(state, pool=replace(state.pool, new), dice=set_face(state.dice, value.dice[0], face))
    return state, [
        event(
            "wild_die",
            N_("A die turns from {before} to {after}."),
            {"before": value.number, "after": face},
            data={"die": value.id, "before": value.number, "after": face},
            seat=command.seat,
        )
    ]


def _extra(state: State, command: PlayBonus) -> tuple[State, list[Event]]:
    if len(state.dice) >= BUILT_IDS:
        raise IllegalCommand(N_("There is no room for another die."))
    rng, state = rng_for(state)
    die = Die(len(state.dice), roll_face(rng))
    state = evolve(state, dice=state.dice + (die,), pool=state.pool + (die_value(die, bonus=True),))
    return state, [
        event(
            "rolled",
            N_("The extra die shows {faces}."),
            {"faces": str(die.face)},
            data={"faces": [die.face], "dice": [die.id]},
            seat=command.seat,
            barrier=True,
        )
    ]


def _second_wind(state: State, command: PlayBonus) -> tuple[State, list[Event]]:
    raws = [v for v in state.pool if v.raw]
    if not raws:
        raise IllegalCommand(
            N_("You have no unused dice to roll again."), about=N_("{seat} has no unused dice to roll again.")
        )
    rng, state = rng_for(state)
    pool, dice = state.pool, state.dice
    faces: list[int] = []
    for value in raws:
        face = roll_face(rng)
        faces.append(face)
        pool = replace(
            pool,
            Value(id=value.id, number=face, text=str(face), dice=value.dice, raw=True, bonus=value.bonus),
        )
        dice = set_face(dice, value.dice[0], face)
    state = evolve(state, pool=pool, dice=dice)
    return state, [
        event(
            "rolled",
            N_("The dice are rolled again: {faces}."),
            {"faces": ", ".join(map(str, faces))},
            data={"faces": faces, "dice": [v.dice[0] for v in raws]},
            seat=command.seat,
            barrier=True,
        )
    ]


def _push_back(state: State, command: PlayBonus) -> tuple[State, list[Event]]:
    villain = villain_on(state, command.lane, command.row)
    lane, row = command.lane, command.row
    if row == 0:
        raise IllegalCommand(N_("That villain is already on the top row."))
    if state.lanes[lane][row - 1] is not None:
        raise IllegalCommand(N_("The space behind that villain is taken."))
    rows = replaced_at(replaced_at(state.lanes[lane], row, None), row - 1, villain)
    state = evolve(state, lanes=replaced_at(state.lanes, lane, rows))
    return state, [
        event(
            "pushed_back",
            N_("{villain} is pushed back up lane {lane}."),
            {"villain": villain_param(villain), "lane": lane + 1},
            data={"lane": lane, "from_row": row, "to_row": row - 1, "villain": villain},
            seat=command.seat,
        )
    ]


def _rebuild(state: State, command: PlayBonus) -> tuple[State, list[Event]]:
    lane = command.lane
    if not is_whole(lane) or lane not in active_lanes(state.mode):
        raise IllegalCommand(N_("Pick a lane on the board."))
    if state.barricades[lane]:
        raise IllegalCommand(N_("Lane {lane} still has its barricade."), lane=lane + 1)
    state = evolve(state, barricades=replaced_at(state.barricades, lane, True))
    return state, [
        event(
            "barricade_rebuilt",
            N_("The barricade of lane {lane} stands again."),
            {"lane": lane + 1},
            data={"lane": lane},
            seat=command.seat,
        )
    ]


def apply_bonus(state: State, command: PlayBonus) -> tuple[State, list[Event]]:
    kind = _card(state, command)
    seat = command.seat
    before = state
    if kind in (BonusKind.LIGHTNING, BonusKind.KNOCKOUT):
        state, effects = _defeat(state, command, kind)
    elif kind is BonusKind.WILD_DIE:
        state, effects = _wild(state, command)
    elif kind is BonusKind.EXTRA_DIE:
        state, effects = _extra(state, command)
    elif kind is BonusKind.SECOND_WIND:
        state, effects = _second_wind(state, command)
    elif kind is BonusKind.POWER_SURGE:
        state = evolve(state, hero_uses_left=state.hero_uses_left + 1)
        effects = []
    elif kind is BonusKind.PUSH_BACK:
        state, effects = _push_back(state, command)
    else:
        state, effects = _rebuild(state, command)
    hand = list(before.hands[seat])
    hand.remove(kind.value)
    hands = replaced_at(state.hands, seat, tuple(hand))
    state = evolve(state, hands=hands, bonus_discard=state.bonus_discard + (kind.value,))
    played = event(
        "bonus_played",
        N_("{hero} plays {card}."),
        {"hero": hero_param(state, seat), "card": card_param(kind.value)},
        data={
            "seat": seat,
            "card": kind.value,
            "lane": command.lane,
            "row": command.row,
            "die": command.die,
            "face": command.face,
        },
        seat=seat,
    )
    state, more = check_win(state)
    return state, [played, *effects, *more]


def legal_bonus(state: State, seat: int) -> list[Command]:
    """Every bonus power the seat may play now, once per kind held, with every target."""
    out: list[Command] = []
    acting = state.phase is Phase.ACT
    for card in dict.fromkeys(state.hands[seat]):
        kind = BonusKind(card)
        if kind in NEEDS_DICE and not acting:
            continue
        if kind in (BonusKind.LIGHTNING, BonusKind.KNOCKOUT):
            for lane, row, villain in villains_on_board(state):
                if kind is BonusKind.KNOCKOUT or (
                    VILLAINS[villain].value <= LIGHTNING_MAX and villain != ABSOLUTE_ZERO.id
                ):
                    out.append(PlayBonus(seat, card, lane, row))
        elif kind is BonusKind.WILD_DIE:
            out += [
                PlayBonus(seat, card, die=v.id, face=f)
                for v in state.pool
                if v.raw
                for f in FACES
                if f != v.number
            ]
        elif kind is BonusKind.EXTRA_DIE:
            if len(state.dice) < BUILT_IDS:
                out.append(PlayBonus(seat, card))
        elif kind is BonusKind.SECOND_WIND:
            if any(v.raw for v in state.pool):
                out.append(PlayBonus(seat, card))
        elif kind is BonusKind.POWER_SURGE:
            out.append(PlayBonus(seat, card))
        elif kind is BonusKind.PUSH_BACK:
            for lane, row, _villain in villains_on_board(state):
                if row > 0 and state.lanes[lane][row - 1] is None:
                    out.append(PlayBonus(seat, card, lane, row))
        else:
            out += [
                PlayBonus(seat, card, lane) for lane in active_lanes(state.mode) if not state.barricades[lane]
            ]
    return out
