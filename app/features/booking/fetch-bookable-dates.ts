import { apiUrl } from "~/api-client";

import { isIsoDate, type IsoDate } from "~domain/time/india-dates";

import { withConsultant } from "./fetch-slots";

/**
 * The calendar's bookable dates as the server sees them: the booking window without Sundays
 * and without days blocked from first slot to last (docs/decisions/009-bookable-dates-endpoint.md).
 */
export async function fetchBookableDates(signal?: AbortSignal, consultant?: string): Promise<IsoDate[]> {
  const response = await fetch(apiUrl(`/demo/dates${withConsultant(consultant)}`), {
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`Dates request failed with status ${response.status}`);
  const body = (await response.json()) as { data?: { bookableDates?: unknown } };
  const dates = body.data?.bookableDates;
  if (!Array.isArray(dates)) throw new Error("Dates response without bookableDates");
  return dates.filter((date): date is IsoDate => typeof date === "string" && isIsoDate(date));
}
