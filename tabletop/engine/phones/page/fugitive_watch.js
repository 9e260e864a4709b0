// Fugitive for a spectator: the public table only (view(state, None)).  The hideout row as far as
// it is public (a number where the card is face up or found, a face-down card with how many sprint
// cards lie under it), a hideout going down, the draw piles and both hands' sizes, whose turn, the
// Marshal's guesses so far and the manhunt; the event card drawn last (its name and what it does,
// in the app's language from fugitive_cards.js) and a pile being chosen for it; at the end, who won.

import { pick } from "/words.js";
import { el } from "/ui.js";
import { CARDS } from "/fugitive_cards.js";
import { nameOf, panel, personRow, watchPage } from "/watch.js";

const t = pick({
  en: {
    fugitive: "the Fugitive",
    marshal: "the Marshal",
    turn: "Turn {turn}: {name} ({role})",
    over: "{name} ({role}) wins!",
    row: "Hideouts",
    faceDown: "face down",
    sprints: "+{n} sprint",
    found: "found",
    placing: "A hideout is going down, with {n} sprint cards so far.",
    table: "At the table",
    piles: "Draw piles",
    pile: "Pile {pile}: {left} left",
    inHand: "{n} cards in hand",
    guesses: "The Marshal’s guesses",
    noGuesses: "No guesses yet.",
    guessLine: "Turn {turn}: {numbers}",
    hit: "found!",
    miss: "missed",
    inManhunt: "manhunt",
    manhunt_offered: "The Marshal may start a manhunt.",
    manhunt_active: "Manhunt! The Marshal guesses one hideout after another.",
    manhunt_declined: "The Marshal let the manhunt go.",
    manhunt_caught: "The manhunt caught the Fugitive.",
    manhunt_escaped: "The Fugitive escaped the manhunt.",
    event: "Event card",
    drawnBy: "Drawn by {name} ({role}) on turn {turn}",
    helps_fugitive: "Helps the Fugitive",
    helps_marshal: "Helps the Marshal",
    helps_drawer: "Helps whoever draws it",
    choosing: "{name} ({role}) chooses a draw pile for {card}.",
    inForce: "In force",
    fx_marshal_skips_draw: "The Marshal draws no cards at the start of her next turn.",
    fx_single_guess_only: "The Marshal’s next guess names one number only.",
    fx_range_bonus: "The Fugitive’s range is {n} instead of 3.",
    fx_no_sprint: "The Fugitive may not put sprint cards under a hideout.",
    fx_extra_action: "{name} ({role}) acts twice, this turn or next.",
    fx_bonus_draws: "{name} ({role}) draws {n} extra cards at the next draw.",
    clues: "What the Informant told",
    clue: "Turn {turn}: {count} face-down in {low}–{high}",
  },
  pl: {
    fugitive: "Zbieg",
    marshal: "Szeryf",
    turn: "Tura {turn}: {name} ({role})",
    over: "Wygrana: {name} ({role})!",
    row: "Kryjówki",
    faceDown: "zakryta",
    sprints: "+{n} sprintu",
    found: "odkryta",
    placing: "Powstaje kryjówka, kart sprintu pod nią: {n}.",
    table: "Przy stole",
    piles: "Stosy do dobierania",
    pile: "Stos {pile}: zostało {left}",
    inHand: "Kart w ręce: {n}",
    guesses: "Próby Szeryfa",
    noGuesses: "Jeszcze żadnej próby.",
    guessLine: "Tura {turn}: {numbers}",
    hit: "trafienie!",
    miss: "pudło",
    inManhunt: "obława",
    manhunt_offered: "Szeryf może zacząć obławę.",
    manhunt_active: "Obława! Szeryf zgaduje kryjówkę po kryjówce.",
    manhunt_declined: "Szeryf nie zaczął obławy.",
    manhunt_caught: "Obława złapała Zbiega.",
    manhunt_escaped: "Zbieg uciekł obławie.",
    event: "Karta wydarzenia",
    drawnBy: "Dobrana w turze {turn}: {name} ({role})",
    helps_fugitive: "Pomaga Zbiegowi",
    helps_marshal: "Pomaga Szeryfowi",
    helps_drawer: "Pomaga temu, kto ją dobierze",
    choosing: "{name} ({role}) wybiera stos do dobierania dla karty {card}.",
    inForce: "Obowiązuje",
    fx_marshal_skips_draw: "Szeryf nie dobiera kart na początku następnej tury.",
    fx_single_guess_only: "Następna próba Szeryfa może wskazać tylko jedną liczbę.",
    fx_range_bonus: "Zasięg Zbiega wynosi {n} zamiast 3.",
    fx_no_sprint: "Zbieg nie może dokładać kart sprintu pod kryjówkę.",
    fx_extra_action: "{name} ({role}) działa dwa razy, w tej lub następnej turze.",
    fx_bonus_draws: "{name} ({role}): dodatkowe karty przy następnym dobieraniu: {n}.",
    clues: "Co powiedział informator",
    clue: "Tura {turn}: zakrytych w {low}–{high}: {count}",
  },
});

const ROLES = ["fugitive", "marshal"];

export function watch(root, frame, welcome) {
  const view = frame.view;
  const role = (seat) => t(ROLES[seat]);
  let headline;
  if (view.outcome) {
    const winner = view.outcome.winners[0];
    headline = t("over", { name: nameOf(welcome, winner), role: role(winner) });
  } else {
    const acting = view.to_act[0] ?? (view.turn % 2 === 1 ? 0 : 1);
    headline = t("turn", { turn: view.turn, name: nameOf(welcome, acting), role: role(acting) });
  }
  const panels = [row(view), eventCard(view, welcome), people(view, welcome), guesses(view)];
  watchPage(root, headline, panels, frame);
}

function row(view) {
  const tiles = el("ol", { class: "tiles", "data-hideouts": "" });
  for (const hideout of view.hideouts) {
    const shown = hideout.card !== null;
    // the 0 lies face up from the start: it was never found
    const kind = hideout.revealed && hideout.card !== 0 ? "found" : shown ? "face-up" : "face-down";
    const tile = el("li", { class: `tile ${kind}`, "data-hideout": shown ? hideout.card : "?" },
      el("span", { class: "big" }, shown ? String(hideout.card) : "?"));
    if (!shown) tile.append(el("span", { class: "small" }, t("faceDown")));
    if (hideout.revealed && hideout.card !== 0) tile.append(el("span", { class: "small" }, t("found")));
    if (hideout.sprints) tile.append(el("span", { class: "small" }, t("sprints", { n: hideout.sprints })));
    tiles.append(tile);
  }
  const parts = [tiles];
  if (view.pending) parts.push(el("p", { class: "pending" }, t("placing", { n: view.pending.sprints })));
  if (view.manhunt !== "none") parts.push(el("p", { class: "pending", "data-manhunt": view.manhunt }, t(`manhunt_${view.manhunt}`)));
  const section = panel(t("row"), "hideouts", ...parts);
  section.classList.add("wide");
  return section;
}

function people(view, welcome) {
  const list = el("ul", { class: "people" });
  for (const seat of [0, 1]) {
    const row = personRow(welcome, seat, [t(ROLES[seat]), t("inHand", { n: view.hand_counts[String(seat)] })]);
    if (view.to_act.includes(seat) && !view.outcome) row.classList.add("acting");
    list.append(row);
  }
  const piles = el("ul", { class: "lines", "data-piles": "" });
  view.decks.forEach((left, index) => piles.append(el("li", {}, t("pile", { pile: index + 1, left }))));
  return panel(t("table"), "people", list, el("h3", {}, t("piles")), piles);
}

function guesses(view) {
  if (!view.guesses.length) return panel(t("guesses"), "guesses", el("p", { class: "hint" }, t("noGuesses")));
  const list = el("ol", { class: "lines", "data-guesses": "" });
  for (const guess of view.guesses) {
    const line = `${t("guessLine", { turn: guess.turn, numbers: guess.numbers.join(", ") })} · ${guess.hit ? t("hit") : t("miss")}`;
    list.append(el("li", { class: guess.hit ? "hit" : "" }, guess.manhunt ? `${line} · ${t("inManhunt")}` : line));
  }
  return panel(t("guesses"), "guesses", list);
}

// a card's [name, text] in the page's language by its id (the view's own English words if the
// module does not know it)
function card(id, fallback) {
  const cards = CARDS[document.documentElement.lang] ?? CARDS.en;
  return cards[id] ?? CARDS.en[id] ?? fallback;
}

function eventCard(view, welcome) {
  const last = view.last_event;
  const choice = view.event_choice;
  const lasting = inForce(view, welcome);
  const clues = view.clues ?? [];
  if (!last && !choice && !lasting.length && !clues.length) return null;
  const parts = [];
  if (last) {
    const [name, text] = card(last.id, [last.name, last.text]);
    parts.push(
      el("div", { class: `tile face-up event ${last.helps}`, "data-event": last.id },
        el("span", { class: "big" }, name), el("span", { class: "small" }, t(`helps_${last.helps}`))),
      el("p", { class: "fact", "data-event-text": "" }, text),
      el("p", { class: "hint" }, t("drawnBy", { name: nameOf(welcome, last.drawer), role: t(ROLES[last.drawer]), turn: last.turn })),
    );
  }
  if (choice) {
    const [name] = card(choice.event, [choice.event, ""]);
    parts.push(el("p", { class: "pending", "data-event-choice": choice.event },
      t("choosing", { name: nameOf(welcome, choice.seat), role: t(ROLES[choice.seat]), card: name })));
  }
  if (lasting.length) {
    const list = el("ul", { class: "lines", "data-in-force": "" });
    lasting.forEach((line) => list.append(el("li", {}, line)));
    parts.push(el("h3", {}, t("inForce")), list);
  }
  if (clues.length) {
    const list = el("ul", { class: "lines", "data-clues": "" });
    clues.forEach((clue) => list.append(el("li", {}, t("clue", clue))));
    parts.push(el("h3", {}, t("clues")), list);
  }
  return panel(t("event"), "event", ...parts);
}

// the event cards' lasting effects (public), one line each
function inForce(view, welcome) {
  const fx = view.effects ?? {};
  const lines = [];
  for (const flag of ["marshal_skips_draw", "single_guess_only", "no_sprint"]) if (fx[flag]) lines.push(t(`fx_${flag}`));
  if (fx.range_bonus) lines.push(t("fx_range_bonus", { n: 3 + fx.range_bonus }));
  const who = (seat) => ({ name: nameOf(welcome, seat), role: t(ROLES[seat]) });
  (fx.extra_action ?? []).forEach((twice, seat) => { if (twice) lines.push(t("fx_extra_action", who(seat))); });
  (fx.bonus_draws ?? []).forEach((n, seat) => { if (n) lines.push(t("fx_bonus_draws", { ...who(seat), n })); });
  return lines;
}
