import { eq } from "drizzle-orm";
import { expect } from "vitest";

import { indiaDateOf, shiftDate } from "../../domain/time/india-dates";
import { applicationNotes, applications, jobSlugs, jobs, settings, staffAccounts } from "../../server/db/schema";
import { seedJobs } from "../../server/db/seed-jobs";
import { samplePdf } from "../sample-application";
import type { Db } from "../../server/db/db";
import type { Fields, FormArea, FormRow } from "../back-office-forms";
import { bookingNow } from "../sample-submissions";
import { buttonRow, noteRow, rowsOnPage, type RowOnPage } from "./form-rows";
import { boardRows } from "./recruiting-board";
import { interviewRows, prepareInterviews, type InterviewFixtures } from "./interviews";

/** The records recruiting's forms change; the job the first row writes is kept as it goes. */
type Fixtures = InterviewFixtures & { jobId?: string };

/** The job form as the page posts it. */
const job = (title: string): Fields => ({
  title,
  department: "Engineering",
  location: "Gurugram",
  type: "Full-time",
  description: "## The role\n\nYou will run our cloud platform.",
  keywords: "Kubernetes, Terraform",
  validThrough: shiftDate(indiaDateOf(bookingNow), 42),
  salaryMin: "18,00,000",
  salaryMax: "28,00,000",
  salaryPeriod: "year",
});

/** A candidate as a colleague refers them from /admin/referrals. */
const referral = {
  jobId: seedJobs[0]!.id,
  fullName: "Meera Nair",
  email: "meera.nair@test.example",
  phone: "98100 12345",
  note: "Led our college hackathon team.",
};
const referralResume = new File([new Uint8Array(samplePdf)], "Meera Nair.pdf", { type: "application/pdf" });

const jobOf = async (db: Db, id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

const onPage = rowsOnPage<Fixtures>;
/** A button on a job's page: refused for a job that is not there. */
const jobButton = (name: string, intent: string, saved: FormRow<Fixtures>["valid"]["saved"]) =>
  buttonRow<Fixtures>(name, intent, { list: "/admin/jobs", record: "job" }, saved);

/**
 * The job's address (its id): refused with `message` for `refused`; a new one moves the job there,
 * keeping the old one as an earlier address (job_slugs), and the rows after it use the new id.
 */
const addressRow = (name: string, refused: string, message: string): RowOnPage<Fixtures> => ({
  name,
  intent: "address",
  invalid: { fields: () => ({ slug: refused }), message },
  valid: {
    fields: (f) => ({ slug: `${f.jobId}-moved` }),
    async saved({ database }, f) {
      const moved = `${f.jobId}-moved`;
      expect(await jobOf(database.db, moved)).toMatchObject({ title: "Senior Platform Engineer" });
      const [earlier] = await database.db.select().from(jobSlugs).where(eq(jobSlugs.slug, f.jobId!));
      expect(earlier).toMatchObject({ jobId: moved });
      f.jobId = moved;
    },
  },
});

export const careerForms: FormArea<Fixtures> = {
  area: "recruiting",
  prepare: prepareInterviews,
  rows: [
    {
      name: "a new job, saved as a draft",
      route: "/admin/jobs/new",
      role: "recruiter",
      path: () => "/admin/jobs/new",
      intent: "save",
      invalid: { fields: () => job(" "), message: "Please enter the job title." },
      valid: {
        fields: () => job("Platform Engineer"),
        async saved({ database }, f) {
          const [draft] = await database.db.select().from(jobs).where(eq(jobs.title, "Platform Engineer"));
          expect(draft).toMatchObject({ status: "draft", location: "Gurugram" });
          f.jobId = draft!.id;
        },
      },
    },
    {
      name: "a job's text",
      route: "/admin/jobs/:id",
      role: "recruiter",
      path: (f) => `/admin/jobs/${f.jobId}`,
      intent: "save",
      invalid: {
        fields: () => ({ ...job("Platform Engineer"), salaryMin: "28,00,000", salaryMax: "18,00,000" }),
        message: "The highest salary cannot be below the lowest.",
      },
      valid: {
        fields: () => ({ ...job("Senior Platform Engineer"), location: "Noida" }),
        async saved({ database }, f) {
          expect(await jobOf(database.db, f.jobId!)).toMatchObject({
            title: "Senior Platform Engineer",
            location: "Noida",
          });
        },
      },
    },
    ...onPage({ route: "/admin/jobs/:id", role: "recruiter", path: (f) => `/admin/jobs/${f.jobId}` }, [
      jobButton("a job put on the board", "open", async ({ database }, f) => {
        expect(await jobOf(database.db, f.jobId!)).toMatchObject({ status: "open" });
      }),
      jobButton("a job copied as a new draft", "duplicate", async ({ database }) => {
        const copies = await database.db.select().from(jobs).where(eq(jobs.location, "Noida"));
        expect(copies.map((copy) => copy.status).sort()).toEqual(["draft", "open"]);
      }),
      jobButton("a job taken off the board", "close", async ({ database }, f) => {
        expect(await jobOf(database.db, f.jobId!)).toMatchObject({ status: "closed" });
      }),
      addressRow(
        "a job's public address changed",
        "Platform Engineer",
        "Use lower-case letters, digits and single dashes.",
      ),
      addressRow(
        "a job's public address, not one another job has",
        seedJobs[1]!.id,
        `Another job has the address /career/apply/${seedJobs[1]!.id}, now or before: please choose another.`,
      ),
    ]),
    {
      name: "the rejection e-mail",
      route: "/admin/applications/rejection-email",
      role: "recruiter",
      path: () => "/admin/applications/rejection-email",
      invalid: { fields: () => ({ subject: "", body: "Dear {firstName}," }), message: "Please enter the subject." },
      valid: {
        fields: () => ({ subject: "About your application", body: "Dear {firstName},\n\nThank you." }),
        async saved({ database }) {
          const [setting] = await database.db.select().from(settings).where(eq(settings.key, "rejectionEmail"));
          expect(setting!.value).toMatchObject({ subject: "About your application" });
        },
      },
    },
    ...onPage(
      { route: "/admin/applications/:id", role: "recruiter", path: (f) => `/admin/applications/${f.applicationId}` },
      [
        noteRow<Fixtures>(
          "a note on an application",
          { table: applicationNotes, on: (f) => [applicationNotes.applicationId, f.applicationId] },
          { blank: " ", body: "Strong portfolio; invite to a call." },
        ),
        {
          name: "an application's stage",
          intent: "stage",
          invalid: { fields: () => ({ stage: "maybe" }), message: "Please choose a stage." },
          valid: {
            fields: () => ({ stage: "screening" }),
            async saved({ database }, f) {
              const [application] = await database.db
                .select()
                .from(applications)
                .where(eq(applications.id, f.applicationId));
              expect(application).toMatchObject({ stage: "screening" });
            },
          },
        },
      ],
    ),
    // Where two roles meet: an editor refers a candidate, who lands in the recruiters' list as theirs.
    {
      name: "a candidate referred with their resume",
      route: "/admin/referrals",
      role: "editor",
      path: () => "/admin/referrals",
      multipart: true,
      invalid: {
        fields: () => ({ ...referral, resume: referralResume, email: "not an address" }),
        message: "Please enter a valid e-mail address.",
      },
      valid: {
        fields: () => ({ ...referral, resume: referralResume }),
        async saved({ database }) {
          const [referred] = await database.db
            .select()
            .from(applications)
            .innerJoin(staffAccounts, eq(staffAccounts.id, applications.referrerId))
            .where(eq(applications.email, referral.email));
          expect(referred!.applications).toMatchObject({
            fullName: "Meera Nair",
            source: "referral",
            referralNote: "Led our college hackathon team.",
            stage: "new",
            resumeMediaType: "application/pdf",
          });
          expect(referred!.staff_accounts.role).toBe("editor");
        },
      },
    },
    ...interviewRows,
    ...boardRows,
  ],
};
