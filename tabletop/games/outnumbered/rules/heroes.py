"""Heroes (rulebook, GAME SETUP step 2 and PLAYER TURNS tool 3): choosing one each, and the hero
power each may use once per turn on unused dice (more often with Power Surge).
"""

from __future__ import annotations

from tabletop.core.contract import Command, Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import replaced_at
from tabletop.games.outnumbered.rules.commands import ChooseHero, UseHeroPower
from tabletop.games.outnumbered.rules.content import HEROES, HEROES_BY_ID, Hero, HeroPower
from tabletop.games.outnumbered.rules.dice import roll_face
from tabletop.games.outnumbered.rules.messages import event, hero_param
from tabletop.games.outnumbered.rules.pool import raw_value, replace, set_face, without
from tabletop.games.outnumbered.rules.state import Phase, State, Value, evolve, rng_for

#: the highest number Splice can put side by side (one digit)
SPLICE_DIGIT_MAX = 9


def hero_of(state: State, seat: int) -> Hero:
    hero = state.heroes[seat]
    if hero is None:
        raise IllegalCommand(N_("Choose your hero first."), about=N_("{seat} must choose a hero first."))
    return HEROES_BY_ID[hero]


def free_heroes(state: State) -> list[Hero]:
    taken = set(state.heroes)
    return [h for h in HEROES if h.id not in taken]


def apply_choose(state: State, command: ChooseHero) -> tuple[State, list[Event]]:
    """The seat to choose takes a hero no one else has (CHOOSE_HERO)."""
    hero = HEROES_BY_ID.get(command.hero) if isinstance(command.hero, str) else None
    if hero is None:
        raise IllegalCommand(N_("There is no hero called {hero}."), hero=command.hero)
    if hero.id in state.heroes:
        raise IllegalCommand(N_("{hero} is already on the team; choose another hero."), hero="@" + hero.name)
    seat = command.seat
    state = evolve(state, heroes=replaced_at(state.heroes, seat, hero.id))
    events = [
        event(
            "hero_chosen",
            N_("{player} picks {hero}."),
            {"player": seat_param(seat), "hero": "@" + hero.name},
            data={"seat": seat, "hero": hero.id},
            seat=seat,
        )
    ]
    if seat + 1 < state.players:
        return evolve(state, seat=seat + 1), events
    return evolve(state, seat=0, phase=Phase.ROLL, hero_uses_left=1), events


def legal_choices(state: State, seat: int) -> list[Command]:
    return [ChooseHero(seat, h.id) for h in free_heroes(state)]


def _changed(value: Value, number: int) -> Value:
    """A raw die showing a new number: it stays a single die."""
    return Value(id=value.id, number=number, text=str(number), dice=value.dice, raw=True, bonus=value.bonus)


def apply_power(state: State, command: UseHeroPower) -> tuple[State, list[Event]]:
    hero = hero_of(state, command.seat)
    if state.hero_uses_left <= 0:
        raise IllegalCommand(
            N_("You have already used your hero power this turn."),
            about=N_("{seat} has already used the hero power this turn."),
        )
    value = raw_value(state, command.die)
    power = hero.power
    barrier = False
    other_id = -1
    if power is HeroPower.SPLICE:
        other = raw_value(state, command.other)
        if other.id == value.id:
            raise IllegalCommand(N_("Splice needs two different dice."))
        if value.number > SPLICE_DIGIT_MAX or other.number > SPLICE_DIGIT_MAX:
            raise IllegalCommand(N_("Only single digits can be set side by side."))
        other_id = other.id
        number = 10 * value.number + other.number
        spliced = Value(
            id=state.next_value,
            number=number,
            text=str(number),
            dice=tuple(sorted(value.dice + other.dice)),
            raw=False,
            bonus=value.bonus or other.bonus,
        )
        pool = tuple(spliced if v.id == value.id else v for v in without(state.pool, other.id))
        state = evolve(state, pool=pool, next_value=state.next_value + 1)
        after = number
    else:
        if command.other != -1:
            raise IllegalCommand(N_("{hero}'s power uses only one die."), hero="@" + hero.name)
        if power is HeroPower.PLUS_ONE:
            after = value.number + 1
        elif power is HeroPower.MINUS_ONE:
            if value.number <= 0:
                raise IllegalCommand(N_("A die showing 0 cannot go any lower."))
            after = value.number - 1
        elif power is HeroPower.FLIP:
            if not 1 <= value.number <= 6:
                raise IllegalCommand(N_("Only a die showing 1 to 6 can be turned over."))
            after = 7 - value.number
        elif power is HeroPower.DOUBLE:
            after = value.number * 2
        else:
            rng, state = rng_for(state)
            after = roll_face(rng)
            barrier = True
        die = value.dice[0]
        state = evolve(
            state, pool=replace(state.pool, _changed(value, after)), dice=set_face(state.dice, die, after)
        )
    state = evolve(state, hero_uses_left=state.hero_uses_left - 1)
    params = {"hero": hero_param(state, command.seat), "before": value.number, "after": after}
    message = N_("{hero} used a hero power: {before} became {after}.")
    if power is HeroPower.SPLICE:
        message = N_("{hero} set {before} and {second} side by side to make {after}.")
        params["second"] = after % 10
    return state, [
        event(
            "hero_power",
            message,
            params,
            data={
                "power": power.value,
                "die": value.id,
                "other": other_id,
                "before": value.number,
                "after": after,
            },
            seat=command.seat,
            barrier=barrier,
        )
    ]


def legal_powers(state: State, seat: int) -> list[Command]:
    """Every hero power target for the acting seat (none once the uses are spent)."""
    if state.hero_uses_left <= 0:
        return []
    hero = state.heroes[seat]
    if hero is None:
        return []
    power = HEROES_BY_ID[hero].power
    raws = [v for v in state.pool if v.raw]
    if power is HeroPower.SPLICE:
        digits = [v for v in raws if v.number <= SPLICE_DIGIT_MAX]
        return [UseHeroPower(seat, a.id, b.id) for a in digits for b in digits if a.id != b.id]
    if power is HeroPower.MINUS_ONE:
        return [UseHeroPower(seat, v.id) for v in raws if v.number > 0]
    if power is HeroPower.FLIP:
        return [UseHeroPower(seat, v.id) for v in raws if 1 <= v.number <= 6]
    return [UseHeroPower(seat, v.id) for v in raws]
