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

const password = "monsoon-tamarind-kite-2026";

/**
 * A staff account as an operator makes it: the image's staff command prints a one-time link, the
 * link's page sets the password, the sign-in page signs in; all through nginx. Answers the session
 * cookie.
 */
export async function signedInStaff(stack: Stack, { email, role }: { email: string; role: string }): Promise<string> {
  const printed = stack.runOnce(["node", "build/node/staff-cli.js", "add", email, "--role", role, "--name", "Ops"]);
  const token = /\/admin\/set-password\/(\S+)/.exec(printed)?.[1];
  expect(token, printed).toBeDefined();
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { origin: stack.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const set = await fetch(`${stack.origin}/admin/set-password/${token}`, form({ password, confirmation: password }));
  expect(set.status, await set.clone().text()).toBe(302);
  const signIn = await fetch(`${stack.origin}/admin/sign-in`, form({ email, password, next: "/admin" }));
  expect(signIn.status, await signIn.clone().text()).toBe(302);
  return signIn.headers.get("set-cookie")!.split(";")[0]!;
}
