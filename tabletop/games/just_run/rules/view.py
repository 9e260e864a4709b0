"""What a seat sees: plain JSON-able data; scenes and computer survivors read only this.

Hidden: the order of the room-tile stack and of the search deck, which exit tile lies where and the
cards under them until turned, the other players' hands in the calm draft, the left-over
scavenge cards, and the supplies deck (shown only to the survivor looking through it).  Gear is
public: the book lays it face up in front of each player.

The view is a plain dict at run time (saves, replays and comparisons see JSON); its type,
:class:`JustRunView` and its parts (declared in ``view_types``, exported here too), lets mypy
check every key the table, the bots and the benchmark read.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.just_run.rules import frenzy
from tabletop.games.just_run.rules.board import fire_at, side_state
from tabletop.games.just_run.rules.content import BOARD_WIDTH, CARDS, HORDE, INACCESSIBLE, SIDES, TILES
from tabletop.games.just_run.rules.disguise import is_disguised
from tabletop.games.just_run.rules.flow import to_act
from tabletop.games.just_run.rules.items import armour_tokens, capacity, kind_of, stats, used_space
from tabletop.games.just_run.rules.scenarios import KILL_QUOTA
from tabletop.games.just_run.rules.state import Item, Phase, Room, State, Survivor
from tabletop.games.just_run.rules.turns import chopper_seats
from tabletop.games.just_run.rules.view_types import CardView as CardView
from tabletop.games.just_run.rules.view_types import CellView as CellView
from tabletop.games.just_run.rules.view_types import CureView as CureView
from tabletop.games.just_run.rules.view_types import DecksView as DecksView
from tabletop.games.just_run.rules.view_types import FightChoiceView as FightChoiceView
from tabletop.games.just_run.rules.view_types import FrenzyView as FrenzyView
from tabletop.games.just_run.rules.view_types import HeldEventView as HeldEventView
from tabletop.games.just_run.rules.view_types import ItemView as ItemView
from tabletop.games.just_run.rules.view_types import JustRunView as JustRunView
from tabletop.games.just_run.rules.view_types import OfferView as OfferView
from tabletop.games.just_run.rules.view_types import RescueeView as RescueeView
from tabletop.games.just_run.rules.view_types import RoomTokensView as RoomTokensView
from tabletop.games.just_run.rules.view_types import RoomView as RoomView
from tabletop.games.just_run.rules.view_types import ScenarioView as ScenarioView
from tabletop.games.just_run.rules.view_types import SurvivorView as SurvivorView


def item_json(item: Item) -> ItemView:
    s = stats(item)
    return {
        "id": item.id,
        "cards": list(item.cards),
        "keys": list(s.keys),
        # Rags carrying a dead zombie token are a Vile Disguise
        "name": "Vile Disguise" if item.disguise else s.name,
        "type": s.type.value,
        "space": s.space,
        "wrench": s.wrench,
        "door": s.door,
        "bonus": s.bonus,
        "armour": s.armour,
        "range": s.range,
        "tokens": item.tokens,
        "broken": item.broken,
        "worn": item.worn,
        # a lit Molotov, a Vile Disguise (whether made) and the tokens left on it
        "lit": item.lit,
        "disguise": item.disguise,
        "disguise_tokens": item.disguise_tokens,
    }


def _tile_name(room: Room) -> str | None:
    if not room.revealed:
        return None
    return room.tile if room.tile is not None else INACCESSIBLE


def _room(state: State, row: int, col: int, room: Room) -> RoomView:
    tile = TILES[room.tile] if room.tile is not None else None
    return {
        "row": row,
        "col": col,
        "tile": _tile_name(room),
        "name": tile.name if tile is not None else None,
        "sides": {side: side_state(state, row, col, side) for side in SIDES},
        "zombies": room.zombies,
        "horde": room.zombies >= HORDE,
        "spawn": tile is not None and tile.spawn,
        "exit": row == state.rows - 1,
        "main_exit": tile is not None and tile.main_exit,
        "lab": tile is not None and tile.lab,
        "tokens": {
            "noise": room.noise,
            "disaster": room.disaster,
            "dropped": [item_json(i) for i in room.dropped],
            "bodies": room.bodies,
            "exit_card": room.exit_card is not None,
            # the sides whose barricade has Whiskey poured on it, not lit yet
            "whiskey": [side for side in SIDES if fire_at(state, row, col, side) is False],
        },
        # quarter turns clockwise the tile was laid at: the table turns the tile's picture so
        # its doorways meet the sides above
        "rotation": room.rotation,
    }


def view(state: State, seat: int | None = None) -> JustRunView:
    """The game as ``seat`` may see it (None: the table).

    Keys: phase, scenarios, mode, players, rows, round, first_player, current, to_act, rooms,
    survivors, actions_left, zombies_in_reserve, chopper_seats, hand (the viewer's draft hand),
    supplies (the cards, to the survivor looking through them), decks (sizes), room_discards,
    discarded (cards out of play, face up), left_over (how many scavenge cards were dealt to nobody),
    frenzy (the frenzied scavenge, else None: see ``_frenzy``); each survivor's ``dice`` are the
    dice they have left in the frenzied scavenge (None in other phases).
    """
    return _seen_by(state, seat, _public(state))


def views(state: State, seats: Sequence[int | None]) -> list[JustRunView]:
    """``[view(state, seat) for seat in seats]``, with the part every seat sees made once.

    The rooms and the survivors are most of a view's cost (each room asks the board for its four
    sides), and they are the same for every seat: a phone night makes seven views a move (six
    seats and the spectators).  The views share that part's lists and dicts, so they are for
    reading (sending, drawing) only: a caller that changes one changes them all.
    """
    public = _public(state)
    return [_seen_by(state, seat, public) for seat in seats]


def _public(state: State) -> JustRunView:
    """Everything of the view that is the same for every seat; the seat's own keys are left empty
    here (in their places, so a view's keys keep their order) and filled by ``_seen_by``."""
    rooms: list[RoomView] = []
    for index, room in enumerate(state.grid):
        if room is not None:
            rooms.append(_room(state, index // BOARD_WIDTH, index % BOARD_WIDTH, room))
    survivors: list[SurvivorView] = []
    for s in state.survivors:
        survivors.append(
            {
                "room": {"row": s.room[0], "col": s.room[1]}
                if s.in_building and s.room is not None
                else None,
                "body": s.body,
                "armour": armour_tokens(s),
                "items": [item_json(i) for i in s.items],
                "space": used_space(s.items),
                "capacity": capacity(s),
                "zombie_tokens": s.zombie_tokens,
                "alive": s.alive,
                "escaped": s.escaped,
                "hand_size": len(s.hand),
                "picked": s.picked,
                "ready": s.ready,
                "infected": s.infected,
                "dice": s.dice if state.phase is Phase.FRENZY else None,
                "events": _held_events(s),
                "disguised": is_disguised(s),
            }
        )
    return {
        "phase": state.phase.value,
        "scenarios": list(state.scenarios),
        "mode": state.mode,
        "players": state.players,
        "rows": state.rows,
        "round": state.round,
        "first_player": state.first_player,
        "current": state.current
        if state.phase in (Phase.START, Phase.TURN, Phase.SUPPLIES, Phase.RESCUEE)
        else None,
        "to_act": list(to_act(state)),
        "viewer": None,
        "rooms": rooms,
        "survivors": survivors,
        "actions_left": state.actions_left
        if state.phase in (Phase.TURN, Phase.SUPPLIES, Phase.RESCUEE)
        else 0,
        "zombies_in_reserve": state.reserve,
        "chopper_seats": chopper_seats(state),
        "hand": [],
        "supplies": [],
        "decks": {
            "rooms": len(state.room_stack),
            "search": len(state.search_deck),
            "supplies": len(state.supplies),
        },
        "room_discards": list(state.room_discards),
        "discarded": sorted(state.discarded),
        "left_over": len(state.left_over),
        "frenzy": None,
        "offer": _offer_json(state),
        **scenario_view(state),
    }


def _seen_by(state: State, seat: int | None, public: JustRunView) -> JustRunView:
    """``public`` with ``seat``'s own keys: who looks, their draft hand, the supplies they look
    through and the frenzy as they see it (a new dict; the public values are shared, not copied)."""
    seen = public.copy()
    mine = seat is not None and 0 <= seat < state.players
    looking = state.phase is Phase.SUPPLIES and seat == state.current
    seen["viewer"] = seat
    seen["hand"] = [card_json(c) for c in state.survivors[seat].hand] if mine and seat is not None else []
    seen["supplies"] = [card_json(c) for c in state.supplies] if looking else []
    seen["frenzy"] = _frenzy(state, seat)
    return seen


# -- the special items and actions' part of the view ------------------------------------------------


def _held_events(survivor: Survivor) -> list[HeldEventView]:
    return [{"card": c, "key": CARDS[c].key, "name": _event_name(c)} for c in survivor.events]


def _event_name(card: int) -> str:
    event = CARDS[card].event
    return event.name if event is not None else CARDS[card].key


def _offer_json(state: State) -> OfferView | None:
    if state.offer is None:
        return None
    seat, item, to, back = state.offer
    return {"seat": seat, "item": item, "to": to, "back": back}


def card_json(card: int) -> CardView:
    """A card shown by itself (a draft hand's, a supplies card, the frenzy's): the item it is, whole.

    Only item cards are dealt there (the scavenge and supplies decks hold nothing else); an event
    card raises ValueError."""
    return {"card": card, **item_json(Item((card,), tokens=kind_of(card).armour))}


def _frenzy(state: State, seat: int | None) -> FrenzyView | None:
    """The frenzied scavenge as ``seat`` sees it.

    ``card`` (the card shown), ``deck`` (cards still face down), ``timer_ms`` (the timer's length),
    ``stage`` ("want", then "fight" while several fight for the card), ``answered`` (per seat:
    answered in this stage; who has answered is public), ``wants`` (per seat: true, false or null;
    while answers are owed only the viewer's own shows, and once all are in every one does),
    ``fighters``, ``choosers`` (the fighters whose choice is asked for), and ``choices`` (per
    seat: ``{"dice", "give_up"}`` or null, only the viewer's own until the fight is thrown).
    """
    if state.phase is not Phase.FRENZY or state.frenzy_card is None:
        return None
    in_fight = bool(state.fighters)
    choosers = frenzy.choosers(state) if in_fight else ()
    wants: list[bool | None] = []
    answered: list[bool] = []
    choices: list[FightChoiceView | None] = []
    for s, survivor in enumerate(state.survivors):
        own = s == seat
        wants.append(survivor.want if in_fight or own else None)
        if in_fight:
            answered.append(s in choosers and (survivor.fight is not None or survivor.gave_up))
        else:
            answered.append(survivor.want is not None)
        chose = survivor.fight is not None or survivor.gave_up
        choices.append({"dice": survivor.fight or 0, "give_up": survivor.gave_up} if own and chose else None)
    card = state.frenzy_card
    return {
        "card": card_json(card),
        "deck": len(state.frenzy_deck),
        "timer_ms": frenzy.FRENZY_MS,
        "stage": "fight" if in_fight else "want",
        "answered": answered,
        "wants": wants,
        "fighters": list(state.fighters),
        "choosers": list(choosers),
        "choices": choices,
    }


# -- the scenarios' part of the view ------------------------------------------------------------------


def scenario_view(state: State) -> ScenarioView:
    """The scenarios' pieces: ``rescuee`` (null until found: room, body, alive, escaped, guide,
    ``cure`` (Find the Cure's tokens: room, or null until a Lab is entered, and how many lie
    there), ``kill_quota`` (Extermination's tokens needed to board, or null) and ``contagion``."""
    rescuee = state.rescuee
    return {
        "rescuee": None
        if rescuee is None
        else {
            "room": {"row": rescuee.room[0], "col": rescuee.room[1]}
            if rescuee.in_building and rescuee.room is not None
            else None,
            "body": rescuee.body,
            "alive": rescuee.alive,
            "escaped": rescuee.escaped,
            "guide": rescuee.guide,
        },
        "cure": {
            "room": None
            if state.cure_room is None
            else {"row": state.cure_room[0], "col": state.cure_room[1]},
            "tokens": state.cure_tokens,
        },
        "kill_quota": KILL_QUOTA if "extermination" in state.scenarios else None,
        "contagion": state.contagion,
    }
