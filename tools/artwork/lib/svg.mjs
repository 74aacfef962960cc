// SVG markup for the artwork generators. They print numbers differently (one decimal everywhere,
// or whole pixels from 40 up) and differ in a few other details of their markup, so the drawing
// functions are not exported as such: svgKit() binds them to one generator's number format.
import { COPY, O, O2, W } from "./palette.mjs";
import { mix, tint } from "./colour.mjs";

export const polar = (cx, cy, r, deg) => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy + r * Math.sin((deg * Math.PI) / 180),
];
export const dash = (d) => ({ "stroke-dasharray": d });

// ── Markup bound to a number format ─────────────────────────────────────────
// num: number -> printed coordinate; scale: scale factor -> printed factor; white: the spelling
// of white in generated strokes and fills; bareBars: copy bars without fill="none".
export function svgKit({ num, scale, white = W, bareBars = false }) {
  const attrs = (o) =>
    Object.entries(o)
      .filter(([, v]) => v !== undefined && v !== null && v !== false)
      .map(([k, v]) => ` ${k}="${typeof v === "number" ? num(v) : v}"`)
      .join("");
  const tag = (name, o) => `<${name}${attrs(o)}/>`;
  const rect = (x, y, w, h, r, fill, o) => tag("rect", { x, y, width: w, height: h, rx: r || undefined, fill, ...o });
  const circle = (cx, cy, r, fill, o) => tag("circle", { cx, cy, r, fill, ...o });
  const ellipse = (cx, cy, rx, ry, fill, o) => tag("ellipse", { cx, cy, rx, ry, fill, ...o });
  const path = (d, fill, o) => tag("path", { d, fill, ...o });
  // An outline: fill="none" and a stroke.
  const stroke = (d, c, w = 2, o) => path(d, "none", { stroke: c, "stroke-width": w, ...o });
  // A stroke with no fill attribute at all (for open paths that enclose nothing).
  const line = (d, c, w = 2, o) => tag("path", { d, stroke: c, "stroke-width": w, ...o });
  const points = (pts) => "M" + pts.map(([x, y]) => `${num(x)} ${num(y)}`).join("L");
  const poly = (pts, c, w = 2, o) => stroke(points(pts), c, w, o);
  const ring = (cx, cy, r, c, w = 2, o) => circle(cx, cy, r, "none", { stroke: c, "stroke-width": w, ...o });
  const group = (s, o = {}) => `<g${attrs(o)}>${s}</g>`;
  const place = (x, y, k, s, deg) =>
    group(s, {
      transform: `translate(${num(x)} ${num(y)})${k !== 1 ? ` scale(${scale(k)})` : ""}${deg ? ` rotate(${deg})` : ""}`,
    });
  const turn = (deg, cx, cy, s) => group(s, { transform: `rotate(${deg} ${num(cx)} ${num(cy)})` });

  // Smooth curve through points (Catmull-Rom converted to cubic Béziers).
  function smooth(pts) {
    let d = `M${num(pts[0][0])} ${num(pts[0][1])}`;
    for (let i = 0; i < pts.length - 1; i++) {
      const p0 = pts[i - 1] ?? pts[i],
        p1 = pts[i],
        p2 = pts[i + 1],
        p3 = pts[i + 2] ?? p2;
      d += `C${num(p1[0] + (p2[0] - p0[0]) / 6)} ${num(p1[1] + (p2[1] - p0[1]) / 6)} ${num(p2[0] - (p3[0] - p1[0]) / 6)} ${num(p2[1] - (p3[1] - p1[1]) / 6)} ${num(p2[0])} ${num(p2[1])}`;
    }
    return d;
  }

  // ── Marks ──
  // A line of placeholder copy: a round-capped stroke h thick.
  const bar = (x, y, w, c = COPY, h = 6) =>
    w <= h
      ? circle(x + w / 2, y + h / 2, h / 2, c)
      : (bareBars ? line : stroke)(`M${num(x + h / 2)} ${num(y + h / 2)}h${num(w - h)}`, c, h);
  const bars = (x, y, ws, c = COPY, h = 6, gap = 12) => ws.map((w, i) => bar(x, y + i * gap, w, c, h)).join("");
  const pill = (x, y, w, c, h = 14) => rect(x, y, w, h, h / 2, tint(c, 0.78)) + bar(x + 6, y + h / 2 - 2, w - 12, c, 4);
  // Filled disc with a white tick; marks are the tick's three corners in units of r.
  const tick = (cx, cy, r, c, halo, marks) =>
    (halo ? circle(cx, cy, halo, c, { opacity: 0.18 }) : "") +
    circle(cx, cy, r, c) +
    poly(
      marks.map(([u, v]) => [cx + r * u, cy + r * v]),
      white,
      Math.max(2, r * 0.22),
    );
  // Round send button near the corner (ex, ey) of a chat, measured back from that corner: at is the
  // button's centre, shaft the arrow's two ends, head the barbs' x, the tip's x and half the spread.
  const send = (ex, ey, c, { at: [dx, dy], r, shaft: [x0, x1], head: [hx, tip, hh], sw }) =>
    circle(ex - dx, ey - dy, r, c) +
    poly(
      [
        [ex - x0, ey - dy],
        [ex - x1, ey - dy],
      ],
      white,
      sw,
    ) +
    poly(
      [
        [ex - hx, ey - (dy + hh)],
        [ex - tip, ey - dy],
        [ex - hx, ey - (dy - hh)],
      ],
      white,
      sw,
    );
  const sparkD = (cx, cy, r) =>
    `M${num(cx)} ${num(cy - r)}Q${num(cx)} ${num(cy)} ${num(cx + r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy + r)}Q${num(cx)} ${num(cy)} ${num(cx - r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy - r)}Z`;
  const sparkle = (cx, cy, r, c) => path(sparkD(cx, cy, r), c);
  // Five-pointed star; inner is the radius of the notches in units of r.
  function starD(cx, cy, r, inner) {
    const pts = [];
    for (let i = 0; i < 10; i++) pts.push(polar(cx, cy, i % 2 ? r * inner : r, -90 + i * 36));
    return points(pts) + "Z";
  }
  // The three visible faces of an isometric carton: (cx, ty) is the top vertex, s the
  // half-width, hk and dk the height of the lid and of the sides in units of s.
  function isoBox(cx, ty, s, c, hk, dk) {
    const h = s * hk,
      d = s * dk;
    return (
      path(
        points([
          [cx - s, ty + h],
          [cx, ty + 2 * h],
          [cx, ty + 2 * h + d],
          [cx - s, ty + h + d],
        ]) + "Z",
        c,
      ) +
      path(
        points([
          [cx + s, ty + h],
          [cx, ty + 2 * h],
          [cx, ty + 2 * h + d],
          [cx + s, ty + h + d],
        ]) + "Z",
        mix(c, O2, 0.35),
      ) +
      path(
        points([
          [cx, ty],
          [cx + s, ty + h],
          [cx, ty + 2 * h],
          [cx - s, ty + h],
        ]) + "Z",
        tint(c, 0.45),
      )
    );
  }

  // ── Charts ──
  // Column chart; c is one colour or a list to cycle; o.hi picks a column to draw in o.hc.
  // The gap between columns is o.gap, else o.spread of a column's share of the width.
  function columns(x, y, w, h, vals, c, o) {
    const n = vals.length,
      gap = o.gap ?? (w / n) * o.spread,
      bw = (w - gap * (n - 1)) / n;
    return vals
      .map((v, i) =>
        rect(
          x + i * (bw + gap),
          y + h - h * v,
          bw,
          h * v,
          Math.min(o.r ?? 4, bw / 2),
          o.hi === i ? (o.hc ?? O) : Array.isArray(c) ? c[i % c.length] : c,
        ),
      )
      .join("");
  }
  // Smooth line chart with a translucent area and a marked point. look: { op (area opacity),
  // halo: [radius, opacity] and dot (radius) of the marked point }.
  function trend(x, y, w, h, vals, c, o, look) {
    const pts = vals.map((v, i) => [x + (i * w) / (vals.length - 1), y + h - h * v]);
    const d = smooth(pts);
    let s =
      o.area === false
        ? ""
        : path(`${d}L${num(x + w)} ${num(y + h)}L${num(x)} ${num(y + h)}Z`, c, { opacity: o.op ?? look.op });
    s += stroke(d, c, o.sw ?? 3);
    if (o.dot !== false) {
      const [px, py] = pts[o.dot ?? pts.length - 1];
      s +=
        circle(px, py, look.halo[0], c, { opacity: look.halo[1] }) +
        circle(px, py, look.dot, white, { stroke: c, "stroke-width": 3 });
    }
    return s;
  }
  // Ring chart: segs are [share, colour] from twelve o'clock, gap is cut from each segment's end.
  function donut(cx, cy, r, sw, segs, track, gap) {
    const len = 2 * Math.PI * r;
    let s = ring(cx, cy, r, track, sw),
      acc = 0;
    for (const [v, c] of segs) {
      s += circle(cx, cy, r, "none", {
        stroke: c,
        "stroke-width": sw,
        "stroke-dasharray": `${num(len * v - gap)} ${num(len)}`,
        "stroke-dashoffset": num(-len * acc),
        "stroke-linecap": "butt",
        transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
      });
      acc += v;
    }
    return s;
  }
  // Stacked funnel, one band per colour; each band narrows by taper / n of the width.
  function funnel(cx, y, w, h, colors, { gap, taper, sw }) {
    const n = colors.length,
      lh = (h - gap * (n - 1)) / n,
      step = taper / n;
    return colors
      .map((c, i) => {
        const yy = y + i * (lh + gap),
          wt = (w * (1 - i * step)) / 2,
          wb = (w * (1 - (i + 1) * step)) / 2;
        return path(
          points([
            [cx - wt, yy],
            [cx + wt, yy],
            [cx + wb, yy + lh],
            [cx - wb, yy + lh],
          ]) + "Z",
          c,
          { stroke: c, "stroke-width": sw },
        );
      })
      .join("");
  }

  return {
    attrs,
    tag,
    rect,
    circle,
    ellipse,
    path,
    stroke,
    line,
    points,
    poly,
    ring,
    group,
    place,
    turn,
    smooth,
    bar,
    bars,
    pill,
    tick,
    send,
    sparkD,
    sparkle,
    starD,
    isoBox,
    columns,
    trend,
    donut,
    funnel,
  };
}
