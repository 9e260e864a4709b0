// The phone's page: its link to the big screen (the seat's token, joining, the heartbeat, coming
// back) and the seat's own part of the game, drawn by the game's module from the seat's view.
// The token arrives in the address's fragment (#t=...), which the browser never sends to a server,
// and is kept in this page's storage so a reload or a phone waking up rejoins the same seat.

import { showNote } from "/note.js";
import { isPaused, setPaused } from "/pause.js";
import { setLanguage, word } from "/words.js";
// each game's part of the page is its own module, /<game id>.js, loaded when the welcome names it
const GAMES = new Set(["fugitive", "outnumbered", "outrun", "just_run"]);
const WS_PATH = "/ws";
// the heartbeat: a ping every 2 s, and a link that has said nothing at all (any frame counts,
// so a slow Wi-Fi that still speaks is never thrown off) for 5 s is given up; the server's own
// pings (server.py's PING_INTERVAL / PING_TIMEOUT) are of the same order
const PING_EVERY_MS = 2000;
const DEAD_AFTER_MS = 5000;
const CHECK_EVERY_MS = 250;
// coming back: at once, then backing off so a host that is gone is not hammered
const RETRY_MS = [0, 250, 500, 1000, 2000, 4000];

const status = document.getElementById("status");
const nameTag = document.getElementById("name");
const turnTag = document.getElementById("turn");
const seatRoot = document.getElementById("seat");

function seatToken() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const fromCode = fragment.get("t");
  if (fromCode) {
    localStorage.setItem("tabletop-token", fromCode);
    history.replaceState(null, "", location.pathname); // the token leaves the address bar
    return fromCode;
  }
  return localStorage.getItem("tabletop-token");
}

const token = seatToken();
let socket = null;
let seq = 0;
let lastHeard = 0;
let lastPing = 0;
let retries = 0; // tries since the last welcome
let retryTimer = null;
let ended = false;
let welcome = null;
let lastView = null;
let game = null;
let joinedFades = 0;
const JOINED_SHOWS_MS = 3000;

function say(text) { status.textContent = text; }

function connect() {
  if (retryTimer !== null) { clearTimeout(retryTimer); retryTimer = null; }
  if (!token) { say(word("scan")); return; }
  if (ended || (socket && socket.readyState <= WebSocket.OPEN)) return;
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const link = new WebSocket(`${scheme}//${location.host}${WS_PATH}`);
  socket = link;
  // a link given up as dead (see the heartbeat) may still close or speak late: it changes nothing
  link.addEventListener("open", () => {
    if (socket !== link) return;
    lastHeard = Date.now();
    link.send(JSON.stringify({ type: "hello", token }));
  });
  link.addEventListener("message", (event) => {
    if (socket !== link) return;
    lastHeard = Date.now();
    // when it came, on the page's clock: a game's module may load (or the page be busy) before it
    // is drawn, and a frame that says "so long ago" means from its coming (Outrun's race)
    receive({ ...JSON.parse(event.data), receivedAt: event.timeStamp });
  });
  link.addEventListener("close", () => {
    if (socket === link && !ended) { say(word("reconnecting")); showOffline(true); retryLater(); }
  });
}

function retryLater() {
  if (retryTimer !== null) return;
  const delay = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)];
  retries += 1;
  retryTimer = setTimeout(() => { retryTimer = null; connect(); }, delay);
}

function receive(frame) {
  if (frame.type === "welcome") {
    retries = 0; // a link that got this far is good: the next drop is retried at once again
    welcome = frame;
    setLanguage(frame.language || "en");
    nameTag.textContent = frame.name || (frame.seat === null ? word("watching") : "");
    if (frame.colour) document.documentElement.style.setProperty("--seat", frame.colour);
    say(word("joined"));
    // the status line gives its room back to the seat's part a little after joining
    clearTimeout(joinedFades);
    joinedFades = setTimeout(() => { if (status.textContent === word("joined")) say(""); }, JOINED_SHOWS_MS);
    showPaused(false); // a new link: the server says "paused" next if the big screen is
    showNote(null, readNote); // and shows the note again if one still waits
    showOffline(false);
    if (lastView) draw();
    else seatRoot.replaceChildren(startsSoon());
    if (!game && GAMES.has(frame.game)) {
      import(`/${frame.game}.js`).then((module) => { game = module; draw(); });
    }
  } else if (frame.type === "view") {
    lastView = frame;
    showOffline(false);
    draw();
  } else if (frame.type === "wait_for_host") {
    say(word("waitForHost"));
  } else if (frame.type === "refused") {
    say(frame.reason);
    status.classList.add("refused");
    setTimeout(() => status.classList.remove("refused"), 2500);
  } else if (frame.type === "paused") {
    if (!ended) showPaused(Boolean(frame.paused));
  } else if (frame.type === "note") {
    if (!ended) showNote(frame.note, readNote);
  } else if (frame.type === "goodbye") {
    ended = true;
    showPaused(false);
    showNote(null, readNote);
    say(frame.reason);
  }
}

// The big screen's menu is open: a plate over the seat's part, which takes every tap meanwhile.
function showPaused(paused) {
  document.body.classList.toggle("paused", paused);
  let plate = document.getElementById("paused");
  if (paused && !plate) {
    plate = document.createElement("div");
    plate.id = "paused";
    plate.setAttribute("role", "alert");
    document.body.append(plate);
  }
  if (plate) {
    plate.textContent = word("paused");
    plate.hidden = !paused;
  }
  setPaused(paused);
}

// Joined before the game began: the seat's part says so until the first view comes.
function startsSoon() {
  const hint = document.createElement("p");
  hint.id = "starts-soon";
  hint.textContent = word("startsSoon");
  return hint;
}

// The link is lost: the turn tag says so and the seat's part is dimmed and takes no taps (inert)
// until the link is back, so a tap never seems to do something it cannot.
function showOffline(offline) {
  document.body.classList.toggle("offline", offline);
  seatRoot.inert = offline && !(game && game.worksOffline); // Outrun's race runs on offline
  if (!offline) return; // the caller draws the view
  turnTag.textContent = word("reconnecting");
  document.body.classList.remove("my-turn");
}

function draw() {
  if (!lastView || !welcome) return;
  // the same words are not put in again (a changed text is laid out and painted again); a
  // spectator's header has none (its page's headline says whose turn it is)
  const turn = welcome.seat === null ? "" : lastView.over ? word("over") : lastView.your_turn ? word("yourTurn") : word("waiting");
  if (turnTag.textContent !== turn) turnTag.textContent = turn;
  document.body.classList.toggle("my-turn", Boolean(lastView.your_turn));
  if (!game) return; // the game's module is still loading: it draws this view when it comes
  game.render(seatRoot, lastView, act, welcome); // welcome: every seat's name and colour
  document.body.dataset.step = String(lastView.step); // the step drawn, which tests wait for
}

// A move from the seat's own part of the page: the rules' JSON command, sent as it is.
function act(command, elapsedMs) {
  if (isPaused()) return false; // the big screen's menu is open: nothing moves
  if (!socket || socket.readyState !== WebSocket.OPEN) { say(word("reconnecting")); return false; }
  seq += 1;
  const frame = { type: "command", command, seq };
  if (elapsedMs !== undefined) frame.elapsed_ms = elapsedMs;
  socket.send(JSON.stringify(frame));
  return seq;
}

// The note the big screen waits on was read here (its button): named by its key.
function readNote(key) {
  if (isPaused()) return false;
  if (!socket || socket.readyState !== WebSocket.OPEN) { say(word("reconnecting")); return false; }
  seq += 1;
  socket.send(JSON.stringify({ type: "note_read", note: key, seq }));
  return seq;
}

setInterval(() => {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  const now = Date.now();
  if (now - lastHeard > DEAD_AFTER_MS) {
    // a silent dead link: its close may wait a minute for an answer that never comes, so a new
    // link is made now
    const dead = socket;
    socket = null;
    dead.close();
    say(word("reconnecting"));
    showOffline(true);
    connect();
    return;
  }
  if (now - lastPing < PING_EVERY_MS) return;
  lastPing = now;
  seq += 1;
  socket.send(JSON.stringify({ type: "ping", seq }));
}, CHECK_EVERY_MS);

document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") connect(); });
window.addEventListener("online", () => connect()); // the Wi-Fi is back: no need to wait for the timer
say(word("connecting"));
connect();
