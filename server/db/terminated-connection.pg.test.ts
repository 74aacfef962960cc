import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { databaseWithOtherSession } from "../../test-support/other-session";

const database = databaseWithOtherSession();

// PostgreSQL only. A restart, a failover or an administrator ends every session; the one a
// transaction holds between two statements has no query to fail, so its error arrives as an event
// on the connection. The single-process image died of it in the drills (docs/deploy.md).
it("survives the server ending a connection that a transaction holds between two statements", async () => {
  const { db, otherSession } = database;
  const ended = db.transaction(async (tx) => {
    const [{ pid }] = (
      (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }
    ).rows as [{ pid: number }];
    await otherSession.query("select pg_terminate_backend($1)", [pid]);
    // The termination reaches this connection while it runs nothing.
    await expect
      .poll(async () => (await otherSession.query("select 1 from pg_stat_activity where pid = $1", [pid])).rowCount)
      .toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await tx.execute(sql`select 1`);
  });
  await expect(ended).rejects.toThrow();
  // The pool hands out a working connection afterwards.
  expect(((await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] }).rows).toEqual([
    { one: 1 },
  ]);
});
