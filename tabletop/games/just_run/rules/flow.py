"""Whose move it is, what they may do, and ``apply``: the one door every command goes through."""

from __future__ import annotations

from tabletop.core.contract import Command, Event, IllegalCommand
from tabletop.core.i18n import N_
from tabletop.core.rules_kit import Dispatcher
from tabletop.games.just_run.rules import actions, doors, frenzy, rescue, rescuee_turn, scavenge, special
from tabletop.games.just_run.rules.board import barricaded, neighbour
from tabletop.games.just_run.rules.commands import (
    AnswerTrade,
    Attack,
    Barricade,
    BashDoor,
    BashWall,
    CheckDoor,
    Choose,
    Combine,
    Discard,
    Disguise,
    DoNothing,
    Drop,
    EndTurn,
    Exchange,
    FightDice,
    FireBarricade,
    Flee,
    HealRescuee,
    Ignite,
    IgniteBarricade,
    Move,
    Pick,
    PickUp,
    PlayEvent,
    Repair,
    RescueeCheck,
    RescueeMove,
    Search,
    Start,
    TakeCure,
    Throw,
    TimeUp,
    Trade,
    Use,
    Want,
)
from tabletop.games.just_run.rules.content import BOARD_WIDTH, SIDES, ItemType
from tabletop.games.just_run.rules.cure import can_take_cure, may_carry
from tabletop.games.just_run.rules.items import combined, fits, stats
from tabletop.games.just_run.rules.searching import DECKS, can_search
from tabletop.games.just_run.rules.state import Phase, State


def to_act(state: State) -> tuple[int, ...]:
    phase = state.phase
    if phase is Phase.DRAFT:
        return scavenge.drafting(state)
    if phase is Phase.GEAR_UP:
        return scavenge.gearing(state)
    if phase is Phase.TURN and state.offer is not None:
        return (state.offer[2],)  # a trade waits for the other survivor's answer
    if phase in (Phase.START, Phase.TURN, Phase.SUPPLIES, Phase.RESCUEE):
        return (state.current,)
    if phase is Phase.FRENZY:
        return frenzy.frenzied(state)
    return ()


def legal_commands(state: State, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    phase = state.phase
    survivor = state.survivors[seat]
    if phase is Phase.DRAFT:
        return [Pick(seat, card) for card in survivor.hand]
    if phase is Phase.GEAR_UP:
        return scavenge.gear_commands(state, seat)
    if phase is Phase.START:
        return [Start(seat, col) for col in range(BOARD_WIDTH)]
    if phase is Phase.SUPPLIES:
        return [Choose(seat, card) for card in state.supplies]
    if phase is Phase.FRENZY:
        return frenzy.frenzy_commands(state, seat)
    if state.offer is not None:
        return special.answers(state, seat)
    if phase is Phase.RESCUEE:
        return rescue.legal(state, seat)
    return _turn_commands(state, seat) + _scenario_commands(state, seat)


def _turn_commands(state: State, seat: int) -> list[Command]:
    survivor = state.survivors[seat]
    assert survivor.room is not None
    row, col = survivor.room
    room = state.room(row, col)
    assert room is not None
    out: list[Command] = []
    others = [
        s
        for s, other in enumerate(state.survivors)
        if s != seat and other.in_building and other.room == survivor.room
    ]
    if state.actions_left > 0:
        for side in SIDES:
            dest = neighbour(row, col, side)
            if actions.move_side(state, seat, *dest) is not None:
                if not barricaded(state, row, col, side):
                    out.append(Move(seat, *dest))
                    if state.actions_left >= 2:
                        out.append(Flee(seat, *dest))
                elif state.actions_left >= 2:
                    out.append(Move(seat, *dest))
            if state.actions_left >= 2 and doors.can_barricade(state, row, col, side):
                out.append(Barricade(seat, row, col, side))
            if doors.can_check(state, row, col, side):
                out.append(CheckDoor(seat, row, col, side))
            bashers: list[int | None] = [None]
            bashers += [i.id for i in survivor.items if not i.broken and stats(i).door]
            for basher in bashers:
                if doors.can_bash_door(state, row, col, side, basher is not None):
                    out.append(BashDoor(seat, row, col, side, basher))
            if doors.can_bash_wall(state, row, col, side):
                out += [
                    BashWall(seat, row, col, side, i.id)
                    for i in survivor.items
                    if not i.broken and stats(i).walls
                ]
        out += [Search(seat, deck) for deck in DECKS if can_search(state, survivor.room, deck)]
        weapons: list[int | None] = [None]
        weapons += [i.id for i in survivor.items if not i.broken and stats(i).weapon]
        for weapon_id in weapons:
            weapon = actions.attack_weapon(survivor, weapon_id)
            for cell in actions.reachable(state, seat, weapon):
                target = state.room(*cell)
                assert target is not None
                out += [
                    Attack(seat, *cell, weapon_id, n, None) for n in actions.zombie_counts(target.zombies)
                ]
                out += [
                    Attack(seat, *cell, weapon_id, 0, s)
                    for s, other in enumerate(state.survivors)
                    if s != seat and other.in_building and other.room == cell
                ]
        for item in survivor.items:
            for target in (None, *range(state.players)):
                if actions.can_use(state, seat, item, target):
                    out.append(Use(seat, item.id, target))
        out.append(DoNothing(seat))
    items = survivor.items
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            if combined(a, b) is not None:
                out.append(Combine(seat, a.id, b.id))
    for item in items:
        if not item.broken and not item.disguise:
            out += [
                Trade(seat, item.id, s)
                for s in others
                if fits(state.survivors[s], item) and may_carry(state, state.survivors[s], item)
            ]
        if actions.can_drop(survivor, item):
            out.append(Drop(seat, item.id))
            if item.broken:
                out.append(Discard(seat, item.id))
    out += [
        PickUp(seat, item.id)
        for item in room.dropped
        if fits(survivor, item) and may_carry(state, survivor, item)
    ]
    out += special.commands(state, seat)
    if state.actions_left == 0:
        out.append(EndTurn(seat))
    return out


def _scenario_commands(state: State, seat: int) -> list[Command]:
    """Find the Cure's ``take_cure`` and Rescue Mission's ``heal_rescuee``: normal actions."""
    if state.actions_left <= 0:
        return []
    out: list[Command] = []
    if can_take_cure(state, seat):
        out.append(TakeCure(seat))
    if rescue.can_heal(state, seat):
        out += [
            HealRescuee(seat, item.id)
            for item in state.survivors[seat].items
            if not item.broken and stats(item).type is ItemType.MEDICAL
        ]
    return out


def is_shortcut(state: State, command: Command) -> bool:
    """Only a frenzied scavenge's time's up stamped later than the five minutes: ``legal_commands``
    lists the one stamped at exactly 300000 ms; every other command ``apply`` accepts is listed."""
    return frenzy.is_late_time_up(state, command)


_DISPATCH = Dispatcher(
    State,
    to_act=to_act,
    unknown=N_("Just Run does not know this command."),
    turn_refusals={
        Phase.DRAFT: N_("You have picked from this hand already: wait for the others."),
        Phase.FRENZY: N_("You owe no answer about this card: wait for the others."),
    },
)
_TURN = N_("That is an action for your turn in the escape phase.")
_DISPATCH.on(Pick, scavenge.pick, phases=(Phase.DRAFT,), refusal=N_("Cards are picked only in the scavenge."))
_DISPATCH.on(
    Combine,
    {Phase.GEAR_UP: scavenge.combine_items, Phase.TURN: actions.combine},
    refusal=N_("You cannot combine items now."),
)
_DISPATCH.on(
    Discard,
    {Phase.GEAR_UP: scavenge.discard_gear, Phase.TURN: actions.discard_broken},
    refusal=N_("You cannot discard now."),
)
_DISPATCH.on(
    EndTurn,
    {Phase.GEAR_UP: scavenge.ready, Phase.TURN: actions.end_turn, Phase.RESCUEE: rescuee_turn.end_turn},
    refusal=N_("There is no turn to end now."),
)
_DISPATCH.on(
    Start, scavenge.start, phases=(Phase.START,), refusal=N_("Survivors step into the start rooms once.")
)
_DISPATCH.on(Move, actions.move, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Flee, actions.flee, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(CheckDoor, doors.check_door, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(BashDoor, doors.bash_door, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(BashWall, doors.bash_wall, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Search, actions.search, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Choose, actions.choose, phases=(Phase.SUPPLIES,), refusal=N_("There is nothing to choose now."))
_DISPATCH.on(Attack, actions.attack, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Barricade, doors.barricade, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Use, actions.use, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(DoNothing, actions.do_nothing, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(
    Trade, actions.trade, phases=(Phase.TURN,), refusal=N_("Items are traded only in the escape phase.")
)
_DISPATCH.on(PickUp, actions.pick_up, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Drop, actions.drop, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Throw, special.throw, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Ignite, special.ignite, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(FireBarricade, special.fire_barricade, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(IgniteBarricade, special.ignite_barricade, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Disguise, special.disguise, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Repair, special.repair, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(PlayEvent, special.play_event, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(Exchange, special.exchange, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(
    AnswerTrade, special.answer_trade, phases=(Phase.TURN,), refusal=N_("There is no trade to answer.")
)
_FRENZY = N_("That is for the frenzied scavenge.")
_DISPATCH.on(Want, frenzy.want, phases=(Phase.FRENZY,), refusal=_FRENZY)
_DISPATCH.on(FightDice, frenzy.fight_dice, phases=(Phase.FRENZY,), refusal=_FRENZY)
_DISPATCH.on(TimeUp, frenzy.time_up, phases=(Phase.FRENZY,), refusal=_FRENZY)


# -- scenarios ------------------------------------------------------------------------------------
_DISPATCH.on(TakeCure, actions.take_cure, phases=(Phase.TURN,), refusal=_TURN)
_DISPATCH.on(HealRescuee, actions.heal_rescuee, phases=(Phase.TURN,), refusal=_TURN)
_RESCUEE = N_("Only the rescuee's guide moves them, in the rescuee's turn.")
_DISPATCH.on(RescueeMove, rescuee_turn.move, phases=(Phase.RESCUEE,), refusal=_RESCUEE)
_DISPATCH.on(RescueeCheck, rescuee_turn.check, phases=(Phase.RESCUEE,), refusal=_RESCUEE)


def apply(state: State, command: Command) -> tuple[State, list[Event]]:
    """Play a command: the state passed in is never changed (a new one is returned); raises
    IllegalCommand with a readable reason when the command is not allowed now.

    While a trade offer waits, its answer is the only command taken."""
    if state.offer is not None and state.phase is Phase.TURN and not isinstance(command, AnswerTrade):
        _DISPATCH.check_seat(state, command)
        raise IllegalCommand(N_("Answer the trade offer first."))
    return _DISPATCH.apply(state, command)
