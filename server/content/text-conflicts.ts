import { eq } from "drizzle-orm";

import { indiaDateTime } from "../../domain/time/india-dates";
import type { DbOrTransaction } from "../db/db";
import { staffAccounts } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";

/**
 * Two editors on one text (decision 043): a save names the version its form was opened on (`base`, the
 * text's last change as an ISO instant); a colleague's save since makes it a refusal, so the second
 * save never silently replaces the first. The page then shows both texts, and a second save, made
 * on the newer version, is the editor's informed choice. No `base` (a script, the JSON API) saves
 * as before.
 */
export async function refuseChangedSince(
  tx: DbOrTransaction,
  /** The text's last change, and how to find the address of whoever made it (asked only on a conflict). */
  row: { updatedAt: Date; updatedBy: () => Promise<string | undefined> },
  base: string | undefined,
  noun: string,
): Promise<void> {
  if (!base || base === row.updatedAt.toISOString()) return;
  const by = await row.updatedBy();
  const [account] = by
    ? await tx.select({ name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.email, by))
    : [];
  const who = account?.name || "A colleague";
  throw new RefusedError(
    `${who} saved ${noun} at ${indiaDateTime(row.updatedAt)} (India), after you opened it, so yours was not saved. ` +
      "Your text is still in the form, and what differs from theirs is shown below: save again to put yours in its place.",
  );
}
