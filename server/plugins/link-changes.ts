import type { Db } from "../db/db";
import type { Bindings } from "../kernel/runtime/bindings";
import { linkQuotas, type QuotaAnswer, type Quotas } from "./rate-limit";

/** What every change through a link is handed: the database, "now", and the link's quotas to spend for its record. */
export type LinkChangeDependencies = { db: Db; now: Date; spendQuota: (recordId: string) => Promise<QuotaAnswer> };

/** What a change through a link did: the page's answer, and the e-mails it queued. */
export type LinkChange<Outcome> = { outcome: Outcome; queuedEmailIds: string[] };

export type LinkChangeBindings = Pick<Bindings, "db" | "clock" | "onEmailsQueued"> & { quotas: Pick<Quotas, "quota"> };

/**
 * The changes a page reached by an e-mailed link makes (a demo call's manage link, a candidate's
 * interview link), bound once: each change is handed the area's `settings` with "now" from the
 * clock and the link's two quotas (linkQuotas, named `quotaName`) for the client making it; the
 * e-mails it queued are handed to the outbox, and the page gets its outcome.
 */
export function linkChanges<Settings extends object>(
  { db, clock, onEmailsQueued, quotas }: LinkChangeBindings,
  quotaName: string,
  settings: Settings,
) {
  const spendQuota = linkQuotas(quotas, quotaName);
  return async <Outcome>(
    clientIp: string,
    change: (deps: Settings & LinkChangeDependencies) => Promise<LinkChange<Outcome>>,
  ): Promise<Outcome> => {
    const { outcome, queuedEmailIds } = await change({
      ...settings,
      db,
      now: clock(),
      spendQuota: spendQuota(clientIp),
    });
    onEmailsQueued(queuedEmailIds);
    return outcome;
  };
}
