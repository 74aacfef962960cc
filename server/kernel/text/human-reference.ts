import { randomInt } from "node:crypto";

/** No 0/O or 1/I/L, so a reference read out on the phone is not misheard. */
const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A short reference a person can quote, e.g. "DEMO-7K3QX2". */
export const humanReference = (prefix: string) =>
  `${prefix}-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join("")}`;
