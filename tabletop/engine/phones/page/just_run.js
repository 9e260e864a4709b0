// Just Run on a phone: a survivor's own part of the game, held in one hand.  The calm draft's hand,
// the gear-up, the inventory, the frenzied scavenge's yes/no and dice, and every action of a turn
// (rooms named in words; the board itself in a Map section that opens, just_run_map.js).  Only
// what the rules list as legal is offered, every legal command somewhere on the page: a card's own
// moves after tapping the card, the rest in sections.  A move that spends an action, a card or
// the turn asks for a second tap (or comes after tapping its card); the frenzy's answers take one
// tap, as its keys do.

import { commandButton, el, patch, redrawing, useStyle } from "/ui.js";
import { itemFacts, named, place, t, way } from "/just_run_words.js";
import { watch } from "/just_run_watch.js";
import { mapSection, settleMap } from "/just_run_map.js";

const STEP = { n: [1, 0], s: [-1, 0], e: [0, 1], w: [0, -1] };
// moves shown under the item they use (tap the card first)
const ITEM_MOVES = new Set([
  "combine", "discard", "use", "drop", "trade", "throw", "ignite", "disguise", "repair", "exchange",
  "fire_barricade", "heal_rescuee",
]);
const SECTIONS = [
  ["go", new Set(["start", "move", "flee", "rescuee_move"])],
  ["doors", new Set(["check_door", "bash_door", "bash_wall", "barricade", "ignite_barricade", "rescuee_check"])],
  ["fights", new Set(["attack"])],
  ["room", new Set(["search", "do_nothing", "take_cure", "play_event"])],
];
// the table's own clock sends time's up: a phone never does
const NOT_FROM_PHONES = new Set(["time_up"]);

let chosenItem = null;
let chosenCard = null;
const { remember, redraw } = redrawing(render);

export function render(root, frame, act, welcome) {
  useStyle("just-run-style", "/just_run.css");
  if (frame.view.viewer === null) { watch(root, frame, welcome); return; } // a spectator: the public table
  remember(root, frame, act, welcome);
  const view = frame.view;
  const legal = frame.legal.filter((command) => !NOT_FROM_PHONES.has(command.type));
  const game = new Game(view, legal, act, welcome);
  patch(root, ...game.parts(frame));
  settleMap(root);
}

class Game {
  constructor(view, legal, act, welcome) {
    this.view = view;
    this.legal = legal;
    this.act = act;
    this.welcome = welcome;
    this.seat = view.viewer;
    this.names = (welcome?.seats ?? []).map((seat) => seat.name);
    this.colours = (welcome?.seats ?? []).map((seat) => seat.colour);
    this.me = this.seat === null || this.seat === undefined ? null : view.survivors[this.seat];
    this.offered = new Set(); // every legal command this page offers somewhere
    this.items = new Map();
    for (const survivor of view.survivors) for (const item of survivor.items) this.items.set(item.id, item);
    for (const room of view.rooms) for (const item of room.tokens.dropped) this.items.set(item.id, item);
    for (const card of [...(view.hand ?? []), ...(view.supplies ?? [])]) this.items.set(card.id, card);
    if (view.frenzy) this.items.set(view.frenzy.card.id, view.frenzy.card);
  }

  // -- words ----------------------------------------------------------------------------------------

  name(seat) { return this.names[seat] ?? `#${Number(seat) + 1}`; }
  itemName(id) { const item = this.items.get(id); return item ? named(item.name) : String(id); }
  roomName(row, col) {
    const room = this.view.rooms.find((r) => r.row === row && r.col === col);
    return room && room.name ? named(room.name) : null;
  }
  here() { return this.me?.room ?? null; }
  sideTo(from, row, col) {
    if (!from) return null;
    for (const [side, [dr, dc]] of Object.entries(STEP)) if (from.row + dr === row && from.col + dc === col) return side;
    return null;
  }
  outside(row) { return row >= this.view.rows; }

  /** The words of a command's button, as the big screen's menus say it. */
  label(c) {
    const here = this.here();
    const into = (keys, row, col, from = here) => {
      if (this.outside(row)) return t(keys[2]);
      const side = this.sideTo(from, row, col);
      const room = this.roomName(row, col);
      return room ? t(keys[0], { way: way(side), room }) : t(keys[1], { way: way(side) });
    };
    switch (c.type) {
      case "pick": return t("keep", { item: this.itemName(c.card) });
      case "choose": return t("take", { item: this.itemName(c.card) });
      case "combine": return t("combine", { other: this.itemName(c.other) });
      case "discard": return t("discard");
      case "end_turn":
        if (this.view.phase === "gear_up") return t("ready");
        return this.view.phase === "rescuee" ? t("endRescuee") : t("endTurn");
      case "start": return t("startIn", { room: this.roomName(0, c.col) ?? String(c.col + 1) });
      case "move": return into(["goInto", "goWay", "goOut"], c.row, c.col);
      case "flee": return into(["fleeInto", "fleeWay", "fleeOut"], c.row, c.col);
      case "rescuee_move": {
        const from = this.view.rescuee?.room ?? null;
        return into(["rescueeMove", "rescueeWay", "rescueeOut"], c.row, c.col, from);
      }
      case "check_door": return t("check", { place: place(c.side) });
      case "rescuee_check": return t("rescueeCheck", { place: place(c.side) });
      case "bash_door": return c.item === null
        ? t("bash", { place: place(c.side) })
        : t("bashWith", { place: place(c.side), item: this.itemName(c.item) });
      case "bash_wall": return t("bashWall", { place: place(c.side), item: this.itemName(c.item) });
      case "barricade": return t("barricade", { place: place(c.side) });
      case "search": return c.deck === "supplies" ? t("lookSupplies") : t("search");
      case "attack": return this.attackLabel(c);
      case "use": return c.target === null || c.target === this.seat ? t("use") : t("useOn", { name: this.name(c.target) });
      case "do_nothing": return t("rest");
      case "trade": return t("giveTo", { name: this.name(c.to) });
      case "pick_up": return t("pickUp", { item: this.itemName(c.item) });
      case "drop": return t("drop");
      case "throw": {
        const side = this.sideTo(here, c.row, c.col) ?? this.lineSide(here, c.row, c.col);
        const room = this.roomName(c.row, c.col);
        return room ? t("throwInto", { way: way(side), room }) : t("throwWay", { way: way(side) });
      }
      case "ignite": return t("ignite");
      case "fire_barricade": return t("pour", { place: place(c.side) });
      case "ignite_barricade": return t("igniteBarricade", { place: place(c.side) });
      case "disguise": return t("disguise");
      case "repair": return t("repair", { target: this.itemName(c.target) });
      case "play_event": return this.eventLabel(c);
      case "exchange": return t("exchange", { name: this.name(c.to), back: this.itemName(c.back) });
      case "answer_trade": return c.accept ? t("accept") : t("decline");
      case "take_cure": return t("takeCure");
      case "heal_rescuee": return t("healRescuee");
      case "want": return c.want ? t("yes") : t("no");
      case "fight_dice":
        if (c.give_up) return t("giveUp");
        if (c.dice === 0) return t("stayIn");
        return c.dice === 1 ? t("oneDie") : t("twoDice");
      default: return `${t("other")}: ${c.type}`;
    }
  }

  lineSide(from, row, col) {
    // a room further along a straight line (a throw two rooms away)
    if (!from) return null;
    if (row === from.row) return col > from.col ? "e" : "w";
    return row > from.row ? "n" : "s";
  }

  attackLabel(c) {
    if (c.survivor !== null) {
      return c.item === null
        ? t("attackSurvivor", { name: this.name(c.survivor) })
        : t("attackSurvivorWith", { name: this.name(c.survivor), item: this.itemName(c.item) });
    }
    const one = c.zombies === 1;
    const what = c.item === null
      ? t(one ? "attackOne" : "attack", { n: c.zombies })
      : t(one ? "attackOneWith" : "attackWith", { n: c.zombies, item: this.itemName(c.item) });
    const here = this.here();
    if (here && here.row === c.row && here.col === c.col) return what;
    return t("attackThere", { what, room: this.roomName(c.row, c.col) ?? t("unexplored") });
  }

  eventLabel(c) {
    const held = (this.me?.events ?? []).find((event) => event.card === c.card);
    const event = named(held ? held.name : String(c.card));
    if (c.side !== null) return t("playEventDoor", { event, place: place(c.side) });
    if (c.row !== null) return t("playEventRoom", { event, room: this.roomName(c.row, c.col) ?? t("unexplored") });
    return t("playEvent", { event });
  }

  // -- buttons --------------------------------------------------------------------------------------

  /** A button for a legal command: two taps unless it is the frenzy's answer or comes after a card. */
  button(command, { afterChoice = false, primary = false } = {}) {
    this.offered.add(JSON.stringify(command));
    const label = this.label(command);
    const quick = afterChoice || command.type === "want" || command.type === "fight_dice";
    const send = (sent) => { chosenItem = null; chosenCard = null; this.act(sent); };
    return commandButton(label, command, send, { confirm: quick ? null : this.confirmWords(command, label), primary });
  }

  confirmWords(command, label) {
    if (command.type === "end_turn") return this.view.phase === "gear_up" ? t("readyConfirm") : t("endTurnConfirm");
    return t("again", { what: label });
  }

  of(types) { return this.legal.filter((command) => types.has(command.type)); }

  // -- the page -------------------------------------------------------------------------------------

  parts(frame) {
    const out = [el("h2", { "data-phase": this.view.phase }, this.title(frame))];
    if (this.me) out.push(this.status());
    out.push(mapSection(this.view, this.welcome, this.seat)); // the board, closed on a phone until opened
    if (this.view.offer) out.push(...this.offer());
    const phase = this.view.phase;
    if (phase === "draft") out.push(this.cards(this.view.hand ?? [], "pick", t("hand")));
    if (phase === "supplies" && this.view.supplies?.length) out.push(this.cards(this.view.supplies, "choose", t("suppliesDeck")));
    if (phase === "frenzy" && this.view.frenzy) out.push(...this.frenzy());
    for (const [key, types] of SECTIONS) {
      const commands = this.of(types);
      if (commands.length) out.push(this.section(t(key), commands, key));
    }
    if (this.me) out.push(this.gear(), ...this.floor());
    const ends = this.of(new Set(["end_turn"]));
    if (ends.length) out.push(el("div", { class: "actions ending" }, ends.map((c) => this.button(c, { primary: true }))));
    const rest = this.legal.filter((c) => !this.offered.has(JSON.stringify(c)) && !this.reachable(c));
    if (rest.length) out.push(this.section(t("other"), rest, "other"));
    out.push(this.others());
    return out;
  }

  reachable(command) {
    // an item's own moves are offered under its card once tapped
    return ITEM_MOVES.has(command.type) && (this.me?.items ?? []).some((item) => item.id === command.item);
  }

  title(frame) {
    const phase = this.view.phase;
    if (frame.over || phase === "over") return t("over");
    const acting = this.view.to_act.filter((seat) => seat !== this.seat);
    if (this.me === null) return t("othersAct", { names: acting.map((seat) => this.name(seat)).join(", ") });
    if (!frame.your_turn) {
      if (phase === "draft") return t("draftWait");
      if (phase === "gear_up") return t("gearUpWait");
      if (phase === "frenzy") return t("answered");
      if (this.view.current !== null && this.view.current !== this.seat) return t("othersTurn", { name: this.name(this.view.current) });
      return t("othersAct", { names: acting.map((seat) => this.name(seat)).join(", ") });
    }
    if (phase === "frenzy") return this.view.frenzy?.stage === "fight" ? t("fight") : t("frenzy");
    if (this.view.offer?.to === this.seat && this.view.current !== this.seat) return t("answerOffer");
    const titles = { draft: "draft", gear_up: "gearUp", start: "start", turn: "turn", supplies: "supplies", rescuee: "rescuee" };
    return t(titles[phase] ?? "turn");
  }

  status() {
    const me = this.me;
    const facts = [t("life", { n: me.body })];
    if (me.armour) facts.push(t("armour", { n: me.armour }));
    facts.push(t("space", { used: me.space, capacity: me.capacity }));
    if (this.view.current === this.seat && this.view.phase === "turn") facts.push(t("actions", { n: this.view.actions_left }));
    if (me.dice !== null && me.dice !== undefined) facts.push(t("diceLeft", { n: me.dice }));
    const where = me.room
      ? t("where", { room: this.roomName(me.room.row, me.room.col) ?? t("unexplored") })
      : !me.alive ? t("dead") : me.escaped ? t("escaped") : t("outside");
    const lines = [el("p", { class: "where" }, where), el("p", { class: "facts" }, facts.join(" · "))];
    if (this.view.phase === "gear_up" && me.space > me.capacity) lines.push(el("p", { class: "warning" }, t("tooFull")));
    return el("section", { class: "status", "data-status": "" }, ...lines);
  }

  /** A card's face: its name, kind and what it does; a button when it can be tapped. */
  face(item, attrs = {}, tag = "button") {
    const { class: extra = "", ...rest } = attrs;
    return el(tag, { class: `item ${extra}`, ...rest },
      el("span", { class: "name" }, named(item.name)),
      el("span", { class: "kind" }, itemFacts(item)));
  }

  /** The draft's hand or the supplies: tap a card, then take it. */
  cards(cards, type, heading) {
    const moves = this.legal.filter((c) => c.type === type);
    if (chosenCard !== null && !cards.some((card) => card.card === chosenCard)) chosenCard = null;
    const list = el("div", { class: "cards" });
    for (const card of cards) {
      const chosen = card.card === chosenCard;
      list.append(this.face(card, {
        class: chosen ? "chosen" : "",
        "data-card": card.card,
        onclick: () => { chosenCard = chosen ? null : card.card; redraw(); },
      }));
      if (chosen) {
        for (const move of moves.filter((c) => c.card === card.card)) list.append(this.button(move, { afterChoice: true, primary: true }));
      }
    }
    for (const move of moves) this.offered.add(JSON.stringify(move));
    const hint = moves.length && chosenCard === null ? el("p", { class: "hint" }, t("tapCard")) : null;
    return el("section", {}, el("h3", {}, heading), hint, list);
  }

  gear() {
    const items = this.me.items;
    const list = el("div", { class: "cards" });
    let any = false;
    for (const item of items) {
      const moves = this.legal.filter((c) => ITEM_MOVES.has(c.type) && c.item === item.id);
      any = any || moves.length > 0;
      const chosen = item.id === chosenItem;
      list.append(this.face(item, {
        class: `${moves.length ? "playable" : ""} ${chosen ? "chosen" : ""}`,
        "data-item": item.id,
        onclick: () => { chosenItem = chosen ? null : item.id; redraw(); },
      }));
      if (chosen) list.append(el("div", { class: "actions" }, moves.map((c) => this.button(c, { afterChoice: true }))));
    }
    if (chosenItem !== null && !items.some((item) => item.id === chosenItem)) chosenItem = null;
    const events = (this.me.events ?? []).map((event) => el("div", { class: "item event" },
      el("span", { class: "name" }, named(event.name))));
    const hint = !items.length ? el("p", { class: "hint" }, t("noGear"))
      : any && chosenItem === null ? el("p", { class: "hint" }, t("tapItem")) : null;
    return el("section", { "data-gear": "" }, el("h3", {}, t("gear")), hint, list,
      events.length ? el("h3", {}, t("events")) : null, ...events);
  }

  floor() {
    const pickUps = this.legal.filter((c) => c.type === "pick_up");
    if (!pickUps.length) return [];
    return [this.section(t("floor"), pickUps, "floor")];
  }

  section(heading, commands, key) {
    return el("section", { "data-section": key }, el("h3", {}, heading),
      el("div", { class: "actions" }, commands.map((c) => this.button(c))));
  }

  offer() {
    const offer = this.view.offer;
    const answers = this.legal.filter((c) => c.type === "answer_trade");
    if (offer.to === this.seat) {
      const line = t("offerToYou", { name: this.name(offer.seat), item: this.itemName(offer.item), back: this.itemName(offer.back) });
      return [el("p", { class: "pending" }, line), el("div", { class: "actions" }, answers.map((c) => this.button(c, { primary: c.accept })))];
    }
    if (offer.seat === this.seat) return [el("p", { class: "pending" }, t("offerWaiting", { name: this.name(offer.to) }))];
    return [];
  }

  frenzy() {
    const frenzy = this.view.frenzy;
    const parts = [this.face(frenzy.card, { class: "shown" }, "div")];
    if (frenzy.stage === "fight") parts.push(el("p", { class: "pending" }, t("fighters", { names: frenzy.fighters.map((s) => this.name(s)).join(", ") })));
    const mine = frenzy.wants?.[this.seat];
    if (frenzy.answered?.[this.seat] && frenzy.stage === "want" && mine !== null && mine !== undefined) {
      parts.push(el("p", { class: "hint" }, mine ? t("youWant") : t("youPass")));
    }
    const answers = this.legal.filter((c) => c.type === "want" || c.type === "fight_dice");
    if (answers.length) {
      parts.push(el("div", { class: "answers" }, answers.map((c) => this.button(c, { primary: c.want === true || c.dice > 0 }))));
    }
    return parts;
  }

  others() {
    const rows = [];
    this.view.survivors.forEach((survivor, seat) => {
      if (seat === this.seat) return;
      const where = survivor.room
        ? this.roomName(survivor.room.row, survivor.room.col) ?? t("unexplored")
        : !survivor.alive ? t("dead") : survivor.escaped ? t("escaped") : t("outside");
      const row = el("li", { "data-seat": seat }, el("strong", {}, this.name(seat)), ` · ${t("life", { n: survivor.body })} · ${where}`);
      if (this.colours[seat]) row.style.borderLeftColor = this.colours[seat]; // the page's rules allow no inline style attribute
      rows.push(row);
    });
    return el("section", { class: "others" }, el("h3", {}, t("others")), el("ul", {}, ...rows));
  }
}
