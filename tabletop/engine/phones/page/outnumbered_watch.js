// Outnumbered for a spectator: the public table only (view(state, None); the heroes play with open
// hands, so it is the whole team's table).  Whose turn and what they do, the dice rolled and the
// numbers built from them, the villains by lane with the truck (drawn by outnumbered.js's board),
// each person with their hero and bonus powers, how many villains got away, the final assault,
// the event card drawn last (its name and what it does, in the app's language from
// outnumbered_cards.js); at the end, the heroes' score or the lost lane.

import { pick } from "/words.js";
import { el } from "/ui.js";
import { CARDS } from "/outnumbered_cards.js";
import { bonusCard, hero, t as said } from "/outnumbered_words.js";
import { nameOf, panel, personRow, watchPage } from "/watch.js";

const t = pick({
  en: {
    choosing: "{name} chooses a hero",
    rolling: "Turn {turn}: {name} ({hero}) rolls",
    acting: "Turn {turn}: {name} ({hero}) builds numbers",
    dice: "The dice",
    rolled: "Dice: {faces}",
    numbers: "Numbers to use: {numbers}",
    notRolled: "Not rolled yet.",
    heroes: "The heroes",
    noHero: "no hero yet",
    escaped: "Villains who got away: {n}",
    finalAssault: "Final assault!",
    lastEvent: "The last event",
    eventsLeft: "Event cards left: {n}",
  },
  pl: {
    choosing: "{name}: wybór bohatera",
    rolling: "Tura {turn}: {name} ({hero}) rzuca kośćmi",
    acting: "Tura {turn}: {name} ({hero}) układa liczby",
    dice: "Kości",
    rolled: "Kości: {faces}",
    numbers: "Liczby do użycia: {numbers}",
    notRolled: "Jeszcze bez rzutu.",
    heroes: "Bohaterowie",
    noHero: "jeszcze bez bohatera",
    escaped: "Złoczyńcy, którzy uciekli: {n}",
    finalAssault: "Ostateczny szturm!",
    lastEvent: "Ostatnie wydarzenie",
    eventsLeft: "Zostało kart wydarzeń: {n}",
  },
});

// ``board``: the villains' lanes and the truck, as outnumbered.js draws them for every page
export function watch(root, frame, welcome, board) {
  const view = frame.view;
  const panels = [];
  if (view.phase === "act" || view.phase === "roll") panels.push(dice(view));
  board.classList.add("panel", "wide");
  panels.push(board, lastEvent(view), heroes(view, welcome));
  watchPage(root, headline(view, welcome), panels, frame);
}

function headline(view, welcome) {
  if (view.phase === "over") return view.won ? said("won", { score: view.score ?? 0 }) : said("lost");
  const name = nameOf(welcome, view.seat);
  if (view.phase === "choose_hero") return t("choosing", { name });
  const shown = view.heroes[view.seat] ? hero(view.heroes[view.seat]).name : "";
  return t(view.phase === "roll" ? "rolling" : "acting", { turn: view.turn, name, hero: shown });
}

function dice(view) {
  const parts = [];
  if (!view.dice.length) parts.push(el("p", { class: "hint" }, t("notRolled")));
  else {
    const faces = el("ul", { class: "tiles", "data-dice": "" });
    for (const die of view.dice) {
      faces.append(el("li", { class: `tile${die.spent ? "" : " face-up"}`, "data-face": die.face }, el("span", { class: "big" }, String(die.face))));
    }
    parts.push(faces);
  }
  if (view.pool.length) {
    const numbers = view.pool.map((value) => (value.text === String(value.number) ? value.text : `${value.text} = ${value.number}`));
    parts.push(el("p", { class: "fact", "data-pool": "" }, t("numbers", { numbers: numbers.join(", ") })));
  }
  return panel(t("dice"), "dice", ...parts);
}

function heroes(view, welcome) {
  const list = el("ul", { class: "people", "data-heroes": "" });
  view.heroes.forEach((id, seat) => {
    const cards = (view.hands[seat] ?? []).map((kind) => bonusCard(kind).name).join(", ");
    // what the hero's power does, on a line of its own: a watcher has no card to read it from
    const power = id ? el("span", { class: "fact note", "data-power": id }, hero(id).text) : null;
    const row = personRow(welcome, seat, [id ? hero(id).name : t("noHero"), cards || said("noCards"), power]);
    if (view.seat === seat && view.phase !== "over") row.classList.add("acting");
    list.append(row);
  });
  const parts = [list, el("p", { class: "fact", "data-escaped": "" }, t("escaped", { n: view.escaped }))];
  if (view.final_assault) parts.push(el("p", { class: "pending" }, t("finalAssault")));
  return panel(t("heroes"), "heroes", ...parts);
}

// the event card drawn last, by its id: [name, text] in the page's language
function lastEvent(view) {
  if (!view.last_event) return null;
  const cards = CARDS[document.documentElement.lang] ?? CARDS.en;
  const [name, text] = cards[view.last_event] ?? CARDS.en[view.last_event] ?? [view.last_event, ""];
  return panel(t("lastEvent"), "event",
    el("div", { class: "tile face-up event", "data-event": view.last_event }, el("span", { class: "big" }, name)),
    el("p", { class: "fact", "data-event-text": "" }, text),
    el("p", { class: "hint", "data-events-left": "" }, t("eventsLeft", { n: view.decks.events })));
}
