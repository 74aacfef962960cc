// The team calendar under load: the seeded company consultant stops taking
// calls and five consultants with the specification's hours take its place, each with 200 busy
// times from their own calendar over the next 40 days. Run by `bench:api -- --team` against the
// server's PostgreSQL (DATABASE_URL), before the first slots request.
import { sql } from "drizzle-orm";

import { startTakingCalls, stopTakingCalls } from "../server/consultants/consultant-admin";
import { openDb } from "../server/db/open-db";
import { consultantBusyTimes, consultants } from "../server/db/schema";
import { inviteStaff } from "../server/staff/accounts";
import { commandLine } from "../server/kernel/audit/audit";

const people = 5;
/** Busy times per consultant: 200, or as the first argument says (bench:writes races on free calendars: 0). */
const busyEach = Number(process.argv[2] ?? 200);
const hour = 60 * 60_000;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("seed-bench-team needs DATABASE_URL: the running server owns an embedded database.");
const database = await openDb({ databaseUrl });
const now = new Date();
const [company] = await database.db.select().from(consultants);
await stopTakingCalls(database.db, commandLine, company!.id, now);
for (let n = 1; n <= people; n += 1) {
  const { account } = await inviteStaff(
    database.db,
    commandLine,
    { email: `consultant${n}@bench.example`, name: `Bench consultant ${n}`, role: "sales" },
    now,
  );
  const consultant = await startTakingCalls(database.db, commandLine, account.id, now);
  // An hour's meeting every few hours, at varied times, over the next 40 days.
  if (busyEach > 0)
    await database.db.insert(consultantBusyTimes).values(
      Array.from({ length: busyEach }, (_, event) => {
        const startsAt = new Date(now.getTime() + (event * 4.8 + n * 1.3) * hour);
        return { consultantId: consultant.id, startsAt, endsAt: new Date(startsAt.getTime() + hour) };
      }),
    );
}
const [{ busy }] = (
  (await database.db.execute(sql`select count(*)::int as busy from consultant_busy_times`)) as unknown as {
    rows: { busy: number }[];
  }
).rows as [{ busy: number }];
console.log(`${people} consultants with ${busy} busy times in all.`);
await database.close();
