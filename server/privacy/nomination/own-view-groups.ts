import { asc, eq, inArray } from "drizzle-orm";

import type { DataGroup } from "../../../contracts/your-data";
import { breachDataKindNames } from "../../../domain/privacy/breach";
import { nomineeGroupKey } from "../../../domain/privacy/nomination";
import type { DbOrTransaction } from "../../db/db";
import { privacyBreachPeople, privacyBreaches } from "../../db/schema";
import { nomineeOf } from "./nominees";

/**
 * What a person's own view shows of the privacy area's own records about them (issue 61, items 5
 * and 6): the nominee they named, and the data breaches whose lists named them.
 */
export async function privacyGroups(
  db: DbOrTransaction,
  keys: string[],
  when: (instant: Date) => string,
): Promise<DataGroup[]> {
  const nominee = await nomineeOf(db, keys);
  const breaches =
    keys.length === 0
      ? []
      : await db
          .select({
            foundAt: privacyBreaches.foundAt,
            dataKinds: privacyBreachPeople.dataKinds,
            noticeQueuedAt: privacyBreachPeople.noticeQueuedAt,
          })
          .from(privacyBreachPeople)
          .innerJoin(privacyBreaches, eq(privacyBreaches.id, privacyBreachPeople.breachId))
          .where(inArray(privacyBreachPeople.emailKey, keys))
          .orderBy(asc(privacyBreaches.foundAt));
  return [
    {
      key: nomineeGroupKey,
      title: "Your nominee",
      usedFor:
        "The person you named to use your rights over your data should you die or be unable to act. We check who they are before acting on anything they ask.",
      processedBy: [],
      records: nominee
        ? [
            {
              title: nominee.name,
              fields: [
                { label: "Name", value: nominee.name },
                { label: "Address", value: nominee.email },
                { label: "Named", value: when(nominee.since) },
              ],
            },
          ]
        : [],
    },
    {
      key: "breaches",
      title: "Data breaches that affected you",
      usedFor: "The law asks us to tell you of a breach of your data, and to keep a record that we did.",
      processedBy: [],
      records: breaches.map((breach) => ({
        title: `Breach found ${when(breach.foundAt)}`,
        fields: [
          { label: "Found", value: when(breach.foundAt) },
          { label: "Your records", value: breach.dataKinds.map((kind) => breachDataKindNames[kind]).join("; ") },
          { label: "Notice sent", value: breach.noticeQueuedAt ? when(breach.noticeQueuedAt) : "Not yet" },
        ],
      })),
    },
  ];
}
