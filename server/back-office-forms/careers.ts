import { eq } from "drizzle-orm";
import { expect } from "vitest";

import { indiaDateOf, shiftDate } from "../../domain/time/india-dates";
import { applicationNotes, applications, jobs, settings } from "../db/schema";
import type { Db } from "../db/open-db";
import type { Fields, FormArea } from "../test-support/back-office-forms";
import { bookingNow } from "../test-support/sample-submissions";

/** The records recruiting's forms change; the job the first row writes is kept as it goes. */
type Fixtures = { applicationId: string; jobId?: string };

const nobody = "00000000-0000-4000-8000-000000000000";

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

const jobOf = async (db: Db, id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

export const careerForms: FormArea<Fixtures> = {
  area: "recruiting",
  prepare: async (server) => ({ applicationId: server.records.applicationId }),
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
    {
      name: "a job put on the board",
      route: "/admin/jobs/:id",
      role: "recruiter",
      path: (f) => `/admin/jobs/${f.jobId}`,
      intent: "open",
      // One button: refused for a job that is not there.
      invalid: {
        fields: () => ({}),
        path: () => `/admin/jobs/${nobody}`,
        message: "There is no such job.",
      },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          expect(await jobOf(database.db, f.jobId!)).toMatchObject({ status: "open" });
        },
      },
    },
    {
      name: "a job copied as a new draft",
      route: "/admin/jobs/:id",
      role: "recruiter",
      path: (f) => `/admin/jobs/${f.jobId}`,
      intent: "duplicate",
      invalid: {
        fields: () => ({}),
        path: () => `/admin/jobs/${nobody}`,
        message: "There is no such job.",
      },
      valid: {
        fields: () => ({}),
        async saved({ database }) {
          const copies = await database.db.select().from(jobs).where(eq(jobs.location, "Noida"));
          expect(copies.map((copy) => copy.status).sort()).toEqual(["draft", "open"]);
        },
      },
    },
    {
      name: "a job taken off the board",
      route: "/admin/jobs/:id",
      role: "recruiter",
      path: (f) => `/admin/jobs/${f.jobId}`,
      intent: "close",
      invalid: {
        fields: () => ({}),
        path: () => `/admin/jobs/${nobody}`,
        message: "There is no such job.",
      },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          expect(await jobOf(database.db, f.jobId!)).toMatchObject({ status: "closed" });
        },
      },
    },
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
    {
      name: "a note on an application",
      route: "/admin/applications/:id",
      role: "recruiter",
      path: (f) => `/admin/applications/${f.applicationId}`,
      intent: "note",
      invalid: { fields: () => ({ body: " " }), message: "Please write the note." },
      valid: {
        fields: () => ({ body: "Strong portfolio; invite to a call." }),
        async saved({ database }, f) {
          const notes = await database.db
            .select()
            .from(applicationNotes)
            .where(eq(applicationNotes.applicationId, f.applicationId));
          expect(notes.map((note) => note.body)).toEqual(["Strong portfolio; invite to a call."]);
        },
      },
    },
    {
      name: "an application's stage",
      route: "/admin/applications/:id",
      role: "recruiter",
      path: (f) => `/admin/applications/${f.applicationId}`,
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
};
