import type { FastifyReply, FastifyRequest } from "fastify";

import type { Db } from "../db/db";
import {
  findEarlierSubmission,
  isKeyTakenMeanwhile,
  type EarlierSubmission,
  type IdempotencyClaim,
  type RememberedAnswer,
} from "../kernel/requests/idempotency";
import { apiError } from "./api-errors";
import type { SpendQuota } from "./rate-limit";

/** Visible ASCII, as the IETF draft and Stripe take it; a UUID fits easily. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export class IdempotencyKeyError extends Error {
  readonly statusCode = 400;
  constructor() {
    super("The Idempotency-Key header must be 1 to 255 visible ASCII characters.");
  }
}

/**
 * The key a client sent for this submission: the standard `Idempotency-Key` header,
 * or a key of the request's own (the application form's `submissionId` field).
 */
function idempotencyKeyOf(request: FastifyRequest, ownKey?: unknown): string | undefined {
  const header = request.headers["idempotency-key"];
  const key = header ?? (typeof ownKey === "string" && ownKey !== "" ? ownKey : undefined);
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !idempotencyKeyPattern.test(key)) throw new IdempotencyKeyError();
  return key;
}

export type OnceOptions = {
  db: Db;
  /** A key the request carries in its own body (the application form's `submissionId`), used without the header. */
  ownKey?: unknown;
  /** fingerprintOf(the validated request). */
  fingerprint: string;
  /** Spends the visitor's form quota, and `recipient`'s; false when it answered 429 instead. Replays spend nothing. */
  spendQuota: SpendQuota;
  /** The address the submission mails that its sender has not proven (an acknowledgment's). */
  recipient?: string | undefined;
};

/**
 * Runs a submission at most once per idempotency key: a retry with the same key and
 * request gets the first answer again (marked `Idempotent-Replayed`), the same key with
 * another request answers 422, and a request without a key simply runs.
 */
export async function submitOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  options: OnceOptions,
  submit: (claim: IdempotencyClaim | undefined) => Promise<RememberedAnswer>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request, options.ownKey);
  // The endpoint, e.g. "POST /demo/book": one key may be used on two endpoints.
  const scope = `${request.method} ${request.routeOptions.url}`;
  const claim = key ? { scope, key, fingerprint: options.fingerprint } : undefined;
  if (claim) {
    const earlier = await findEarlierSubmission(options.db, claim);
    if (earlier) return answerEarlier(reply, earlier);
  }
  if (!(await options.spendQuota(request, reply, options.recipient))) return reply;
  try {
    const answer = await submit(claim);
    return reply.status(answer.statusCode).send({ success: true, data: answer.data });
  } catch (error) {
    if (claim && isKeyTakenMeanwhile(error)) {
      const earlier = await findEarlierSubmission(options.db, claim);
      if (earlier) return answerEarlier(reply, earlier);
    }
    throw error;
  }
}

function answerEarlier(reply: FastifyReply, earlier: EarlierSubmission): FastifyReply {
  if (earlier.kind === "conflict") {
    return reply
      .status(422)
      .send(apiError("This Idempotency-Key was already used for a different request. Send a new key."));
  }
  return reply
    .status(earlier.answer.statusCode)
    .header("idempotent-replayed", "true")
    .send({ success: true, data: earlier.answer.data });
}
