import { subYears } from "date-fns";
import { and, inArray, isNotNull, lt } from "drizzle-orm";

import { closedPrivacyRequestStates, privacyRequestKeepYears } from "../../../domain/privacy/privacy-requests";
import type { Db, DbOrTransaction } from "../../db/db";
import { privacyRequests } from "../../db/schema";

/** What an erased person's requests say instead of their words. */
export const erasedRequestSummary = "Erased with the person's data.";

/**
 * Erasing a person keeps their closed requests in the register, which proves each was answered,
 * but takes off their address and what they and we wrote (decision 062). A request still open
 * keeps its address until it is answered: erasing it would leave a request nobody can reply to.
 */
export async function forgetRequestsOf(tx: DbOrTransaction, keys: string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const forgotten = await tx
    .update(privacyRequests)
    .set({ email: null, emailKey: null, summary: erasedRequestSummary, details: {}, reply: null, erasedAt: now })
    .where(and(inArray(privacyRequests.emailKey, keys), inArray(privacyRequests.state, closedPrivacyRequestStates)))
    .returning({ id: privacyRequests.id });
  return forgotten.length;
}

/** The hourly retention run: a request goes three years after it was closed (the Rules ask a year at least). */
export async function deleteExpiredPrivacyRequests(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(privacyRequests)
    .where(
      and(isNotNull(privacyRequests.closedAt), lt(privacyRequests.closedAt, subYears(now, privacyRequestKeepYears))),
    )
    .returning({ id: privacyRequests.id });
  return deleted.length;
}
