// What the sales dashboard and the recruiting reports show of where leads came from.

/** Who a row stands for: one source (or landing page; "" where none was recorded), or all the rest together. */
export type ConversionName = { kind: "named"; name: string } | { kind: "others"; count: number };

/**
 * The leads of each kind one source or landing page brought in a period, and the visits counted
 * from it (or landing on it) in the same period with, of each kind, the visits that led to one.
 * A rate is visits with a lead ÷ visits, so it never passes 100% however many leads a visit sent.
 * The recruiting reports' counts of applicants are shown as decision 072 says (`Count`: ShownCount).
 */
export type ConversionRow<Kind extends string, Count = number> = {
  of: ConversionName;
  visits: number;
  leads: Record<Kind, Count>;
  visitsWith: Record<Kind, Count>;
};
