// Outrun for a spectator: the public table only (view(state, None)).  The round and what happens
// now, the path card once it is turned, each runner's room, place on the monster board and state,
// their time in this race (only that they finished and how fast: the cards they laid stay theirs
// until the check), how their last run went, the cards in front of them and in the centre; at the
// end, who won.

import { pick } from "/words.js";
import { el } from "/ui.js";
import { pathCardPicture } from "/outrun_symbols.js";
import { cardDoes, cardLine, seconds, t as said } from "/outrun_words.js";
import { nameOf, panel, personRow, watchPage } from "/watch.js";

const t = pick({
  en: {
    reveal: "Round {round}: the next path card is coming",
    race: "Round {round}: the race is on!",
    choosing: "Round {round}: {names} to choose",
    runners: "Runners",
    pathCard: "The path card",
    running: "running…",
    finished: "finished in {seconds} s",
    outOfTime: "out of time",
    inHand: "interference cards in hand: {n}",
    front: "in front: {cards}",
  },
  pl: {
    reveal: "Runda {round}: zaraz następna karta ścieżki",
    race: "Runda {round}: bieg trwa!",
    choosing: "Runda {round}: wybiera {names}",
    runners: "Biegacze",
    pathCard: "Karta ścieżki",
    running: "biegnie…",
    finished: "koniec po {seconds} s",
    outOfTime: "czas minął",
    inHand: "karty ingerencji w ręce: {n}",
    front: "karty przed sobą: {cards}",
  },
});

export function watch(root, frame, welcome) {
  const view = frame.view;
  const panels = [];
  if (view.path) {
    const size = Math.round(Math.max(200, Math.min(360, window.innerWidth - 60)));
    panels.push(panel(t("pathCard"), "path",
      el("div", { class: "path-card", "data-path-card": String(view.path_id) },
        pathCardPicture(view.path, view.path_spots, view.path_antidote, size))));
  }
  panels.push(runners(view, welcome));
  if (view.center.length) {
    const centre = el("ul", { class: "bends" });
    for (const card of view.center) centre.append(bend(card));
    panels.push(panel(said("centre"), "centre", centre));
  }
  watchPage(root, headline(view, welcome), panels, frame);
}

function headline(view, welcome) {
  if (view.phase === "over") {
    return view.winner !== null ? said("won", { name: nameOf(welcome, view.winner) }) : said("nightOver");
  }
  if (view.phase === "reveal") return t("reveal", { round: view.round });
  if (view.phase === "race") return t("race", { round: view.round });
  const names = view.to_act.map((seat) => nameOf(welcome, seat)).join(", ");
  return t("choosing", { round: view.round, names });
}

function runners(view, welcome) {
  const list = el("ul", { class: "people", "data-runners": "" });
  view.seats.forEach((runner) => {
    const facts = [runner.room >= view.rooms ? said("out") : said("room", { room: runner.room + 1, rooms: view.rooms })];
    if (runner.position === "zero") facts.push(said("zero"));
    else if (runner.position !== null) facts.push(said("place", { place: runner.position }));
    if (runner.infected) facts.push(el("span", { class: "fact bad" }, said("infected")));
    if (runner.immune) facts.push(el("span", { class: "fact good" }, said("immune")));
    if (view.phase === "race") {
      if (!runner.finished) facts.push(t("running"));
      else facts.push(runner.finish_ms === null ? t("outOfTime") : t("finished", { seconds: seconds(runner.finish_ms) }));
    } else if (runner.last_run) {
      const run = runner.last_run;
      const line = run.ms === null ? said("lastOut") : run.correct ? said("right", { seconds: seconds(run.ms) }) : said("wrong", { seconds: seconds(run.ms) });
      facts.push(el("span", { class: `fact ${run.correct ? "good" : "bad"}`, "data-last-run": "" }, line));
    }
    facts.push(t("inHand", { n: runner.hand_count }));
    if (runner.interference.length) facts.push(t("front", { cards: runner.interference.map(cardLine).join(", ") }));
    const row = personRow(welcome, runner.seat, facts, { "data-room": String(runner.room) });
    if (view.to_act.includes(runner.seat) && view.phase !== "race" && view.phase !== "over") row.classList.add("acting");
    list.append(row);
  });
  return panel(t("runners"), "runners", list);
}

function bend(card) {
  return el("li", {}, el("b", {}, cardLine(card)), " ", el("span", { class: "does" }, cardDoes(card.kind)));
}
