/** The share of calls with an outcome that the visitor did not come to, or a dash before any. */
export const noShowRate = ({ callsWithOutcome, noShows }: { callsWithOutcome: number; noShows: number }) =>
  callsWithOutcome === 0 ? "–" : `${Math.round((noShows / callsWithOutcome) * 100)}% of ${callsWithOutcome}`;
