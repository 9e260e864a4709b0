// Outnumbered on a phone: the hero's card and power, the bonus power cards with their targets, and
// the dice tray (tap two numbers and an operation, or type a whole formula), the villains to aim
// at, rolling and ending the turn.  Only moves the rules list as legal are offered, plus a typed
// formula (the rules accept one but cannot list them all): it is sent as typed, and the rules judge
// it; a refusal shows on the page with their reason.  The heroes play with open hands, so the view
// is the same for every seat: nothing here is secret, the phone just puts the seat's part in hand.

import { commandButton, el, patch, redrawing, useStyle } from "/ui.js";
import { bonusCard, hero, t, villainName } from "/outnumbered_words.js";
import { watch } from "/outnumbered_watch.js";

const OPS = [
  { op: "+", shown: "+" },
  { op: "-", shown: "−" },
  { op: "*", shown: "×" },
  { op: "/", shown: "÷" },
  { op: "^2", shown: "²" },
];
// the formula's keys type the signs a person reads (the rules read × ÷ − ² as * / - ^2)
const KEYS = ["+", "−", "×", "÷", "²", "(", ")"];

// choices that live between taps (a re-draw keeps them; a new step of the game clears them)
let first = null; // the pool value picked first in the tray
let op = null; // the operation picked after it
let card = null; // the bonus card picked
let wildDie = null; // Wild Die's die
let formula = "";
let lastStep = null;
const { remember, redraw } = redrawing(render);

export function render(root, frame, act, welcome) {
  useStyle("outnumbered-css", "/outnumbered.css");
  if (!isSeat(frame.view.viewer)) { watch(root, frame, welcome, board(frame.view, [], act)); return; } // a spectator

  remember(root, frame, act, welcome);
  if (frame.step !== lastStep) {
    first = op = card = wildDie = null;
    formula = "";
    lastStep = frame.step;
  }
  const { view, legal } = frame;
  const seat = view.viewer;
  const byType = (type) => legal.filter((command) => command.type === type);
  const parts = [];
  if (view.phase === "over") parts.push(ending(view));
  const choices = byType("choose_hero");
  if (choices.length) parts.push(heroChoice(choices, act));
  if (isSeat(seat) && view.heroes[seat]) parts.push(heroCard(view, seat, byType("hero_power"), act));
  const top = el("div", { class: "actions" });
  for (const command of byType("roll")) top.append(commandButton(t("roll"), command, act, { primary: true }));
  if (top.childElementCount) parts.push(top);
  parts.push(board(view, byType("defeat"), act));
  if (view.phase === "act" && legal.length && view.pool.length) {
    parts.push(tray(view, legal, act));
    parts.push(typed(view, act));
  }
  if (view.phase !== "choose_hero" && isSeat(seat)) parts.push(bonusHand(view, seat, byType("play_bonus"), act));
  const end = el("div", { class: "actions" });
  for (const command of byType("end_turn")) {
    const warn = byType("defeat").length > 0;
    end.append(commandButton(t("endTurn"), command, act, { confirm: warn ? t("endWarn") : t("endConfirm") }));
  }
  if (end.childElementCount) parts.push(end);
  const others = team(view, seat);
  if (others) parts.push(others);
  patch(root, ...parts);
}

function isSeat(seat) {
  return Number.isInteger(seat) && seat >= 0;
}

function team(view, seat) {
  // the heroes play with open hands: the others' heroes and bonus cards, the one acting marked
  const rows = [];
  view.heroes.forEach((id, other) => {
    if (other === seat) return;
    const cards = (view.hands[other] ?? []).map((kind) => bonusCard(kind).name).join(", ");
    const name = id ? hero(id).name : "…";
    rows.push(el(
      "li",
      { class: `mate${view.seat === other && view.phase !== "over" ? " acting" : ""}`, "data-seat": other },
      el("strong", {}, name),
      el("span", { class: "power-text" }, cards || t("noCards")),
    ));
  });
  return rows.length ? el("section", { class: "team" }, el("h3", {}, t("team")), el("ul", { class: "mates" }, ...rows)) : null;
}

function ending(view) {
  // the score's rating is read on the big screen, in its words
  const line = view.won ? t("won", { score: view.score ?? 0 }) : t("lost");
  return el("p", { class: `ending ${view.won ? "won" : "lost"}` }, line);
}

function heroChoice(choices, act) {
  const list = el("div", { class: "actions heroes" });
  for (const command of choices) {
    const shown = hero(command.hero);
    const button = commandButton(shown.name, command, act, { confirm: t("chooseConfirm", { hero: shown.name }) });
    button.classList.add("hero-pick");
    button.dataset.hero = command.hero;
    button.append(el("span", { class: "power-text" }, shown.text));
    list.append(button);
  }
  return el("section", {}, el("h2", {}, t("chooseHero")), list);
}

function heroCard(view, seat, powers, act) {
  const shown = hero(view.heroes[seat]);
  const parts = [
    el("h3", {}, t("yourHero")),
    el("div", { class: "hero-card" }, el("strong", { class: "hero-name" }, shown.name), el("span", { class: "power-text" }, shown.text)),
  ];
  if (view.seat === seat && view.phase === "act") {
    parts.push(el("p", { class: "hint" }, t("usesLeft", { uses: view.hero_uses_left })));
  }
  if (powers.length) {
    const buttons = el("div", { class: "actions powers" });
    // dice showing the same number give the same result: one button for each
    const seen = new Set();
    for (const command of powers) {
      const label = powerLabel(view, shown.power, command);
      if (seen.has(label)) continue;
      seen.add(label);
      buttons.append(commandButton(label, command, act));
    }
    parts.push(el("h3", {}, t("power", { hero: shown.name })), buttons);
  }
  return el("section", { class: "hero" }, ...parts);
}

function number(view, id) {
  return view.pool.find((value) => value.id === id)?.number;
}

function powerLabel(view, power, command) {
  const before = number(view, command.die);
  if (power === "splice") {
    const second = number(view, command.other);
    return t("powerSplice", { first: before, second, after: `${before}${second}` });
  }
  if (power === "reroll") return t("powerReroll", { before });
  const after = { plus_one: before + 1, minus_one: before - 1, flip: 7 - before, double: before * 2 }[power];
  return t("powerOne", { before, after });
}

function villainAt(view, lane, row) {
  return view.lanes[lane]?.villains[row] ?? null;
}

function board(view, defeats, act) {
  // the lanes in play, each a column of its villains' numbers, top row first (what to aim at)
  const grid = el("div", { class: "lanes" });
  const beatable = new Set(defeats.map((command) => `${command.lane}/${command.row}`));
  for (const lane of view.lanes.filter((each) => each.active)) {
    const column = el("ol", { class: `lane${lane.barricade ? "" : " open"}`, "aria-label": t("lane", { lane: lane.lane + 1 }) });
    column.append(el("li", { class: "lane-name" }, String(lane.lane + 1)));
    lane.villains.forEach((villain, row) => {
      const label = villain ? String(villain.value) : "";
      const kind = villain ? ` villain ${villain.kind}${beatable.has(`${lane.lane}/${row}`) ? " beatable" : ""}` : " empty";
      column.append(el("li", { class: `space${kind}`, "data-space": `${lane.lane}/${row}` }, label));
    });
    column.append(el("li", { class: "barricade" }, lane.barricade ? "▬" : "✕"));
    grid.append(column);
  }
  const parts = [el("h3", {}, `${t("board")} · ${t("truck", { at: view.truck + 1, of: view.route.length })}`), grid];
  if (defeats.length) {
    const buttons = el("div", { class: "actions beats" });
    for (const command of defeats) {
      const villain = villainAt(view, command.lane, command.row);
      const value = view.pool.find((each) => each.id === command.value);
      const label = t("beat", {
        villain: villainName(villain?.name ?? ""),
        value: villain?.value ?? "",
        lane: command.lane + 1,
        text: !value ? "" : value.text === String(value.number) ? value.text : `${value.text} = ${value.number}`,
      });
      buttons.append(commandButton(label, command, act, { primary: true }));
    }
    parts.push(buttons);
  }
  return el("section", { class: "board" }, ...parts);
}

function tray(view, legal, act) {
  // tap a number, then an operation, then a second number: one Combine (or a Square) the rules listed
  const steps = legal.filter((command) => command.type === "combine" || command.type === "square");
  if (first !== null && !view.pool.some((value) => value.id === first)) first = op = null;
  const chips = el("div", { class: "pool" });
  for (const value of view.pool) {
    let usable = true;
    if (first !== null && op !== null && value.id !== first) {
      usable = steps.some((c) => c.type === "combine" && c.a === first && c.op === op && c.b === value.id);
    }
    chips.append(el(
      "button",
      {
        class: `chip${value.id === first ? " chosen" : ""}${value.raw ? " die" : " built"}${value.bonus ? " bonus" : ""}`,
        "data-value": value.id,
        disabled: !usable,
        onclick: () => pickValue(value, steps, act),
      },
      el("span", { class: "number" }, String(value.number)),
      value.raw ? null : el("span", { class: "formula-text" }, value.text),
    ));
  }
  const parts = [el("h3", {}, t("tray")), chips];
  if (first === null) {
    parts.push(el("p", { class: "hint" }, t("trayHint")));
  } else {
    const shownOp = OPS.find((each) => each.op === op)?.shown ?? "";
    if (op !== null) parts.push(el("p", { class: "hint" }, t("pickSecond", { number: number(view, first), op: shownOp })));
    const ops = el("div", { class: "ops" });
    for (const each of OPS) {
      const possible = each.op === "^2"
        ? steps.some((c) => c.type === "square" && c.value === first)
        : steps.some((c) => c.type === "combine" && c.a === first && c.op === each.op);
      ops.append(el("button", {
        class: `op${op === each.op ? " chosen" : ""}`,
        "data-op": each.op,
        disabled: !possible,
        onclick: () => pickOp(each.op, steps, act),
      }, each.shown));
    }
    ops.append(el("button", { class: "op cancel", onclick: () => { first = op = null; redraw(); } }, t("cancel")));
    parts.push(ops);
  }
  return el("section", { class: "tray" }, ...parts);
}

function pickValue(value, steps, act) {
  if (first === null || (op === null && value.id !== first)) {
    first = value.id;
  } else if (value.id === first) {
    first = op = null;
  } else {
    const command = steps.find((c) => c.type === "combine" && c.a === first && c.op === op && c.b === value.id);
    if (command) {
      first = op = null;
      act(command);
      return;
    }
  }
  redraw();
}

function pickOp(chosen, steps, act) {
  if (chosen === "^2") {
    const command = steps.find((c) => c.type === "square" && c.value === first);
    if (command) {
      first = op = null;
      act(command);
      return;
    }
  }
  op = op === chosen ? null : chosen;
  redraw();
}

function typed(view, act) {
  // the formula as typed (or tapped on the keys below): the rules read it and say if it cannot be made
  const input = el("input", {
    class: "formula",
    "data-formula": "",
    type: "text",
    inputmode: "text",
    autocomplete: "off",
    autocapitalize: "off",
    autocorrect: "off",
    spellcheck: "false",
    enterkeyhint: "go",
    "aria-label": t("formula"),
    placeholder: t("formulaHint"),
  });
  input.value = formula;
  input.addEventListener("input", () => { formula = input.value; });
  const send = () => {
    formula = input.value;
    if (formula.trim()) act({ type: "build", seat: view.viewer, formula: formula.trim() });
  };
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") send(); });
  const keys = el("div", { class: "keys" });
  const numbers = [...new Set(view.pool.map((value) => value.number))].sort((a, b) => a - b);
  const type = (text) => { formula = input.value + text; input.value = formula; };
  for (const n of numbers) keys.append(el("button", { class: "key number-key", "data-key": String(n), onclick: () => type(String(n)) }, String(n)));
  for (const key of KEYS) keys.append(el("button", { class: "key", "data-key": key, onclick: () => type(key) }, key));
  keys.append(el("button", { class: "key", "data-key": "back", "aria-label": t("clear"), onclick: () => { formula = input.value.slice(0, -1); input.value = formula; } }, t("back")));
  const make = el("button", { class: "primary", "data-build": "", onclick: send }, t("make"));
  return el("section", { class: "typed" }, el("h3", {}, t("formula")), el("div", { class: "formula-line" }, input, make), keys);
}

function bonusHand(view, seat, plays, act) {
  const hand = view.hands[seat] ?? [];
  if (card !== null && !plays.some((command) => command.card === card)) card = wildDie = null;
  const cards = el("div", { class: "bonus-cards" });
  hand.forEach((kind, index) => {
    const shown = bonusCard(kind);
    const playable = plays.some((command) => command.card === kind);
    cards.append(el(
      "button",
      {
        class: `bonus-card${playable ? " playable" : ""}${kind === card ? " chosen" : ""}`,
        "data-bonus": kind,
        "data-index": index,
        onclick: () => { card = card === kind ? null : kind; wildDie = null; redraw(); },
      },
      el("strong", {}, shown.name),
      el("span", { class: "power-text" }, shown.text),
    ));
    // the chosen card's targets right under it, where the thumb already is
    if (kind === card && hand.indexOf(kind) === index) {
      cards.append(targets(view, card, plays.filter((command) => command.card === card), act));
    }
  });
  const parts = [el("h3", {}, t("bonus")), hand.length ? cards : el("p", { class: "hint" }, t("noBonus"))];
  if (card === null && plays.length) parts.push(el("p", { class: "hint" }, t("bonusHint")));
  return el("section", { class: "bonus" }, ...parts);
}

function targets(view, kind, plays, act) {
  const name = bonusCard(kind).name;
  const box = el("div", { class: "actions targets" });
  const done = (command) => { card = wildDie = null; act(command); };
  const button = (label, command) => box.append(commandButton(label, command, done, { confirm: t("playConfirm", { card: name }), primary: true }));
  if (kind === "wild_die") {
    const dice = [...new Set(plays.map((command) => command.die))];
    const pickDie = el("div", { class: "pool" });
    for (const die of dice) {
      pickDie.append(el("button", {
        class: `chip die${die === wildDie ? " chosen" : ""}`,
        "data-wild-die": die,
        onclick: () => { wildDie = die; redraw(); },
      }, el("span", { class: "number" }, String(number(view, die)))));
    }
    box.append(el("p", { class: "hint" }, t("wildPickDie")), pickDie);
    for (const command of plays.filter((each) => each.die === wildDie)) {
      button(t("wildFace", { before: number(view, command.die), after: command.face }), command);
    }
    return box;
  }
  for (const command of plays) {
    if (command.lane >= 0 && command.row >= 0) {
      const villain = villainAt(view, command.lane, command.row);
      button(t("onVillain", { card: name, villain: villainName(villain?.name ?? ""), value: villain?.value ?? "", lane: command.lane + 1 }), command);
    } else if (command.lane >= 0) {
      button(t("onLane", { card: name, lane: command.lane + 1 }), command);
    } else {
      button(t("playIt", { card: name }), command);
    }
  }
  return box;
}
