import { apiUrl } from "~/api-client";

import type { IsoDate } from "~domain/time/india-dates";

/** The query that asks for one consultant's calendar rather than the team's. */
export const withConsultant = (consultant: string | undefined) =>
  consultant ? `?with=${encodeURIComponent(consultant)}` : "";

/**
 * The free slots of a date (marketing specification, section 7): data.data.availableSlots; the
 * team's, or one consultant's for their personal page.
 */
export async function fetchSlots(date: IsoDate, signal?: AbortSignal, consultant?: string): Promise<string[]> {
  const response = await fetch(apiUrl(`/demo/slots/${date}${withConsultant(consultant)}`), {
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`Slots request failed with status ${response.status}`);
  const body = (await response.json()) as { data?: { availableSlots?: unknown } };
  const slots = body.data?.availableSlots;
  if (!Array.isArray(slots)) throw new Error("Slots response without availableSlots");
  return slots.filter((slot): slot is string => typeof slot === "string");
}
