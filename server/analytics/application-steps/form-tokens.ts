import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { formTokenHours } from "../../../domain/analytics/application-steps";
import { storedSecret } from "../../kernel/secrets/stored-secret";

/**
 * A step of the application counts only within a page of that job's form (decision 072): the page
 * asks for a token when the form is shown, keeps it in its memory (no cookie, nothing stored in the
 * browser), and sends it with each step. The token names the job, when it was made and a random
 * form id; each step is counted once per form id (step-counts.ts), so a token replayed counts
 * nothing, and a beacon without a token, with one made up or altered, another job's or over a day
 * old counts nothing either.
 */

/** The key that signs the forms' tokens: the `settings` row "analytics.application-form-secret". */
export const formTokenSecret = storedSecret("analytics.application-form-secret");

const formTokenMs = formTokenHours * 60 * 60_000;

const signature = (secret: Buffer, jobId: string, made: string, form: string) =>
  createHmac("sha256", secret).update(`${jobId}.${made}.${form}`).digest("base64url");

/** A token for one page of a job's form: "<when made, seconds in base 36>.<form id>.<HMAC of the job and both>". */
export function newFormToken(secret: Buffer, jobId: string, now: Date): string {
  const made = Math.floor(now.getTime() / 1000).toString(36);
  const form = randomBytes(16).toString("base64url");
  return `${made}.${form}.${signature(secret, jobId, made, form)}`;
}

/** The form id a token names, when this server made it for `jobId` less than formTokenMs before `now`. */
export function formOfToken(secret: Buffer, token: string | undefined, jobId: string, now: Date): string | undefined {
  const [made, form, signed, ...rest] = token?.split(".") ?? [];
  if (!made || !form || !signed || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, jobId, made, form));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  // A minute ahead is another instance's clock, not a forgery.
  const age = now.getTime() - parseInt(made, 36) * 1000;
  return age > -60_000 && age < formTokenMs ? form : undefined;
}
