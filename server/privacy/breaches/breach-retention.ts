import { subYears } from "date-fns";
import { and, inArray, isNull, lt, or } from "drizzle-orm";

import { breachKeepYears, breachPeopleKeepYears } from "../../../domain/privacy/breach";
import type { DbOrTransaction } from "../../db/db";
import { privacyBreachPeople, privacyBreaches } from "../../db/schema";

/**
 * A breach's record is kept seven years after it was found, as the proof that the company told
 * the Board and the people in time; its list of people (names and addresses) one year after the
 * notices went, or after the list was taken where none went (decision 063). The count stays.
 */
export async function deleteExpiredBreaches(db: DbOrTransaction, now: Date): Promise<number> {
  const peopleCutoff = subYears(now, breachPeopleKeepYears);
  await db.delete(privacyBreachPeople).where(
    inArray(
      privacyBreachPeople.breachId,
      db
        .select({ id: privacyBreaches.id })
        .from(privacyBreaches)
        .where(
          or(
            lt(privacyBreaches.noticesSentAt, peopleCutoff),
            and(isNull(privacyBreaches.noticesSentAt), lt(privacyBreaches.peopleListedAt, peopleCutoff)),
          ),
        ),
    ),
  );
  const deleted = await db
    .delete(privacyBreaches)
    .where(lt(privacyBreaches.foundAt, subYears(now, breachKeepYears)))
    .returning({ id: privacyBreaches.id });
  return deleted.length;
}
