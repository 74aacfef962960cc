import { and, eq, sql, type SQL } from "drizzle-orm";
import { expect } from "vitest";

import type { Db } from "../../server/db/db";
import { applicationTags, applications, auditLog, outboxEmails, settings } from "../../server/db/schema";
import type { FormRow } from "../back-office-forms";
import { nobody, rowsOnPage } from "./form-rows";
import type { InterviewFixtures } from "./interviews";

/**
 * Recruiting's rows for a job's board, tags, rejection reasons, the offer letter's template and a
 * rejection edited for one candidate; run last, since they reject the candidates
 * the rows before use.
 */

/** The batch of the bulk rejection the rows make, for its Undo's row after it. */
type Fixtures = InterviewFixtures & { rejectionBatch?: string };
const onPage = rowsOnPage<Fixtures>;

const applicationOf = async (db: Db, id: string) =>
  (await db.select().from(applications).where(eq(applications.id, id)))[0]!;

/** The audit entry of an application's stage change that `which` picks out, by its details. */
const stageEntryOf = async (db: Db, id: string, which: SQL) =>
  (
    await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "application.stage"), eq(auditLog.subjectId, id), which))
  )[0];

/** The rejection e-mails queued for an application. */
const rejectionEmailsOf = (db: Db, id: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.kind, "application.rejection"), eq(outboxEmails.about, `application:${id}`)));

const tagsOf = async (db: Db, id: string) =>
  (await db.select().from(applicationTags).where(eq(applicationTags.applicationId, id))).map((row) => row.tag);

const boardPage = {
  route: "/admin/jobs/:id/board",
  role: "recruiter" as const,
  path: (f: Fixtures) => `/admin/jobs/${f.planJobId}/board`,
};
const applicationPage = {
  route: "/admin/applications/:id",
  role: "recruiter" as const,
  path: (f: Fixtures) => `/admin/applications/${f.applicationId}`,
};

export const boardRows: FormRow<Fixtures>[] = [
  {
    name: "the rejection reasons",
    route: "/admin/applications/rejection-reasons",
    role: "recruiter",
    path: () => "/admin/applications/rejection-reasons",
    invalid: { fields: () => ({ reasons: " \n " }), message: "Please give at least one reason." },
    valid: {
      fields: () => ({ reasons: "Position filled\nNot enough experience\n\nToo far away" }),
      async saved({ database }) {
        const [setting] = await database.db.select().from(settings).where(eq(settings.key, "rejectionReasons"));
        expect(setting!.value).toEqual(["Position filled", "Not enough experience", "Too far away"]);
      },
    },
  },
  {
    name: "the offer letter's template",
    route: "/admin/applications/offer-letter",
    role: "recruiter",
    path: () => "/admin/applications/offer-letter",
    invalid: { fields: () => ({ subject: "Your offer", body: " " }), message: "Please write the e-mail." },
    valid: {
      fields: () => ({ subject: "Your offer: {jobTitle}", body: "Dear {candidateName},\n\nWelcome to the team." }),
      async saved({ database }) {
        const [setting] = await database.db.select().from(settings).where(eq(settings.key, "offerLetter"));
        expect(setting!.value).toEqual({
          subject: "Your offer: {jobTitle}",
          body: "Dear {candidateName},\n\nWelcome to the team.",
        });
      },
    },
  },
  ...onPage(boardPage, [
    {
      name: "a card moved on the board",
      intent: "move",
      invalid: {
        fields: (f) => ({ applicationId: f.applicationId, stage: "rejected" }),
        message: "Please choose a stage from the list.",
      },
      valid: {
        fields: (f) => ({ applicationId: f.applicationId, stage: "interview" }),
        async saved({ database }, f) {
          expect(await applicationOf(database.db, f.applicationId)).toMatchObject({ stage: "interview" });
        },
      },
    },
    {
      name: "ticked cards tagged",
      intent: "bulk-tag",
      invalid: {
        fields: (f) => ({ ids: [f.applicationId], tag: "<b>" }),
        message: "A tag can hold letters, digits, spaces, hyphens, dots, + and #, and starts with a letter or digit.",
      },
      valid: {
        fields: (f) => ({ ids: [f.applicationId, f.otherApplicationId], tag: "Shortlist " }),
        async saved({ database }, f) {
          expect(await tagsOf(database.db, f.applicationId)).toEqual(["shortlist"]);
          expect(await tagsOf(database.db, f.otherApplicationId)).toEqual(["shortlist"]);
        },
      },
    },
    {
      name: "ticked cards moved",
      intent: "bulk-move",
      invalid: {
        fields: (f) => ({ ids: [f.otherApplicationId, nobody], stage: "screening" }),
        message: "Some of the ticked applications do not exist (any more). Nothing was changed.",
      },
      valid: {
        fields: (f) => ({ ids: [f.otherApplicationId], stage: "screening" }),
        async saved({ database }, f) {
          expect(await applicationOf(database.db, f.otherApplicationId)).toMatchObject({ stage: "screening" });
        },
      },
    },
    {
      name: "ticked cards rejected, each e-mailed",
      intent: "bulk-reject",
      invalid: { fields: (f) => ({ ids: [f.otherApplicationId], reason: "" }), message: "Please choose a reason." },
      valid: {
        // As the confirmation's form sends it, once the count and the e-mail were shown.
        fields: (f) => ({ ids: [f.otherApplicationId], reason: "Position filled", notify: "on", confirmed: "true" }),
        async saved({ database }, f) {
          expect(await applicationOf(database.db, f.otherApplicationId)).toMatchObject({
            stage: "rejected",
            rejectionReason: "Position filled",
          });
          const entry = await stageEntryOf(
            database.db,
            f.otherApplicationId,
            sql`${auditLog.details}->>'batch' is not null`,
          );
          f.rejectionBatch = String(entry!.details.batch);
          const emails = await rejectionEmailsOf(database.db, f.otherApplicationId);
          expect(emails).toHaveLength(1);
        },
      },
    },
    {
      name: "a bulk rejection undone while its e-mails wait",
      intent: "undo-reject",
      invalid: { fields: () => ({ batch: "yesterday" }), message: "This rejection can no longer be undone." },
      valid: {
        fields: (f) => ({ batch: f.rejectionBatch! }),
        async saved({ database }, f) {
          expect(await applicationOf(database.db, f.otherApplicationId)).toMatchObject({
            stage: "screening",
            rejectionReason: "",
          });
          const emails = await rejectionEmailsOf(database.db, f.otherApplicationId);
          expect(emails).toEqual([]);
        },
      },
    },
  ]),
  ...onPage(applicationPage, [
    {
      name: "a tag on an application",
      intent: "tag",
      invalid: { fields: () => ({ tag: "-lead" }), message: "starts with a letter or digit" },
      valid: {
        fields: () => ({ tag: "Frontend" }),
        async saved({ database }, f) {
          expect(await tagsOf(database.db, f.applicationId)).toEqual(expect.arrayContaining(["frontend"]));
        },
      },
    },
    {
      name: "a tag taken off an application",
      intent: "untag",
      invalid: {
        fields: () => ({ tag: "frontend" }),
        path: () => `/admin/applications/${nobody}`,
        message: "This page or record does not exist (any more).",
      },
      valid: {
        fields: () => ({ tag: "frontend" }),
        async saved({ database }, f) {
          expect(await tagsOf(database.db, f.applicationId)).toEqual(["shortlist"]);
        },
      },
    },
    {
      name: "a hire with no offer, the recruiter confirming none was made",
      intent: "hire",
      // The candidate with no offer (the other has an approved one by now).
      path: (f) => `/admin/applications/${f.otherApplicationId}?confirm=hire`,
      invalid: { fields: () => ({}), message: "Please confirm that no offer was made." },
      valid: {
        fields: () => ({ noOffer: "on" }),
        async saved({ database }, f) {
          expect(await applicationOf(database.db, f.otherApplicationId)).toMatchObject({ stage: "hired" });
          const entry = await stageEntryOf(
            database.db,
            f.otherApplicationId,
            sql`${auditLog.details}->>'to' = 'hired'`,
          );
          expect(entry!.details).toMatchObject({ to: "hired", withoutOffer: true });
        },
      },
    },
    {
      name: "a rejection with its reason, the e-mail edited for this candidate",
      intent: "reject",
      // The rejection's step, where the form is and where a refusal shows again.
      path: (f) => `/admin/applications/${f.applicationId}?confirm=reject`,
      invalid: {
        fields: () => ({ reason: "", notify: "on", subject: "About {jobTitle}", body: "Dear {candidateName}," }),
        message: "Please choose a reason.",
      },
      valid: {
        fields: () => ({
          reason: "Too far away",
          notify: "on",
          subject: "About {jobTitle}",
          body: "Dear {candidateName},\n\nWe would love to meet you in Pune next year.",
        }),
        async saved({ database }, f) {
          expect(await applicationOf(database.db, f.applicationId)).toMatchObject({
            stage: "rejected",
            rejectionReason: "Too far away",
          });
          const [email] = await rejectionEmailsOf(database.db, f.applicationId);
          expect(email!.textBody).toContain("We would love to meet you in Pune next year.");
          // The saved template is as it was: this candidate's words were theirs alone.
          const [template] = await database.db.select().from(settings).where(eq(settings.key, "rejectionEmail"));
          expect(JSON.stringify(template?.value ?? "")).not.toContain("Pune");
        },
      },
    },
  ]),
];
