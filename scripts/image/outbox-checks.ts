import { expect } from "vitest";

import type { Stack } from "./stack";

/** Waits until the outbox holds nothing pending: every e-mail queued so far was handed to the relay. */
export async function untilOutboxSent(stack: Stack, timeout = 60_000): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await stack.query<{ pending: string }>("select count(*) as pending from outbox_emails where status <> 'sent'")
        )[0]!.pending,
      { timeout, interval: 500 },
    )
    .toBe("0");
}

/**
 * Each e-mail the outbox marked sent, against what the SMTP relay received: the ones it never got
 * and the ones it got twice (by subject and recipient).
 */
export async function mailedOnce(stack: Stack): Promise<{ sent: number; missing: string[]; twice: string[] }> {
  const rows = await stack.query<{ subject: string; to_address: string }>(
    "select subject, to_address from outbox_emails where status = 'sent'",
  );
  const received = new Map<string, number>();
  stack.smtp.messages.forEach((message, index) => {
    for (const recipient of stack.smtp.envelopes[index] ?? []) {
      const key = `${recipient} ${message.subject ?? ""}`;
      received.set(key, (received.get(key) ?? 0) + 1);
    }
  });
  const keys = rows.map((row) => `${row.to_address} ${row.subject}`);
  return {
    sent: keys.length,
    missing: keys.filter((key) => !received.has(key)),
    twice: keys.filter((key) => (received.get(key) ?? 0) > 1),
  };
}
