// A note the big screen waits on (Outrun's tutorial: "Next"), shown on this phone too: with every
// player on a phone nobody may be at the mouse.  page.js hands over each "note" frame (null: none
// waits now).  The note's words come from the app in its language; its button does what the big
// screen's button does, and names the note it read, so a second tap (here or on another phone)
// never reads the next note as well.  While a note shows, the seat's part waits under it.

import { el } from "/ui.js";

const AGAIN_AFTER_MS = 3000; // a tap that was lost or refused (too fast) may be tried again

let shown = ""; // the note on show, as JSON: the same note again keeps its button as it is

export function showNote(note, read) {
  const words = note ? JSON.stringify(note) : "";
  if (words === shown) return;
  shown = words;
  document.getElementById("note")?.remove();
  document.body.classList.toggle("noting", Boolean(note));
  if (!note) return;
  const button = el("button", { class: "primary", "data-note-read": note.key }, note.button);
  button.addEventListener("click", () => {
    if (button.disabled || read(note.key) === false) return;
    button.disabled = true; // read: the next note (or the table) comes from the big screen
    setTimeout(() => { button.disabled = false; }, AGAIN_AFTER_MS);
  });
  const box = el("section", { id: "note", role: "dialog", "aria-labelledby": "note-title", "data-note": note.key },
    el("h2", { id: "note-title" }, note.title),
    ...note.lines.map((line) => el("p", {}, line)),
    button);
  document.getElementById("status").after(box);
}
