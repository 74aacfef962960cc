import type { Db } from "../server/db/db";
import { staffAccounts } from "../server/db/schema";
import type { Actor } from "../server/kernel/audit/audit";

type StaffActorAccount = Pick<typeof staffAccounts.$inferInsert, "email" | "name" | "role">;

/** A staff account made at `now`, as a test's actor: the one its changes' audit entries name. */
export async function insertStaffActor(db: Db, now: Date, account: StaffActorAccount): Promise<Actor> {
  const [inserted] = await db
    .insert(staffAccounts)
    .values({ ...account, createdAt: now })
    .returning({ id: staffAccounts.id, email: staffAccounts.email });
  return inserted!;
}
