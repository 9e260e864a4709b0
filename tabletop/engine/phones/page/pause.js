// The big screen's menu stops the whole table, this page too: page.js says when (a "paused" frame)
// and a game's module that keeps a clock of its own (Outrun's runner) listens here, so the time
// the menu was open never counts.

let pausedNow = false;
const listeners = new Set();

export function isPaused() {
  return pausedNow;
}

// page.js: the big screen paused (true) or went on (false); each listener hears a change once
export function setPaused(paused) {
  if (paused === pausedNow) return;
  pausedNow = paused;
  for (const listener of listeners) listener(paused);
}

export function onPause(listener) {
  listeners.add(listener);
}
