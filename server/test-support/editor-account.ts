import type { Db } from "../db/open-db";
import { staffAccounts } from "../db/schema";
import type { Actor } from "../staff/audit";

/** A staff account with the editor role, as the content tests' actor: Meera Editor unless named. */
export async function insertEditor(
  db: Db,
  now: Date,
  { email = "editor@nexoratech.in", name = "Meera Editor" }: { email?: string; name?: string } = {},
): Promise<Actor> {
  const [account] = await db
    .insert(staffAccounts)
    .values({ email, name, role: "editor", createdAt: now })
    .returning({ id: staffAccounts.id, email: staffAccounts.email });
  return account!;
}
