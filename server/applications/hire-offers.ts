import { asc, desc, inArray } from "drizzle-orm";

import type { OfferStatus } from "../../domain/applications/offers";
import type { DbOrTransaction } from "../db/db";
import { offers } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";

/**
 * Hired means hired: an application moves to Hired once its latest offer is
 * approved (or its letter sent), or when the recruiter confirms that no offer was made at all. An
 * offer still waiting for its approvers was made, so no confirmation can hire past it.
 */

/** The offer states that stand for a hire. */
const hiringStatuses: readonly OfferStatus[] = ["approved", "sent"];

/** Each application's latest offer's status; those with none are absent. */
async function latestOfferStatuses(tx: DbOrTransaction, ids: readonly string[]): Promise<Map<string, OfferStatus>> {
  const rows = await tx
    .select({ applicationId: offers.applicationId, status: offers.status })
    .from(offers)
    .where(inArray(offers.applicationId, [...ids]))
    .orderBy(asc(offers.applicationId), desc(offers.createdAt));
  const latest = new Map<string, OfferStatus>();
  for (const row of rows) if (!latest.has(row.applicationId)) latest.set(row.applicationId, row.status);
  return latest;
}

/**
 * Refuses a move to Hired of any application without an approved offer, unless `withoutOffer`
 * confirms none was made; answers the ids hired without one, for their audit entries to say so.
 */
export async function hiresWithoutOffer(
  tx: DbOrTransaction,
  moving: readonly { id: string; reference: string }[],
  withoutOffer: boolean,
): Promise<Set<string>> {
  const latest = await latestOfferStatuses(
    tx,
    moving.map((row) => row.id),
  );
  const waiting = moving.filter((row) => latest.get(row.id) === "pending");
  if (withoutOffer && waiting.length > 0)
    throw new RefusedError(
      `${waiting[0]!.reference} has an offer waiting for approval: hire once it is approved, or once its approvers have declined it.`,
    );
  const unapproved = moving.filter((row) => !hiringStatuses.includes(latest.get(row.id)!));
  if (unapproved.length > 0 && !withoutOffer)
    throw new RefusedError(
      moving.length === 1
        ? `${moving[0]!.reference} has no approved offer. Make an offer and have it approved first, or, if none was made, confirm that on the application's page.`
        : `${unapproved.length} of the ${moving.length} applications ${unapproved.length === 1 ? "has" : "have"} no approved offer (${unapproved[0]!.reference}${unapproved.length > 1 ? " and others" : ""}). Nothing was changed; hire each once its offer is approved.`,
    );
  return new Set(unapproved.map((row) => row.id));
}
