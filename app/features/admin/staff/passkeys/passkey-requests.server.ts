import { tokenCookie } from "~/components/cookie-pair.server";
import { readForm } from "~/components/forms/read-form.server";

/**
 * The passkey sign-in under way in this browser: a random token naming its challenge (the
 * database keeps the token's hash). HttpOnly, SameSite=Strict (only this site's own page sends
 * it), gone after the five minutes the challenge lives; over HTTPS Secure, with the __Host- prefix.
 */
const ceremony = tokenCookie("nexora-passkey", {
  prefix: "__Host-",
  httpOnly: true,
  sameSite: "strict",
  path: "/",
  maxAge: 5 * 60,
});

export const ceremonyTokenOf = ceremony.tokenOf;

export const ceremonyCookie = ceremony.setCookie;

export const clearedCeremonyCookie = ceremony.clearedCookie;

/** Every refusal of the passkey endpoints: a sentence for the page to show, as JSON. */
export const refusal = (message: string, status = 400, headers?: HeadersInit) =>
  Response.json({ message }, { status, headers });

/** What React Router's `data()` throws: the form reader's 413 and 400 are made of it. */
const isThrownData = (error: unknown): error is { data: unknown; init: { status?: number } | null } =>
  typeof error === "object" && error !== null && "data" in error && "init" in error;

/**
 * The posted form of a passkey endpoint, read no further than the page's limit (the same reader,
 * and limit, as every page's form). Its refusals (too large, not a form) are answered as JSON
 * `{ message }`, which the page's script reads, rather than React Router's error shape.
 */
export async function readPasskeyForm(request: Request): Promise<FormData | Response> {
  try {
    return await readForm(request);
  } catch (error) {
    if (!isThrownData(error)) throw error;
    const message = typeof error.data === "string" ? error.data : "This request was not understood.";
    return refusal(message, error.init?.status ?? 400);
  }
}
