import { expect, it } from "vitest";

import { analyticsPageViews, analyticsVisits } from "../db/schema";
import { countedView } from "../../test-support/analytics-rows";
import { databaseWithOtherSession, waitingLocks } from "../../test-support/other-session";
import { writeEvents } from "./visit-writer";

// PostgreSQL only: two instances write views of one visitor at the same moment, each on its own connection.
const database = databaseWithOtherSession();

it("begins one visit when two instances write the first views of one visitor at once", async () => {
  const view = (path: string, at: Date) =>
    countedView({ visitorKey: "a".repeat(64), at, path, utmSource: "newsletter" });
  // The visits are held, so both batches reach the database before either has looked for the
  // visitor's open visit: the moment two instances' batches meet, made certain.
  await database.otherSession.query("begin");
  await database.otherSession.query("lock table analytics_visits in access exclusive mode");
  const written = Promise.all([
    writeEvents(database.db, [view("/services", new Date("2026-11-23T04:00:00Z"))]),
    writeEvents(database.db, [view("/about", new Date("2026-11-23T04:00:01Z"))]),
  ]);
  try {
    // One waits for the visits, the other (with the visitor's lock) for the first.
    await expect.poll(() => waitingLocks(database.otherSession)).toBe(2);
  } finally {
    await database.otherSession.query("commit");
  }
  await written;

  const visits = await database.db.select().from(analyticsVisits);
  expect(visits).toHaveLength(1);
  expect(visits[0]).toMatchObject({ pageViews: 2, firstOfDay: true });
  expect(await database.db.select().from(analyticsPageViews)).toHaveLength(2);
});
