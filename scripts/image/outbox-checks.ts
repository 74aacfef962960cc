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
 * Each e-mail the outbox marked sent (queued since `since`), against what the SMTP relay received,
 * by Message-ID (the outbox row's id, server/outbox/mail-outbox.ts): the ones it never got and the
 * ones it got twice.
 */
export async function mailedOnce(
  stack: Stack,
  since = new Date(0),
): Promise<{ sent: number; missing: string[]; twice: string[] }> {
  const rows = await stack.query<{ id: string }>(
    "select id from outbox_emails where status = 'sent' and created_at >= $1",
    [since],
  );
  const received = new Map<string, number>();
  for (const { messageId = "" } of stack.smtp.messages) {
    const id = /^<([^@>]+)@/.exec(messageId)?.[1] ?? messageId;
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  const ids = rows.map((row) => row.id);
  return {
    sent: ids.length,
    missing: ids.filter((id) => !received.has(id)),
    twice: ids.filter((id) => (received.get(id) ?? 0) > 1),
  };
}
