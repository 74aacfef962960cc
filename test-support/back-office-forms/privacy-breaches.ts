import { eq } from "drizzle-orm";
import { expect } from "vitest";

import type { Db } from "../../server/db/db";
import { outboxEmails, privacyBreachPeople, privacyBreaches } from "../../server/db/schema";
import type { FormArea } from "../back-office-forms";
import { bookingNow } from "../sample-submissions";
import { buttonRow, rowsOnPage } from "./form-rows";

/** Three breaches: one whose list is still a preview, one confirmed with one person, one for the Board's report. */
type Fixtures = { previewId: string; confirmedId: string; reportId: string };

const list = "/admin/privacy/breaches";

/** A breach found at the test clock's instant; `confirmed`: its list stored, with one person. */
export async function storedBreach(db: Db, confirmed: boolean): Promise<string> {
  const [row] = await db
    .insert(privacyBreaches)
    .values({
      foundAt: bookingNow,
      whatHappened: "A laptop was stolen.",
      location: "The office",
      dataKinds: ["enquiries"],
      scope: "held",
      periodStartsAt: bookingNow,
      periodEndsAt: bookingNow,
      measures: "Its accounts were closed.",
      consequences: "Little: its disk is encrypted.",
      contact: "privacy@nexoratech.in",
      recordedBy: "Admin",
      createdAt: bookingNow,
      ...(confirmed ? { peopleListedAt: bookingNow, peopleCount: 1 } : {}),
    })
    .returning({ id: privacyBreaches.id });
  if (confirmed)
    await db
      .insert(privacyBreachPeople)
      .values({ breachId: row!.id, emailKey: "kavya@example.in", email: "kavya@example.in", dataKinds: ["enquiries"] });
  return row!.id;
}

const breachOf = async (db: Db, id: string) =>
  (await db.select().from(privacyBreaches).where(eq(privacyBreaches.id, id)))[0]!;

/** A breach's form as an admin fills it in. */
export const validBreach = {
  foundDate: "2026-11-20",
  foundTime: "09:30",
  whatHappened: "A shared folder of enquiries was public for a day.",
  location: "The shared drive",
  "kind-enquiries": "yes",
  "kind-calls": "yes",
  scope: "created",
  periodFrom: "2026-11-01",
  periodTo: "2026-11-19",
  measures: "The folder was made private.",
  consequences: "Names and messages may have been read.",
  contact: "privacy@nexoratech.in",
};

export const breachForms: FormArea<Fixtures> = {
  area: "personal data breaches",
  async prepare(server) {
    const { db } = server.database;
    return {
      previewId: await storedBreach(db, false),
      confirmedId: await storedBreach(db, true),
      reportId: await storedBreach(db, false),
    };
  },
  rows: [
    ...rowsOnPage<Fixtures>({ route: `${list}/new`, role: "admin", path: () => `${list}/new` }, [
      {
        name: "a data breach recorded",
        invalid: {
          fields: () => ({ ...validBreach, "kind-enquiries": "", "kind-calls": "" }),
          message: "Please choose at least one kind of record.",
        },
        valid: {
          fields: () => validBreach,
          async saved({ database }) {
            const [row] = await database.db
              .select()
              .from(privacyBreaches)
              .where(eq(privacyBreaches.whatHappened, validBreach.whatHappened));
            expect([row?.dataKinds, row?.scope, row?.foundAt]).toEqual([
              ["enquiries", "calls"],
              "created",
              new Date("2026-11-20T04:00:00Z"),
            ]);
          },
        },
      },
    ]),
    ...rowsOnPage<Fixtures>({ route: `${list}/:id`, role: "admin", path: (f) => `${list}/${f.previewId}` }, [
      buttonRow(
        "a breach's people confirmed",
        "confirm-people",
        { list, record: "breach" },
        async ({ database }, f) => {
          expect((await breachOf(database.db, f.previewId)).peopleListedAt).not.toBeNull();
        },
      ),
    ]),
    ...rowsOnPage<Fixtures>({ route: `${list}/:id`, role: "admin", path: (f) => `${list}/${f.confirmedId}` }, [
      buttonRow("a breach's notices sent", "send-notices", { list, record: "breach" }, async ({ database }, f) => {
        expect((await breachOf(database.db, f.confirmedId)).noticesSentAt).not.toBeNull();
        const notices = await database.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.kind, "privacy.breach-notice"));
        expect(notices.map((email) => email.toAddress)).toEqual(["kavya@example.in"]);
      }),
    ]),
    ...rowsOnPage<Fixtures>({ route: `${list}/:id`, role: "admin", path: (f) => `${list}/${f.reportId}` }, [
      buttonRow(
        "a breach's Board report marked sent",
        "board-reported",
        { list, record: "breach" },
        async ({ database }, f) => {
          expect((await breachOf(database.db, f.reportId)).boardReportedAt).not.toBeNull();
        },
      ),
    ]),
  ],
};
