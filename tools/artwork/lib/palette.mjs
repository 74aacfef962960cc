// The palette of the artwork generators (make-artwork.mjs and
// make-artwork-portfolio.mjs): navy, light and accent hues, and the colours with a role.
export const N0 = "#111a3b",
  N1 = "#1a2754",
  N2 = "#24336b";
export const L0 = "#f3f5fb",
  L1 = "#e3e8f5";
export const O = "#f97316",
  O2 = "#c2410c";
export const T = "#14b8a6",
  S = "#38bdf8",
  A = "#fbbf24",
  W = "#fff";

export const COPY = "#d5dbec"; // placeholder copy on white
export const COPYD = "#34457f"; // placeholder copy on navy
export const RULE = "#cbd3e8"; // hairlines and connectors
export const MUTE = "#3b4c8a"; // muted marks on navy

// Face badges: hair and shirt colours.
export const HAIR = ["#231b1b", "#3a2a22", "#1b1d2e", "#4a3428"];
export const SHIRT = [N2, O, T, S, O2, N1];
