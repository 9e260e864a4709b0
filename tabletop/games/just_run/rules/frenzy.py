"""The scavenge phase, frenzied method (rulebook, The Frenzied Method; Scavenging for Gear the Frenzied
Way): the scavenge deck is turned one card at a time and every survivor says at once whether they
want it.  Nobody: discarded.  One: theirs.  Several: they fight with their two dice for the phase,
the highest single die takes the card and is spent; tied highest dice damage the card (discarded,
no die spent); no dice loses to any die.  When the deck runs out or the table's 5-minute timer
does (``time_up``), the rest of the deck is out of play and the survivors gear up as in the calm
method.  No trading in this phase.

Answers are owed by every seat at once and hidden until the last one is in (``view``), so nobody
waits to see what the others said.  In a fight only the choices that can change the outcome are
asked for: with two or more armed fighters, those with dice choose one or two; when a single
fighter has dice, they win at once with one die (the book's "Unequal" example); when nobody has
any, each chooses to stay in bare-handed or give up (the book's "No Dice" example).

Time is input, as in Outrun: the rules read no clock.  The table counts the five minutes from the
first card shown and sends ``time_up`` with its milliseconds; the rules refuse it before 300000.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from tabletop.core.contract import Command, Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_, Message, Nn_
from tabletop.core.rules_kit import is_whole
from tabletop.games.just_run.rules import fighting
from tabletop.games.just_run.rules.commands import FightDice, TimeUp, Want
from tabletop.games.just_run.rules.content import CARDS
from tabletop.games.just_run.rules.items import new_item, stats
from tabletop.games.just_run.rules.state import Phase, State, evolve, rng_for, with_survivor

#: each survivor's dice for the phase
FRENZY_DICE = 2
#: the book's timer: five minutes, in the milliseconds the table stamps ``time_up`` with
FRENZY_MS = 300_000
#: no stamp may claim more than a day: a number like that is a broken clock, not a scavenge
MAX_MS = 86_400_000


def frenzied_start(state: State, deck: Sequence[int]) -> State:
    """The phase as the first player starts the timer: two dice each and the first card shown."""
    survivors = tuple(replace(s, dice=FRENZY_DICE) for s in state.survivors)
    state = evolve(state, phase=Phase.FRENZY, survivors=survivors, frenzy_deck=tuple(deck))
    state, _event = _reveal(state)
    return state


# -- the fight, as a pure function ------------------------------------------------------------------


def fight_winner(rolls: Mapping[int, Sequence[int]]) -> int | None:
    """Who takes the card: ``rolls`` holds each fighter still in (gave-up fighters left out) with the
    dice they threw, none for a fighter without dice.

    The highest single die wins; a fighter without dice loses to any die; when the highest dice
    tie (fighters without dice all tie with each other) nobody wins.  A lone fighter wins.
    """
    best = {seat: max(dice, default=0) for seat, dice in rolls.items()}
    if not best:
        return None
    top = max(best.values())
    leaders = [seat for seat, value in best.items() if value == top]
    return leaders[0] if len(leaders) == 1 else None


# -- who owes what ----------------------------------------------------------------------------------


def choosers(state: State) -> tuple[int, ...]:
    """The fighters whose choice can change the fight: the armed ones when two or more have dice,
    everyone when nobody has (stay in or give up), nobody when a single fighter has dice."""
    armed = tuple(s for s in state.fighters if state.survivors[s].dice > 0)
    if len(armed) >= 2:
        return armed
    return state.fighters if not armed else ()


def frenzied(state: State) -> tuple[int, ...]:
    """Every seat that still owes an answer about the card shown."""
    if state.frenzy_card is None:
        return ()
    if not state.fighters:
        return tuple(s for s, survivor in enumerate(state.survivors) if survivor.want is None)
    return tuple(
        s for s in choosers(state) if state.survivors[s].fight is None and not state.survivors[s].gave_up
    )


def frenzy_commands(state: State, seat: int) -> list[Command]:
    """The answers open to ``seat`` now, and the table's time's up in its name."""
    out: list[Command]
    if not state.fighters:
        out = [Want(seat, True), Want(seat, False)]
    else:
        dice = state.survivors[seat].dice
        if dice > 0:
            out = [FightDice(seat, n, False) for n in range(1, min(dice, FRENZY_DICE) + 1)]
        else:
            out = [FightDice(seat, 0, False), FightDice(seat, 0, True)]
    return [*out, TimeUp(seat, FRENZY_MS)]


def is_late_time_up(state: State, command: Command) -> bool:
    """A time's up stamped later than the five minutes: accepted, but not the one listed."""
    return isinstance(command, TimeUp) and state.phase is Phase.FRENZY and command.ms != FRENZY_MS


# -- the handlers -----------------------------------------------------------------------------------


def want(state: State, command: Want) -> tuple[State, list[Event]]:
    seat = command.seat
    if not isinstance(command.want, bool):
        raise IllegalCommand(N_("Say yes or no: do you want this card?"))
    if state.fighters:
        raise IllegalCommand(N_("The card is being fought over: choose your dice."))
    card = state.frenzy_card
    assert card is not None
    state = with_survivor(state, seat, replace(state.survivors[seat], want=command.want))
    events = [
        _answered(seat, N_("You want the {item}.") if command.want else N_("You let the {item} go."), card)
    ]
    if frenzied(state):
        return state, events
    return _all_answered(state, events)


def _answered(seat: int, secret: Message, card: int) -> Event:
    """That ``seat`` has answered, for all to see; what it answered only for itself."""
    return Event(
        "answered",
        N_("{seat} has answered."),
        {"seat": seat_param(seat)},
        seat=seat,
        secret=secret,
        secret_to=seat,
        secret_params={"item": _name(card)},
        data={"seat": seat},
    )


def fight_dice(state: State, command: FightDice) -> tuple[State, list[Event]]:
    seat = command.seat
    if not state.fighters:
        raise IllegalCommand(N_("Nobody is fighting yet: say whether you want the card."))
    dice = state.survivors[seat].dice
    if not is_whole(command.dice) or not isinstance(command.give_up, bool):
        raise IllegalCommand(N_("Choose how many of your dice to roll, or give up."))
    if dice > 0:
        if command.give_up or not 1 <= command.dice <= min(dice, FRENZY_DICE):
            raise IllegalCommand(N_("Roll one or two of your dice: you have {count} left."), count=dice)
    elif command.dice != 0:
        raise IllegalCommand(N_("You have no dice left: stay in without any, or give up."))
    survivor = replace(state.survivors[seat], fight=command.dice, gave_up=command.give_up)
    state = with_survivor(state, seat, survivor)
    card = state.frenzy_card
    assert card is not None
    if command.give_up:
        secret = N_("You give up the {item}.")
    elif command.dice == 0:
        secret = N_("You stay in the fight for the {item} without dice.")
    else:
        secret = N_("You fight for the {item}.")
    events = [_answered(seat, secret, card)]
    if frenzied(state):
        return state, events
    return _fight(state, events)


def time_up(state: State, command: TimeUp) -> tuple[State, list[Event]]:
    if not is_whole(command.ms) or command.ms > MAX_MS:
        raise IllegalCommand(N_("The timer's time must be a whole number of milliseconds up to a day."))
    if command.ms < FRENZY_MS:
        raise IllegalCommand(
            N_("The timer runs for five minutes: time is up only after {minutes} minutes."), minutes=5
        )
    card = state.frenzy_card
    events: list[Event] = []
    if card is not None:
        state = evolve(state, discarded=state.discarded + (card,))
        events.append(
            Event(
                "card_discarded",
                N_("Time is up before anyone takes the {item}: it is discarded."),
                {"item": _name(card)},
                data={"card": card, "why": "time_up"},
            )
        )
    return _over(state, events, timed_out=True)


# -- resolving a card -------------------------------------------------------------------------------


def _all_answered(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Every answer is in: show them all, then discard, hand over, or start the fight."""
    card = state.frenzy_card
    assert card is not None
    wants = [s.want is True for s in state.survivors]
    takers = tuple(s for s, wanted in enumerate(wants) if wanted)
    events.append(
        Event(
            "wanted",
            Nn_("{count} survivor wants the {item}.", "{count} survivors want the {item}.", count="count"),
            {"count": len(takers), "item": _name(card)},
            barrier=True,
            data={"card": card, "wants": wants},
        )
    )
    if not takers:
        state = evolve(state, discarded=state.discarded + (card,))
        events.append(
            Event(
                "card_discarded",
                N_("Nobody wants the {item}: it is discarded."),
                {"item": _name(card)},
                data={"card": card, "why": "unwanted"},
            )
        )
        return _next(state, events)
    if len(takers) == 1:
        return _next(*_take(state, takers[0], card, events))
    state = evolve(state, fighters=takers)
    if frenzied(state):
        return state, events
    return _fight(state, events)


def _fight(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Every fighter's choice is in (or none was needed): throw the dice and settle the card."""
    card = state.frenzy_card
    assert card is not None
    rng, state = rng_for(state)
    rolls: dict[int, list[int]] = {}
    for seat in state.fighters:
        survivor = state.survivors[seat]
        if survivor.gave_up:
            continue
        # a fighter who was not asked has dice only when they are the one armed fighter
        count = survivor.fight if survivor.fight is not None else min(survivor.dice, 1)
        rolls[seat] = fighting.roll_dice(rng, count) if count else []
    winner = fight_winner(rolls)
    top = max(rolls[winner], default=0) if winner is not None else None
    fighters = [
        {
            "seat": seat,
            "dice": rolls.get(seat, []),
            "gave_up": state.survivors[seat].gave_up,
            "dice_left": state.survivors[seat].dice,
        }
        for seat in state.fighters
    ]
    if winner is None:
        message = N_("The highest dice tie: the {item} is damaged in the struggle.")
        params: dict[str, object] = {"item": _name(card)}
    elif top:
        message = N_("{seat} wins the {item} with a {die} and spends that die.")
        params = {"seat": seat_param(winner), "item": _name(card), "die": top}
    else:
        message = N_("{seat} is the only one left in the fight for the {item}.")
        params = {"seat": seat_param(winner), "item": _name(card)}
    events.append(
        Event(
            "scavenge_fight",
            message,
            params,
            seat=winner,
            barrier=True,
            data={"card": card, "fighters": fighters, "winner": winner, "die": top},
        )
    )
    if winner is None:
        state = evolve(state, discarded=state.discarded + (card,))
        events.append(
            Event(
                "card_discarded",
                N_("Nobody wins the {item}: it is discarded and no die is lost."),
                {"item": _name(card)},
                data={"card": card, "why": "tie"},
            )
        )
        return _next(state, events)
    if top:
        loser = state.survivors[winner]
        state = with_survivor(state, winner, replace(loser, dice=loser.dice - 1))
    return _next(*_take(state, winner, card, events))


def _take(state: State, seat: int, card: int, events: list[Event]) -> tuple[State, list[Event]]:
    """The card goes to ``seat``'s gear; the inventory limit waits for gearing up (as the book has
    it: combine and discard after the scavenge)."""
    survivor = state.survivors[seat]
    state = with_survivor(state, seat, replace(survivor, items=survivor.items + (new_item(card),)))
    events.append(
        Event(
            "card_taken",
            N_("{seat} takes the {item}."),
            {"seat": seat_param(seat), "item": _name(card)},
            seat=seat,
            data={"seat": seat, "card": card},
        )
    )
    return state, events


def _next(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Clear the answers and show the next card, or end the phase when the deck is empty."""
    survivors = tuple(replace(s, want=None, fight=None, gave_up=False) for s in state.survivors)
    state = evolve(state, survivors=survivors, fighters=(), frenzy_card=None)
    if not state.frenzy_deck:
        return _over(state, events, timed_out=False)
    state, event = _reveal(state)
    events.append(event)
    return state, events


def _reveal(state: State) -> tuple[State, Event]:
    card, rest = state.frenzy_deck[0], state.frenzy_deck[1:]
    state = evolve(state, frenzy_deck=rest, frenzy_card=card)
    event = Event(
        "card_revealed",
        N_("The next scavenge card is the {item}."),
        {"item": _name(card)},
        barrier=True,
        data={"card": card, "key": CARDS[card].key, "deck": len(rest)},
    )
    return state, event


def _over(state: State, events: list[Event], *, timed_out: bool) -> tuple[State, list[Event]]:
    """The scavenge is over: the unturned cards leave play face down, and everyone gears up."""
    left = len(state.frenzy_deck)
    survivors = tuple(replace(s, dice=0, want=None, fight=None, gave_up=False) for s in state.survivors)
    state = evolve(
        state,
        phase=Phase.GEAR_UP,
        survivors=survivors,
        fighters=(),
        frenzy_card=None,
        frenzy_deck=(),
        left_over=state.left_over + state.frenzy_deck,
    )
    if timed_out:
        message = N_("Time is up: the rest of the scavenge deck is discarded. Combine and discard.")
    else:
        message = N_("The scavenge deck is empty: combine and discard down to your inventory.")
    events.append(
        Event(
            "scavenge_over",
            message,
            data={"time_up": timed_out, "left_over": left},
        )
    )
    return state, events


def _name(card: int) -> str:
    return stats(new_item(card)).name
