// Generates the flat illustration artwork under public/images/: service headers, process
// flows and galleries, testimonial avatars and insight headers. Plain Node, no dependencies.
// The palette, colour helpers, SVG markup and file output come from ./lib/*.mjs, which
// make-artwork-portfolio.mjs uses too; this file prints every number to one decimal.
// Run: npm run make (in tools/artwork)
import { N0, N1, N2, L0, L1, O, O2, T, S, A, W, COPY, COPYD, RULE, MUTE, HAIR, SHIRT } from "./lib/palette.mjs";
import { mix, tint, shade, FACE_BG } from "./lib/colour.mjs";
import { svgKit, polar as pt, dash } from "./lib/svg.mjs";
import { writeSvg, report } from "./lib/output.mjs";

let DARK = false; // set per scene; a few components adapt to a navy backdrop

// ── SVG primitives ──────────────────────────────────────────────────────────
const f = (n) => Math.round(n * 10) / 10;
const K = svgKit({ num: f, scale: (k) => f(k * 100) / 100, bareBars: true });
const {
  attrs: at,
  rect,
  circle: circ,
  path,
  stroke: sp,
  points: P,
  poly: pl,
  place: tr,
  turn: rot,
  smooth,
  bar,
  bars,
  pill: chip,
  sparkle,
} = K;
// A straight segment needs no fill attribute: it encloses no area.
const ln = (x1, y1, x2, y2, c, w = 2, o = {}) =>
  K.line(
    P([
      [x1, y1],
      [x2, y2],
    ]),
    c,
    w,
    o,
  );

// Path of a rectangle with per-corner radii [top-left, top-right, bottom-right, bottom-left].
const rr = (x, y, w, h, [a, b, c, d]) =>
  `M${f(x + a)} ${f(y)}H${f(x + w - b)}${b ? `a${b} ${b} 0 0 1 ${b} ${b}` : ""}V${f(y + h - c)}${c ? `a${c} ${c} 0 0 1 ${-c} ${c}` : ""}H${f(x + d)}${d ? `a${d} ${d} 0 0 1 ${-d} ${-d}` : ""}V${f(y + a)}${a ? `a${a} ${a} 0 0 1 ${a} ${-a}` : ""}Z`;

const arcD = (cx, cy, r, a0, a1) => {
  const [x0, y0] = pt(cx, cy, r, a0),
    [x1, y1] = pt(cx, cy, r, a1);
  return `M${f(x0)} ${f(y0)}A${f(r)} ${f(r)} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${f(x1)} ${f(y1)}`;
};

// Deterministic pseudo-random numbers, so reruns produce identical files.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ── Small building blocks ───────────────────────────────────────────────────
// Per-scene <defs>: shared definitions are emitted once, referenced by id.
let DEFS = new Map();
const def = (id, content) => (DEFS.has(id) || DEFS.set(id, content), id);
// Shared definition keyed by an arbitrary string; gets a short id.
const defKey = (key, fn) => {
  if (!DEFS.has(key)) {
    const id = `u${DEFS.size}`;
    DEFS.set(key, fn(id));
  }
  return DEFS.get(key).match(/id="([^"]+)"/)[1];
};

// Flat offset shadow (a crisp, translucent copy of the shape dy pixels lower).
const shade_ = (dy = 6) =>
  `url(#${def(`s${dy}`, `<filter id="s${dy}" x="-50%" y="-50%" width="200%" height="200%"><feDropShadow dx="0" dy="${dy}" stdDeviation="0" flood-color="${DARK ? "#050916" : N0}" flood-opacity="${DARK ? 0.5 : 0.08}"/></filter>`)})`;

function card(x, y, w, h, o = {}) {
  const r = o.r ?? 12;
  return rect(x, y, w, h, r, o.fill ?? W, {
    filter: o.sh === false ? undefined : shade_(o.sy ?? 6),
    ...(o.line ? { stroke: o.line, "stroke-width": 1.5 } : {}),
  });
}

// Tick corners in units of the badge radius.
const TICK = [
  [-0.42, 0.02],
  [-0.1, 0.32],
  [0.42, -0.28],
];
const checkBadge = (cx, cy, r, c = T, ring = true) => K.tick(cx, cy, r, c, ring && r + 5, TICK);

const star = (cx, cy, r, c) => path(K.starD(cx, cy, r, 0.45), c, { stroke: c, "stroke-width": r * 0.18 });

const heart = (cx, cy, s, c) =>
  path(
    `M${f(cx)} ${f(cy + s * 0.85)}C${f(cx - s * 1.3)} ${f(cy + s * 0.05)} ${f(cx - s * 0.9)} ${f(cy - s * 1.05)} ${f(cx)} ${f(cy - s * 0.35)}C${f(cx + s * 0.9)} ${f(cy - s * 1.05)} ${f(cx + s * 1.3)} ${f(cy + s * 0.05)} ${f(cx)} ${f(cy + s * 0.85)}Z`,
    c,
  );

const cursor = (x, y, k = 1, c = N1) =>
  tr(x, y, k, path("M0 0V24L6.5 18.2L10.8 27.5L15 25.6L10.8 16.6H19Z", c, { stroke: W, "stroke-width": 2 }));

// Cloud silhouette in a 100×60 box.
const cloud = (x, y, k, c) => tr(x, y, k, path("M25 60H78A20 20 0 0 0 80 20A28 28 0 0 0 27 22A19 19 0 0 0 25 60Z", c));

function shieldD(cx, cy, s) {
  const w = s * 0.82;
  return `M${f(cx)} ${f(cy - s)}L${f(cx + w)} ${f(cy - s * 0.68)}V${f(cy - s * 0.05)}C${f(cx + w)} ${f(cy + s * 0.52)} ${f(cx + w * 0.45)} ${f(cy + s * 0.85)} ${f(cx)} ${f(cy + s)}C${f(cx - w * 0.45)} ${f(cy + s * 0.85)} ${f(cx - w)} ${f(cy + s * 0.52)} ${f(cx - w)} ${f(cy - s * 0.05)}V${f(cy - s * 0.68)}Z`;
}
const shield = (cx, cy, s, c) => path(shieldD(cx, cy, s), c, { stroke: c, "stroke-width": s * 0.1 });

function lock(cx, cy, bw, c = O, c2 = W) {
  const bh = bw * 0.8,
    bx = cx - bw / 2,
    by = cy - bh * 0.3;
  return (
    sp(
      `M${f(cx - bw * 0.3)} ${f(by + 2)}V${f(by - bw * 0.2)}a${f(bw * 0.3)} ${f(bw * 0.3)} 0 0 1 ${f(bw * 0.6)} 0V${f(by + 2)}`,
      c,
      bw * 0.13,
    ) +
    rect(bx, by, bw, bh, bw * 0.18, c) +
    circ(cx, by + bh * 0.42, bw * 0.1, c2) +
    rect(cx - bw * 0.045, by + bh * 0.42, bw * 0.09, bh * 0.3, bw * 0.045, c2)
  );
}

function gearD(cx, cy, R, n = 8, hole = 0.36) {
  const r = R * 0.76,
    pts = [];
  for (let i = 0; i < n; i++) {
    const a = (360 / n) * i,
      w = 360 / n / 4.6;
    pts.push(pt(cx, cy, r, a - w * 1.6), pt(cx, cy, R, a - w), pt(cx, cy, R, a + w), pt(cx, cy, r, a + w * 1.6));
  }
  const h = R * hole;
  return `${P(pts)}ZM${f(cx + h)} ${f(cy)}a${f(h)} ${f(h)} 0 1 0 ${f(-2 * h)} 0a${f(h)} ${f(h)} 0 1 0 ${f(2 * h)} 0Z`;
}

// Isometric carton; (cx, cy) is the top vertex, s the half-width.
function cube(cx, cy, s, c = A, tape = O2) {
  const h = s * 0.58;
  return (
    K.isoBox(cx, cy, s, c, 0.58, 1.05) +
    ln(cx - s / 2, cy + h / 2, cx + s / 2, cy + h * 1.5, tint(tape, 0.3), s * 0.12, { opacity: 0.7 })
  );
}

function database(cx, y, w, h, c = N2, top = S) {
  const rx = w / 2,
    ry = w * 0.16;
  let s = path(`M${f(cx - rx)} ${f(y)}V${f(y + h)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(y + h)}V${f(y)}Z`, c);
  for (const k of [1 / 3, 2 / 3])
    s += sp(`M${f(cx - rx)} ${f(y + h * k)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(y + h * k)}`, top, 3, {
      opacity: 0.55,
    });
  s += `<ellipse${at({ cx, cy: y, rx, ry, fill: top })}/>`;
  for (const k of [1 / 6, 1 / 2, 5 / 6]) s += circ(cx + rx * 0.6, y + h * k + ry * 0.6, 3.5, k === 0.5 ? O : T);
  return s;
}

function gauge(cx, cy, r, v, o = {}) {
  const sw = o.sw ?? r * 0.2;
  const a = 180 + 180 * v,
    [nx, ny] = pt(cx, cy, r * 0.72, a);
  return (
    sp(arcD(cx, cy, r, 180, 360), o.track ?? L1, sw) +
    sp(arcD(cx, cy, r, 180, 240), O, sw, { opacity: 0.9 }) +
    sp(arcD(cx, cy, r, 243, 300), A, sw, { "stroke-linecap": "butt" }) +
    sp(arcD(cx, cy, r, 303, 180 + 180 * Math.max(v, 0.7)), T, sw, { "stroke-linecap": "butt" }) +
    ln(cx, cy, nx, ny, o.needle ?? N1, r * 0.07) +
    circ(cx, cy, r * 0.11, o.needle ?? N1) +
    circ(cx, cy, r * 0.045, W)
  );
}

const donut = (cx, cy, r, sw, segs, track) => K.donut(cx, cy, r, sw, segs, track ?? L1, 3);
const cols = (x, y, w, h, vals, c, o = {}) => K.columns(x, y, w, h, vals, c, { spread: 0.38, ...o });
const lineChart = (x, y, w, h, vals, c, o = {}) =>
  K.trend(x, y, w, h, vals, c, o, { op: 0.14, halo: [10, 0.2], dot: 5 });

const grid = (x, y, w, h, n, c = L1) =>
  Array.from({ length: n }, (_, i) => ln(x, y + (h * i) / (n - 1), x + w, y + (h * i) / (n - 1), c, 1.5)).join("");

const funnel = (cx, y, w, h, colors) => K.funnel(cx, y, w, h, colors, { gap: 10, taper: 0.72, sw: 5 });

function megaphone(x, y, k, a = -14) {
  return tr(
    x,
    y,
    k,
    path("M14 38H30L72 14V86L30 62H14Z", N1, { stroke: N1, "stroke-width": 8 }) +
      path("M28 64L36 88H48L42 64Z", N2, { stroke: N2, "stroke-width": 4 }) +
      rect(68, 8, 14, 84, 7, O) +
      rect(2, 38, 14, 24, 6, O2) +
      sp("M94 36Q102 50 94 64", O, 6) +
      sp("M106 26Q120 50 106 74", A, 6),
    a,
  );
}

// Arrow along a straight or bent path; pts are the polyline corners.
function arrow(pts, c = RULE, w = 2.5, o = {}) {
  const [x1, y1] = pts[pts.length - 2],
    [x2, y2] = pts[pts.length - 1];
  const a = Math.atan2(y2 - y1, x2 - x1),
    k = 8;
  const h1 = [x2 - k * Math.cos(a - 0.6), y2 - k * Math.sin(a - 0.6)],
    h2 = [x2 - k * Math.cos(a + 0.6), y2 - k * Math.sin(a + 0.6)];
  return pl(pts, c, w, o.solid ? {} : dash(o.dash ?? "2 8")) + pl([h1, [x2, y2], h2], o.head ?? c, w + 0.5);
}

// Curved dashed connector (quadratic elbow via the control point).
const curve = (a, ctl, b, c = RULE, w = 2.5, d = "2 8") =>
  sp(`M${f(a[0])} ${f(a[1])}Q${f(ctl[0])} ${f(ctl[1])} ${f(b[0])} ${f(b[1])}`, c, w, dash(d));

// ── Icon glyphs (48×48 box), main colour c, accent c2 ──────────────────────
const GLYPH = {
  search: (c, c2) => circ(21, 21, 12, "none", { stroke: c, "stroke-width": 4.5 }) + ln(30, 30, 41, 41, c2, 6),
  layout: (c, c2) =>
    rect(6, 8, 36, 32, 5, "none", { stroke: c, "stroke-width": 4 }) +
    ln(6, 17, 42, 17, c, 4) +
    rect(12, 23, 11, 11, 2, c2) +
    ln(28, 25, 36, 25, c, 3.5) +
    ln(28, 32, 34, 32, c, 3.5),
  code: (c, c2) =>
    pl(
      [
        [16, 13],
        [6, 24],
        [16, 35],
      ],
      c,
      4.5,
    ) +
    pl(
      [
        [32, 13],
        [42, 24],
        [32, 35],
      ],
      c,
      4.5,
    ) +
    ln(27, 10, 21, 38, c2, 4.5),
  rocket: (c, c2) =>
    path("M16 26L8 34H17ZM32 26L40 34H31Z", c2) +
    path("M24 4C33 11 35 21 32 33H16C13 21 15 11 24 4Z", c) +
    circ(24, 17, 4.5, W) +
    path("M19 36H29L24 45Z", c2),
  phone: (c, c2) =>
    rect(13, 4, 22, 40, 6, "none", { stroke: c, "stroke-width": 4 }) +
    ln(21, 37, 27, 37, c2, 4) +
    rect(18, 12, 12, 14, 2, c2),
  gear: (c, c2) => path(gearD(24, 24, 21, 8, 0.3), c, { "fill-rule": "evenodd" }) + circ(24, 24, 3.5, c2),
  chart: (c, c2) =>
    rect(8, 27, 8, 14, 2, c2) + rect(20, 17, 8, 24, 2, c) + rect(32, 9, 8, 32, 2, c2) + ln(5, 44, 43, 44, c, 3),
  box: (c, c2) =>
    path("M8 14L24 22V43L8 35Z", c) +
    path("M40 14L24 22V43L40 35Z", shade(c, 0.3)) +
    path("M24 5L40 14L24 22L8 14Z", c2),
  doc: (c, c2) =>
    path("M12 4H30L38 12V44H12Z", "none", { stroke: c, "stroke-width": 4 }) +
    ln(18, 22, 32, 22, c2, 3.5) +
    ln(18, 30, 32, 30, c2, 3.5) +
    ln(18, 38, 26, 38, c2, 3.5),
  check: (c, c2) =>
    circ(24, 24, 19, "none", { stroke: c, "stroke-width": 4 }) +
    pl(
      [
        [15, 24],
        [21, 30],
        [33, 18],
      ],
      c2,
      5,
    ),
  palette: (c, c2) => rect(5, 5, 22, 22, 6, c) + rect(21, 21, 22, 22, 6, c2) + circ(35, 13, 8, A) + circ(13, 35, 8, S),
  pen: (c, c2) =>
    path("M24 6L36 24L29 40H19L12 24Z", "none", { stroke: c, "stroke-width": 4 }) +
    ln(24, 6, 24, 25, c, 3.5) +
    circ(24, 28, 3.5, c2) +
    ln(17, 45, 31, 45, c2, 4),
  cursor: (c, c2) =>
    path("M12 5V39L20 31L26 43L31 41L25 29H36Z", c, { stroke: c, "stroke-width": 2 }) + circ(38, 10, 4, c2),
  users: (c, c2) =>
    circ(33, 16, 6.5, c2) +
    path("M25 41C25 30 44 29 44 41Z", c2) +
    circ(17, 17, 8, c) +
    path("M4 42C4 28 30 28 30 42Z", c),
  megaphone: (c, c2) =>
    path("M7 19H15L34 8V40L15 29H7Z", c, { stroke: c, "stroke-width": 3 }) +
    path("M13 29L17 41H23L20 29Z", c) +
    sp("M39 17Q44 24 39 31", c2, 4),
  target: (c, c2) =>
    circ(22, 26, 18, "none", { stroke: c, "stroke-width": 4 }) +
    circ(22, 26, 9, "none", { stroke: c, "stroke-width": 4 }) +
    circ(22, 26, 3.5, c2) +
    ln(22, 26, 40, 8, c2, 4) +
    pl(
      [
        [33, 7],
        [41, 7],
        [41, 15],
      ],
      c2,
      4,
    ),
  funnel: (c, c2) =>
    path("M5 8H43L29 25V38L19 44V25Z", c, { stroke: c, "stroke-width": 3 }) + ln(12, 15, 36, 15, c2, 3.5),
  chat: (c, c2) =>
    path(rr(4, 6, 34, 26, [9, 9, 9, 2]) + "M8 30L6 42L18 32Z", c) +
    circ(14, 19, 2.5, W) +
    circ(21, 19, 2.5, W) +
    circ(28, 19, 2.5, W) +
    rect(30, 28, 16, 14, 5, c2),
  nodes: (c, c2) =>
    pl(
      [
        [9, 11],
        [24, 24],
        [39, 13],
      ],
      c,
      3,
    ) +
    pl(
      [
        [9, 37],
        [24, 24],
        [39, 37],
      ],
      c,
      3,
    ) +
    circ(9, 11, 5, c2) +
    circ(9, 37, 5, c2) +
    circ(39, 13, 5, c2) +
    circ(39, 37, 5, c2) +
    circ(24, 24, 7, c),
  sparkle: (c, c2) => sparkle(21, 22, 17, c) + sparkle(38, 38, 8, c2) + sparkle(39, 9, 5, c2),
  shield: (c, c2) =>
    shield(24, 24, 19, c) +
    pl(
      [
        [16, 24],
        [22, 30],
        [32, 19],
      ],
      c2,
      4.5,
    ),
  lock: (c, c2) =>
    sp("M15 22V16a9 9 0 0 1 18 0V22", c, 4.5) +
    rect(9, 21, 30, 23, 6, c) +
    circ(24, 30, 3.5, c2) +
    ln(24, 31, 24, 37, c2, 3.5),
  eye: (c, c2) =>
    path("M3 24Q24 3 45 24Q24 45 3 24Z", "none", { stroke: c, "stroke-width": 4 }) +
    circ(24, 24, 8, c2) +
    circ(24, 24, 3, c),
  server: (c, c2) =>
    rect(7, 5, 34, 17, 4, c) +
    rect(7, 26, 34, 17, 4, c) +
    circ(14, 13.5, 2.5, c2) +
    circ(14, 34.5, 2.5, c2) +
    ln(24, 13.5, 34, 13.5, W, 3) +
    ln(24, 34.5, 34, 34.5, W, 3),
  columns: (c, c2) => rect(5, 6, 11, 36, 3, c) + rect(19, 6, 11, 26, 3, c2) + rect(33, 6, 11, 16, 3, c),
  heart: (c, c2) => heart(24, 25, 17, c2) + circ(37, 11, 4, c),
  cloud: (c, c2) =>
    cloud(0, 6, 0.48, c) +
    pl(
      [
        [24, 42],
        [24, 24],
      ],
      c2,
      4,
    ) +
    pl(
      [
        [18, 30],
        [24, 24],
        [30, 30],
      ],
      c2,
      4,
    ),
  database: (c, c2) =>
    path("M7 12V36C7 45 41 45 41 36V12Z", c) +
    `<ellipse cx="24" cy="12" rx="17" ry="6" fill="${c2}"/>` +
    sp("M7 24C7 31 41 31 41 24", c2, 3),
  bulb: (c, c2) =>
    path("M16 32C10 27 9 21 10 17A14 14 0 0 1 38 17C39 21 38 27 32 32V35H16Z", c2) +
    rect(16, 37, 16, 4, 2, c) +
    rect(19, 43, 10, 3, 1.5, c) +
    sp("M19 24Q24 31 29 24", c, 3) +
    ln(24, 28, 24, 34, c, 3),
  calendar: (c, c2) =>
    rect(5, 9, 38, 34, 6, "none", { stroke: c, "stroke-width": 4 }) +
    ln(5, 19, 43, 19, c, 4) +
    ln(15, 4, 15, 13, c, 4) +
    ln(33, 4, 33, 13, c, 4) +
    rect(27, 26, 9, 9, 2, c2),
  mail: (c, c2) =>
    rect(4, 10, 40, 28, 6, "none", { stroke: c, "stroke-width": 4 }) +
    pl(
      [
        [8, 15],
        [24, 27],
        [40, 15],
      ],
      c2,
      4,
    ),
  refresh: (c, c2) =>
    sp("M38 19A15 15 0 1 0 39 29", c, 4.5) +
    pl(
      [
        [39, 8],
        [39, 19],
        [28, 19],
      ],
      c2,
      4.5,
    ),
  wand: (c, c2) => ln(8, 41, 31, 18, c, 6) + sparkle(37, 11, 9, c2) + sparkle(15, 12, 4, c2),
  cart: (c, c2) =>
    pl(
      [
        [3, 8],
        [10, 8],
        [15, 31],
        [38, 31],
        [43, 14],
        [12, 14],
      ],
      c,
      4,
    ) +
    circ(18, 40, 4, c2) +
    circ(35, 40, 4, c2),
  bell: (c, c2) => path("M12 34V22A12 12 0 0 1 36 22V34L40 38H8Z", c) + circ(24, 41, 4, c2) + circ(24, 8, 3, c),
  star: (c, c2) => star(24, 26, 19, c2) + circ(24, 28, 3, c),
  key: (c, c2) =>
    circ(15, 24, 10, "none", { stroke: c, "stroke-width": 4.5 }) +
    pl(
      [
        [25, 24],
        [43, 24],
        [43, 32],
      ],
      c,
      4.5,
    ) +
    ln(35, 24, 35, 31, c, 4.5) +
    circ(15, 24, 3, c2),
};
const icon = (name, x, y, size, c = N1, c2 = O) => {
  const id = defKey(`${name}${c}${c2}`, (id) => `<g id="${id}">${GLYPH[name](c, c2)}</g>`);
  return `<use href="#${id}" transform="translate(${f(x)} ${f(y)}) scale(${f((size / 48) * 100) / 100})"/>`;
};

// Rounded tile with a glyph, tinted after its accent colour.
function tile(x, y, s, name, c, o = {}) {
  return (
    rect(x, y, s, s, s * 0.26, o.bg ?? tint(c, DARK && !o.light ? 0.15 : 0.8), o.bg ? {} : {}) +
    icon(
      name,
      x + s * 0.2,
      y + s * 0.2,
      s * 0.6,
      o.fg ?? (DARK && !o.light ? W : N1),
      o.c2 ?? (DARK && !o.light ? N1 : c),
    )
  );
}

// ── People ──────────────────────────────────────────────────────────────────
const SKIN = ["#f1c9a5", "#d9a47a", "#b97d55", "#8f5a3a", "#e6b48c", "#a86d46", "#c99067"];

// Round head-and-shoulders badge used inside scenes. The geometry is defined once per file
// (without fill, so each <use> supplies its own colour); variants only swap colours.
function face(cx, cy, r, i = 0, bgc) {
  const k = i % 6;
  const id = defKey(`face${k}${bgc}`, (id) => {
    const sh = def("fS", '<path id="fS" d="M-16.4 11.4Q-16.4 7 0 7Q16.4 7 16.4 11.4A20 20 0 0 1-16.4 11.4Z"/>');
    const hr = def("fH", '<path id="fH" d="M-7.2-2A7.2 7.2 0 0 1 7.2-2Q1.4-6.5-7.2-2Z"/>');
    const lg = k % 3 === 1 ? def("fL", '<rect id="fL" x="-8" y="-7" width="16" height="15" rx="6.8"/>') : "";
    const hc = HAIR[k % HAIR.length];
    return `<g id="${id}">${circ(0, 0, 20, bgc ?? FACE_BG[k % FACE_BG.length])}${lg ? `<use href="#fL" fill="${hc}"/>` : ""}<use href="#${sh}" fill="${SHIRT[(k + 1) % SHIRT.length]}"/>${circ(0, -2.8, 6.8, SKIN[k % SKIN.length])}<use href="#${hr}" fill="${hc}"/></g>`;
  });
  return `<use href="#${id}" transform="translate(${f(cx)} ${f(cy)}) scale(${f((r / 20) * 100) / 100})"/>`;
}

function avatarRow(x, cy, r, idx) {
  return idx.map((i, k) => circ(x + k * r * 1.4, cy, r + 2, W) + face(x + k * r * 1.4, cy, r, i)).join("");
}

// ── Device frames ───────────────────────────────────────────────────────────
function win(x, y, w, h, o = {}, fn) {
  const r = o.r ?? 12,
    bh = o.bh ?? 26,
    d = o.dark;
  let s = card(x, y, w, h, { r, fill: d ? N1 : W, sh: o.sh });
  s += path(rr(x, y, w, bh, [r, r, 0, 0]), d ? N2 : L1);
  const cy = y + bh / 2;
  s += circ(x + 15, cy, 3.6, O) + circ(x + 27, cy, 3.6, A) + circ(x + 39, cy, 3.6, T);
  if (o.url !== false && w > 220) s += rect(x + 56, cy - 5.5, Math.min(w * 0.42, 210), 11, 5.5, d ? N1 : W);
  if (fn) s += fn(x, y + bh, w, h - bh);
  return s;
}

function phone(x, y, w, h, fn, o = {}) {
  const r = Math.round(w * 0.16),
    b = Math.max(4, Math.round(w * 0.045)),
    fr = o.frame ?? N0;
  let s =
    rect(x, y, w, h, r, fr, { filter: shade_(8) }) + rect(x + b, y + b, w - 2 * b, h - 2 * b, r - b, o.screen ?? W);
  s += rect(x + w / 2 - w * 0.14, y + b + 4, w * 0.28, Math.max(5, w * 0.045), 3, fr);
  if (fn) s += fn(x + b, y + b + 16, w - 2 * b, h - 2 * b - 18);
  return s;
}

function tablet(x, y, w, h, fn) {
  let s = rect(x, y, w, h, 16, N0, { filter: shade_(8) }) + rect(x + 8, y + 8, w - 16, h - 16, 9, W);
  if (fn) s += fn(x + 8, y + 8, w - 16, h - 16);
  return s;
}

function monitor(x, y, w, h, fn) {
  const cx = x + w / 2,
    sh = h * 0.16;
  let s = path(
    P([
      [cx - w * 0.07, y + h - 4],
      [cx + w * 0.07, y + h - 4],
      [cx + w * 0.1, y + h + sh],
      [cx - w * 0.1, y + h + sh],
    ]) + "Z",
    N2,
  );
  s += rect(cx - w * 0.19, y + h + sh - 2, w * 0.38, 9, 4.5, N1);
  s += card(x, y, w, h, { r: 12, fill: N0 }) + rect(x + 9, y + 9, w - 18, h - 18, 5, W);
  if (fn) s += fn(x + 9, y + 9, w - 18, h - 18);
  return s;
}

function laptop(x, y, w, h, fn) {
  let s = rect(x, y, w, h, 12, N0) + rect(x + 9, y + 9, w - 18, h - 14, 4, W);
  s +=
    path(rr(x - w * 0.08, y + h - 2, w * 1.16, 14, [2, 2, 10, 10]), N2, { filter: shade_(8) }) +
    rect(x + w / 2 - w * 0.1, y + h - 2, w * 0.2, 5, 2.5, N1);
  if (fn) s += fn(x + 9, y + 9, w - 18, h - 14);
  return s;
}

// ── Screen contents ─────────────────────────────────────────────────────────
// Picture placeholder: sky, sun and two hills, with rounded bottom corners.
function imgBlock(x, y, w, h, r = 10, o = {}) {
  r = Math.min(r, h * 0.14);
  const bot = `V${f(y + h - r)}a${f(r)} ${f(r)} 0 0 1 ${f(-r)} ${f(r)}H${f(x + r)}a${f(r)} ${f(r)} 0 0 1 ${f(-r)} ${f(-r)}Z`;
  return (
    rect(x, y, w, h, r, o.bg ?? L1) +
    circ(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.11, o.sun ?? A) +
    path(
      `${P([
        [x, y + h * 0.72],
        [x + w * 0.52, y + h * 0.36],
        [x + w, y + h * 0.68],
      ])}${bot}`,
      o.c2 ?? tint(S, 0.35),
    ) +
    path(
      `${P([
        [x, y + h * 0.8],
        [x + w * 0.3, y + h * 0.52],
        [x + w * 0.62, y + h * 0.86],
        [x + w * 0.8, y + h * 0.7],
        [x + w, y + h * 0.84],
      ])}${bot}`,
      o.c1 ?? N2,
    )
  );
}

// A marketing web page: nav, hero, feature cards. Collapses to a mobile layout when narrow.
function page(x, y, w, h, acc = O, o = {}) {
  const p = Math.max(9, Math.round(w * 0.05)),
    ny = y + p;
  let s = circ(x + p + 5, ny + 4, 5, acc) + bar(x + p + 14, ny + 1, Math.max(24, w * 0.12), N2);
  if (w < 180) {
    s += [0, 5, 10].map((d) => ln(x + w - p - 14, ny + d, x + w - p, ny + d, N2, 2.5)).join("");
    const hy = ny + 20,
      ih = h * 0.28;
    s += imgBlock(x + p, hy, w - 2 * p, ih, 8, o);
    const ty = hy + ih + 12;
    s +=
      bar(x + p, ty, w * 0.66, N1, 8) +
      bar(x + p, ty + 13, w * 0.46, N1, 8) +
      bars(x + p, ty + 30, [w * 0.74, w * 0.58], COPY, 5, 10);
    s += rect(x + p, ty + 54, w * 0.42, 15, 7.5, acc);
    const cc = [T, S, A];
    for (let k = 0, cy = ty + 80; cy + 32 < y + h - 4 && k < 4; k++, cy += 38) {
      s +=
        rect(x + p, cy, w - 2 * p, 31, 7, L0) +
        circ(x + p + 14, cy + 15.5, 7, cc[k % 3]) +
        bar(x + p + 27, cy + 9, w * 0.36, N2, 5) +
        bar(x + p + 27, cy + 18, w * 0.26, COPY, 5);
    }
    return s;
  }
  s +=
    [0, 1, 2].map((i) => bar(x + w * 0.46 + i * w * 0.1, ny + 1, w * 0.07)).join("") +
    rect(x + w - p - w * 0.13, ny - 3, w * 0.13, 13, 6.5, acc);
  const hy = ny + 24,
    hh = Math.max(96, h * 0.42),
    k = Math.min(1, w / 400);
  s += bar(x + p, hy + 8, w * 0.34, N1, 10 * k) + bar(x + p, hy + 8 + 16 * k, w * 0.25, N1, 10 * k);
  s += bars(x + p, hy + 8 + 38 * k, [w * 0.38, w * 0.3], COPY, 6 * k, 12 * k);
  const by = hy + 8 + 70 * k;
  s +=
    rect(x + p, by, w * 0.15, 18 * k, 9 * k, acc) +
    rect(x + p + w * 0.17, by, w * 0.12, 18 * k, 9 * k, W, { stroke: RULE, "stroke-width": 1.5 });
  s += imgBlock(x + w * 0.5, hy, w * 0.5 - p, hh, 10, o);
  const fy = hy + hh + 12,
    fh = y + h - p - fy,
    fw = (w - 2 * p - 20) / 3;
  if (fh > 26)
    [T, S, A].forEach((c, i) => {
      const fx = x + p + i * (fw + 10);
      s +=
        rect(fx, fy, fw, fh, 8, L0) +
        circ(fx + 15, fy + 15, 6, c) +
        bar(fx + 10, fy + 29, fw * 0.6, N2, 5) +
        (fh > 52 ? bar(fx + 10, fy + 40, fw * 0.76, COPY, 5) : "");
    });
  return s;
}

// Lines of code: the indent level, then each token's width and colour.
const CODE = [
  [0, 26, O, 44, S],
  [1, 34, T, 50, COPYD],
  [2, 22, A, 40, S],
  [2, 54, COPYD],
  [1, 30, O, 24, T],
  [0, 18, S],
  [0, 40, T, 30, A],
  [1, 58, COPYD],
  [1, 26, S, 36, O],
  [2, 44, T],
  [1, 22, A, 30, COPYD],
  [0, 20, S],
];
function code(x, y, n, o = {}) {
  const gap = o.gap ?? 15,
    h = o.h ?? 6,
    ind = o.ind ?? 14,
    k = o.k ?? 1;
  let s = "";
  for (let i = 0; i < n; i++) {
    const [lvl, ...tokens] = CODE[(i + (o.start ?? 0)) % CODE.length];
    if (o.nums) s += bar(x - 22, y + i * gap, 10, MUTE, h);
    let cx = x + lvl * ind;
    for (let t = 0; t < tokens.length; t += 2) {
      s += bar(cx, y + i * gap, tokens[t] * k, tokens[t + 1], h);
      cx += tokens[t] * k + 6;
    }
  }
  return s;
}

// Admin dashboard: navy sidebar, KPI tiles, bar chart, status list.
function dashboard(x, y, w, h, acc = O, o = {}) {
  const sw = Math.round(w * 0.17);
  let s = path(rr(x, y, sw, h, [0, 0, 0, 12]), N1) + circ(x + 16, y + 18, 6, acc) + bar(x + 27, y + 15, sw - 40, COPYD);
  for (let i = 0; i < 5; i++) {
    const yy = y + 46 + i * 24;
    if (i === 1) s += rect(x + 8, yy - 7, sw - 16, 20, 6, N2);
    s +=
      rect(x + 16, yy - 1, 8, 8, 2, i === 1 ? acc : MUTE) +
      bar(x + 30, yy + 1, sw * (0.3 + (i % 3) * 0.1), i === 1 ? W : COPYD, 5);
  }
  const mx = x + sw + 16,
    mw = w - sw - 32;
  s +=
    bar(mx, y + 15, mw * 0.22, N1, 9) +
    rect(mx + mw * 0.5, y + 10, mw * 0.32, 18, 9, L0) +
    face(mx + mw - 10, y + 19, 10, 2);
  const ky = y + 42,
    kh = Math.max(52, h * 0.2),
    kw = (mw - 20) / 3;
  [T, S, acc].forEach((c, i) => {
    const kx = mx + i * (kw + 10);
    s += rect(kx, ky, kw, kh, 9, L0) + rect(kx + 10, ky + 10, 16, 16, 5, tint(c, 0.7)) + circ(kx + 18, ky + 18, 3.5, c);
    s += bar(kx + 10, ky + kh - 22, kw * 0.45, N1, 9) + bar(kx + kw * 0.62, ky + kh - 20, kw * 0.24, c, 5);
  });
  const cy = ky + kh + 12,
    ch = y + h - 14 - cy,
    cw = mw * 0.58;
  s += rect(mx, cy, cw, ch, 9, L0) + bar(mx + 12, cy + 12, cw * 0.3, N2, 6) + chip(mx + cw - 52, cy + 8, 40, T);
  s += cols(mx + 14, cy + 32, cw - 28, ch - 44, o.vals ?? [0.45, 0.7, 0.55, 0.9, 0.62, 0.8, 0.5], [N2, S], {
    hi: 3,
    hc: acc,
  });
  const lx = mx + cw + 10,
    lw = mw - cw - 10;
  s += rect(lx, cy, lw, ch, 9, L0) + bar(lx + 10, cy + 12, lw * 0.4, N2, 6);
  const st = [T, A, T, O, S];
  for (let i = 0, yy = cy + 30; yy + 16 < cy + ch; i++, yy += 22)
    s +=
      circ(lx + 15, yy + 5, 5, tint(st[i % 5], 0.3)) +
      bar(lx + 26, yy + 2, lw * 0.3, COPY, 6) +
      chip(lx + lw - 40, yy - 2, 30, st[i % 5], 12);
  return s;
}

// Kanban board with coloured column heads and deal cards.
function kanban(x, y, w, h, n, o = {}) {
  const gap = 10,
    cw = (w - gap * (n - 1)) / n,
    heads = o.heads ?? [S, A, T, O],
    counts = o.counts ?? [3, 2, 3, 1],
    ch = o.ch ?? 54;
  let s = "";
  for (let i = 0; i < n; i++) {
    const cx = x + i * (cw + gap);
    s +=
      rect(cx, y, cw, h, 10, DARK ? N1 : L0) +
      circ(cx + 13, y + 15, 4.5, heads[i]) +
      bar(cx + 23, y + 12, cw * 0.36, DARK ? W : N2, 6) +
      rect(cx + cw - 30, y + 8, 20, 14, 7, DARK ? N2 : W) +
      bar(cx + cw - 24, y + 13, 8, DARK ? COPYD : COPY, 4);
    for (let j = 0; j < counts[i % counts.length]; j++) {
      const yy = y + 32 + j * (ch + 8);
      if (yy + ch > y + h - 6) break;
      s +=
        card(cx + 7, yy, cw - 14, ch, { r: 8, sy: 3 }) +
        bar(cx + 16, yy + 11, (cw - 14) * (0.5 + ((i + j) % 3) * 0.1), N1, 6) +
        bar(cx + 16, yy + 23, (cw - 14) * 0.38, COPY, 5);
      s +=
        chip(cx + 16, yy + ch - 20, 30, [T, A, S, O][(i + j * 2) % 4], 12) +
        face(cx + cw - 22, yy + ch - 15, 9, i * 3 + j);
    }
  }
  return s;
}

function contact(x, y, w, h, i, o = {}) {
  const r = Math.min(h * 0.3, 26),
    mid = y + h / 2,
    tx = x + 30 + 2 * r;
  let s = card(x, y, w, h, { r: 14 }) + face(x + 16 + r, mid, r, i);
  s += bar(tx, mid - 17, w * 0.34, N1, 8) + bar(tx, mid - 3, w * 0.24, COPY, 6);
  [
    ["mail", S],
    ["phone", T],
    ["calendar", O],
  ].forEach(
    ([n, c], k) =>
      (s += rect(tx + k * 26, mid + 10, 20, 20, 6, tint(c, 0.8)) + icon(n, tx + k * 26 + 4, mid + 14, 12, N1, c)),
  );
  s += chip(x + w - 54, y + 12, 40, o.c ?? [T, A, O][i % 3]);
  return s;
}

// Chat bubble; the square corner marks the speaker's side.
function bubble(x, y, w, lines, side = "l", o = {}) {
  const h = 18 + lines * 12,
    fill = o.fill ?? (side === "l" ? (DARK ? N2 : L0) : N1),
    bc = o.bc ?? (side === "l" ? (DARK ? COPYD : COPY) : COPYD);
  let s = path(rr(x, y, w, h, side === "l" ? [14, 14, 14, 4] : [14, 14, 4, 14]), fill);
  for (let i = 0; i < lines; i++)
    s += bar(
      x + 12,
      y + 12 + i * 12,
      (w - 24) * (i === lines - 1 ? 0.55 : 1 - i * 0.08),
      i === 0 && o.title ? (side === "l" ? N2 : W) : bc,
      6,
    );
  return s;
}

const aiAvatar = (cx, cy, r) => circ(cx, cy, r, N1) + sparkle(cx, cy, r * 0.58, A);

function chat(x, y, w, h) {
  let s = aiAvatar(x + 24, y + 28, 12) + bubble(x + 44, y + 14, w * 0.66, 3, "l", { title: true });
  s += bubble(x + w - 14 - w * 0.52, y + 86, w * 0.52, 2, "r", { title: true });
  const gy = y + 138;
  const bh = h - 192;
  s += aiAvatar(x + 24, gy + 14, 12) + path(rr(x + 44, gy, w * 0.72, bh, [14, 14, 14, 4]), DARK ? N2 : L0);
  const gw = w * 0.72 - 24,
    gh = bh - 24;
  s +=
    imgBlock(x + 56, gy + 12, gw * 0.42, gh, 8) +
    bars(x + 66 + gw * 0.42, gy + 16, [gw * 0.48, gw * 0.4, gw * 0.44], DARK ? COPYD : COPY, 6, 12) +
    rect(x + 66 + gw * 0.42, gy + gh - 6, gw * 0.3, 16, 8, tint(O, 0.75)) +
    sparkle(x + 76 + gw * 0.42, gy + gh + 2, 5, O);
  s +=
    rect(x + 14, y + h - 44, w - 28, 30, 15, DARK ? N2 : L0) +
    bar(x + 30, y + h - 32, w * 0.4, DARK ? COPYD : COPY, 6) +
    K.send(x + w, y + h, O, { at: [30, 29], r: 11, shaft: [34, 25], head: [29, 25, 4], sw: 2.5 });
  return s;
}

function calendar(x, y, w, h, acc = O, o = {}) {
  const hb = h * 0.22;
  let s = card(x, y, w, h, { r: 12 }) + path(rr(x, y, w, hb, [12, 12, 0, 0]), acc);
  s +=
    rect(x + w * 0.28 - 3, y - 7, 6, 16, 3, N1) +
    rect(x + w * 0.72 - 3, y - 7, 6, 16, 3, N1) +
    bar(x + 14, y + hb / 2 - 3, w * 0.35, W, 6);
  const c = 5,
    r = 4,
    p = 12,
    cs = (w - 2 * p - (c - 1) * 6) / c,
    rh = (h - hb - 2 * p - 3 * 6) / 4;
  for (let i = 0; i < 20; i++) {
    const cx = x + p + (i % c) * (cs + 6),
      cy = y + hb + p + Math.floor(i / c) * (rh + 6);
    const hi = i === (o.hi ?? 12),
      dot = (o.dots ?? [3, 8, 16]).includes(i);
    s +=
      rect(cx, cy, cs, rh, r, hi ? acc : L0) +
      (dot ? circ(cx + cs / 2, cy + rh / 2, 2.5, T) : "") +
      (hi ? circ(cx + cs / 2, cy + rh / 2, 2.5, W) : "");
  }
  return s;
}

function invoice(x, y, w, h, acc = O, o = {}) {
  const p = 16;
  let s = card(x, y, w, h, { r: 10 }) + rect(x + p, y + p, 24, 24, 7, N1) + circ(x + p + 12, y + p + 12, 5, acc);
  s += bar(x + w - p - w * 0.3, y + p + 2, w * 0.3, N2, 7) + bar(x + w - p - w * 0.2, y + p + 14, w * 0.2, COPY, 5);
  s +=
    bar(x + p, y + p + 38, w * 0.36, N1, 8) +
    bar(x + p, y + p + 52, w * 0.5, COPY, 5) +
    ln(x + p, y + p + 68, x + w - p, y + p + 68, L1, 2);
  const ty = y + h - (o.stamp === false ? 42 : 84),
    cy = ty - 22;
  for (let i = 0, yy = y + p + 80; yy < cy - 12; i++, yy += 17)
    s += bar(x + p, yy, w * [0.34, 0.42, 0.28, 0.38][i % 4], COPY, 6) + bar(x + w - p - w * 0.17, yy, w * 0.17, N2, 6);
  s += chip(x + p, cy - 3, 34, T, 12) + bar(x + w - p - w * 0.14, cy, w * 0.14, T, 6);
  s +=
    rect(x + p - 6, ty, w - 2 * p + 12, 26, 7, tint(acc, 0.86)) +
    bar(x + p, ty + 10, w * 0.22, N1, 7) +
    bar(x + w - p - w * 0.26, ty + 9, w * 0.26, acc, 8);
  if (o.stamp !== false)
    s +=
      rot(
        -12,
        x + w - p - 22,
        ty + 54,
        circ(x + w - p - 22, ty + 54, 17, "none", { stroke: T, "stroke-width": 3 }) +
          pl(
            [
              [x + w - p - 30, ty + 54],
              [x + w - p - 24, ty + 60],
              [x + w - p - 13, ty + 48],
            ],
            T,
            3.5,
          ),
      ) + bars(x + p, ty + 46, [w * 0.34, w * 0.24], COPY, 5, 11);
  return s;
}

function rack(x, y, w, h, n, o = {}) {
  const p = 12,
    uh = (h - p * (n + 1)) / n;
  let s = card(x, y, w, h, { r: 12, fill: o.fill ?? N1 });
  for (let i = 0; i < n; i++) {
    const uy = y + p + i * (uh + p),
      m = uy + uh / 2;
    s +=
      rect(x + p, uy, w - 2 * p, uh, 7, o.unit ?? N2) +
      circ(x + p + 13, m, 4, (o.leds ?? [T, T, A, T])[i % 4]) +
      circ(x + p + 26, m, 4, i === (o.hot ?? 1) ? O : S);
    for (let k = 0; k < 5; k++) s += rect(x + w - p - 16 - k * 10, m - uh * 0.22, 4, uh * 0.44, 2, MUTE);
  }
  return s;
}

function appHome(x, y, w, h, acc = O) {
  const p = 10;
  let s =
    face(x + p + 12, y + p + 10, 12, 2) +
    bar(x + p + 30, y + p + 3, w * 0.36, N1, 7) +
    bar(x + p + 30, y + p + 14, w * 0.24, COPY, 5) +
    circ(x + w - p - 9, y + p + 10, 9, L0) +
    circ(x + w - p - 5, y + p + 5, 3, acc);
  const by = y + p + 32;
  s +=
    rect(x + p, by, w - 2 * p, 70, 12, N1) +
    circ(x + w - p - 22, by + 22, 12, N2) +
    circ(x + w - p - 34, by + 22, 12, N2, { opacity: 0.7 });
  s +=
    bar(x + p + 12, by + 13, w * 0.28, COPYD, 5) +
    bar(x + p + 12, by + 26, w * 0.44, W, 10) +
    rect(x + p + 12, by + 46, 42, 14, 7, acc) +
    bar(x + p + 62, by + 51, w * 0.16, COPYD, 4);
  const qy = by + 92,
    qs = (w - 2 * p) / 4;
  [
    ["mail", S],
    ["chart", T],
    ["cart", A],
    ["heart", O],
  ].forEach(
    ([n, c], i) =>
      (s +=
        rect(x + p + i * qs + qs / 2 - 14, qy - 14, 28, 28, 9, tint(c, 0.8)) +
        icon(n, x + p + i * qs + qs / 2 - 8, qy - 8, 16, N1, c)),
  );
  for (let i = 0, yy = qy + 28; yy + 32 < y + h - 4; i++, yy += 38) {
    const c = [T, S, O, A][i % 4];
    s +=
      rect(x + p, yy, w - 2 * p, 32, 9, L0) +
      rect(x + p + 7, yy + 7, 18, 18, 6, tint(c, 0.6)) +
      bar(x + p + 32, yy + 9, w * 0.3, N2, 5) +
      bar(x + p + 32, yy + 18, w * 0.2, COPY, 5) +
      bar(x + w - p - 34, yy + 13, 24, c, 6);
  }
  return s;
}

function appStats(x, y, w, h) {
  const p = 10,
    cx = x + w / 2;
  let s =
    bar(x + p, y + p + 2, w * 0.4, N1, 8) +
    rect(x + w - p - 46, y + p - 2, 46, 16, 8, L0) +
    rect(x + w - p - 44, y + p, 22, 12, 6, W);
  const r = w * 0.24,
    cy = y + p + 40 + r;
  s +=
    donut(cx, cy, r, 14, [
      [0.42, O],
      [0.3, T],
      [0.18, S],
    ]) +
    bar(cx - 16, cy - 6, 32, N1, 9) +
    bar(cx - 11, cy + 7, 22, COPY, 5);
  let yy = cy + r + 24;
  [O, T, S].forEach(
    (c, i) =>
      (s +=
        circ(x + p + 6, yy + i * 16 + 3, 4, c) +
        bar(x + p + 16, yy + i * 16, w * 0.34, COPY, 6) +
        bar(x + w - p - 30, yy + i * 16, 30, N2, 6)),
  );
  yy += 54;
  const bh = y + h - 6 - yy;
  if (bh > 24)
    s +=
      rect(x + p, yy, w - 2 * p, bh, 9, L0) +
      cols(x + p + 10, yy + 10, w - 2 * p - 20, bh - 18, [0.4, 0.65, 0.5, 0.85, 0.6, 0.95], [S, N2], {
        hi: 5,
        hc: O,
        r: 3,
      });
  return s;
}

// Mini screen of an app form (login / sign-up).
function appForm(x, y, w, h, acc = O) {
  const p = 12;
  let s = circ(x + w / 2, y + 34, 22, tint(acc, 0.8)) + icon("lock", x + w / 2 - 12, y + 22, 24, N1, acc);
  s += bar(x + w / 2 - w * 0.25, y + 70, w * 0.5, N1, 8) + bar(x + w / 2 - w * 0.18, y + 84, w * 0.36, COPY, 5);
  for (let i = 0; i < 2; i++)
    s +=
      rect(x + p, y + 104 + i * 38, w - 2 * p, 28, 8, W, { stroke: i ? tint(acc, 0.4) : RULE, "stroke-width": 1.5 }) +
      (i
        ? [0, 1, 2, 3, 4].map((k) => circ(x + p + 14 + k * 10, y + 118 + i * 38, 3, N2)).join("")
        : bar(x + p + 10, y + 115, w * 0.4, COPY, 6));
  s += rect(x + p, y + 186, w - 2 * p, 28, 14, acc) + bar(x + w / 2 - 18, y + 197, 36, W, 6);
  s += bar(x + w / 2 - w * 0.3, y + 232, w * 0.6, COPY, 5);
  return s;
}

// Onboarding screen: illustration circle, copy, pager dots, button.
function appOnboard(x, y, w, h, acc = O) {
  const cx = x + w / 2,
    r = w * 0.34;
  let s = circ(cx, y + 20 + r, r, tint(S, 0.75)) + circ(cx + r * 0.6, y + 20 + r * 0.45, r * 0.2, A);
  s +=
    rect(cx - r * 0.55, y + 20 + r * 0.35, r * 1.1, r * 1.1, 10, N1) +
    rect(cx - r * 0.4, y + 20 + r * 0.5, r * 0.8, r * 0.5, 5, W) +
    cols(cx - r * 0.32, y + 20 + r * 0.58, r * 0.64, r * 0.36, [0.5, 0.8, 0.6, 1], [S, T], { hi: 3, hc: acc, r: 2 });
  s += bar(cx - r * 0.3, y + 20 + r * 1.2, r * 0.6, W, 5) + sparkle(cx - r * 0.8, y + 30, 8, acc);
  const ty = y + 40 + 2 * r;
  s +=
    bar(cx - w * 0.3, ty, w * 0.6, N1, 9) +
    bar(cx - w * 0.22, ty + 15, w * 0.44, N1, 9) +
    bars(cx - w * 0.32, ty + 36, [w * 0.64, w * 0.5], COPY, 5, 10);
  s += [0, 1, 2]
    .map((i) => rect(cx - 22 + i * 16 - (i === 0 ? 4 : 0), ty + 66, i === 0 ? 20 : 8, 6, 3, i === 0 ? acc : RULE))
    .join("");
  s += rect(x + 12, y + h - 38, w - 24, 28, 14, N1) + bar(cx - 20, y + h - 27, 40, W, 6);
  return s;
}

// ── Scene framework ─────────────────────────────────────────────────────────
// Confetti spots at the four corners of a box given in fractions of the scene.
const corners = (left, top, right, bottom) => [
  [left, top],
  [right, top],
  [right, bottom],
  [left, bottom],
];
// Backdrop: flat base, a dotted grid patch, one soft blob and a little geometric confetti.
function backdrop(w, h, o) {
  const dark = !!o.dark,
    acc = o.acc ?? O;
  const [bx, by, br] = o.blob ?? [w / 2, h / 2, h * 0.42];
  const q = (v) => Math.round(v / 20) * 20;
  const [dx, dy, dw, dh] = o.dots ?? [w * 0.58, h * 0.08, w * 0.34, h * 0.36];
  const defs = `<pattern id="d" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="1.6" fill="${dark ? "#2a3a74" : "#d2d9ec"}"/></pattern>`;
  let s =
    `<rect width="${w}" height="${h}" fill="${dark ? N0 : L0}"/>` +
    rect(q(dx), q(dy), q(dw), q(dh), 0, "url(#d)") +
    circ(bx, by, br, dark ? N1 : L1);
  if (o.blob2) s += circ(...o.blob2, dark ? N1 : L1, { opacity: 0.7 });
  const spots = o.conf ?? [
    [0.06, 0.14],
    [0.95, 0.22],
    [0.93, 0.88],
    [0.05, 0.86],
  ];
  const kinds = [
    (x, y) => circ(x, y, 7, "none", { stroke: acc, "stroke-width": 3 }),
    (x, y) => ln(x - 6, y, x + 6, y, T, 3) + ln(x, y - 6, x, y + 6, T, 3),
    (x, y) => circ(x, y, 5, A),
    (x, y) => rect(x - 5, y - 5, 10, 10, 2.5, S, { transform: `rotate(20 ${f(x)} ${f(y)})` }),
  ];
  spots.forEach(([u, v], i) => (s += kinds[(i + (o.k ?? 0)) % 4](u * w, v * h)));
  return { defs, s };
}

// Adjacent stroke-only paths with identical paint are folded into one element to keep files small.
function merge(body) {
  const re = /<path d="([^"]*)"((?: (?:stroke|stroke-width|fill|stroke-dasharray)="[^"]*")*)\/>/y;
  let out = "",
    i = 0,
    prev = null;
  while (i < body.length) {
    re.lastIndex = i;
    const m = re.exec(body);
    if (m && (!/ fill="/.test(m[2]) || / fill="none"/.test(m[2])) && / stroke=/.test(m[2])) {
      if (prev && prev.attrs === m[2]) prev.d += m[1];
      else {
        out += flush(prev);
        prev = { d: m[1], attrs: m[2] };
      }
      i = re.lastIndex;
      continue;
    }
    out += flush(prev);
    prev = null;
    const j = body.indexOf("<", i + 1);
    out += body.slice(i, j < 0 ? body.length : j);
    i = j < 0 ? body.length : j;
  }
  return out + flush(prev);
}
const flush = (p) => (p ? `<path d="${p.d}"${p.attrs}/>` : "");

// Paint attribute sets that repeat become short classes in an inline <style>.
const PAINT = /^(fill|stroke|stroke-width|stroke-dasharray|opacity)$/;
function classify(body) {
  const tags = [...body.matchAll(/<(\w+)((?: [\w:-]+="[^"]*")*)(\/?)>/g)];
  const keyOf = (attrs) =>
    [...attrs.matchAll(/ ([\w:-]+)="([^"]*)"/g)]
      .filter(([, k]) => PAINT.test(k))
      .map(([, k, v]) => `${k}:${v}`)
      .join(";");
  const count = new Map();
  for (const [, , attrs] of tags) {
    const key = keyOf(attrs);
    if (key) count.set(key, (count.get(key) ?? 0) + 1);
  }
  const names = new Map();
  const alpha = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  [...count]
    .sort((a, b) => b[1] * b[0].length - a[1] * a[0].length)
    .forEach(([key, n]) => {
      const save = n * (key.length + 3) - (key.length + 4 + n * 10);
      if (save > 0 && names.size < alpha.length ** 2)
        names.set(
          key,
          names.size < 52 ? alpha[names.size] : alpha[Math.floor(names.size / 52) - 1] + alpha[names.size % 52],
        );
    });
  if (!names.size) return body;
  const out = body.replace(/<(\w+)((?: [\w:-]+="[^"]*")*)(\/?)>/g, (m, tag, attrs, end) => {
    const name = names.get(keyOf(attrs));
    if (!name) return m;
    return `<${tag}${attrs.replace(/ ([\w:-]+)="[^"]*"/g, (a, k) => (PAINT.test(k) ? "" : a))} class="${name}"${end}>`;
  });
  return `<style>${[...names].map(([k, n]) => `.${n}{${k}}`).join("")}</style>${out}`;
}

function scene(rel, w, h, o, fn) {
  DARK = !!o.dark;
  DEFS = new Map();
  const b = backdrop(w, h, o);
  const body = fn();
  emit(rel, w, h, `<defs>${b.defs}${[...DEFS.values()].join("")}</defs>${b.s}${body}`);
}
function emit(rel, w, h, body) {
  writeSvg(rel, w, h, classify(merge(body)));
}

// ── Service headers (640×480) ───────────────────────────────────────────────
const HEADERS = {
  "website-development": () =>
    win(92, 70, 436, 296, {}, (x, y, w, h) => page(x, y, w, h, O)) +
    card(44, 296, 184, 128, { fill: N1 }) +
    circ(60, 312, 3.5, O) +
    circ(72, 312, 3.5, A) +
    circ(84, 312, 3.5, T) +
    code(66, 332, 6, { gap: 14 }) +
    phone(474, 206, 116, 226, (x, y, w, h) => page(x, y, w, h, O)) +
    cursor(196, 236, 1.1) +
    checkBadge(528, 74, 16, T),

  "app-development": () =>
    phone(150, 58, 156, 320, (x, y, w, h) => appHome(x, y, w, h)) +
    phone(334, 102, 156, 320, (x, y, w, h) => appStats(x, y, w, h)) +
    card(424, 56, 180, 62) +
    tile(436, 67, 40, "bell", O) +
    bar(486, 76, 86, N1, 7) +
    bar(486, 90, 60, COPY, 6) +
    card(40, 318, 156, 54) +
    [0, 1, 2, 3, 4].map((i) => star(64 + i * 27, 345, 9, i < 4 ? A : L1)).join("") +
    card(504, 316, 100, 70, { fill: N1 }) +
    icon("code", 534, 331, 40, W, O) +
    checkBadge(146, 118, 17, T),

  erp: () =>
    win(40, 62, 486, 314, {}, (x, y, w, h) => dashboard(x, y, w, h, O)) +
    invoice(452, 196, 150, 240) +
    cube(92, 330, 30, A) +
    cube(150, 364, 24, A) +
    cube(92, 267, 26, tint(A, 0.25)),

  "ui-ux-design": () => {
    const x = 92,
      y = 62,
      w = 260,
      h = 346;
    let s =
      card(x, y, w, h, { r: 16 }) +
      circ(x + 22, y + 24, 6, RULE) +
      bar(x + 34, y + 21, 60, RULE) +
      ln(x + w - 40, y + 24, x + w - 22, y + 24, RULE, 3);
    const ix = x + 18,
      iy = y + 44,
      iw = w - 36,
      ih = 120;
    s +=
      rect(ix, iy, iw, ih, 10, "none", { stroke: RULE, "stroke-width": 2, ...dash("7 6") }) +
      ln(ix + 10, iy + 10, ix + iw - 10, iy + ih - 10, RULE, 2) +
      ln(ix + iw - 10, iy + 10, ix + 10, iy + ih - 10, RULE, 2);
    s +=
      bar(ix, iy + ih + 18, iw * 0.7, N1, 10) +
      bar(ix, iy + ih + 34, iw * 0.5, N1, 10) +
      bars(ix, iy + ih + 56, [iw * 0.9, iw * 0.75], COPY, 6, 12);
    [0, 1].forEach(
      (i) =>
        (s += rect(ix + i * (iw / 2 + 5), iy + ih + 90, iw / 2 - 5, 38, 8, "none", {
          stroke: RULE,
          "stroke-width": 2,
          ...dash("5 5"),
        })),
    );
    const bx = ix,
      by = iy + ih + 142,
      bw = 110;
    s += rect(bx, by, bw, 24, 12, O) + bar(bx + 30, by + 9, 50, W, 6);
    s +=
      rect(bx - 6, by - 6, bw + 12, 36, 2, "none", { stroke: S, "stroke-width": 1.5 }) +
      [
        [bx - 6, by - 6],
        [bx + bw + 6, by - 6],
        [bx - 6, by + 30],
        [bx + bw + 6, by + 30],
      ]
        .map(([a, b]) => rect(a - 4, b - 4, 8, 8, 1.5, W, { stroke: S, "stroke-width": 2 }))
        .join("");
    s += cursor(bx + bw - 6, by + 18, 1.1);
    s += card(382, 66, 176, 150) + bar(398, 84, 70, N1, 8);
    [N1, N2, O, T, S, A].forEach(
      (c, i) => (s += rect(398 + (i % 3) * 50, 104 + Math.floor(i / 3) * 50, 42, 42, 10, c)),
    );
    s += rect(494, 100, 50, 50, 13, "none", { stroke: O, "stroke-width": 2.5 });
    s +=
      card(382, 236, 176, 104) +
      bar(398, 254, 96, N1, 14) +
      bar(398, 276, 74, N1, 10) +
      bar(398, 294, 130, COPY, 7) +
      bar(398, 309, 108, COPY, 7) +
      rect(520, 252, 22, 22, 6, tint(A, 0.6)) +
      circ(531, 263, 5, A);
    s +=
      sp("M402 420C440 352 506 446 566 372", O, 4) + ln(402, 420, 430, 380, RULE, 2) + ln(566, 372, 540, 350, RULE, 2);
    s +=
      circ(430, 380, 4, W, { stroke: N2, "stroke-width": 2 }) + circ(540, 350, 4, W, { stroke: N2, "stroke-width": 2 });
    s +=
      rect(396, 414, 12, 12, 2, W, { stroke: N1, "stroke-width": 2.5 }) +
      rect(560, 366, 12, 12, 2, W, { stroke: N1, "stroke-width": 2.5 }) +
      icon("pen", 586, 410, 34, N1, O);
    return s;
  },

  "digital-marketing": () =>
    card(252, 60, 344, 216) +
    bar(274, 82, 110, N1, 9) +
    bar(274, 98, 70, COPY, 6) +
    rect(512, 78, 64, 24, 12, tint(T, 0.8)) +
    pl(
      [
        [526, 94],
        [536, 85],
        [544, 90],
        [560, 82],
      ],
      T,
      2.5,
    ) +
    grid(274, 128, 300, 120, 4) +
    lineChart(274, 128, 300, 120, [0.15, 0.3, 0.25, 0.48, 0.42, 0.66, 0.92], O) +
    lineChart(274, 128, 300, 120, [0.1, 0.18, 0.22, 0.2, 0.34, 0.38, 0.5], S, { area: false, dot: false, sw: 2.5 }) +
    card(46, 130, 196, 250, { r: 16 }) +
    funnel(144, 154, 160, 150, [S, T, A, O]) +
    bars(72, 326, [110, 80], COPY, 6, 14) +
    circ(212, 330, 9, tint(O, 0.75)) +
    circ(212, 330, 4, O) +
    card(58, 58, 150, 50, { r: 25 }) +
    circ(84, 83, 16, tint(O, 0.8)) +
    heart(84, 83, 8, O) +
    bar(110, 74, 70, N1, 7) +
    bar(110, 88, 46, COPY, 6) +
    megaphone(282, 300, 1.25, -16) +
    card(466, 304, 136, 100) +
    donut(508, 354, 24, 10, [
      [0.46, O],
      [0.3, T],
      [0.16, S],
    ]) +
    bars(544, 334, [40, 30, 36], COPY, 6, 14) +
    rect(544, 334, 40, 6, 3, N2),

  "generative-ai": () =>
    win(52, 62, 330, 352, {}, (x, y, w, h) => chat(x, y, w, h)) +
    card(402, 116, 206, 238, { fill: N1, r: 18 }) +
    network(416, 150, 178, 170, [3, 4, 3], { c: [S, T, O] }) +
    sparkle(418, 74, 24, O) +
    sparkle(454, 52, 10, A) +
    sparkle(598, 394, 14, T) +
    card(420, 376, 160, 48, { r: 24 }) +
    sparkle(446, 400, 10, O) +
    bar(466, 392, 90, N1, 7) +
    bar(466, 405, 60, COPY, 6),

  "security-services": () => {
    let s =
      circ(236, 246, 162, "none", { stroke: RULE, "stroke-width": 2, ...dash("3 10") }) +
      circ(236, 246, 118, W, { opacity: 0.6 });
    s += shield(236, 240, 118, N1) + shield(236, 240, 92, N2) + lock(236, 254, 74, O, N1);
    s += curve([352, 250], [400, 250], [430, 200], S, 2.5, "2 8");
    s += rack(430, 108, 156, 286, 4);
    const node = (a, name, c) => {
      const [x, y] = pt(236, 246, 162, a);
      return circ(x, y, 22, W, { stroke: tint(c, 0.5), "stroke-width": 2 }) + icon(name, x - 12, y - 12, 24, N1, c);
    };
    s += node(200, "key", A) + node(128, "eye", S) + node(270, "check", T) + node(52, "server", O);
    s +=
      card(40, 54, 150, 54, { r: 27 }) +
      checkBadge(68, 81, 13, T, false) +
      bar(92, 72, 74, N1, 7) +
      bar(92, 86, 50, COPY, 6);
    return s;
  },

  crm: () =>
    win(250, 64, 360, 312, {}, (x, y, w, h) => kanban(x + 14, y + 14, w - 28, h - 28, 3, { counts: [3, 2, 2] })) +
    contact(34, 76, 230, 90, 3) +
    contact(34, 180, 230, 90, 0) +
    card(48, 290, 190, 126) +
    bar(66, 308, 80, N1, 8) +
    cols(66, 332, 154, 66, [0.35, 0.55, 0.5, 0.8, 0.95], [tint(S, 0.3), S], { hi: 4, hc: O }) +
    rot(
      -7,
      505,
      292,
      card(448, 262, 114, 58, { r: 8, sy: 10 }) +
        bar(460, 274, 64, N1, 6) +
        bar(460, 286, 40, COPY, 5) +
        chip(460, 300, 30, O, 12) +
        face(544, 302, 9, 5),
    ) +
    cursor(540, 300, 1.1),
};

// Layered neural network: nodes per layer, all links drawn.
function network(x, y, w, h, layers, o = {}) {
  const cs = o.c ?? [S, T, O, A];
  const pos = layers.map((n, i) =>
    Array.from({ length: n }, (_, j) => [x + (w * i) / (layers.length - 1), y + (h * (j + 0.5)) / n]),
  );
  let s = "";
  for (let i = 0; i < pos.length - 1; i++)
    for (const a of pos[i]) for (const b of pos[i + 1]) s += ln(a[0], a[1], b[0], b[1], o.link ?? MUTE, 1.5);
  if (o.hot) for (const [i, j, k] of o.hot) s += ln(...pos[i][j], ...pos[i + 1][k], O, 2.5);
  pos.forEach((col, i) =>
    col.forEach(
      ([cx, cy]) =>
        (s +=
          circ(cx, cy, o.r ?? 9, cs[i % cs.length], { opacity: 0.25 }) +
          circ(cx, cy, (o.r ?? 9) * 0.62, cs[i % cs.length])),
    ),
  );
  return s;
}

const HEADER_BG = {
  "website-development": { blob: [330, 232, 196], dots: [400, 20, 220, 140] },
  "app-development": { blob: [320, 244, 200], dots: [20, 20, 200, 160], k: 1 },
  erp: {
    blob: [300, 240, 200],
    dots: [440, 320, 180, 140],
    k: 2,
    conf: [
      [0.06, 0.1],
      [0.95, 0.2],
      [0.6, 0.94],
      [0.04, 0.9],
    ],
  },
  "ui-ux-design": {
    blob: [320, 236, 200],
    dots: [20, 320, 200, 140],
    k: 3,
    conf: [
      [0.06, 0.14],
      [0.95, 0.22],
      [0.66, 0.92],
      [0.05, 0.86],
    ],
  },
  "digital-marketing": { blob: [330, 250, 200], dots: [420, 320, 200, 140], k: 1 },
  "generative-ai": { blob: [330, 240, 204], dots: [20, 20, 180, 140], k: 2 },
  "security-services": { blob: [300, 250, 210], dots: [420, 20, 200, 140], k: 0 },
  crm: {
    blob: [330, 240, 200],
    dots: [20, 320, 200, 140],
    k: 3,
    conf: [
      [0.06, 0.1],
      [0.97, 0.5],
      [0.95, 0.9],
      [0.04, 0.9],
    ],
  },
};
const SLUGS = Object.keys(HEADERS);

// ── Process flows (640×400): four connected stages ─────────────────────────
const PROCESS = {
  "website-development": { layout: "row", icons: ["search", "layout", "code", "rocket"], cs: [S, A, T, O] },
  "app-development": { layout: "wave", icons: ["bulb", "pen", "code", "phone"], cs: [A, S, T, O] },
  erp: { layout: "row", flip: true, icons: ["search", "gear", "database", "chart"], cs: [T, S, A, O] },
  "ui-ux-design": { layout: "zigzag", icons: ["users", "layout", "palette", "cursor"], cs: [S, T, A, O] },
  "digital-marketing": { layout: "loop", icons: ["target", "megaphone", "funnel", "chart"], cs: [T, O, A, S] },
  "generative-ai": { layout: "wave", flip: true, icons: ["bulb", "database", "nodes", "chat"], cs: [A, S, T, O] },
  "security-services": { layout: "loop", hub: "shield", icons: ["search", "shield", "lock", "eye"], cs: [S, T, O, A] },
  crm: { layout: "zigzag", flip: true, icons: ["users", "columns", "mail", "heart"], cs: [S, A, T, O] },
};

// Step marker: four pips, the first i+1 filled.
const pips = (x, y, i, c) => [0, 1, 2, 3].map((k) => circ(x + k * 10, y, 3, k <= i ? c : L1)).join("");

function stageCard(x, y, w, h, i, name, c, o = {}) {
  let s = card(x, y, w, h, { r: 16 }) + tile(x + 16, y + 16, o.ts ?? 52, name, c) + pips(x + w - 46, y + 24, i, c);
  const ty = y + 16 + (o.ts ?? 52) + 16;
  s +=
    bar(x + 16, ty, w * 0.52, N1, 9) +
    bars(x + 16, ty + 20, [w - 32, (w - 32) * 0.78, (w - 32) * 0.55].slice(0, o.lines ?? 3), COPY, 6, 12);
  if (o.progress !== false)
    s += bar(x + 16, y + h - 20, w - 32, L1, 6) + bar(x + 16, y + h - 20, ((w - 32) * (i + 1)) / 4, c, 6);
  return s;
}

function processScene({ layout, icons, cs, flip, hub }) {
  let s = "";
  if (layout === "row") {
    const w = 124,
      h = 190,
      y = flip ? 136 : 110,
      ty = flip ? 84 : 330,
      xs = [0, 1, 2, 3].map((i) => 30 + i * 152);
    s += sp(`M${xs[0] + 30} ${y + 42}H${xs[3] + 94}`, RULE, 3, dash("2 9"));
    xs.forEach((x, i) => (s += stageCard(x, y, w, h, i, icons[i], cs[i], { ts: 50 })));
    for (let i = 0; i < 3; i++)
      s +=
        circ(xs[i] + w + 14, y + h / 2, 11, cs[i + 1]) +
        pl(
          [
            [xs[i] + w + 11, y + h / 2 - 5],
            [xs[i] + w + 16, y + h / 2],
            [xs[i] + w + 11, y + h / 2 + 5],
          ],
          W,
          2.5,
        );
    s +=
      bar(40, ty - 3, 560, L1, 6) +
      [0, 1, 2].map((i) => bar(xs[i] + w / 2, ty - 3, 152, cs[i], 6)).join("") +
      xs
        .map(
          (x, i) =>
            (flip ? ln(x + w / 2, ty + 8, x + w / 2, y, cs[i], 2, dash("2 5")) : "") +
            circ(x + w / 2, ty, 8, W, { stroke: cs[i], "stroke-width": 3.5 }),
        )
        .join("");
    const py = flip ? 346 : 54;
    s +=
      rect(210, py, 220, 34, 17, W, { filter: shade_(4) }) +
      checkBadge(232, py + 17, 9, T, false) +
      bar(250, py + 14, 120, N1, 7) +
      circ(408, py + 17, 6, O);
  } else if (layout === "zigzag") {
    const w = 132,
      h = 150,
      [t, b] = flip ? [206, 44] : [44, 206],
      pos = [
        [30, t],
        [178, b],
        [326, t],
        [474, b],
      ];
    for (let i = 0; i < 3; i++) {
      const [ax, ay] = pos[i],
        [bx, by] = pos[i + 1];
      if (by > ay)
        s +=
          curve([ax + w / 2, ay + h], [ax + w / 2, by + h / 2], [bx, by + h / 2], cs[i + 1], 3) +
          circ(bx - 2, by + h / 2, 5, cs[i + 1]);
      else
        s +=
          curve([ax + w, ay + h / 2], [bx + w / 2, ay + h / 2], [bx + w / 2, by + h], cs[i + 1], 3) +
          circ(bx + w / 2, by + h + 2, 5, cs[i + 1]);
    }
    pos.forEach(([x, y], i) => (s += stageCard(x, y, w, h, i, icons[i], cs[i], { ts: 46, lines: 2 })));
    s += flip
      ? checkBadge(596, 330, 16, T) + sparkle(90, 80, 14, A) + sparkle(114, 62, 7, O)
      : checkBadge(596, 76, 16, T) + sparkle(96, 330, 14, A) + sparkle(120, 312, 7, O);
  } else if (layout === "wave") {
    const xs = [90, 245, 400, 555],
      ys = flip ? [230, 150, 230, 150] : [150, 230, 150, 230];
    s +=
      sp(smooth([[20, 190], ...xs.map((x, i) => [x, ys[i]]), [630, 190]]), W, 14) +
      sp(smooth([[20, 190], ...xs.map((x, i) => [x, ys[i]]), [630, 190]]), RULE, 3, dash("2 9"));
    xs.forEach((x, i) => {
      const y = ys[i],
        up = y > 190,
        cy = up ? y - 160 : y + 54,
        c = cs[i];
      s += ln(x, up ? y - 46 : y + 46, x, up ? cy + 88 : cy, c, 2.5, dash("2 6"));
      s +=
        card(x - 64, cy, 128, 88, { r: 14 }) +
        bar(x - 48, cy + 18, 56, N1, 8) +
        pips(x + 18, cy + 22, i, c) +
        bars(x - 48, cy + 38, [96, 76, 52], COPY, 6, 12);
      s +=
        circ(x, y, 44, c, { opacity: 0.16 }) +
        circ(x, y, 34, W, { filter: shade_(4) }) +
        circ(x, y, 34, "none", { stroke: c, "stroke-width": 3 }) +
        icon(icons[i], x - 18, y - 18, 36, N1, c);
    });
  } else {
    const P4 = [
        [64, 34],
        [396, 34],
        [396, 236],
        [64, 236],
      ],
      w = 180,
      h = 130;
    s +=
      circ(320, 200, 58, N1, { filter: shade_(6) }) +
      circ(320, 200, 46, N2) +
      (hub === "shield"
        ? shield(320, 198, 26, W) +
          pl(
            [
              [309, 198],
              [317, 206],
              [332, 191],
            ],
            T,
            5,
          )
        : icon("refresh", 296, 176, 48, W, O));
    s +=
      arrow(
        [
          [258, 99],
          [382, 99],
        ],
        cs[1],
        3,
      ) +
      arrow(
        [
          [486, 178],
          [486, 226],
        ],
        cs[2],
        3,
      ) +
      arrow(
        [
          [382, 301],
          [258, 301],
        ],
        cs[3],
        3,
      ) +
      arrow(
        [
          [154, 226],
          [154, 178],
        ],
        cs[0],
        3,
      );
    P4.forEach(([x, y], i) => (s += stageCard(x, y, w, h, i, icons[i], cs[i], { ts: 46, lines: 2 })));
  }
  return s;
}

// ── Gallery scenes (800×500): three per service ───────────────────────────
// Small app screens for journeys and artboards.
function mini(x, y, w, h, kind, acc = O) {
  let s = bar(x + 12, y + 14, w * 0.4, N1, 7) + circ(x + w - 16, y + 17, 5, L1);
  const iy = y + 34;
  if (kind === "list")
    for (let i = 0; i < 4; i++)
      s +=
        rect(x + 10, iy + i * 34, w - 20, 28, 7, L0) +
        circ(x + 24, iy + i * 34 + 14, 7, [T, S, A, acc][i]) +
        bar(x + 36, iy + i * 34 + 8, w * 0.36, N2, 5) +
        bar(x + 36, iy + i * 34 + 16, w * 0.24, COPY, 5);
  else if (kind === "image")
    s +=
      imgBlock(x + 10, iy, w - 20, h * 0.4, 8) +
      bars(x + 12, iy + h * 0.4 + 12, [w * 0.6, w * 0.74, w * 0.5], COPY, 6, 12) +
      rect(x + 10, y + h - 36, w - 20, 24, 12, acc);
  else if (kind === "form") {
    for (let i = 0; i < 3; i++)
      s +=
        bar(x + 12, iy + 4 + i * 40, w * 0.3, COPY, 5) +
        rect(x + 10, iy + 12 + i * 40, w - 20, 20, 6, W, { stroke: i === 1 ? S : RULE, "stroke-width": 1.5 });
    s += rect(x + 10, y + h - 36, w - 20, 24, 12, N1);
  } else {
    s +=
      checkBadge(x + w / 2, iy + 46, 26, T) +
      bar(x + w / 2 - w * 0.3, iy + 90, w * 0.6, N1, 8) +
      bars(x + w / 2 - w * 0.34, iy + 108, [w * 0.68, w * 0.5], COPY, 5, 10) +
      rect(x + 10, y + h - 36, w - 20, 24, 12, acc);
  }
  return s;
}

const statCard = (x, y, w, h, name, c, v = 0.6) =>
  card(x, y, w, h) +
  tile(x + 14, y + 14, 36, name, c, { light: true }) +
  bar(x + 62, y + 18, w - 90, N1, 9) +
  bar(x + 62, y + 34, (w - 90) * 0.6, COPY, 6) +
  bar(x + 14, y + h - 18, w - 28, L1, 6) +
  bar(x + 14, y + h - 18, (w - 28) * v, c, 6);

function post(x, y, w, h, i, o = {}) {
  let s =
    card(x, y, w, h, { r: 16 }) +
    face(x + 28, y + 28, 14, i) +
    bar(x + 50, y + 20, w * 0.36, N1, 7) +
    bar(x + 50, y + 32, w * 0.22, COPY, 5) +
    [0, 1, 2].map((k) => circ(x + w - 30 + k * 7, y + 28, 2, RULE)).join("");
  const ih = h - 120;
  s += o.art ?? imgBlock(x + 14, y + 52, w - 28, ih, 10, o);
  const ay = y + 52 + ih + 18;
  s +=
    heart(x + 24, ay + 6, 8, i === 1 ? O : RULE) +
    icon("chat", x + 42, ay - 3, 18, RULE, RULE) +
    pl(
      [
        [x + 70, ay + 8],
        [x + 80, ay - 2],
        [x + 80, ay + 12],
      ],
      RULE,
      2.5,
    ) +
    bar(x + w - 60, ay + 3, 44, COPY, 6);
  s += bars(x + 16, ay + 22, [w * 0.7, w * 0.48], COPY, 6, 12);
  return s;
}

function watch(x, y) {
  return (
    rect(x + 18, y - 26, 64, 150, 16, N2) +
    rect(x, y, 100, 100, 26, N0, { filter: shade_(6) }) +
    rect(x + 8, y + 8, 84, 84, 20, N1) +
    donut(x + 50, y + 50, 26, 7, [[0.72, O]], N2) +
    heart(x + 50, y + 50, 8, O)
  );
}

function shelfScene() {
  let s = rect(72, 70, 16, 370, 6, N1) + rect(398, 70, 16, 370, 6, N1);
  [180, 300, 420].forEach((y) => (s += rect(66, y, 354, 12, 6, N2)));
  const row = (Y, items) => items.map(([cx, sz, c]) => cube(cx, Y - 2.21 * sz, sz, c)).join("");
  s += row(180, [
    [140, 30, A],
    [212, 26, A],
    [276, 22, tint(T, 0.3)],
    [340, 28, A],
  ]);
  s += row(300, [
    [136, 26, tint(S, 0.2)],
    [196, 26, tint(S, 0.2)],
    [270, 32, A],
    [350, 24, A],
  ]);
  s += row(420, [
    [148, 32, A],
    [226, 26, A],
    [300, 30, tint(T, 0.3)],
    [362, 22, A],
  ]);
  return s;
}

function stockCard(x, y, w, h) {
  let s = card(x, y, w, h, { r: 16 }) + bar(x + 20, y + 22, 110, N1, 9) + chip(x + w - 70, y + 18, 50, T);
  const vals = [0.82, 0.64, 0.18, 0.9, 0.46],
    cs = [T, S, O, T, A];
  vals.forEach((v, i) => {
    const yy = y + 58 + i * 32;
    s +=
      rect(x + 20, yy - 6, 24, 24, 7, tint(cs[i], 0.8)) +
      icon("box", x + 24, yy - 2, 16, N1, cs[i]) +
      bar(x + 54, yy - 2, 70, COPY, 6) +
      bar(x + 54, yy + 10, w - 120, L1, 6) +
      bar(x + 54, yy + 10, (w - 120) * v, cs[i], 6);
    if (v < 0.3)
      s +=
        circ(x + w - 30, yy + 6, 9, tint(O, 0.8)) +
        rect(x + w - 31.5, yy + 1, 3, 6, 1.5, O) +
        circ(x + w - 30, yy + 10.5, 1.6, O);
  });
  return s;
}

function barcode(x, y, w, h) {
  let s = card(x, y, w, h, { r: 16 }),
    bx = x + 20;
  const widths = [3, 1.5, 1.5, 4, 1.5, 3, 1.5, 1.5, 3, 4, 1.5, 1.5, 3, 1.5, 4, 1.5, 3, 1.5, 1.5, 4, 3, 1.5, 1.5, 3];
  widths.forEach((bw, i) => {
    if (i % 2 === 0) s += rect(bx, y + 20, bw, h - 40, 0, N1);
    bx += bw + 2.2;
  });
  s +=
    ln(x + 12, y + h / 2, bx + 8, y + h / 2, O, 2.5) +
    bar(bx + 24, y + 26, w - (bx - x) - 44, N1, 8) +
    bar(bx + 24, y + 42, (w - (bx - x) - 44) * 0.6, COPY, 6) +
    checkBadge(bx + 38, y + h - 32, 12, T, false);
  return s;
}

function hub(cx, cy, mods) {
  const pos = [
    [250, 0],
    [140, 150],
    [-140, 150],
    [-250, 0],
    [-140, -150],
    [140, -150],
  ];
  let s = circ(cx, cy, 96, "none", { stroke: N2, "stroke-width": 2, ...dash("2 9") });
  pos.forEach(([dx, dy], i) => (s += ln(cx, cy, cx + dx, cy + dy, mods[i][1], 2.5, { opacity: 0.7, ...dash("2 8") })));
  s += circ(cx, cy, 70, O, { opacity: 0.14 }) + circ(cx, cy, 56, W) + icon("gear", cx - 28, cy - 28, 56, N1, O);
  pos.forEach(([dx, dy], i) => {
    const x = cx + dx - 64,
      y = cy + dy - 36;
    s +=
      card(x, y, 128, 72, { r: 14 }) +
      tile(x + 12, y + 14, 44, mods[i][0], mods[i][1], { light: true }) +
      bar(x + 66, y + 22, 46, N1, 8) +
      bar(x + 66, y + 38, 34, COPY, 6) +
      bar(x + 66, y + 50, 40, mods[i][1], 4);
  });
  return s;
}

function ledger(x, y, w, h) {
  let s =
    card(x, y, w, h, { r: 16 }) +
    bar(x + 20, y + 20, 100, N1, 9) +
    rect(x + w - 120, y + 14, 100, 22, 11, L0) +
    bar(x + w - 108, y + 22, 60, COPY, 6);
  s +=
    rect(x + 14, y + 46, w - 28, 22, 6, L0) +
    [0.04, 0.36, 0.6, 0.82].map((k) => bar(x + 24 + (w - 48) * k, y + 54, 40, RULE, 6)).join("");
  for (let i = 0, yy = y + 82; yy + 14 < y + h; i++, yy += 26) {
    const c = [T, A, T, O][i % 4];
    s +=
      face(x + 32, yy + 3, 10, i + 2) +
      bar(x + 50, yy, 80, N2, 6) +
      bar(x + 24 + (w - 48) * 0.36, yy, 60, COPY, 6) +
      chip(x + 24 + (w - 48) * 0.6, yy - 4, 44, c) +
      bar(x + 24 + (w - 48) * 0.82, yy, 50, N1, 6);
  }
  return s;
}

function designTool(x, y, w, h) {
  let s = "";
  const lw = 150,
    rw = 170,
    cx0 = x + lw,
    cw = w - lw - rw;
  s += rect(cx0, y, cw, h - 12, 0, "#e8ecf7");
  s += bar(x + 16, y + 16, 70, N1, 8);
  for (let i = 0; i < 8; i++) {
    const yy = y + 42 + i * 26,
      ind = [0, 1, 1, 2, 2, 1, 0, 1][i];
    if (i === 3) s += rect(x + 8, yy - 8, lw - 16, 22, 6, tint(S, 0.75));
    s +=
      rect(x + 16 + ind * 12, yy - 2, 10, 10, 2.5, "none", { stroke: i === 3 ? S : RULE, "stroke-width": 2 }) +
      bar(x + 32 + ind * 12, yy + 1, 50 - ind * 6, i === 3 ? N1 : COPY, 5);
  }
  const ab = (ax, ay, kind) => rect(ax, ay, 150, 300, 14, W, { filter: shade_(4) }) + mini(ax, ay + 6, 150, 290, kind);
  s += bar(cx0 + 30, y + 22, 50, MUTE, 5) + bar(cx0 + 200, y + 22, 50, MUTE, 5);
  s += ab(cx0 + 30, y + 36, "image") + ab(cx0 + 200, y + 36, "form");
  s +=
    rect(cx0 + 205, y + 124, 140, 32, 2, "none", { stroke: S, "stroke-width": 2 }) +
    [
      [205, 124],
      [345, 124],
      [205, 156],
      [345, 156],
    ]
      .map(([a, b]) => rect(cx0 + a - 4, y + b - 4, 8, 8, 1.5, W, { stroke: S, "stroke-width": 2 }))
      .join("");
  s += cursor(cx0 + 320, y + 146, 1.1);
  const rx = x + w - rw + 16,
    rw2 = rw - 32;
  s +=
    bar(rx, y + 16, 60, N1, 8) +
    [0, 1]
      .map(
        (k) =>
          rect(rx + k * (rw2 / 2 + 4), y + 36, rw2 / 2 - 4, 24, 6, L0) +
          bar(rx + k * (rw2 / 2 + 4) + 8, y + 45, 30, COPY, 6),
      )
      .join("");
  s +=
    bar(rx, y + 78, 50, N2, 6) +
    [N1, O, T, S, A]
      .map(
        (c, k) =>
          circ(rx + 11 + k * 27, y + 104, 11, c) +
          (k === 1 ? circ(rx + 11 + k * 27, y + 104, 15, "none", { stroke: O, "stroke-width": 2 }) : ""),
      )
      .join("");
  s +=
    bar(rx, y + 134, 50, N2, 6) +
    bar(rx, y + 156, rw2, L1, 6) +
    bar(rx, y + 156, rw2 * 0.62, O, 6) +
    circ(rx + rw2 * 0.62, y + 159, 8, W, { stroke: O, "stroke-width": 3 });
  s +=
    bar(rx, y + 184, 50, N2, 6) +
    [0, 1, 2, 3]
      .map(
        (k) =>
          rect(rx + k * 34, y + 200, 28, 28, 7, k === 1 ? tint(S, 0.75) : L0) +
          bar(rx + k * 34 + 7, y + 211, 14, k === 1 ? S : RULE, 5),
      )
      .join("");
  s += bar(rx, y + 250, 50, N2, 6) + bars(rx, y + 268, [rw2, rw2 * 0.7], COPY, 6, 14);
  return s;
}

function sticky(x, y, c, a) {
  return rot(
    a,
    x + 50,
    y + 50,
    rect(x, y, 100, 90, 6, c, { filter: shade_(4) }) +
      bars(x + 14, y + 20, [64, 72, 48], mix(c, N1, 0.4), 6, 14) +
      rect(x + 36, y - 6, 28, 12, 3, W, { opacity: 0.7 }),
  );
}

function componentLib(x0, y0) {
  let s = "";
  // buttons
  s += card(x0, y0, 220, 130, { r: 16 }) + bar(x0 + 18, y0 + 18, 60, N1, 7);
  s +=
    rect(x0 + 18, y0 + 42, 84, 30, 15, O) +
    bar(x0 + 40, y0 + 54, 40, W, 6) +
    rect(x0 + 112, y0 + 42, 84, 30, 15, W, { stroke: N1, "stroke-width": 2 }) +
    bar(x0 + 134, y0 + 54, 40, N1, 6);
  s +=
    rect(x0 + 18, y0 + 84, 84, 30, 15, N1) +
    bar(x0 + 40, y0 + 96, 40, W, 6) +
    circ(x0 + 127, y0 + 99, 15, tint(T, 0.8)) +
    icon("heart", x0 + 117, y0 + 89, 20, N1, T) +
    circ(x0 + 166, y0 + 99, 15, L0) +
    pl(
      [
        [x0 + 160, y0 + 99],
        [x0 + 172, y0 + 99],
      ],
      N1,
      2.5,
    ) +
    pl(
      [
        [x0 + 166, y0 + 93],
        [x0 + 166, y0 + 105],
      ],
      N1,
      2.5,
    );
  // toggles & checks
  const x1 = x0 + 240;
  s += card(x1, y0, 200, 130, { r: 16 }) + bar(x1 + 18, y0 + 18, 56, N1, 7);
  s +=
    rect(x1 + 18, y0 + 42, 48, 26, 13, T) +
    circ(x1 + 53, y0 + 55, 10, W) +
    rect(x1 + 80, y0 + 42, 48, 26, 13, L1) +
    circ(x1 + 93, y0 + 55, 10, W) +
    rect(x1 + 142, y0 + 42, 40, 26, 13, tint(O, 0.3)) +
    circ(x1 + 169, y0 + 55, 10, W);
  s +=
    rect(x1 + 18, y0 + 84, 24, 24, 6, N1) +
    pl(
      [
        [x1 + 24, y0 + 96],
        [x1 + 29, y0 + 101],
        [x1 + 37, y0 + 91],
      ],
      W,
      3,
    ) +
    rect(x1 + 54, y0 + 84, 24, 24, 6, W, { stroke: RULE, "stroke-width": 2 }) +
    circ(x1 + 102, y0 + 96, 12, W, { stroke: O, "stroke-width": 2 }) +
    circ(x1 + 102, y0 + 96, 6, O) +
    circ(x1 + 136, y0 + 96, 12, W, { stroke: RULE, "stroke-width": 2 }) +
    circ(x1 + 170, y0 + 96, 12, W, { stroke: RULE, "stroke-width": 2 });
  // inputs
  const x2 = x0 + 460;
  s +=
    card(x2, y0, 220, 130, { r: 16 }) +
    bar(x2 + 18, y0 + 18, 50, N1, 7) +
    rect(x2 + 18, y0 + 34, 184, 30, 8, W, { stroke: RULE, "stroke-width": 1.5 }) +
    bar(x2 + 30, y0 + 46, 80, COPY, 6);
  s +=
    rect(x2 + 18, y0 + 76, 184, 30, 8, W, { stroke: S, "stroke-width": 2 }) +
    bar(x2 + 30, y0 + 88, 60, N2, 6) +
    ln(x2 + 98, y0 + 84, x2 + 98, y0 + 98, O, 2) +
    bar(x2 + 18, y0 + 114, 90, tint(S, 0.4), 5);
  // tokens
  const y1 = y0 + 150;
  s += card(x0, y1, 220, 250, { r: 16 }) + bar(x0 + 18, y1 + 18, 70, N1, 7);
  [N1, N2, O, T, S, A].forEach(
    (c, i) =>
      (s +=
        rect(x0 + 18, y1 + 40 + i * 34, 26, 26, 8, c) +
        bar(x0 + 56, y1 + 44 + i * 34, 70 + (i % 3) * 14, N2, 6) +
        bar(x0 + 56, y1 + 56 + i * 34, 44, COPY, 5)),
  );
  // slider, progress, chips
  s +=
    card(x1, y1, 200, 120, { r: 16 }) +
    bar(x1 + 18, y1 + 18, 50, N1, 7) +
    bar(x1 + 18, y1 + 46, 164, L1, 6) +
    bar(x1 + 18, y1 + 46, 100, O, 6) +
    circ(x1 + 118, y1 + 49, 9, W, { stroke: O, "stroke-width": 3 });
  s +=
    bar(x1 + 18, y1 + 70, 164, L1, 8) +
    bar(x1 + 18, y1 + 70, 120, T, 8) +
    chip(x1 + 18, y1 + 92, 48, S) +
    chip(x1 + 74, y1 + 92, 48, A) +
    chip(x1 + 130, y1 + 92, 48, T);
  // avatars & badges
  s +=
    card(x1, y1 + 140, 200, 110, { r: 16 }) +
    bar(x1 + 18, y1 + 158, 56, N1, 7) +
    avatarRow(x1 + 36, y1 + 204, 17, [0, 2, 4, 1]) +
    circ(x1 + 36 + 17 * 1.4 * 4, y1 + 204, 17, L0) +
    bar(x1 + 36 + 17 * 1.4 * 4 - 8, y1 + 201, 16, N2, 6) +
    circ(x1 + 176, y1 + 174, 10, O) +
    bar(x1 + 172, y1 + 171, 8, W, 6);
  // type scale
  s += card(x2, y1, 220, 250, { r: 16 }) + bar(x2 + 18, y1 + 18, 60, N1, 7);
  [
    [18, 150],
    [14, 120],
    [10, 150],
    [8, 130],
    [6, 170],
    [6, 140],
  ].forEach(([h, w], i, arr) => {
    const yy = y1 + 44 + arr.slice(0, i).reduce((a, [hh]) => a + hh + 14, 0);
    s += bar(x2 + 18, yy, w, i < 3 ? N1 : COPY, h);
  });
  s += [0, 1, 2, 3, 4]
    .map((k) => rect(x2 + 18 + k * 26 + (k * k) / 2, y1 + 208, 8 + k * 3, 8 + k * 3, 2, tint(S, 0.6 - k * 0.1)))
    .join("");
  return s;
}

function searchPage(x, y, w) {
  let s =
    rect(x + 24, y + 18, w - 48, 34, 17, W, { stroke: RULE, "stroke-width": 1.5 }) +
    icon("search", x + 36, y + 26, 18, N2, O) +
    bar(x + 62, y + 32, 120, N2, 6) +
    circ(x + w - 42, y + 35, 11, O) +
    icon("search", x + w - 49, y + 28, 14, W, W);
  s += bar(x + 24, y + 66, 40, O, 4) + bar(x + 72, y + 66, 40, COPY, 4) + bar(x + 120, y + 66, 40, COPY, 4);
  for (let i = 0; i < 4; i++) {
    const yy = y + 88 + i * 64,
      top = i === 0;
    if (top)
      s +=
        rect(x + 14, yy - 10, w - 28, 60, 10, tint(O, 0.92), { stroke: tint(O, 0.5), "stroke-width": 1.5 }) +
        star(x + w - 40, yy + 16, 10, A);
    s +=
      bar(x + 24, yy, 70, T, 5) +
      bar(x + 24, yy + 12, [210, 170, 190, 150][i], top ? O2 : S, 8) +
      bars(x + 24, yy + 28, [w * 0.72, w * 0.5], COPY, 5, 10);
  }
  return s;
}

function mapCard(x, y, w, h) {
  let s = card(x, y, w, h, { r: 16 }) + rect(x + 10, y + 10, w - 20, h - 20, 10, tint(S, 0.88));
  s += rect(x + 24, y + 24, 44, 34, 6, tint(T, 0.65)) + rect(x + w - 80, y + h - 62, 56, 40, 6, tint(T, 0.65));
  s +=
    ln(x + 10, y + h * 0.55, x + w - 10, y + h * 0.4, W, 8) +
    ln(x + w * 0.42, y + 10, x + w * 0.55, y + h - 10, W, 8) +
    ln(x + 10, y + h * 0.82, x + w * 0.4, y + h * 0.75, W, 5);
  const px = x + w * 0.5,
    py = y + h * 0.45;
  s +=
    `<ellipse${at({ cx: px, cy: py + 2, rx: 16, ry: 5, fill: O, opacity: 0.25 })}/>` +
    path(
      `M${f(px)} ${f(py)}C${f(px - 6)} ${f(py - 10)} ${f(px - 16)} ${f(py - 18)} ${f(px - 16)} ${f(py - 28)}A16 16 0 0 1 ${f(px + 16)} ${f(py - 28)}C${f(px + 16)} ${f(py - 18)} ${f(px + 6)} ${f(py - 10)} ${f(px)} ${f(py)}Z`,
      O,
    ) +
    circ(px, py - 28, 6, W);
  return s;
}

function aiChip(cx, cy, s0 = 120) {
  const h = s0 / 2;
  let s = "";
  for (let i = 0; i < 4; i++) {
    const k = -h + 26 + i * ((s0 - 52) / 3);
    s +=
      rect(cx + k - 4, cy - h - 14, 8, 20, 3, N2) +
      rect(cx + k - 4, cy + h - 6, 8, 20, 3, N2) +
      rect(cx - h - 14, cy + k - 4, 20, 8, 3, N2) +
      rect(cx + h - 6, cy + k - 4, 20, 8, 3, N2);
  }
  s +=
    circ(cx, cy, h * 1.6, O, { opacity: 0.1 }) +
    rect(cx - h, cy - h, s0, s0, 24, N1, { filter: shade_(8) }) +
    rect(cx - h + 16, cy - h + 16, s0 - 32, s0 - 32, 14, N2) +
    sparkle(cx - 4, cy + 2, h * 0.5, A) +
    sparkle(cx + h * 0.36, cy - h * 0.34, h * 0.18, O);
  return s;
}

function docStack(x, y) {
  const doc = (dx, dy, a, hi) =>
    rot(
      a,
      dx + 75,
      dy + 100,
      card(dx, dy, 150, 200, { r: 12 }) +
        rect(dx + 16, dy + 18, 28, 28, 8, hi ? tint(O, 0.8) : L0) +
        icon("doc", dx + 20, dy + 22, 20, N1, hi ? O : S) +
        bar(dx + 54, dy + 24, 70, N1, 7) +
        bar(dx + 54, dy + 36, 46, COPY, 5) +
        bars(dx + 16, dy + 66, [118, 104, 118, 80, 110, 96, 60], COPY, 6, 16),
    );
  return doc(x, y + 10, -10, 0) + doc(x + 14, y + 4, -4, 0) + doc(x + 30, y, 3, 1);
}

function netMap(cx, cy) {
  const nodes = [
    ["phone", S, -250, -120],
    ["server", T, 0, -175],
    ["cloud", S, 250, -120],
    ["database", T, 250, 110],
    ["users", A, 0, 170],
    ["mail", S, -250, 110],
  ];
  let s = circ(cx, cy, 120, "none", { stroke: RULE, "stroke-width": 2, ...dash("2 9") });
  nodes.forEach(
    ([, , dx, dy], i) => (s += ln(cx, cy, cx + dx, cy + dy, i === 2 ? O : RULE, 2.5, i === 2 ? dash("6 6") : {})),
  );
  s +=
    shield(cx, cy, 70, N1) +
    shield(cx, cy, 52, N2) +
    pl(
      [
        [cx - 18, cy],
        [cx - 5, cy + 13],
        [cx + 20, cy - 12],
      ],
      T,
      7,
    );
  nodes.forEach(([n, c, dx, dy], i) => {
    const x = cx + dx,
      y = cy + dy,
      bad = i === 2;
    s += card(x - 34, y - 34, 68, 68, { r: 18, line: bad ? O : undefined }) + icon(n, x - 18, y - 18, 36, N1, c);
    s += bad
      ? circ(x + 30, y - 30, 12, O) + rect(x + 28.5, y - 37, 3, 9, 1.5, W) + circ(x + 30, y - 24, 1.8, W)
      : circ(x + 30, y - 30, 9, T) +
        pl(
          [
            [x + 26, y - 30],
            [x + 29, y - 27],
            [x + 34, y - 33],
          ],
          W,
          2,
        );
  });
  return s;
}

function loginForm(x, y, w, h) {
  const cx = x + w / 2;
  let s = rect(x, y, w, h, 0, L0) + rect(cx - 110, y + 14, 220, h - 28, 14, W, { filter: shade_(4) });
  s += circ(cx, y + 50, 22, tint(S, 0.7)) + icon("lock", cx - 12, y + 38, 24, N1, O) + bar(cx - 50, y + 82, 100, N1, 8);
  s +=
    rect(cx - 90, y + 100, 180, 24, 7, W, { stroke: RULE, "stroke-width": 1.5 }) + bar(cx - 80, y + 109, 80, COPY, 6);
  s +=
    rect(cx - 90, y + 132, 180, 24, 7, W, { stroke: S, "stroke-width": 2 }) +
    [0, 1, 2, 3, 4, 5].map((k) => circ(cx - 76 + k * 11, y + 144, 3, N2)).join("");
  s += rect(cx - 90, y + 166, 180, 26, 13, O) + bar(cx - 22, y + 176, 44, W, 6);
  return s;
}

function otp(x, y, w, h) {
  let s = bar(x + 14, y + 6, w * 0.5, N1, 8) + bar(x + 14, y + 20, w * 0.7, COPY, 5);
  const bw = (w - 28 - 18) / 4;
  for (let i = 0; i < 4; i++)
    s +=
      rect(x + 14 + i * (bw + 6), y + 42, bw, bw * 1.15, 8, i < 3 ? L0 : W, {
        stroke: i === 3 ? O : L1,
        "stroke-width": 2,
      }) +
      (i < 3
        ? circ(x + 14 + i * (bw + 6) + bw / 2, y + 42 + bw * 0.58, 4.5, N1)
        : ln(x + 14 + i * (bw + 6) + bw / 2, y + 50, x + 14 + i * (bw + 6) + bw / 2, y + 34 + bw * 1.15, O, 2));
  const ky = y + 60 + bw * 1.15,
    ks = (w - 28) / 3;
  for (let i = 0; i < 9; i++)
    s +=
      rect(x + 14 + (i % 3) * ks + 4, ky + Math.floor(i / 3) * 34, ks - 8, 28, 8, L0) +
      circ(x + 14 + (i % 3) * ks + ks / 2, ky + Math.floor(i / 3) * 34 + 14, 3, N2);
  s += rect(x + 14, y + h - 40, w - 28, 28, 14, N1) + bar(x + w / 2 - 20, y + h - 29, 40, W, 6);
  return s;
}

function fingerprint(cx, cy, r, c) {
  let s = ln(cx, cy - r * 0.08, cx, cy + r * 0.3, c, 3);
  for (let i = 1; i <= 4; i++) s += sp(arcD(cx, cy + r * 0.1, r * i * 0.24, 130 - i * 8, 410 + i * 8), c, 3);
  return s;
}

function checklist(x, y, w, h) {
  let s =
    rect(x + 10, y + 10, w, h, 16, N1, { opacity: 0 }) +
    card(x, y, w, h, { r: 16 }) +
    rect(x + w / 2 - 46, y - 12, 92, 28, 10, N1) +
    circ(x + w / 2, y - 1, 5, O);
  s += bar(x + 24, y + 34, 120, N1, 10) + bar(x + 24, y + 52, 80, COPY, 6);
  const st = ["ok", "ok", "warn", "ok", "bad", "ok", "ok"];
  st.forEach((k, i) => {
    const yy = y + 90 + i * 42;
    if (yy + 20 > y + h) return;
    s += ln(x + 20, yy - 16, x + w - 20, yy - 16, L0, 1.5);
    if (k === "ok") s += checkBadge(x + 36, yy + 4, 11, T, false);
    else if (k === "warn")
      s +=
        path(`M${x + 36} ${yy - 8}L${x + 48} ${yy + 14}H${x + 24}Z`, A, { stroke: A, "stroke-width": 4 }) +
        rect(x + 34.5, yy - 2, 3, 8, 1.5, W) +
        circ(x + 36, yy + 9, 1.6, W);
    else
      s +=
        circ(x + 36, yy + 4, 11, O) + ln(x + 32, yy, x + 40, yy + 8, W, 2.5) + ln(x + 40, yy, x + 32, yy + 8, W, 2.5);
    s += bar(x + 58, yy - 2, [120, 96, 140, 110, 90, 130, 100][i], N2, 6) + bar(x + 58, yy + 10, 70, COPY, 5);
  });
  return s;
}

function radar(cx, cy, r) {
  let s = "";
  for (const k of [1, 0.68, 0.36]) s += circ(cx, cy, r * k, "none", { stroke: tint(T, 0.5), "stroke-width": 2 });
  s += ln(cx - r, cy, cx + r, cy, tint(T, 0.6), 1.5) + ln(cx, cy - r, cx, cy + r, tint(T, 0.6), 1.5);
  const [x0, y0] = pt(cx, cy, r, -90),
    [x1, y1] = pt(cx, cy, r, -30);
  s +=
    path(`M${f(cx)} ${f(cy)}L${f(x0)} ${f(y0)}A${r} ${r} 0 0 1 ${f(x1)} ${f(y1)}Z`, T, { opacity: 0.25 }) +
    ln(cx, cy, x1, y1, T, 3);
  s +=
    circ(cx + r * 0.4, cy - r * 0.5, 6, T) +
    circ(cx - r * 0.55, cy + r * 0.2, 6, T) +
    circ(cx + r * 0.2, cy + r * 0.6, 8, O, { opacity: 0.3 }) +
    circ(cx + r * 0.2, cy + r * 0.6, 5, O) +
    circ(cx, cy, 5, N1);
  return s;
}

function contactsApp(x, y, w, h) {
  const lw = w * 0.56;
  let s =
    rect(x + 18, y + 16, lw - 36, 30, 15, L0) +
    icon("search", x + 30, y + 23, 16, N2, S) +
    bar(x + 54, y + 28, 90, COPY, 6);
  for (let i = 0; i < 6; i++) {
    const yy = y + 62 + i * 50,
      sel = i === 1;
    if (yy + 44 > y + h) break;
    if (sel) s += rect(x + 10, yy, lw - 20, 44, 10, tint(S, 0.82));
    s +=
      face(x + 36, yy + 22, 15, i) +
      bar(x + 60, yy + 13, 90 + (i % 3) * 14, N1, 7) +
      bar(x + 60, yy + 26, 70, sel ? tint(S, 0.3) : COPY, 5) +
      chip(x + lw - 76, yy + 15, 50, [T, O, S, A, T, S][i]);
  }
  const dx = x + lw,
    dw = w - lw,
    mx = dx + dw / 2;
  s +=
    path(rr(dx, y, dw, h, [0, 0, 12, 0]), L0) +
    face(mx, y + 66, 38, 1) +
    bar(mx - 60, y + 118, 120, N1, 10) +
    bar(mx - 40, y + 136, 80, COPY, 6);
  [
    ["mail", S],
    ["phone", T],
    ["calendar", O],
  ].forEach(([n, c], k) => (s += tile(mx - 76 + k * 56, y + 156, 40, n, c, { light: true })));
  const ty = y + 222;
  s += ln(dx + 36, ty, dx + 36, ty + 116, RULE, 2);
  [T, O, S].forEach(
    (c, k) =>
      (s +=
        circ(dx + 36, ty + 8 + k * 46, 7, c) +
        bar(dx + 54, ty + 2 + k * 46, dw * 0.5, N2, 6) +
        bar(dx + 54, ty + 14 + k * 46, dw * 0.34, COPY, 5)),
  );
  return s;
}

function journey() {
  const pts = [
    [110, 330],
    [250, 250],
    [400, 320],
    [550, 230],
    [690, 300],
  ];
  const items = [
    ["mail", S],
    ["phone", T],
    ["calendar", A],
    ["chat", S],
    ["heart", O],
  ];
  let s =
    sp(smooth([[20, 300], ...pts, [790, 260]]), W, 16) +
    sp(smooth([[20, 300], ...pts, [790, 260]]), RULE, 3, dash("2 10"));
  pts.forEach(([x, y], i) => {
    const [n, c] = items[i],
      up = i % 2 === 1,
      cy = up ? y + 48 : y - 128;
    s += ln(x, up ? y + 34 : y - 34, x, up ? cy : cy + 78, c, 2.5, dash("2 6"));
    s +=
      card(x - 56, cy, 112, 78, { r: 14 }) +
      bar(x - 42, cy + 16, 48, N1, 8) +
      pips(x + 14, cy + 20, i > 3 ? 3 : i, c) +
      bars(x - 42, cy + 36, [84, 62], COPY, 6, 12) +
      bar(x - 42, cy + 60, 40, c, 5);
    s +=
      circ(x, y, 42, c, { opacity: 0.16 }) +
      rect(x - 32, y - 32, 64, 64, 20, W, { filter: shade_(4) }) +
      icon(n, x - 18, y - 18, 36, N1, c);
  });
  return s;
}

const GALLERY = {
  "website-development": [
    [
      { blob: [400, 250, 220], dots: [560, 20, 220, 160] },
      () =>
        monitor(160, 50, 420, 270, (x, y, w, h) => page(x, y, w, h, O)) +
        tablet(520, 160, 200, 270, (x, y, w, h) => page(x, y, w, h, O, { c1: shade(T, 0.2), c2: tint(T, 0.45) })) +
        phone(92, 214, 118, 236, (x, y, w, h) => page(x, y, w, h, O, { c1: O2, c2: tint(O, 0.5) })) +
        card(56, 50, 190, 52, { r: 26 }) +
        checkBadge(82, 76, 12, T, false) +
        [0, 1, 2]
          .map((i) =>
            rect(106 + i * 40, 66 + i * 3, [30, 22, 14][i], 20 - i * 3, 4, "none", { stroke: N2, "stroke-width": 2.5 }),
          )
          .join(""),
    ],
    [
      { dark: true, blob: [420, 260, 220], dots: [20, 340, 220, 140], k: 1 },
      () =>
        win(56, 56, 360, 346, { dark: true }, (x, y) => code(x + 48, y + 24, 15, { gap: 20, nums: true })) +
        win(366, 122, 380, 300, {}, (x, y, w, h) => page(x, y, w, h, O)) +
        card(566, 34, 180, 96, { r: 16 }) +
        donut(612, 82, 26, 8, [[0.96, T]]) +
        bar(600, 78, 24, N1, 8) +
        bar(654, 62, 70, N1, 8) +
        bar(654, 78, 50, COPY, 6) +
        bar(654, 94, 60, tint(T, 0.4), 6) +
        card(56, 420, 220, 52, { r: 26 }) +
        rect(68, 430, 32, 32, 16, tint(O, 0.8)) +
        icon("rocket", 72, 434, 24, N1, O) +
        bar(112, 438, 110, N1, 7) +
        bar(112, 451, 70, COPY, 6),
    ],
    [
      { blob: [400, 250, 220], dots: [560, 340, 220, 140], k: 2 },
      () => {
        let s = card(290, 30, 220, 440, { r: 16 });
        s +=
          circ(308, 50, 5, O) +
          bar(318, 47, 40, N2) +
          [0, 5, 10].map((d) => ln(474, 45 + d, 490, 45 + d, N2, 2.5)).join("");
        s += imgBlock(304, 68, 192, 110, 10) + bar(304, 190, 130, N1, 9) + bars(304, 206, [170, 130], COPY, 6, 12);
        s +=
          rect(304, 238, 192, 52, 10, tint(S, 0.88), { stroke: S, "stroke-width": 2, ...dash("6 6") }) +
          ln(400, 252, 400, 276, S, 2.5) +
          ln(388, 264, 412, 264, S, 2.5);
        [T, S, A].forEach(
          (c, i) =>
            (s +=
              rect(304 + i * 66, 302, 60, 66, 8, L0) +
              circ(320 + i * 66, 318, 6, c) +
              bars(312 + i * 66, 334, [40, 30], COPY, 5, 10)),
        );
        s +=
          rect(304, 380, 192, 76, 10, N1) +
          face(328, 404, 13, 4) +
          bars(348, 398, [90, 60], COPYD, 6, 12) +
          bars(320, 430, [150, 110], COPYD, 5, 10);
        s += card(60, 90, 190, 300, { r: 16 }) + bar(78, 108, 80, N1, 8);
        const th = (x, y, k) =>
          rect(x, y, 70, 74, 8, L0) +
          (k === 0
            ? rect(x + 8, y + 8, 54, 28, 4, tint(S, 0.5))
            : k === 1
              ? [0, 1, 2].map((j) => rect(x + 8 + j * 19, y + 10, 15, 24, 3, tint(T, 0.5))).join("")
              : k === 2
                ? circ(x + 20, y + 22, 10, tint(A, 0.4))
                : rect(x + 8, y + 8, 54, 30, 4, N2)) +
          bars(x + 8, y + 46, [50, 36], RULE, 5, 10);
        s +=
          th(78, 130, 0) +
          th(160, 130, 1) +
          th(78, 216, 2) +
          th(160, 216, 3) +
          rect(78, 302, 152, 70, 8, L0, { stroke: RULE, "stroke-width": 1.5, ...dash("5 5") }) +
          icon("layout", 138, 320, 32, RULE, RULE);
        s +=
          rot(
            -8,
            240,
            250,
            card(206, 212, 70, 74, { r: 8, sy: 10 }) +
              [0, 1, 2].map((j) => rect(214 + j * 19, 222, 15, 24, 3, tint(T, 0.5))).join("") +
              bars(214, 258, [50, 36], RULE, 5, 10),
          ) + cursor(258, 262, 1.1);
        s += card(550, 80, 200, 190, { r: 16 }) + bar(570, 100, 90, N1, 8);
        [T, T, T, A].forEach(
          (c, i) =>
            (s +=
              (c === T ? checkBadge(580, 138 + i * 34, 10, T, false) : circ(580, 138 + i * 34, 10, tint(A, 0.5))) +
              bar(600, 132 + i * 34, [110, 90, 120, 80][i], N2, 6) +
              bar(600, 143 + i * 34, 60, COPY, 5)),
        );
        s += card(550, 290, 200, 140, { r: 16 }) + gauge(650, 392, 66, 0.93, { sw: 12 }) + bar(572, 306, 70, N1, 8);
        return s;
      },
    ],
  ],
  "app-development": [
    [
      { blob: [400, 260, 230], dots: [20, 20, 220, 160] },
      () =>
        phone(118, 110, 150, 306, (x, y, w, h) => appOnboard(x, y, w, h)) +
        phone(522, 110, 150, 306, (x, y, w, h) => appForm(x, y, w, h)) +
        phone(314, 60, 172, 360, (x, y, w, h) => appHome(x, y, w, h)) +
        checkBadge(300, 92, 16, T) +
        sparkle(700, 90, 18, O) +
        sparkle(730, 126, 8, A) +
        card(60, 436, 170, 44, { r: 22 }) +
        [0, 1, 2, 3, 4].map((i) => star(84 + i * 22, 458, 7.5, A)).join("") +
        bar(196, 455, 20, N1, 6),
    ],
    [
      { dark: true, blob: [400, 250, 230], dots: [560, 20, 220, 140], k: 1 },
      () =>
        phone(314, 40, 172, 380, (x, y, w, h) => appHome(x, y, w, h)) +
        card(90, 80, 210, 66, { r: 16 }) +
        tile(104, 93, 40, "bell", O, { light: true }) +
        bar(156, 102, 110, N1, 8) +
        bar(156, 118, 80, COPY, 6) +
        circ(286, 84, 9, O) +
        card(64, 290, 220, 110, { r: 16 }) +
        [0, 1, 2, 3, 4].map((i) => star(90 + i * 28, 318, 9, i < 4 ? A : L1)).join("") +
        bars(80, 346, [170, 130], COPY, 6, 14) +
        face(260, 380, 14, 3) +
        card(500, 96, 230, 90, { r: 16 }) +
        face(532, 130, 18, 2) +
        path(rr(562, 112, 150, 40, [12, 12, 12, 3]), L0) +
        bars(574, 124, [110, 70], COPY, 6, 12) +
        bar(562, 162, 60, tint(T, 0.4), 5) +
        watch(560, 290) +
        sparkle(720, 300, 14, A),
    ],
    [
      { blob: [430, 250, 230], dots: [560, 340, 220, 140], k: 2 },
      () =>
        phone(70, 60, 176, 370, (x, y, w, h) => appStats(x, y, w, h)) +
        card(290, 60, 450, 250, { r: 16 }) +
        bar(314, 84, 130, N1, 10) +
        bar(314, 102, 80, COPY, 6) +
        chip(580, 82, 60, T) +
        chip(650, 82, 60, S) +
        grid(314, 136, 400, 150, 4) +
        cols(322, 146, 384, 140, [0.3, 0.42, 0.38, 0.55, 0.5, 0.7, 0.66, 0.85, 0.92], tint(S, 0.35), {
          r: 5,
          hi: 8,
          hc: tint(O, 0.55),
        }) +
        lineChart(336, 146, 356, 130, [0.25, 0.4, 0.35, 0.52, 0.5, 0.66, 0.7, 0.9], O, { area: false }) +
        statCard(290, 334, 140, 100, "phone", S, 0.72) +
        statCard(445, 334, 140, 100, "star", A, 0.9) +
        statCard(600, 334, 140, 100, "users", T, 0.56),
    ],
  ],
  erp: [
    [
      { blob: [250, 260, 210], dots: [560, 20, 220, 140] },
      () => shelfScene() + stockCard(460, 60, 290, 236) + barcode(460, 320, 290, 120),
    ],
    [
      {
        dark: true,
        blob: [400, 250, 150],
        dots: [20, 20, 220, 140],
        k: 1,
        conf: [
          [0.04, 0.5],
          [0.96, 0.1],
          [0.96, 0.9],
          [0.5, 0.95],
        ],
      },
      () =>
        hub(400, 250, [
          ["chart", T],
          ["users", S],
          ["box", A],
          ["cart", O],
          ["doc", S],
          ["database", T],
        ]),
    ],
    [
      { blob: [420, 250, 230], dots: [560, 340, 220, 140], k: 2 },
      () =>
        invoice(70, 46, 240, 410) +
        card(340, 50, 210, 220, { r: 16 }) +
        bar(360, 70, 90, N1, 9) +
        donut(420, 160, 54, 20, [
          [0.5, N2],
          [0.2, O],
          [0.18, T],
          [0.12, A],
        ]) +
        bar(406, 154, 28, N1, 9) +
        bar(410, 168, 20, COPY, 5) +
        [O, T, A].map((c, i) => circ(496, 128 + i * 24, 5, c) + bar(506, 125 + i * 24, 30, COPY, 6)).join("") +
        calendar(576, 60, 170, 200, O) +
        ledger(340, 296, 406, 164),
    ],
  ],
  "ui-ux-design": [
    [
      { blob: [400, 250, 240], dots: [560, 20, 220, 120] },
      () => win(46, 36, 708, 430, {}, (x, y, w, h) => designTool(x, y, w, h)),
    ],
    [
      { dark: true, blob: [400, 300, 220], dots: [300, 20, 200, 140], k: 1 },
      () => {
        let s =
          card(56, 44, 240, 130, { r: 16 }) +
          face(100, 96, 30, 5) +
          bar(146, 72, 100, N1, 9) +
          bar(146, 88, 70, COPY, 6) +
          chip(146, 104, 50, T) +
          chip(202, 104, 50, A) +
          bars(76, 142, [180, 120], COPY, 6, 12);
        s += sticky(540, 40, tint(A, 0.45), -6) + sticky(646, 58, tint(S, 0.5), 5) + sticky(600, 140, tint(O, 0.6), -3);
        const xs = [64, 250, 436, 622];
        ["list", "image", "form", "done"].forEach(
          (k, i) => (s += rect(xs[i], 240, 124, 220, 16, W, { filter: shade_(6) }) + mini(xs[i] + 2, 244, 120, 212, k)),
        );
        for (let i = 0; i < 3; i++)
          s += arrow(
            [
              [xs[i] + 134, 350],
              [xs[i + 1] - 10, 350],
            ],
            [S, A, T][i],
            3,
          );
        s += circ(330, 400, 18, O, { opacity: 0.25 }) + cursor(326, 396, 1.2, N1);
        s += curve([296, 110], [420, 110], [430, 230], MUTE, 2.5);
        return s;
      },
    ],
    [
      {
        blob: [400, 250, 240],
        dots: [20, 340, 220, 140],
        k: 2,
        conf: corners(0.03, 0.06, 0.97, 0.95),
      },
      () => componentLib(50, 40),
    ],
  ],
  "digital-marketing": [
    [
      { blob: [400, 260, 230], dots: [560, 20, 220, 140] },
      () =>
        post(66, 100, 210, 320, 0) +
        post(520, 100, 210, 320, 2, { c1: shade(T, 0.2), c2: tint(T, 0.5), sun: O }) +
        post(290, 60, 220, 360, 1, { c1: O2, c2: tint(O, 0.55), bg: tint(A, 0.75), sun: W }) +
        card(150, 34, 132, 46, { r: 23 }) +
        circ(174, 57, 14, tint(O, 0.8)) +
        heart(174, 57, 7, O) +
        bar(196, 51, 62, N1, 7) +
        bar(196, 63, 40, COPY, 5) +
        card(560, 420, 170, 46, { r: 23 }) +
        circ(584, 443, 14, tint(T, 0.8)) +
        icon("users", 574, 433, 20, N1, T) +
        bar(606, 437, 90, N1, 7) +
        bar(606, 449, 60, COPY, 5) +
        circ(500, 70, 16, O) +
        bar(493, 67, 14, W, 6),
    ],
    [
      {
        dark: true,
        blob: [400, 280, 220],
        dots: [560, 340, 220, 140],
        k: 1,
        conf: corners(0.025, 0.04, 0.975, 0.96),
      },
      () =>
        [
          ["users", S, 0.7],
          ["target", O, 0.55],
          ["chart", T, 0.82],
          ["cart", A, 0.4],
        ]
          .map(([n, c, v], i) => statCard(50 + i * 178, 40, 164, 100, n, c, v))
          .join("") +
        card(50, 164, 460, 296, { r: 16 }) +
        bar(74, 188, 130, N1, 10) +
        chip(360, 184, 60, O) +
        chip(428, 184, 60, T) +
        grid(74, 230, 412, 200, 5) +
        lineChart(74, 230, 412, 200, [0.2, 0.35, 0.3, 0.5, 0.46, 0.62, 0.58, 0.8, 0.92], O) +
        lineChart(74, 230, 412, 200, [0.1, 0.2, 0.26, 0.24, 0.38, 0.36, 0.5, 0.48, 0.6], T, { area: false, sw: 2.5 }) +
        card(534, 164, 216, 170, { r: 16 }) +
        bar(554, 186, 80, N1, 9) +
        donut(
          604,
          262,
          44,
          16,
          [
            [0.4, O],
            [0.25, T],
            [0.2, S],
            [0.15, A],
          ],
          L1,
        ) +
        [O, T, S, A].map((c, i) => circ(670, 232 + i * 20, 5, c) + bar(680, 229 + i * 20, 44, COPY, 6)).join("") +
        card(534, 354, 216, 106, { r: 16 }) +
        icon("target", 552, 376, 60, N1, O) +
        bars(630, 380, [96, 70], COPY, 6, 14) +
        bar(630, 412, 96, L1, 8) +
        bar(630, 412, 72, O, 8),
    ],
    [
      { blob: [400, 250, 230], dots: [560, 20, 220, 140], k: 2 },
      () =>
        win(56, 50, 470, 404, {}, (x, y, w, h) => searchPage(x, y, w, h)) +
        card(556, 70, 194, 196, { r: 16 }) +
        bar(576, 92, 90, N1, 9) +
        grid(576, 120, 154, 120, 4) +
        pl(
          [
            [580, 232],
            [610, 216],
            [640, 222],
            [670, 180],
            [700, 168],
            [724, 130],
          ],
          O,
          3.5,
        ) +
        pl(
          [
            [712, 128],
            [724, 130],
            [726, 142],
          ],
          O,
          3.5,
        ) +
        circ(724, 130, 12, O, { opacity: 0.2 }) +
        mapCard(556, 290, 194, 160) +
        icon("search", 470, 370, 110, N1, O),
    ],
  ],
  "generative-ai": [
    [
      { blob: [360, 250, 230], dots: [560, 340, 220, 140] },
      () =>
        win(56, 40, 470, 424, {}, (x, y, w, h) => chat(x, y, w, h)) +
        [0, 1, 2]
          .map(
            (i) =>
              card(560, 110 + i * 70, 190, 50, { r: 25 }) +
              circ(586, 135 + i * 70, 14, tint([O, T, S][i], 0.78)) +
              sparkle(586, 135 + i * 70, 8, [O, T, S][i]) +
              bar(610, 128 + i * 70, [110, 90, 120][i], N1, 7) +
              bar(610, 141 + i * 70, 70, COPY, 5),
          )
          .join("") +
        sparkle(590, 68, 22, O) +
        sparkle(624, 48, 9, A) +
        card(580, 340, 150, 90, { fill: N1 }) +
        network(606, 362, 98, 46, [2, 3, 2], { r: 7 }),
    ],
    [
      { dark: true, blob: [400, 250, 220], dots: [20, 20, 220, 140], k: 1 },
      () =>
        network(220, 70, 360, 360, [4, 6, 6, 3], {
          c: [S, T, T, O],
          r: 11,
          hot: [
            [0, 1, 2],
            [1, 2, 3],
            [2, 3, 1],
          ],
        }) +
        [
          ["doc", S],
          ["layout", T],
          ["chat", A],
        ]
          .map(
            ([n, c], i) =>
              tile(70, 112 + i * 110, 76, n, c, { light: true }) +
              arrow(
                [
                  [156, 150 + i * 110],
                  [196, 150 + i * 110],
                ],
                MUTE,
                2.5,
              ),
          )
          .join("") +
        arrow(
          [
            [600, 250],
            [640, 250],
          ],
          O,
          3,
        ) +
        rect(650, 196, 104, 108, 24, O, { filter: shade_(6) }) +
        sparkle(702, 250, 30, W) +
        sparkle(728, 218, 8, A),
    ],
    [
      { blob: [400, 250, 200], dots: [560, 20, 220, 140], k: 2 },
      () =>
        docStack(50, 140) +
        arrow(
          [
            [250, 250],
            [316, 250],
          ],
          S,
          3,
        ) +
        aiChip(400, 250, 120) +
        curve([480, 250], [520, 120], [556, 120], O, 3) +
        curve([480, 250], [520, 250], [556, 250], O, 3) +
        curve([480, 250], [520, 380], [556, 380], O, 3) +
        card(560, 60, 190, 120, { r: 16 }) +
        sparkle(582, 84, 9, O) +
        bar(600, 80, 90, N1, 8) +
        bars(580, 108, [150, 130, 146, 90], COPY, 6, 14) +
        card(560, 200, 190, 100, { r: 16 }) +
        cols(580, 222, 150, 60, [0.4, 0.7, 0.5, 0.9, 0.65], [tint(T, 0.4), T], { hi: 3, hc: O }) +
        card(560, 320, 190, 120, { r: 16 }) +
        bar(580, 340, 70, N1, 8) +
        chip(580, 360, 60, T) +
        chip(648, 360, 80, S) +
        chip(580, 382, 86, A) +
        chip(674, 382, 54, O) +
        checkBadge(590, 418, 10, T, false) +
        bar(608, 415, 90, COPY, 6),
    ],
  ],
  "security-services": [
    [
      {
        blob: [400, 250, 190],
        dots: [560, 340, 220, 140],
        conf: [
          [0.04, 0.5],
          [0.96, 0.5],
          [0.5, 0.96],
          [0.5, 0.05],
        ],
      },
      () => netMap(400, 250),
    ],
    [
      { dark: true, blob: [400, 260, 220], dots: [560, 340, 220, 140], k: 1 },
      () =>
        laptop(90, 110, 390, 250, (x, y, w, h) => loginForm(x, y, w, h)) +
        phone(540, 70, 170, 350, (x, y, w, h) => otp(x, y, w, h)) +
        checkBadge(700, 92, 18, T) +
        card(60, 40, 200, 52, { r: 26 }) +
        circ(86, 66, 16, tint(A, 0.75)) +
        icon("key", 74, 54, 24, N1, A) +
        bar(112, 58, 110, N1, 7) +
        bar(112, 71, 70, COPY, 6) +
        card(416, 382, 92, 92, { r: 24 }) +
        fingerprint(462, 424, 40, T),
    ],
    [
      { blob: [400, 250, 230], dots: [560, 20, 220, 140], k: 2 },
      () =>
        checklist(70, 60, 270, 400) +
        card(370, 50, 230, 230, { r: 16 }) +
        radar(485, 165, 90) +
        card(370, 300, 230, 160, { r: 16 }) +
        bar(390, 320, 90, N1, 9) +
        gauge(485, 420, 74, 0.82, { sw: 14 }) +
        card(630, 50, 120, 410, { r: 16 }) +
        [T, S, O, T]
          .map(
            (c, i) =>
              donut(690, 110 + i * 96, 28, 8, [[[0.92, 0.78, 0.64, 0.88][i], c]]) + bar(676, 107 + i * 96, 28, N1, 7),
          )
          .join(""),
    ],
  ],
  crm: [
    [
      { blob: [400, 250, 240], dots: [560, 20, 220, 120] },
      () => win(50, 40, 700, 420, {}, (x, y, w, h) => contactsApp(x, y, w, h)),
    ],
    [
      {
        dark: true,
        blob: [400, 280, 240],
        dots: [560, 20, 220, 140],
        k: 1,
        conf: corners(0.025, 0.04, 0.975, 0.96),
      },
      () =>
        bar(50, 44, 180, W, 12) +
        bar(50, 66, 110, COPYD, 7) +
        avatarRow(560, 56, 16, [0, 3, 5]) +
        rect(650, 40, 100, 32, 16, O) +
        bar(674, 53, 52, W, 6) +
        kanban(50, 96, 700, 370, 4, { counts: [3, 4, 2, 1], ch: 70 }) +
        rot(
          6,
          500,
          330,
          card(440, 296, 150, 70, { r: 10, sy: 12 }) +
            bar(452, 308, 90, N1, 6) +
            bar(452, 321, 60, COPY, 5) +
            chip(452, 340, 30, O, 12) +
            face(570, 348, 10, 4),
        ) +
        cursor(560, 342, 1.2, N1),
    ],
    [
      { blob: [400, 260, 230], dots: [20, 20, 220, 120], k: 2 },
      () =>
        journey() +
        contact(40, 40, 250, 92, 4) +
        card(560, 400, 190, 76, { r: 16 }) +
        [0, 1, 2, 3, 4].map((i) => star(582 + i * 22, 424, 8, A)).join("") +
        lineChart(580, 440, 150, 24, [0.2, 0.5, 0.4, 0.8, 1], T, { area: false, sw: 2.5 }),
    ],
  ],
};

// ── Insight article headers (640×360, navy) ─────────────────────────────────
function qr(x, y, s0, seed) {
  const n = 11,
    c = s0 / n,
    r = rng(seed);
  let s = rect(x - 8, y - 8, s0 + 16, s0 + 16, 10, W);
  const finder = (i, j) =>
    rect(x + i * c, y + j * c, 3 * c, 3 * c, 2, N1) +
    rect(x + (i + 0.75) * c, y + (j + 0.75) * c, 1.5 * c, 1.5 * c, 1, W) +
    rect(x + (i + 1) * c, y + (j + 1) * c, c, c, 1, N1);
  let d = "";
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const inF = (i < 4 && j < 4) || (i > 6 && j < 4) || (i < 4 && j > 6);
      if (!inF && r() < 0.5) d += `M${f(x + i * c)} ${f(y + j * c)}h${f(c)}v${f(c)}h${f(-c)}Z`;
    }
  return (
    s +
    path(d, N1) +
    finder(0, 0) +
    finder(8, 0) +
    finder(0, 8) +
    rect(x + s0 / 2 - 10, y + s0 / 2 - 10, 20, 20, 6, W) +
    circ(x + s0 / 2, y + s0 / 2, 6, O)
  );
}

function payScreen(x, y, w, h) {
  let s = face(x + 24, y + 12, 12, 4) + bar(x + 42, y + 5, w * 0.4, N1, 7) + bar(x + 42, y + 16, w * 0.26, COPY, 5);
  s += qr(x + (w - 96) / 2, y + 44, 96, 7);
  s += bar(x + w / 2 - 34, y + 166, 68, N1, 12) + bar(x + w / 2 - 24, y + 186, 48, COPY, 6);
  s += rect(x + 14, y + h - 40, w - 28, 28, 14, O) + bar(x + w / 2 - 18, y + h - 29, 36, W, 6);
  return s;
}

const coin = (cx, cy, r) =>
  circ(cx, cy + 4, r, O2) +
  circ(cx, cy, r, A) +
  circ(cx, cy, r * 0.68, "none", { stroke: tint(A, 0.5), "stroke-width": 2.5 });

function bot(cx, y) {
  let s = ln(cx, y, cx, y + 24, W, 4) + circ(cx, y, 9, O);
  s += rect(cx - 86, y + 56, 16, 44, 8, S) + rect(cx + 70, y + 56, 16, 44, 8, S);
  s += rect(cx - 72, y + 22, 144, 116, 36, W, { filter: shade_(8) }) + rect(cx - 56, y + 42, 112, 76, 24, N1);
  s +=
    rect(cx - 30, y + 60, 14, 24, 7, T) +
    rect(cx + 16, y + 60, 14, 24, 7, T) +
    sp(`M${cx - 18} ${y + 96}Q${cx} ${y + 108} ${cx + 18} ${y + 96}`, T, 4);
  s +=
    path(rr(cx - 50, y + 146, 100, 64, [24, 24, 10, 10]), W, { filter: shade_(8) }) +
    circ(cx, y + 176, 14, tint(O, 0.8)) +
    sparkle(cx, y + 176, 9, O);
  return s;
}

const INSIGHTS = [
  // 1 data privacy
  () =>
    circ(320, 186, 150, "none", { stroke: N2, "stroke-width": 2, ...dash("2 10") }) +
    database(262, 96, 170, 176, mix(N2, S, 0.22), S) +
    shield(402, 196, 92, W) +
    shield(402, 196, 72, T) +
    lock(402, 206, 54, W, T) +
    card(44, 262, 208, 54, { r: 27 }) +
    circ(72, 289, 15, tint(O, 0.8)) +
    icon("lock", 62, 279, 20, N1, O) +
    [0, 1, 2, 3, 4, 5].map((i) => circ(100 + i * 14, 289, 4, N1)).join("") +
    icon("eye", 196, 277, 24, RULE, RULE) +
    checkBadge(532, 84, 18, T) +
    card(480, 250, 120, 64, { r: 14, fill: N2 }) +
    bars(496, 266, [88, 64], COPYD, 6, 12) +
    bar(496, 292, 40, T, 6),
  // 2 UPI payments
  () =>
    phone(246, 22, 150, 316, (x, y, w, h) => payScreen(x, y, w, h)) +
    card(420, 70, 190, 72, { r: 16 }) +
    checkBadge(452, 106, 16, T) +
    bar(480, 92, 100, N1, 8) +
    bar(480, 108, 70, COPY, 6) +
    bar(480, 122, 50, T, 6) +
    card(34, 196, 190, 72, { r: 16 }) +
    tile(48, 210, 44, "phone", S, { light: true }) +
    bar(104, 218, 90, N1, 8) +
    bar(104, 234, 60, COPY, 6) +
    chip(104, 246, 44, O, 12) +
    coin(460, 250, 22) +
    coin(500, 276, 16) +
    coin(94, 104, 18) +
    sparkle(560, 200, 14, A) +
    sparkle(182, 70, 12, O),
  // 3 GST invoice + ERP
  () =>
    win(206, 34, 398, 292, {}, (x, y, w, h) => dashboard(x, y, w, h, O, { vals: [0.4, 0.62, 0.5, 0.85, 0.58, 0.72] })) +
    invoice(44, 74, 180, 262, O, { stamp: false }) +
    circ(210, 70, 28, O, { filter: shade_(4) }) +
    ln(200, 82, 220, 58, W, 4) +
    circ(200, 62, 5, "none", { stroke: W, "stroke-width": 3 }) +
    circ(220, 78, 5, "none", { stroke: W, "stroke-width": 3 }),
  // 4 AI chatbot
  () =>
    bot(320, 60) +
    path(rr(60, 84, 170, 58, [18, 18, 4, 18]), N2) +
    bars(76, 100, [136, 96], COPYD, 7, 14) +
    face(74, 172, 14, 1) +
    path(rr(420, 150, 176, 72, [18, 18, 18, 4]), W) +
    sparkle(442, 172, 8, O) +
    bars(458, 168, [118], N1, 7) +
    bars(438, 188, [142, 100], COPY, 6, 12) +
    path(rr(440, 86, 76, 40, [20, 20, 20, 4]), W) +
    [0, 1, 2].map((i) => circ(462 + i * 16, 106, 4.5, [O, A, T][i])).join("") +
    rect(120, 298, 400, 40, 20, N1) +
    bar(146, 315, 180, COPYD, 7) +
    circ(498, 318, 14, O) +
    pl(
      [
        [492, 318],
        [504, 318],
      ],
      W,
      2.5,
    ) +
    pl(
      [
        [499, 313],
        [504, 318],
        [499, 323],
      ],
      W,
      2.5,
    ) +
    sparkle(546, 60, 16, A) +
    sparkle(100, 250, 10, T),
  // 5 website speed
  () =>
    win(44, 40, 330, 270, {}, (x, y, w, h) => page(x, y, w, h, O)) +
    card(300, 78, 300, 226, { r: 18 }) +
    bar(324, 100, 110, N1, 9) +
    bar(324, 116, 70, COPY, 6) +
    gauge(450, 262, 104, 0.88, { sw: 20 }) +
    circ(574, 70, 30, A, { filter: shade_(4) }) +
    path("M578 50L562 74H574L570 92L588 66H576Z", N1, { stroke: N1, "stroke-width": 2 }) +
    card(60, 290, 170, 44, { r: 22 }) +
    checkBadge(84, 312, 11, T, false) +
    bar(104, 306, 100, N1, 7) +
    bar(104, 318, 60, COPY, 5),
  // 6 CRM pipeline
  () =>
    kanban(40, 44, 380, 276, 3, { counts: [3, 3, 2], ch: 64, heads: [S, A, T] }) +
    card(444, 44, 160, 276, { r: 16 }) +
    bar(462, 64, 80, N1, 8) +
    funnel(524, 92, 124, 150, [S, A, T, O]) +
    bars(462, 262, [100, 70], COPY, 6, 12) +
    chip(462, 290, 60, T) +
    rot(
      -6,
      320,
      250,
      card(272, 224, 110, 64, { r: 10, sy: 10 }) +
        bar(284, 238, 64, N1, 6) +
        bar(284, 250, 44, COPY, 5) +
        chip(284, 266, 30, O, 12) +
        face(360, 270, 9, 3),
    ) +
    cursor(362, 262, 1.1),
  // 7 design system components
  () => {
    let s =
      card(40, 40, 270, 124, { r: 16 }) +
      bar(58, 58, 60, N1, 7) +
      rect(58, 80, 92, 30, 15, O) +
      bar(82, 92, 44, W, 6) +
      rect(160, 80, 92, 30, 15, W, { stroke: N1, "stroke-width": 2 }) +
      bar(184, 92, 44, N1, 6);
    s +=
      rect(58, 120, 92, 30, 15, N1) +
      bar(82, 132, 44, W, 6) +
      circ(178, 135, 15, tint(T, 0.8)) +
      icon("heart", 168, 125, 20, N1, T) +
      circ(216, 135, 15, L0) +
      icon("search", 206, 125, 20, N1, O);
    s +=
      card(330, 40, 270, 124, { r: 16 }) +
      bar(348, 58, 70, N1, 7) +
      [N1, N2, O, T, S, A]
        .map((c, i) => circ(368 + i * 40, 100, 15, c) + bar(358 + i * 40, 126, 20, COPY, 5))
        .join("") +
      circ(448, 100, 20, "none", { stroke: O, "stroke-width": 2 });
    s +=
      card(40, 184, 170, 140, { r: 16 }) +
      bar(58, 202, 56, N1, 7) +
      rect(58, 226, 48, 26, 13, T) +
      circ(93, 239, 10, W) +
      rect(118, 226, 48, 26, 13, L1) +
      circ(131, 239, 10, W);
    s +=
      rect(58, 270, 24, 24, 6, N1) +
      pl(
        [
          [64, 282],
          [69, 287],
          [77, 277],
        ],
        W,
        3,
      ) +
      rect(94, 270, 24, 24, 6, W, { stroke: RULE, "stroke-width": 2 }) +
      circ(144, 282, 12, W, { stroke: O, "stroke-width": 2 }) +
      circ(144, 282, 6, O);
    s +=
      card(230, 184, 180, 140, { r: 16 }) +
      bar(248, 202, 50, N1, 7) +
      rect(248, 220, 144, 30, 8, W, { stroke: S, "stroke-width": 2 }) +
      bar(260, 232, 60, N2, 6) +
      ln(328, 228, 328, 242, O, 2) +
      bar(248, 276, 144, L1, 6) +
      bar(248, 276, 90, O, 6) +
      circ(338, 279, 9, W, { stroke: O, "stroke-width": 3 }) +
      chip(248, 298, 50, S);
    s +=
      card(430, 184, 170, 140, { r: 16 }) +
      bar(448, 202, 50, N1, 7) +
      bar(448, 224, 120, N1, 16) +
      bar(448, 250, 96, N1, 11) +
      bar(448, 270, 130, COPY, 7) +
      bar(448, 286, 110, COPY, 7) +
      bar(448, 302, 80, COPY, 7);
    return s;
  },
  // 8 cloud migration
  () =>
    rack(54, 112, 130, 214, 4, { fill: N2, unit: "#30427f" }) +
    cloud(296, 24, 2.7, W) +
    rect(380, 104, 52, 52, 14, tint(S, 0.75)) +
    icon("server", 390, 114, 32, N1, T) +
    rect(444, 104, 52, 52, 14, tint(T, 0.75)) +
    icon("database", 454, 114, 32, N1, O) +
    rect(508, 104, 52, 52, 14, tint(O, 0.8)) +
    icon("gear", 518, 114, 32, N1, O) +
    curve([196, 150], [230, 80], [330, 90], S, 3, "2 9") +
    curve([196, 220], [300, 220], [380, 176], T, 3, "2 9") +
    rot(-20, 252, 96, rect(242, 86, 20, 20, 5, O)) +
    rect(300, 204, 18, 18, 5, A) +
    rect(226, 210, 14, 14, 4, S) +
    card(352, 240, 240, 84, { r: 16 }) +
    tile(368, 258, 48, "cloud", S, { light: true }) +
    bar(430, 262, 110, N1, 8) +
    bar(430, 284, 140, L1, 8) +
    bar(430, 284, 104, T, 8) +
    bar(430, 302, 60, COPY, 6) +
    checkBadge(566, 266, 11, T, false),
];

// ── Avatars (96×96) ─────────────────────────────────────────────────────────
const AV = [
  // skin, hair style, hair colour, shirt, background, extras
  [0, "long", 0, O, tint(S, 0.7), "ear"],
  [3, "short", 1, N2, tint(A, 0.65), "glasses"],
  [2, "bun", 0, T, tint(O, 0.75), ""],
  [1, "side", 2, S, tint(T, 0.7), "beard"],
  [4, "curly", 0, O2, L1, ""],
  [5, "bald", "#59607a", N1, tint(A, 0.65), "glasses beard"],
  [0, "pony", 3, S, tint(O, 0.75), ""],
  [2, "short", 0, T, tint(S, 0.7), ""],
  [6, "long", 1, N2, tint(T, 0.7), "ear"],
  [3, "side", 0, A, tint(S, 0.7), "glasses"],
  [1, "bun", 2, O, tint(T, 0.7), "ear"],
  [5, "short", "#6b7088", S, tint(O, 0.75), "glasses"],
  [4, "long", 0, T, tint(A, 0.65), ""],
  [2, "curly", 1, N2, tint(O, 0.75), "beard"],
  [6, "side", 3, O2, tint(S, 0.7), ""],
];

function avatar([si, style, hi, shirt, bgc, ex]) {
  const extras = ex.split(" ");
  const sk = SKIN[si],
    hc = typeof hi === "string" ? hi : HAIR[hi],
    dk = shade(sk, 0.22),
    ink = "#2a1d1a";
  let s =
    `<defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>` +
    circ(48, 48, 48, bgc) +
    '<g clip-path="url(#c)">';
  if (style === "long") s += path("M28 44C27 20 69 20 68 44V80C68 86 28 86 28 80Z", hc);
  if (style === "pony") s += path("M62 30C76 34 76 58 68 68C70 56 68 44 62 38Z", hc);
  s += rect(41, 54, 14, 18, 6, dk);
  s += path("M8 104C8 80 24 70 48 70C72 70 88 80 88 104Z", shirt) + path("M40 70L48 81L56 70Z", dk);
  s += circ(31.5, 45, 4.2, sk) + circ(64.5, 45, 4.2, sk);
  if (extras.includes("ear")) s += circ(31.5, 51, 2.2, A) + circ(64.5, 51, 2.2, A);
  s += `<ellipse cx="48" cy="42" rx="16.8" ry="19" fill="${sk}"/>`;
  if (extras.includes("beard"))
    s += path("M31.8 47C32 62 40 67 48 67C56 67 64 62 64.2 47C62 55 57 58.5 48 58.5C39 58.5 34 55 31.8 47Z", hc);
  s +=
    circ(41.5, 44, 2.1, ink) +
    circ(54.5, 44, 2.1, ink) +
    sp("M42.5 51.5Q48 56 53.5 51.5", extras.includes("beard") ? tint(sk, 0.3) : shade(sk, 0.5), 2.2);
  if (extras.includes("glasses"))
    s +=
      circ(41.5, 44, 5.6, "none", { stroke: N1, "stroke-width": 1.8 }) +
      circ(54.5, 44, 5.6, "none", { stroke: N1, "stroke-width": 1.8 }) +
      ln(47, 43.5, 49, 43.5, N1, 1.8);
  const cap = {
    short: "M31 43C29 25 39 20 48 20C57 20 67 25 65 43C63 34 58 30 48 30C38 30 33 34 31 43Z",
    side: "M31 45C28 25 40 19 50 20C60 21 68 28 65 45C63 36 60 32 57 29C50 34 40 33 33 38Z",
    long: "M31 46C28 26 39 20 48 20C57 20 68 26 65 46C62 36 58 31 52 29C46 33 38 35 31 46Z",
    bun: "M31 43C29 25 39 21 48 21C57 21 67 25 65 43C62 34 57 30 48 30C39 30 34 34 31 43Z",
    pony: "M31 43C29 25 39 21 48 21C57 21 67 25 65 43C62 33 57 29 48 29C39 29 34 34 31 43Z",
    curly: "M31 43C29 27 38 24 48 24C58 24 67 27 65 43C62 35 57 31 48 31C39 31 34 35 31 43Z",
    bald: "M31 42C31 36 33 33 35 31C34 35 33 38 33 43ZM65 42C65 36 63 33 61 31C62 35 63 38 63 43Z",
  }[style];
  s += path(cap, hc);
  if (style === "bun") s += circ(48, 17, 8, hc);
  if (style === "curly")
    for (let a = 190; a <= 350; a += 26.6) {
      const [x, y] = pt(48, 38, 17, a);
      s += circ(x, y, 6.5, hc);
    }
  return s + "</g>";
}

// ── Main ────────────────────────────────────────────────────────────────────
const only = process.argv[2];
for (const slug of SLUGS)
  if (!only || only === "headers") scene(`services/${slug}-header.svg`, 640, 480, HEADER_BG[slug], HEADERS[slug]);
INSIGHTS.forEach((fn, i) => {
  if (!only || only === "insights")
    scene(
      `insights/insight-${i + 1}.svg`,
      640,
      360,
      {
        dark: true,
        blob: [[320, 300, 330, 340, 320, 300, 330, 330][i], 190, 150],
        dots: i % 2 ? [20, 20, 200, 120] : [440, 240, 180, 120],
        k: i,
        conf: corners(0.03, 0.08, 0.97, 0.92),
      },
      fn,
    );
});
AV.forEach((a, i) => {
  if (!only || only === "avatars") emit(`avatars/avatar-${i + 1}.svg`, 96, 96, avatar(a));
});
SLUGS.forEach((slug) => {
  if (!only || only === "gallery")
    GALLERY[slug].forEach(([o, fn], i) => scene(`services/${slug}-gallery-${i + 1}.svg`, 800, 500, o, fn));
});
SLUGS.forEach((slug, i) => {
  if (!only || only === "process")
    scene(
      `services/${slug}-process.svg`,
      640,
      400,
      {
        blob: [320, 200, 170],
        dots: i % 2 ? [20, 20, 200, 120] : [420, 280, 200, 120],
        k: i,
        conf: corners(0.04, 0.08, 0.96, 0.94),
      },
      () => processScene(PROCESS[slug]),
    );
});

report(6144);
