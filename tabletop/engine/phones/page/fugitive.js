// Fugitive on a phone: the Fugitive's hand (hideouts placed with sprint cards, draws, passing) and
// the Marshal's guesses (a series of numbers at once, or one number in a manhunt).  Every button
// carries the rules' command it sends; only commands the rules list as legal are offered (plus a
// series guess, which the rules accept although they list single numbers only).

import { pick } from "/words.js";
import { commandButton, el } from "/ui.js";
import { watch } from "/fugitive_watch.js";

const t = pick({
  en: {
    fugitive: "You are the Fugitive",
    marshal: "You are the Marshal",
    hand: "Your hand",
    marshalHand: "Your cards",
    row: "Hideouts",
    hide: "Hide at {card}",
    sprint: "Sprint with {card} (+{value})",
    pending: "Hideout {card}, sprint cards under it: {sprints}",
    needMore: "It needs +{needed} more sprint.",
    enough: "Far enough: Done, or add more sprint.",
    pendingHidden: "A hideout with {sprints} sprint cards",
    done: "Done",
    doneConfirm: "Tap again: done",
    pass: "Pass",
    passConfirm: "Tap again to pass",
    draw: "Draw from pile {pile} ({left} left)",
    choose: "Put it on pile {pile}",
    manhuntYes: "Start the manhunt",
    manhuntYesConfirm: "Tap again to start it",
    manhuntNo: "Not now",
    pickNumbers: "Tap the numbers you suspect",
    pickNumber: "Tap one number",
    guess: "Guess {numbers}",
    guessConfirm: "Tap again: guess {numbers}",
    tapCard: "Tap a card to play it",
  },
  pl: {
    fugitive: "Grasz jako Zbieg",
    marshal: "Grasz jako Szeryf",
    hand: "Twoja ręka",
    marshalHand: "Twoje karty",
    row: "Kryjówki",
    hide: "Ukryj się w {card}",
    sprint: "Sprint kartą {card} (+{value})",
    pending: "Kryjówka {card}, kart sprintu pod nią: {sprints}",
    needMore: "Brakuje jeszcze +{needed} sprintu.",
    enough: "Wystarczy: Gotowe albo dołóż sprint.",
    pendingHidden: "Kryjówka z kartami sprintu: {sprints}",
    done: "Gotowe",
    doneConfirm: "Dotknij znowu: gotowe",
    pass: "Pas",
    passConfirm: "Dotknij znowu, by spasować",
    draw: "Dobierz ze stosu {pile} (zostało {left})",
    choose: "Połóż ją na stosie {pile}",
    manhuntYes: "Zacznij obławę",
    manhuntYesConfirm: "Dotknij znowu, by zacząć",
    manhuntNo: "Nie teraz",
    pickNumbers: "Dotknij numerów, które podejrzewasz",
    pickNumber: "Dotknij jednego numeru",
    guess: "Zgaduj {numbers}",
    guessConfirm: "Dotknij znowu: zgaduj {numbers}",
    tapCard: "Dotknij karty, by ją zagrać",
  },
});

let chosenCard = null;
let chosenNumbers = [];
// what the last render drew with, so a tap that only changes a choice can draw again
let lastRoot = null;
let lastFrame = null;
let lastAct = null;

function redraw() {
  render(lastRoot, lastFrame, lastAct);
}

export function render(root, frame, act, welcome) {
  if (frame.view.seat === null) { watch(root, frame, welcome); return; } // a spectator: the public table
  lastRoot = root;
  lastFrame = frame;
  lastAct = act;
  const { view, legal } = frame;
  const byType = (type) => legal.filter((command) => command.type === type);
  const parts = [];
  parts.push(el("h2", {}, view.seat === 0 ? t("fugitive") : view.seat === 1 ? t("marshal") : ""));
  parts.push(hideoutRow(view));
  if (view.pending) parts.push(el("p", { class: "pending" }, pendingLine(view.pending)));
  if (view.seat === 0) parts.push(...fugitiveHand(view, legal, act));
  if (view.seat === 1 && view.marshal_hand?.length) parts.push(marshalCards(view.marshal_hand));
  const guesses = byType("guess");
  if (guesses.length) parts.push(...guessPad(view, guesses, act));
  const buttons = el("div", { class: "actions" });
  for (const command of byType("draw")) {
    buttons.append(commandButton(t("draw", { pile: command.deck, left: view.decks[command.deck - 1] }), command, act, { primary: true }));
  }
  for (const command of byType("choose")) buttons.append(commandButton(t("choose", { pile: command.deck }), command, act));
  for (const command of byType("manhunt")) {
    buttons.append(command.start
      ? commandButton(t("manhuntYes"), command, act, { confirm: t("manhuntYesConfirm"), primary: true })
      : commandButton(t("manhuntNo"), command, act));
  }
  for (const command of byType("done")) buttons.append(commandButton(t("done"), command, act, { confirm: t("doneConfirm") }));
  for (const command of byType("pass")) buttons.append(commandButton(t("pass"), command, act, { confirm: t("passConfirm") }));
  parts.push(buttons);
  root.replaceChildren(...parts);
}

function pendingLine(pending) {
  if (pending.card === null) return t("pendingHidden", { sprints: pending.sprints });
  const more = pending.needed ? t("needMore", { needed: pending.needed }) : t("enough");
  return `${t("pending", { card: pending.card, sprints: pending.sprints })} ${more}`;
}

function hideoutRow(view) {
  const row = el("ol", { class: "row", "aria-label": t("row") });
  for (const hideout of view.hideouts) {
    const label = hideout.card === null ? "?" : String(hideout.card);
    const sprints = hideout.sprints ? ` +${hideout.sprints}` : "";
    row.append(el("li", { class: hideout.revealed ? "revealed" : "hidden" }, label + sprints));
  }
  return row;
}

function fugitiveHand(view, legal, act) {
  const forCard = (card) => legal.filter((command) => command.card === card);
  if (chosenCard !== null && (!view.hand.includes(chosenCard) || forCard(chosenCard).length === 0)) chosenCard = null;
  const hand = el("div", { class: "hand", "aria-label": t("hand") });
  for (const card of [...view.hand].sort((a, b) => a - b)) {
    const playable = forCard(card).length > 0;
    const value = view.sprint_table[String(card)] ?? 0;
    hand.append(el(
      "button",
      {
        class: `card${playable ? " playable" : ""}${card === chosenCard ? " chosen" : ""}`,
        "data-card": card,
        disabled: !playable,
        onclick: () => { chosenCard = card === chosenCard ? null : card; redraw(); },
      },
      el("span", { class: "number" }, String(card)),
      value ? el("span", { class: "value" }, `+${value}`) : null,
    ));
  }
  const choices = el("div", { class: "actions" });
  if (chosenCard === null) {
    if (legal.some((command) => "card" in command)) choices.append(el("p", { class: "hint" }, t("tapCard")));
  } else {
    for (const command of forCard(chosenCard)) {
      const label = command.type === "hideout"
        ? t("hide", { card: chosenCard })
        : t("sprint", { card: chosenCard, value: view.sprint_table[String(chosenCard)] ?? 0 });
      choices.append(commandButton(label, command, (sent) => { chosenCard = null; act(sent); }, { primary: true }));
    }
  }
  return [hand, choices];
}

function marshalCards(cards) {
  // the Marshal's own cards: numbers she holds, so cannot be hideouts
  const hand = el("div", { class: "hand", "aria-label": t("marshalHand") });
  for (const card of [...cards].sort((a, b) => a - b)) {
    hand.append(el("div", { class: "card held" }, el("span", { class: "number" }, String(card))));
  }
  return el("section", {}, el("h3", {}, t("marshalHand")), hand);
}

function guessPad(view, guesses, act) {
  const series = view.phase === "marshal_guess";
  const numbers = guesses.map((command) => command.numbers[0]);
  chosenNumbers = chosenNumbers.filter((number) => numbers.includes(number));
  const pad = el("div", { class: "pad" });
  for (const number of numbers) {
    pad.append(el("button", {
      class: `number${chosenNumbers.includes(number) ? " chosen" : ""}`,
      "data-number": number,
      onclick: () => {
        if (chosenNumbers.includes(number)) chosenNumbers = chosenNumbers.filter((n) => n !== number);
        else chosenNumbers = series ? [...chosenNumbers, number].sort((a, b) => a - b) : [number];
        redraw();
      },
    }, String(number)));
  }
  const parts = [el("p", { class: "hint" }, series ? t("pickNumbers") : t("pickNumber")), pad];
  if (chosenNumbers.length) {
    const shown = chosenNumbers.join(", ");
    const command = { type: "guess", seat: view.seat, numbers: chosenNumbers };
    parts.push(commandButton(t("guess", { numbers: shown }), command, (sent) => { chosenNumbers = []; act(sent); },
      { confirm: t("guessConfirm", { numbers: shown }), primary: true }));
  }
  return parts;
}

