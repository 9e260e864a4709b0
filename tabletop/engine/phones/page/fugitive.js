// Fugitive on a phone: the Fugitive's hand (hideouts placed with sprint cards, draws, passing) and
// the Marshal's guesses (a series of numbers at once, or one number in a manhunt).  Every button
// carries the rules' command it sends; only commands the rules list as legal are offered (plus a
// series guess, which the rules accept although they list single numbers only).

import { pick } from "/words.js";
import { commandButton, el, patch, redrawing, useStyle } from "/ui.js";
import { notepad } from "/fugitive_notepad.js";
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
    pending: "Hideout {card}. Sprint cards under it: {sprints}.",
    needMore: "It needs +{needed} more sprint.",
    enough: "Far enough. Tap Done, or add more sprint.",
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
    pending: "Kryjówka {card}. Kart sprintu pod nią: {sprints}.",
    needMore: "Brakuje jeszcze +{needed} sprintu.",
    enough: "Wystarczy. Dotknij Gotowe albo dołóż sprint.",
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
    tapCard: "Dotknij karty, by ją zagrać",
  },
});

let chosenCard = null;
const { remember, redraw } = redrawing(render);

export function render(root, frame, act, welcome) {
  useStyle("fugitive-css", "/fugitive.css");
  if (frame.view.seat === null) { watch(root, frame, welcome); return; } // a spectator: the public table
  remember(root, frame, act, welcome);
  const { view, legal } = frame;
  const byType = (type) => legal.filter((command) => command.type === type);
  const parts = [];
  parts.push(el("h2", {}, view.seat === 0 ? t("fugitive") : view.seat === 1 ? t("marshal") : ""));
  parts.push(hideoutRow(view));
  if (view.pending) parts.push(el("p", { class: "pending" }, pendingLines(view.pending)));
  if (view.seat === 0) parts.push(...fugitiveHand(view, legal, act));
  if (view.seat === 1 && view.marshal_hand?.length) parts.push(marshalCards(view.marshal_hand));
  // the turn's buttons sit in a bar fixed at the bottom of the screen: always in reach
  const bar = el("div", { class: "actions bar", "data-bar": "" });
  if (view.seat === 0) bar.append(...cardChoices(view, legal, act));
  if (view.seat === 1) {
    // her notepad: picking the numbers to guess, or pencil marks of her own
    const [pad, guess] = notepad(view, byType("guess"), act, redraw);
    parts.push(...pad);
    if (guess) bar.append(guess);
  }
  for (const command of byType("draw")) {
    bar.append(commandButton(t("draw", { pile: command.deck, left: view.decks[command.deck - 1] }), command, act, { primary: true }));
  }
  for (const command of byType("choose")) bar.append(commandButton(t("choose", { pile: command.deck }), command, act));
  for (const command of byType("manhunt")) {
    bar.append(command.start
      ? commandButton(t("manhuntYes"), command, act, { confirm: t("manhuntYesConfirm"), primary: true })
      : commandButton(t("manhuntNo"), command, act));
  }
  for (const command of byType("done")) bar.append(commandButton(t("done"), command, act, { confirm: t("doneConfirm") }));
  for (const command of byType("pass")) bar.append(commandButton(t("pass"), command, act, { confirm: t("passConfirm") }));
  if (bar.childElementCount) parts.push(bar);
  patch(root, ...parts);
}

function pendingLines(pending) {
  // the hideout and what to do next: two sentences, each on its own line
  if (pending.card === null) return [el("span", {}, t("pendingHidden", { sprints: pending.sprints }))];
  const more = pending.needed ? t("needMore", { needed: pending.needed }) : t("enough");
  return [el("span", {}, t("pending", { card: pending.card, sprints: pending.sprints })), el("span", {}, more)];
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
  const hint = chosenCard === null && legal.some((command) => "card" in command)
    ? el("p", { class: "hint" }, t("tapCard")) : null;
  return [hand, hint];
}

function cardChoices(view, legal, act) {
  // what the chosen card can do (hide there, or sprint with it): buttons for the bar
  if (chosenCard === null) return [];
  return legal.filter((command) => command.card === chosenCard).map((command) => {
    const label = command.type === "hideout"
      ? t("hide", { card: chosenCard })
      : t("sprint", { card: chosenCard, value: view.sprint_table[String(chosenCard)] ?? 0 });
    return commandButton(label, command, (sent) => { chosenCard = null; act(sent); }, { primary: true });
  });
}

function marshalCards(cards) {
  // the Marshal's own cards: numbers she holds, so cannot be hideouts
  const hand = el("div", { class: "hand", "aria-label": t("marshalHand") });
  for (const card of [...cards].sort((a, b) => a - b)) {
    hand.append(el("div", { class: "card held" }, el("span", { class: "number" }, String(card))));
  }
  return el("section", {}, el("h3", {}, t("marshalHand")), hand);
}
