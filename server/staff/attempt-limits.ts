import { and, count, desc, eq, gt, inArray } from "drizzle-orm";

import type { Db } from "../db/db";
import { signInFailures } from "../db/schema";

/** Guesses are counted over this window, whatever is guessed: a password or a second factor's code. */
export const attemptWindowMinutes = 15;

export type AttemptCount = { key: string; limit: number };

export type Reservation = { refused: boolean; ids: string[] };

async function attemptsSince(db: Db, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)));
  return row?.n ?? 0;
}

/**
 * Counts an attempt as a failure under each key before the guess is checked, and counts the ones
 * before it with it: guesses arriving at once, through any instance, each see those written before
 * them, so a burst cannot check more guesses than the limit (a count read first would let them all
 * through). A refused attempt checked nothing, so it does not count. The caller deletes the
 * reservation (`forgetAttempts`) when the guess was right.
 */
export async function reserveAttempt(db: Db, counts: readonly AttemptCount[], now: Date): Promise<Reservation> {
  const since = new Date(now.getTime() - attemptWindowMinutes * 60_000);
  const reserved = await db
    .insert(signInFailures)
    .values(counts.map(({ key }) => ({ key, at: now })))
    .returning({ id: signInFailures.id });
  const ids = reserved.map((row) => row.id);
  const failures = await Promise.all(counts.map(({ key }) => attemptsSince(db, key, since)));
  if (counts.some(({ limit }, index) => failures[index]! > limit)) {
    await db.delete(signInFailures).where(inArray(signInFailures.id, ids));
    return { refused: true, ids: [] };
  }
  return { refused: false, ids };
}

/**
 * How many whole minutes `key` stays over its `limit`: a refusal lifts when all but limit - 1 of
 * the failures in the window have left it, so when the limit-th newest of them does. 0 if not locked.
 */
export async function minutesLocked(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - attemptWindowMinutes * 60_000);
  const failures = await db
    .select({ at: signInFailures.at })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)))
    .orderBy(desc(signInFailures.at))
    .limit(limit);
  const lifting = failures[limit - 1];
  if (!lifting) return 0;
  return Math.max(1, Math.ceil((lifting.at.getTime() + attemptWindowMinutes * 60_000 - now.getTime()) / 60_000));
}
