// Outrun on a phone: a runner's own part of the night, held in one hand.
//
// The race is timed fairly on the phone itself: the path card shows here the moment the reveal
// reaches this phone, and the run is timed from the moment the card is painted on the screen to the
// tap on Finish (the tap's own time stamp, on the same performance.now() clock); that time goes with
// the run as elapsed_ms, and the big screen makes it the run's time, so the network's delay never
// counts against the runner.  Building the race screen (the card's SVG, the hand) and painting it
// take from a few to tens of milliseconds on a busy phone, and the runner sees nothing meanwhile:
// the clock starts when the browser says the race screen was painted (Element Timing's renderTime,
// where the browser has it), else at the first animation frame that draws it.  A reload keeps the
// clock (the moment the card showed is kept in the page's storage, by the wall clock), a page
// reopened in fresh storage starts it when the big screen says the card first reached this seat
// (race_shown_ms_ago), a game loaded from a save mid-race starts it afresh when the loaded table
// first shows the card (race_sitting), and a run finished while the link was down is sent when it
// comes back.
//
// Outside the race: the runner's place and room, the cards in front of them, their interference
// hand, and every choice the rules give them (the +0 place, whom to infect, interference cards and
// their targets), and Next race, as at the big screen.  Stable hooks for tests and the benchmark:
// [data-path-card] (only once revealed), button[data-finish], button[data-card], and
// window.outrunTiming = {shownAt, finishedAt, elapsedMs} for the last run.
//
// The big screen's menu stops the race, as it stops the big screen's own race clock: while it is
// open the runner's clock stands still (the time limit too), and when it closes the moment the card
// showed moves on by the pause, so elapsedMs = finishedAt - shownAt still holds and leaves it out.

import { isPaused, onPause } from "/pause.js";
import { commandButton, el, patch } from "/ui.js";
import { pathCardPicture, SYMBOL_IDS, symbolIcon } from "/outrun_symbols.js";
import { cardDoes, cardLine, cardName, seconds, t } from "/outrun_words.js";
import { watch } from "/outrun_watch.js";

const STORE = "tabletop-outrun-race";
const SPECIAL_ORDER = ["major_shortcut", "long_way", "antidote"];
const SPECIAL_KINDS = { major_shortcut: "major_shortcut", the_long_way: "long_way" };
const RESEND_AFTER_MS = 2000;
const PAINTED = "outrun-race-shown"; // the Element Timing name of the race screen's first line
// a clock kept in storage waits this long before calling Time's up on its own: the big screen may
// yet say the race began afresh (a game loaded from a save mid-race)
const STORED_GRACE_MS = 1500;
const PAINT_WITHIN_MS = 5000; // a paint record later than this after the drawing is not this drawing's
// where this run's clock came from: drawn on this page now (moved to the paint when it comes), kept
// in storage from before a reload, or told by the big screen (a page reopened in fresh storage)
const ORIGIN = Object.freeze({ DRAWN: "drawn", PAINTED: "painted", STORED: "stored", TOLD: "told" });

let last = null; // what the last render drew with: a tap that only changes a choice draws again
let race = null; // this phone's run of the path card on show: {key, shownAt, laid, pending, ...}
let chosenCard = null; // the interference card tapped, to show its targets
let askedNext = null; // the step at which this phone asked for the next race
let toldBy = null; // the last frame whose race_shown_ms_ago was taken (a redraw draws it again)
window.outrunTiming = window.outrunTiming ?? null;

function redraw() {
  if (last) render(last.root, last.frame, last.act, last.welcome);
}

// The race goes on while the link is down: the runner's clock is their own, and a finished run is
// sent once the link is back (page.js leaves this part tappable while offline).
export const worksOffline = true;
let lastWelcome = null; // a new welcome is a new link: a run on its way is sent again at once

export function render(root, frame, act, welcome) {
  useStyles();
  if (welcome !== lastWelcome) {
    lastWelcome = welcome;
    if (race && race.pending) race.pending.sentAt = null; // what went into the old link may be lost
  }
  if (frame.view.viewer === null) { watch(root, frame, welcome); return; } // a spectator: the public table
  last = { root, frame, act, welcome };
  const { view, legal } = frame;
  const me = view.viewer;
  const mine = view.seats[me];
  const names = (welcome?.seats ?? []).map((seat) => seat.name);
  const nameOf = (seat) => names[seat] ?? `#${seat + 1}`;
  const parts = [];
  if (view.phase === "race" && view.path && !mine.finished) {
    parts.push(...running(frame, act, me)); // the race screen: the card, what bends the run, the hand
  } else {
    if (view.phase !== "race") race = null;
    parts.push(...standing(view, mine));
    parts.push(...choices(view, legal, act, me, nameOf, frame.step));
    parts.push(...cardsOnYou(view, mine));
    if (!(view.phase === "interfere" && frame.your_turn)) parts.push(handList(view.hand));
  }
  patch(root, ...parts);
}

function useStyles() {
  if (document.getElementById("outrun-css")) return;
  document.head.append(el("link", { id: "outrun-css", rel: "stylesheet", href: "/outrun.css" }));
}

// -- the race ---------------------------------------------------------------------------------

function specials(view, mine) {
  const kinds = new Set([...mine.interference, ...view.center].map((card) => card.kind));
  const held = new Set(Object.entries(SPECIAL_KINDS).filter(([kind]) => kinds.has(kind)).map(([, card]) => card));
  if (mine.infected) held.add("antidote");
  return SPECIAL_ORDER.filter((card) => held.has(card));
}

function stored() {
  try {
    return JSON.parse(localStorage.getItem(STORE) ?? "null");
  } catch {
    return null;
  }
}

function keep() {
  const pending = race.pending ? { command: race.pending.command, elapsed: race.pending.elapsed } : null;
  const { key, wallShown, laid, pausedWall, sitting } = race;
  localStorage.setItem(STORE, JSON.stringify({ key, wallShown, laid, pending, pausedWall, sitting }));
}

// The big screen's menu opened: this runner's clock stands still (kept through a reload too).
function stopClock() {
  if (!race || race.pending || race.pausedAt !== null) return;
  race.pausedAt = performance.now();
  race.pausedWall = Date.now();
  clearTimeout(race.limitTimer);
  keep();
}

// The menu closed: the card showed that much later, as far as this run's time goes.
function goOnClock() {
  if (!race || race.pausedAt === null) return;
  race.shownAt += performance.now() - race.pausedAt;
  race.wallShown += Date.now() - race.pausedWall;
  race.pausedAt = null;
  race.pausedWall = null;
  keep();
  if (window.outrunTiming && window.outrunTiming.finishedAt === null) window.outrunTiming.shownAt = race.shownAt;
  if (last) armLimit(race, last.frame.view, last.act, last.frame.view.viewer);
}

onPause((paused) => {
  if (paused) stopClock();
  else goOnClock();
});

// The path card shows now: this runner's clock starts (or goes on, after a reload).
function startRace(key, view, act, me) {
  const now = performance.now();
  const kept = stored();
  const paused = { pausedAt: null, pausedWall: null, limitTimer: 0 };
  if (kept && kept.key === key) {
    // a run finished before a reload, not yet in the view, is sent again with its own time
    const pending = kept.pending ? { ...kept.pending, sentAt: null } : null;
    race = { key, origin: ORIGIN.STORED, sitting: kept.sitting ?? null, wallShown: kept.wallShown, shownAt: now - Math.max(0, Date.now() - kept.wallShown), laid: kept.laid ?? [], pending, ...paused };
    race.graceUntil = now + STORED_GRACE_MS;
    if (kept.pausedWall) {
      // reloaded under the menu: the clock has stood still since the menu opened
      race.pausedWall = kept.pausedWall;
      race.pausedAt = now - Math.max(0, Date.now() - kept.pausedWall);
      if (!isPaused()) goOnClock(); // and the menu closed while the page was away
    }
  } else {
    race = { key, origin: ORIGIN.DRAWN, sitting: null, wallShown: Date.now(), shownAt: now, laid: [], pending: null, ...paused };
    whenPainted(race); // the card is drawn next, and shows when it is painted
  }
  if (isPaused()) stopClock();
  keep();
  window.outrunTiming = { shownAt: race.shownAt, finishedAt: null, elapsedMs: null };
  armLimit(race, view, act, me);
}

// This run's clock moves to ``at`` (later: the card was painted then; earlier: the big screen says it
// showed then), the wall clock's moment with it, so a reload keeps the same start.
function moveStart(mine, at, origin) {
  if (race !== mine || mine.pending || mine.pausedAt !== null) return;
  mine.wallShown += at - mine.shownAt;
  mine.shownAt = at;
  mine.origin = origin;
  keep();
  if (window.outrunTiming && window.outrunTiming.finishedAt === null) window.outrunTiming.shownAt = mine.shownAt;
  if (last) armLimit(mine, last.frame.view, last.act, last.frame.view.viewer);
}

// The big screen says this seat's path card first reached its phone ``msAgo`` ago (a page back mid-race):
// a page with no clock of its own for this race (fresh storage: a private tab, the code scanned
// again) starts it then, as the runner has been racing since; never later than its own start, and
// a clock kept in storage is the phone's own, so it stays.  "Ago" counts from the frame's coming
// (page.js stamps it), not from its drawing, which may wait for this module to load; then the card's
// trip to the phone and this word's cancel out.
//
// A game loaded from a save mid-race marks the frame with race_sitting: each runner's clock starts
// afresh when that table first showed the card (the time the app was closed is no one's), so a
// clock from before the save (another sitting's, or none) moves there, whichever way, and the cards
// laid before it are taken back.
function told(mine, msAgo, frame) {
  toldBy = frame;
  if (!(msAgo >= 0)) return;
  const now = performance.now(); // (a stamp from another clock, a test's faked one, is not used)
  const came = frame.receivedAt > 0 && frame.receivedAt <= now ? frame.receivedAt : now;
  const at = came - msAgo; // from the frame's coming, not its drawing
  const sitting = frame.race_sitting ?? null;
  if (sitting !== null && sitting !== mine.sitting) {
    mine.sitting = sitting;
    if (!mine.pending) mine.laid = []; // the run starts afresh, as the screen's runners' hands do
    moveStart(mine, at, ORIGIN.TOLD);
    return;
  }
  if (mine.origin !== ORIGIN.STORED && at < mine.shownAt) moveStart(mine, at, ORIGIN.TOLD);
}

// The race screen is about to be drawn: nothing shows until the browser paints it, so the clock
// starts at the first paint (a redraw meanwhile paints the same line again, later: the first counts).
// Element Timing gives the paint's own time (Chromium, so most Android phones); elsewhere the first
// animation frame after the drawing is the moment that frame's painting begins.
function whenPainted(mine) {
  if (PerformanceObserver.supportedEntryTypes?.includes("element")) {
    const watch = new PerformanceObserver((list) => { if (painted(mine, list.getEntries())) watch.disconnect(); });
    watch.observe({ type: "element" });
    mine.paintWatch = watch;
  } else {
    requestAnimationFrame(() => { if (mine.origin === ORIGIN.DRAWN) moveStart(mine, performance.now(), ORIGIN.PAINTED); });
  }
}

// The paint's record among ``entries``: the clock moves to it (true when it was there).
function painted(mine, entries) {
  // a paint after the drawing began and not in the future (a page whose clock is faked by a test
  // or an extension reads other times: then the drawing's moment stands)
  const now = performance.now();
  const entry = entries.find((item) => item.identifier === PAINTED && item.renderTime > mine.shownAt
    && item.renderTime <= now && item.renderTime - mine.shownAt < PAINT_WITHIN_MS);
  if (!entry) return false;
  if (mine.origin === ORIGIN.DRAWN && mine.pausedAt === null) moveStart(mine, entry.renderTime, ORIGIN.PAINTED);
  return true;
}

// A Finish tapped before the paint's record was delivered takes it now (it is never later than a tap).
function takePaint(mine) {
  if (mine.paintWatch && painted(mine, mine.paintWatch.takeRecords())) mine.paintWatch.disconnect();
}

// The limit is kept on this phone's own clock: past it, the runner is out of time.
function armLimit(mine, view, act, me) {
  clearTimeout(mine.limitTimer);
  if (!(view.time_limit > 0) || mine.pending || mine.pausedAt !== null) return;
  const now = performance.now();
  const left = Math.max(view.time_limit * 1000 + 1 - (now - mine.shownAt), (mine.graceUntil ?? 0) - now);
  mine.limitTimer = setTimeout(() => {
    if (race === mine && !race.pending && race.pausedAt === null) {
      race.pending = { command: { type: "time_up", seat: me }, elapsed: null, sentAt: null };
      keep();
      send(act);
      redraw();
    }
  }, Math.max(0, left));
}

function send(act) {
  const pending = race.pending;
  const sent = pending.elapsed === null ? act(pending.command) : act(pending.command, pending.elapsed);
  pending.sentAt = sent === false ? null : performance.now();
}

function running(frame, act, me) {
  const { view } = frame;
  // this game's token (page.js keeps it) with the round and the card: another game's run is not this one
  const key = `${localStorage.getItem("tabletop-token")}:${view.round}:${view.path_id}`;
  if (!race || race.key !== key) startRace(key, view, act, me);
  if (frame.race_shown_ms_ago !== undefined && frame !== toldBy) told(race, frame.race_shown_ms_ago, frame);
  const mine = view.seats[me];
  if (race.pending) {
    // finished here; the run is on its way (sent again after a lost link)
    const since = race.pending.sentAt === null ? Infinity : performance.now() - race.pending.sentAt;
    if (since > RESEND_AFTER_MS) send(act);
    const line = race.pending.elapsed === null ? t("outOfTime") : t("sending", { seconds: seconds(race.pending.elapsed) });
    return [el("p", { class: "lead" }, line), runLine(race.laid)];
  }
  const hand = [...SYMBOL_IDS, ...specials(view, mine)];
  const parts = [
    el("p", { class: "lead", elementtiming: PAINTED }, t("run")), // painted with the card: the clock's start
    el("div", { class: "path-card", "data-path-card": String(view.path_id), "aria-label": t("pathCard") },
      pathCardPicture(view.path, view.path_spots, view.path_antidote, cardSize(bending(view, mine)))),
    ...raceBends(view, mine),
    runLine(race.laid),
  ];
  const cards = el("div", { class: "run-hand" });
  for (const card of hand) {
    const laid = race.laid.includes(card);
    cards.append(el("button", {
      class: `run-card${laid ? " laid" : ""}`,
      "data-card": card,
      disabled: laid,
      "aria-label": cardName(card),
      onclick: () => { race.laid.push(card); keep(); redraw(); },
    }, symbolIcon(card, 46), el("span", { class: "name" }, cardName(card))));
  }
  parts.push(cards);
  const finish = el("button", {
    class: "primary finish",
    "data-finish": "",
    disabled: race.laid.length === 0,
  }, t("finish"));
  finish.onclick = (event) => finishRun(event, act, me); // a property: `patch` hands it over
  const back = el("button", {
    class: "take-back",
    "data-take-back": "",
    disabled: race.laid.length === 0,
    onclick: () => { race.laid.pop(); keep(); redraw(); },
  }, t("takeBack"));
  parts.push(el("div", { class: "run-buttons" }, back, finish));
  if (view.time_limit > 0) parts.push(el("p", { class: "hint" }, t("timeLimit", { seconds: view.time_limit })));
  const giveUp = { type: "time_up", seat: me };
  parts.push(el("div", { class: "actions" }, commandButton(t("giveUp"), giveUp, () => {
    race.pending = { command: giveUp, elapsed: null, sentAt: null };
    keep();
    send(act);
    redraw();
  }, { confirm: t("giveUpConfirm") })));
  return parts;
}

// the path card as large as leaves the run, the hand and Finish on the same screen
function cardSize(bends) {
  const share = bends ? 0.36 - 0.06 * Math.min(bends, 3) : 0.36;
  return Math.round(Math.max(180, Math.min(340, window.innerWidth - 40, window.innerHeight * share)));
}

function bending(view, mine) {
  return mine.interference.length + view.center.length;
}

// in the race, only the cards that bend this run (front, then centre), each with what it does
function raceBends(view, mine) {
  if (!bending(view, mine)) return [];
  const list = el("ul", { class: "bends racing", "data-front": "" });
  for (const card of [...mine.interference, ...view.center]) {
    list.append(el("li", {}, el("b", {}, cardLine(card)), " ", el("span", { class: "does" }, cardDoes(card.kind))));
  }
  return [list];
}

// Finish: the tap's own time stamp ends the run (one tap, as a Finish card is slapped: the time counts).
function finishRun(event, act, me) {
  if (race.pending || race.laid.length === 0 || race.pausedAt !== null) return;
  takePaint(race);
  const stamp = event.timeStamp > 0 && event.timeStamp <= performance.now() ? event.timeStamp : performance.now();
  const elapsed = Math.max(0, Math.round(stamp - race.shownAt));
  window.outrunTiming = { shownAt: race.shownAt, finishedAt: stamp, elapsedMs: elapsed };
  race.pending = { command: { type: "run", seat: me, cards: [...race.laid], ms: elapsed }, elapsed, sentAt: null };
  keep();
  send(act);
  redraw();
}

function runLine(cards) {
  const line = el("div", { class: "run-line", "aria-label": t("yourRun") });
  if (!cards.length) line.append(el("span", { class: "hint" }, t("emptyRun")));
  cards.forEach((card, index) => line.append(el("span", { class: "laid-card", "data-laid": card, title: cardName(card) },
    el("span", { class: "order" }, String(index + 1)), symbolIcon(card, 34))));
  return line;
}

// -- between races ------------------------------------------------------------------------------

function standing(view, mine) {
  const parts = [];
  const where = mine.room >= view.rooms ? t("out") : t("room", { room: mine.room + 1, rooms: view.rooms });
  const tags = [where];
  if (mine.position === "zero") tags.push(t("zero"));
  else if (mine.position !== null) tags.push(t("place", { place: mine.position }));
  if (mine.infected) tags.push(t("infected"));
  if (mine.immune) tags.push(t("immune"));
  parts.push(el("p", { class: "standing", "data-room": String(mine.room) }, tags.join(" · ")));
  if (view.phase === "race" && mine.finished) {
    parts.push(el("p", { class: "lead" }, mine.finish_ms === null ? t("outOfTime") : t("finished", { seconds: seconds(mine.finish_ms) })));
    parts.push(runLine(mine.run ?? []));
  } else if (mine.last_run) {
    const run = mine.last_run;
    const line = run.ms === null ? t("lastOut") : run.correct ? t("right", { seconds: seconds(run.ms) }) : t("wrong", { seconds: seconds(run.ms) });
    parts.push(el("p", { class: `result ${run.correct ? "right" : "wrong"}` }, line));
  }
  return parts;
}

function choices(view, legal, act, me, nameOf, step) {
  const byType = (type) => legal.filter((command) => command.type === type);
  const parts = [];
  if (view.phase === "reveal") {
    // any runner may ask for the next race (the big screen's Next race): the countdown turns the card
    const reveal = { type: "reveal", seat: me };
    parts.push(el("p", { class: "lead" }, askedNext === step ? t("nextRaceAsked") : t("getReady")));
    if (askedNext !== step && view.round > 1) {
      parts.push(el("div", { class: "actions" }, commandButton(t("nextRace"), reveal,
        (command) => { askedNext = step; act(command); redraw(); }, { confirm: t("nextRaceConfirm"), primary: true })));
    }
  } else if (view.phase === "over") {
    if (view.winner !== null) parts.push(el("p", { class: "lead" }, t("won", { name: nameOf(view.winner) })));
    else parts.push(el("p", { class: "lead" }, t("nightOver")));
  } else if (view.phase === "take_zero" && byType("take_zero").length) {
    parts.push(el("p", { class: "lead" }, t("takeZeroAsk")));
    const buttons = el("div", { class: "actions" });
    for (const command of byType("take_zero")) {
      buttons.append(command.take
        ? commandButton(t("takeZero"), command, act, { confirm: t("takeZeroConfirm"), primary: true })
        : commandButton(t("stay"), command, act, { confirm: t("stayConfirm") }));
    }
    parts.push(buttons);
  } else if (view.phase === "infect" && byType("infect").length) {
    parts.push(el("p", { class: "lead" }, t("infectAsk")));
    const buttons = el("div", { class: "actions" });
    for (const command of byType("infect")) {
      const name = nameOf(command.target);
      buttons.append(commandButton(t("infect", { name }), command, act, { confirm: t("infectConfirm", { name }), primary: true }));
    }
    parts.push(buttons);
  } else if (view.phase === "interfere" && byType("keep").length) {
    parts.push(...interfering(view, legal, act, me, nameOf));
  } else if (["take_zero", "infect", "interfere"].includes(view.phase)) {
    parts.push(el("p", { class: "hint" }, t("othersChoose")));
  }
  return parts;
}

function interfering(view, legal, act, me, nameOf) {
  const plays = legal.filter((command) => command.type === "play");
  if (chosenCard !== null && !plays.some((command) => command.card === chosenCard)) chosenCard = null;
  const parts = [el("p", { class: "lead" }, t("playAsk")), el("h3", {}, t("hand"))];
  const hand = el("div", { class: "interference" });
  for (const card of view.hand) {
    const playable = plays.some((command) => command.card === card.id);
    hand.append(el("button", {
      class: `icard${card.id === chosenCard ? " chosen" : ""}${playable ? " playable" : ""}`,
      "data-icard": String(card.id),
      disabled: !playable,
      onclick: () => { chosenCard = card.id === chosenCard ? null : card.id; redraw(); },
    }, el("span", { class: "name" }, cardLine(card)), el("span", { class: "does" }, cardDoes(card.kind))));
  }
  if (!view.hand.length) hand.append(el("p", { class: "hint" }, t("noHand")));
  parts.push(hand);
  const buttons = el("div", { class: "actions" });
  if (chosenCard === null) {
    if (plays.length) buttons.append(el("p", { class: "hint" }, t("tapCard")));
  } else {
    for (const command of plays.filter((play) => play.card === chosenCard)) {
      const label = command.target === null ? t("noTarget") : command.target === me ? t("onSelf") : t("onOther", { name: nameOf(command.target) });
      buttons.append(commandButton(label, command, (sent) => { chosenCard = null; act(sent); },
        { confirm: t("playConfirm"), primary: true }));
    }
  }
  for (const command of legal.filter((item) => item.type === "keep")) {
    buttons.append(commandButton(t("keep"), command, act, { confirm: t("keepConfirm") }));
  }
  parts.push(buttons);
  return parts;
}

// -- always: what bends this runner's run, and their hand -----------------------------------------

function cardsOnYou(view, mine) {
  const parts = [el("h3", {}, t("onYou"))];
  const front = el("ul", { class: "bends", "data-front": "" });
  for (const card of mine.interference) front.append(bendItem(card));
  parts.push(mine.interference.length ? front : el("p", { class: "hint" }, t("noneOnYou")));
  if (view.center.length) {
    const centre = el("ul", { class: "bends" });
    for (const card of view.center) centre.append(bendItem(card));
    parts.push(el("h3", {}, t("centre")), centre);
  }
  return parts;
}

function bendItem(card) {
  return el("li", {}, el("b", {}, cardLine(card)), " ", el("span", { class: "does" }, cardDoes(card.kind)));
}

function handList(hand) {
  const list = el("ul", { class: "bends private", "data-hand": "" });
  for (const card of hand) list.append(bendItem(card));
  return el("section", {}, el("h3", {}, t("hand")), hand.length ? list : el("p", { class: "hint" }, t("noHand")));
}
