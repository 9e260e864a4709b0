"""Stage 7, Interfering with the players! (rulebook): the cards that bend the next round.

First the one-round cards of the last round leave (to the discard pile; the Vampire's lent copies
go back beside the board).  Then, by monster:

* Bear: every runner draws one card; then fastest to slowest (correct runners, then the wrong
  ones) each plays any cards they hold, on themselves or others, or keeps them (``keep``).
* Dragon: every runner on a card-icon place draws two (never the fastest); the same turns follow.
* Vampire: one card goes to the centre, where it counts for every runner; a "+" card also lends
  every other runner a copy from the spares.
* Zombie: every infected runner draws one card and lays it in front of themselves.

Laying a card in front of a runner (or in the centre) follows the card rules: one one-at-a-time
card each (a new one replaces the old), no two cards of the same name (a second is refused when
played, discarded when drawn or passed), and nobody plays on a runner with a Shield but that
runner.  An empty deck is refilled by shuffling the discard pile.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.contract import Event, IllegalCommand, seat_param
from tabletop.core.i18n import N_, Nn_
from tabletop.games.outrun.rules.boards import BOARDS, Special
from tabletop.games.outrun.rules.commands import Play
from tabletop.games.outrun.rules.content import Monster
from tabletop.games.outrun.rules.interference import CARDS, Card, Kind, Lasts, Target, same_card
from tabletop.games.outrun.rules.state import ZERO, State, evolve, rng_for, with_runner

Queue = tuple[tuple[int, tuple[int, ...]], ...]


def card_param(card: Card) -> str:
    """A card's name as an event param the log shows translated."""
    return "@" + card.info.name


def lay(front: tuple[int, ...], card_id: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``front`` with the card laid: the new front and what went to the discard pile.

    A card of a name already there is discarded itself; a one-at-a-time card replaces the one there.
    """
    card = CARDS[card_id]
    if any(same_card(CARDS[c], card) for c in front):
        return front, (card_id,)
    if card.lasts is Lasts.UNTIL_REPLACED:
        old = tuple(c for c in front if CARDS[c].lasts is Lasts.UNTIL_REPLACED)
        kept = tuple(c for c in front if c not in old)
        return (*kept, card_id), old
    return (*front, card_id), ()


def shielded(state: State, seat: int) -> bool:
    return any(CARDS[c].kind is Kind.SHIELD for c in state.runners[seat].front)


# -- the start of the stage ------------------------------------------------------------------------


def clear_one_round(state: State) -> tuple[State, list[Event]]:
    """The one-round cards played last round leave; lent copies go back to the spares."""
    gone: list[int] = []
    runners = []
    for runner in state.runners:
        stay = tuple(c for c in runner.front if CARDS[c].lasts is Lasts.UNTIL_REPLACED)
        gone += [c for c in runner.front if c not in stay]
        runners.append(replace(runner, front=stay) if stay != runner.front else runner)
    center = tuple(c for c in state.center if CARDS[c].lasts is Lasts.UNTIL_REPLACED)
    gone += [c for c in state.center if c not in center]
    if not gone and not state.lent:
        return state, []
    state = evolve(
        state,
        runners=tuple(runners),
        center=center,
        discard=state.discard + tuple(gone),
        copies=state.copies + state.lent,
        lent=(),
    )
    event = Event(
        "round_cards_gone",
        Nn_("{count} one-round card is discarded.", "{count} one-round cards are discarded."),
        {"count": len(gone)},
        data={"cards": gone},
    )
    return state, [event]


def draw(state: State, count: int) -> tuple[State, tuple[int, ...], list[Event]]:
    """Up to ``count`` cards from the top of the deck, shuffling the discards in when it runs out."""
    drawn: list[int] = []
    events: list[Event] = []
    for _ in range(count):
        if not state.deck and state.discard:
            rng, state = rng_for(state)
            fresh = list(state.discard)
            rng.shuffle(fresh)
            state = evolve(state, deck=tuple(fresh), discard=())
            events.append(
                Event(
                    "reshuffled",
                    N_("The interference deck is empty: the discard pile is shuffled into a new one."),
                    barrier=True,
                )
            )
        if not state.deck:
            break
        drawn.append(state.deck[0])
        state = evolve(state, deck=state.deck[1:])
    return state, tuple(drawn), events


def _to_hand(state: State, seat: int, count: int) -> tuple[State, list[Event]]:
    state, cards, events = draw(state, count)
    if not cards:
        return state, events
    runner = state.runners[seat]
    state = evolve(state, runners=with_runner(state, seat, replace(runner, hand=runner.hand + cards)))
    events.append(
        Event(
            "drew",
            Nn_("{seat} draws {count} interference card.", "{seat} draws {count} interference cards."),
            {"seat": seat_param(seat), "count": len(cards)},
            seat=seat,
            barrier=True,
            secret=N_("You draw {card}.") if len(cards) == 1 else N_("You draw {card} and {other}."),
            secret_to=seat,
            secret_params={"card": card_param(CARDS[cards[0]]), "other": card_param(CARDS[cards[-1]])},
            data={"count": len(cards)},
        )
    )
    return state, events


def _to_center(state: State) -> tuple[State, list[Event]]:
    state, cards, events = draw(state, 1)
    if not cards:
        return state, events
    card = CARDS[cards[0]]
    center, gone = lay(state.center, card.id)
    lent: tuple[int, ...] = ()
    copies = state.copies
    if card.plus and card.id in center:
        matching = [c for c in copies if CARDS[c].kind is card.kind and CARDS[c].after == card.after]
        lent = tuple(matching[: state.players - 1])
        copies = tuple(c for c in copies if c not in lent)
    state = evolve(state, center=center, discard=state.discard + gone, lent=lent, copies=copies)
    events.append(
        Event(
            "to_center",
            N_("{card} goes to the centre: it counts for every runner."),
            {"card": card_param(card)},
            barrier=True,
            data={"card": card.id, "replaced": list(gone), "copies": len(lent)},
        )
    )
    return state, events


def _to_front(state: State, seat: int) -> tuple[State, list[Event]]:
    state, cards, events = draw(state, 1)
    if not cards:
        return state, events
    card = CARDS[cards[0]]
    runner = state.runners[seat]
    front, gone = lay(runner.front, card.id)
    state = evolve(
        state, runners=with_runner(state, seat, replace(runner, front=front)), discard=state.discard + gone
    )
    if card.id in gone:
        message = N_("{seat} draws {card}, already in front of them: it is discarded.")
    else:
        message = N_("{seat} draws {card} and lays it in front of themselves.")
    events.append(
        Event(
            "front_drawn",
            message,
            {"seat": seat_param(seat), "card": card_param(card)},
            seat=seat,
            barrier=True,
            data={"card": card.id, "discarded": list(gone)},
        )
    )
    return state, events


def deal(state: State) -> tuple[State, list[Event], Queue]:
    """The monster's draws; returns the runners who will choose plays (Bear and Dragon), in order."""
    events: list[Event] = []
    monster = state.monster
    board = BOARDS[monster]
    if monster is Monster.VAMPIRE:
        state, events = _to_center(state)
        return state, events, ()
    if monster is Monster.ZOMBIE:
        for seat in state.order:
            if state.runners[seat].infected:
                state, more = _to_front(state, seat)
                events += more
        return state, events, ()
    for seat in state.order:
        spot = state.runners[seat].position
        if monster is Monster.BEAR:
            state, more = _to_hand(state, seat, 1)
            events += more
        elif spot is not None and spot != ZERO and board.has(spot, Special.CARDS):
            state, more = _to_hand(state, seat, 2)
            events += more
    return state, events, next_players(state, tuple((seat, ()) for seat in state.order))


def next_players(state: State, queue: Queue) -> Queue:
    """The queue from the first runner who holds a card (the others have nothing to play)."""
    while queue and not state.runners[queue[0][0]].hand:
        queue = queue[1:]
    return queue


# -- playing a card --------------------------------------------------------------------------------


def allowed_targets(state: State, seat: int, card: Card) -> tuple[int | None, ...]:
    """Whom ``seat`` may play ``card`` on now (None: the card takes no target)."""
    target = card.info.target
    if target is Target.NONE:
        return (None,)
    if target is Target.SELF:
        return (seat,) if not _has_name(state, seat, card) else ()
    out: list[int | None] = []
    for other in range(state.players):
        if other != seat and shielded(state, other):
            continue
        if target is Target.OTHER:
            if other != seat:
                out.append(other)
        elif not _has_name(state, other, card):
            out.append(other)
    return tuple(out)


def _has_name(state: State, seat: int, card: Card) -> bool:
    return any(same_card(CARDS[c], card) for c in state.runners[seat].front)


def legal_plays(state: State, seat: int) -> list[Play]:
    out: list[Play] = []
    for card_id in state.runners[seat].hand:
        out += [Play(seat, card_id, t) for t in allowed_targets(state, seat, CARDS[card_id])]
    return out


def check_play(state: State, command: Play) -> Card:
    """Refuse a play the card rules do not allow; the card played otherwise."""
    seat = command.seat
    card_id = command.card
    if not isinstance(card_id, int) or isinstance(card_id, bool) or card_id not in state.runners[seat].hand:
        raise IllegalCommand(
            N_("That interference card is not in your hand."),
            about=N_("That interference card is not in {seat}'s hand."),
        )
    card = CARDS[card_id]
    target = command.target
    if target is not None and (
        not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < state.players
    ):
        raise IllegalCommand(N_("There is no runner {target} to play on."), target=target)
    kind = card.info.target
    if kind is Target.NONE and target is not None:
        raise IllegalCommand(N_("{card} is played without a target."), card=card_param(card))
    if kind is not Target.NONE and target is None:
        raise IllegalCommand(N_("Choose a runner to play {card} on."), card=card_param(card))
    if kind is Target.SELF and target != seat:
        raise IllegalCommand(N_("{card} can only be laid in front of yourself."), card=card_param(card))
    if kind is Target.OTHER and target == seat:
        raise IllegalCommand(N_("{card} is played on another runner."), card=card_param(card))
    if target is not None and target != seat and shielded(state, target):
        raise IllegalCommand(N_("A Shield protects that runner from your cards."))
    if kind in (Target.ANY, Target.SELF) and target is not None and _has_name(state, target, card):
        raise IllegalCommand(N_("That runner already has {card} in front of them."), card=card_param(card))
    return card


_ACTION_MESSAGES: dict[Kind, str] = {
    Kind.FOCUS: N_("{seat} plays {card}: the cards in front of them are discarded."),
    Kind.FAIR_TRADE: N_("{seat} plays {card}: their cards in front and {target}'s change places."),
    Kind.HAVE_MINE: N_("{seat} plays {card}: the cards in front of them go to {target}."),
    Kind.STEAL: N_("{seat} plays {card} and takes the cards in {target}'s hand."),
}


def play(state: State, command: Play) -> tuple[State, list[Event]]:
    """Play a card from the hand; the runner's turn goes on while they hold cards."""
    card = check_play(state, command)
    seat = command.seat
    runner = state.runners[seat]
    hand = list(runner.hand)
    hand.remove(card.id)
    state = evolve(state, runners=with_runner(state, seat, replace(runner, hand=tuple(hand))))
    target = command.target
    params = {"seat": seat_param(seat), "card": card_param(card)}
    if target is not None:
        params["target"] = seat_param(target)
    data: dict[str, object] = {"card": card.id, "target": target}
    if card.info.instant:
        state = _act(state, card.kind, seat, target)
        state = evolve(state, discard=state.discard + (card.id,))
        message = _ACTION_MESSAGES[card.kind]
    else:
        assert target is not None
        aim = state.runners[target]
        front, gone = lay(aim.front, card.id)
        state = evolve(
            state,
            runners=with_runner(state, target, replace(aim, front=front)),
            discard=state.discard + gone,
        )
        data["replaced"] = list(gone)
        if target == seat:
            message = N_("{seat} lays {card} in front of themselves.")
        else:
            message = N_("{seat} plays {card} on {target}.")
    # stealing puts the target's hidden hand in the thief's: no taking it back once seen
    barrier = card.kind is Kind.STEAL
    return state, [Event("played", message, params, seat=seat, data=data, barrier=barrier)]


def _act(state: State, kind: Kind, seat: int, target: int | None) -> State:
    """What an action card does at once."""
    if kind is Kind.FOCUS:
        return _focus(state, seat)
    assert target is not None
    if kind is Kind.FAIR_TRADE:
        return _fair_trade(state, seat, target)
    if kind is Kind.HAVE_MINE:
        return _have_mine(state, seat, target)
    return _steal(state, seat, target)


def _focus(state: State, seat: int) -> State:
    runner = state.runners[seat]
    return evolve(
        state,
        runners=with_runner(state, seat, replace(runner, front=())),
        discard=state.discard + runner.front,
    )


def _fair_trade(state: State, seat: int, target: int) -> State:
    mine, theirs = state.runners[seat], state.runners[target]
    runners = with_runner(state, seat, replace(mine, front=theirs.front))
    return evolve(
        state, runners=runners[:target] + (replace(theirs, front=mine.front),) + runners[target + 1 :]
    )


def _have_mine(state: State, seat: int, target: int) -> State:
    front = state.runners[target].front
    gone: tuple[int, ...] = ()
    for card_id in state.runners[seat].front:
        front, out = lay(front, card_id)
        gone += out
    runners = with_runner(state, seat, replace(state.runners[seat], front=()))
    runners = runners[:target] + (replace(runners[target], front=front),) + runners[target + 1 :]
    return evolve(state, runners=runners, discard=state.discard + gone)


def _steal(state: State, seat: int, target: int) -> State:
    mine, theirs = state.runners[seat], state.runners[target]
    runners = with_runner(state, seat, replace(mine, hand=mine.hand + theirs.hand))
    return evolve(state, runners=runners[:target] + (replace(theirs, hand=()),) + runners[target + 1 :])
