import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

import { succeeded } from "../../domain/site/public-api";
import type { Bindings } from "../kernel/runtime/bindings";
import { fingerprintOf, type IdempotencyClaim } from "../kernel/requests/idempotency";
import {
  answer,
  answerHeaders,
  badJsonBody,
  declareRoute,
  failure,
  jsonBodyFailures,
  requestHeaders,
  serverFailures,
  submissionFailures,
  type DeclaredRoute,
  type RequestParts,
  type RouteContract,
} from "./api-contract";
import { submitOnce } from "./idempotency";
import type { SpendQuota } from "./rate-limit";

type JsonSchema = ReturnType<typeof failure>;

/**
 * A public form's submission (an enquiry, a booking, an application, a job alert): what its
 * contract and its handler share, so each route says only what is its own.
 */

/** The 400 of a JSON submission whose only rules are its fields'. */
export const invalidJsonFields = failure(
  `Invalid fields (\`Please correct the highlighted fields.\` with a message per field in \`errors\`), ${badJsonBody}.`,
);

type SubmissionContract<Parts extends RequestParts> = Parts &
  Omit<RouteContract, keyof RequestParts | "headers" | "answers"> & {
    /** The answer when it is taken: its status, what it means, and its `data`. */
    taken: { status: number; description: string; data: z.ZodType };
    /** The route's own answers; each replaces the shared one of its status. */
    ownAnswers?: Record<number, JsonSchema>;
  };

/**
 * A submission's contract: it takes an Idempotency-Key, its answer says when it repeats the first,
 * and it answers what every submission may (a JSON body's refusals, a reused key, the form quota,
 * the server's failures) besides the route's own.
 */
export function declareSubmission<Parts extends RequestParts>(
  contract: SubmissionContract<Parts>,
): DeclaredRoute<Parts> {
  const { taken, ownAnswers } = contract;
  // A multipart submission reads and refuses its body itself.
  const jsonBody: Record<number, JsonSchema> = contract.body ? { 400: invalidJsonFields, ...jsonBodyFailures } : {};
  const answers: Record<number, JsonSchema> = {
    [taken.status]: answer(taken.description, succeeded(taken.data), answerHeaders.replayed),
    ...jsonBody,
    ...submissionFailures,
    ...serverFailures,
    ...ownAnswers,
  };
  return declareRoute<Parts>({ ...contract, headers: requestHeaders.idempotencyKey, answers });
}

export type SubmissionDependencies = Pick<Bindings, "db" | "onEmailsQueued"> & { spendQuota: SpendQuota };

/** What a submission did: its answer's `data`, and the e-mails it queued. */
export type Submitted = { data: unknown; queuedEmailIds: string[] };

type SubmissionOptions = {
  /** The answer's status when it is taken. */
  status: number;
  /** fingerprintOf what the route validated; the JSON body, unless said. */
  fingerprint?: string;
  /** A key the request carries in its own body, read without the header (the application form's). */
  ownKey?: unknown;
  /**
   * The address the submission mails (its acknowledgment's), which its sender has not proven: it
   * spends that mailbox's quotas too, so no sender floods another's inbox through the form.
   */
  recipient?: string;
};

/**
 * Takes a validated submission: once per idempotency key (a retry hears the first answer again),
 * within the visitor's form quota and the recipient's, then `submit`, which records it with the key's claim; the
 * outbox is woken for the e-mails it queued, and the visitor answered `status` with its data.
 */
export function takeSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SubmissionDependencies,
  { status, fingerprint = fingerprintOf(request.body), ownKey, recipient }: SubmissionOptions,
  submit: (claim: IdempotencyClaim | undefined) => Promise<Submitted>,
): Promise<FastifyReply> {
  const once = { db: deps.db, ownKey, fingerprint, spendQuota: deps.spendQuota, recipient };
  return submitOnce(request, reply, once, async (claim) => {
    const { data, queuedEmailIds } = await submit(claim);
    deps.onEmailsQueued(queuedEmailIds);
    return { statusCode: status, data };
  });
}
