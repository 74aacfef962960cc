import { and, eq } from "drizzle-orm";
import { expect } from "vitest";

import type { StaffRole } from "../../domain/staff/staff";
import {
  applications,
  hiringTeamMembers,
  jobs,
  offerApprovals,
  offers,
  outboxEmails,
  interviewPanelists,
  interviews,
  interviewStages,
  staffAccounts,
} from "../../server/db/schema";
import type { BackOfficeServer } from "../back-office-server";
import type { FormRow } from "../back-office-forms";
import { bookingNow } from "../sample-submissions";
import { aboutApplication } from "../../server/outbox/about";
import { nobody, rowsOnPage } from "./form-rows";
import { sampleApplication, submitSampleApplication } from "../sample-application";

/**
 * The interview plan, the hiring team, the panels and the scorecards. The rows run in
 * order: the plan's stage and the team are made before the candidate's panel, the panel before the
 * interviewer's scorecard, and the scorecard is submitted before its seat is shown to stay.
 */
export type InterviewFixtures = {
  accounts: Record<StaffRole, string>;
  applicationId: string;
  planJobId: string;
  /** A stage no candidate has yet, and a colleague on the team, made here for the removing rows. */
  spareStageId: string;
  /** Another candidate, with no offer: their letter cannot be sent. */
  otherApplicationId: string;
  stageId?: string;
  offerId?: string;
  interviewId?: string;
  /** The interviewer's seat, and an admin's seat that stays unsubmitted for the removing row. */
  panelistId?: string;
  spareSeatId?: string;
};

type Fixtures = InterviewFixtures;
const onPage = rowsOnPage<Fixtures>;
const kit = { name: "Technical", attributes: "React\nCommunication", questions: "Walk us through a hard bug." };
const planPage = {
  route: "/admin/jobs/:id/interviews",
  role: "recruiter" as const,
  path: (f: Fixtures) => `/admin/jobs/${f.planJobId}/interviews`,
};
const applicationPage = {
  route: "/admin/applications/:id",
  role: "recruiter" as const,
  path: (f: Fixtures) => `/admin/applications/${f.applicationId}`,
};

/** The records the interview rows need, made on the area's server. */
export async function prepareInterviews(server: BackOfficeServer): Promise<InterviewFixtures> {
  const { db } = server.database;
  const accounts = Object.fromEntries(
    (await db.select().from(staffAccounts)).map((account) => [account.role, account.id]),
  ) as Record<StaffRole, string>;
  const applicationId = server.records.applicationId;
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  const jobId = application!.jobId;
  const [spare] = await db
    .insert(interviewStages)
    .values({ jobId, position: 9, name: "Culture", attributes: ["Ownership"], questions: [], createdAt: bookingNow })
    .returning();
  await db
    .insert(hiringTeamMembers)
    .values({ jobId, accountId: accounts.editor, role: "hiring-manager", createdAt: bookingNow });
  const other = await submitSampleApplication(db, server.resumes, {
    jobId,
    application: sampleApplication({ email: "no.offer@example.in" }),
  });
  return { accounts, applicationId, planJobId: jobId, spareStageId: spare!.id, otherApplicationId: other.id };
}

/** An approved offer's letter as a recruiter edits it for one candidate before it goes. */
const offerLetter = {
  subject: "Your offer: {jobTitle}",
  body: "Welcome aboard, {candidateName}.\n\nThe details follow.",
};

/** Recruiting's rows for interviews, run after its others (test-support/back-office-forms/recruiting.ts). */
export const interviewRows: FormRow<InterviewFixtures>[] = [
  ...onPage(planPage, [
    {
      name: "a stage added to a job's interview plan",
      intent: "add-stage",
      invalid: { fields: () => ({ ...kit, name: " " }), message: "Please name the stage." },
      valid: {
        fields: () => kit,
        async saved({ database }, f) {
          const [stage] = await database.db
            .select()
            .from(interviewStages)
            .where(and(eq(interviewStages.jobId, f.planJobId), eq(interviewStages.name, "Technical")));
          expect(stage).toMatchObject({
            attributes: ["React", "Communication"],
            questions: ["Walk us through a hard bug."],
          });
          f.stageId = stage!.id;
        },
      },
    },
    {
      name: "a stage of the plan changed",
      intent: "save-stage",
      invalid: {
        fields: (f) => ({ ...kit, stageId: f.stageId!, attributes: " " }),
        message: "Please write at least one focus attribute, one a line.",
      },
      valid: {
        fields: (f) => ({ ...kit, stageId: f.stageId!, name: "Technical interview" }),
        async saved({ database }, f) {
          const [stage] = await database.db.select().from(interviewStages).where(eq(interviewStages.id, f.stageId!));
          expect(stage!.name).toBe("Technical interview");
        },
      },
    },
    {
      name: "a stage removed from the plan",
      intent: "remove-stage",
      invalid: { fields: () => ({ stageId: nobody }), message: "This interview stage does not exist (any more)." },
      valid: {
        fields: (f) => ({ stageId: f.spareStageId }),
        async saved({ database }, f) {
          expect(
            await database.db.select().from(interviewStages).where(eq(interviewStages.id, f.spareStageId)),
          ).toEqual([]);
        },
      },
    },
    {
      name: "someone added to the hiring team",
      intent: "add-member",
      invalid: { fields: () => ({ accountId: "", role: "interviewer" }), message: "Please choose a person." },
      valid: {
        fields: (f) => ({ accountId: f.accounts.interviewer, role: "interviewer", approvesOffers: "on" }),
        async saved({ database }, f) {
          const team = await database.db
            .select()
            .from(hiringTeamMembers)
            .where(eq(hiringTeamMembers.jobId, f.planJobId));
          expect(team.find((member) => member.accountId === f.accounts.interviewer)).toMatchObject({
            role: "interviewer",
            approvesOffers: true,
          });
        },
      },
    },
    {
      name: "someone taken off the hiring team",
      intent: "remove-member",
      invalid: { fields: () => ({ accountId: nobody }), message: "This person is not on the hiring team." },
      valid: {
        fields: (f) => ({ accountId: f.accounts.editor }),
        async saved({ database }, f) {
          const team = await database.db
            .select()
            .from(hiringTeamMembers)
            .where(eq(hiringTeamMembers.jobId, f.planJobId));
          expect(team.map((member) => member.accountId)).toEqual([f.accounts.interviewer]);
        },
      },
    },
    {
      name: "how many approvers an offer needs",
      intent: "approval-rule",
      invalid: { fields: () => ({ needed: "0" }), message: "Please choose how many must approve." },
      valid: {
        fields: () => ({ needed: "1" }),
        async saved({ database }, f) {
          const [job] = await database.db.select().from(jobs).where(eq(jobs.id, f.planJobId));
          expect(job!.offerApprovalsNeeded).toBe(1);
        },
      },
    },
  ]),
  ...onPage(applicationPage, [
    {
      name: "an interviewer asked to give an interview",
      intent: "ask",
      invalid: {
        fields: (f) => ({ stageId: f.stageId!, accountId: nobody }),
        message: "Please choose a stage of the plan and a member of the hiring team.",
      },
      valid: {
        fields: (f) => ({ stageId: f.stageId!, accountId: f.accounts.interviewer }),
        async saved({ database }, f) {
          const [seat] = await database.db
            .select({ id: interviewPanelists.id, interviewId: interviews.id })
            .from(interviewPanelists)
            .innerJoin(interviews, eq(interviews.id, interviewPanelists.interviewId))
            .where(
              and(
                eq(interviews.applicationId, f.applicationId),
                eq(interviewPanelists.accountId, f.accounts.interviewer),
              ),
            );
          expect(seat).toBeDefined();
          // Asked is told at once, with the interview's page.
          const asked = await database.db
            .select({ text: outboxEmails.textBody })
            .from(outboxEmails)
            .where(
              and(
                eq(outboxEmails.kind, "interview.interviewer-asked"),
                eq(outboxEmails.about, aboutApplication(f.applicationId)),
              ),
            );
          expect(asked).toHaveLength(1);
          expect(asked[0]!.text).toContain(`/admin/interviews/${seat!.interviewId}`);
          f.panelistId = seat!.id;
          f.interviewId = seat!.interviewId;
          const [spare] = await database.db
            .insert(interviewPanelists)
            .values({ interviewId: seat!.interviewId, accountId: f.accounts.admin, createdAt: bookingNow })
            .returning();
          f.spareSeatId = spare!.id;
        },
      },
    },
    {
      name: "the candidate invited to choose an interview's time",
      intent: "invite",
      invalid: {
        fields: (f) => ({ stageId: f.stageId!, durationMinutes: "20", subject: "Choose a time", body: "Hello" }),
        message: "Please choose how long the interview takes.",
      },
      valid: {
        fields: (f) => ({
          stageId: f.stageId!,
          durationMinutes: "45",
          subject: "Choose a time, just for you",
          body: "Dear candidate, {length} with us.",
        }),
        async saved({ database }, f) {
          const [interview] = await database.db
            .select({ durationMinutes: interviews.durationMinutes, meetingUrl: interviews.meetingUrl })
            .from(interviews)
            .where(eq(interviews.id, f.interviewId!));
          expect(interview).toMatchObject({
            durationMinutes: 45,
            meetingUrl: expect.stringMatching(/Nexora-Interview-/),
          });
          const [invitation] = await database.db
            .select({ subject: outboxEmails.subject, text: outboxEmails.textBody })
            .from(outboxEmails)
            .where(eq(outboxEmails.kind, "interview.invitation"));
          expect(invitation!.subject).toBe("Choose a time, just for you");
          expect(invitation!.text).toContain("Dear candidate, 45 minutes with us.");
          expect(invitation!.text).toMatch(/\/interview\/[\w-]{43}/);
        },
      },
    },
  ]),
  ...onPage(
    { route: "/admin/interviews/:id", role: "interviewer", path: (f) => `/admin/interviews/${f.interviewId}` },
    [
      {
        name: "a scorecard saved as a draft",
        intent: "save",
        invalid: {
          fields: () => ({ "note-0": "x".repeat(5001) }),
          message: "A note can be at most 5000 characters.",
        },
        valid: {
          fields: () => ({ "rating-0": "yes", "note-0": "Knows hooks well." }),
          async saved({ database }, f) {
            const [seat] = await database.db
              .select()
              .from(interviewPanelists)
              .where(eq(interviewPanelists.id, f.panelistId!));
            expect(seat).toMatchObject({ submittedAt: null, overall: null });
            expect(seat!.ratings[0]).toEqual({ attribute: "React", rating: "yes", note: "Knows hooks well." });
          },
        },
      },
      {
        name: "a scorecard submitted",
        intent: "submit",
        invalid: { fields: () => ({ "rating-0": "yes", overall: "yes" }), message: "Please rate Communication." },
        valid: {
          fields: () => ({ "rating-0": "yes", "rating-1": "mixed", overall: "yes", summary: "Would hire." }),
          async saved({ database }, f) {
            const [seat] = await database.db
              .select()
              .from(interviewPanelists)
              .where(eq(interviewPanelists.id, f.panelistId!));
            expect(seat).toMatchObject({ overall: "yes", summary: "Would hire." });
            expect(seat!.submittedAt).not.toBeNull();
          },
        },
      },
    ],
  ),
  ...onPage(applicationPage, [
    {
      name: "an interviewer taken off an interview",
      intent: "remove-interviewer",
      invalid: { fields: (f) => ({ panelistId: f.panelistId! }), message: "has submitted a scorecard: it stays." },
      valid: {
        fields: (f) => ({ panelistId: f.spareSeatId! }),
        async saved({ database }, f) {
          expect(
            await database.db.select().from(interviewPanelists).where(eq(interviewPanelists.id, f.spareSeatId!)),
          ).toEqual([]);
        },
      },
    },
  ]),
  ...onPage(applicationPage, [
    {
      name: "an offer made, for the job's approvers to approve",
      intent: "make-offer",
      invalid: {
        fields: () => ({ salary: "a lot", startDate: "2027-01-04", notes: "" }),
        message: "The salary must be a whole number of rupees.",
      },
      valid: {
        fields: () => ({ salary: "18,00,000", startDate: "2027-01-04", notes: "Strong panel." }),
        async saved({ database }, f) {
          const [offer] = await database.db.select().from(offers).where(eq(offers.applicationId, f.applicationId));
          expect(offer).toMatchObject({ salary: 1_800_000, status: "pending", approvalsNeeded: 1 });
          const approvals = await database.db
            .select()
            .from(offerApprovals)
            .where(eq(offerApprovals.offerId, offer!.id));
          expect(approvals.map((approval) => approval.accountId)).toEqual([f.accounts.interviewer]);
          f.offerId = offer!.id;
        },
      },
    },
  ]),
  ...onPage({ route: "/admin/offers/:id", role: "interviewer", path: (f) => `/admin/offers/${f.offerId}` }, [
    {
      name: "an offer approved by an approver",
      invalid: { fields: () => ({ decision: "maybe" }), message: "Please approve or decline." },
      valid: {
        fields: () => ({ decision: "approve", note: "Agreed." }),
        async saved({ database }, f) {
          const [offer] = await database.db.select().from(offers).where(eq(offers.id, f.offerId!));
          expect(offer!.status).toBe("approved");
          // Its maker is told the letter can go.
          const told = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "offer.approved"));
          expect(told.map((email) => email.textBody)).toEqual([
            expect.stringContaining(`/admin/applications/${offer!.applicationId}`),
          ]);
        },
      },
    },
  ]),
  ...onPage(applicationPage, [
    {
      name: "the approved offer's letter sent, its words edited for this candidate",
      intent: "send-offer",
      invalid: {
        fields: () => offerLetter,
        path: (f) => `/admin/applications/${f.otherApplicationId}`,
        message: "Only an approved offer's letter can be sent.",
      },
      valid: {
        fields: () => offerLetter,
        async saved({ database }, f) {
          const [offer] = await database.db.select().from(offers).where(eq(offers.id, f.offerId!));
          expect(offer!.status).toBe("sent");
          const letters = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "offer.letter"));
          expect(letters).toHaveLength(1);
          expect(letters[0]!.textBody).toContain("Welcome aboard, Aditi Rao.");
          // The terms as approved follow the words.
          expect(letters[0]!.textBody).toContain("₹18,00,000");
        },
      },
    },
  ]),
];
