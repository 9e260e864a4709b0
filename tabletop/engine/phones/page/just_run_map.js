// Just Run's board on a phone or a laptop, drawn from the public part of a view only (the rooms,
// their sides, zombies and tokens, and where each survivor and the rescuee are: what the big
// screen shows everyone).  Laid as the big screen lays it (board_geometry.py): the building along
// the width, the start row on the left and the exit row on the right, column 0 at the top; so a
// room's north side is on its right, east below, south on its left, west above.  Every laid room
// with its name, door markers on its doorways, its zombies (a horde as one red pawn) and the
// survivors' pawns in their seat's colour and symbol; the building's empty places faintly, so its
// length shows.  On a phone the building scrolls sideways in its own box (the page never needs a
// pinch), kept where the player left it, or brought to the survivor it follows when they move.
// Built with createElementNS / el from fixed shapes: nothing from the server is parsed as markup.

import { el } from "/ui.js";
import { pick } from "/words.js";
import { named, t as said } from "/just_run_words.js";

const NS = "http://www.w3.org/2000/svg";
// the rooms across the building (the rules' BOARD_WIDTH): top to bottom on the screen
const ACROSS = 5;
// where each of the rules' sides lies on the screen (the board turned a quarter clockwise)
const SCREEN_SIDE = { n: "right", e: "bottom", s: "left", w: "top" };
const STEP = { n: [1, 0], e: [0, 1], s: [-1, 0], w: [0, -1] };
// the side states drawn as a marker on the doorway, in the legend's order (board_geometry.DOOR_STATES)
const DOORS = ["door", "open", "locked", "blocked", "bashed", "barricade", "fire_barricade"];

const t = pick({
  en: {
    map: "Map",
    building: "The building",
    exitTile: "Exit tile",
    inaccessible: "Inaccessible",
    swipe: "Swipe sideways for the whole building",
    you: "you",
    rescuee: "The rescuee",
    zombies: "Zombies",
    horde: "Horde",
    cure: "Cure tokens",
    way: "Main exit: the way out",
    door: "Door (not checked)",
    open: "Open door",
    locked: "Locked",
    blocked: "Blocked",
    bashed: "Bashed open",
    barricade: "Barricade",
    fire_barricade: "Burning barricade",
    roomZombies: "{n} zombies",
    roomZombie: "1 zombie",
  },
  pl: {
    map: "Mapa",
    building: "Budynek",
    exitTile: "Kafel wyjścia",
    inaccessible: "Niedostępny",
    swipe: "Przesuń w bok, by zobaczyć cały budynek",
    you: "ty",
    rescuee: "Ratowany",
    zombies: "Zombie",
    horde: "Horda",
    cure: "Żetony lekarstwa",
    way: "Główne wyjście: droga na zewnątrz",
    door: "Drzwi (niesprawdzone)",
    open: "Otwarte drzwi",
    locked: "Zamknięte na klucz",
    blocked: "Zablokowane",
    bashed: "Wyważone",
    barricade: "Barykada",
    fire_barricade: "Płonąca barykada",
    roomZombies: "zombie: {n}",
    roomZombie: "1 zombie",
  },
});

export const mapWord = t;

// the survivor the map keeps in sight on a phone, and where the player last left the scroll
let followed = null;
let scrolled = null;
// whether the map's stylesheet has loaded: until then the building has no size to scroll
let styled = false;
// whether the building was wider than its box when last settled: a new drawing starts as the one on
// the page was left, so an unchanged map is equal to it and the page's patch keeps it untouched
let scrolls = false;
const STYLE_ID = "just-run-map-style";

function useMapStyle() {
  if (document.getElementById(STYLE_ID)) return;
  const link = el("link", { id: STYLE_ID, rel: "stylesheet", href: "/just_run_map.css" });
  link.addEventListener("load", () => { styled = true; settleMap(document); });
  document.head.append(link);
}

/**
 * The board of ``view`` as an element: rooms, doors, zombies and pawns, a key of the pawns (with
 * those not in the building), and the legend of what is drawn.  ``welcome`` names and colours
 * the seats; ``viewer`` (a seat, or null) is marked "you".  Call ``settleMap`` once it is in the page.
 */
export function boardMap(view, welcome, viewer = null) {
  useMapStyle();
  const rows = view.rows;
  const rooms = new Map(view.rooms.map((room) => [key(room.row, room.col), room]));
  const pawns = pawnsByRoom(view);
  const board = el("div", { class: "jr-board", "data-rows": rows });
  board.style.setProperty("--rows", String(rows));
  const drawn = new Set();
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < ACROSS; col += 1) {
      const room = rooms.get(key(row, col));
      const cell = room ? roomCell(view, room, rooms, pawns.get(key(row, col)) ?? [], welcome, viewer, drawn)
        : el("div", { class: "jr-empty", "aria-hidden": "true" });
      cell.style.gridColumn = String(row + 1);
      cell.style.gridRow = String(col + 1);
      board.append(cell);
    }
  }
  const focus = focusRoom(view, viewer);
  const box = el("div", { class: "jr-scroll", role: "region", "aria-label": t("building"), tabindex: "0" }, board);
  if (focus) box.dataset.focus = key(focus.row, focus.col);
  box.addEventListener("scroll", () => { scrolled = box.scrollLeft; });
  if (styled) box.dataset.settled = ""; // as the kept map is: settled again at once (settleMap)
  return el("div", { class: scrolls ? "jr-map scrolls" : "jr-map", "data-map": "" },
    box,
    el("p", { class: "jr-swipe hint" }, t("swipe")),
    pawnKey(view, welcome, viewer),
    legend(drawn));
}

/** Once the map is in the page (and whenever a closed map opens): the scroll where the player left
 * it, or the followed survivor brought into sight when they have moved. */
export function settleMap(root) {
  const box = root.querySelector("[data-map] .jr-scroll");
  // not laid out yet (the stylesheet still loading, a closed section): settled when it is
  if (!styled || !box || box.clientWidth === 0) return;
  const map = box.closest("[data-map]");
  scrolls = box.scrollWidth > box.clientWidth + 1;
  map.classList.toggle("scrolls", scrolls);
  const focus = box.dataset.focus ?? null;
  if (focus !== followed || scrolled === null) {
    followed = focus;
    const cell = focus ? box.querySelector(`[data-room="${focus}"]`) : null;
    if (cell) box.scrollLeft = cell.offsetLeft - (box.clientWidth - cell.offsetWidth) / 2;
    scrolled = box.scrollLeft;
  } else {
    box.scrollLeft = scrolled;
  }
  box.dataset.settled = ""; // laid out and scrolled (tests measure it after this)
}

function key(row, col) { return `${row}/${col}`; }

// whom the map follows: the viewer's own survivor while in the building, else whoever acts
function focusRoom(view, viewer) {
  const own = viewer !== null && viewer !== undefined ? view.survivors[viewer] : null;
  if (own?.room) return own.room;
  if (view.phase === "rescuee" && view.rescuee?.room) return view.rescuee.room;
  if (view.current !== null && view.current !== undefined) return view.survivors[view.current]?.room ?? null;
  return null;
}

function pawnsByRoom(view) {
  const pawns = new Map();
  const add = (room, pawn) => {
    const at = key(room.row, room.col);
    if (!pawns.has(at)) pawns.set(at, []);
    pawns.get(at).push(pawn);
  };
  view.survivors.forEach((survivor, seat) => { if (survivor.room && survivor.alive) add(survivor.room, seat); });
  if (view.rescuee?.room && view.rescuee.alive) add(view.rescuee.room, "rescuee");
  return pawns;
}

function roomTitle(room) {
  if (room.name) return named(room.name);
  if (room.tile === "inaccessible") return t("inaccessible");
  return room.exit ? t("exitTile") : said("unexplored");
}

// A room's name with soft hyphens between syllables of its long words, so a narrow room breaks
// "Przechowalnia" as "Przecho-walnia", never mid-letter: before a consonant (or ch, cz, rz, sz...)
// between two vowels, or between two consonants before a vowel, two letters in from each end.
const VOWELS = new Set("aeiouyąęóéAEIOUYĄĘÓ");
const DIGRAPHS = new Set(["ch", "cz", "dz", "rz", "sz", "th", "ck", "ph", "sh"]);
const LONG_WORD = 7;
const hasVowel = (part) => [...part].some((letter) => VOWELS.has(letter));

export function breakable(name) {
  return name.split(" ").map((word) => {
    if (word.length < LONG_WORD) return word;
    let out = word.slice(0, 2);
    for (let i = 2; i < word.length - 2; i += 1) {
      const [before, here, next] = [word[i - 1], word[i], word[i + 1]];
      const vcv = VOWELS.has(before) && !VOWELS.has(here) && VOWELS.has(next);
      const cc = !VOWELS.has(before) && !VOWELS.has(here) && VOWELS.has(next) && hasVowel(word.slice(0, i))
        && !DIGRAPHS.has((before + here).toLowerCase());
      const pair = DIGRAPHS.has((here + next).toLowerCase());
      const vdv = pair && VOWELS.has(word[i + 2] ?? "") && (VOWELS.has(before) || hasVowel(word.slice(0, i)));
      const split = (vcv && !pair) || cc || vdv;
      out += (split && /\p{L}/u.test(before) ? "\u00ad" : "") + here;
    }
    return out + word.slice(-2);
  }).join(" ");
}

function roomCell(view, room, rooms, pawns, welcome, viewer, drawn) {
  const classes = ["jr-room"];
  if (room.tile === null) classes.push(room.exit ? "face-down exit" : "face-down");
  if (room.tile === "inaccessible") classes.push("inaccessible");
  if (room.main_exit) classes.push("main-exit");
  if (room.lab) classes.push("lab");
  const cell = el("div", { class: classes.join(" "), "data-room": key(room.row, room.col) });
  if (room.main_exit) cell.dataset.mainExit = "";
  for (const [side, state] of Object.entries(room.sides)) {
    if (state === "wall" || state === "exterior") cell.classList.add(`${state}-${SCREEN_SIDE[side]}`);
  }
  cell.append(el("span", { class: "jr-name", "data-name": "" }, breakable(roomTitle(room))));
  const things = el("span", { class: "jr-things" });
  if (room.zombies > 0) {
    const zombies = el("span", { class: room.horde ? "jr-zombies horde" : "jr-zombies", "data-zombie-count": room.zombies,
      title: room.zombies === 1 ? t("roomZombie") : t("roomZombies", { n: room.zombies }) }, zombieHead(), String(room.zombies));
    if (room.horde) zombies.dataset.horde = "";
    things.append(zombies);
    drawn.add(room.horde ? "horde" : "zombies");
  }
  const cure = view.cure;
  if (cure?.room && cure.tokens && cure.room.row === room.row && cure.room.col === room.col) {
    things.append(el("span", { class: "jr-cure", "data-cure": cure.tokens, title: t("cure") }, `✚ ${cure.tokens}`));
    drawn.add("cure");
  }
  for (const who of pawns) {
    things.append(who === "rescuee" ? rescueePawn(30)
      : seatPawn(welcome, who, 30, { acting: view.to_act.includes(who) && view.phase !== "over", own: who === viewer }));
  }
  cell.append(things);
  for (const [side, state] of Object.entries(room.sides)) {
    if (!DOORS.includes(state) || !drawsDoor(room, side, rooms)) continue;
    cell.append(el("span", { class: `jr-door ${state} on-${SCREEN_SIDE[side]}`, "data-door": side, "data-state": state,
      title: t(state) }));
    drawn.add(state);
  }
  if (room.main_exit) {
    cell.append(el("span", { class: "jr-way-out", title: t("way") }, "➜"));
    drawn.add("way");
  }
  return cell;
}

// a doorway two laid rooms share is drawn once (by the room on its north or east side), over the gap
function drawsDoor(room, side, rooms) {
  if (side === "n" || side === "e") return true;
  const [dr, dc] = STEP[side];
  return !rooms.has(key(room.row + dr, room.col + dc));
}

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  for (const child of children) node.append(child);
  return node;
}

function zombieHead() {
  return svg("svg", { viewBox: "0 0 100 100", class: "jr-zombie-head", "aria-hidden": "true" },
    svg("circle", { cx: 50, cy: 50, r: 44, fill: "#6f8f52", stroke: "#1d2616", "stroke-width": 8 }),
    svg("circle", { cx: 35, cy: 44, r: 9, fill: "#f2f0c8" }),
    svg("circle", { cx: 65, cy: 44, r: 9, fill: "#f2f0c8" }),
    svg("path", { d: "M30 70 L40 64 L50 70 L60 64 L70 70", stroke: "#1d2616", "stroke-width": 6, fill: "none" }));
}

// the seat symbols of the app's palette (theme._symbol_points), in a -1..1 box, y down
const SYMBOLS = {
  triangle: [[0, -0.92], [0.95, 0.72], [-0.95, 0.72]],
  square: [[-0.74, -0.74], [0.74, -0.74], [0.74, 0.74], [-0.74, 0.74]],
  diamond: [[0, -1], [0.78, 0], [0, 1], [-0.78, 0]],
  star: Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 1 : 0.44;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return [r * Math.cos(a), r * Math.sin(a) + 0.08];
  }),
  cross: [[-0.28, -1], [0.28, -1], [0.28, -0.28], [1, -0.28], [1, 0.28], [0.28, 0.28], [0.28, 1], [-0.28, 1],
    [-0.28, 0.28], [-1, 0.28], [-1, -0.28], [-0.28, -0.28]],
};

function symbolShape(symbol) {
  const scale = 25;
  const style = { fill: "#ffffff", stroke: "#18181f", "stroke-width": 5, "stroke-linejoin": "round" };
  const points = SYMBOLS[symbol];
  if (!points) return svg("circle", { cx: 50, cy: 50, r: scale * 0.86, ...style });
  return svg("polygon", { points: points.map(([x, y]) => `${50 + x * scale},${50 + y * scale}`).join(" "), ...style });
}

/** A survivor's pawn: a disc of the seat's colour with the seat's symbol, as the app's seat tokens. */
export function seatPawn(welcome, seat, size, { acting = false, own = false } = {}) {
  const person = welcome?.seats?.[seat] ?? {};
  const name = person.name ?? `#${Number(seat) + 1}`;
  const pawn = svg("svg", { viewBox: "0 0 100 100", width: size, height: size, class: "jr-pawn", role: "img",
    "aria-label": name, "data-pawn": seat, "data-symbol": person.symbol ?? "circle" },
    svg("title", {}, name),
    svg("circle", { cx: 50, cy: 50, r: 45, fill: person.colour ?? "#9aa3b0", stroke: "#18181f", "stroke-width": 8 }),
    symbolShape(person.symbol));
  if (acting) pawn.classList.add("acting");
  if (own) pawn.classList.add("own");
  return pawn;
}

function rescueePawn(size) {
  return svg("svg", { viewBox: "0 0 100 100", width: size, height: size, class: "jr-pawn", role: "img",
    "aria-label": t("rescuee"), "data-pawn": "rescuee" },
    svg("title", {}, t("rescuee")),
    svg("circle", { cx: 50, cy: 50, r: 45, fill: "#fad23c", stroke: "#28282e", "stroke-width": 8 }),
    svg("path", { d: "M42 22 H58 V42 H78 V58 H58 V78 H42 V58 H22 V42 H42 Z", fill: "#dc1e1e" }));
}

// each pawn by name; those not in the building say where they are
function pawnKey(view, welcome, viewer) {
  const list = el("ul", { class: "jr-key", "data-map-key": "" });
  view.survivors.forEach((survivor, seat) => {
    const name = welcome?.seats?.[seat]?.name ?? `#${seat + 1}`;
    const away = survivor.room && survivor.alive ? null
      : !survivor.alive ? said("dead") : survivor.escaped ? said("escaped") : said("outside");
    const words = seat === viewer ? `${name} (${t("you")})` : name;
    list.append(el("li", { "data-seat": seat, class: away ? "away" : "" }, seatPawn(welcome, seat, 26),
      el("span", {}, away ? `${words}: ${away}` : words)));
  });
  const rescuee = view.rescuee;
  if (rescuee) {
    const away = rescuee.room && rescuee.alive ? null
      : !rescuee.alive ? said("dead") : rescuee.escaped ? said("escaped") : said("outside");
    list.append(el("li", { "data-seat": "rescuee" }, rescueePawn(26),
      el("span", {}, away ? `${t("rescuee")}: ${away}` : t("rescuee"))));
  }
  return list;
}

// what the drawn marks mean: only those on the board now, so the legend stays short
function legend(drawn) {
  const items = [];
  if (drawn.has("zombies")) items.push(el("li", {}, el("span", { class: "jr-zombies" }, zombieHead()), t("zombies")));
  if (drawn.has("horde")) items.push(el("li", {}, el("span", { class: "jr-zombies horde" }, zombieHead()), t("horde")));
  for (const state of DOORS) {
    if (drawn.has(state)) items.push(el("li", {}, el("span", { class: `jr-door ${state} sample` }), t(state)));
  }
  if (drawn.has("way")) items.push(el("li", {}, el("span", { class: "jr-way-out sample" }, "➜"), t("way")));
  if (drawn.has("cure")) items.push(el("li", {}, el("span", { class: "jr-cure" }, "✚"), t("cure")));
  return el("ul", { class: "jr-legend", "data-map-legend": "" }, ...items);
}

// a seat's page: whether the player keeps the map open, in this page's storage
const OPEN_KEY = "tabletop-just-run-map";
// narrower than this the page is a phone held upright: the map starts closed so the moves stay on top
const PHONE_WIDTH = "(max-width: 600px)";

/** The map as a section of a seat's page that opens and closes: closed on a phone until the player
 * opens it, open on a laptop; the player's choice is remembered by the page. */
export function mapSection(view, welcome, viewer) {
  const stored = localStorage.getItem(OPEN_KEY);
  let shown = stored === null ? !window.matchMedia(PHONE_WIDTH).matches : stored === "open";
  const section = el("details", { class: "jr-map-section", "data-map-section": "", open: shown },
    el("summary", {}, t("map")), boardMap(view, welcome, viewer));
  section.addEventListener("toggle", () => {
    if (section.open === shown) return; // made open: not the player's choice
    shown = section.open;
    localStorage.setItem(OPEN_KEY, shown ? "open" : "closed");
    if (shown) settleMap(section);
  });
  return section;
}
