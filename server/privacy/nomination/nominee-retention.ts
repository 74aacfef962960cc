import { sql } from "drizzle-orm";

import type { DbOrTransaction } from "../../db/db";
import {
  applications,
  bookings,
  contactAddresses,
  contacts,
  enquiries,
  jobAlertSubscriptions,
  privacyNominees,
} from "../../db/schema";

/**
 * A nomination lasts while the company holds anything about the person: once retention has
 * deleted their last enquiry, call, application, job alert and contact, there is nothing left for
 * a nominee to act on, and the nominee's name and address go too.
 */
export async function deleteNomineesOfNobody(db: DbOrTransaction): Promise<number> {
  const held = (table: typeof enquiries | typeof bookings | typeof applications | typeof jobAlertSubscriptions) =>
    sql`exists (select 1 from ${table} where lower(${table.email}) = ${privacyNominees.emailKey})`;
  const deleted = await db
    .delete(privacyNominees)
    .where(
      sql`not (${held(enquiries)} or ${held(bookings)} or ${held(applications)} or ${held(jobAlertSubscriptions)}
        or exists (select 1 from ${contacts} where ${contacts.emailKey} = ${privacyNominees.emailKey})
        or exists (select 1 from ${contactAddresses} where ${contactAddresses.emailKey} = ${privacyNominees.emailKey}))`,
    )
    .returning({ emailKey: privacyNominees.emailKey });
  return deleted.length;
}
