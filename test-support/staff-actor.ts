import type { StaffMember } from "../domain/staff/staff";
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

/** A staff account made at `now`, as the member a desk acts for. */
export async function insertStaffMember(
  db: Db,
  now: Date,
  account: StaffActorAccount & Pick<typeof staffAccounts.$inferInsert, "joinedAt">,
): Promise<StaffMember> {
  const [inserted] = await db
    .insert(staffAccounts)
    .values({ ...account, createdAt: now })
    .returning({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
    });
  return inserted!;
}
