// Generates the portfolio artwork (a card and three screens per project) and the blog post
// headers under public/images/, in the flat geometric style of make-artwork.mjs.
// The palette, colour helpers, SVG markup and file output come from ./artwork/*.mjs, which
// make-artwork.mjs uses too; this file prints coordinates of 40 and more as whole pixels.
// Plain Node, no dependencies, deterministic output.
// Run: node make-artwork-portfolio.mjs            (everything)
//      node make-artwork-portfolio.mjs portfolio  (or: blog)
import { N0, N1, N2, L0, L1, O, O2, T, S, A, COPY, COPYD, RULE, MUTE, HAIR, SHIRT } from "./lib/palette.mjs";
import { mix, tint, shade, FACE_BG } from "./lib/colour.mjs";
import { svgKit, polar, dash } from "./lib/svg.mjs";
import { writeSvg, report } from "./lib/output.mjs";

// White spelt out in full: classes() weighs paint strings before tighten() shortens them.
const W = "#ffffff";
const MAP = "#e6ebf6"; // map land

// ── Markup ──────────────────────────────────────────────────────────────────
// Scene coordinates are whole pixels; small values (icon grids, radii) keep one decimal.
const num = (v) => String(Math.abs(v) >= 40 ? Math.round(v) : Math.round(v * 10) / 10);
const K = svgKit({ num, scale: (k) => +k.toFixed(3), white: W });
const {
  tag,
  rect: R,
  circle: C,
  ellipse: E,
  path: Pa,
  stroke: St,
  points: M,
  poly: Pl,
  ring: Ring,
  group: G,
  place,
  turn,
  bar,
  bars,
  pill,
  sparkD,
  sparkle: spark,
} = K;

// Rounded top edge only (for title bars and headers).
const topRound = (x, y, w, h, r) =>
  `M${num(x)} ${num(y + h)}V${num(y + r)}a${r} ${r} 0 0 1 ${r}-${r}H${num(x + w - r)}a${r} ${r} 0 0 1 ${r} ${r}V${num(y + h)}Z`;

// Seeded generator so every run writes identical files.
function seeded(seed) {
  let s = (seed * 2654435761) >>> 0;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

// ── Scene state ─────────────────────────────────────────────────────────────
let DARK = false;
let DEFS = new Map();
// Shared definitions, emitted once per file under short ids; key says what they are.
const IDS = new Map();
const define = (key, fn) => {
  if (!IDS.has(key)) {
    const id = `k${IDS.size}`;
    IDS.set(key, id);
    DEFS.set(key, fn(id));
  }
  return IDS.get(key);
};

// ── Basic marks ─────────────────────────────────────────────────────────────
// Deferred copy bars: collected while a list is drawn and emitted after its backgrounds,
// so bars of one colour become a single path.
function inkPad() {
  const runs = new Map();
  let dots = "";
  const pad = {
    bar(x, y, w, c = COPY, h = 6) {
      if (w <= h) dots += C(x + w / 2, y + h / 2, h / 2, c);
      else runs.set(`${c}|${h}`, (runs.get(`${c}|${h}`) ?? "") + `M${num(x + h / 2)} ${num(y + h / 2)}h${num(w - h)}`);
      return "";
    },
    bars: (x, y, ws, c = COPY, h = 6, gap = 12) => (ws.forEach((w, i) => pad.bar(x, y + i * gap, w, c, h)), ""),
    out: () => [...runs].map(([k, d]) => St(d, k.split("|")[0], +k.split("|")[1])).join("") + dots,
  };
  return pad;
}

// Card with a crisp flat shadow underneath.
const shadow = (dy) =>
  `url(#${define(`sh${dy}`, (id) => `<filter id="${id}" x="-5%" y="-5%" width="110%" height="125%"><feDropShadow dx="0" dy="${dy}" stdDeviation="0" flood-color="${DARK ? "#070c20" : N0}" flood-opacity="${DARK ? 0.5 : 0.08}"/></filter>`)})`;
const card = (x, y, w, h, r = 12, fill = W, o = {}) =>
  R(x, y, w, h, r, fill, {
    filter: o.flat ? undefined : shadow(o.dy ?? 6),
    ...(o.line ? { stroke: o.line, "stroke-width": 1.5 } : {}),
  });

const button = (x, y, w, h, c, tw = w * 0.45, tc = W) =>
  R(x, y, w, h, h / 2, c) + bar(x + (w - tw) / 2, y + h / 2 - 3, tw, tc, 6);
const ghost = (x, y, w, h, tw = w * 0.45) =>
  R(x, y, w, h, h / 2, W, { stroke: RULE, "stroke-width": 1.5 }) + bar(x + (w - tw) / 2, y + h / 2 - 3, tw, N2, 6);

// Tick corners in units of the badge radius.
const TICK = [
  [-0.4, 0.02],
  [-0.1, 0.32],
  [0.42, -0.3],
];
const tick = (cx, cy, r, c = T, halo = true) => K.tick(cx, cy, r, c, halo && r * 1.45, TICK);
const starD = (cx, cy, r) => K.starD(cx, cy, r, 0.46);
// Rating row: n of k stars filled; the star outline is defined once per size.
const stars = (x, y, n, k = 5, s = 7) => {
  const id = define(`st${num(s * 10)}`, (id) => `<path id="${id}" d="${starD(0, 0, s)}"/>`);
  return Array.from({ length: k }, (_, i) =>
    tag("use", { href: `#${id}`, x: x + s + i * s * 2.5, y: y + s, fill: i < n ? A : L1 }),
  ).join("");
};
function gearD(cx, cy, R0, n = 8) {
  const r = R0 * 0.76,
    step = 360 / n,
    pts = [];
  for (let i = 0; i < n; i++) {
    const a = i * step;
    pts.push(
      polar(cx, cy, r, a - step * 0.3),
      polar(cx, cy, R0, a - step * 0.17),
      polar(cx, cy, R0, a + step * 0.17),
      polar(cx, cy, r, a + step * 0.3),
    );
  }
  return M(pts) + "Z";
}
const gear = (cx, cy, r, c, hole = DARK ? N0 : L0) => Pa(gearD(cx, cy, r, 9), c) + C(cx, cy, r * 0.32, hole);

// Rupee coin.
const coin = (cx, cy, r) =>
  C(cx, cy + r * 0.16, r, O2) +
  C(cx, cy, r, A) +
  Ring(cx, cy, r * 0.72, tint(A, 0.45), r * 0.1) +
  ico("rupee", cx - r * 0.42, cy - r * 0.42, r * 0.84, O2, O2);

// Head-and-shoulders badge; i picks one of six looks.
const SKIN = ["#f1c9a5", "#b97d55", "#d9a47a", "#8f5a3a", "#e6b48c", "#c99067"];
function face(cx, cy, r, i = 0) {
  const k = ((i % 6) + 6) % 6;
  // Shapes are shared by all six looks; each look only supplies colours.
  const part = (name, d) => define(name, (id) => `<path id="${id}" d="${d}"/>`);
  const body = part("fS", "M-15.6 12.5Q0 3 15.6 12.5A20 20 0 0 1-15.6 12.5Z");
  const skin = part("fK", "M-2.6 7V2h5.2v5zM-6.8-3a6.8 6.8 0 1 0 13.6 0a6.8 6.8 0 1 0-13.6 0z");
  const cap = part("fH", "M-7-2.5A7 7 0 0 1 7-2.5Q2-8-7-2.5Z");
  const long = k % 3 === 1 ? part("fL", "M-8-1a7 7 0 0 1 16 0V10H-8z") : "";
  const id = define(`f${k}`, (id) => {
    const hair = HAIR[k % 4];
    const use = (ref, fill) => `<use href="#${ref}" fill="${fill}"/>`;
    return `<g id="${id}"><circle r="20" fill="${FACE_BG[k % 4]}"/>${long ? use(long, hair) : ""}${use(body, SHIRT[(k + 1) % 6])}${use(skin, SKIN[k])}${use(cap, hair)}</g>`;
  });
  return `<use href="#${id}" transform="translate(${num(cx)} ${num(cy)}) scale(${+(r / 20).toFixed(3)})"/>`;
}
const faces = (x, cy, r, ids) =>
  ids.map((i, k) => C(x + k * r * 1.45, cy, r + 2, DARK ? N1 : W) + face(x + k * r * 1.45, cy, r, i)).join("");

// ── Icons (24-unit grid; c main colour, d accent) ───────────────────────────
const GLYPH = {
  cart: (c, d) =>
    Pl(
      [
        [2, 4],
        [5, 4],
        [7.5, 15],
        [19, 15],
        [21.5, 7],
        [6, 7],
      ],
      c,
      2.2,
    ) +
    C(9, 19.5, 1.9, d) +
    C(17, 19.5, 1.9, d),
  truck: (c, d) => R(1, 5, 13, 11, 1.5, c) + Pa("M14 8h4.5l3.5 4.5V16h-8z", c) + C(6, 18, 2.5, d) + C(17.5, 18, 2.5, d),
  box: (c, d) => Pa("M12 2l9 5v10l-9 5-9-5V7z", c) + St("M3 7l9 5 9-5M12 12v10", d, 1.6),
  gear: (c, d) => Pa(gearD(12, 12, 10.5, 8), c) + C(12, 12, 3.4, d),
  doc: (c, d) => Pa("M5 2h9l5 5v15H5z", c) + St("M8.5 11h7M8.5 14.5h7M8.5 18h4", d, 1.6),
  chart: (c, d) => R(3, 12, 4.5, 9, 1.2, d) + R(9.75, 7, 4.5, 14, 1.2, c) + R(16.5, 3, 4.5, 18, 1.2, d),
  bell: (c, d) => Pa("M6 17v-6a6 6 0 0 1 12 0v6l2 2H4z", c) + C(12, 21, 2, d),
  user: (c, d) => C(12, 8, 4.5, c) + Pa("M3.5 21c0-5 3.8-7.5 8.5-7.5s8.5 2.5 8.5 7.5z", d),
  shield: (c, d) =>
    Pa("M12 2l8 3v6c0 5.5-3.5 9-8 11-4.5-2-8-5.5-8-11V5z", c) +
    Pl(
      [
        [8, 12],
        [11, 15],
        [16, 9],
      ],
      d,
      2.2,
    ),
  check: (c, d) =>
    C(12, 12, 10, c) +
    Pl(
      [
        [7.5, 12.5],
        [10.5, 15.5],
        [16.5, 9],
      ],
      d,
      2.4,
    ),
  cross: (c) => Pa("M9 3h6v6h6v6h-6v6H9v-6H3V9h6z", c),
  cap: (c, d) =>
    Pa("M6 11.5v5c3 2.6 9 2.6 12 0v-5l-6 2.7z", d) + Pa("M12 4L1 9l11 5 11-5z", c) + St("M21 10v6", c, 1.6),
  building: (c, d) => R(5, 3, 14, 19, 1.5, c) + St("M8.5 7h2M13.5 7h2M8.5 11h2M13.5 11h2M8.5 15h2M13.5 15h2", d, 2),
  pin: (c, d) => Pa("M12 22s-7-7.2-7-12.5a7 7 0 0 1 14 0C19 14.8 12 22 12 22z", c) + C(12, 9.5, 2.8, d),
  phone: (c, d) => R(6, 2, 12, 20, 3, c) + R(8, 5, 8, 12, 1, d),
  chat: (c, d) =>
    Pa("M3 5a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-8l-5 4v-4H6a3 3 0 0 1-3-3z", c) +
    C(8, 9.5, 1.4, d) +
    C(12, 9.5, 1.4, d) +
    C(16, 9.5, 1.4, d),
  spark: (c, d) => Pa(sparkD(11, 13, 9), c) + Pa(sparkD(19.5, 4.5, 3.5), d),
  bolt: (c) => Pa("M13 2L4 14h7l-1 8 9-12h-7z", c),
  leaf: (c, d) => Pa("M4 20C4 9 11 4 21 3c0 10-5 17-17 17z", c) + St("M5 19L14 10", d, 1.8),
  rupee: (c) => St("M6 4h12M6 8.5h12M9.5 4a4.5 4.5 0 0 1 0 9H6l8.5 8", c, 2.4),
  clock: (c, d) => C(12, 12, 10, c) + St("M12 7v5l3.5 2", d, 2.2),
  camera: (c, d) =>
    Pa("M3 8a2 2 0 0 1 2-2h2.5L9 3.5h6L16.5 6H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z", c) + C(12, 13, 4, d),
  star: (c) => Pa(starD(12, 12.5, 10.5), c),
  play: (c, d) => C(12, 12, 10, c) + Pa("M10 8l6 4-6 4z", d),
  lock: (c, d) => St("M8 11V8a4 4 0 0 1 8 0v3", c, 2.2) + R(5, 10, 14, 11, 2.5, c) + C(12, 15.5, 1.7, d),
  mail: (c, d) =>
    R(2, 5, 20, 14, 2.5, c) +
    Pl(
      [
        [5, 8],
        [12, 13],
        [19, 8],
      ],
      d,
      1.8,
    ),
  search: (c, d) => Ring(10.5, 10.5, 6.5, c, 2.6) + St("M15.5 15.5l5 5", d, 3),
  calendar: (c, d) =>
    R(3, 5, 18, 16, 2.5, c) +
    St("M7 3v4M17 3v4", c, 2.2) +
    R(6, 11, 4, 3.5, 0.8, d) +
    R(14, 11, 4, 3.5, 0.8, d) +
    R(6, 16, 4, 3, 0.8, d),
  refresh: (c, d) =>
    St("M19.5 8a8.5 8.5 0 1 0 1 6", c, 2.4) +
    Pl(
      [
        [20.5, 3],
        [20.5, 8.5],
        [15, 8.5],
      ],
      d,
      2.4,
    ),
  cloud: (c) => Pa("M7 19h11a4.5 4.5 0 0 0 .5-9A6.5 6.5 0 0 0 6 9.5 4.8 4.8 0 0 0 7 19z", c),
  headset: (c, d) => St("M4 15v-3a8 8 0 0 1 16 0v3", c, 2.2) + R(3, 13, 4.5, 7, 2, d) + R(16.5, 13, 4.5, 7, 2, d),
  bus: (c, d) =>
    R(4, 2, 16, 17, 3, c) +
    R(6, 5, 12, 6, 1, d) +
    C(8, 15, 1.4, d) +
    C(16, 15, 1.4, d) +
    R(5.5, 19, 3, 3, 1, c) +
    R(15.5, 19, 3, 3, 1, c),
  tube: (c, d) => R(9.5, 3, 5, 18, 2.5, c) + R(9.5, 11, 5, 10, 2.5, d) + R(8, 2, 8, 2.6, 1, c),
  globe: (c, d) =>
    C(12, 12, 10, c) + St("M2.5 12h19M12 2.5c-3.5 3.5-3.5 15.5 0 19M12 2.5c3.5 3.5 3.5 15.5 0 19", d, 1.5),
  home: (c, d) => Pa("M3 11L12 3l9 8v10H3z", c) + R(10, 14, 4, 7, 1, d),
  heart: (c) => Pa("M12 21S3 15 3 8.8A4.8 4.8 0 0 1 12 6.5 4.8 4.8 0 0 1 21 8.8C21 15 12 21 12 21z", c),
  upload: (c, d) => St("M4 15v4h16v-4", c, 2.2) + St("M12 15V4M7.5 8.5L12 4l4.5 4.5", d, 2.2),
  filter: (c) => Pa("M3 4h18l-7 8.5V19l-4 2v-8.5z", c),
  bank: (c, d) => Pa("M12 2L2 7.5h20z", c) + R(2, 19, 20, 3, 1, c) + St("M5.5 10v7M10 10v7M14 10v7M18.5 10v7", d, 2.2),
  scan: (c, d) => St("M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4", c, 2.2) + St("M6 12h12", d, 2.2),
  megaphone: (c, d) => Pa("M3 9h4l10-5v16L7 15H3z", c) + St("M20 9.5a3.5 3.5 0 0 1 0 5", d, 2),
  target: (c, d) => Ring(12, 12, 9.5, c, 2.2) + Ring(12, 12, 5, c, 2.2) + C(12, 12, 1.8, d),
  code: (c, d) =>
    Pl(
      [
        [8, 7],
        [3, 12],
        [8, 17],
      ],
      c,
      2.4,
    ) +
    Pl(
      [
        [16, 7],
        [21, 12],
        [16, 17],
      ],
      c,
      2.4,
    ) +
    St("M13.5 5l-3 14", d, 2.2),
  sliders: (c, d) => St("M4 7h16M4 17h16", c, 2) + C(9, 7, 2.8, d) + C(15, 17, 2.8, d),
  database: (c, d) => Pa("M4 6v12c0 2.2 3.6 4 8 4s8-1.8 8-4V6z", c) + E(12, 6, 8, 3.2, d),
  book: (c, d) =>
    Pa("M3 4h6.5A2.5 2.5 0 0 1 12 6a2.5 2.5 0 0 1 2.5-2H21v15h-6.5a2.5 2.5 0 0 0-2.5 2 2.5 2.5 0 0 0-2.5-2H3z", c) +
    St("M12 6v14", d, 1.6),
  swap: (c, d) => St("M4 8h14M14 4l4 4-4 4", c, 2.2) + St("M20 16H6M10 12l-4 4 4 4", d, 2.2),
  eye: (c, d) => Pa("M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z", c) + C(12, 12, 3.5, d),
  flag: (c, d) => St("M5 22V3", c, 2.2) + Pa("M5 4h13l-3 4.5 3 4.5H5z", d),
  list: (c, d) => C(4.5, 6, 1.8, d) + C(4.5, 12, 1.8, d) + C(4.5, 18, 1.8, d) + St("M9 6h11M9 12h11M9 18h8", c, 2.2),
  wifi: (c, d) =>
    St("M2.5 9a14 14 0 0 1 19 0M6 12.8a9 9 0 0 1 12 0M9.3 16.3a4 4 0 0 1 5.4 0", c, 2.2) + C(12, 19.5, 1.8, d),
  bag: (c, d) => R(4, 7, 16, 15, 3, c) + St("M8.5 10V6a3.5 3.5 0 0 1 7 0v4", d, 2),
};
function ico(name, x, y, size, c = N1, d = O) {
  const id = define(`i${name}${c.slice(1)}${d.slice(1)}`, (id) => `<g id="${id}">${GLYPH[name](c, d)}</g>`);
  return `<use href="#${id}" transform="translate(${num(x)} ${num(y)}) scale(${+(size / 24).toFixed(3)})"/>`;
}
// Rounded tile with a centred icon.
const chipIcon = (x, y, s, name, c, o = {}) =>
  R(x, y, s, s, s * 0.28, o.bg ?? tint(c, DARK ? 0.15 : 0.8)) +
  ico(name, x + s * 0.22, y + s * 0.22, s * 0.56, o.fg ?? (DARK ? W : N1), o.d ?? c);

// Mouse pointer, tip at (x, y).
const cursor = (x, y, k = 1) =>
  place(x, y, k, Pa("M0 0L1 23L7 17.5L11 26L15 24.2L11 16H18.5Z", N1, { stroke: W, "stroke-width": 2 }));

// ── Objects ─────────────────────────────────────────────────────────────────
// Spice jar standing on (cx, base), s wide.
const jar = (cx, base, s, c) =>
  R(cx - s * 0.5, base - s * 1.12, s, s * 1.12, s * 0.2, c) +
  R(cx - s * 0.42, base - s * 1.34, s * 0.84, s * 0.28, s * 0.08, N1) +
  R(cx - s * 0.34, base - s * 0.78, s * 0.68, s * 0.42, s * 0.08, W) +
  bar(cx - s * 0.22, base - s * 0.63, s * 0.44, c, Math.max(3, s * 0.1));
// Pump bottle / serum bottle.
const bottle = (cx, base, s, c, cap = N1) =>
  R(cx - s * 0.5, base - s * 1.5, s, s * 1.5, s * 0.22, c) +
  R(cx - s * 0.18, base - s * 1.78, s * 0.36, s * 0.32, s * 0.06, cap) +
  R(cx - s * 0.3, base - s * 1.92, s * 0.6, s * 0.16, s * 0.08, cap) +
  R(cx - s * 0.32, base - s * 1.0, s * 0.64, s * 0.5, s * 0.1, tint(c, 0.7)) +
  Pa(sparkD(cx, base - s * 0.75, s * 0.13), c);
// Folded throw / cushion stack.
const cushion = (cx, cy, s, c, c2 = W) =>
  R(cx - s, cy - s * 0.62, s * 2, s * 1.24, s * 0.4, c) +
  St(`M${num(cx - s * 0.7)} ${num(cy)}h${num(s * 1.4)}`, c2, s * 0.08, dash(`${num(s * 0.1)} ${num(s * 0.16)}`)) +
  C(cx, cy, s * 0.1, c2);
// Monoblock pump: motor, volute, base.
const pump = (x, y, s, c = S) =>
  place(
    x,
    y,
    s / 100,
    R(8, 72, 92, 10, 4, N1) +
      R(10, 22, 52, 46, 10, N2) +
      St("M20 30v30M30 30v30M40 30v30M50 30v30", "#30427f", 4) +
      C(76, 44, 24, c) +
      C(76, 44, 9, N1) +
      R(68, 6, 16, 14, 3, c) +
      R(62, 2, 28, 7, 3, N1),
  );
// Isometric carton, top vertex at (cx, ty), half-width s.
function carton(cx, ty, s, c = A) {
  const h = s * 0.56;
  return (
    K.isoBox(cx, ty, s, c, 0.56, 0.95) +
    Pl(
      [
        [cx - s * 0.5, ty + h * 0.5],
        [cx + s * 0.5, ty + h * 1.5],
      ],
      tint(O2, 0.3),
      s * 0.12,
      { opacity: 0.7 },
    )
  );
}
// Delivery truck, 124×70 at k = 1.
const truck = (x, y, k, c = O) =>
  place(
    x,
    y,
    k,
    R(0, 0, 82, 54, 7, c) +
      bar(12, 14, 40, W, 6) +
      bar(12, 26, 26, W, 6) +
      Pa("M86 14h22l16 20v20H86z", N1) +
      Pa("M92 20h13l10 13H92z", tint(S, 0.35)) +
      R(0, 50, 124, 8, 4, N2) +
      C(24, 60, 11, N0) +
      C(24, 60, 4.5, L1) +
      C(102, 60, 11, N0) +
      C(102, 60, 4.5, L1),
  );
const bus = (x, y, k) =>
  place(
    x,
    y,
    k,
    R(0, 0, 150, 62, 12, A) +
      R(0, 40, 150, 8, 0, O) +
      [0, 1, 2, 3].map((i) => R(12 + i * 28, 10, 22, 20, 4, tint(S, 0.4))).join("") +
      R(126, 10, 16, 30, 4, tint(S, 0.4)) +
      C(32, 64, 11, N0) +
      C(32, 64, 4.5, L1) +
      C(118, 64, 11, N0) +
      C(118, 64, 4.5, L1),
  );
// Tower block with a window grid (pattern keeps the file small).
function tower(x, y, w, h, c = N2, win = tint(S, 0.45)) {
  const id = define(
    `w${win.slice(1)}`,
    (id) =>
      `<pattern id="${id}" width="14" height="16" patternUnits="userSpaceOnUse"><rect x="4" y="4" width="6" height="8" rx="1" fill="${win}"/></pattern>`,
  );
  return (
    R(x, y, w, h, 4, c) +
    R(x + 6, y + 10, w - 12, h - 16, 0, `url(#${id})`) +
    R(x - 4, y - 6, w + 8, 8, 3, shade(c, 0.25))
  );
}
// Hospital block: sign on the roof, window grid, canopy over the entrance.
function hospital(x, y, w, h) {
  const win = tint(S, 0.45);
  const id = define(
    `w${win.slice(1)}`,
    (id) =>
      `<pattern id="${id}" width="14" height="16" patternUnits="userSpaceOnUse"><rect x="4" y="4" width="6" height="8" rx="1" fill="${win}"/></pattern>`,
  );
  const top = y + 64;
  return (
    card(x, top, w, h - 64, 10) +
    Pa(topRound(x, top, w, 16, 10), T) +
    R(x + 14, top + 28, w - 28, h - 64 - 100, 0, `url(#${id})`) +
    R(x + w / 2 - 30, y + h - 56, 60, 10, 5, T) +
    R(x + w / 2 - 20, y + h - 46, 40, 46, 4, tint(S, 0.3)) +
    St(`M${num(x + w / 2)} ${num(y + h - 44)}v44`, W, 2) +
    R(x + w / 2 - 30, y, 60, 56, 14, T) +
    ico("cross", x + w / 2 - 17, y + 11, 34, W) +
    St(`M${num(x - 20)} ${num(y + h)}h${num(w + 40)}`, RULE, 3)
  );
}
const school = (x, y, w, h) =>
  Pa(
    M([
      [x - 10, y + 40],
      [x + w / 2, y],
      [x + w + 10, y + 40],
    ]) + "Z",
    O,
  ) +
  R(x, y + 38, w, h - 38, 4, W) +
  St(`M${num(x + w / 2)} ${num(y)}v-36`, N1, 3) +
  Pa(`M${num(x + w / 2)} ${num(y - 36)}h26l-7 8 7 8h-26z`, T) +
  C(x + w / 2, y + 60, 13, tint(A, 0.4)) +
  Ring(x + w / 2, y + 60, 13, A, 3) +
  [0, 1, 3, 4].map((i) => R(x + 12 + i * ((w - 24) / 5), y + 92, (w - 24) / 5 - 10, 22, 4, tint(S, 0.45))).join("") +
  R(x + w / 2 - 14, y + h - 36, 28, 36, 4, N2);
const database = (cx, y, w, h, c = N2, top = S) =>
  Pa(
    `M${num(cx - w / 2)} ${num(y)}V${num(y + h)}A${num(w / 2)} ${num(w * 0.17)} 0 0 0 ${num(cx + w / 2)} ${num(y + h)}V${num(y)}Z`,
    c,
  ) +
  St(
    `M${num(cx - w / 2)} ${num(y + h / 2)}A${num(w / 2)} ${num(w * 0.17)} 0 0 0 ${num(cx + w / 2)} ${num(y + h / 2)}`,
    top,
    3,
    { opacity: 0.5 },
  ) +
  E(cx, y, w / 2, w * 0.17, top) +
  C(cx + w * 0.28, y + h * 0.35, 4, T) +
  C(cx + w * 0.28, y + h * 0.8, 4, O);
// Robot-ish assistant head.
const botHead = (cx, cy, s, c = W) =>
  St(`M${num(cx)} ${num(cy - s * 0.6)}v${num(-s * 0.22)}`, c, s * 0.06) +
  C(cx, cy - s * 0.86, s * 0.08, O) +
  R(cx - s * 0.62, cy - s * 0.6, s * 1.24, s * 1.05, s * 0.3, c) +
  R(cx - s * 0.48, cy - s * 0.44, s * 0.96, s * 0.66, s * 0.2, N1) +
  R(cx - s * 0.28, cy - s * 0.3, s * 0.12, s * 0.22, s * 0.06, T) +
  R(cx + s * 0.16, cy - s * 0.3, s * 0.12, s * 0.22, s * 0.06, T) +
  St(`M${num(cx - s * 0.14)} ${num(cy + 0.04 * s)}q${num(s * 0.14)} ${num(s * 0.1)} ${num(s * 0.28)} 0`, T, s * 0.05);
// Map pin marker.
const marker = (cx, tipY, s, c = O) =>
  Pa(
    `M${num(cx)} ${num(tipY)}c${num(-s * 0.55)}-${num(s * 0.6)}-${num(s)}-${num(s * 1.05)}-${num(s)}-${num(s * 1.6)}a${num(s)} ${num(s)} 0 0 1 ${num(s * 2)} 0c0 ${num(s * 0.55)}-${num(s * 0.45)} ${num(s)}-${num(s)} ${num(s * 1.6)}z`,
    c,
  ) + C(cx, tipY - s * 1.6, s * 0.42, W);
function qr(x, y, s, seed, c = N1) {
  const n = 11,
    u = s / n,
    rnd = seeded(seed);
  let d = "";
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const finder = (i < 4 && j < 4) || (i > 6 && j < 4) || (i < 4 && j > 6);
      if (!finder && rnd() < 0.48) d += `M${num(x + i * u)} ${num(y + j * u)}h${num(u)}v${num(u)}h${num(-u)}z`;
    }
  const fnd = (i, j) =>
    R(x + i * u, y + j * u, 3 * u, 3 * u, u * 0.5, "none", { stroke: c, "stroke-width": u * 0.7 }) +
    R(x + (i + 1) * u, y + (j + 1) * u, u, u, 0.5, c);
  return Pa(d, c) + fnd(0.35, 0.35) + fnd(7.65, 0.35) + fnd(0.35, 7.65);
}
function barcode(x, y, w, h, seed = 3) {
  const rnd = seeded(seed);
  let d = "",
    cx = x;
  while (cx < x + w - 3) {
    const bw = rnd() < 0.35 ? 3.5 : 1.6;
    d += `M${num(cx + bw / 2)} ${num(y)}v${num(h)}`;
    cx += bw + 2.4 + (rnd() < 0.3 ? 1.6 : 0);
  }
  return St(d, N1, 1.6);
}

// ── Charts ──────────────────────────────────────────────────────────────────
const columns = (x, y, w, h, vals, colors, o = {}) => K.columns(x, y, w, h, vals, colors, { spread: 0.36, ...o });
const trend = (x, y, w, h, vals, c, o = {}) => K.trend(x, y, w, h, vals, c, o, { op: 0.15, halo: [9, 0.22], dot: 4.5 });
const gridlines = (x, y, w, h, n, c = L1) =>
  St(Array.from({ length: n }, (_, i) => `M${num(x)} ${num(y + (h * i) / (n - 1))}h${num(w)}`).join(""), c, 1.5);
const donut = (cx, cy, r, sw, segs, track = DARK ? N2 : L1) => K.donut(cx, cy, r, sw, segs, track, 2);
const ring = (cx, cy, r, sw, v, c, track) => donut(cx, cy, r, sw, [[v, c]], track);
const funnel = (cx, y, w, h, colors) => K.funnel(cx, y, w, h, colors, { gap: 8, taper: 0.7, sw: 4 });
function gauge(cx, cy, r, v, sw = 14) {
  const arc = (a0, a1) => {
    const [x0, y0] = polar(cx, cy, r, a0),
      [x1, y1] = polar(cx, cy, r, a1);
    return `M${num(x0)} ${num(y0)}A${r} ${r} 0 0 1 ${num(x1)} ${num(y1)}`;
  };
  const [nx, ny] = polar(cx, cy, r * 0.7, 180 + 180 * v);
  return (
    St(arc(180, 360), L1, sw) +
    St(arc(180, 180 + 180 * v), T, sw) +
    Pl(
      [
        [cx, cy],
        [nx, ny],
      ],
      N1,
      4,
    ) +
    C(cx, cy, 7, N1) +
    C(cx, cy, 3, W)
  );
}
// Horizontal progress track.
const meter = (x, y, w, v, c, h = 8, track = L1) => bar(x, y, w, track, h) + bar(x, y, Math.max(h, w * v), c, h);
// Line chart over n gridlines.
const lineChart = (x, y, w, h, n, vals, c) => gridlines(x, y, w, h, n) + trend(x, y, w, h, vals, c);

// ── Frames ──────────────────────────────────────────────────────────────────
function browser(x, y, w, h, fn, o = {}) {
  const top = 26;
  let s = card(x, y, w, h, 12, o.dark ? N1 : W) + Pa(topRound(x, y, w, top, 12), o.dark ? N2 : L1);
  s += C(x + 16, y + 13, 3.6, O) + C(x + 28, y + 13, 3.6, A) + C(x + 40, y + 13, 3.6, T);
  if (w > 240) s += R(x + 56, y + 7.5, Math.min(w * 0.4, 220), 11, 5.5, o.dark ? N1 : W);
  return s + (fn ? fn(x, y + top, w, h - top) : "");
}
function phone(x, y, w, h, fn, o = {}) {
  const r = Math.round(w * 0.15),
    b = 5;
  let s = card(x, y, w, h, r, N0, { dy: 8 }) + R(x + b, y + b, w - 2 * b, h - 2 * b, r - b, o.screen ?? W);
  s += R(x + w / 2 - w * 0.13, y + b + 5, w * 0.26, 6, 3, N0);
  return s + (fn ? fn(x + b, y + b + 18, w - 2 * b, h - 2 * b - 22) : "");
}
function tablet(x, y, w, h, fn) {
  const s = card(x, y, w, h, 18, N0, { dy: 8 }) + R(x + 10, y + 10, w - 20, h - 20, 9, W);
  return s + (fn ? fn(x + 10, y + 10, w - 20, h - 20) : "");
}
// Admin layout: navy side rail, header, then fn(main area).
function shell(x, y, w, h, acc, fn, o = {}) {
  const sw = o.rail ?? Math.round(Math.min(150, w * 0.19));
  let s = Pa(`M${num(x)} ${num(y)}h${sw}v${num(h)}H${num(x + 12)}a12 12 0 0 1-12-12z`, N1);
  s += C(x + 18, y + 20, 6, acc) + bar(x + 30, y + 17, sw * 0.42, COPYD);
  const icons = o.icons ?? ["home", "chart", "list", "user", "gear"];
  icons.forEach((nm, i) => {
    const yy = y + 50 + i * 28;
    const on = i === (o.active ?? 1);
    if (on) s += R(x + 8, yy - 8, sw - 16, 24, 7, N2);
    s +=
      ico(nm, x + 16, yy - 4, 14, on ? W : MUTE, on ? acc : MUTE) +
      bar(x + 38, yy + 1, sw * (0.3 + (i % 3) * 0.1), on ? W : COPYD, 5);
  });
  const mx = x + sw + 18,
    mw = w - sw - 36;
  s +=
    bar(mx, y + 16, mw * 0.2, N1, 9) +
    R(mx + mw * 0.52, y + 10, mw * 0.3, 20, 10, L0) +
    ico("search", mx + mw * 0.52 + 8, y + 14, 12, COPY, COPY);
  s += face(mx + mw - 11, y + 20, 11, o.face ?? 2);
  return s + fn(mx, y + 44, mw, h - 58);
}
const kpi = (x, y, w, h, c, icon = "chart", v = 0.5) =>
  R(x, y, w, h, 9, L0) +
  chipIcon(x + 10, y + 10, 22, icon, c) +
  pill(x + w - 42, y + 14, 32, c, 12) +
  bar(x + 10, y + h - 26, w * (0.3 + v * 0.3), N1, 10) +
  bar(x + 10, y + h - 12, w * 0.38, COPY, 5);
// KPI cards 70 high sharing the width w, 12 apart; cards are [colour, icon, value].
function kpiRow(x, y, w, cards) {
  const kw = (w - 12 * (cards.length - 1)) / cards.length;
  return cards.map(([c, icon, v], i) => kpi(x + i * (kw + 12), y, kw, 70, c, icon, v)).join("");
}
// Light panel with a title bar tw long.
const panel = (x, y, w, h, tw) => R(x, y, w, h, 10, L0) + bar(x + 14, y + 14, tw, N2, 7);
// Table rows: dot or face, two copy bars, a status pill.
function rows(x, y, w, n, o = {}) {
  const ink = inkPad();
  let s = "";
  const gap = o.gap ?? 30,
    st = o.status ?? [T, A, T, O, S, T];
  for (let i = 0; i < n; i++) {
    const yy = y + i * gap;
    if (o.stripe && i % 2 === 0) s += R(x - 8, yy - 8, w + 16, gap - 4, 6, L0);
    if (o.faces) s += face(x + 10, yy + 3, 10, i + (o.faceOffset ?? 0));
    else if (o.icon) s += chipIcon(x, yy - 7, 20, o.icon, st[i % st.length]);
    else s += C(x + 5, yy + 3, 5, tint(st[i % st.length], 0.35));
    const tx = x + (o.faces || o.icon ? 30 : 18);
    s += ink.bar(tx, yy, w * [0.24, 0.3, 0.2, 0.27][i % 4], N2, 6);
    if (o.mid !== false) s += ink.bar(x + w * 0.46, yy, w * [0.14, 0.1, 0.16, 0.12][i % 4], COPY, 6);
    if (o.amount) s += ink.bar(x + w * 0.66, yy, w * 0.1, N1, 6);
    s += pill(x + w - 54, yy - 4, 54, st[i % st.length]);
  }
  return s + ink.out();
}
function calendarGrid(x, y, w, h, acc = O, o = {}) {
  const head = 34;
  let s = card(x, y, w, h, 12) + Pa(topRound(x, y, w, head, 12), acc) + bar(x + 16, y + 14, w * 0.34, W, 7);
  s += C(x + w - 38, y + 17, 4, W, { opacity: 0.6 }) + C(x + w - 22, y + 17, 4, W);
  const cols = 7,
    rowsN = 5,
    p = 12,
    gap = 5,
    cw = (w - 2 * p - gap * (cols - 1)) / cols,
    ch = (h - head - 2 * p - gap * (rowsN - 1)) / rowsN;
  const gx = x + p,
    gy = y + head + p;
  const id = define(
    `cal${num(gx)}_${num(gy)}`,
    (id) =>
      `<pattern id="${id}" x="${num(gx)}" y="${num(gy)}" width="${num(cw + gap)}" height="${num(ch + gap)}" patternUnits="userSpaceOnUse">${R(0, 0, cw, ch, 5, L0)}</pattern>`,
  );
  s += R(gx, gy, w - 2 * p, h - head - 2 * p, 0, `url(#${id})`);
  const at = (k) => [gx + (k % cols) * (cw + gap), gy + Math.floor(k / cols) * (ch + gap)];
  for (const k of o.dots ?? [3, 9, 11, 19, 24]) {
    const [cx, cy] = at(k);
    s += C(cx + cw / 2, cy + ch / 2, 2.6, T);
  }
  const [hx, hy] = at(o.hi ?? 16);
  return s + R(hx, hy, cw, ch, 5, acc) + C(hx + cw / 2, hy + ch / 2, 2.6, W);
}
function stepper(x, y, w, n, done, c = T) {
  let s =
    St(`M${num(x)} ${num(y)}h${num(w)}`, L1, 4) + St(`M${num(x)} ${num(y)}h${num((w * (done - 1)) / (n - 1))}`, c, 4);
  for (let i = 0; i < n; i++) {
    const cx = x + (w * i) / (n - 1);
    s +=
      i < done
        ? C(cx, y, 9, c) +
          Pl(
            [
              [cx - 3.5, y],
              [cx - 1, y + 3],
              [cx + 4, y - 3],
            ],
            W,
            2.2,
          )
        : C(cx, y, 8, W, { stroke: L1, "stroke-width": 3 });
  }
  return s;
}
// Chat bubble; side "l" (incoming) or "r" (outgoing).
function bubble(x, y, w, lines, side = "l", o = {}) {
  const h = 16 + lines * 12;
  const fill = o.fill ?? (side === "l" ? (DARK ? N2 : L0) : (o.acc ?? N1));
  const rr = side === "l" ? [14, 14, 14, 4] : [14, 14, 4, 14];
  let s = Pa(roundRect(x, y, w, h, rr), fill);
  for (let i = 0; i < lines; i++)
    s += bar(
      x + 12,
      y + 11 + i * 12,
      (w - 24) * (i === lines - 1 && lines > 1 ? 0.6 : 1),
      side === "l" ? (DARK ? COPYD : i === 0 && o.title ? N2 : COPY) : i === 0 ? W : COPYD,
      6,
    );
  return s;
}
function roundRect(x, y, w, h, [a, b, c, d]) {
  return `M${num(x + a)} ${num(y)}H${num(x + w - b)}a${b} ${b} 0 0 1 ${b} ${b}V${num(y + h - c)}a${c} ${c} 0 0 1-${c} ${c}H${num(x + d)}a${d} ${d} 0 0 1-${d}-${d}V${num(y + a)}a${a} ${a} 0 0 1 ${a}-${a}Z`;
}
// Picture placeholder: sky, sun, two hills.
function picture(x, y, w, h, o = {}) {
  const bot = `V${num(y + h)}H${num(x)}Z`;
  return (
    R(x, y, w, h, 0, o.sky ?? tint(S, 0.7)) +
    C(x + w * 0.74, y + h * 0.3, Math.min(w, h) * 0.12, A) +
    Pa(
      `M${num(x)} ${num(y + h * 0.74)}Q${num(x + w * 0.35)} ${num(y + h * 0.28)} ${num(x + w * 0.72)} ${num(y + h * 0.62)}T${num(x + w)} ${num(y + h * 0.6)}${bot}`,
      o.c2 ?? tint(T, 0.45),
    ) +
    Pa(
      `M${num(x)} ${num(y + h * 0.86)}Q${num(x + w * 0.4)} ${num(y + h * 0.56)} ${num(x + w)} ${num(y + h * 0.82)}${bot}`,
      o.c1 ?? T,
    )
  );
}
// Simple street map with a route and pins; route points in 0..1 of the panel.
function mapPanel(x, y, w, h, o = {}) {
  const rx = (u) => x + u * w,
    ry = (v) => y + v * h;
  let s = R(x, y, w, h, o.r ?? 10, MAP);
  s += Pa(
    `M${num(rx(0.62))} ${num(ry(0.08))}h${num(w * 0.22)}a10 10 0 0 1 10 10v${num(h * 0.18)}a10 10 0 0 1-10 10h${num(-w * 0.22)}a10 10 0 0 1-10-10v${num(-h * 0.18)}a10 10 0 0 1 10-10z`,
    tint(T, 0.62),
  );
  s += R(rx(0.08), ry(0.62), w * 0.22, h * 0.22, 8, tint(T, 0.62));
  s += St(
    `M${num(x)} ${num(ry(0.36))}C${num(rx(0.3))} ${num(ry(0.28))} ${num(rx(0.5))} ${num(ry(0.56))} ${num(x + w)} ${num(ry(0.46))}`,
    tint(S, 0.45),
    9,
    { "stroke-linecap": "butt" },
  );
  let roads = "";
  for (const u of o.cols ?? [0.2, 0.45, 0.78]) roads += `M${num(rx(u))} ${num(y)}v${num(h)}`;
  for (const v of o.rows ?? [0.18, 0.55, 0.82]) roads += `M${num(x)} ${num(ry(v))}h${num(w)}`;
  s += St(roads, W, 6, { "stroke-linecap": "butt" });
  if (o.route) {
    const pts = o.route.map(([u, v]) => [rx(u), ry(v)]);
    s += Pl(pts, o.rc ?? O, 4.5) + C(...pts[0], 6, W, { stroke: o.rc ?? O, "stroke-width": 3 });
    const [ex, ey] = pts[pts.length - 1];
    s += marker(ex, ey, 10, o.rc ?? O);
  }
  for (const [u, v, c] of o.pins ?? []) s += marker(rx(u), ry(v), 8, c);
  return s;
}

// ── Backdrop ────────────────────────────────────────────────────────────────
function backdrop(w, h, o) {
  const dk = !!o.dark;
  const [bx, by, br] = o.blob ?? [w / 2, h / 2, h * 0.42];
  const [dx, dy, dw, dh] = o.dots ?? [w * 0.62, 20, w * 0.32, h * 0.3];
  const defs = `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="1.6" fill="${dk ? "#2a3a74" : "#d2d9ec"}"/></pattern>`;
  let s = R(0, 0, w, h, 0, dk ? N0 : L0) + R(dx, dy, dw, dh, 0, "url(#p)") + C(bx, by, br, dk ? N1 : L1);
  const bits = [
    (x, y) => Ring(x, y, 7, O, 3),
    (x, y) => St(`M${x - 6} ${y}h12M${x} ${y - 6}v12`, T, 3),
    (x, y) => C(x, y, 5, A),
    (x, y) => turn(20, x, y, R(x - 5, y - 5, 10, 10, 2.5, S)),
  ];
  const spots = o.spots ?? [
    [0.05, 0.1],
    [0.96, 0.12],
    [0.95, 0.9],
    [0.04, 0.9],
  ];
  spots.forEach(([u, v], i) => (s += bits[(i + (o.k ?? 0)) % 4](Math.round(u * w), Math.round(v * h))));
  return { defs, s };
}

// ── Output: fold repeated strokes, turn repeated paint into classes ────────
function foldStrokes(body) {
  const re = /<path d="([^"]*)" fill="none"((?: (?:stroke|stroke-width|stroke-dasharray|opacity)="[^"]*")+)\/>/g;
  let out = "",
    last = 0,
    prev = null;
  for (const m of body.matchAll(re)) {
    const between = body.slice(last, m.index);
    if (prev && between === "" && prev.a === m[2]) prev.d += m[1];
    else {
      out += (prev ? `<path d="${prev.d}" fill="none"${prev.a}/>` : "") + between;
      prev = { d: m[1], a: m[2] };
    }
    last = m.index + m[0].length;
  }
  return out + (prev ? `<path d="${prev.d}" fill="none"${prev.a}/>` : "") + body.slice(last);
}
const PAINT = new Set(["fill", "stroke", "stroke-width", "stroke-dasharray", "opacity", "stroke-linecap", "filter"]);
function classes(body) {
  const TAG = /<(rect|circle|ellipse|path|use)((?: [a-z-]+="[^"]*")*)\/>/g;
  const split = (attrs) => {
    const paint = [],
      rest = [];
    for (const m of attrs.matchAll(/ ([a-z-]+)="([^"]*)"/g)) (PAINT.has(m[1]) ? paint : rest).push(m);
    return { key: paint.map((m) => `${m[1]}:${m[2]}`).join(";"), rest: rest.map((m) => m[0]).join("") };
  };
  const freq = new Map();
  for (const m of body.matchAll(TAG)) {
    const { key } = split(m[2]);
    if (key) freq.set(key, (freq.get(key) ?? 0) + 1);
  }
  const names = new Map();
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const nameOf = (i) => (i < 52 ? letters[i] : letters[Math.floor(i / 52) - 1] + letters[i % 52]);
  [...freq]
    .filter(([k, n]) => n * (k.length + 4) > k.length + 8 + n * 11)
    .sort((a, b) => b[1] - a[1])
    .forEach(([k]) => names.set(k, nameOf(names.size)));
  const out = body.replace(TAG, (m, t, attrs) => {
    const { key, rest } = split(attrs);
    return names.has(key) ? `<${t}${rest} class="${names.get(key)}"/>` : m;
  });
  return names.size ? `<style>${[...names].map(([k, n]) => `.${n}{${k}}`).join("")}</style>${out}` : out;
}

// #aabbcc -> #abc where exact; 0.5 -> .5.
const tighten = (svg) =>
  svg.replace(/#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3\b/g, "#$1$2$3").replace(/([^\d.])0\.(\d)/g, "$1.$2");

function scene(rel, w, h, o, draw) {
  DARK = !!o.dark;
  DEFS = new Map();
  IDS.clear();
  const bg = backdrop(w, h, o);
  const body = draw();
  const inner = classes(foldStrokes(`<defs>${bg.defs}${[...DEFS.values()].join("")}</defs>${bg.s}${body}`));
  writeSvg(rel, w, h, tighten(inner));
}

// ── Phone screens (drawn below the status bar: x, y, w, h) ──────────────────
const head = (x, y, w, k = 0.42, back = false) =>
  (back
    ? Pl(
        [
          [x + 16, y + 1],
          [x + 11, y + 6],
          [x + 16, y + 11],
        ],
        N1,
        2.4,
      )
    : "") +
  bar(x + (back ? 26 : 12), y + 2, w * k, N1, 8) +
  C(x + w - 18, y + 6, 8, L0);

function productScreen(x, y, w, h, acc = O) {
  const ih = h * 0.4;
  let s = R(x + 8, y, w - 16, ih, 12, tint(A, 0.62)) + C(x + w / 2, y + ih * 0.52, ih * 0.36, tint(A, 0.3));
  s += jar(x + w / 2 - ih * 0.2, y + ih * 0.86, ih * 0.24, A) + jar(x + w / 2 + ih * 0.12, y + ih * 0.88, ih * 0.32, O);
  s += C(x + w - 26, y + 18, 11, W) + ico("heart", x + w - 33, y + 11, 14, O, O);
  const ty = y + ih + 14;
  s += bar(x + 12, ty, w * 0.62, N1, 9) + stars(x + 10, ty + 16, 4, 5, 5) + bar(x + 12, ty + 36, w * 0.28, acc, 10);
  const vw = (w - 24) / 3;
  for (let i = 0; i < 3; i++)
    s +=
      R(x + 12 + i * vw, ty + 58, vw - 6, 24, 8, i === 1 ? N1 : L0) +
      bar(x + 22 + i * vw, ty + 67, vw - 26, i === 1 ? W : COPY, 6);
  s += bars(x + 12, ty + 98, [w * 0.8, w * 0.72, w * 0.5], COPY, 5, 11);
  s +=
    R(x + 12, y + h - 36, 40, 28, 14, L0) +
    ico("heart", x + 24, y + h - 29, 14, N2, N2) +
    button(x + 58, y + h - 36, w - 70, 28, acc, w * 0.3);
  return s;
}
function checkoutScreen(x, y, w, h, acc = O) {
  const p = 10,
    small = h < 300;
  let s = head(x, y, w, 0.36, true);
  let yy = y + 24;
  const items = small ? 1 : 2;
  for (let i = 0; i < items; i++, yy += 38)
    s +=
      R(x + p, yy, 30, 30, 8, tint([O, A][i], 0.75)) +
      jar(x + p + 15, yy + 26, 12, [O, A][i]) +
      bar(x + p + 38, yy + 6, w * 0.34, N2, 6) +
      bar(x + p + 38, yy + 18, w * 0.2, COPY, 5) +
      bar(x + w - p - 24, yy + 11, 24, N1, 6);
  s +=
    St(`M${num(x + p)} ${num(yy)}h${num(w - 2 * p)}`, L1, 1.5) +
    bar(x + p, yy + 10, w * 0.24, COPY, 6) +
    bar(x + w - p - 36, yy + 9, 36, N1, 8);
  yy += 32;
  const opts = [
    ["phone", T],
    ["bank", S],
    ["rupee", A],
  ];
  opts.forEach(([nm, c], i) => {
    const sel = i === 0,
      oy = yy + i * 34;
    s += R(x + p, oy, w - 2 * p, 28, 8, sel ? tint(acc, 0.9) : W, { stroke: sel ? acc : L1, "stroke-width": 1.5 });
    s +=
      C(x + p + 13, oy + 14, 5.5, W, { stroke: sel ? acc : RULE, "stroke-width": 2 }) +
      (sel ? C(x + p + 13, oy + 14, 2.6, acc) : "");
    s += chipIcon(x + p + 26, oy + 4, 20, nm, c) + bar(x + p + 54, oy + 11, w * 0.3, sel ? N1 : N2, 6);
    if (sel) s += pill(x + w - p - 38, oy + 7, 30, T, 13);
  });
  yy += 3 * 34 + 6;
  if (yy + 20 < y + h - 40)
    s +=
      R(x + p, yy, w - 2 * p, 24, 8, tint(T, 0.85)) +
      ico("check", x + p + 6, yy + 4, 16, T, W) +
      bar(x + p + 28, yy + 9, w * 0.44, T, 6);
  return s + button(x + p, y + h - 34, w - 2 * p, 28, acc, w * 0.3);
}
function doctorCard(x, y, w, h, i, c = T) {
  let s = card(x, y, w, h, 10, W, { dy: 4 }) + face(x + 26, y + 28, 16, i);
  s += bar(x + 50, y + 17, w * 0.42, N1, 7) + bar(x + 50, y + 30, w * 0.3, COPY, 5);
  s += stars(x + 10, y + 50, 5 - (i % 2), 5, 4.5) + pill(x + w - 56, y + 50, 46, [T, S, A][i % 3], 12);
  if (h > 116) s += bars(x + 10, y + 72, [w * 0.7, w * 0.46], COPY, 5, 11);
  if (h > 90) s += button(x + 10, y + h - 28, w - 20, 20, c, w * 0.3);
  return s;
}
function apptScreen(x, y, w, h, acc = T) {
  let s = head(x, y, w, 0.4, true);
  s +=
    card(x + 10, y + 26, w - 20, 64, 10, L0, { flat: true }) +
    face(x + 34, y + 58, 15, 1) +
    bar(x + 56, y + 46, w * 0.38, N1, 7) +
    bar(x + 56, y + 60, w * 0.26, COPY, 5) +
    pill(x + 56, y + 70, 44, T, 11);
  const cy = y + 104;
  s += bar(x + 12, cy, w * 0.3, N2, 6);
  for (let i = 0; i < 5; i++) {
    const cw = (w - 24) / 5;
    s +=
      R(x + 12 + i * cw, cy + 14, cw - 6, 40, 9, i === 2 ? acc : L0) +
      bar(x + 18 + i * cw, cy + 22, cw - 18, i === 2 ? W : COPY, 5) +
      bar(x + 20 + i * cw, cy + 35, cw - 22, i === 2 ? W : N2, 8);
  }
  const sy = cy + 70;
  s += bar(x + 12, sy, w * 0.26, N2, 6);
  for (let i = 0; i < 6; i++) {
    const sw = (w - 24) / 3;
    const on = i === 4,
      off = i === 1;
    s +=
      R(x + 12 + (i % 3) * sw, sy + 14 + Math.floor(i / 3) * 30, sw - 6, 24, 8, on ? N1 : W, {
        stroke: on ? N1 : L1,
        "stroke-width": 1.5,
      }) + bar(x + 20 + (i % 3) * sw, sy + 23 + Math.floor(i / 3) * 30, sw - 22, on ? W : off ? L1 : N2, 6);
  }
  if (sy + 90 < y + h - 44) s += bars(x + 12, sy + 92, [w * 0.7, w * 0.5], COPY, 5, 11);
  return s + button(x + 10, y + h - 34, w - 20, 28, acc, w * 0.36);
}
function langScreen(x, y, w, h) {
  const ink = inkPad();
  let s = head(x, y, w, 0.34);
  s +=
    R(x + 12, y + 24, w - 24, 30, 15, L0) +
    R(x + 14, y + 26, (w - 28) / 2, 26, 13, T) +
    ink.bar(x + 30, y + 36, (w - 28) / 2 - 32, W, 6) +
    ink.bar(x + w / 2 + 16, y + 36, (w - 28) / 2 - 32, COPY, 6);
  for (let i = 0, yy = y + 68; yy + 44 < y + h; i++, yy += 52) {
    const c = [T, S, O, A][i % 4];
    s +=
      R(x + 10, yy, w - 20, 44, 10, L0) +
      chipIcon(x + 18, yy + 8, 28, ["doc", "calendar", "tube", "heart"][i % 4], c) +
      ink.bar(x + 54, yy + 12, w * 0.4, N2, 6) +
      ink.bar(x + 54, yy + 25, w * 0.26, COPY, 5);
    s += ico("upload", x + w - 34, yy + 14, 16, N2, c);
  }
  return s + ink.out();
}

// TezMove driver app
function tripScreen(x, y, w, h) {
  const ink = inkPad();
  let s = head(x, y, w, 0.3);
  s +=
    R(x + 10, y + 24, w - 20, 64, 12, N1) +
    ink.bar(x + 22, y + 36, w * 0.3, COPYD, 5) +
    ink.bar(x + 22, y + 49, w * 0.42, W, 10) +
    meter(x + 22, y + 70, w - 60, 0.62, O, 6, N2) +
    ico("truck", x + w - 40, y + 34, 20, W, O);
  let yy = y + 104;
  for (let i = 0; yy + 40 < y + h; i++, yy += 46) {
    if (i) s += St(`M${num(x + 22)} ${num(yy - 32)}v${26}`, L1, 2.5, dash("2 5"));
    s +=
      i < 2
        ? C(x + 22, yy + 10, 9, T) +
          Pl(
            [
              [x + 18, yy + 10],
              [x + 21, yy + 13],
              [x + 26, yy + 7],
            ],
            W,
            2,
          )
        : C(x + 22, yy + 10, 8, W, { stroke: i === 2 ? O : RULE, "stroke-width": 3 });
    s +=
      ink.bar(x + 40, yy + 2, w * [0.44, 0.36, 0.48][i % 3], i === 2 ? N1 : N2, 6) +
      ink.bar(x + 40, yy + 14, w * 0.3, COPY, 5);
    s += i === 2 ? pill(x + w - 56, yy + 2, 44, O, 13) : "";
  }
  return s + ink.out();
}
function navScreen(x, y, w, h) {
  let s = mapPanel(x, y, w, h - 92, {
    r: 0,
    route: [
      [0.3, 0.92],
      [0.3, 0.55],
      [0.56, 0.55],
      [0.56, 0.18],
      [0.72, 0.18],
    ],
    pins: [[0.2, 0.42, T]],
  });
  s +=
    R(x + 10, y + 10, w - 20, 40, 10, N1) +
    ico("swap", x + 20, y + 18, 22, W, O) +
    bar(x + 52, y + 18, w * 0.42, W, 8) +
    bar(x + 52, y + 31, w * 0.28, COPYD, 5);
  const by = y + h - 84;
  s +=
    R(x, by - 8, w, 92, 14, W) +
    bar(x + 14, by + 6, w * 0.36, N1, 9) +
    bar(x + 14, by + 22, w * 0.52, COPY, 6) +
    chipIcon(x + w - 46, by, 32, "phone", T);
  s += button(x + 12, by + 40, w - 24, 30, O, w * 0.36);
  return s;
}
function podScreen(x, y, w, h) {
  let s = head(x, y, w, 0.38, true);
  const ph = Math.min(150, h * 0.4);
  s += R(x + 10, y + 24, w - 20, ph, 12, N1) + carton(x + w / 2, y + 24 + ph * 0.2, ph * 0.26, A);
  s += St(
    `M${num(x + 22)} ${num(y + 46)}v-10h10M${num(x + w - 32)} ${num(y + 36)}h10v10M${num(x + w - 22)} ${num(y + 12 + ph)}v10h-10M${num(x + 32)} ${num(y + 22 + ph)}h-10v-10`,
    W,
    3,
  );
  let yy = y + 36 + ph;
  s += bar(x + 12, yy, w * 0.3, N2, 6);
  const bw = (w - 24 - 18) / 4;
  for (let i = 0; i < 4; i++)
    s +=
      R(x + 12 + i * (bw + 6), yy + 14, bw, 32, 8, i < 3 ? W : L0, { stroke: i === 3 ? O : L1, "stroke-width": 1.5 }) +
      (i < 3 ? C(x + 12 + i * (bw + 6) + bw / 2, yy + 30, 4, N1) : "");
  yy += 60;
  if (yy + 50 < y + h - 40)
    s +=
      R(x + 12, yy, w - 24, 46, 10, L0) +
      St(`M${num(x + 24)} ${num(yy + 30)}c12-22 20 10 30-6s14 14 22-4 16 8 22 0`, N2, 2.2) +
      bar(x + w - 60, yy + 34, 36, COPY, 5);
  return s + button(x + 10, y + h - 34, w - 20, 28, T, w * 0.4);
}
function upiScreen(x, y, w, h) {
  let s = head(x, y, w, 0.36, true);
  s += bar(x + w / 2 - w * 0.2, y + 30, w * 0.4, COPY, 6) + bar(x + w / 2 - w * 0.26, y + 44, w * 0.52, N1, 14);
  const qs = Math.min(w - 60, 120);
  s +=
    R(x + (w - qs) / 2 - 10, y + 72, qs + 20, qs + 20, 12, W, { stroke: L1, "stroke-width": 2 }) +
    qr(x + (w - qs) / 2, y + 82, qs, 11);
  s += R(x + w / 2 - 12, y + 82 + qs / 2 - 12, 24, 24, 6, W) + C(x + w / 2, y + 82 + qs / 2, 7, O);
  const yy = y + 110 + qs;
  s += [T, S, A, O]
    .map((c, i) => C(x + w / 2 - 39 + i * 26, yy + 10, 10, tint(c, 0.7)) + C(x + w / 2 - 39 + i * 26, yy + 10, 4, c))
    .join("");
  if (yy + 40 < y + h - 40)
    s +=
      R(x + 12, yy + 32, w - 24, 26, 8, tint(T, 0.85)) +
      ico("check", x + 18, yy + 37, 16, T, W) +
      bar(x + 40, yy + 42, w * 0.44, T, 6);
  return s + button(x + 10, y + h - 34, w - 20, 28, N1, w * 0.4);
}

// Ankur parent app
function parentHome(x, y, w, h, acc = A) {
  const ink = inkPad();
  let s =
    face(x + 24, y + 10, 12, 3) +
    ink.bar(x + 42, y + 3, w * 0.36, N1, 7) +
    ink.bar(x + 42, y + 14, w * 0.24, COPY, 5) +
    C(x + w - 18, y + 9, 9, L0) +
    ico("bell", x + w - 24, y + 3, 12, N2, O);
  const cy = y + 32;
  s +=
    R(x + 10, cy, w - 20, 84, 14, N1) +
    ring(x + w - 50, cy + 42, 24, 7, 0.92, T, N2) +
    ink.bar(x + w - 62, cy + 39, 24, W, 7);
  s +=
    face(x + 36, cy + 28, 14, 2) +
    ink.bar(x + 58, cy + 20, w * 0.26, W, 8) +
    ink.bar(x + 58, cy + 33, w * 0.18, COPYD, 5) +
    pill(x + 22, cy + 56, 60, acc, 14);
  const qy = cy + 100,
    qw = (w - 20) / 4;
  [
    ["rupee", O],
    ["book", T],
    ["bus", A],
    ["calendar", S],
  ].forEach(
    ([n, c], i) =>
      (s +=
        chipIcon(x + 10 + i * qw + (qw - 34) / 2, qy, 34, n, c) +
        ink.bar(x + 10 + i * qw + (qw - 26) / 2, qy + 42, 26, COPY, 5)),
  );
  for (let i = 0, yy = qy + 62; yy + 42 < y + h && i < 3; i++, yy += 48) {
    const c = [O, T, S][i % 3];
    s +=
      R(x + 10, yy, w - 20, 42, 10, L0) +
      chipIcon(x + 17, yy + 7, 28, ["doc", "check", "bell"][i % 3], c) +
      ink.bar(x + 54, yy + 10, w * 0.42, N2, 6) +
      ink.bar(x + 54, yy + 23, w * 0.28, COPY, 5);
  }
  return s + ink.out();
}
function feeScreen(x, y, w, h) {
  const ink = inkPad();
  let s = head(x, y, w, 0.3, true);
  s +=
    R(x + 10, y + 24, w - 20, 92, 14, tint(A, 0.72)) +
    ink.bar(x + 22, y + 38, w * 0.3, O2, 6) +
    coin(x + w - 44, y + 60, 20);
  s += ink.bar(x + 22, y + 54, w * 0.42, N1, 16) + pill(x + 22, y + 86, 64, O, 15);
  let yy = y + 130;
  for (let i = 0; i < 3; i++, yy += 30)
    s +=
      ink.bar(x + 14, yy, w * [0.4, 0.34, 0.46][i], COPY, 6) +
      ink.bar(x + w - 58, yy, 44, N2, 6) +
      St(`M${num(x + 14)} ${num(yy + 17)}h${num(w - 28)}`, L1, 1.5);
  s +=
    R(x + 10, yy + 2, w - 20, 44, 10, W, { stroke: T, "stroke-width": 1.5 }) +
    chipIcon(x + 18, yy + 10, 28, "refresh", T) +
    ink.bar(x + 54, yy + 12, w * 0.42, N1, 6) +
    ink.bar(x + 54, yy + 25, w * 0.3, COPY, 5);
  s += R(x + w - 52, yy + 14, 32, 18, 9, T) + C(x + w - 29, yy + 23, 7, W);
  return s + ink.out() + button(x + 10, y + h - 34, w - 20, 28, O, w * 0.38);
}
function homeworkScreen(x, y, w, h) {
  const ink = inkPad();
  let s = head(x, y, w, 0.4, true);
  const dw = (w - 20) / 5;
  for (let i = 0; i < 5; i++)
    s +=
      R(x + 10 + i * dw, y + 24, dw - 6, 36, 9, i === 1 ? N1 : L0) +
      ink.bar(x + 16 + i * dw, y + 31, dw - 18, i === 1 ? COPYD : COPY, 5) +
      ink.bar(x + 18 + i * dw, y + 43, dw - 22, i === 1 ? W : N2, 7);
  const subj = [
    [T, "book", 1],
    [O, "doc", 1],
    [S, "calendar", 0],
    [A, "bus", 0],
  ];
  for (let i = 0, yy = y + 80; yy + 52 < y + h && i < 4; i++, yy += 62) {
    const [c, n, done] = subj[i];
    s +=
      card(x + 10, yy, w - 20, 50, 10, W, { dy: 3 }) +
      chipIcon(x + 18, yy + 10, 30, n, c) +
      ink.bar(x + 56, yy + 12, w * 0.36, N1, 7) +
      ink.bar(x + 56, yy + 27, w * 0.28, COPY, 5);
    s += done
      ? tick(x + w - 30, yy + 25, 8, T, false)
      : C(x + w - 30, yy + 25, 8, W, { stroke: RULE, "stroke-width": 2.5 });
  }
  return s + ink.out();
}
function busScreen(x, y, w, h) {
  let s = mapPanel(x, y, w, h, {
    r: 0,
    rows: [0.2, 0.5, 0.78],
    cols: [0.25, 0.6],
    route: [
      [0.15, 0.2],
      [0.6, 0.2],
      [0.6, 0.5],
      [0.25, 0.5],
      [0.25, 0.78],
      [0.8, 0.78],
    ],
    rc: A,
    pins: [
      [0.6, 0.5, T],
      [0.25, 0.78, T],
    ],
  });
  s += place(x + w * 0.56 - 22, y + h * 0.35 - 12, 0.3, R(-6, -6, 162, 88, 20, W) + bus(0, 0, 1).slice(0));
  s +=
    R(x + 10, y + h - 96, w - 20, 86, 14, W) +
    chipIcon(x + 20, y + h - 84, 34, "bus", A) +
    bar(x + 64, y + h - 80, w * 0.38, N1, 8) +
    bar(x + 64, y + h - 66, w * 0.26, COPY, 5);
  s +=
    meter(x + 20, y + h - 40, w - 40, 0.7, A, 8) +
    C(x + 20 + (w - 40) * 0.7, y + h - 36, 7, W, { stroke: A, "stroke-width": 3 });
  return s;
}

// Kosh loan app
function eligibilityScreen(x, y, w, h) {
  let s = head(x, y, w, 0.42, true) + stepper(x + 22, y + 34, w - 44, 5, 2, T);
  s += bar(x + 14, y + 56, w * 0.5, N1, 9) + bar(x + 14, y + 71, w * 0.66, COPY, 5);
  s +=
    R(x + 10, y + 88, w - 20, 96, 14, L0) +
    bar(x + w / 2 - w * 0.24, y + 102, w * 0.48, N1, 14) +
    meter(x + 22, y + 132, w - 44, 0.58, T, 8) +
    C(x + 22 + (w - 44) * 0.58, y + 136, 9, W, { stroke: T, "stroke-width": 3 });
  s += bar(x + 22, y + 154, 22, COPY, 5) + bar(x + w - 44, y + 154, 22, COPY, 5);
  const ty = y + 198,
    tw = (w - 32) / 3;
  for (let i = 0; i < 3; i++)
    s +=
      R(x + 10 + i * (tw + 6), ty, tw, 30, 8, i === 1 ? N1 : W, { stroke: i === 1 ? N1 : L1, "stroke-width": 1.5 }) +
      bar(x + 20 + i * (tw + 6), ty + 12, tw - 20, i === 1 ? W : N2, 6);
  if (ty + 100 < y + h - 40)
    s +=
      R(x + 10, ty + 44, w - 20, 52, 12, tint(T, 0.85)) +
      bar(x + 22, ty + 56, w * 0.3, T, 6) +
      bar(x + 22, ty + 70, w * 0.44, N1, 12) +
      ico("rupee", x + w - 42, ty + 58, 20, T, T);
  return s + button(x + 10, y + h - 34, w - 20, 28, N1, w * 0.3);
}
function kycScreen(x, y, w, h) {
  let s = head(x, y, w, 0.3, true) + stepper(x + 22, y + 34, w - 44, 5, 3, T);
  s += C(x + w / 2, y + 100, 40, tint(T, 0.8)) + ico("shield", x + w / 2 - 24, y + 76, 48, T, W);
  s +=
    bar(x + w / 2 - w * 0.3, y + 154, w * 0.6, N1, 9) +
    bar(x + w / 2 - w * 0.36, y + 170, w * 0.72, COPY, 5) +
    bar(x + w / 2 - w * 0.26, y + 181, w * 0.52, COPY, 5);
  let yy = y + 200;
  for (let i = 0; i < 2; i++, yy += 48)
    s +=
      R(x + 10, yy, w - 20, 40, 10, i ? W : tint(S, 0.86), { stroke: i ? L1 : S, "stroke-width": 1.5 }) +
      chipIcon(x + 18, yy + 7, 26, i ? "camera" : "doc", i ? O : S) +
      bar(x + 52, yy + 10, w * 0.4, N2, 6) +
      bar(x + 52, yy + 23, w * 0.26, COPY, 5);
  return s + button(x + 10, y + h - 34, w - 20, 28, N1, w * 0.36);
}
function bankScreen(x, y, w, h) {
  const ink = inkPad();
  let s = head(x, y, w, 0.46, true) + stepper(x + 22, y + 34, w - 44, 5, 4, T);
  s += ink.bar(x + 14, y + 56, w * 0.56, N1, 9) + ink.bar(x + 14, y + 71, w * 0.7, COPY, 5);
  let yy = y + 90;
  [S, O, T, A].forEach((c, i) => {
    const sel = i === 0;
    s +=
      R(x + 10, yy, w - 20, 40, 10, sel ? tint(T, 0.9) : W, { stroke: sel ? T : L1, "stroke-width": 1.5 }) +
      chipIcon(x + 18, yy + 7, 26, "bank", c) +
      ink.bar(x + 52, yy + 12, w * 0.36, N2, 6) +
      ink.bar(x + 52, yy + 24, w * 0.2, COPY, 5);
    s +=
      C(x + w - 28, yy + 20, 7, W, { stroke: sel ? T : RULE, "stroke-width": 2 }) +
      (sel ? C(x + w - 28, yy + 20, 3.5, T) : "");
    yy += 48;
  });
  if (yy + 40 < y + h - 40)
    s +=
      R(x + 10, yy, w - 20, 34, 10, L0) +
      ico("lock", x + 18, yy + 8, 16, N2, W) +
      ink.bars(x + 42, yy + 9, [w * 0.56, w * 0.4], COPY, 5, 10);
  return s + ink.out() + button(x + 10, y + h - 34, w - 20, 28, T, w * 0.3);
}
function longFormScreen(x, y, w, h) {
  let s = bar(x + 12, y + 2, w * 0.5, RULE, 8);
  for (let yy = y + 22; yy + 24 < y + h - 36; yy += 30)
    s += bar(x + 12, yy, w * 0.3, L1, 5) + R(x + 12, yy + 8, w - 24, 16, 4, W, { stroke: L1, "stroke-width": 1.5 });
  return s + R(x + 10, y + h - 30, w - 20, 24, 6, RULE);
}

// PadhaiPro
function handwriting(x, y, w, n, c = N2, seed = 5) {
  const rnd = seeded(seed);
  let d = "";
  for (let i = 0; i < n; i++) {
    let cx = x;
    const yy = y + i * 18,
      end = x + w * (0.6 + rnd() * 0.4);
    d += `M${num(cx)} ${num(yy)}`;
    while (cx < end) {
      const step = 5 + rnd() * 5;
      d += `q${num(step / 2)} ${num(-6 - rnd() * 5)} ${num(step)} 0`;
      cx += step;
      if (rnd() < 0.18) {
        cx += 8;
        d += `m8 0`;
      }
    }
  }
  return St(d, c, 1.8);
}
function captureScreen(x, y, w, h) {
  let s = R(x, y - 18, w, h + 22, 0, N0);
  s += turn(
    -4,
    x + w / 2,
    y + h * 0.4,
    R(x + 18, y + 40, w - 36, h * 0.5, 6, "#fbf8ef") +
      handwriting(x + 30, y + 70, w - 60, 5) +
      Pl(
        [
          [x + 40, y + 40 + h * 0.42],
          [x + 76, y + 40 + h * 0.42],
          [x + 40, y + 40 + h * 0.28],
          [x + 40, y + 40 + h * 0.42],
        ],
        O,
        2,
      ),
  );
  s += St(
    `M${num(x + 10)} ${num(y + 44)}v-16h16M${num(x + w - 26)} ${num(y + 28)}h16v16M${num(x + w - 10)} ${num(y + h * 0.62)}v16h-16M${num(x + 26)} ${num(y + h * 0.62 + 16)}h-16v-16`,
    A,
    3.5,
  );
  s +=
    R(x + 16, y + h * 0.72, w - 32, 28, 14, N1) +
    spark(x + 32, y + h * 0.72 + 14, 7, A) +
    bar(x + 46, y + h * 0.72 + 11, w * 0.46, COPYD, 6);
  s +=
    C(x + w / 2, y + h - 32, 24, W) +
    C(x + w / 2, y + h - 32, 18, W, { stroke: N1, "stroke-width": 3 }) +
    C(x + 36, y + h - 32, 14, N2) +
    ico("book", x + 28, y + h - 40, 16, W, N1);
  return s;
}
function answerScreen(x, y, w, h) {
  let s = head(x, y, w, 0.36, true);
  s +=
    R(x + w - 12 - w * 0.5, y + 24, w * 0.5, 64, 10, "#fbf8ef", { stroke: L1, "stroke-width": 1.5 }) +
    handwriting(x + w - 4 - w * 0.5, y + 44, w * 0.4, 2, N2, 9);
  s += C(x + 24, y + 112, 12, N1) + spark(x + 24, y + 112, 7, A);
  let yy = y + 102;
  s += Pa(roundRect(x + 42, yy, w - 54, h - 150, [14, 14, 14, 4]), L0);
  for (let i = 0; i < 3; i++) {
    const sy = yy + 14 + i * 52;
    if (sy + 40 > yy + h - 160) break;
    s +=
      C(x + 60, sy + 8, 9, [T, S, O][i]) +
      bar(x + 57, sy + 5, 6, W, 6) +
      bar(x + 76, sy + 2, w * 0.42, N2, 6) +
      bars(x + 76, sy + 16, [w * 0.5, w * 0.34], COPY, 5, 11);
  }
  const cy = y + h - 40;
  s +=
    R(x + 10, cy, w - 20, 30, 15, tint(T, 0.85)) +
    ico("play", x + 16, cy + 5, 20, T, W) +
    bar(x + 44, cy + 12, w * 0.4, T, 6) +
    pill(x + w - 60, cy + 8, 40, S, 14);
  return s;
}
function lectureScreen(x, y, w, h) {
  let s = head(x, y, w, 0.4, true);
  const vh = w * 0.62;
  s +=
    R(x + 10, y + 24, w - 20, vh, 10, N1) +
    St(
      `M${num(x + 30)} ${num(y + 24 + vh * 0.7)}l${num(w * 0.2)}-${num(vh * 0.4)} ${num(w * 0.2)} ${num(vh * 0.4)}z`,
      S,
      3,
    ) +
    C(x + w * 0.62, y + 24 + vh * 0.35, vh * 0.16, "none", { stroke: A, "stroke-width": 3 });
  s +=
    C(x + w / 2, y + 24 + vh / 2, 16, W, { opacity: 0.9 }) +
    Pa(`M${num(x + w / 2 - 5)} ${num(y + 16 + vh / 2)}l13 8-13 8z`, N1);
  s += meter(x + 20, y + 14 + vh, w - 40, 0.44, O, 5, N2);
  let yy = y + vh + 40;
  s += bar(x + 12, yy, w * 0.6, N1, 8) + bar(x + 12, yy + 14, w * 0.4, COPY, 5);
  yy += 34;
  for (let i = 0; yy + 36 < y + h; i++, yy += 42)
    s +=
      R(x + 10, yy, w - 20, 36, 9, i === 0 ? tint(O, 0.85) : L0) +
      pill(x + 18, yy + 11, 42, i === 0 ? O : S, 14) +
      bar(x + 68, yy + 15, w * 0.38, N2, 6);
  return s;
}

// Hearth & Loom chat
function chatScreen(x, y, w, h) {
  let s =
    R(x, y - 18, w, 58, 0, T) +
    C(x + 24, y + 16, 12, W) +
    ico("home", x + 16, y + 8, 16, T, W) +
    bar(x + 44, y + 9, w * 0.36, W, 7) +
    bar(x + 44, y + 21, w * 0.22, tint(T, 0.5), 5);
  s += R(x, y + 40, w, h - 40, 0, "#f4f1ea");
  let yy = y + 52;
  s += bubble(x + w * 0.36, yy, w * 0.58, 2, "r", { acc: T });
  yy += 50;
  s += Pa(roundRect(x + 8, yy, w * 0.8, 112, [14, 14, 14, 4]), W) + bar(x + 20, yy + 12, w * 0.5, N1, 6);
  s +=
    R(x + 20, yy + 28, 40, 40, 8, tint(O, 0.75)) +
    cushion(x + 40, yy + 48, 14, O) +
    bar(x + 68, yy + 34, w * 0.34, N2, 6) +
    bar(x + 68, yy + 48, w * 0.22, COPY, 5);
  s += stepper(x + 28, yy + 88, w * 0.8 - 40, 4, 3, T);
  yy += 124;
  if (yy + 50 < y + h - 44) s += bubble(x + 8, yy, w * 0.7, 2, "l", { fill: W });
  yy += 52;
  if (yy + 34 < y + h - 44) s += bubble(x + w * 0.4, yy, w * 0.54, 1, "r", { acc: T });
  return (
    s +
    R(x + 8, y + h - 36, w - 52, 28, 14, W) +
    bar(x + 20, y + h - 25, w * 0.34, COPY, 6) +
    K.send(x + w, y + h, T, { at: [24, 22], r: 14, shaft: [30, 19], head: [23, 18, 5], sw: 2.4 })
  );
}
function otpChat(x, y, w, h) {
  let s =
    R(x, y - 18, w, 58, 0, N1) +
    C(x + 24, y + 16, 12, tint(T, 0.2)) +
    ico("building", x + 16, y + 8, 16, T, W) +
    bar(x + 44, y + 9, w * 0.36, W, 7) +
    bar(x + 44, y + 21, w * 0.22, COPYD, 5);
  s += R(x, y + 40, w, h - 40, 0, "#f4f1ea");
  let yy = y + 54;
  s += bubble(x + 8, yy, w * 0.74, 3, "l", { fill: W, title: true });
  yy += 62;
  s +=
    Pa(roundRect(x + 8, yy, w * 0.78, 98, [14, 14, 14, 4]), W) +
    picture(x + 16, yy + 8, w * 0.78 - 16, 50, { sky: tint(S, 0.6), c1: N2, c2: tint(N2, 0.6) }) +
    bar(x + 18, yy + 68, w * 0.46, N1, 6) +
    bar(x + 18, yy + 80, w * 0.3, COPY, 5);
  yy += 110;
  s += bubble(x + w * 0.3, yy, w * 0.62, 1, "r", { acc: T });
  yy += 40;
  if (yy + 60 < y + h)
    s +=
      Pa(roundRect(x + 8, yy, w * 0.74, 52, [14, 14, 14, 4]), W) +
      [0, 1, 2, 3]
        .map((i) => R(x + 18 + i * 26, yy + 12, 20, 28, 6, L0) + C(x + 28 + i * 26, yy + 26, 3.5, N1))
        .join("");
  return s;
}
function warrantyScan(x, y, w, h) {
  let s = R(x, y - 18, w, h + 22, 0, N1);
  const bx = x + 20,
    by = y + h * 0.22,
    bw = w - 40,
    bh = h * 0.3;
  s +=
    R(bx, by, bw, bh, 10, W) +
    barcode(bx + 18, by + 18, bw - 36, bh - 46, 8) +
    bar(bx + 18, by + bh - 20, bw * 0.5, N2, 6);
  s += St(
    `M${num(bx - 8)} ${num(by + 10)}v-18h18M${num(bx + bw - 10)} ${num(by - 8)}h18v18M${num(bx + bw + 8)} ${num(by + bh - 10)}v18h-18M${num(bx + 10)} ${num(by + bh + 8)}h-18v-18`,
    A,
    3.5,
  );
  s += St(`M${num(bx - 2)} ${num(by + bh * 0.48)}h${num(bw + 4)}`, O, 3);
  s += bar(x + w / 2 - w * 0.3, y + 20, w * 0.6, W, 8) + bar(x + w / 2 - w * 0.2, y + 36, w * 0.4, COPYD, 5);
  const cy = by + bh + 40;
  s +=
    R(x + 12, cy, w - 24, 86, 14, W) +
    pump(x + 22, cy + 14, 56, S) +
    bar(x + 86, cy + 18, w * 0.34, N1, 7) +
    bar(x + 86, cy + 32, w * 0.26, COPY, 5) +
    pill(x + 86, cy + 50, 64, T, 16);
  return s + button(x + 12, y + h - 36, w - 24, 28, O, w * 0.36);
}
function adScreen(x, y, w, h, kind = "bottle") {
  let s =
    face(x + 22, y + 8, 11, 4) +
    bar(x + 40, y + 2, w * 0.34, N1, 7) +
    bar(x + 40, y + 12, w * 0.2, COPY, 5) +
    St(
      `M${num(x + w - 30)} ${num(y + 8)}h1M${num(x + w - 22)} ${num(y + 8)}h1M${num(x + w - 14)} ${num(y + 8)}h1`,
      N2,
      4,
    );
  const ih = Math.min(w * 1.05, h - 120);
  const iy = y + 26;
  if (kind === "bottle") {
    s += R(x, iy, w, ih, 0, tint(T, 0.68)) + C(x + w * 0.5, iy + ih * 0.55, ih * 0.34, tint(T, 0.4));
    s +=
      place(x + w * 0.14, iy + ih * 0.64, ih / 260, ico("leaf", 0, 0, 60, T, tint(T, 0.6)).slice(0)) +
      bottle(x + w * 0.44, iy + ih * 0.86, ih * 0.22, W, T) +
      jar(x + w * 0.7, iy + ih * 0.86, ih * 0.2, tint(A, 0.2));
  } else {
    s += R(x, iy, w, ih, 0, tint(S, 0.6)) + C(x + w * 0.76, iy + ih * 0.22, ih * 0.1, A);
    s +=
      tower(x + w * 0.12, iy + ih * 0.34, w * 0.22, ih * 0.66, N2) +
      tower(x + w * 0.4, iy + ih * 0.18, w * 0.24, ih * 0.82, N1) +
      tower(x + w * 0.7, iy + ih * 0.44, w * 0.18, ih * 0.56, N2);
    s += R(x, iy + ih - 14, w, 14, 0, T);
  }
  s += R(x + 10, iy + ih - 44, w * 0.5, 28, 14, W) + bar(x + 22, iy + ih - 33, w * 0.3, N1, 6);
  let yy = iy + ih + 12;
  s += ico("heart", x + 10, yy, 18, O, O) + ico("chat", x + 36, yy, 18, N2, W) + ico("swap", x + 62, yy, 18, N2, N2);
  s += bars(x + 10, yy + 28, [w * 0.8, w * 0.56], COPY, 5, 11);
  if (yy + 56 < y + h - 36) s += button(x + 10, y + h - 34, w - 20, 28, kind === "bottle" ? T : O, w * 0.34);
  return s;
}

// ── Web pages and dashboards (x, y, w, h = area below the title bar) ────────
function siteNav(x, y, w, acc, o = {}) {
  const p = 16;
  let s = C(x + p + 6, y + 16, 6, acc) + bar(x + p + 16, y + 13, Math.max(30, w * 0.1), N1, 7);
  s += [0, 1, 2, 3].map((i) => bar(x + w * 0.42 + i * w * 0.09, y + 13, w * 0.055)).join("");
  if (o.cart)
    s +=
      ico("search", x + w - p - 46, y + 8, 15, N2, N2) +
      ico("bag", x + w - p - 18, y + 7, 16, N2, acc) +
      C(x + w - p - 2, y + 8, 4.5, acc);
  else s += button(x + w - p - w * 0.13, y + 6, w * 0.13, 20, acc, w * 0.07);
  return s;
}
function storefront(x, y, w, h, acc = O, o = {}) {
  const p = 16;
  let s = siteNav(x, y, w, acc, { cart: true });
  const hy = y + 34,
    hh = o.heroH ?? h * 0.4;
  s += R(x + p, hy, w - 2 * p, hh, 12, N1) + C(x + w * 0.76, hy + hh * 0.5, hh * 0.42, N2);
  const k = Math.min(1, w / 480);
  s +=
    bar(x + p + 22, hy + hh * 0.22, w * 0.26, W, 12 * k) +
    bar(x + p + 22, hy + hh * 0.22 + 18 * k, w * 0.18, W, 12 * k);
  s +=
    bar(x + p + 22, hy + hh * 0.22 + 42 * k, w * 0.24, COPYD, 6) +
    button(x + p + 22, hy + hh * 0.22 + 58 * k, w * 0.14, 22 * k, acc);
  const base = hy + hh - 14,
    js = hh * 0.22;
  s +=
    jar(x + w * 0.76 - js * 1.5, base, js, A) +
    jar(x + w * 0.76, base, js * 1.25, O) +
    jar(x + w * 0.76 + js * 1.5, base, js, T);
  s += spark(x + w * 0.6, hy + 20, 7, A);
  const n = o.cols ?? 3,
    gy = hy + hh + 14,
    gh = y + h - gy - p,
    gap = 12,
    tw = (w - 2 * p - gap * (n - 1)) / n;
  const cs = [O, A, O2, T];
  for (let i = 0; i < n; i++) {
    const tx = x + p + i * (tw + gap);
    const ih = gh - 52,
      js = Math.min(tw * 0.3, ih * 0.5);
    s +=
      R(tx, gy, tw, gh, 10, L0) +
      R(tx + 8, gy + 8, tw - 16, ih, 8, tint(cs[i % 4], 0.82)) +
      jar(tx + tw / 2, gy + 8 + ih / 2 + js * 0.67, js, cs[i % 4]);
    s +=
      bar(tx + 12, gy + gh - 30, tw * 0.46, N2, 6) +
      bar(tx + 12, gy + gh - 17, tw * 0.24, acc, 6) +
      C(tx + tw - 20, gy + gh - 20, 10, N1) +
      St(`M${num(tx + tw - 24)} ${num(gy + gh - 20)}h8M${num(tx + tw - 20)} ${num(gy + gh - 24)}v8`, W, 2);
    if (i === 1) s += pill(tx + 10, gy + 10, 40, O, 14);
  }
  return s;
}
function doctorFinder(x0, y, w0, h, o = {}) {
  const ink = inkPad();
  const p = 16;
  let s = siteNav(x0, y, w0, T);
  const x = o.rail ? x0 + o.rail : x0,
    w = o.rail ? w0 - o.rail : w0;
  if (o.rail) s += filterRail(x0 + p, y + 36, o.rail - p - 4, h - 52);
  s +=
    R(x + p, y + 36, w - 2 * p, 34, 10, L0) +
    ico("search", x + p + 12, y + 45, 16, N2, T) +
    ink.bar(x + p + 38, y + 50, w * 0.3, COPY, 6) +
    button(x + w - p - 90, y + 41, 84, 24, T, 40);
  const chips = [T, S, A, O, S];
  let cx = x + p;
  chips.forEach((c, i) => {
    const cw = 54 + (i % 2) * 14;
    if (cx + cw < x + w - p)
      s +=
        R(cx, y + 80, cw, 20, 10, i === 0 ? N1 : W, { stroke: i === 0 ? N1 : L1, "stroke-width": 1.5 }) +
        ink.bar(cx + 12, y + 87, cw - 24, i === 0 ? W : N2, 6);
    cx += cw + 8;
  });
  const cols = o.cols ?? 2,
    gy = y + 112,
    gap = 12,
    cw = (w - 2 * p - gap * (cols - 1)) / cols,
    rowsN = o.rows ?? 2,
    ch = (y + h - p - gy - gap * (rowsN - 1)) / rowsN;
  for (let j = 0; j < rowsN; j++)
    for (let i = 0; i < cols; i++)
      s += doctorCard(x + p + i * (cw + gap), gy + j * (ch + gap), cw, ch, i + j * cols, T);
  return s + ink.out();
}
function filterRail(x, y, w, h) {
  const ink = inkPad();
  let s = R(x, y, w, h, 10, L0) + ink.bar(x + 14, y + 16, w * 0.4, N1, 7);
  for (let g = 0, yy = y + 40; g < 3; g++) {
    s += ink.bar(x + 14, yy, w * 0.36, N2, 5);
    yy += 16;
    for (let i = 0; i < 3 && yy + 14 < y + h; i++, yy += 20) {
      const on = (g + i) % 3 === 0;
      s +=
        R(x + 14, yy, 12, 12, 3, on ? T : W, { stroke: on ? T : RULE, "stroke-width": 1.5 }) +
        (on
          ? Pl(
              [
                [x + 17, yy + 6],
                [x + 19.5, yy + 8.5],
                [x + 23, yy + 4],
              ],
              W,
              1.8,
            )
          : "") +
        ink.bar(x + 34, yy + 3, w * [0.44, 0.36, 0.5][i], COPY, 6);
    }
    yy += 10;
  }
  return s + ink.out();
}
function reportsList(x, y, w, h) {
  const ink = inkPad();
  const p = 18;
  let s = siteNav(x, y, w, T);
  s +=
    face(x + p + 22, y + 66, 22, 0) +
    ink.bar(x + p + 54, y + 54, w * 0.26, N1, 9) +
    ink.bar(x + p + 54, y + 70, w * 0.18, COPY, 6) +
    pill(x + w - p - 90, y + 58, 90, T, 18);
  const tw = (w - 2 * p - 24) / 3;
  ["calendar", "doc", "rupee"].forEach(
    (n, i) =>
      (s +=
        R(x + p + i * (tw + 12), y + 104, tw, 56, 10, L0) +
        chipIcon(x + p + 10 + i * (tw + 12), y + 116, 32, n, [S, T, A][i]) +
        ink.bar(x + p + 52 + i * (tw + 12), y + 120, tw * 0.4, N1, 8) +
        ink.bar(x + p + 52 + i * (tw + 12), y + 136, tw * 0.3, COPY, 5)),
  );
  s += ink.bar(x + p, y + 180, w * 0.18, N1, 8);
  for (let i = 0, yy = y + 202; yy + 30 < y + h; i++, yy += 38) {
    s += R(x + p, yy, w - 2 * p, 32, 8, i === 0 ? tint(T, 0.88) : W, { stroke: i === 0 ? T : L1, "stroke-width": 1.5 });
    s +=
      ico("doc", x + p + 10, yy + 6, 20, [T, S, O, A][i % 4], W) +
      ink.bar(x + p + 40, yy + 13, w * [0.3, 0.24, 0.34][i % 3], N2, 6) +
      ink.bar(x + w * 0.56, yy + 13, w * 0.12, COPY, 6);
    s += i < 2 ? pill(x + w - p - 120, yy + 9, 50, T, 14) : pill(x + w - p - 120, yy + 9, 50, A, 14);
    s += ico("upload", x + w - p - 32, yy + 6, 20, N2, T);
  }
  return s + ink.out();
}
function gantt(x, y, w, h, o = {}) {
  const ink = inkPad();
  const lw = 120,
    n = o.rows ?? 7,
    rh = (h - 40) / n;
  let s = "";
  for (let i = 0; i < 8; i++) s += ink.bar(x + lw + 10 + (i * (w - lw - 20)) / 8, y + 6, 24, COPY, 5);
  s += St(
    Array.from({ length: 9 }, (_, i) => `M${num(x + lw + (i * (w - lw)) / 8)} ${num(y + 22)}v${num(h - 22)}`).join(""),
    L1,
    1.2,
  );
  const jobs = [
    [
      [0.02, 0.3, S],
      [0.34, 0.62, T],
      [0.66, 0.95, S],
    ],
    [
      [0.08, 0.44, O],
      [0.5, 0.8, A],
    ],
    [
      [0, 0.18, A],
      [0.22, 0.56, S],
      [0.6, 0.9, T],
    ],
    [
      [0.1, 0.38, T],
      [0.42, 0.52, O],
      [0.56, 0.98, S],
    ],
    [
      [0.04, 0.36, S],
      [0.7, 0.94, A],
    ],
    [
      [0.16, 0.5, A],
      [0.54, 0.86, T],
    ],
    [
      [0, 0.26, T],
      [0.3, 0.7, S],
    ],
  ];
  for (let i = 0; i < n; i++) {
    const yy = y + 30 + i * rh;
    if (i % 2 === 0) s += R(x, yy - 4, w, rh, 6, L0);
    s +=
      chipIcon(x + 6, yy + rh / 2 - 13, 22, "gear", S) +
      ink.bar(x + 36, yy + rh / 2 - 9, 60, N2, 6) +
      ink.bar(x + 36, yy + rh / 2 + 2, 38, COPY, 5);
    for (const [a, b, c] of jobs[i % jobs.length]) {
      const jx = x + lw + a * (w - lw),
        jw = (b - a) * (w - lw);
      s += R(jx, yy + 2, jw, rh - 12, 6, c) + ink.bar(jx + 8, yy + rh / 2 - 7, Math.min(jw - 16, 50), W, 5);
    }
  }
  const nx = x + lw + 0.47 * (w - lw);
  return s + ink.out() + St(`M${num(nx)} ${num(y + 18)}V${num(y + h)}`, O, 2.5, dash("5 5")) + C(nx, y + 18, 5, O);
}
function keypad(x, y, w, h, acc) {
  const kw = (w - 16) / 3,
    kh = (h - 24) / 4;
  let s = "";
  for (let i = 0; i < 12; i++) {
    const kx = x + (i % 3) * (kw + 8),
      ky = y + Math.floor(i / 3) * (kh + 8);
    s +=
      R(kx, ky, kw, kh, 9, i === 11 ? acc : L0) +
      (i === 11
        ? Pl(
            [
              [kx + kw / 2 - 7, ky + kh / 2],
              [kx + kw / 2 - 2, ky + kh / 2 + 5],
              [kx + kw / 2 + 7, ky + kh / 2 - 5],
            ],
            W,
            2.6,
          )
        : bar(kx + kw / 2 - 5, ky + kh / 2 - 5, 10, i === 9 ? COPY : N1, 10));
  }
  return s;
}
function shiftEntry(x, y, w, h) {
  const p = 18;
  let s =
    R(x, y, w, 44, 0, N1) +
    Pa(topRound(x, y, w, 44, 9), N1) +
    gear(x + p + 12, y + 22, 12, S, N1) +
    bar(x + p + 34, y + 14, w * 0.2, W, 8) +
    bar(x + p + 34, y + 27, w * 0.14, COPYD, 5);
  s += pill(x + w - p - 150, y + 14, 66, T, 16) + face(x + w - p - 16, y + 22, 14, 3);
  const lw = w * 0.46,
    cy = y + 62;
  s +=
    R(x + p, cy, lw, 70, 12, L0) +
    bar(x + p + 14, cy + 14, lw * 0.36, COPY, 6) +
    bar(x + p + 14, cy + 32, lw * 0.5, N1, 24) +
    ring(x + p + lw - 36, cy + 35, 22, 7, 0.72, T);
  s += keypad(x + p, cy + 84, lw, y + h - p - cy - 84, T);
  const rx = x + p + lw + 20,
    rw = w - lw - 2 * p - 20;
  s += bar(rx, cy + 4, rw * 0.4, N1, 8);
  const reasons = [O, A, S, O, T, A];
  reasons.forEach((c, i) => {
    const cw = (rw - 10) / 2,
      bx = rx + (i % 2) * (cw + 10),
      by = cy + 24 + Math.floor(i / 2) * 44;
    const sel = i === 0 || i === 3;
    s +=
      R(bx, by, cw, 36, 10, sel ? tint(c, 0.8) : W, { stroke: sel ? c : L1, "stroke-width": 1.8 }) +
      C(bx + 16, by + 18, 6, c) +
      bar(bx + 30, by + 15, cw * 0.44, N2, 6) +
      (sel ? bar(bx + cw - 30, by + 13, 18, N1, 10) : "");
  });
  const oy = cy + 24 + 3 * 44 + 6;
  s +=
    R(rx, oy, (rw - 10) / 2, 56, 10, tint(T, 0.85)) +
    bar(rx + 12, oy + 12, 40, T, 6) +
    bar(rx + 12, oy + 28, rw * 0.2, N1, 16);
  s +=
    R(rx + (rw - 10) / 2 + 10, oy, (rw - 10) / 2, 56, 10, tint(O, 0.85)) +
    bar(rx + (rw - 10) / 2 + 22, oy + 12, 40, O, 6) +
    bar(rx + (rw - 10) / 2 + 22, oy + 28, rw * 0.12, N1, 16);
  s += button(rx, y + h - p - 34, rw, 34, N1, rw * 0.3);
  return s;
}
function invoiceDoc(x, y, w, h, acc = S) {
  let s =
    card(x, y, w, h, 12) +
    R(x + 18, y + 18, 28, 28, 8, N1) +
    gear(x + 32, y + 32, 9, acc, N1) +
    bar(x + w - 18 - w * 0.3, y + 20, w * 0.3, N2, 8) +
    bar(x + w - 18 - w * 0.2, y + 34, w * 0.2, COPY, 5);
  s +=
    bar(x + 18, y + 62, w * 0.4, N1, 8) +
    bars(x + 18, y + 78, [w * 0.56, w * 0.46], COPY, 5, 11) +
    St(`M${num(x + 18)} ${num(y + 110)}h${num(w - 36)}`, L1, 2);
  const qs = 64;
  s += R(x + w - 18 - qs - 8, y + 118, qs + 8, qs + 8, 6, L0) + qr(x + w - 18 - qs - 4, y + 122, qs, 21);
  let yy = y + 126;
  for (let i = 0; i < 4; i++, yy += 18) s += bar(x + 18, yy, w * [0.3, 0.24, 0.34, 0.2][i], COPY, 6);
  yy = y + 212;
  for (let i = 0; yy + 12 < y + h - 70; i++, yy += 20)
    s += bar(x + 18, yy, w * [0.36, 0.44, 0.3][i % 3], COPY, 6) + bar(x + w - 18 - w * 0.16, yy, w * 0.16, N2, 6);
  s +=
    R(x + 12, y + h - 60, w - 24, 28, 8, tint(acc, 0.82)) +
    bar(x + 22, y + h - 49, w * 0.22, N1, 7) +
    bar(x + w - 22 - w * 0.26, y + h - 50, w * 0.26, shade(acc, 0.2), 8);
  return s;
}
function checklist(x, y, w, h, items, o = {}) {
  let s =
    card(x, y, w, h, 14) + bar(x + 18, y + 18, w * 0.36, N1, 8) + (o.chip ? pill(x + w - 84, y + 15, 66, T, 16) : "");
  items.forEach(([icon, c, done], i) => {
    const yy = y + 48 + i * ((h - 60) / items.length);
    s +=
      chipIcon(x + 18, yy, 30, icon, c) +
      bar(x + 60, yy + 6, w * 0.36, N2, 6) +
      bar(x + 60, yy + 18, w * 0.24, COPY, 5);
    s += done
      ? tick(x + w - 32, yy + 15, 9, T, false)
      : C(x + w - 32, yy + 15, 9, W, { stroke: A, "stroke-width": 3 }) + C(x + w - 32, yy + 15, 3, A);
  });
  return s;
}
function orderForm(x, y, w, h) {
  const ink = inkPad();
  const p = 18;
  let s = siteNav(x, y, w, A);
  s += ink.bar(x + p, y + 44, w * 0.24, N1, 10) + ink.bar(x + p, y + 62, w * 0.34, COPY, 6);
  s +=
    R(x + p, y + 84, w - 2 * p, 26, 6, L0) +
    [0.04, 0.46, 0.66, 0.86].map((k) => ink.bar(x + p + (w - 2 * p) * k, y + 94, 40, RULE, 6)).join("");
  let yy = y + 120;
  for (let i = 0; i < 4; i++, yy += 50) {
    s += R(x + p, yy, 40, 40, 8, tint([S, T, A, O][i], 0.78)) + pump(x + p + 4, yy + 8, 32, [S, T, A, O][i]);
    s += ink.bar(x + p + 52, yy + 10, w * 0.22, N2, 7) + ink.bar(x + p + 52, yy + 24, w * 0.14, COPY, 5);
    const qx = x + p + (w - 2 * p) * 0.46;
    s +=
      R(qx, yy + 8, 84, 24, 12, W, { stroke: L1, "stroke-width": 1.5 }) +
      St(
        `M${num(qx + 10)} ${num(yy + 20)}h8M${num(qx + 66)} ${num(yy + 20)}h8M${num(qx + 70)} ${num(yy + 16)}v8`,
        N2,
        2,
      ) +
      ink.bar(qx + 36, yy + 17, 12, N1, 7);
    s +=
      ink.bar(x + p + (w - 2 * p) * 0.66, yy + 16, 40, COPY, 6) +
      ink.bar(x + p + (w - 2 * p) * 0.86, yy + 16, 44, N1, 7);
  }
  s += St(`M${num(x + p)} ${num(yy)}h${num(w - 2 * p)}`, L1, 2);
  s +=
    ink.bar(x + w - p - 200, yy + 18, 80, COPY, 6) +
    ink.bar(x + w - p - 80, yy + 16, 80, N1, 10) +
    button(x + w - p - 160, y + h - 48, 160, 32, A, 70, N1);
  return s + ink.out();
}
function warehouses(x, y, w, h) {
  const ink = inkPad();
  let s = "";
  const n = 3,
    gap = 16,
    cw = (w - gap * (n - 1)) / n;
  const lv = [
    [0.8, 0.35, 0.62, 0.9],
    [0.42, 0.74, 0.2, 0.55],
    [0.66, 0.5, 0.86, 0.3],
  ];
  for (let i = 0; i < n; i++) {
    const cx = x + i * (cw + gap);
    s +=
      R(cx, y, cw, 190, 12, L0) +
      chipIcon(cx + 12, y + 12, 34, "building", [S, T, A][i]) +
      ink.bar(cx + 56, y + 16, cw * 0.36, N1, 8) +
      ink.bar(cx + 56, y + 30, cw * 0.24, COPY, 5);
    lv[i].forEach(
      (v, k) =>
        (s +=
          ink.bar(cx + 14, y + 66 + k * 28, cw * 0.28, COPY, 5) +
          meter(cx + 14 + cw * 0.34, y + 65 + k * 28, cw * 0.56, v, v < 0.3 ? O : [S, T, A][i], 8)),
    );
  }
  const ty = y + 206;
  s += R(x, ty, w, h - 206, 12, L0) + ink.bar(x + 16, ty + 16, w * 0.16, N1, 8) + pill(x + w - 110, ty + 12, 94, A, 16);
  for (let i = 0, yy = ty + 46; yy + 20 < y + h; i++, yy += 30) {
    s += chipIcon(x + 16, yy - 6, 22, "swap", [S, T, O][i % 3]) + ink.bar(x + 48, yy, w * 0.16, N2, 6);
    s +=
      ico("building", x + w * 0.36, yy - 5, 16, N2, W) +
      St(`M${num(x + w * 0.36 + 24)} ${num(yy + 3)}h${num(w * 0.12)}`, RULE, 2.5, dash("2 6")) +
      ico("building", x + w * 0.36 + 32 + w * 0.12, yy - 5, 16, N2, W);
    s += ink.bar(x + w * 0.66, yy, w * 0.08, N1, 6) + pill(x + w - 80, yy - 4, 64, [T, A, T][i % 3], 14);
  }
  return s + ink.out();
}
function vehiclesList(x, y, w, h) {
  const ink = inkPad();
  let s =
    R(x, y, w, h, 10, L0) +
    ink.bar(x + 14, y + 16, w * 0.4, N1, 8) +
    R(x + 12, y + 34, w - 24, 24, 12, W) +
    ico("search", x + 20, y + 39, 14, COPY, COPY);
  const st = [T, O, T, A, T, S, T];
  for (let i = 0, yy = y + 72; yy + 38 < y + h; i++, yy += 46) {
    s +=
      R(x + 8, yy, w - 16, 40, 8, i === 1 ? W : L0, i === 1 ? { stroke: O, "stroke-width": 1.5 } : undefined) +
      chipIcon(x + 14, yy + 7, 26, "truck", st[i % 7]);
    s +=
      ink.bar(x + 48, yy + 9, w * 0.34, N2, 6) +
      ink.bar(x + 48, yy + 22, w * 0.24, COPY, 5) +
      C(x + w - 24, yy + 20, 5, st[i % 7]);
  }
  return s + ink.out();
}
function codTable(x, y, w, h) {
  const ink = inkPad();
  let s = ink.bar(x, y + 4, w * 0.22, N1, 9) + pill(x + w - 96, y, 96, T, 18);
  s +=
    R(x, y + 30, w, 24, 6, L0) + [0.05, 0.36, 0.58, 0.8].map((k) => ink.bar(x + w * k, y + 39, 36, RULE, 6)).join("");
  const st = [T, T, A, T, O, T, T];
  for (let i = 0, yy = y + 70; yy + 18 < y + h * 0.62; i++, yy += 32) {
    s +=
      face(x + w * 0.05 + 10, yy + 3, 10, i + 1) +
      ink.bar(x + w * 0.05 + 28, yy, w * 0.16, N2, 6) +
      ink.bar(x + w * 0.36, yy, w * 0.1, COPY, 6) +
      ink.bar(x + w * 0.58, yy, w * 0.1, N1, 6) +
      pill(x + w * 0.8, yy - 4, 60, st[i % 7], 14);
  }
  return s + ink.out();
}

function composer(x, y, w, h) {
  const lw = w * 0.6;
  let s = bar(x, y + 2, lw * 0.3, N1, 9);
  s +=
    R(x + lw - 104, y - 4, 104, 24, 12, L0) +
    R(x + lw - 102, y - 2, 50, 20, 10, A) +
    bar(x + lw - 90, y + 5, 26, N1, 6) +
    bar(x + lw - 42, y + 5, 26, COPY, 6);
  s += R(x, y + 30, lw, 30, 8, W, { stroke: L1, "stroke-width": 1.5 }) + bar(x + 12, y + 42, lw * 0.5, N2, 7);
  s += R(x, y + 70, lw, 150, 8, W, { stroke: L1, "stroke-width": 1.5 }) + R(x + 1, y + 71, lw - 2, 26, 0, L0);
  s +=
    ["list", "doc", "camera", "calendar"].map((n, i) => ico(n, x + 12 + i * 26, y + 76, 14, N2, O)).join("") +
    bars(x + 14, y + 110, [lw * 0.86, lw * 0.8, lw * 0.9, lw * 0.6, lw * 0.74, lw * 0.4], COPY, 6, 16);
  s +=
    R(x, y + 230, lw * 0.46, 36, 8, L0) +
    chipIcon(x + 6, y + 236, 24, "doc", O) +
    bar(x + 38, y + 244, lw * 0.22, N2, 6);
  let cx = x;
  [A, T, S, O].forEach((c, i) => {
    const cw = 62 + (i % 2) * 12;
    s += pill(cx, y + 280, cw, c, 22);
    cx += cw + 8;
  });
  s += button(x + lw - 120, y + h - 34, 120, 32, N1, 56) + ghost(x + lw - 232, y + h - 34, 100, 32, 44);
  const rx = x + lw + 20,
    rw = w - lw - 20;
  s += R(rx, y - 4, rw, h + 4, 12, L0) + bar(rx + 14, y + 12, rw * 0.5, N1, 8);
  s +=
    donut(rx + rw / 2, y + 96, 50, 16, [
      [0.74, T],
      [0.16, A],
    ]) + bar(rx + rw / 2 - 20, y + 90, 40, N1, 12);
  [
    [T, 0.86],
    [A, 0.62],
    [S, 0.4],
  ].forEach(
    ([c, v], i) =>
      (s += bar(rx + 14, y + 170 + i * 30, rw * 0.3, COPY, 5) + meter(rx + 14, y + 182 + i * 30, rw - 28, v, c, 7)),
  );
  s +=
    R(rx + 12, y + h - 56, rw - 24, 44, 10, W) +
    ico("bell", rx + 22, y + h - 46, 22, N2, O) +
    bars(rx + 54, y + h - 46, [rw * 0.5, rw * 0.3], COPY, 6, 12);
  return s;
}
function reviewQueue(x, y, w, h) {
  const ink = inkPad();
  const lw = w * 0.34;
  let s = R(x, y, lw, h, 10, L0) + ink.bar(x + 14, y + 16, lw * 0.4, N1, 8) + pill(x + lw - 56, y + 12, 42, O, 16);
  const st = [O, A, O, T, A, O];
  for (let i = 0, yy = y + 44; yy + 46 < y + h; i++, yy += 52) {
    s +=
      R(x + 8, yy, lw - 16, 46, 9, i === 0 ? W : L0, i === 0 ? { stroke: S, "stroke-width": 1.8 } : undefined) +
      face(x + 28, yy + 23, 12, i + 2) +
      ink.bar(x + 48, yy + 12, lw * 0.4, N2, 6) +
      ink.bar(x + 48, yy + 26, lw * 0.28, COPY, 5);
    s += C(x + lw - 28, yy + 23, 7, tint(st[i % 6], 0.4)) + C(x + lw - 28, yy + 23, 3.5, st[i % 6]);
  }
  const mx = x + lw + 18,
    mw = w - lw - 18;
  s +=
    R(mx, y, mw * 0.5, 90, 10, "#fbf8ef", { stroke: L1, "stroke-width": 1.5 }) +
    handwriting(mx + 14, y + 26, mw * 0.42, 3, N2, 13);
  s +=
    R(mx + mw * 0.5 + 14, y, mw * 0.5 - 14, 90, 10, L0) +
    ink.bar(mx + mw * 0.5 + 28, y + 14, 60, N2, 6) +
    gauge(mx + mw * 0.75 + 7, y + 74, 38, 0.84, 10);
  s += C(mx + 12, y + 116, 12, N1) + spark(mx + 12, y + 116, 7, A) + ink.bar(mx + 32, y + 112, mw * 0.3, N1, 8);
  for (let i = 0; i < 3; i++) {
    const sy = y + 140 + i * 46;
    s +=
      C(mx + 12, sy + 8, 9, [T, S, O][i]) +
      ink.bar(mx + 9, sy + 5, 6, W, 6) +
      ink.bar(mx + 30, sy + 2, mw * 0.5, N2, 6) +
      ink.bars(mx + 30, sy + 16, [mw * 0.7, mw * 0.46], COPY, 5, 11);
  }
  s +=
    R(mx, y + h - 84, mw * 0.44, 24, 12, tint(S, 0.82)) +
    ico("play", mx + 6, y + h - 81, 18, S, W) +
    ink.bar(mx + 30, y + h - 75, mw * 0.28, shade(S, 0.3), 6);
  s += button(mx + mw - 120, y + h - 40, 120, 34, T, 54) + ghost(mx + mw - 236, y + h - 40, 106, 34, 46);
  return s + ink.out();
}
function agentConsole(x, y, w, h) {
  const ink = inkPad();
  const lw = w * 0.28,
    rw = w * 0.26,
    cw = w - lw - rw - 28;
  let s = R(x, y, lw, h, 10, L0) + ink.bar(x + 14, y + 16, lw * 0.5, N1, 8);
  const st = [O, T, A, T, S, T, A];
  for (let i = 0, yy = y + 42; yy + 44 < y + h; i++, yy += 48)
    s +=
      R(x + 8, yy, lw - 16, 42, 9, i === 0 ? W : L0, i === 0 ? { stroke: O, "stroke-width": 1.8 } : undefined) +
      face(x + 27, yy + 21, 12, i + 1) +
      ink.bar(x + 46, yy + 11, lw * 0.34, N2, 6) +
      ink.bar(x + 46, yy + 24, lw * 0.44, COPY, 5) +
      C(x + lw - 20, yy + 14, 4.5, st[i % 7]);
  const cx = x + lw + 14;
  s +=
    R(cx, y, cw, 84, 12, tint(A, 0.84)) +
    spark(cx + 20, y + 20, 8, O) +
    ink.bar(cx + 36, y + 15, cw * 0.3, N1, 7) +
    ink.bars(cx + 16, y + 38, [cw * 0.86, cw * 0.78, cw * 0.5], shade(A, 0.05), 5, 12);
  let yy = y + 98;
  s += bubble(cx, yy, cw * 0.7, 2, "l");
  yy += 50;
  s += bubble(cx + cw * 0.32, yy, cw * 0.68, 2, "r", { acc: T });
  yy += 50;
  s += bubble(cx, yy, cw * 0.6, 1, "l");
  s +=
    R(cx, y + h - 40, cw, 36, 18, L0) +
    ink.bar(cx + 16, y + h - 25, cw * 0.4, COPY, 6) +
    button(cx + cw - 74, y + h - 36, 70, 28, T, 30);
  const rx = x + w - rw;
  s +=
    R(rx, y, rw, h, 10, L0) +
    face(rx + rw / 2, y + 38, 24, 4) +
    ink.bar(rx + rw / 2 - rw * 0.3, y + 72, rw * 0.6, N1, 8) +
    ink.bar(rx + rw / 2 - rw * 0.2, y + 86, rw * 0.4, COPY, 5);
  for (let i = 0; i < 3; i++) {
    const oy = y + 108 + i * 48;
    if (oy + 40 > y + h) break;
    s +=
      R(rx + 10, oy, rw - 20, 40, 8, W) +
      R(rx + 16, oy + 6, 28, 28, 6, tint([O, T, S][i], 0.78)) +
      cushion(rx + 30, oy + 20, 9, [O, T, S][i]) +
      ink.bar(rx + 52, oy + 11, rw * 0.3, N2, 6) +
      ink.bar(rx + 52, oy + 24, rw * 0.2, COPY, 5);
  }
  return s + ink.out();
}
function leadRows(x, y, w, h, o = {}) {
  const ink = inkPad();
  let s = "";
  const st = o.status ?? [O, O, A, T, A, S, O];
  for (let i = 0, yy = y; yy + 36 < y + h; i++, yy += 44) {
    s +=
      R(x, yy, w, 38, 9, i % 2 ? W : L0) +
      face(x + 20, yy + 19, 12, i + (o.offset ?? 0)) +
      ink.bar(x + 40, yy + 10, w * 0.2, N2, 6) +
      ink.bar(x + 40, yy + 22, w * 0.14, COPY, 5);
    if (o.sources)
      s += chipIcon(x + w * 0.36, yy + 8, 22, ["globe", "phone", "chat", "mail"][i % 4], [S, T, O, A][i % 4]);
    if (o.score)
      s += meter(x + w * 0.5, yy + 15, w * 0.2, [0.9, 0.82, 0.6, 0.3, 0.55, 0.42, 0.76][i % 7], st[i % st.length], 8);
    if (o.assign) s += face(x + w * 0.62, yy + 19, 10, i + 3);
    s += pill(x + w - 70, yy + 12, 58, st[i % st.length], 14);
  }
  return s + ink.out();
}
function scheduleGrid(x, y, w, h) {
  const ink = inkPad();
  const lw = 120,
    n = 6,
    rh = (h - 34) / n;
  let s = "";
  for (let i = 0; i < 7; i++) s += ink.bar(x + lw + 8 + (i * (w - lw)) / 7, y + 6, 26, COPY, 5);
  s += St(
    Array.from({ length: 8 }, (_, i) => `M${num(x + lw + (i * (w - lw)) / 7)} ${num(y + 22)}v${num(h - 22)}`).join(""),
    L1,
    1.2,
  );
  const slots = [
    [
      [0, 1, T],
      [1.2, 2.4, S],
      [3, 4, T],
      [5, 6.2, A],
    ],
    [
      [0.4, 1.6, S],
      [2, 3, T],
      [3.4, 4.6, O],
      [5.2, 6.4, S],
    ],
    [
      [0, 1.4, A],
      [1.8, 2.8, T],
      [4, 5.4, S],
    ],
    [
      [0.6, 2, T],
      [2.4, 3.4, S],
      [3.8, 5, T],
      [5.4, 6.6, A],
    ],
    [
      [0, 1, S],
      [1.4, 2.6, O],
      [3.2, 4.4, T],
      [5, 6, S],
    ],
    [
      [1, 2.2, T],
      [2.6, 3.6, A],
      [4.2, 5.6, T],
    ],
  ];
  const u = (w - lw) / 7;
  for (let i = 0; i < n; i++) {
    const yy = y + 30 + i * rh;
    if (i % 2 === 0) s += R(x, yy - 4, w, rh, 6, L0);
    s +=
      face(x + 18, yy + rh / 2 - 4, 12, i + 1) +
      ink.bar(x + 38, yy + rh / 2 - 10, 60, N2, 6) +
      ico("pin", x + 37, yy + rh / 2, 10, [T, S, O][i % 3], W) +
      ink.bar(x + 50, yy + rh / 2 + 2, 40, COPY, 5);
    for (const [a, b, c] of slots[i])
      s += R(x + lw + a * u + 3, yy + 2, (b - a) * u - 6, rh - 12, 6, tint(c, 0.55), {
        stroke: c,
        "stroke-width": 1.5,
      });
  }
  return s + ink.out();
}

// ── Shared scene pieces ─────────────────────────────────────────────────────
// Floating note: icon tile, a headline bar and a line of copy.
const note = (x, y, w, h, icon, c, o = {}) =>
  card(x, y, w, h, 14, o.fill ?? W) +
  chipIcon(x + 14, y + (h - 36) / 2, 36, icon, c, o.fill === N1 ? { bg: N2, fg: W } : {}) +
  bar(x + 62, y + h / 2 - 12, (w - 84) * (o.k ?? 0.8), o.fill === N1 ? W : N1, 8) +
  bar(x + 62, y + h / 2 + 4, (w - 84) * 0.55, o.fill === N1 ? COPYD : COPY, 6);
const tickNote = (x, y, w, h, c = T) =>
  card(x, y, w, h, 14) +
  tick(x + 30, y + h / 2, 12, c) +
  bar(x + 54, y + h / 2 - 11, w - 78, N1, 8) +
  bar(x + 54, y + h / 2 + 4, (w - 78) * 0.6, COPY, 6);
const coinNote = (x, y, w, h) =>
  card(x, y, w, h, 14) +
  coin(x + 32, y + h / 2, 16) +
  bar(x + 60, y + h / 2 - 11, w - 84, N1, 8) +
  bar(x + 60, y + h / 2 + 4, (w - 84) * 0.6, T, 6);
const arrowHead = (x, y, deg, c, k = 8) => {
  const a = polar(x, y, k, deg + 150),
    b = polar(x, y, k, deg - 150);
  return Pl([a, [x, y], b], c, 2.8);
};
const link = (pts, c = RULE, o = {}) => {
  const [a, b] = pts.slice(-2);
  const deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  return Pl(pts, c, o.w ?? 2.5, o.solid ? undefined : dash(o.dash ?? "2 8")) + arrowHead(b[0], b[1], deg, o.head ?? c);
};
function kanban(x, y, w, h, n = 3, heads = [S, A, T, O]) {
  const ink = inkPad();
  const gap = 10,
    cw = (w - gap * (n - 1)) / n,
    counts = [3, 2, 3, 1];
  let s = "";
  for (let i = 0; i < n; i++) {
    const cx = x + i * (cw + gap);
    s +=
      R(cx, y, cw, h, 10, L0) +
      C(cx + 14, y + 15, 4.5, heads[i]) +
      ink.bar(cx + 24, y + 12, cw * 0.36, N2, 6) +
      R(cx + cw - 30, y + 8, 20, 14, 7, W) +
      ink.bar(cx + cw - 24, y + 13, 8, COPY, 4);
    for (let j = 0; j < counts[i % 4]; j++) {
      const yy = y + 32 + j * 62;
      if (yy + 54 > y + h - 6) break;
      s +=
        card(cx + 7, yy, cw - 14, 54, 8, W, { dy: 3 }) +
        ink.bar(cx + 16, yy + 11, (cw - 14) * (0.5 + ((i + j) % 3) * 0.1), N1, 6) +
        ink.bar(cx + 16, yy + 23, (cw - 14) * 0.38, COPY, 5);
      s += pill(cx + 16, yy + 34, 34, [T, A, S, O][(i + j * 2) % 4], 12) + face(cx + cw - 22, yy + 39, 9, i * 3 + j);
    }
  }
  return s + ink.out();
}
function landing(x, y, w, h) {
  const p = 16;
  let s = siteNav(x, y, w, T);
  const hy = y + 34,
    hh = h * 0.56;
  s += R(x + p, hy, w - 2 * p, hh, 12, tint(S, 0.6)) + C(x + w * 0.56, hy + hh * 0.26, 16, A);
  s +=
    tower(x + w * 0.52, hy + hh * 0.4, 40, hh * 0.6, N2) +
    tower(x + w * 0.62, hy + hh * 0.2, 46, hh * 0.8, N1) +
    tower(x + w * 0.74, hy + hh * 0.46, 36, hh * 0.54, N2);
  s +=
    R(x + p, hy + hh - 16, w - 2 * p, 16, 0, T) + Pa(roundRect(x + p, hy + hh - 16, w - 2 * p, 16, [0, 0, 12, 12]), T);
  s +=
    bar(x + p + 20, hy + 26, w * 0.26, N1, 12) +
    bar(x + p + 20, hy + 44, w * 0.2, N1, 12) +
    bars(x + p + 20, hy + 68, [w * 0.26, w * 0.2], shade(S, 0.4), 6, 12) +
    button(x + p + 20, hy + 100, w * 0.16, 24, O);
  const fx = x + w - p - w * 0.3,
    fw = w * 0.26;
  s += card(fx, hy + 18, fw, hh + 30, 12) + bar(fx + 14, hy + 34, fw * 0.6, N1, 8);
  for (let i = 0; i < 3; i++)
    s +=
      R(fx + 14, hy + 54 + i * 34, fw - 28, 26, 7, W, { stroke: L1, "stroke-width": 1.5 }) +
      bar(fx + 24, hy + 64 + i * 34, fw * 0.4, COPY, 6);
  s +=
    R(fx + 14, hy + 158, fw - 28, 26, 13, T) +
    ico("chat", fx + fw / 2 - 30, hy + 163, 16, W, T) +
    bar(fx + fw / 2 - 8, hy + 168, 40, W, 6);
  const ay = hy + hh + 30,
    aw = (w * 0.62 - 2 * p) / 4;
  ["home", "leaf", "shield", "bus"].forEach(
    (n, i) =>
      (s += chipIcon(x + p + i * aw, ay, 36, n, [T, O, S, A][i]) + bar(x + p + i * aw, ay + 46, aw * 0.7, COPY, 5)),
  );
  return s;
}
function serp(x, y, w, h) {
  const p = 18;
  let s =
    C(x + p + 10, y + 22, 10, tint(S, 0.6)) +
    R(x + p + 30, y + 10, w - 2 * p - 30, 26, 13, W, { stroke: L1, "stroke-width": 1.5 }) +
    bar(x + p + 44, y + 20, w * 0.34, N2, 6) +
    ico("search", x + w - p - 26, y + 14, 16, S, S);
  s += St(`M${num(x)} ${num(y + 48)}h${num(w)}`, L1, 1.5);
  let yy = y + 64;
  for (let i = 0; yy + 60 < y + h; i++, yy += 72) {
    const hi = i === 1;
    if (hi) s += R(x + p - 8, yy - 8, w - 2 * p + 16, 64, 10, tint(T, 0.88), { stroke: T, "stroke-width": 1.5 });
    s +=
      C(x + p + 6, yy + 4, 6, hi ? T : L1) +
      bar(x + p + 18, yy + 1, w * 0.3, COPY, 5) +
      bar(x + p, yy + 16, w * [0.56, 0.62, 0.48, 0.54][i % 4], hi ? shade(T, 0.2) : S, 8) +
      bars(x + p, yy + 32, [w * 0.76, w * 0.5], COPY, 5, 11);
    if (hi) s += R(x + w - p - 36, yy, 32, 32, 16, T) + ico("star", x + w - p - 28, yy + 8, 16, W, W);
  }
  return s;
}
function article(x, y, w, h) {
  const p = 18;
  let s = siteNav(x, y, w, T);
  s +=
    R(x + p, y + 38, w - 2 * p, h * 0.34, 10, tint(T, 0.7)) +
    ico("leaf", x + w * 0.3, y + 48, h * 0.26, T, tint(T, 0.7)) +
    bottle(x + w * 0.62, y + 30 + h * 0.34, h * 0.12, W, T);
  let yy = y + 54 + h * 0.34;
  s +=
    bar(x + p, yy, w * 0.7, N1, 11) +
    bar(x + p, yy + 18, w * 0.44, N1, 11) +
    face(x + p + 10, yy + 48, 10, 4) +
    bar(x + p + 28, yy + 44, w * 0.2, COPY, 6);
  s += bars(x + p, yy + 70, [w * 0.84, w * 0.8, w * 0.86, w * 0.6], COPY, 6, 14);
  return s;
}
function creative(x, y, w, h, i, win) {
  const bg = [tint(T, 0.68), tint(A, 0.62), tint(O, 0.75), tint(S, 0.66), tint(T, 0.76), tint(A, 0.7)][i];
  let s = card(x, y, w, h, 14, W, win ? { line: T } : {});
  const ih = h - 70;
  s +=
    Pa(roundRect(x + 8, y + 8, w - 16, ih, [9, 9, 9, 9]), bg) +
    C(x + w / 2, y + 8 + ih * 0.55, ih * 0.32, W, { opacity: 0.5 });
  if (i % 3 === 1)
    s += face(x + w * 0.34, y + 8 + ih * 0.55, ih * 0.26, i) + bottle(x + w * 0.66, y + 8 + ih * 0.88, ih * 0.16, W, T);
  else if (i % 3 === 2)
    s += jar(x + w * 0.38, y + 8 + ih * 0.86, ih * 0.22, O) + bottle(x + w * 0.62, y + 8 + ih * 0.86, ih * 0.18, W, O);
  else s += bottle(x + w / 2, y + 8 + ih * 0.86, ih * 0.24, W, T) + Pa(sparkD(x + w * 0.7, y + 8 + ih * 0.3, 9), A);
  s += R(x + 16, y + 16, 34, 16, 8, W) + ico("play", x + 20, y + 18, 12, N1, W) + bar(x + 34, y + 21, 10, N1, 5);
  s +=
    bar(x + 14, y + ih + 22, w * 0.4, N2, 6) +
    meter(x + 14, y + ih + 40, w - 28, [0.86, 0.42, 0.3, 0.78, 0.5, 0.24][i], win ? T : [S, A, O][i % 3], 8);
  if (win) s += tick(x + w - 22, y + 22, 11, T, false);
  return s;
}

// ── Projects: card (640×400) and three screens (800×500) each ───────────────
// A back-office page filling a screen: shell() in a browser window, with its rail's icons (the second is active).
const dashboard = (acc, icons, fn) => browser(40, 36, 720, 428, (x, y, w, h) => shell(x, y, w, h, acc, fn, { icons }));
// Three phone screens side by side.
const threePhones = (...screens) => screens.map((fn, i) => phone(92 + i * 215, 34, 186, 432, fn)).join("");
// A web page and, on its right, the phone screen that goes with it.
const browserAndPhone = (page, screen) => browser(36, 38, 516, 424, page) + phone(584, 34, 186, 432, screen);
const PROJECTS = {
  "spice-route-ecommerce": [
    [
      { blob: [290, 210, 170], dots: [460, 20, 160, 100] },
      () =>
        browser(36, 50, 420, 292, (x, y, w, h) => storefront(x, y, w, h, O)) +
        phone(468, 80, 140, 290, (x, y, w, h) => checkoutScreen(x, y, w, h, O)) +
        coinNote(236, 318, 196, 60),
    ],
    [
      { blob: [340, 260, 220], dots: [600, 20, 180, 140], k: 1 },
      () =>
        browser(36, 40, 548, 420, (x, y, w, h) => storefront(x, y, w, h, O, { cols: 4 })) +
        card(604, 76, 170, 176, 14) +
        chipIcon(620, 92, 34, "pin", O) +
        bar(664, 98, 90, N1, 8) +
        bar(664, 112, 60, COPY, 6) +
        R(620, 144, 138, 30, 8, W, { stroke: L1, "stroke-width": 1.5 }) +
        bar(632, 156, 70, N2, 6) +
        button(620, 184, 138, 28, N1, 50) +
        ico("truck", 620, 222, 18, T, T) +
        bar(644, 229, 90, T, 6) +
        card(604, 276, 170, 150, 14) +
        carton(690, 292, 40, A) +
        bar(626, 400, 90, N1, 7),
    ],
    [
      { blob: [400, 250, 230], dots: [40, 20, 200, 140], k: 2 },
      () =>
        phone(196, 34, 186, 432, (x, y, w, h) => productScreen(x, y, w, h, O)) +
        phone(418, 34, 186, 432, (x, y, w, h) => checkoutScreen(x, y, w, h, O)) +
        coinNote(30, 300, 190, 66) +
        tickNote(590, 110, 180, 66),
    ],
    [
      { blob: [420, 270, 230], dots: [600, 340, 180, 140] },
      () =>
        dashboard(O, ["home", "chart", "box", "pin", "gear"], (x, y, w, h) => {
          let s = kpiRow(x, y, w, [
            [T, "rupee", 0.7],
            [O, "cart", 0.5],
            [S, "truck", 0.6],
          ]);
          const cy = y + 86,
            lw = w * 0.6;
          s +=
            panel(x, cy, lw, 132, lw * 0.3) +
            pill(x + lw - 70, cy + 10, 56, T, 16) +
            lineChart(x + 14, cy + 40, lw - 28, 76, 3, [0.1, 0.18, 0.3, 0.36, 0.55, 0.68, 0.74, 0.88], T);
          s += rows(x + 8, cy + 158, lw - 16, 3, { icon: "box", status: [T, A, T] });
          const gx = x + lw + 14,
            gw = w - lw - 14;
          s += panel(gx, cy, gw, h - 86, gw * 0.5);
          const cell = (gw - 28 - 5 * 5) / 6,
            paint = new Map();
          for (let j = 0; j < 6; j++)
            for (let i = 0; i < 6; i++) {
              const c = [T, T, A, T, O, T, S, T, T][(i * 7 + j * 5) % 9];
              paint.set(
                c,
                (paint.get(c) ?? "") +
                  `M${num(gx + 16 + i * (cell + 5))} ${num(cy + 38 + j * (cell + 5))}h${num(cell - 4)}v${num(cell - 4)}h${num(4 - cell)}z`,
              );
            }
          for (const [c, d] of paint) s += Pa(d, c, { stroke: c, "stroke-width": 4 });
          s += [T, A, O]
            .map((c, i) => C(gx + 20 + i * 50, cy + h - 112, 5, c) + bar(gx + 30 + i * 50, cy + h - 115, 26, COPY, 5))
            .join("");
          return s;
        }),
    ],
  ],

  "meridian-hospitals-website": [
    [
      { blob: [300, 200, 170], dots: [470, 300, 160, 100], k: 1 },
      () =>
        browser(32, 46, 408, 306, (x, y, w, h) => doctorFinder(x, y, w, h)) +
        calendarGrid(456, 66, 156, 150, T) +
        card(456, 232, 156, 104, 12) +
        bar(470, 246, 70, N1, 7) +
        [0, 1, 2, 3]
          .map(
            (i) =>
              R(470 + (i % 2) * 66, 264 + Math.floor(i / 2) * 32, 60, 24, 8, i === 1 ? T : L0) +
              bar(482 + (i % 2) * 66, 273 + Math.floor(i / 2) * 32, 36, i === 1 ? W : N2, 6),
          )
          .join("") +
        R(586, 30, 50, 50, 14, T) +
        ico("cross", 597, 41, 28, W),
    ],
    [
      { blob: [400, 260, 230], dots: [600, 20, 180, 120], k: 2 },
      () => browser(40, 38, 720, 424, (x, y, w, h) => doctorFinder(x, y, w, h, { rail: 190, cols: 3, rows: 2 })),
    ],
    [
      { blob: [300, 270, 220], dots: [20, 20, 200, 120] },
      () =>
        hospital(48, 150, 160, 300) +
        calendarGrid(240, 60, 290, 260, T, { hi: 17, dots: [2, 9, 10, 16, 23, 24] }) +
        doctorCard(240, 340, 290, 112, 4, T) +
        phone(566, 34, 190, 432, (x, y, w, h) => apptScreen(x, y, w, h, T)),
    ],
    [
      { blob: [420, 250, 230], dots: [600, 340, 180, 140], k: 1 },
      () =>
        browser(36, 40, 510, 420, (x, y, w, h) => reportsList(x, y, w, h)) +
        phone(580, 34, 186, 432, (x, y, w, h) => langScreen(x, y, w, h)),
    ],
  ],

  "kaveri-autocomp-erp": [
    [
      { dark: true, blob: [330, 200, 170], dots: [20, 20, 180, 120], k: 2 },
      () =>
        tablet(150, 44, 390, 266, (x, y, w, h) => gantt(x + 12, y + 10, w - 24, h - 20, { rows: 6 })) +
        carton(84, 250, 32, A) +
        carton(136, 290, 26, tint(A, 0.25)) +
        carton(72, 312, 26, A) +
        gear(592, 74, 30, S) +
        gear(548, 110, 20, O) +
        note(384, 318, 222, 64, "check", T),
    ],
    [
      { blob: [400, 250, 230], dots: [600, 340, 180, 140] },
      () =>
        dashboard(
          S,
          ["home", "calendar", "gear", "box", "doc"],
          (x, y, w, h) =>
            [T, S, A, O]
              .map(
                (c, i) =>
                  R(x + i * 92, y, 84, 22, 11, L0) +
                  C(x + 12 + i * 92, y + 11, 5, c) +
                  bar(x + 24 + i * 92, y + 8, 48, COPY, 6),
              )
              .join("") + gantt(x, y + 34, w, h - 34),
        ),
    ],
    [
      { blob: [400, 250, 240], dots: [20, 340, 200, 140], k: 1 },
      () => tablet(96, 34, 608, 432, (x, y, w, h) => shiftEntry(x, y, w, h)) + face(718, 96, 30, 3),
    ],
    [
      { blob: [430, 250, 230], dots: [600, 20, 180, 120], k: 3 },
      () =>
        invoiceDoc(50, 36, 256, 428, S) +
        checklist(
          350,
          46,
          400,
          238,
          [
            ["doc", S, 1],
            ["shield", T, 1],
            ["truck", O, 1],
            ["refresh", A, 0],
          ],
          { chip: true },
        ) +
        link(
          [
            [320, 380],
            [420, 380],
          ],
          S,
        ) +
        truck(444, 320, 1.9, S) +
        spark(730, 330, 10, A),
    ],
  ],

  "apex-pumps-erp": [
    [
      { blob: [320, 200, 150], dots: [20, 300, 180, 80], k: 1 },
      () => {
        let s = Ring(320, 200, 120, RULE, 2, dash("2 9"));
        const spots = [
          [126, 108, "building", S],
          [514, 108, "building", T],
          [126, 292, "building", A],
          [514, 292, "user", O],
        ];
        for (const [x, y] of spots)
          s += Pl(
            [
              [320, 200],
              [x, y],
            ],
            RULE,
            2.5,
            dash("2 8"),
          );
        s += C(320, 200, 84, O, { opacity: 0.12 }) + C(320, 200, 70, W) + pump(262, 150, 116, S);
        spots.forEach(
          ([x, y, n, c], i) =>
            (s +=
              card(x - 92, y - 34, 184, 68, 14) +
              chipIcon(x - 78, y - 20, 40, n, c) +
              bar(x - 26, y - 14, 80, N1, 8) +
              bar(x - 26, y + 1, 54, COPY, 6) +
              meter(x - 26, y + 14, 90, [0.8, 0.5, 0.65, 0.9][i], c, 6)),
        );
        return s;
      },
    ],
    [
      { blob: [400, 250, 230], dots: [600, 340, 180, 140], k: 2 },
      () =>
        browser(36, 38, 550, 424, (x, y, w, h) => orderForm(x, y, w, h)) +
        card(606, 70, 170, 168, 14) +
        bar(622, 86, 90, N1, 8) +
        gauge(691, 190, 56, 0.64, 14) +
        bar(664, 206, 54, N1, 8) +
        tickNote(606, 262, 170, 66) +
        note(606, 350, 170, 66, "truck", A, { k: 0.7 }),
    ],
    [
      { blob: [400, 270, 240], dots: [20, 20, 200, 120] },
      () => dashboard(A, ["home", "box", "swap", "user", "gear"], (x, y, w, h) => warehouses(x, y, w, h)),
    ],
    [
      { blob: [420, 250, 230], dots: [600, 340, 180, 140], k: 3 },
      () =>
        phone(104, 34, 200, 432, (x, y, w, h) => warrantyScan(x, y, w, h)) +
        card(350, 60, 410, 180, 14) +
        R(366, 76, 148, 148, 12, tint(S, 0.75)) +
        pump(380, 100, 120, S) +
        bar(532, 84, 140, N1, 10) +
        bar(532, 104, 100, COPY, 6) +
        [0, 1, 2].map((i) => bar(532, 130 + i * 22, 70, COPY, 6) + bar(620, 130 + i * 22, 90, N2, 6)).join("") +
        pill(532, 200, 110, T, 20) +
        card(350, 266, 410, 180, 14) +
        bar(370, 284, 130, N1, 8) +
        stepper(386, 340, 340, 4, 2, T) +
        [0, 1, 2, 3].map((i) => bar(366 + i * 113, 362, 44, COPY, 5)).join("") +
        faces(380, 410, 14, [1, 4]) +
        button(620, 396, 120, 30, O, 56),
    ],
  ],

  "tezmove-delivery-app": [
    [
      { blob: [300, 210, 170], dots: [440, 280, 180, 100], k: 2 },
      () =>
        R(40, 70, 220, 250, 16, MAP) +
        mapPanel(40, 70, 220, 250, {
          r: 16,
          route: [
            [0.15, 0.85],
            [0.15, 0.5],
            [0.5, 0.5],
            [0.5, 0.2],
            [0.85, 0.2],
          ],
        }) +
        phone(232, 34, 156, 332, (x, y, w, h) => navScreen(x, y, w, h)) +
        truck(60, 286, 1.05, O) +
        card(414, 70, 196, 132, 14) +
        R(428, 84, 70, 70, 10, N1) +
        carton(463, 96, 20, A) +
        St("M512 110c8-14 14 6 22-4s10 10 18-2 10 6 16 0", N2, 2.2) +
        bar(512, 134, 70, COPY, 6) +
        bar(428, 172, 120, N1, 8) +
        tick(586, 178, 10, T, false) +
        coinNote(414, 224, 196, 64),
    ],
    [{ blob: [400, 250, 240], dots: [600, 20, 180, 120], k: 1 }, () => threePhones(tripScreen, navScreen, podScreen)],
    [
      { blob: [400, 260, 230], dots: [20, 340, 200, 140] },
      () =>
        dashboard(
          O,
          ["home", "pin", "truck", "rupee", "gear"],
          (x, y, w, h) =>
            vehiclesList(x, y, w * 0.36, h) +
            mapPanel(x + w * 0.36 + 14, y, w * 0.64 - 14, h, {
              route: [
                [0.08, 0.9],
                [0.2, 0.9],
                [0.2, 0.55],
                [0.45, 0.55],
                [0.45, 0.18],
                [0.7, 0.18],
              ],
              pins: [
                [0.78, 0.55, T],
                [0.45, 0.82, S],
              ],
              cols: [0.2, 0.45, 0.78],
            }) +
            [
              [0.2, 0.7, O],
              [0.45, 0.36, T],
              [0.78, 0.82, A],
            ]
              .map(([u, v, c]) => {
                const mx = x + w * 0.36 + 14 + u * (w * 0.64 - 14),
                  my = y + v * h;
                return (
                  C(mx, my, 15, c, { opacity: 0.25 }) + C(mx, my, 10, c) + ico("truck", mx - 6.5, my - 6.5, 13, W, c)
                );
              })
              .join(""),
        ),
    ],
    [
      { blob: [400, 250, 230], dots: [600, 340, 180, 140], k: 3 },
      () =>
        browserAndPhone(
          (x, y, w, h) =>
            codTable(x + 18, y + 18, w - 36, h) +
            R(x + 18, y + h * 0.68, (w - 48) / 2, h * 0.3, 10, L0) +
            donut(x + 18 + (w - 48) / 4, y + h * 0.83, 40, 14, [
              [0.72, T],
              [0.2, A],
            ]) +
            R(x + 30 + (w - 48) / 2, y + h * 0.68, (w - 48) / 2, h * 0.3, 10, L0) +
            columns(
              x + 46 + (w - 48) / 2,
              y + h * 0.72,
              (w - 48) / 2 - 32,
              h * 0.22,
              [0.5, 0.7, 0.45, 0.9, 0.6, 0.8],
              [S, N2],
              { hi: 3, hc: O },
            ),
          (x, y, w, h) => upiScreen(x, y, w, h),
        ),
    ],
  ],

  "ankur-schools-parent-app": [
    [
      { blob: [320, 210, 170], dots: [440, 300, 180, 80], k: 3 },
      () =>
        phone(70, 36, 156, 332, (x, y, w, h) => parentHome(x, y, w, h)) +
        school(290, 150, 170, 190) +
        St("M260 340h340", RULE, 3) +
        bus(448, 274, 0.92) +
        note(420, 56, 196, 60, "bell", O) +
        note(444, 132, 172, 56, "check", T, { k: 0.7 }),
    ],
    [{ blob: [400, 250, 240], dots: [20, 20, 200, 120] }, () => threePhones(parentHome, feeScreen, homeworkScreen)],
    [
      { blob: [330, 250, 220], dots: [600, 20, 180, 120], k: 2 },
      () =>
        phone(70, 34, 200, 432, (x, y, w, h) => busScreen(x, y, w, h)) +
        note(320, 60, 420, 74, "bus", A, { k: 0.6 }) +
        note(320, 150, 420, 74, "check", T, { k: 0.5 }) +
        note(320, 240, 420, 74, "doc", S, { k: 0.66 }) +
        bus(520, 350, 1.25),
    ],
    [
      { blob: [420, 260, 230], dots: [600, 340, 180, 140], k: 1 },
      () => dashboard(A, ["home", "mail", "calendar", "rupee", "user"], (x, y, w, h) => composer(x, y + 4, w, h - 4)),
    ],
  ],

  "kosh-finance-loan-journey": [
    [
      { blob: [330, 210, 170], dots: [20, 20, 180, 100], k: 1 },
      () =>
        G(
          phone(90, 54, 146, 306, (x, y, w, h) => longFormScreen(x, y, w, h)),
          { opacity: "0.55" },
        ) +
        link(
          [
            [262, 200],
            [342, 200],
          ],
          T,
          { solid: true, w: 3 },
        ) +
        phone(368, 36, 162, 336, (x, y, w, h) => eligibilityScreen(x, y, w, h)) +
        tick(548, 90, 16, T) +
        spark(576, 300, 12, A) +
        spark(60, 330, 9, O),
    ],
    [
      { blob: [400, 260, 240], dots: [600, 20, 180, 100] },
      () => {
        let s = card(36, 44, 728, 150, 16) + bar(56, 62, 120, N1, 8) + pill(650, 58, 94, O, 18);
        for (let i = 0; i < 11; i++) {
          const x = 56 + i * 64;
          s +=
            R(x, 104, 46, 58, 8, L0, { stroke: L1, "stroke-width": 1.5 }) + bars(x + 9, 118, [28, 20, 24], RULE, 5, 11);
          if (i < 10)
            s += Pl(
              [
                [x + 49, 133],
                [x + 61, 133],
              ],
              RULE,
              2,
            );
        }
        s += card(36, 278, 728, 180, 16) + bar(56, 296, 120, N1, 8) + pill(650, 292, 94, T, 18);
        const nodes = [
          ["user", S],
          ["sliders", A],
          ["shield", T],
          ["bank", O],
          ["check", T],
        ];
        nodes.forEach(([n, c], i) => {
          const x = 56 + i * 142;
          s +=
            R(x, 330, 120, 108, 14, L0) +
            chipIcon(x + 14, 344, 40, n, c) +
            bar(x + 14, 396, 80, N1, 8) +
            bar(x + 14, 412, 56, COPY, 6);
          if (i < 4)
            s += link(
              [
                [x + 124, 384],
                [x + 138, 384],
              ],
              T,
              { solid: true },
            );
        });
        const groups = [
          [0, 2, 0],
          [3, 4, 1],
          [5, 7, 2],
          [8, 9, 3],
          [10, 10, 4],
        ];
        for (const [a, b, k] of groups)
          s += St(
            `M${56 + ((a + b) / 2) * 64 + 23} 170C${56 + ((a + b) / 2) * 64 + 23} 240 ${116 + k * 142} 220 ${116 + k * 142} 322`,
            T,
            2.5,
            dash("2 8"),
          );
        return s;
      },
    ],
    [
      { blob: [400, 250, 240], dots: [20, 340, 200, 140], k: 2 },
      () => threePhones(eligibilityScreen, kycScreen, bankScreen),
    ],
    [
      { blob: [300, 250, 220], dots: [600, 20, 180, 120], k: 3 },
      () => {
        const sticky = (x, y, c, a) =>
          turn(
            a,
            x + 55,
            y + 50,
            R(x, y + 5, 110, 96, 6, N0, { opacity: 0.07 }) +
              R(x, y, 110, 96, 6, c) +
              bars(x + 14, y + 22, [72, 80, 52], mix(c, N1, 0.35), 6, 14) +
              R(x + 40, y - 6, 30, 12, 3, W, { opacity: 0.7 }),
          );
        let s =
          sticky(50, 60, "#fde68a", -5) +
          sticky(180, 52, tint(S, 0.55), 4) +
          sticky(60, 190, tint(O, 0.6), 3) +
          sticky(188, 186, tint(T, 0.6), -4) +
          sticky(70, 320, "#fde68a", 2) +
          sticky(196, 318, tint(S, 0.55), -3);
        s +=
          card(346, 50, 414, 250, 16) +
          bar(368, 70, 150, N1, 8) +
          [O, T].map((c, i) => C(600 + i * 70, 74, 5, c) + bar(610 + i * 70, 71, 40, COPY, 6)).join("");
        s += gridlines(368, 104, 370, 160, 5);
        [
          [0.92, 0.95],
          [0.6, 0.86],
          [0.34, 0.74],
          [0.28, 0.62],
          [0.22, 0.41],
        ].forEach(([a, b], i) => {
          const x = 380 + i * 74;
          s +=
            R(x, 264 - 160 * a, 24, 160 * a, 5, tint(O, 0.3)) +
            R(x + 28, 264 - 160 * b, 24, 160 * b, 5, T) +
            bar(x + 6, 276, 40, COPY, 5);
        });
        s +=
          card(346, 324, 414, 130, 16) +
          face(400, 389, 36, 5) +
          bar(452, 350, 140, N1, 9) +
          bar(452, 368, 100, COPY, 6) +
          [S, A, O].map((c, i) => pill(452 + i * 92, 392, 80, c, 18)).join("") +
          bars(452, 424, [260], COPY, 6);
        return s;
      },
    ],
  ],

  "aravali-greens-launch": [
    [
      { dark: true, blob: [220, 220, 170], dots: [440, 20, 180, 120], k: 1 },
      () =>
        tower(90, 150, 60, 200, N2, tint(S, 0.3)) +
        tower(160, 90, 74, 260, "#2d3f80", tint(A, 0.45)) +
        tower(244, 170, 56, 180, N2, tint(S, 0.3)) +
        R(60, 348, 280, 10, 5, T) +
        C(120, 330, 20, T) +
        C(320, 336, 14, T) +
        phone(420, 36, 156, 332, (x, y, w, h) => adScreen(x, y, w, h, "tower")) +
        card(276, 232, 170, 130, 14) +
        funnel(361, 250, 130, 96, [S, A, T, O]),
    ],
    [
      { blob: [330, 260, 220], dots: [600, 340, 180, 140], k: 2 },
      () =>
        browser(36, 38, 540, 424, (x, y, w, h) => landing(x, y, w, h)) +
        phone(596, 34, 176, 432, (x, y, w, h) => otpChat(x, y, w, h)),
    ],
    [
      { blob: [400, 260, 230], dots: [20, 20, 200, 120] },
      () =>
        dashboard(T, ["home", "chart", "megaphone", "user", "gear"], (x, y, w, h) => {
          let s = kpiRow(x, y, w, [
            [O, "megaphone", 0.4],
            [S, "user", 0.5],
            [T, "pin", 0.6],
            [A, "home", 0.7],
          ]);
          const cy = y + 86,
            fw = w * 0.3;
          s += panel(x, cy, fw, h - 86, fw * 0.5) + funnel(x + fw / 2, cy + 40, fw - 40, h - 140, [S, A, T, O]);
          const lx = x + fw + 14,
            lw = w - fw - 14;
          s +=
            panel(lx, cy, lw * 0.6, h - 86, lw * 0.2) +
            pill(lx + lw * 0.6 - 64, cy + 10, 50, T, 16) +
            lineChart(lx + 14, cy + 44, lw * 0.6 - 28, h - 150, 4, [0.9, 0.84, 0.7, 0.74, 0.52, 0.44, 0.36, 0.3], O);
          const dx = lx + lw * 0.6 + 14,
            dw = lw * 0.4 - 14;
          s +=
            panel(dx, cy, dw, h - 86, dw * 0.5) +
            donut(dx + dw / 2, cy + 100, 48, 16, [
              [0.46, S],
              [0.3, O],
              [0.16, A],
            ]);
          s += [S, O, A]
            .map(
              (c, i) =>
                C(dx + 20, cy + 176 + i * 20, 5, c) +
                bar(dx + 32, cy + 173 + i * 20, dw * 0.4, COPY, 6) +
                bar(dx + dw - 44, cy + 173 + i * 20, 28, N2, 6),
            )
            .join("");
          return s;
        }),
    ],
    [
      { blob: [420, 250, 230], dots: [600, 340, 180, 140], k: 3 },
      () =>
        browser(
          36,
          38,
          476,
          424,
          (x, y, w, h) =>
            bar(x + 18, y + 20, w * 0.3, N1, 9) +
            pill(x + w - 110, y + 16, 92, O, 18) +
            leadRows(x + 18, y + 50, w - 36, h - 60, { score: true, offset: 2 }),
        ) +
        note(548, 56, 214, 72, "headset", S) +
        link(
          [
            [655, 136],
            [655, 176],
          ],
          S,
          { solid: true },
        ) +
        card(548, 186, 214, 116, 14, N1) +
        database(600, 214, 56, 62, N2, S) +
        bar(648, 222, 90, W, 8) +
        bar(648, 238, 60, COPYD, 6) +
        pill(648, 260, 72, T, 16) +
        link(
          [
            [655, 310],
            [655, 350],
          ],
          T,
          { solid: true },
        ) +
        note(548, 360, 214, 72, "target", O),
    ],
  ],

  "neem-and-sandal-growth": [
    [
      { blob: [300, 210, 170], dots: [440, 280, 180, 100], k: 1 },
      () =>
        phone(76, 36, 156, 332, (x, y, w, h) => adScreen(x, y, w, h, "bottle")) +
        card(268, 64, 330, 196, 16) +
        bar(288, 84, 110, N1, 8) +
        pill(512, 80, 66, T, 18) +
        gridlines(288, 116, 290, 120, 4) +
        columns(296, 140, 274, 96, [0.5, 0.42, 0.38, 0.3, 0.26, 0.22], [tint(O, 0.62)], { gap: 26 }) +
        trend(288, 116, 290, 120, [0.28, 0.36, 0.34, 0.52, 0.62, 0.8], T, { area: false }) +
        note(360, 286, 220, 66, "target", O) +
        ico("leaf", 560, 34, 40, T, tint(T, 0.6)),
    ],
    [
      { blob: [400, 250, 240], dots: [600, 20, 180, 100] },
      () =>
        [0, 1, 2, 3, 4, 5]
          .map((i) => creative(42 + (i % 3) * 246, 34 + Math.floor(i / 3) * 226, 224, 206, i, i === 0 || i === 3))
          .join(""),
    ],
    [
      { blob: [400, 260, 230], dots: [20, 340, 200, 140], k: 2 },
      () =>
        dashboard(T, ["home", "chart", "megaphone", "search", "gear"], (x, y, w, h) => {
          let s = kpiRow(x, y, w, [
            [T, "chart", 0.7],
            [O, "user", 0.4],
            [S, "search", 0.6],
          ]);
          const cy = y + 86,
            lw = w * 0.62;
          s +=
            panel(x, cy, lw, h - 86, lw * 0.24) +
            pill(x + lw - 66, cy + 10, 52, T, 16) +
            lineChart(x + 14, cy + 44, lw - 28, h - 150, 4, [0.3, 0.26, 0.34, 0.42, 0.5, 0.48, 0.64, 0.72, 0.84], T);
          const rx = x + lw + 14,
            rw = w - lw - 14;
          s +=
            panel(rx, cy, rw, 122, rw * 0.4) +
            columns(rx + 14, cy + 38, rw - 28, 70, [0.95, 0.8, 0.72, 0.6, 0.52], [tint(O, 0.45)], { hi: 4, hc: O });
          s += panel(rx, cy + 136, rw, h - 86 - 136, rw * 0.4);
          [
            [0.44, 0.3, 0.26],
            [0.36, 0.34, 0.3],
          ].forEach((parts, k) => {
            let bx = rx + 14;
            parts.forEach((v, j) => {
              s += R(bx, cy + 174 + k * 30, (rw - 28) * v - 3, 18, 5, [S, T, A][j]);
              bx += (rw - 28) * v;
            });
          });
          return s;
        }),
    ],
    [
      { blob: [360, 250, 230], dots: [600, 20, 180, 120], k: 3 },
      () =>
        browser(36, 36, 440, 428, (x, y, w, h) => serp(x, y, w, h)) +
        browser(404, 96, 360, 360, (x, y, w, h) => article(x, y, w, h)),
    ],
  ],

  "padhaipro-doubt-solver": [
    [
      { dark: true, blob: [300, 210, 170], dots: [440, 280, 180, 100], k: 2 },
      () =>
        phone(90, 36, 156, 332, (x, y, w, h) => answerScreen(x, y, w, h)) +
        botHead(410, 170, 92) +
        R(354, 240, 112, 70, 22, W) +
        C(410, 275, 18, tint(O, 0.8)) +
        spark(410, 275, 11, O) +
        bubble(486, 70, 120, 2, "l", { fill: N2 }) +
        bubble(290, 330, 130, 1, "r", { acc: T }) +
        ico("cap", 520, 270, 70, A, S) +
        spark(300, 60, 10, A),
    ],
    [
      { blob: [400, 250, 240], dots: [20, 20, 200, 120], k: 1 },
      () => threePhones(captureScreen, answerScreen, lectureScreen),
    ],
    [
      { blob: [400, 260, 230], dots: [600, 340, 180, 140] },
      () => dashboard(S, ["home", "list", "book", "chart", "gear"], (x, y, w, h) => reviewQueue(x, y, w, h)),
    ],
    [
      { dark: true, blob: [400, 200, 200], dots: [20, 340, 200, 140], k: 3 },
      () => {
        let s =
          card(36, 70, 130, 150, 14, N1) +
          [0, 1, 2]
            .map((i) =>
              turn(
                -8 + i * 8,
                101,
                150,
                R(76 + i * 4, 96 + i * 6, 50, 64, 6, [S, T, A][i]) +
                  bars(84 + i * 4, 110 + i * 6, [30, 24, 32], W, 4, 9),
              ),
            )
            .join("") +
          bar(60, 196, 80, COPYD, 6);
        s += link(
          [
            [176, 145],
            [206, 145],
          ],
          S,
          { solid: true },
        );
        s += [0, 1, 2]
          .map(
            (i) =>
              R(214, 82 + i * 44, 100, 34, 8, N2) +
              C(230, 99 + i * 44, 6, [S, T, A][i]) +
              bar(244, 96 + i * 44, 56, COPYD, 6),
          )
          .join("");
        s +=
          link(
            [
              [324, 145],
              [354, 145],
            ],
            S,
            { solid: true },
          ) + database(408, 96, 90, 96, N2, S);
        s +=
          link(
            [
              [466, 145],
              [496, 145],
            ],
            S,
            { solid: true },
          ) +
          C(546, 145, 46, N1) +
          C(546, 145, 34, N2) +
          spark(546, 145, 20, A);
        s +=
          link(
            [
              [600, 145],
              [624, 145],
            ],
            S,
            { solid: true },
          ) +
          card(632, 70, 140, 150, 14) +
          bars(648, 90, [104, 84, 96, 60], COPY, 6, 14) +
          pill(648, 156, 52, S, 16) +
          pill(706, 156, 52, T, 16) +
          tick(752, 196, 9, T, false);
        s +=
          card(36, 290, 236, 170, 16, N1) +
          ring(104, 375, 44, 14, 0.93, T, N2) +
          bar(88, 369, 32, W, 12) +
          bar(166, 350, 80, W, 8) +
          bar(166, 366, 60, COPYD, 6);
        s +=
          card(290, 290, 236, 170, 16, N1) +
          columns(314, 330, 188, 100, [0.95, 0.7, 0.5, 0.32, 0.12], [mix(S, N1, 0.45)], { hi: 4, hc: T }) +
          bar(314, 442, 100, COPYD, 6);
        s +=
          card(544, 290, 228, 170, 16, N1) +
          donut(
            608,
            375,
            42,
            14,
            [
              [0.68, S],
              [0.32, A],
            ],
            N2,
          ) +
          bar(670, 350, 80, W, 8) +
          bar(670, 366, 56, COPYD, 6);
        return s;
      },
    ],
  ],

  "hearth-and-loom-support-assistant": [
    [
      { blob: [310, 210, 170], dots: [440, 20, 180, 100], k: 3 },
      () =>
        phone(84, 36, 156, 332, (x, y, w, h) => chatScreen(x, y, w, h)) +
        cushion(388, 300, 62, O) +
        cushion(388, 240, 56, tint(T, 0.1)) +
        cushion(388, 186, 48, A) +
        carton(530, 230, 44, tint(A, 0.2)) +
        card(284, 56, 190, 66, 14) +
        C(316, 89, 18, N1) +
        spark(316, 89, 10, A) +
        bar(344, 78, 110, N1, 8) +
        bar(344, 94, 80, T, 6),
    ],
    [
      { blob: [400, 250, 240], dots: [600, 340, 180, 140], k: 1 },
      () =>
        phone(92, 34, 200, 432, (x, y, w, h) => chatScreen(x, y, w, h)) +
        card(340, 62, 420, 176, 16) +
        R(358, 80, 80, 80, 12, tint(O, 0.75)) +
        cushion(398, 120, 26, O) +
        bar(456, 86, 150, N1, 9) +
        bar(456, 104, 100, COPY, 6) +
        pill(456, 124, 90, T, 18) +
        stepper(380, 196, 340, 4, 3, T) +
        card(340, 262, 420, 176, 16) +
        bar(360, 280, 140, N1, 8) +
        [O, T, A]
          .map((c, i) => R(360 + i * 80, 304, 68, 68, 10, tint(c, 0.75)) + cushion(394 + i * 80, 338, 22, c))
          .join("") +
        [A, S, O].map((c, i) => pill(600, 306 + i * 24, 140, c, 16)).join("") +
        button(600, 398, 140, 28, T, 60) +
        ghost(360, 398, 120, 28),
    ],
    [
      { blob: [400, 260, 230], dots: [20, 20, 200, 120], k: 2 },
      () => browser(36, 36, 728, 428, (x, y, w, h) => agentConsole(x + 14, y + 14, w - 28, h - 28)),
    ],
    [
      { blob: [400, 250, 230], dots: [600, 340, 180, 140] },
      () =>
        dashboard(O, ["home", "chart", "chat", "user", "gear"], (x, y, w, h) => {
          const cw = (w - 24) / 3;
          let s =
            panel(x, y, cw, 170, cw * 0.5) +
            donut(x + cw / 2, y + 98, 46, 16, [
              [0.61, T],
              [0.39, A],
            ]) +
            bar(x + cw / 2 - 18, y + 92, 36, N1, 12);
          s +=
            panel(x + cw + 12, y, cw, 170, cw * 0.5) +
            columns(x + cw + 26, y + 44, cw - 28, 110, [0.95, 0.8, 0.44, 0.22, 0.12, 0.1], [tint(S, 0.3)], {
              hi: 5,
              hc: T,
            });
          s +=
            panel(x + 2 * (cw + 12), y, cw, 170, cw * 0.5) +
            stars(x + 2 * cw + 38, y + 56, 4, 5, 10) +
            bar(x + 2 * cw + 38, y + 92, cw * 0.4, N1, 16) +
            trend(x + 2 * cw + 38, y + 118, cw - 28, 40, [0.2, 0.3, 0.28, 0.5, 0.62, 0.8], O, { sw: 2.5 });
          s += panel(x, y + 186, w, h - 186, w * 0.2);
          [
            ["box", 0.86, T],
            ["refresh", 0.62, A],
            ["truck", 0.48, S],
            ["heart", 0.3, O],
          ].forEach(
            ([n, v, c], i) =>
              (s +=
                chipIcon(x + 14, y + 224 + i * 30, 22, n, c) +
                bar(x + 46, y + 232 + i * 30, w * 0.16, N2, 6) +
                meter(x + w * 0.3, y + 231 + i * 30, w * 0.6, v, c, 8)),
          );
          return s;
        }),
    ],
  ],

  "greenfield-diagnostics-crm": [
    [
      { blob: [290, 200, 170], dots: [440, 280, 180, 100], k: 2 },
      () =>
        browser(32, 46, 420, 300, (x, y, w, h) => kanban(x + 14, y + 14, w - 28, h - 28, 3)) +
        card(470, 60, 140, 150, 14) +
        donut(540, 124, 40, 13, [
          [0.58, T],
          [0.26, S],
        ]) +
        bar(510, 182, 60, N1, 7) +
        card(470, 230, 140, 112, 14) +
        [T, S, O]
          .map((c, i) => turn(-10 + i * 10, 504 + i * 36, 280, ico("tube", 480 + i * 36, 250, 50, c, tint(c, 0.5))))
          .join("") +
        bar(490, 322, 100, COPY, 6) +
        marker(30, 350, 16, O),
    ],
    [
      { blob: [440, 250, 230], dots: [20, 340, 200, 140], k: 1 },
      () => {
        let s = "";
        [
          ["globe", S],
          ["phone", T],
          ["chat", O],
          ["mail", A],
        ].forEach(([n, c], i) => {
          const y = 56 + i * 104;
          s +=
            card(40, y, 156, 76, 14) +
            chipIcon(54, y + 18, 40, n, c) +
            bar(104, y + 26, 74, N1, 8) +
            bar(104, y + 42, 50, COPY, 6);
          s += St(`M204 ${y + 38}C230 ${y + 38} 228 250 258 250`, c, 2.5, dash("2 8"));
        });
        return (
          s +
          arrowHead(258, 250, 0, N2) +
          browser(
            266,
            38,
            500,
            424,
            (x, y, w, h) =>
              bar(x + 18, y + 20, w * 0.3, N1, 9) +
              pill(x + w - 110, y + 16, 92, T, 18) +
              leadRows(x + 18, y + 52, w - 36, h - 60, { sources: true, assign: true, status: [O, T, A, T, S, T, O] }),
          )
        );
      },
    ],
    [
      { blob: [400, 260, 230], dots: [600, 20, 180, 120], k: 3 },
      () =>
        browserAndPhone(
          (x, y, w, h) =>
            bar(x + 18, y + 18, w * 0.28, N1, 9) +
            R(x + w - 150, y + 12, 132, 22, 11, L0) +
            R(x + w - 148, y + 14, 44, 18, 9, N1) +
            scheduleGrid(x + 18, y + 46, w - 36, h - 60),
          (x, y, w, h) =>
            mapPanel(x, y, w, h - 110, {
              r: 0,
              route: [
                [0.2, 0.85],
                [0.2, 0.55],
                [0.45, 0.55],
                [0.45, 0.18],
                [0.78, 0.18],
              ],
              pins: [
                [0.78, 0.55, T],
                [0.2, 0.3, S],
              ],
            }) +
            R(x, y + h - 118, w, 118, 14, W) +
            face(x + 26, y + h - 92, 14, 2) +
            bar(x + 48, y + h - 100, w * 0.4, N1, 7) +
            bar(x + 48, y + h - 87, w * 0.3, COPY, 5) +
            [0, 1, 2]
              .map((i) => chipIcon(x + 14 + i * 34, y + h - 66, 28, ["tube", "clock", "phone"][i], [T, A, S][i]))
              .join("") +
            button(x + w - 56, y + h - 64, 44, 24, T, 20),
        ),
    ],
    [
      { blob: [400, 250, 230], dots: [20, 340, 200, 140] },
      () =>
        dashboard(T, ["home", "user", "tube", "calendar", "gear"], (x, y, w, h) => {
          let s = kpiRow(x, y, w, [
            [T, "user", 0.6],
            [S, "tube", 0.5],
            [O, "building", 0.7],
          ]);
          const cy = y + 86,
            lw = w * 0.58;
          s +=
            panel(x, cy, lw, h - 86, lw * 0.3) +
            leadRows(x + 10, cy + 38, lw - 20, h - 130, { offset: 1, status: [T, T, A, S, T] });
          const rx = x + lw + 14,
            rw = w - lw - 14;
          s +=
            panel(rx, cy, rw, 120, rw * 0.4) +
            columns(rx + 14, cy + 38, rw - 28, 70, [0.4, 0.5, 0.46, 0.64, 0.72, 0.9], [tint(T, 0.35)], {
              hi: 5,
              hc: T,
            });
          s += calendarGrid(rx, cy + 134, rw, h - 86 - 134, S, { hi: 12, dots: [4, 9, 18, 26, 30] });
          return s;
        }),
    ],
  ],
};

// ── Blog headers (640×360) ──────────────────────────────────────────────────
function laptop(x, y, w, h, fn) {
  let s = R(x, y, w, h, 12, N0) + R(x + 9, y + 9, w - 18, h - 14, 4, W);
  s +=
    Pa(roundRect(x - w * 0.08, y + h - 2, w * 1.16, 14, [2, 2, 10, 10]), N2, { filter: shadow(6) }) +
    R(x + w / 2 - w * 0.1, y + h - 2, w * 0.2, 5, 2.5, N1);
  return s + (fn ? fn(x + 9, y + 9, w - 18, h - 14) : "");
}
// Devanagari-like word: headline stroke with hanging strokes and bowls.
function deva(x, y, w, c = N2, k = 1) {
  let d = `M${num(x)} ${num(y)}h${num(w)}`;
  const n = Math.max(2, Math.round(w / (11 * k)));
  for (let i = 0; i < n; i++) {
    const gx = x + (i + 0.6) * (w / n);
    d +=
      i % 3 === 1
        ? `M${num(gx)} ${num(y)}v${num(9 * k)}m${num(-6 * k)}-${num(5 * k)}q${num(-4 * k)} ${num(5 * k)} ${num(1 * k)} ${num(6 * k)}`
        : `M${num(gx)} ${num(y)}v${num(10 * k)}`;
    if (i % 3 === 2)
      d += `M${num(gx - 7 * k)} ${num(y + 3 * k)}q${num(5 * k)} ${num(1 * k)} ${num(2 * k)} ${num(6 * k)}`;
  }
  return St(d, c, 2.2 * k);
}
function memChip(cx, cy, s) {
  let pins = "";
  for (let i = 0; i < 4; i++) {
    const o = -s * 0.6 + i * s * 0.4;
    pins += `M${num(cx + o)} ${num(cy - s)}v-10M${num(cx + o)} ${num(cy + s)}v10M${num(cx - s)} ${num(cy + o)}h-10M${num(cx + s)} ${num(cy + o)}h10`;
  }
  return (
    St(pins, A, 4) +
    R(cx - s, cy - s, 2 * s, 2 * s, 10, N2) +
    R(cx - s * 0.55, cy - s * 0.55, s * 1.1, s * 1.1, 6, S) +
    bar(cx - s * 0.3, cy - 3, s * 0.6, N1, 6)
  );
}
function offlineScreen(x, y, w, h) {
  let s =
    R(x + 8, y + 2, w - 16, 26, 8, tint(A, 0.7)) +
    ico("wifi", x + 14, y + 6, 18, O2, O) +
    St(`M${num(x + 14)} ${num(y + 24)}l18-18`, O, 2.4) +
    bar(x + 40, y + 12, w * 0.44, O2, 6);
  const ink = inkPad();
  for (let i = 0, yy = y + 40; yy + 34 < y + h - 40; i++, yy += 40) {
    const done = i < 2;
    s += R(x + 8, yy, w - 16, 34, 8, L0) + chipIcon(x + 14, yy + 6, 22, "doc", [S, T, O, A][i % 4]);
    ink.bar(x + 44, yy + 9, w * 0.36, N2, 6);
    ink.bar(x + 44, yy + 20, w * 0.22, COPY, 5);
    s += done ? tick(x + w - 24, yy + 17, 7, T, false) : ico("clock", x + w - 32, yy + 9, 16, A, W);
  }
  return s + ink.out() + button(x + 8, y + h - 32, w - 16, 26, T, w * 0.34);
}
const sticky = (x, y, w, h, c, a, lines = 3) =>
  turn(
    a,
    x + w / 2,
    y + h / 2,
    R(x, y + 4, w, h, 5, N0, { opacity: 0.07 }) +
      R(x, y, w, h, 5, c) +
      bars(x + 10, y + 14, [w * 0.64, w * 0.72, w * 0.46].slice(0, lines), mix(c, N1, 0.35), 5, 11),
  );

const BLOG = {
  "offline-first-android-apps": [
    { dark: true, blob: [320, 190, 150], dots: [440, 230, 180, 110], k: 1 },
    () =>
      ico("cloud", 50, 30, 130, N2, N2) +
      C(154, 116, 22, O) +
      ico("wifi", 142, 103, 24, W, W) +
      St("M142 128l24-24", W, 3) +
      St("M186 140C210 150 220 170 232 170", S, 3, dash("2 9")) +
      phone(236, 24, 156, 318, (x, y, w, h) => offlineScreen(x, y, w, h)) +
      card(420, 52, 180, 118, 14, N1) +
      bar(438, 70, 80, W, 8) +
      [T, T, A].map((c, i) => C(446, 98 + i * 22, 5, c) + bar(460, 95 + i * 22, 100 - i * 18, COPYD, 6)).join("") +
      memChip(512, 262, 40) +
      spark(86, 290, 12, A),
  ],
  "scope-document-finance-sign-off": [
    { blob: [320, 190, 150], dots: [20, 20, 180, 120], k: 2 },
    () => {
      let s =
        card(196, 26, 250, 314, 14) +
        R(216, 46, 30, 30, 8, N1) +
        gear(231, 61, 9, O, N1) +
        bar(258, 50, 110, N1, 9) +
        bar(258, 66, 70, COPY, 6);
      s += St("M216 94h210", L1, 2);
      for (let i = 0; i < 5; i++)
        s +=
          (i < 4
            ? tick(226, 116 + i * 30, 8, T, false)
            : C(226, 116 + i * 30, 8, W, { stroke: A, "stroke-width": 3 })) +
          bar(244, 110 + i * 26 + i * 4, 120 - (i % 2) * 30, N2, 6) +
          bar(396, 110 + i * 30, 30, COPY, 6);
      s +=
        R(210, 262, 222, 30, 8, tint(O, 0.85)) +
        bar(222, 273, 60, N1, 7) +
        ico("rupee", 356, 267, 20, O2, O2) +
        bar(380, 273, 40, O2, 8);
      s +=
        St("M222 322c14-18 22 8 34-6s16 14 28-2 18 8 26 0", N1, 2.4) +
        Ring(404, 316, 16, T, 3) +
        Pl(
          [
            [397, 316],
            [402, 321],
            [411, 311],
          ],
          T,
          3,
        );
      s += coin(112, 236, 30) + coin(132, 280, 26) + coin(92, 300, 20);
      s +=
        calendarGrid(478, 52, 128, 118, O, { hi: 18, dots: [4, 11, 25] }) +
        note(470, 196, 150, 60, "check", T, { k: 0.7 });
      return s;
    },
  ],
  "bilingual-forms-hindi-english": [
    { blob: [330, 190, 150], dots: [440, 20, 180, 120] },
    () => {
      let s = card(178, 24, 290, 316, 16) + bar(200, 46, 120, N1, 9);
      s +=
        R(350, 40, 98, 26, 13, L0) + R(352, 42, 47, 22, 11, N1) + bar(364, 50, 22, W, 6) + deva(408, 49, 30, N2, 0.8);
      const fields = [
        [1, 0],
        [0, 0],
        [1, 1],
        [0, 0],
      ];
      fields.forEach(([hi, focus], i) => {
        const y = 82 + i * 52;
        s += hi ? deva(200, y + 2, 70, N2, 0.8) : bar(200, y - 2, 70, N2, 6);
        s +=
          R(200, y + 14, 246, 28, 8, W, { stroke: focus ? T : L1, "stroke-width": focus ? 2 : 1.5 }) +
          (hi ? deva(212, y + 24, 100, COPY, 0.7) : bar(212, y + 25, 110, COPY, 6));
        if (focus) s += St(`M${num(212 + 106)} ${y + 20}v16`, T, 2);
      });
      s += button(200, 296, 246, 30, O, 80);
      s += card(40, 70, 124, 60, 14) + deva(56, 92, 90, N1, 0.9) + bar(56, 110, 60, COPY, 6);
      s += card(490, 200, 124, 60, 14) + bar(506, 214, 84, N1, 8) + deva(506, 234, 70, COPY, 0.8);
      s += ico("globe", 500, 60, 70, S, W) + spark(100, 290, 14, A) + spark(130, 260, 7, O);
      return s;
    },
  ],
  "evaluating-ai-assistant-answers": [
    { dark: true, blob: [230, 190, 150], dots: [440, 240, 180, 100], k: 3 },
    () => {
      let s = C(60, 56, 16, N1) + spark(60, 56, 9, A);
      s += bubble(86, 36, 210, 2, "l") + tick(312, 56, 11, T, false);
      s += bubble(120, 100, 176, 2, "r", { acc: T });
      s +=
        C(60, 182, 16, N1) +
        spark(60, 182, 9, A) +
        bubble(86, 162, 210, 3, "l") +
        C(312, 190, 11, O) +
        St("M307 185l10 10M317 185l-10 10", W, 2.6);
      s += bubble(86, 240, 200, 2, "l") + C(312, 260, 11, A) + bar(306, 257, 12, W, 5);
      s +=
        card(372, 34, 236, 296, 16) +
        bar(392, 54, 110, N1, 9) +
        ring(440, 128, 44, 14, 0.88, T) +
        bar(424, 122, 32, N1, 12) +
        bars(500, 104, [80, 60], COPY, 6, 14) +
        pill(500, 138, 60, T, 16);
      // Graded answers: 1 correct, 0 wrong, 2 partly right.
      [1, 1, 0, 1, 2].forEach((k, i) => {
        const y = 188 + i * 26;
        s +=
          bar(392, y, 120 - (i % 3) * 20, N2, 6) +
          (k === 1
            ? tick(584, y + 3, 8, T, false)
            : k === 0
              ? C(584, y + 3, 8, O) + St(`M${580} ${y - 1}l8 8M${588} ${y - 1}l-8 8`, W, 2.2)
              : C(584, y + 3, 8, A) + bar(580, y + 1, 8, W, 4));
      });
      return s;
    },
  ],
  "hypercare-first-90-days": [
    { blob: [300, 200, 160], dots: [440, 250, 180, 100], k: 1 },
    () => {
      let s =
        card(36, 34, 240, 292, 16) +
        bar(56, 54, 110, N1, 9) +
        donut(156, 170, 74, 20, [
          [0.333, T],
          [0.333, S],
          [0.2, A],
        ]) +
        bar(136, 160, 40, N1, 14) +
        bar(140, 180, 32, COPY, 6);
      s += [T, S, A].map((c, i) => C(66 + i * 70, 284, 6, c) + bar(78 + i * 70, 281, 36, COPY, 6)).join("");
      s +=
        card(296, 34, 308, 168, 16) +
        bar(316, 54, 120, N1, 9) +
        pill(524, 50, 60, T, 16) +
        gridlines(316, 86, 268, 96, 4) +
        columns(324, 86, 252, 96, [0.92, 0.8, 0.66, 0.5, 0.42, 0.3, 0.22, 0.16], [tint(S, 0.2)], { hi: 7, hc: T });
      s +=
        card(296, 222, 308, 104, 16) +
        chipIcon(316, 246, 56, "headset", O) +
        bar(388, 250, 110, N1, 9) +
        bar(388, 268, 80, COPY, 6) +
        faces(400, 298, 12, [1, 3, 4]) +
        pill(520, 290, 64, T, 16);
      return s;
    },
  ],
  "scoping-b2b-portal-version-one": [
    { blob: [320, 190, 160], dots: [20, 240, 180, 100], k: 2 },
    () => {
      const x = 120,
        y = 30,
        w = 400,
        h = 290;
      let s = card(x - 20, y - 8, w + 40, h + 36, 16);
      s +=
        R(x, y + 6, w / 2 - 4, h / 2 - 8, 10, tint(T, 0.82)) +
        R(x + w / 2 + 4, y + 6, w / 2 - 4, h / 2 - 8, 10, L0) +
        R(x, y + h / 2 + 6, w / 2 - 4, h / 2 - 8, 10, L0) +
        R(x + w / 2 + 4, y + h / 2 + 6, w / 2 - 4, h / 2 - 8, 10, tint(O, 0.88));
      s +=
        sticky(x + 20, y + 26, 76, 56, "#fde68a", -4) +
        sticky(x + 110, y + 56, 70, 52, tint(S, 0.5), 3, 2) +
        tick(x + 184, y + 28, 11, T);
      s +=
        sticky(x + w / 2 + 30, y + 36, 70, 52, tint(T, 0.5), 4, 2) +
        sticky(x + w / 2 + 118, y + 70, 60, 46, "#fde68a", -3, 2);
      s += sticky(x + 30, y + h / 2 + 40, 66, 50, tint(S, 0.5), 2, 2);
      s +=
        sticky(x + w / 2 + 40, y + h / 2 + 30, 70, 52, tint(O, 0.55), -5, 2) +
        sticky(x + w / 2 + 120, y + h / 2 + 56, 62, 48, tint(O, 0.55), 4, 2);
      s +=
        link(
          [
            [x - 8, y + h + 14],
            [x - 8, y + 2],
          ],
          N2,
          { solid: true },
        ) +
        link(
          [
            [x - 8, y + h + 14],
            [x + w + 8, y + h + 14],
          ],
          N2,
          { solid: true },
        );
      s += spark(560, 60, 12, A) + spark(60, 110, 9, O);
      return s;
    },
  ],
  "shop-floor-dashboard-design": [
    { dark: true, blob: [320, 180, 160], dots: [20, 20, 180, 110] },
    () => {
      let s =
        R(300, 270, 40, 24, 0, N2) +
        R(250, 290, 140, 10, 5, N2) +
        R(96, 16, 448, 258, 16, "#0a1130") +
        R(104, 24, 432, 242, 10, N1);
      const tiles = [
        [T, 0.9],
        [T, 0.76],
        [A, 0.58],
        [O, 0.34],
      ];
      tiles.forEach(([c, v], i) => {
        const x = 120 + (i % 2) * 206,
          y = 40 + Math.floor(i / 2) * 110;
        s +=
          R(x, y, 194, 98, 12, N2) +
          C(x + 22, y + 24, 8, c) +
          bar(x + 38, y + 20, 70, COPYD, 7) +
          bar(x + 18, y + 46, 110, W, 22) +
          meter(x + 18, y + 80, 158, v, c, 8, "#30427f");
      });
      [
        [W, N1],
        [A, N1],
        [N1, T],
        [O, W],
      ].forEach(([a, b], i) => {
        const x = 120 + i * 104;
        s +=
          R(x, 318, 40, 22, 6, a) +
          R(x + 40, 318, 40, 22, 6, b, { stroke: N2, "stroke-width": 1.5 }) +
          (i < 3
            ? tick(x + 94, 329, 7, T, false)
            : C(x + 94, 329, 7, O) + St(`M${x + 91} 326l6 6M${x + 97} 326l-6 6`, W, 2));
      });
      return s;
    },
  ],
  "erp-accounting-integration": [
    { blob: [320, 190, 150], dots: [440, 250, 180, 100], k: 3 },
    () => {
      let s = browser(28, 40, 250, 200, (x, y, w, h) => {
        let t =
          R(x, y, 52, h, 0, N1) +
          [0, 1, 2, 3].map((i) => R(x + 14, y + 16 + i * 22, 24, 8, 4, i === 1 ? O : MUTE)).join("");
        t += kpi(x + 64, y + 12, 78, 58, T, "rupee", 0.5) + kpi(x + 150, y + 12, 78, 58, O, "doc", 0.4);
        return (
          t +
          R(x + 64, y + 82, 164, h - 94, 8, L0) +
          columns(x + 76, y + 94, 140, h - 120, [0.5, 0.7, 0.55, 0.9, 0.64], [N2, S], { hi: 3, hc: O })
        );
      });
      s += C(320, 150, 38, W, { filter: shadow(4) }) + ico("swap", 298, 128, 44, N1, O);
      s +=
        card(362, 40, 250, 230, 14) +
        R(362, 40, 20, 230, 0, N2) +
        Pa(roundRect(362, 40, 20, 230, [14, 0, 0, 14]), N2) +
        bar(400, 60, 110, N1, 9);
      s += St("M400 86h196M400 112h196M400 138h196M400 164h196M400 190h196M400 216h196M500 78v150", L1, 1.5);
      for (let i = 0; i < 5; i++)
        s += bar(404, 95 + i * 26, 70 - (i % 2) * 20, COPY, 6) + bar(514, 95 + i * 26, 50, i === 4 ? T : N2, 6);
      s +=
        card(214, 208, 150, 124, 12) +
        R(228, 222, 26, 26, 7, tint(O, 0.75)) +
        ico("doc", 233, 227, 16, O, W) +
        bar(262, 226, 80, N1, 7) +
        bar(262, 239, 50, COPY, 5);
      s +=
        bars(228, 262, [110, 90, 100], COPY, 6, 14) +
        R(222, 302, 134, 20, 6, tint(O, 0.85)) +
        bar(232, 309, 40, N1, 6) +
        bar(306, 309, 40, O2, 6);
      return s;
    },
  ],
  "fixed-price-or-time-and-material": [
    { blob: [320, 200, 160], dots: [20, 20, 180, 110], k: 1 },
    () => {
      let s = R(308, 70, 24, 230, 8, N1) + R(250, 296, 140, 22, 11, N2) + C(320, 68, 14, O);
      // Beam tipped towards the heavier side; pans hang straight down from its ends.
      const [lx, ly] = polar(320, 84, 150, 174),
        [rx, ry] = polar(320, 84, 150, -6);
      const pan = (x, y, c) =>
        St(`M${num(x)} ${num(y)}l-40 ${106}M${num(x)} ${num(y)}l40 106`, RULE, 2.5) +
        Pa(`M${num(x - 50)} ${num(y + 106)}h100a50 26 0 0 1-100 0z`, c) +
        C(x, y, 6, N1);
      s += pan(lx, ly, T) + pan(rx, ry, S) + turn(-6, 320, 84, R(140, 77, 360, 14, 7, N1));
      s +=
        coin(lx - 22, ly + 92, 16) +
        coin(lx, ly + 80, 16) +
        coin(lx + 22, ly + 92, 16) +
        C(rx, ry + 72, 30, W) +
        ico("clock", rx - 26, ry + 46, 52, N1, W);
      s += note(40, 262, 190, 62, "doc", O) + note(420, 262, 190, 62, "calendar", S);
      return s;
    },
  ],
  "pincode-cod-rules-rto": [
    { blob: [300, 190, 160], dots: [440, 20, 180, 110], k: 2 },
    () => {
      let s = card(30, 36, 330, 290, 16) + bar(50, 56, 120, N1, 9);
      const paint = new Map();
      for (let j = 0; j < 6; j++)
        for (let i = 0; i < 9; i++) {
          const c = [T, T, T, A, T, O, T, A, T, T, S][(i * 5 + j * 7) % 11];
          paint.set(c, (paint.get(c) ?? "") + `M${52 + i * 33} ${84 + j * 36}h24v26h-24z`);
        }
      for (const [c, d] of paint) s += Pa(d, tint(c, 0.25), { stroke: tint(c, 0.25), "stroke-width": 5 });
      s += marker(52 + 5 * 33 + 12, 84 + 0 * 36 + 24, 12, O) + marker(52 + 3 * 33 + 12, 84 + 3 * 36 + 24, 12, N1);
      s += phone(400, 30, 150, 300, (x, y, w, h) => {
        let t =
          head(x, y, w, 0.4, true) +
          R(x + 10, y + 24, w - 20, 40, 10, L0) +
          ico("pin", x + 18, y + 32, 20, O, W) +
          bar(x + 46, y + 34, w * 0.4, N2, 7) +
          bar(x + 46, y + 47, w * 0.26, COPY, 5);
        [
          ["phone", T, 1],
          ["bank", S, 0],
          ["rupee", A, -1],
        ].forEach(([n, c, on], i) => {
          const yy = y + 78 + i * 40;
          t +=
            R(x + 10, yy, w - 20, 32, 9, on === -1 ? L0 : W, { stroke: on === 1 ? T : L1, "stroke-width": 1.5 }) +
            chipIcon(x + 16, yy + 5, 22, n, c) +
            bar(x + 46, yy + 13, w * 0.34, on === -1 ? RULE : N2, 6);
          if (on === -1) t += R(x + w - 50, yy + 8, 30, 16, 8, RULE) + C(x + w - 42, yy + 16, 6, W);
        });
        t +=
          R(x + 10, y + 204, w - 20, 34, 10, tint(T, 0.85)) +
          ico("rupee", x + 18, y + 212, 18, T, T) +
          bar(x + 44, y + 218, w * 0.4, T, 6);
        return t + button(x + 10, y + h - 34, w - 20, 28, O, w * 0.36);
      });
      s += carton(586, 232, 30, A) + St("M560 320c-20 20-60 20-80 8", O, 3, dash("2 8")) + arrowHead(480, 328, 200, O);
      return s;
    },
  ],
  "training-first-time-erp-users": [
    { dark: true, blob: [300, 170, 150], dots: [440, 230, 180, 110], k: 3 },
    () => {
      let s =
        R(110, 30, 300, 190, 12, W) +
        R(110, 30, 300, 190, 12, "none", { stroke: N2, "stroke-width": 6 }) +
        St("M260 220v40M220 270l40-12 40 12", N2, 6);
      s +=
        R(130, 50, 150, 150, 8, L0) +
        columns(146, 70, 118, 110, [0.4, 0.6, 0.5, 0.85], [S, N2], { hi: 3, hc: O }) +
        bars(296, 60, [90, 70], N2, 8, 16) +
        bars(296, 100, [94, 80, 86, 60], COPY, 6, 14) +
        C(350, 176, 18, O) +
        Pa("M344 166l16 10-16 10z", W);
      s += [0, 1, 2, 3, 4].map((i) => C(110 + i * 75, 316, 30, N1) + face(110 + i * 75, 316, 26, i + 1)).join("");
      s +=
        card(440, 40, 170, 200, 14, N1) +
        bar(458, 58, 90, W, 8) +
        [1, 1, 1, 0, 0]
          .map(
            (d, i) =>
              (d
                ? tick(468, 92 + i * 30, 8, T, false)
                : C(468, 92 + i * 30, 8, "none", { stroke: MUTE, "stroke-width": 2.5 })) +
              bar(486, 89 + i * 30, 90 - (i % 2) * 24, d ? W : COPYD, 6),
          )
          .join("");
      return s;
    },
  ],
  "usability-testing-ten-customers": [
    { blob: [330, 190, 150], dots: [20, 20, 180, 110], k: 1 },
    () => {
      let s = phone(246, 24, 152, 316, (x, y, w, h) => checkoutScreen(x, y, w, h, O));
      s += [
        [0.5, 0.5, 34, 0.3],
        [0.5, 0.5, 20, 0.4],
        [0.78, 0.9, 26, 0.25],
        [0.3, 0.72, 18, 0.25],
      ]
        .map(([u, v, r, o]) => C(246 + 152 * u, 24 + 316 * v, r, O, { opacity: o }))
        .join("");
      s += cursor(330, 196);
      s +=
        card(36, 50, 176, 84, 14) + face(74, 92, 24, 1) + bars(108, 76, [84, 60], N2, 7, 14) + stars(106, 106, 4, 5, 6);
      s +=
        card(36, 156, 176, 84, 14) +
        face(74, 198, 24, 4) +
        bars(108, 182, [80, 70], N2, 7, 14) +
        pill(108, 212, 70, O, 14);
      s += sticky(438, 48, 150, 100, "#fde68a", 3) + sticky(446, 178, 150, 100, tint(S, 0.5), -3);
      s += ico("eye", 56, 270, 56, N1, T) + spark(600, 310, 12, A);
      return s;
    },
  ],
  "weekly-client-demo": [
    { blob: [290, 190, 150], dots: [440, 240, 180, 110], k: 2 },
    () => {
      let s = laptop(60, 40, 350, 232, (x, y, w, h) => {
        let t =
          R(x, y, w * 0.66, h, 0, L0) +
          R(x + 12, y + 12, w * 0.66 - 24, 26, 6, W) +
          bar(x + 22, y + 22, 80, N1, 7) +
          columns(x + 20, y + 56, w * 0.66 - 40, h - 80, [0.4, 0.65, 0.5, 0.8, 0.7], [S, N2], { hi: 3, hc: O });
        const gx = x + w * 0.66 + 8,
          gw = w * 0.34 - 16;
        for (let i = 0; i < 3; i++)
          t +=
            R(gx, y + 8 + i * ((h - 16) / 3), gw, (h - 16) / 3 - 8, 8, N1) +
            face(gx + gw / 2, y + 8 + i * ((h - 16) / 3) + ((h - 16) / 3 - 8) / 2, 20, i + 2);
        return t;
      });
      s +=
        calendarGrid(446, 40, 164, 150, T, { hi: 9, dots: [2, 16, 23, 30] }) +
        note(440, 212, 176, 64, "play", O, { k: 0.7 });
      s += cursor(200, 160);
      return s;
    },
  ],
  "support-tickets-product-roadmap": [
    { dark: true, blob: [330, 180, 150], dots: [20, 240, 180, 110], k: 1 },
    () => {
      let s = "";
      [O, A, S, O, T].forEach((c, i) => {
        const y = 30 + i * 60;
        s +=
          card(30 + (i % 2) * 14, y, 170, 50, 10) +
          C(52 + (i % 2) * 14, y + 25, 7, c) +
          bar(68 + (i % 2) * 14, y + 14, 100, N2, 6) +
          bar(68 + (i % 2) * 14, y + 28, 70, COPY, 5);
      });
      s +=
        St("M220 60C260 60 250 180 290 180M220 180h70M220 300C260 300 250 180 290 180", S, 2.5, dash("2 8")) +
        arrowHead(292, 180, 0, S);
      s += card(306, 36, 304, 290, 16, N1) + bar(326, 56, 120, W, 9);
      for (let i = 0; i < 4; i++) s += bar(380 + i * 58, 84, 30, COPYD, 5);
      s += St("M360 100v206M418 100v206M476 100v206M534 100v206", N2, 1.5);
      const lanes = [
        [
          [0.02, 0.38, T],
          [0.46, 0.86, S],
        ],
        [
          [0.16, 0.56, O],
          [0.6, 0.96, A],
        ],
        [
          [0.04, 0.3, S],
          [0.36, 0.7, T],
        ],
        [[0.24, 0.62, A]],
      ];
      lanes.forEach((jobs, i) => {
        const y = 114 + i * 50;
        s +=
          C(330, y + 14, 9, [T, O, S, A][i]) +
          jobs
            .map(
              ([a, b, c]) =>
                R(352 + a * 240, y + 2, (b - a) * 240, 24, 8, c) +
                bar(362 + a * 240, y + 11, Math.min((b - a) * 240 - 20, 50), W, 6),
            )
            .join("");
      });
      s += turn(45, 476, 310, R(468, 302, 16, 16, 3, A));
      return s;
    },
  ],
  "database-backup-restore-drills": [
    { dark: true, blob: [320, 180, 150], dots: [440, 20, 180, 110], k: 2 },
    () => {
      let s = database(170, 84, 140, 170, N2, S);
      s +=
        C(320, 170, 52, N1) +
        St("M296 146a34 34 0 1 1-8 30", T, 8) +
        Pl(
          [
            [282, 134],
            [294, 152],
            [312, 140],
          ],
          T,
          8,
        );
      s +=
        card(410, 56, 196, 120, 14) +
        ico("clock", 428, 76, 40, N1, W) +
        bar(480, 80, 100, N1, 8) +
        bar(480, 96, 70, COPY, 6) +
        meter(428, 140, 160, 0.7, T, 8);
      s +=
        card(410, 196, 196, 110, 14) +
        [1, 1, 1]
          .map((d, i) => tick(436, 222 + i * 28, 8, T, false) + bar(454, 219 + i * 28, 120 - i * 20, N2, 6))
          .join("");
      s +=
        R(60, 280, 220, 40, 12, N1) +
        [T, T, A, T].map((c, i) => C(84 + i * 18, 300, 5, c)).join("") +
        bar(170, 297, 90, COPYD, 6);
      return s;
    },
  ],
};

// ── Main ────────────────────────────────────────────────────────────────────
const only = process.argv[2];
if (!only || only === "portfolio")
  for (const [id, [cardScene, ...screens]] of Object.entries(PROJECTS)) {
    scene(`portfolio/${id}-card.svg`, 640, 400, cardScene[0], cardScene[1]);
    screens.forEach(([o, fn], i) => scene(`portfolio/${id}-screen-${i + 1}.svg`, 800, 500, o, fn));
  }
if (!only || only === "blog")
  for (const [id, [o, fn]] of Object.entries(typeof BLOG === "undefined" ? {} : BLOG))
    scene(`blog/${id}.svg`, 640, 360, o, fn);

report(10240, " (over 10 KB)");
