// Small helpers the games' phone modules share: making elements, buttons that spend something
// important only on a second tap (a stray tap on a phone must not pass a turn), and putting a new
// drawing of a view on the page in place of the last one (`patch`).

// A tap's handler is the element's `onclick` property (never an added listener), so an element kept
// on the page by `patch` takes the new drawing's handler: it acts as a freshly made one would.
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "onclick") node.onclick = value;
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
  // the button tapped (not `button`): `patch` may keep an equal button drawn before in its place
  button.onclick = (event) => {
    const button = event.currentTarget;
    if (confirm && !armed) {
      button.textContent = confirm;
      button.classList.add("armed");
      armed = setTimeout(() => { armed = null; button.textContent = label; button.classList.remove("armed"); }, 3000);
      return;
    }
    clearTimeout(armed);
    armed = null;
    act(command);
  };
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

// Handlers `patch` hands from a new drawing's element to the equal one it keeps on the page.
const HANDLERS = ["onclick", "oninput", "onkeydown"];
// Never kept: a field's typed text and focus belong to the drawing that made it (the modules' other
// handlers may hold the new field), so a new drawing's field always replaces the old one, as before.
const FIELDS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

// `root.replaceChildren(...nodes)` for the page's eyes, at a fraction of the phone's work: every
// part of the new drawing equal to what is on the page already stays where it is (the browser
// styles, lays out and paints only what changed, and nothing at all for a view that shows the same),
// an element whose tag and attributes are unchanged keeps its place and has its contents patched,
// a line added at the top of a list goes in above the old ones, and the rest is replaced.  Kept
// elements take the new drawing's handlers, so taps do exactly what the new drawing says.
export function patch(root, ...nodes) {
  const wanted = [];
  for (const node of nodes.flat()) {
    if (node === null || node === undefined || node === false) continue;
    wanted.push(typeof node === "object" ? node : document.createTextNode(String(node)));
  }
  patchChildren(root, wanted);
}

function patchChildren(parent, wanted) {
  let at = parent.firstChild;
  for (let index = 0; index < wanted.length; index += 1) {
    const want = wanted[index];
    if (at === null) {
      parent.append(want);
    } else if (keep(at, want)) {
      at = at.nextSibling;
    } else if (wanted.some((later, from) => from > index && kept(at, later))) {
      parent.insertBefore(want, at); // new here: what is on the page comes later
    } else {
      let ahead = at.nextSibling;
      while (ahead !== null && !kept(ahead, want)) ahead = ahead.nextSibling;
      if (ahead !== null) {
        while (at !== ahead) { const gone = at; at = at.nextSibling; gone.remove(); } // gone from above it
        handOver(at, want);
        at = at.nextSibling;
      } else if (alike(at, want)) {
        handOver(at, want, false);
        patchChildren(at, [...want.childNodes]);
        at = at.nextSibling;
      } else if (at.nodeType === Node.TEXT_NODE && want.nodeType === Node.TEXT_NODE) {
        at.nodeValue = want.nodeValue;
        at = at.nextSibling;
      } else {
        const next = at.nextSibling;
        parent.replaceChild(want, at);
        at = next;
      }
    }
  }
  while (at !== null) { const gone = at; at = at.nextSibling; gone.remove(); }
}

// `have` (on the page) may stay for `want` (the new drawing): equal, and no field inside
function kept(have, want) {
  if (FIELDS.has(have.nodeName) || !have.isEqualNode(want)) return false;
  return !(have.nodeType === Node.ELEMENT_NODE && have.querySelector("input, textarea, select"));
}

function keep(have, want) {
  if (!kept(have, want)) return false;
  handOver(have, want);
  return true;
}

// the same element with other contents: the same tag and the same attributes, and not a field
function alike(have, want) {
  if (have.nodeType !== Node.ELEMENT_NODE || want.nodeType !== Node.ELEMENT_NODE) return false;
  if (have.namespaceURI !== want.namespaceURI || have.tagName !== want.tagName || FIELDS.has(have.nodeName)) return false;
  if (have.attributes.length !== want.attributes.length) return false;
  for (const { name, value } of want.attributes) if (have.getAttribute(name) !== value) return false;
  return true;
}

// the kept element (and, with `deep`, its equal contents) takes the new drawing's handlers
function handOver(have, want, deep = true) {
  if (have.nodeType !== Node.ELEMENT_NODE) return;
  for (const name of HANDLERS) if (have[name] !== want[name]) have[name] = want[name];
  if (!deep) return;
  for (let a = have.firstElementChild, b = want.firstElementChild; a && b; a = a.nextElementSibling, b = b.nextElementSibling) {
    handOver(a, b);
  }
}
