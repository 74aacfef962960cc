import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { DbOrTransaction } from "../db/db";
import {
  applications,
  bookings,
  contactAddresses,
  contacts,
  enquiries,
  jobAlertSubscriptions,
  newsletterSubscribers,
  privacyNominees,
  provenAddresses,
} from "../db/schema";

/**
 * Whether the company holds any enquiry, call, application, job alert, newsletter subscription or
 * contact under the address in `key` (lower case).
 */
function heldUnder(key: PgColumn): SQL {
  const held = (
    table:
      | typeof enquiries
      | typeof bookings
      | typeof applications
      | typeof jobAlertSubscriptions
      | typeof newsletterSubscribers,
  ) => sql`exists (select 1 from ${table} where lower(${table.email}) = ${key})`;
  return sql`(${held(enquiries)} or ${held(bookings)} or ${held(applications)} or ${held(jobAlertSubscriptions)}
    or ${held(newsletterSubscribers)}
    or exists (select 1 from ${contacts} where ${contacts.emailKey} = ${key})
    or exists (select 1 from ${contactAddresses} where ${contactAddresses.emailKey} = ${key}))`;
}

/**
 * A nomination lasts while the company holds anything about the person: once retention has
 * deleted their last enquiry, call, application, job alert, newsletter subscription and contact, there is nothing left for
 * a nominee to act on, and the nominee's name and address go too. So does an address's place
 * among those a person proved theirs (decision 071): with nothing under it, it joins nothing.
 */
export async function deleteAddressesOfNobody(db: DbOrTransaction): Promise<number> {
  const deleted = await db
    .delete(privacyNominees)
    .where(sql`not ${heldUnder(privacyNominees.emailKey)}`)
    .returning({ emailKey: privacyNominees.emailKey });
  await db.delete(provenAddresses).where(sql`not ${heldUnder(provenAddresses.emailKey)}`);
  return deleted.length;
}
