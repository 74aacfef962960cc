import type { Db } from "../server/db/db";
import type { Actor } from "../server/kernel/audit/audit";
import { insertStaffActor } from "./staff-actor";

/** A staff account with the editor role, as the content tests' actor: Meera Editor unless named. */
export function insertEditor(
  db: Db,
  now: Date,
  { email = "editor@nexoratech.in", name = "Meera Editor" }: { email?: string; name?: string } = {},
): Promise<Actor> {
  return insertStaffActor(db, now, { email, name, role: "editor" });
}
