"""What a seat sees: plain JSON-able data; scenes and computer survivors read only this.

Hidden: the order of the room-tile stack and of the search deck, which exit tile lies where and the
cards under them until turned, the other players' hands in the calm draft, the left-over
scavenge cards, and the supplies deck (shown only to the survivor looking through it).  Gear is
public: the book lays it face up in front of each player.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.just_run.rules import frenzy
from tabletop.games.just_run.rules.board import fire_at, side_state
from tabletop.games.just_run.rules.content import BOARD_WIDTH, CARDS, HORDE, INACCESSIBLE, SIDES, TILES
from tabletop.games.just_run.rules.disguise import is_disguised
from tabletop.games.just_run.rules.flow import to_act
from tabletop.games.just_run.rules.items import armour_tokens, capacity, stats, used_space
from tabletop.games.just_run.rules.scenarios import KILL_QUOTA
from tabletop.games.just_run.rules.state import Item, Phase, Room, State, Survivor
from tabletop.games.just_run.rules.turns import chopper_seats


def item_json(item: Item) -> dict[str, Any]:
    s = stats(item)
    return {
        "id": item.id,
        "cards": list(item.cards),
        "keys": list(s.keys),
        "name": s.name,
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
        **_special_item_json(item),
    }


def _tile_name(room: Room) -> str | None:
    if not room.revealed:
        return None
    return room.tile if room.tile is not None else INACCESSIBLE


def _room(state: State, row: int, col: int, room: Room) -> dict[str, Any]:
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
            **_special_room_tokens(state, row, col),
        },
        # quarter turns clockwise the tile was laid at: the table turns the tile's picture so
        # its doorways meet the sides above
        "rotation": room.rotation,
    }


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    """The game as ``seat`` may see it (None: the table).

    Keys: phase, scenarios, mode, players, rows, round, first_player, current, to_act, rooms,
    survivors, actions_left, zombies_in_reserve, chopper_seats, hand (the viewer's draft hand),
    supplies (the cards, to the survivor looking through them), decks (sizes), room_discards,
    discarded (cards out of play, face up), left_over (how many scavenge cards were dealt to nobody),
    frenzy (the frenzied scavenge, else None: see ``_frenzy``); each survivor's ``dice`` are the
    dice they have left in the frenzied scavenge (None in other phases).
    """
    rooms = []
    for index, room in enumerate(state.grid):
        if room is not None:
            rooms.append(_room(state, index // BOARD_WIDTH, index % BOARD_WIDTH, room))
    survivors = []
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
                **_special_survivor_json(s),
            }
        )
    mine = 0 <= seat < state.players if seat is not None else False
    hand = list(state.survivors[seat].hand) if mine and seat is not None else []
    looking = state.phase is Phase.SUPPLIES and seat == state.current
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
        "viewer": seat,
        "rooms": rooms,
        "survivors": survivors,
        "actions_left": state.actions_left
        if state.phase in (Phase.TURN, Phase.SUPPLIES, Phase.RESCUEE)
        else 0,
        "zombies_in_reserve": state.reserve,
        "chopper_seats": chopper_seats(state),
        "hand": [{"card": c, **_card_json(c)} for c in hand],
        "supplies": [{"card": c, **_card_json(c)} for c in state.supplies] if looking else [],
        "decks": {
            "rooms": len(state.room_stack),
            "search": len(state.search_deck),
            "supplies": len(state.supplies),
        },
        "room_discards": list(state.room_discards),
        "discarded": sorted(state.discarded),
        "left_over": len(state.left_over),
        "frenzy": _frenzy(state, seat),
        "offer": _offer_json(state),
        **scenario_view(state),
    }


# -- the special items and actions' part of the view ------------------------------------------------


def _special_item_json(item: Item) -> dict[str, Any]:
    """A lit Molotov, a Vile Disguise (its name, whether made) and the tokens left on it."""
    out: dict[str, Any] = {"lit": item.lit, "disguise": item.disguise}
    out["disguise_tokens"] = item.disguise_tokens
    if item.disguise:
        out["name"] = "Vile Disguise"
    return out


def _special_room_tokens(state: State, row: int, col: int) -> dict[str, Any]:
    """The sides of the room whose barricade has Whiskey poured on it, not lit yet."""
    return {"whiskey": [side for side in SIDES if fire_at(state, row, col, side) is False]}


def _special_survivor_json(survivor: Survivor) -> dict[str, Any]:
    return {
        "events": [{"card": c, "key": CARDS[c].key, "name": _event_name(c)} for c in survivor.events],
        "disguised": is_disguised(survivor),
    }


def _event_name(card: int) -> str:
    event = CARDS[card].event
    return event.name if event is not None else CARDS[card].key


def _offer_json(state: State) -> dict[str, int] | None:
    if state.offer is None:
        return None
    seat, item, to, back = state.offer
    return {"seat": seat, "item": item, "to": to, "back": back}


def _card_json(card: int) -> dict[str, Any]:
    item = CARDS[card].item
    if item is None:
        return {"key": CARDS[card].key}
    return item_json(Item((card,), tokens=item.armour))


def _frenzy(state: State, seat: int | None) -> dict[str, Any] | None:
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
    choices: list[dict[str, Any] | None] = []
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
        "card": {"card": card, **_card_json(card)},
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


def scenario_view(state: State) -> dict[str, Any]:
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
