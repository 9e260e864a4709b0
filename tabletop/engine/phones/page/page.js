// The phone's link to the big screen: the seat's token, joining, the heartbeat and coming back.
// The token arrives in the address's fragment (#t=...), which the browser never sends to a server,
// and is kept in this page's storage so a reload or a phone waking up rejoins the same seat.

const WS_PATH = "/ws";
const PING_EVERY_MS = 4000;
const DEAD_AFTER_MS = 12000;

const status = document.getElementById("status");
const who = document.getElementById("who");

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
let ended = false;

function say(text) { status.textContent = text; }

function connect() {
  if (!token) { say("Scan the code on the big screen to join."); return; }
  if (ended || (socket && socket.readyState <= WebSocket.OPEN)) return;
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}${WS_PATH}`);
  socket.addEventListener("open", () => {
    lastHeard = Date.now();
    socket.send(JSON.stringify({ type: "hello", token }));
  });
  socket.addEventListener("message", (event) => {
    lastHeard = Date.now();
    receive(JSON.parse(event.data));
  });
  socket.addEventListener("close", () => { if (!ended) { say("Reconnecting…"); setTimeout(connect, 1000); } });
}

function receive(frame) {
  if (frame.type === "welcome") {
    who.textContent = frame.name || (frame.seat === null ? "Watching" : `Seat ${frame.seat + 1}`);
    if (frame.colour) document.documentElement.style.setProperty("--seat", frame.colour);
    say("Joined.");
  } else if (frame.type === "wait_for_host") {
    say("This seat is on another phone: confirm on the big screen.");
  } else if (frame.type === "refused") {
    say(frame.reason);
  } else if (frame.type === "goodbye") {
    ended = true;
    say(frame.reason);
  }
  document.dispatchEvent(new CustomEvent("tabletop-frame", { detail: frame }));
}

export function send(command, elapsedMs) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  seq += 1;
  const frame = { type: "command", command, seq };
  if (elapsedMs !== undefined) frame.elapsed_ms = elapsedMs;
  socket.send(JSON.stringify(frame));
  return seq;
}

setInterval(() => {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  if (Date.now() - lastHeard > DEAD_AFTER_MS) { socket.close(); return; } // a silent dead link
  seq += 1;
  socket.send(JSON.stringify({ type: "ping", seq }));
}, PING_EVERY_MS);

document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") connect(); });
connect();
