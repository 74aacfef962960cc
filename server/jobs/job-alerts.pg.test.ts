import { expect, it } from "vitest";

import { JobAlertRequestSchema } from "../../domain/jobs/job-alert-request";
import { jobAlertSubscriptions } from "../db/schema";
import { databaseWithOtherSession, waitingLocks } from "../../test-support/other-session";
import { confirmationsPerAddressPerDay, requestJobAlert } from "./job-alerts";

// PostgreSQL only: requests for one mailbox arrive at once, each on its own connection.
const database = databaseWithOtherSession();

it("requests for one mailbox at the same moment queue no more confirmations than the daily cap", async () => {
  const now = new Date("2026-11-22T04:30:00Z");
  const mail = { publicSiteUrl: "https://nexoratech.example", careersEmail: "careers@test.example" };
  const spellings = Array.from({ length: 8 }, (_, n) => `meera.iyer+${n}@gmail.com`);
  // The outbox is held, so every request has counted and written its subscription before any
  // commits: the moment a burst reaches the database together, made certain.
  await database.otherSession.query("begin");
  await database.otherSession.query("lock table outbox_emails in exclusive mode");
  const answers = Promise.all(
    spellings.map((email) =>
      requestJobAlert(database.db, JobAlertRequestSchema.parse({ email, location: "Gwalior" }), { now, mail }),
    ),
  );
  try {
    // Each request waits: for the outbox, or (with the mailbox lock) for the request ahead of it.
    // Eight connections to open on a busy machine can take longer than the poll's usual second.
    await expect.poll(() => waitingLocks(database.otherSession), { timeout: 10_000 }).toBe(spellings.length);
  } finally {
    await database.otherSession.query("commit");
  }

  const queued = (await answers).filter((answer) => answer.queuedEmailIds.length > 0);
  expect(queued).toHaveLength(confirmationsPerAddressPerDay);
  expect(await database.db.select().from(jobAlertSubscriptions)).toHaveLength(confirmationsPerAddressPerDay);
});
