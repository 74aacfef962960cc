import { sql, type SQL } from "drizzle-orm";

import { auditLog } from "../../db/schema";

/**
 * When a contact's deal was won (decision 062): their latest move to "won" in the audit log
 * (`contact.stage`), or, for one marked won with no such entry (before stages were audited),
 * their last update. Over the contact's id and updated_at as the caller's query names them.
 * The sales dashboard's months and revenue by source read the same instant.
 */
export const wonAtOf = (contactId: SQL, updatedAt: SQL) => sql<Date>`coalesce(
  (select max(${auditLog.at}) from ${auditLog}
    where ${auditLog.subjectType} = 'contact' and ${auditLog.subjectId} = ${contactId}::text
      and ${auditLog.action} = 'contact.stage' and ${auditLog.details}->>'to' = 'won'),
  ${updatedAt})`;
