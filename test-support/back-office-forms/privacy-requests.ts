import { eq } from "drizzle-orm";
import { expect } from "vitest";

import { auditLog, outboxEmails, privacyRequests, settings } from "../../server/db/schema";
import type { Db } from "../../server/db/db";
import { recordPrivacyRequest } from "../../server/privacy/requests/register";
import type { FormArea } from "../back-office-forms";
import { bookingNow } from "../sample-submissions";
import { buttonRow, rowsOnPage } from "./form-rows";

/** The register's requests the forms act on: each form its own, open. */
type Fixtures = { toTake: string; toClose: string; byNominee: string; byThePerson: string };

const list = "/admin/privacy/requests";
const page = (id: string) => `${list}/${id}`;

const requestOf = async (db: Db, id: string) =>
  (await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)))[0]!;

async function openRequest(db: Db, request: { kind: "grievance" | "access"; byNominee?: boolean }) {
  const { id } = await db.transaction((tx) =>
    recordPrivacyRequest(
      tx,
      { ...request, email: "asha.rao@example.in", summary: "What they asked.", receivedAt: bookingNow, quiet: true },
      { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" },
    ),
  );
  return id;
}

const onRequestPage = (which: keyof Fixtures, rows: Parameters<typeof rowsOnPage<Fixtures>>[1]) =>
  rowsOnPage<Fixtures>({ route: "/admin/privacy/requests/:id", role: "admin", path: (f) => page(f[which]) }, rows);

export const privacyRequestForms: FormArea<Fixtures> = {
  area: "the privacy requests register",
  async prepare(server) {
    const { db } = server.database;
    return {
      toTake: await openRequest(db, { kind: "grievance" }),
      toClose: await openRequest(db, { kind: "grievance" }),
      byNominee: await openRequest(db, { kind: "access", byNominee: true }),
      byThePerson: await openRequest(db, { kind: "access" }),
    };
  },
  rows: [
    {
      name: "the period requests are answered within",
      route: list,
      role: "admin",
      path: () => list,
      intent: "period",
      invalid: { fields: () => ({ days: "91" }), message: "The period can be at most 90 days" },
      valid: {
        fields: () => ({ days: "21" }),
        async saved({ database }) {
          const [stored] = await database.db.select().from(settings).where(eq(settings.key, "privacyRequestDays"));
          expect(stored?.value).toBe(21);
          const [entry] = await database.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, "privacy.request-period"));
          expect(entry?.details).toEqual({ from: 30, to: 21 });
        },
      },
    },
    ...onRequestPage("toTake", [
      buttonRow("a request taken", "take", { list, record: "privacy request" }, async ({ database }, f) => {
        expect(await requestOf(database.db, f.toTake)).toMatchObject({ state: "in-progress", handledBy: "Test admin" });
      }),
    ]),
    ...onRequestPage("byNominee", [
      {
        name: "a nominee marked verified",
        intent: "verify-nominee",
        invalid: {
          fields: () => ({}),
          path: (f) => page(f.byThePerson),
          message: "This request was made by the person, not by a nominee.",
        },
        valid: {
          fields: () => ({}),
          async saved({ database }, f) {
            expect((await requestOf(database.db, f.byNominee)).nomineeVerifiedAt).toEqual(expect.any(Date));
          },
        },
      },
    ]),
    ...onRequestPage("toClose", [
      {
        name: "a request closed with the reply to the person",
        intent: "close",
        invalid: {
          fields: () => ({ outcome: "done", reply: "  " }),
          message: "Please write the reply to the person.",
        },
        valid: {
          fields: () => ({ outcome: "partly-done", reply: "We removed your phone number; your application stays." }),
          async saved({ database }, f) {
            const request = await requestOf(database.db, f.toClose);
            expect(request).toMatchObject({
              state: "partly-done",
              reply: "We removed your phone number; your application stays.",
            });
            const [email] = await database.db
              .select()
              .from(outboxEmails)
              .where(eq(outboxEmails.kind, "privacy.request-outcome"));
            expect(email?.textBody).toContain(request.reference);
          },
        },
      },
    ]),
  ],
};
