import { indiaDateTime } from "~domain/time/india-dates";

/** An instant as staff read it, in India time, with the exact instant for machines and screen readers. */
export function IndiaTime({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{indiaDateTime(at)}</time>;
}
