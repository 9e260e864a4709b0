// The Marshal's notepad on her phone: the numbers 1-41, on which she picks the numbers to guess
// (as before) or, with the pencil switched on, marks a number ruled out or suspected.
// Her marks are her own notes, not the rules': the big screen keeps its notepad's marks with the
// save, and this page keeps the phone's in its own storage, under the seat's token (a token is for
// one seat of one game, so a new game starts with a clean sheet).  Marks never go to the server.

import { pick } from "/words.js";
import { commandButton, el } from "/ui.js";

export const GUESS_LOW = 1;
export const GUESS_HIGH = 41;
// a tap with the pencil moves a number on: blank -> ruled out -> suspected -> blank (as on the big screen)
const MARKS = ["crossed", "circled"];
const NOTES_KEY = "tabletop-fugitive-notes:";

const t = pick({
  en: {
    pickMode: "Pick to guess",
    pencilMode: "Pencil: mark",
    pickNumbers: "Tap the numbers you suspect",
    pickNumber: "Tap one number",
    pencilHint: "Tap a number to mark it: ruled out, then suspected, then blank.",
    legend: "Crossed out: ruled out. Circled: suspected. Dashed: in your hand. Green: a found hideout.",
    crossed: "{number}, ruled out",
    circled: "{number}, suspected",
    found: "{number}, a found hideout",
    held: "{number}, in your hand",
    guess: "Guess {numbers}",
    guessConfirm: "Tap again: guess {numbers}",
    notepad: "Your notepad",
  },
  pl: {
    pickMode: "Wybór do zgadywania",
    pencilMode: "Ołówek: zaznaczanie",
    pickNumbers: "Dotknij numerów, które podejrzewasz",
    pickNumber: "Dotknij jednego numeru",
    pencilHint: "Dotknij numeru, by go zaznaczyć: wykluczony, potem podejrzany, potem pusty.",
    legend: "Skreślony: wykluczony. W kółku: podejrzany. Przerywana ramka: na twojej ręce. Zielony: odkryta kryjówka.",
    crossed: "{number}, wykluczony",
    circled: "{number}, podejrzany",
    found: "{number}, odkryta kryjówka",
    held: "{number}, na twojej ręce",
    guess: "Zgaduj {numbers}",
    guessConfirm: "Dotknij znowu: zgaduj {numbers}",
    notepad: "Twój notes",
  },
});

let pencil = false;
let chosenNumbers = [];

function storageKey() {
  return NOTES_KEY + (localStorage.getItem("tabletop-token") ?? "");
}

// number (as text) -> "crossed" | "circled"; blank numbers are left out
function loadMarks() {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey()) ?? "{}");
    const marks = {};
    for (const [number, mark] of Object.entries(raw)) if (MARKS.includes(mark)) marks[number] = mark;
    return marks;
  } catch {
    return {};
  }
}

function saveMarks(marks) {
  const key = storageKey();
  // the notes of an earlier game's token are of no use any more
  for (let i = localStorage.length - 1; i >= 0; i -= 1) {
    const other = localStorage.key(i);
    if (other?.startsWith(NOTES_KEY) && other !== key) localStorage.removeItem(other);
  }
  localStorage.setItem(key, JSON.stringify(marks));
}

function cycleMark(number) {
  const marks = loadMarks();
  const next = MARKS[MARKS.indexOf(marks[number] ?? null) + 1] ?? null; // -1 (blank) + 1 -> crossed
  if (next) marks[number] = next;
  else delete marks[number];
  saveMarks(marks);
}

// The notepad's parts: [the mode switch or a hint, the grid of numbers, the legend] for the page,
// and the Guess button (or null) for the turn's bar.  `redraw` draws the page again after a tap.
export function notepad(view, guesses, act, redraw) {
  const series = view.phase === "marshal_guess";
  const guessable = guesses.map((command) => command.numbers[0]);
  const canGuess = guessable.length > 0;
  chosenNumbers = chosenNumbers.filter((number) => guessable.includes(number));
  const marking = pencil || !canGuess; // nothing to guess now: every tap writes
  const found = new Set(view.hideouts.filter((hideout) => hideout.revealed).map((hideout) => hideout.card));
  const held = new Set(view.marshal_hand ?? []);
  const marks = loadMarks();
  const pad = el("div", { class: `pad notepad${marking ? " pencil" : ""}`, "aria-label": t("notepad") });
  for (let number = GUESS_LOW; number <= GUESS_HIGH; number += 1) {
    const mark = marks[String(number)] ?? null;
    const known = found.has(number) ? "found" : held.has(number) ? "held" : null;
    const classes = ["number"];
    if (mark) classes.push(`mark-${mark}`);
    if (known) classes.push(known);
    if (!marking && chosenNumbers.includes(number)) classes.push("chosen");
    const label = mark ? t(mark, { number }) : known ? t(known, { number }) : String(number);
    pad.append(el("button", {
      class: classes.join(" "),
      "data-number": number,
      "data-mark": mark ?? undefined,
      "aria-label": label,
      disabled: !marking && !guessable.includes(number),
      onclick: () => {
        if (marking) cycleMark(number);
        else if (chosenNumbers.includes(number)) chosenNumbers = chosenNumbers.filter((n) => n !== number);
        else chosenNumbers = series ? [...chosenNumbers, number].sort((a, b) => a - b) : [number];
        redraw();
      },
    }, el("span", { class: "ink" }, String(number))));
  }
  const top = canGuess ? modeSwitch(redraw) : null;
  const hint = el("p", { class: "hint" }, marking ? t("pencilHint") : series ? t("pickNumbers") : t("pickNumber"));
  const legend = el("p", { class: "legend" }, t("legend"));
  let guess = null;
  if (!marking && chosenNumbers.length) {
    const shown = chosenNumbers.join(", ");
    const command = { type: "guess", seat: view.seat, numbers: chosenNumbers };
    guess = commandButton(t("guess", { numbers: shown }), command, (sent) => { chosenNumbers = []; act(sent); },
      { confirm: t("guessConfirm", { numbers: shown }), primary: true });
  }
  return [[top, hint, pad, legend], guess];
}

// Two big halves of one switch: picking numbers for a guess, or writing with the pencil.
function modeSwitch(redraw) {
  const half = (mode, label) => el("button", {
    class: `mode${pencil === (mode === "pencil") ? " on" : ""}`,
    "data-mode": mode,
    "aria-pressed": String(pencil === (mode === "pencil")),
    onclick: () => { pencil = mode === "pencil"; redraw(); },
  }, label);
  return el("div", { class: "modes", role: "group" }, half("pick", t("pickMode")), half("pencil", t("pencilMode")));
}
