// Small helpers the games' phone modules share: making elements, and buttons that spend something
// important only on a second tap (a stray tap on a phone must not pass a turn).

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "onclick") node.addEventListener("click", value);
    else if (key === "class") node.className = value;
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

// A button that sends `command` (the rules' JSON) when tapped; `confirm` is the text shown after a
// first tap, and only a second tap within three seconds sends it.
export function commandButton(label, command, act, { confirm = null, primary = false } = {}) {
  const button = el("button", { class: primary ? "primary" : "", "data-command": JSON.stringify(command) }, label);
  let armed = null;
  button.addEventListener("click", () => {
    if (confirm && !armed) {
      button.textContent = confirm;
      button.classList.add("armed");
      armed = setTimeout(() => { armed = null; button.textContent = label; button.classList.remove("armed"); }, 3000);
      return;
    }
    clearTimeout(armed);
    armed = null;
    act(command);
  });
  return button;
}

export function sameCommand(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// A game's own stylesheet, added to the page the first time the game draws (`id` keeps it to once).
export function useStyle(id, href) {
  if (document.getElementById(id)) return;
  document.head.append(el("link", { id, rel: "stylesheet", href }));
}

// What a game's `render` last drew with, so that a tap which only changes a choice on the page (a
// card picked, a number tapped) can draw the same frame again without waiting for the table.
export function redrawing(render) {
  let last = null;
  return {
    remember(root, frame, act, welcome) {
      last = { root, frame, act, welcome };
    },
    redraw() {
      if (last) render(last.root, last.frame, last.act, last.welcome);
    },
  };
}
