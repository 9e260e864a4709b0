// Just Run for a spectator: the public table only (view(state, None)).  Under the headline the
// board itself (just_run_map.js: rooms, doors, zombies and pawns as the big screen lays them);
// then the round and whose turn (or the scavenge under way), each survivor's room, life, armour
// and gear (gear lies face up in front of each player), where the zombies are and where a horde
// stands, the zombies still in reserve, the frenzied scavenge's card and who has answered, and the
// rescuee.  The view keeps no log: the frame carries the big screen's public lines beside it
// (watch.js shows them).

import { pick } from "/words.js";
import { el } from "/ui.js";
import { itemFacts, named, t as said } from "/just_run_words.js";
import { nameOf, panel, personRow, watchPage } from "/watch.js";
import { boardMap, mapWord, settleMap } from "/just_run_map.js";

const t = pick({
  en: {
    draft: "The calm scavenge: everyone picks a card to keep",
    gear_up: "Gearing up: everyone fits their gear",
    frenzy: "The frenzied scavenge: who wants this card?",
    fight: "The frenzied scavenge: a fight for the card!",
    start: "Round {round}: {name} steps into a start room",
    turn: "Round {round}: {name}’s turn",
    supplies: "Round {round}: {name} looks through the supplies",
    rescuee: "Round {round}: the rescuee’s turn",
    survivors: "Survivors",
    gear: "gear: {items}",
    infected: "infected",
    answered: "answered",
    zombies: "The zombies",
    inRoom: "{room}: {n} zombies",
    inRoomOne: "{room}: 1 zombie",
    horde: "a horde!",
    none: "No zombies in the building.",
    reserve: "Zombies in reserve: {n}",
    card: "The card shown",
    rescueePanel: "The rescuee",
    rescueeLife: "Life {n}",
  },
  pl: {
    draft: "Spokojne szperanie: każdy wybiera kartę do zatrzymania",
    gear_up: "Przygotowanie: każdy mieści swój ekwipunek",
    frenzy: "Gorączkowe szperanie: kto chce tę kartę?",
    fight: "Gorączkowe szperanie: walka o kartę!",
    start: "Runda {round}: {name} wchodzi do pokoju startowego",
    turn: "Runda {round}, tura: {name}",
    supplies: "Runda {round}: {name} przegląda zapasy",
    rescuee: "Runda {round}: kolej ratowanego",
    survivors: "Osoby ocalałe",
    gear: "ekwipunek: {items}",
    infected: "zakażenie",
    answered: "odpowiedź dana",
    zombies: "Zombie",
    inRoom: "{room}: zombie: {n}",
    inRoomOne: "{room}: 1 zombie",
    horde: "horda!",
    none: "W budynku nie ma zombie.",
    reserve: "Zombie w zapasie: {n}",
    card: "Pokazana karta",
    rescueePanel: "Ratowany",
    rescueeLife: "Życie {n}",
  },
});

export function watch(root, frame, welcome) {
  const view = frame.view;
  const panels = [building(view, welcome)];
  if (view.frenzy) panels.push(frenzy(view, welcome));
  panels.push(survivors(view, welcome), zombies(view));
  if (view.rescuee) panels.push(rescuee(view));
  watchPage(root, headline(view, welcome), panels, frame);
  settleMap(root);
}

// the board under the headline, as the big screen lays it, across the page's whole width
function building(view, welcome) {
  const section = panel(mapWord("building"), "map", boardMap(view, welcome));
  section.classList.add("wide");
  return section;
}

function roomName(view, at) {
  const room = view.rooms.find((r) => r.row === at.row && r.col === at.col);
  return room && room.name ? named(room.name) : said("unexplored");
}

function headline(view, welcome) {
  const phase = view.phase;
  if (phase === "over") return said("over");
  if (phase === "frenzy") return view.frenzy?.stage === "fight" ? t("fight") : t("frenzy");
  if (phase === "draft" || phase === "gear_up") return t(phase);
  const name = view.current !== null ? nameOf(welcome, view.current) : "";
  return t(phase in { start: 1, turn: 1, supplies: 1, rescuee: 1 } ? phase : "turn", { round: view.round, name });
}

function where(view, survivor) {
  if (survivor.room) return said("where", { room: roomName(view, survivor.room) });
  return !survivor.alive ? said("dead") : survivor.escaped ? said("escaped") : said("outside");
}

function survivors(view, welcome) {
  const list = el("ul", { class: "people", "data-survivors": "" });
  view.survivors.forEach((survivor, seat) => {
    const facts = [where(view, survivor), said("life", { n: survivor.body })];
    if (survivor.armour) facts.push(said("armour", { n: survivor.armour }));
    if (view.current === seat && view.actions_left) facts.push(said("actions", { n: view.actions_left }));
    if (survivor.infected) facts.push(el("span", { class: "fact bad" }, t("infected")));
    if (view.frenzy?.answered?.[seat]) facts.push(el("span", { class: "fact good" }, t("answered")));
    if (survivor.items.length) facts.push(t("gear", { items: survivor.items.map((item) => named(item.name)).join(", ") }));
    const row = personRow(welcome, seat, facts);
    if (view.to_act.includes(seat) && view.phase !== "over") row.classList.add("acting");
    list.append(row);
  });
  return panel(t("survivors"), "survivors", list);
}

function zombies(view) {
  const rooms = view.rooms.filter((room) => room.zombies > 0).sort((a, b) => b.zombies - a.zombies);
  const list = el("ul", { class: "lines", "data-zombies": "" });
  for (const room of rooms) {
    const name = room.name ? named(room.name) : said("unexplored");
    const line = room.zombies === 1 ? t("inRoomOne", { room: name }) : t("inRoom", { room: name, n: room.zombies });
    list.append(el("li", { class: room.horde ? "hit" : "", "data-room": `${room.row}/${room.col}` },
      room.horde ? `${line} · ${t("horde")}` : line));
  }
  return panel(t("zombies"), "zombies", rooms.length ? list : el("p", { class: "hint" }, t("none")),
    el("p", { class: "hint", "data-reserve": "" }, t("reserve", { n: view.zombies_in_reserve })));
}

function frenzy(view, welcome) {
  const card = view.frenzy.card;
  const parts = [el("div", { class: "tile face-up", "data-frenzy-card": "" }, el("span", { class: "big" }, named(card.name)),
    el("span", { class: "small", "data-item-facts": "" }, itemFacts(card)))];
  if (view.frenzy.stage === "fight") {
    parts.push(el("p", { class: "pending" }, said("fighters", { names: view.frenzy.fighters.map((s) => nameOf(welcome, s)).join(", ") })));
  }
  const section = panel(t("card"), "frenzy", ...parts);
  section.classList.add("wide");
  return section;
}

function rescuee(view) {
  const person = view.rescuee;
  const at = person.room ? said("where", { room: roomName(view, person.room) })
    : !person.alive ? said("dead") : person.escaped ? said("escaped") : said("outside");
  return panel(t("rescueePanel"), "rescuee", el("p", {}, `${at} · ${t("rescueeLife", { n: person.body })}`));
}
