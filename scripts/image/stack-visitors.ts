import { expect } from "vitest";

import type { Stack } from "./stack";

/** The first free demo slot from the day after tomorrow, through the stack. */
export async function firstFreeSlot(origin: string): Promise<{ date: string; time: string }> {
  const day = 86_400_000;
  for (let offset = 2; offset < 40; offset += 1) {
    const date = new Date(Date.now() + offset * day).toISOString().slice(0, 10);
    const answer = await fetch(`${origin}/demo/slots/${date}`);
    if (answer.status !== 200) continue;
    const [time] = ((await answer.json()) as { data: { availableSlots: string[] } }).data.availableSlots;
    if (time) return { date, time };
  }
  throw new Error("no free demo slot in the next 40 days");
}

/** The password every staff account the drills make is given. */
export const staffPassword = "monsoon-tamarind-kite-2026";

/** A back-office form posted as its page posts it, with the site's Origin; the redirect is not followed. */
export const postForm = (origin: string, path: string, fields: Record<string, string>, cookie = "") =>
  fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

/** The staff session cookie an answer sets. */
export const staffCookieOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((cookie) => cookie.startsWith("nexora-staff="))!;

/**
 * Opens the one-time link the staff command printed, sets the password there, and signs in with it:
 * answers the sign-in's answer (where it sends the browser, and the session).
 */
export async function setPasswordAndSignIn(origin: string, printedLink: string, email: string): Promise<Response> {
  const token = /\/admin\/set-password\/([\w-]+)/.exec(printedLink)?.[1];
  expect(token, printedLink).toBeDefined();
  const fields = { password: staffPassword, confirmation: staffPassword };
  const set = await postForm(origin, `/admin/set-password/${token}`, fields);
  expect(set.status, await set.clone().text()).toBe(302);
  return postForm(origin, "/admin/sign-in", { email, password: staffPassword, next: "/admin" });
}

/**
 * A staff account as an operator makes it: the image's staff command prints a one-time link, the
 * link's page sets the password, the sign-in page signs in; all through nginx. Answers the session
 * cookie.
 */
export async function signedInStaff(stack: Stack, { email, role }: { email: string; role: string }): Promise<string> {
  const printed = stack.runOnce(["node", "build/node/staff-cli.js", "add", email, "--role", role, "--name", "Ops"]);
  const signIn = await setPasswordAndSignIn(stack.origin, printed, email);
  expect(signIn.status, await signIn.clone().text()).toBe(302);
  return staffCookieOf(signIn);
}
