import { browserSupportsWebAuthn } from "@simplewebauthn/browser";

import { useIsClient } from "~/components/use-is-client";

/** Whether this browser can use passkeys; undefined while the page is rendered on the server and hydrating. */
export function usePasskeySupport(): boolean | undefined {
  return useIsClient() ? browserSupportsWebAuthn() : undefined;
}

/** A refusal the page shows as it is: the server's sentence, or one about the connection. */
export class PasskeyRequestError extends Error {}

const notUnderstood = "Something went wrong. Please reload the page and try again.";

/**
 * Posts one step of a passkey ceremony as a form (the same body limit and origin check as every
 * back-office form) and answers its JSON. A session that ended meanwhile is redirected by the
 * server to the sign-in page; that page is not JSON, so it is told as such.
 */
export async function postPasskeyStep<Answer>(url: string, fields: Record<string, string>): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: new URLSearchParams(fields), credentials: "same-origin" });
  } catch {
    throw new PasskeyRequestError("The site could not be reached. Please check your connection and try again.");
  }
  if (response.redirected) throw new PasskeyRequestError("Your session has ended. Please sign in again.");
  const answer = (await response.json().catch(() => undefined)) as (Answer & { message?: string }) | undefined;
  if (!response.ok || answer === undefined) throw new PasskeyRequestError(answer?.message ?? notUnderstood);
  return answer;
}

/**
 * What the browser says when the person closes its passkey dialog, or it times out: the
 * library's WebAuthnError carries the browser's own name in `cause`.
 */
export function ceremonyFailure(error: unknown): string {
  if (error instanceof PasskeyRequestError) return error.message;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : "";
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || cause === "NotAllowedError" || name === "AbortError") {
    return "The passkey request was cancelled or timed out. Please try again.";
  }
  if (name === "InvalidStateError" || cause === "InvalidStateError") {
    return "This device already holds a passkey for your account.";
  }
  return "Your browser could not use a passkey here. Please try again, or use another way to sign in.";
}
