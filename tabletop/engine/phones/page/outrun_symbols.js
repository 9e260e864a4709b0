// Outrun's eight movement symbols (and the three special run cards) drawn as small SVG pictures,
// each told apart by its shape as well as its colour, as on the big screen (CONTENT.md's table).
// Built with createElementNS from fixed shapes: nothing from the server is ever parsed as markup.

const NS = "http://www.w3.org/2000/svg";

export const SYMBOL_IDS = ["pumpkin", "bat", "ghost", "moon", "hat", "candle", "spider", "eye"];

export const COLOURS = {
  pumpkin: "#f28c28",
  bat: "#9b59b6",
  ghost: "#ecf0f1",
  moon: "#f1c40f",
  hat: "#27ae60",
  candle: "#e74c3c",
  spider: "#ff6fb5",
  eye: "#3498db",
  long_way: "#d9d9d9",
  major_shortcut: "#7ee0a1",
  antidote: "#e03b3b",
};

// each shape: [tag, attributes] in a 100 x 100 box; "C" stands for the symbol's colour
const SHAPES = {
  pumpkin: [
    ["ellipse", { cx: 50, cy: 58, rx: 38, ry: 32, fill: "C" }],
    ["path", { d: "M50 28 C38 40 38 76 50 88 M50 28 C62 40 62 76 50 88", stroke: "#9a4f0c", "stroke-width": 4, fill: "none" }],
    ["rect", { x: 45, y: 12, width: 10, height: 18, rx: 3, fill: "#4b8b2a" }],
  ],
  bat: [
    ["path", { d: "M50 40 L42 26 L46 40 C30 30 14 34 4 48 C16 46 22 52 24 60 C30 52 38 54 42 62 C46 56 54 56 58 62 C62 54 70 52 76 60 C78 52 84 46 96 48 C86 34 70 30 54 40 L58 26 Z", fill: "C" }],
  ],
  ghost: [
    ["path", { d: "M20 88 L20 46 C20 22 80 22 80 46 L80 88 L70 78 L60 88 L50 78 L40 88 L30 78 Z", fill: "C" }],
    ["circle", { cx: 40, cy: 48, r: 6, fill: "#222" }],
    ["circle", { cx: 60, cy: 48, r: 6, fill: "#222" }],
  ],
  moon: [
    ["path", { d: "M62 10 A40 40 0 1 0 62 90 A30 40 0 1 1 62 10 Z", fill: "C" }],
  ],
  hat: [
    ["path", { d: "M50 6 L72 72 L28 72 Z", fill: "C" }],
    ["rect", { x: 8, y: 70, width: 84, height: 12, rx: 6, fill: "C" }],
    ["rect", { x: 32, y: 60, width: 36, height: 8, fill: "#145c32" }],
  ],
  candle: [
    ["path", { d: "M50 6 C60 20 58 30 50 34 C42 30 40 20 50 6 Z", fill: "#ffd54a" }],
    ["rect", { x: 38, y: 36, width: 24, height: 56, rx: 4, fill: "C" }],
  ],
  spider: [
    ["path", { d: "M40 50 L14 30 L6 40 M40 56 L10 52 L4 64 M60 50 L86 30 L94 40 M60 56 L90 52 L96 64 M42 62 L18 76 L14 90 M58 62 L82 76 L86 90 M44 44 L26 16 M56 44 L74 16", stroke: "C", "stroke-width": 5, fill: "none", "stroke-linecap": "round" }],
    ["circle", { cx: 50, cy: 54, r: 16, fill: "C" }],
    ["circle", { cx: 50, cy: 34, r: 9, fill: "C" }],
  ],
  eye: [
    ["path", { d: "M4 50 C28 18 72 18 96 50 C72 82 28 82 4 50 Z", fill: "#f4f8fb", stroke: "C", "stroke-width": 6 }],
    ["circle", { cx: 50, cy: 50, r: 17, fill: "C" }],
    ["circle", { cx: 50, cy: 50, r: 7, fill: "#111" }],
  ],
  long_way: [
    ["rect", { x: 8, y: 8, width: 84, height: 84, rx: 12, fill: "none", stroke: "C", "stroke-width": 6 }],
    ["path", { d: "M50 24 L50 76 M24 50 L76 50", stroke: "C", "stroke-width": 12, "stroke-linecap": "round" }],
  ],
  major_shortcut: [
    ["path", { d: "M14 20 L50 50 L14 80 Z M50 20 L86 50 L50 80 Z", fill: "C" }],
  ],
  antidote: [
    ["rect", { x: 8, y: 8, width: 84, height: 84, rx: 14, fill: "C" }],
    ["path", { d: "M50 24 L50 76 M24 50 L76 50", stroke: "#fff", "stroke-width": 14, "stroke-linecap": "round" }],
  ],
};

// A picture of `card` (a symbol or a special run card) of `size` CSS pixels.
export function symbolIcon(card, size = 48) {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("aria-hidden", "true");
  const colour = COLOURS[card] ?? "#999";
  for (const [tag, attrs] of SHAPES[card] ?? []) svg.append(shape(tag, attrs, colour));
  return svg;
}

function shape(tag, attrs, colour) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value === "C" ? colour : String(value));
  return node;
}

// The path card as the table shows it: a 4 x 4 grid of spots, the trail from the glowing start
// through all eight symbols; `spots[i]` is [column, row] of `order[i]`.
export function pathCardPicture(order, spots, antidote, size) {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 400 400");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("role", "img");
  svg.append(shape("rect", { x: 0, y: 0, width: 400, height: 400, rx: 24, fill: "#f3e6c8" }, ""));
  const centre = ([col, row]) => [50 + col * 100, 50 + row * 100];
  for (let col = 0; col < 4; col += 1) {
    for (let row = 0; row < 4; row += 1) {
      svg.append(shape("circle", { cx: 50 + col * 100, cy: 50 + row * 100, r: 38, fill: "#e6d3a8" }, ""));
    }
  }
  const points = spots.map(centre);
  if (points.length) {
    const trail = points.map(([x, y], index) => `${index ? "L" : "M"}${x} ${y}`).join(" ");
    svg.append(shape("path", { d: trail, stroke: "#8a6d3b", "stroke-width": 10, "stroke-dasharray": "4 16",
      "stroke-linecap": "round", fill: "none" }, ""));
    const [sx, sy] = points[0];
    svg.append(shape("circle", { cx: sx, cy: sy, r: 46, fill: "#ffe27a", stroke: "#e0a800", "stroke-width": 6 }, ""));
  }
  order.forEach((card, index) => {
    const [x, y] = points[index];
    const icon = symbolIcon(card, 72);
    icon.setAttribute("x", String(x - 36));
    icon.setAttribute("y", String(y - 36));
    svg.append(icon);
  });
  if (antidote) {
    const mark = symbolIcon("antidote", 44);
    mark.setAttribute("x", "350");
    mark.setAttribute("y", "6");
    svg.append(mark);
  }
  return svg;
}
