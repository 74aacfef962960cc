/**
 * A feed that cannot be read, with a message a consultant can act on (shown on their page). Apart
 * from the reading (calendar-busy-times.ts), which runs in the calendar reader's worker: the server's
 * own thread catches the error without loading ical.js.
 */
export class FeedError extends Error {
  override name = "FeedError";
}
