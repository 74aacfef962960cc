import { createHash } from "node:crypto";

import { and, eq, lt } from "drizzle-orm";

import type { Db, DbOrTransaction } from "../../db/db";
import { idempotentRequests } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";

/** A submission made under an idempotency key: where, which key, and what exactly was asked. */
export type IdempotencyClaim = { scope: string; key: string; fingerprint: string };

/** What a submission answered the first time: its status and the `data` of its body. */
export type RememberedAnswer = { statusCode: number; data: unknown };

export type EarlierSubmission = { kind: "replay"; answer: RememberedAnswer } | { kind: "conflict" };

/**
 * The SHA-256 of a validated request (its parsed fields, and any uploaded file's bytes),
 * so a retry can be told from another request under the same key.
 */
export function fingerprintOf(...parts: unknown[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(Buffer.isBuffer(part) ? part : JSON.stringify(part)).update("\0");
  return hash.digest("hex");
}

/** The first answer under this key, if there was one; a conflict when the key came with another request. */
export async function findEarlierSubmission(db: Db, claim: IdempotencyClaim): Promise<EarlierSubmission | undefined> {
  const [row] = await db
    .select({
      fingerprint: idempotentRequests.fingerprint,
      statusCode: idempotentRequests.statusCode,
      data: idempotentRequests.response,
    })
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.scope, claim.scope), eq(idempotentRequests.key, claim.key)));
  if (!row) return undefined;
  // Rows moved from the old submission-id column have no fingerprint: they answer as they did.
  if (row.fingerprint && row.fingerprint !== claim.fingerprint) return { kind: "conflict" };
  return { kind: "replay", answer: { statusCode: row.statusCode, data: row.data } };
}

/**
 * Writes the answer under the key, first thing in the submission's transaction: a second
 * request with the same key then waits on this row and fails on its primary key instead
 * of racing the first one to the slot or the table (see isKeyTakenMeanwhile).
 */
export async function rememberAnswer(
  tx: DbOrTransaction,
  claim: IdempotencyClaim,
  answer: RememberedAnswer,
  now: Date,
): Promise<void> {
  await tx.insert(idempotentRequests).values({
    scope: claim.scope,
    key: claim.key,
    fingerprint: claim.fingerprint,
    statusCode: answer.statusCode,
    response: answer.data,
    createdAt: now,
  });
}

/** Forgets the answers remembered before `before`: a retry comes within minutes. Answers how many went. */
export async function forgetAnswersBefore(db: DbOrTransaction, before: Date): Promise<number> {
  const forgotten = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before))
    .returning({ key: idempotentRequests.key });
  return forgotten.length;
}

/** The same key was committed by a concurrent request while this one ran. */
export const isKeyTakenMeanwhile = (error: unknown) => isUniqueViolation(error, "idempotent_requests_scope_key_pk");
