// What every game's spectator page shares: the public table laid out for a phone or a laptop (one
// column on a phone, two side by side on a wide screen), each person named in their seat's colour
// as the welcome lists them.  A spectator has no seat and no moves: nothing here sends anything.
// Under every game's table, the log's last public lines as the big screen words them (the
// spectator's frame carries them beside the view: the view keeps no log).

import { el, patch } from "/ui.js";
import { pick } from "/words.js";

const t = pick({
  en: { log: "What happened", noLog: "Nothing has happened yet." },
  pl: { log: "Co się wydarzyło", noLog: "Jeszcze nic się nie wydarzyło." },
});

export function useWatchStyle() {
  if (document.getElementById("watch-css")) return;
  document.head.append(el("link", { id: "watch-css", rel: "stylesheet", href: "/watch.css" }));
}

// a person's name with a dot of their seat's colour (the page's rules allow no inline style
// attribute, so the colour is set through the element's style object)
export function seatName(welcome, seat) {
  const seats = welcome?.seats ?? [];
  const shown = seats[seat]?.name ?? `#${Number(seat) + 1}`;
  const tag = el("span", { class: "seat-name", "data-seat": seat }, shown);
  if (seats[seat]?.colour) tag.style.setProperty("--colour", seats[seat].colour);
  return tag;
}

export function nameOf(welcome, seat) {
  return welcome?.seats?.[seat]?.name ?? `#${Number(seat) + 1}`;
}

// a row for one person: their name in colour, then facts, each its own short line
export function personRow(welcome, seat, facts, attrs = {}) {
  const row = el("li", { class: "person", "data-seat": seat, ...attrs }, seatName(welcome, seat),
    ...facts.filter(Boolean).map((fact) => (typeof fact === "string" ? el("span", { class: "fact" }, fact) : fact)));
  const colour = welcome?.seats?.[seat]?.colour;
  if (colour) row.style.borderLeftColor = colour;
  return row;
}

// the spectator's page: a headline (the state of the game), then panels that flow into columns,
// and last the log of ``frame`` (the newest line first)
export function watchPage(root, headline, panels, frame) {
  useWatchStyle();
  document.body.classList.add("watching");
  // the header's turn line speaks to a seat ("Waiting for the others"): a spectator's is the headline
  const turn = document.getElementById("turn");
  if (turn && turn.textContent) turn.textContent = "";
  const board = el("div", { class: "watch" }, ...panels.filter(Boolean), logPanel(frame));
  patch(root, el("h2", { class: "watch-head", "data-watch": "" }, headline), board);
}

export function panel(heading, key, ...children) {
  return el("section", { class: "panel", "data-panel": key }, el("h3", {}, heading), ...children);
}

function logPanel(frame) {
  const lines = frame?.log ?? [];
  const list = el("ol", { class: "lines log", "data-log": "" });
  for (const line of [...lines].reverse()) list.append(el("li", {}, line));
  const section = panel(t("log"), "log", lines.length ? list : el("p", { class: "hint" }, t("noLog")));
  section.classList.add("wide");
  return section;
}
