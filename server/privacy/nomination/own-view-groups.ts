import { asc, eq, inArray } from "drizzle-orm";

import type { DataGroup } from "../../../contracts/own-data";
import type { OwnDataWords } from "../../../domain/own-data/own-data-words";
import { breachDataKindNames } from "../../../domain/privacy/breach";
import { nomineeGroupKey } from "../../../domain/privacy/nomination";
import type { DbOrTransaction } from "../../db/db";
import { privacyBreachPeople, privacyBreaches } from "../../db/schema";
import { nomineeOf } from "./nominees";

/**
 * What a person's own view shows of the privacy area's own records about them (decision 063): the
 * nominee they named, and the data breaches whose lists named them.
 */
export async function privacyGroups(
  db: DbOrTransaction,
  keys: string[],
  when: (instant: Date) => string,
  { groups, labels, phrases }: OwnDataWords,
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
      ...groups.nominee,
      processedBy: [],
      records: nominee
        ? [
            {
              title: nominee.name,
              fields: [
                { label: labels.name, value: nominee.name },
                { label: labels.address, value: nominee.email },
                { label: labels.named, value: when(nominee.since) },
              ],
            },
          ]
        : [],
    },
    {
      key: "breaches",
      ...groups.breaches,
      processedBy: [],
      records: breaches.map((breach) => ({
        title: phrases.breachFound(when(breach.foundAt)),
        fields: [
          { label: labels.found, value: when(breach.foundAt) },
          { label: labels.yourRecords, value: breach.dataKinds.map((kind) => breachDataKindNames[kind]).join("; ") },
          { label: labels.noticeSent, value: breach.noticeQueuedAt ? when(breach.noticeQueuedAt) : phrases.notYet },
        ],
      })),
    },
  ];
}
