import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";

import { seedJobs } from "../server/db/seed-jobs";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail } from "./fixtures";
import { bookCallOnLastDay } from "./booking-details";
import { pageGroups } from "./page-groups";
import { applyThroughApi } from "./sample-application";
import { staffState } from "./staff";

// The flows run at the phone's width (@one-width); these open every back-office page, with
// something on it, and check it at both widths for what the width changes: axe, and nothing wider
// than the screen. Its layout is CSS alone, so one load serves both widths.
test.use({ storageState: staffState("admin") });

async function newEnquiry(request: APIRequestContext): Promise<string> {
  const response = await request.post("/contactus/submit", {
    data: {
      firstName: "Kavya",
      lastName: "Menon",
      email: "kavya.menon@example.in",
      phone: "+91 98765 43210",
      message: "We would like a quote for a booking system for our clinics.\nThree locations in Noida.",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A call on the calendar's last day, booked by a fresh mailbox each time: one holds only so many upcoming calls. */
const bookCall = (request: APIRequestContext) =>
  bookCallOnLastDay(request, {
    firstName: "Arjun",
    lastName: "Nair",
    email: uniqueEmail("arjun.nair"),
    message: "A walk-through of a cloud migration.",
  });

const newBooking = async (request: APIRequestContext) => (await bookCall(request)).id;

/** The date of a new call, for a week with a call in it. */
const newBookingDate = async (request: APIRequestContext) => (await bookCall(request)).date;

/** The first consultant on the list (the seeded company's own, unless a test added others). */
async function aConsultant(request: APIRequestContext): Promise<string> {
  const list = await (await request.get("/admin/consultants")).text();
  return /\/admin\/consultants\/([0-9a-f-]{36})/.exec(list)![1]!;
}

/** The first question on the FAQ's list in the back office (the seeded site's own). */
async function aQuestion(request: APIRequestContext): Promise<string> {
  const list = await (await request.get("/admin/faq")).text();
  return /\/admin\/faq\/([0-9a-f-]{36})/.exec(list)![1]!;
}

/** An editor's image, uploaded through the Images page's form as the browser sends it. */
async function newImage(request: APIRequestContext): Promise<void> {
  const buffer = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const response = await request.post("/admin/images", {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    multipart: {
      intent: "upload",
      alt: "A teal square for the page check",
      file: { name: "square.png", mimeType: "image/png", buffer },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/**
 * `axeAtBothWidths`: a page whose pathname another page before it shares, with markup of its own at
 * each width (decision 080).
 */
const pages: { name: string; path: (request: APIRequestContext) => Promise<string>; axeAtBothWidths?: true }[] = [
  { name: "overview", path: async () => "/admin" },
  { name: "enquiries", path: async (request) => (await newEnquiry(request), "/admin/enquiries") },
  { name: "an enquiry", path: async (request) => `/admin/enquiries/${await newEnquiry(request)}` },
  { name: "bookings", path: async (request) => (await newBooking(request), "/admin/bookings") },
  { name: "a booking", path: async (request) => `/admin/bookings/${await newBooking(request)}` },
  {
    name: "a booking's cancellation step",
    path: async (request) => `/admin/bookings/${await newBooking(request)}?confirm=cancel`,
  },
  { name: "applications", path: async (request) => ((await applyThroughApi(request)).id, "/admin/applications") },
  // Its table leaves out the job's column, and on a phone it is cards.
  {
    name: "a job's applications",
    path: async (request) => ((await applyThroughApi(request)).id, `/admin/applications?job=${seedJobs[0]!.id}`),
    axeAtBothWidths: true,
  },
  { name: "an application", path: async (request) => `/admin/applications/${(await applyThroughApi(request)).id}` },
  {
    name: "an application's rejection step",
    path: async (request) => `/admin/applications/${(await applyThroughApi(request)).id}?confirm=reject`,
  },
  { name: "rejection e-mail", path: async () => "/admin/applications/rejection-email" },
  { name: "rejection reasons", path: async () => "/admin/applications/rejection-reasons" },
  { name: "offer letter", path: async () => "/admin/applications/offer-letter" },
  {
    name: "a job's board",
    path: async (request) => ((await applyThroughApi(request)).id, `/admin/jobs/${seedJobs[0]!.id}/board`),
  },
  // The admin's reports carry the self-identification counts, which recruiters do not see.
  {
    name: "recruiting reports",
    path: async (request) => (await applyThroughApi(request), "/admin/recruiting-reports"),
  },
  {
    name: "a job's recruiting reports",
    path: async () => `/admin/recruiting-reports?job=${seedJobs[0]!.id}&period=all`,
  },
  { name: "blocked time", path: async () => "/admin/blocked-time" },
  { name: "consultants", path: async () => "/admin/consultants" },
  { name: "a consultant", path: async (request) => `/admin/consultants/${await aConsultant(request)}` },
  {
    name: "a consultant's week",
    path: async (request) =>
      `/admin/consultants/${await aConsultant(request)}/week?week=${await newBookingDate(request)}`,
  },
  { name: "the team's week", path: async (request) => `/admin/consultants/week?week=${await newBookingDate(request)}` },
  { name: "jobs", path: async () => "/admin/jobs" },
  { name: "new job", path: async () => "/admin/jobs/new" },
  { name: "a job", path: async () => "/admin/jobs/senior-react-engineer-bengaluru" },
  { name: "a job's preview", path: async () => "/admin/jobs/senior-react-engineer-bengaluru/preview" },
  { name: "a job's interview plan", path: async () => "/admin/jobs/senior-react-engineer-bengaluru/interviews" },
  { name: "interviews", path: async () => "/admin/interviews" },
  { name: "interview schedule's owed scorecards", path: async () => "/admin/interview-schedule?view=scorecards" },
  { name: "candidates' data", path: async () => "/admin/privacy" },
  {
    name: "self-identification",
    path: async (request) => (await applyThroughApi(request), "/admin/self-identification"),
  },
  { name: "images", path: async (request) => (await newImage(request), "/admin/images") },
  { name: "pages", path: async () => "/admin/pages" },
  { name: "a case study's editor", path: async () => "/admin/pages/service/crm" },
  { name: "FAQ", path: async () => "/admin/faq" },
  // Its Publishing card lays the day and the time side by side at the wider width only.
  { name: "a question's editor", path: async (request) => `/admin/faq/${await aQuestion(request)}` },
  { name: "the team's editor", path: async () => "/admin/pages/team/team" },
  { name: "new project", path: async () => "/admin/pages/new-project" },
  { name: "a project's preview", path: async () => "/admin/pages/project/spice-route-ecommerce/preview" },
  { name: "importing newsletter subscribers", path: async () => "/admin/newsletter/subscribers/import" },
  { name: "outbox", path: async () => "/admin/outbox" },
  { name: "audit log", path: async () => "/admin/audit" },
  { name: "staff", path: async () => "/admin/staff" },
  { name: "account", path: async () => "/admin/account" },
  { name: "referrals", path: async () => "/admin/referrals" },
];

// Groups of about four pages: a group of ten took 28 s of its 30 on a busy machine at one width, and
// groups of six took 25-31 s on a clean clone here on 2026-11-27.
for (const [index, group] of pageGroups(pages, 10).entries()) {
  test(
    `the back office's pages, group ${index + 1} (${group[0]!.name} to ${group.at(-1)!.name}), pass axe and fit both widths`,
    {
      tag: "@one-width",
    },
    async ({ page, request, consoleErrors }) => {
      for (const { name, path, axeAtBothWidths } of group) {
        await test.step(name, async () => {
          const address = await path(request);
          await page.goto(address);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectAccessibleAtBothWidths(page, { axeAtBothWidths });
          expect(consoleErrors, `console errors on ${address}`).toEqual([]);
        });
      }
    },
  );
}
