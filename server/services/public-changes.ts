import { perDatabase } from "./answer-cache";

/** What visitors read that staff and visitors change: each area's cached answers are forgotten together. */
export type PublicArea = "calendar" | "jobs";

const listenersOf = perDatabase((_db: object) => new Map<PublicArea, Set<() => void>>());

/** Runs `listener` whenever `area` changed in this database. */
export function onPublicChange(db: object, area: PublicArea, listener: () => void): void {
  const listeners = listenersOf(db);
  const forArea = listeners.get(area) ?? new Set();
  forArea.add(listener);
  listeners.set(area, forArea);
}

/**
 * Runs a write that changes `area` (a booking, blocked time, a job), then tells the area's caches.
 * Only after the transaction has ended: a read between an announcement made inside the transaction
 * and its commit would see the old rows and keep them. Announced whether the write succeeded or
 * not, since a failure after the commit would otherwise leave a stale answer.
 */
export async function changing<T>(db: object, area: PublicArea, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    for (const listener of listenersOf(db).get(area) ?? []) listener();
  }
}
