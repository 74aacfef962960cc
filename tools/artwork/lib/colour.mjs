// Colour arithmetic on "#rgb" / "#rrggbb" strings, and colours derived from the palette.
import { A, N0, O, S, T, W } from "./palette.mjs";

const hex = (c) =>
  c.length === 4
    ? [1, 2, 3].map((i) => parseInt(c[i] + c[i], 16))
    : [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
export const mix = (a, b, t) => {
  const x = hex(a),
    y = hex(b);
  return (
    "#" +
    x
      .map((v, i) =>
        Math.round(v + (y[i] - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
};
export const tint = (c, t) => mix(c, W, t);
export const shade = (c, t) => mix(c, N0, t);

// Face badges: backgrounds behind the heads.
export const FACE_BG = [tint(S, 0.7), tint(O, 0.78), tint(T, 0.72), tint(A, 0.7)];
