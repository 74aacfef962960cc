import type { History } from "../../../contracts/staff";
import type { Bindings } from "../runtime/bindings";
import { listAudit } from "./audit";

/** One record's history, newest first, for the area whose record it is. */
export const historyOf =
  (
    { db }: Pick<Bindings, "db">,
    subjectType: string,
    /** The ids the record had before, when it can change (a job's address). */
    earlierIdsOf?: (id: string) => Promise<string[]>,
  ): History["history"] =>
  async (id) => {
    const earlierIds = earlierIdsOf ? await earlierIdsOf(id) : [];
    return (await listAudit(db, { subject: { type: subjectType, id, earlierIds }, limit: 200 })).rows;
  };
