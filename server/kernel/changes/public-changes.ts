import type { Db, DbOrTransaction } from "../../db/db";
import { perDatabase } from "./answer-cache";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What visitors read that staff and visitors change: each area's cached answers are forgotten together. */
export const publicAreas = ["calendar", "jobs", "blog", "faq", "testimonials", "pages"] as const;
export type PublicArea = (typeof publicAreas)[number];

/** Carries announcements to the other instances on the same database (change-bus.ts). */
export type ChangeCarrier = {
  /**
   * Announces inside the write's transaction, to be delivered when it commits; false when this
   * carrier cannot (then `announceAfter` follows the write).
   */
  announceInside(tx: DbOrTransaction, area: PublicArea): Promise<boolean>;
  /** Announces now that the write has ended; never throws (a failure is the carrier's to log). */
  announceAfter(area: PublicArea): Promise<void>;
};

type Handle = { listeners: Map<PublicArea, Set<() => void>>; carrier: ChangeCarrier | undefined };

const handleOf = perDatabase((_db: object): Handle => ({ listeners: new Map(), carrier: undefined }));

/** Runs `listener` whenever `area` changed in this database. */
export function onPublicChange(db: object, area: PublicArea, listener: () => void): void {
  const { listeners } = handleOf(db);
  const forArea = listeners.get(area) ?? new Set();
  forArea.add(listener);
  listeners.set(area, forArea);
}

/** Tells this process's caches that `area` changed (another instance's write, or one that may have been missed). */
export function announceHere(db: object, area: PublicArea): void {
  for (const listener of handleOf(db).listeners.get(area) ?? []) listener();
}

/** From now on, the changes written through `db` also reach the instances `carrier` reaches; undefined: no more. */
export function carryPublicChanges(db: object, carrier: ChangeCarrier | undefined): void {
  handleOf(db).carrier = carrier;
}

/**
 * Runs a write that changes `area` (a booking, blocked time, a job) in a transaction, then tells
 * the area's caches.
 *
 * This process's caches are told only after the transaction has ended: a read between an
 * announcement made inside the transaction and its commit would see the old rows and keep them.
 * They are told whether the write succeeded or not, since a failure after the commit would
 * otherwise leave a stale answer.
 *
 * The other instances are told inside the transaction when the carrier can (PostgreSQL's NOTIFY is
 * delivered exactly when the transaction commits, and never for one rolled back, so a process that
 * dies right after its commit still announced it); otherwise right after the write (Redis).
 */
export async function changing<T>(db: Db, area: PublicArea, write: (tx: Transaction) => Promise<T>): Promise<T> {
  const { carrier } = handleOf(db);
  let announcedInside = false;
  try {
    return await db.transaction(async (tx) => {
      const result = await write(tx);
      if (carrier) announcedInside = await carrier.announceInside(tx, area);
      return result;
    });
  } finally {
    announceHere(db, area);
    if (carrier && !announcedInside) await carrier.announceAfter(area);
  }
}
