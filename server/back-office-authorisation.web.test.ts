import { subDays } from "date-fns";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { movingFestivals } from "../domain/bookings/india-holidays";
import { isoDate } from "../domain/time/india-dates";
import { mayUse, staffRoles, type BackOfficeArea, type StaffRole } from "../domain/staff/staff";
import {
  applications,
  auditLog,
  blogPostRevisions,
  blogPosts,
  consultants,
  contactImports,
  contactMerges,
  contacts,
  faqEntries,
  faqEntryRevisions,
  interviewPanelists,
  interviews,
  interviewStages,
  offerApprovals,
  offers,
  staffAccounts,
  testimonialRevisions,
  testimonials,
} from "./db/schema";
import { updatePost } from "./content/blog-posts";
import { scheduleNewsletter } from "./newsletter/newsletter-sending";
import { addPost } from "../test-support/newsletter-fixtures";
import { contactDuplicatesDesk } from "./contacts/duplicates/duplicates-desk";
import { uploadImage } from "./content/editor-images";
import { updateTestimonial } from "./content/testimonial-entries";
import { seedJobDates, seedJobs, type SeedJob } from "./db/seed-jobs";
import { seedProjects } from "./db/seed-projects";
import { seedServices } from "./db/seed-services";
import { documentFormOf, leavesOf, valueAt } from "../domain/content/document-form";
import type { DocumentKind } from "../domain/content/site-documents";
import { projectDocumentOf } from "../domain/content/portfolio-projects";
import { inviteStaff } from "./staff/accounts";
import { commandLine } from "./kernel/audit/audit";
import { recordPrivacyRequest } from "./privacy/requests/register";
import { sessionIdleMinutes } from "./staff/sessions";
import {
  origin,
  staffPassword,
  startBackOfficeServer,
  type BackOfficeServer,
} from "../test-support/back-office-server";
import { blogPostForm, failedEmail } from "../test-support/back-office-records";
import { storedBreach, validBreach } from "../test-support/back-office-forms/privacy-breaches";
import { testimonialFields } from "../test-support/testimonial-fields";
import { matches, routesOfBuild } from "../test-support/back-office-routes";
import {
  distinctReferralAnswers,
  distinctSelfIdentification,
  sampleApplication,
  samplePdf,
  selfIdentificationAnswers,
  submitSampleApplication,
} from "../test-support/sample-application";

/**
 * The back office's authorisation table (docs/design.md, "Quality bars"): every /admin route of
 * the production build, for every kind of caller, through the real server. Each route is
 * one row below; a route the build has and the table lacks fails the first test.
 *
 * Run `npm run build` first: this drives build/, exactly what production serves.
 */

/**
 * The server's records (its `bookingId` a confirmed call: rows that cancel one get a fresh one
 * before each request), and the records only the actions here change.
 */
type Fixtures = BackOfficeServer["records"] & {
  targetAccountId: string;
  failedEmailId: string;
  consultantId: string;
  contactId: string;
  /** A contact list uploaded and not yet checked (its file is not kept: nothing here reads it). */
  contactImportId: string;
  /** Two contacts of one Gmail address, merged and the merge undone: a pair the finder lists, and that merge. */
  duplicateContactId: string;
  duplicateOtherId: string;
  mergeId: string;
  blogPostId: string;
  blogRevisionId: string;
  imageId: string;
  faqEntryId: string;
  faqRevisionId: string;
  testimonialId: string;
  testimonialRevisionId: string;
  interviewId: string;
  offerId: string;
  /** A grievance in the privacy requests register (decision 064), open. */
  privacyRequestId: string;
  /** A personal data breach (decision 063), its Board report not yet marked sent. */
  breachId: string;
  /** A post visitors read at the test's clock, and a newsletter of it scheduled months ahead (decision 079). */
  publishedPostId: string;
  newsletterId: string;
};

/**
 * Who a route is for: one area of the back office, anyone signed in, or anyone at all
 * (with what a signed-in caller gets instead, where that differs).
 */
/** `anyOf`: a page each role sees its own part of (the funnel), open to a role with any of the areas. */
type Access =
  | { area: BackOfficeArea }
  | { anyOf: BackOfficeArea[] }
  | "signed-in"
  | { public: Expected; signedIn?: Expected };

type Expected = { status: number; location?: RegExp };

type RouteRow = {
  method: "GET" | "POST";
  /** A concrete address; `{name}` stands for a fixture's id (a route with parameters lists one example). */
  path: string;
  /** Which of the page's forms, when one of them asks more than the page (an admin's form on a page sales also uses). */
  form?: string;
  /** Runs before each request of the row: a cancellation needs a call that is still on. */
  prepare?: "fresh booking" | "fresh image" | "fresh newsletter";
  /** Ends the caller's session, or all of them (signing out): the request gets a session of its own, and the role a new one after it. */
  endsSession?: true;
  /** A read that writes an audit entry (an export): allowed callers add exactly one entry. */
  auditedRead?: true;
  access: Access;
  /** A form that the action accepts; fixtures name real records. */
  body?: (fixtures: Fixtures) => Record<string, string>;
  /** What an allowed caller gets, when not 200 (an action that redirects afterwards). */
  allowed?: Expected;
};

const signInPage = /^\/admin\/sign-in(\?|$)/;

// One line per route and method. Add yours here when you add a route under /admin.
const table: RouteRow[] = [
  // Open to everyone: signing in needs no session.
  // Someone already signed in goes on to the back office instead of seeing the form again.
  {
    method: "GET",
    path: "/admin/sign-in",
    access: { public: { status: 200 }, signedIn: { status: 302, location: /^\/admin$/ } },
  },
  {
    method: "POST",
    path: "/admin/sign-in",
    access: { public: { status: 400 }, signedIn: { status: 302, location: /^\/admin$/ } },
    body: () => ({ email: "", password: "" }),
  },
  { method: "GET", path: "/admin/set-password/not-a-real-token", access: { public: { status: 404 } } },
  {
    method: "POST",
    path: "/admin/set-password/not-a-real-token",
    access: { public: { status: 400 } },
    body: () => ({ password: "monsoon-tamarind-kite-2027", confirmation: "monsoon-tamarind-kite-2027" }),
  },
  { method: "GET", path: "/admin/first-run/not-a-real-token", access: { public: { status: 404 } } },
  { method: "POST", path: "/admin/first-run/not-a-real-token", access: { public: { status: 400 } }, body: () => ({}) },
  // The second factor's code: only a session that owes one gets the form; a signed-in one goes on.
  {
    method: "GET",
    path: "/admin/sign-in/code",
    access: { public: { status: 302, location: signInPage }, signedIn: { status: 302, location: /^\/admin$/ } },
  },
  {
    method: "POST",
    path: "/admin/sign-in/code",
    access: { public: { status: 302, location: signInPage }, signedIn: { status: 302, location: /^\/admin$/ } },
    body: () => ({ code: "" }),
  },
  // A passkey sign-in's two steps, posted by the sign-in page's script; a GET only goes to that page.
  // Without the cookie of a started ceremony the answer is checked against nothing, and nothing changes.
  { method: "GET", path: "/admin/sign-in/passkey", access: { public: { status: 302, location: signInPage } } },
  {
    method: "POST",
    path: "/admin/sign-in/passkey",
    access: { public: { status: 400 } },
    body: () => ({ intent: "verify", response: "{}" }),
  },
  // Single sign-on, which this server has not configured (no OIDC_*): its pages are not there.
  { method: "GET", path: "/admin/sign-in/sso", access: { public: { status: 404 } } },
  {
    method: "POST",
    path: "/admin/sign-in/sso",
    access: { public: { status: 404 } },
    body: () => ({ next: "/admin" }),
  },
  { method: "GET", path: "/admin/sign-in/sso/callback", access: { public: { status: 404 } } },
  { method: "GET", path: "/admin/sign-in/sso/finish", access: { public: { status: 404 } } },
  // Signing out asks for no session: without one there is nothing to end.
  { method: "GET", path: "/admin/sign-out", access: { public: { status: 302, location: /^\/admin$/ } } },
  {
    method: "POST",
    path: "/admin/sign-out",
    access: { public: { status: 302, location: signInPage } },
    body: () => ({}),
    endsSession: true,
  },
  // Anyone signed in.
  { method: "GET", path: "/admin", access: "signed-in" },
  // A consultant's outcome of their call: nobody here takes the fixture's call, which has not started.
  // (The overview is the layout's index route: its forms post to ?index.)
  {
    method: "POST",
    path: "/admin?index",
    access: "signed-in",
    body: ({ bookingId }) => ({ intent: "outcome", bookingId, outcome: "held" }),
    allowed: { status: 400 },
  },
  // Anyone marks a task of their own done from the overview: nobody has this one.
  {
    method: "POST",
    path: "/admin?index",
    form: "task done",
    access: "signed-in",
    body: () => ({ intent: "task-done", taskId: "00000000-0000-4000-8000-000000000000" }),
    allowed: { status: 400 },
  },
  { method: "GET", path: "/admin/account", access: "signed-in" },
  // Anyone's own daily e-mail: on already, so nothing changes and the page says so.
  {
    method: "POST",
    path: "/admin/account",
    form: "daily e-mail",
    access: "signed-in",
    body: () => ({ intent: "daily-email", on: "true" }),
  },
  {
    method: "POST",
    path: "/admin/account",
    access: "signed-in",
    body: () => ({ intent: "sign-out-everywhere" }),
    allowed: { status: 302, location: signInPage },
    endsSession: true,
  },
  // Anyone's own known browsers: this one is no browser of theirs, so nothing is forgotten.
  {
    method: "POST",
    path: "/admin/account",
    form: "forget a known browser",
    access: "signed-in",
    body: () => ({ intent: "forget-device", deviceId: "00000000-0000-4000-8000-000000000000" }),
    allowed: { status: 400 },
  },
  { method: "GET", path: "/admin/account/authenticator", access: "signed-in" },
  {
    method: "POST",
    path: "/admin/account/authenticator",
    access: "signed-in",
    body: () => ({ code: "" }),
    allowed: { status: 400 },
  },
  // Each member's own passkeys. This server's address is an IP address, at which browsers make no
  // passkeys: the options are refused (passkeys.db.test.ts and e2e/passkeys.spec.ts make them at a domain name).
  { method: "GET", path: "/admin/account/passkeys", access: "signed-in" },
  {
    method: "POST",
    path: "/admin/account/passkeys",
    access: "signed-in",
    body: () => ({ intent: "remove", passkeyId: "not-a-passkey" }),
    allowed: { status: 400 },
  },
  {
    method: "GET",
    path: "/admin/account/passkeys/new",
    access: "signed-in",
    allowed: { status: 302, location: /^\/admin\/account\/passkeys$/ },
  },
  {
    method: "POST",
    path: "/admin/account/passkeys/new",
    access: "signed-in",
    body: () => ({ intent: "options" }),
    allowed: { status: 400 },
  },
  // Everyone refers candidates: their links, their referrals' stages, and the form (here without a
  // resume, so nothing is saved; test-support/back-office-forms/people.ts sends one).
  { method: "GET", path: "/admin/referrals", access: "signed-in" },
  {
    method: "POST",
    path: "/admin/referrals",
    access: "signed-in",
    body: () => ({ jobId: seedJobs[0]!.id, fullName: "Meera Nair", email: "meera@test.example", phone: "98100 12345" }),
    allowed: { status: 400 },
  },
  // Admin only.
  { method: "GET", path: "/admin/staff", access: { area: "staff" } },
  {
    method: "POST",
    path: "/admin/staff",
    access: { area: "staff" },
    body: ({ targetAccountId }) => ({ intent: "role", accountId: targetAccountId, role: "sales" }),
  },
  { method: "GET", path: "/admin/audit", access: { area: "audit" } },
  { method: "GET", path: "/admin/outbox", access: { area: "outbox" } },
  {
    method: "POST",
    path: "/admin/outbox",
    access: { area: "outbox" },
    body: ({ failedEmailId }) => ({ emailId: failedEmailId }),
  },
  // Admin only: candidates' data as a whole (retention, erasure, self-identification counts).
  { method: "GET", path: "/admin/self-identification", access: { area: "privacy" } },
  { method: "GET", path: "/admin/privacy", access: { area: "privacy" } },
  {
    method: "POST",
    path: "/admin/privacy",
    access: { area: "privacy" },
    body: () => ({ intent: "retention", months: "18" }),
    allowed: { status: 302, location: /^\/admin\/privacy$/ },
  },
  // Admin only: the privacy requests register (decision 064).
  { method: "GET", path: "/admin/privacy/requests", access: { area: "privacy" } },
  {
    method: "POST",
    path: "/admin/privacy/requests",
    access: { area: "privacy" },
    body: () => ({ intent: "period", days: "21" }),
    allowed: { status: 302, location: /^\/admin\/privacy\/requests$/ },
  },
  { method: "GET", path: "/admin/privacy/requests/export.csv", access: { area: "privacy" }, auditedRead: true },
  { method: "GET", path: "/admin/privacy/requests/{privacyRequestId}", access: { area: "privacy" } },
  {
    method: "POST",
    path: "/admin/privacy/requests/{privacyRequestId}",
    access: { area: "privacy" },
    body: () => ({ intent: "take" }),
    allowed: { status: 302, location: /^\/admin\/privacy\/requests\/[0-9a-f-]+$/ },
  },
  // Admin only: personal data breaches (decision 063).
  { method: "GET", path: "/admin/privacy/breaches", access: { area: "privacy" } },
  { method: "GET", path: "/admin/privacy/breaches/new", access: { area: "privacy" } },
  {
    method: "POST",
    path: "/admin/privacy/breaches/new",
    access: { area: "privacy" },
    body: () => validBreach,
    allowed: { status: 302, location: /^\/admin\/privacy\/breaches\/[0-9a-f-]+$/ },
  },
  { method: "GET", path: "/admin/privacy/breaches/{breachId}", access: { area: "privacy" } },
  {
    method: "POST",
    path: "/admin/privacy/breaches/{breachId}",
    access: { area: "privacy" },
    body: () => ({ intent: "board-reported" }),
    allowed: { status: 302, location: /^\/admin\/privacy\/breaches\/[0-9a-f-]+$/ },
  },
  { method: "GET", path: "/admin/privacy/breaches/{breachId}/board-report.txt", access: { area: "privacy" } },
  // Sales (and admin): the enquiries inbox.
  { method: "GET", path: "/admin/enquiries", access: { area: "enquiries" } },
  { method: "GET", path: "/admin/enquiries/export.csv", access: { area: "enquiries" }, auditedRead: true },
  { method: "GET", path: "/admin/enquiries/{enquiryId}", access: { area: "enquiries" } },
  {
    method: "POST",
    path: "/admin/enquiries/{enquiryId}",
    access: { area: "enquiries" },
    body: () => ({ intent: "note", body: "Called back; wants a quote for the mobile app." }),
    allowed: { status: 302, location: /^\/admin\/enquiries\/[0-9a-f-]+$/ },
  },
  // A reply from the desk: e-mailed through the outbox (new words each time: the same reply twice is refused).
  {
    method: "POST",
    path: "/admin/enquiries/{enquiryId}",
    form: "reply",
    access: { area: "enquiries" },
    body: () => ({ intent: "reply", subject: "Re: your enquiry", body: `Thank you, {firstName}. (${++sequence})` }),
    allowed: { status: 302, location: /^\/admin\/enquiries\/[0-9a-f-]+$/ },
  },
  // Saved replies (a new name each time: names are unique).
  { method: "GET", path: "/admin/enquiries/templates", access: { area: "enquiries" } },
  {
    method: "POST",
    path: "/admin/enquiries/templates",
    access: { area: "enquiries" },
    body: () => ({ intent: "create", name: `Thanks ${++sequence}`, subject: "Thank you", body: "Dear {firstName}," }),
    allowed: { status: 302, location: /^\/admin\/enquiries\/templates$/ },
  },
  // Recruiters (and admin): jobs.
  { method: "GET", path: "/admin/jobs", access: { area: "jobs" } },
  { method: "GET", path: "/admin/jobs/new", access: { area: "jobs" } },
  {
    method: "POST",
    path: "/admin/jobs/new",
    access: { area: "jobs" },
    body: () => ({ ...jobFields(seedJobs[1]!), title: "Cloud Support Engineer" }),
    allowed: { status: 302, location: /^\/admin\/jobs\/cloud-support-engineer-new-delhi(-\d+)?$/ },
  },
  { method: "GET", path: "/admin/jobs/{jobId}", access: { area: "jobs" } },
  {
    method: "POST",
    path: "/admin/jobs/{jobId}",
    access: { area: "jobs" },
    // The open job's own text again: it stays open and as it was, for the rows after this one.
    body: () => ({ intent: "save", ...jobFields(seedJobs[0]!) }),
    allowed: { status: 302, location: /^\/admin\/jobs\/[a-z\d-]+$/ },
  },
  { method: "GET", path: "/admin/jobs/{jobId}/preview", access: { area: "jobs" } },
  // Editors (and admin): the newsletter (decision 079). A newsletter is sent months ahead of the test's
  // clock, so the server's newsletter task never starts one in the middle of another row.
  { method: "GET", path: "/admin/newsletter/subscribers", access: { area: "newsletter" } },
  {
    method: "GET",
    path: "/admin/newsletter/subscribers/export.csv",
    access: { area: "newsletter" },
    auditedRead: true,
  },
  // The import (decision 077): a form without its file is refused and changes nothing.
  { method: "GET", path: "/admin/newsletter/subscribers/import", access: { area: "newsletter" } },
  {
    method: "POST",
    path: "/admin/newsletter/subscribers/import",
    access: { area: "newsletter" },
    body: () => ({ source: "Ghost export", confirmed: "on" }),
    allowed: { status: 400 },
  },
  { method: "GET", path: "/admin/newsletter", access: { area: "newsletter" } },
  { method: "GET", path: "/admin/newsletter/new", access: { area: "newsletter" } },
  {
    method: "POST",
    path: "/admin/newsletter/new",
    form: "test",
    access: { area: "newsletter" },
    body: (fixtures) => ({ intent: "test", postId: fixtures.publishedPostId }),
    allowed: { status: 302, location: /^\/admin\/newsletter\/new\?post=/ },
  },
  {
    method: "POST",
    path: "/admin/newsletter/new",
    form: "send",
    access: { area: "newsletter" },
    body: (fixtures) => ({
      intent: "send",
      postId: fixtures.publishedPostId,
      audience: "all",
      when: "at",
      date: "2026-12-01",
      time: "09:00",
      confirmed: "on",
    }),
    allowed: { status: 302, location: /^\/admin\/newsletter\/[0-9a-f-]+$/ },
  },
  { method: "GET", path: "/admin/newsletter/preview/{publishedPostId}", access: { area: "newsletter" } },
  { method: "GET", path: "/admin/newsletter/digest", access: { area: "newsletter" } },
  {
    method: "POST",
    path: "/admin/newsletter/digest",
    access: { area: "newsletter" },
    body: () => ({ enabled: "on", day: "1", time: "09:00" }),
    allowed: { status: 302, location: /^\/admin\/newsletter\/digest$/ },
  },
  { method: "GET", path: "/admin/newsletter/{newsletterId}", access: { area: "newsletter" } },
  {
    method: "POST",
    path: "/admin/newsletter/{newsletterId}",
    prepare: "fresh newsletter",
    access: { area: "newsletter" },
    body: () => ({ intent: "cancel" }),
    allowed: { status: 302, location: /^\/admin\/newsletter\/[0-9a-f-]+$/ },
  },
  // Editors (and admin): the blog.
  { method: "GET", path: "/admin/blog", access: { area: "content" } },
  { method: "GET", path: "/admin/blog/new", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/blog/new",
    access: { area: "content" },
    body: () => ({ ...blogPostForm, title: `Notes from the field ${++sequence}`, slug: "" }),
    allowed: { status: 302, location: /^\/admin\/blog\/[0-9a-f-]+$/ },
  },
  { method: "GET", path: "/admin/blog/preview", access: { area: "content" }, allowed: { status: 404 } },
  { method: "GET", path: "/admin/drafts", access: { area: "content" }, allowed: { status: 404 } },
  {
    method: "POST",
    path: "/admin/drafts",
    form: "keep",
    access: { area: "content" },
    body: () => ({ intent: "keep", kind: "blog-post", subject: "new", base: "", fields: '{"title":"Half a title"}' }),
  },
  {
    method: "POST",
    path: "/admin/drafts",
    form: "discard",
    access: { area: "content" },
    body: () => ({ intent: "discard", kind: "blog-post", subject: "new" }),
  },
  { method: "POST", path: "/admin/blog/preview", access: { area: "content" }, body: () => blogPostForm },
  { method: "GET", path: "/admin/blog/{blogPostId}", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/blog/{blogPostId}",
    form: "save",
    access: { area: "content" },
    body: () => ({ intent: "save", ...blogPostForm }),
    allowed: { status: 302, location: /^\/admin\/blog\/[0-9a-f-]+$/ },
  },
  {
    method: "POST",
    path: "/admin/blog/{blogPostId}",
    form: "publish",
    access: { area: "content" },
    body: () => ({ intent: "publish", when: "now" }),
    allowed: { status: 302, location: /^\/admin\/blog\/[0-9a-f-]+$/ },
  },
  {
    method: "POST",
    path: "/admin/blog/{blogPostId}",
    form: "restore",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "restore", revisionId: fixtures.blogRevisionId }),
    // The revision opens in the form as the editor's draft.
    allowed: { status: 302, location: /^\/admin\/blog\/[0-9a-f-]+\?restored$/ },
  },
  {
    method: "POST",
    path: "/admin/blog/{blogPostId}",
    form: "unpublish",
    access: { area: "content" },
    body: () => ({ intent: "unpublish" }),
    allowed: { status: 302, location: /^\/admin\/blog\/[0-9a-f-]+$/ },
  },
  // Editors (and admin): images for posts. A urlencoded upload has no file: refused, nothing changes.
  { method: "GET", path: "/admin/images", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/images",
    form: "upload",
    access: { area: "content" },
    body: () => ({ intent: "upload", alt: "A whiteboard" }),
    allowed: { status: 400 },
  },
  {
    method: "POST",
    path: "/admin/images",
    form: "alt",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "alt", id: fixtures.imageId, alt: `A whiteboard, seen ${++sequence} times` }),
    allowed: { status: 302, location: /^\/admin\/images$/ },
  },
  {
    method: "POST",
    path: "/admin/images",
    form: "delete",
    prepare: "fresh image",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "delete", id: fixtures.imageId }),
    allowed: { status: 302, location: /^\/admin\/images$/ },
  },
  // Editors (and admin): the FAQ and the testimonials.
  { method: "GET", path: "/admin/faq", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/faq",
    access: { area: "content" },
    body: () => ({ intent: "create", ...faqFields() }),
    allowed: { status: 302, location: /^\/admin\/faq$/ },
  },
  {
    method: "POST",
    path: "/admin/faq",
    form: "move",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "move", id: fixtures.faqEntryId, direction: "down" }),
    allowed: { status: 302, location: /^\/admin\/faq$/ },
  },
  {
    method: "POST",
    path: "/admin/faq",
    form: "publish",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "publish", id: fixtures.faqEntryId }),
    allowed: { status: 302, location: /^\/admin\/faq$/ },
  },
  { method: "GET", path: "/admin/faq/{faqEntryId}", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/faq/{faqEntryId}",
    form: "save",
    access: { area: "content" },
    body: () => ({ intent: "save", ...faqFields() }),
    allowed: { status: 302, location: /^\/admin\/faq\/[0-9a-f-]+$/ },
  },
  {
    method: "POST",
    path: "/admin/faq/{faqEntryId}",
    form: "unpublish",
    access: { area: "content" },
    body: () => ({ intent: "unpublish" }),
    allowed: { status: 302, location: /^\/admin\/faq\/[0-9a-f-]+$/ },
  },
  {
    method: "POST",
    path: "/admin/faq/{faqEntryId}",
    form: "restore",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "restore", revisionId: fixtures.faqRevisionId }),
    allowed: { status: 302, location: /^\/admin\/faq\/[0-9a-f-]+$/ },
  },
  // Deleting asks first: the first press answers the question, and deletes nothing.
  {
    method: "POST",
    path: "/admin/faq/{faqEntryId}",
    form: "delete",
    access: { area: "content" },
    body: () => ({ intent: "delete" }),
  },
  { method: "GET", path: "/admin/testimonials", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/testimonials",
    access: { area: "content" },
    body: () => ({ intent: "create", ...testimonialForm() }),
    allowed: { status: 302, location: /^\/admin\/testimonials$/ },
  },
  {
    method: "POST",
    path: "/admin/testimonials",
    form: "move",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "move", id: fixtures.testimonialId, direction: "down" }),
    allowed: { status: 302, location: /^\/admin\/testimonials$/ },
  },
  {
    method: "POST",
    path: "/admin/testimonials",
    form: "publish",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "publish", id: fixtures.testimonialId }),
    allowed: { status: 302, location: /^\/admin\/testimonials$/ },
  },
  { method: "GET", path: "/admin/testimonials/{testimonialId}", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/testimonials/{testimonialId}",
    form: "save",
    access: { area: "content" },
    body: () => ({ intent: "save", ...testimonialForm() }),
    allowed: { status: 302, location: /^\/admin\/testimonials\/[0-9a-f-]+$/ },
  },
  {
    method: "POST",
    path: "/admin/testimonials/{testimonialId}",
    form: "unpublish",
    access: { area: "content" },
    body: () => ({ intent: "unpublish" }),
    allowed: { status: 302, location: /^\/admin\/testimonials\/[0-9a-f-]+$/ },
  },
  {
    method: "POST",
    path: "/admin/testimonials/{testimonialId}",
    form: "restore",
    access: { area: "content" },
    body: (fixtures) => ({ intent: "restore", revisionId: fixtures.testimonialRevisionId }),
    allowed: { status: 302, location: /^\/admin\/testimonials\/[0-9a-f-]+$/ },
  },
  // Deleting asks first: the first press answers the question, and deletes nothing.
  {
    method: "POST",
    path: "/admin/testimonials/{testimonialId}",
    form: "delete",
    access: { area: "content" },
    body: () => ({ intent: "delete" }),
  },
  // Editors (and admin): the case studies and the About pages.
  { method: "GET", path: "/admin/pages", access: { area: "content" } },
  { method: "GET", path: "/admin/pages/new-project", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/pages/new-project",
    access: { area: "content" },
    body: () => ({
      intent: "save",
      slug: `authorisation-project-${++sequence}`,
      ...documentFields("project", seedProject),
    }),
    allowed: { status: 302, location: /^\/admin\/pages\/project\/authorisation-project-\d+$/ },
  },
  { method: "GET", path: "/admin/pages/service/erp", access: { area: "content" } },
  { method: "GET", path: "/admin/pages/service/erp/preview", access: { area: "content" } },
  {
    method: "POST",
    path: "/admin/pages/service/erp",
    form: "save",
    access: { area: "content" },
    body: () => ({ intent: "save", ...documentFields("service", seedErp) }),
    allowed: { status: 302, location: /^\/admin\/pages\/service\/erp$/ },
  },
  {
    method: "POST",
    path: "/admin/pages/service/erp",
    form: "publish",
    access: { area: "content" },
    body: () => ({ intent: "publish", when: "now" }),
    allowed: { status: 302, location: /^\/admin\/pages\/service\/erp$/ },
  },
  {
    method: "POST",
    path: "/admin/pages/service/erp",
    form: "unschedule",
    access: { area: "content" },
    body: () => ({ intent: "unschedule" }),
    allowed: { status: 302, location: /^\/admin\/pages\/service\/erp$/ },
  },
  {
    method: "POST",
    path: "/admin/pages/service/erp",
    form: "discard",
    access: { area: "content" },
    body: () => ({ intent: "discard" }),
    allowed: { status: 302, location: /^\/admin\/pages\/service\/erp$/ },
  },
  // A revision that does not exist: refused with its message, for those allowed to try.
  {
    method: "POST",
    path: "/admin/pages/service/erp",
    form: "restore",
    access: { area: "content" },
    body: () => ({ intent: "restore", revisionId: "0a7e1234-5678-4abc-9def-1234567890ab" }),
    allowed: { status: 400 },
  },
  {
    method: "POST",
    path: "/admin/pages/project/spice-route-ecommerce",
    form: "unpublish",
    access: { area: "content" },
    body: () => ({ intent: "unpublish" }),
    allowed: { status: 302, location: /^\/admin\/pages\/project\/spice-route-ecommerce$/ },
  },
  // Recruiters (and admin): applications, resumes, the CSV export and the rejection e-mail.
  { method: "GET", path: "/admin/applications", access: { area: "applications" } },
  { method: "GET", path: "/admin/applications/{applicationId}", access: { area: "applications" } },
  {
    method: "POST",
    path: "/admin/applications/{applicationId}",
    access: { area: "applications" },
    body: () => ({ intent: "note", body: "Strong portfolio; invite to interview." }),
    allowed: { status: 302, location: /^\/admin\/applications\/[0-9a-f-]+$/ },
  },
  {
    method: "GET",
    path: "/admin/applications/{applicationId}/resume",
    access: { area: "applications" },
    auditedRead: true,
  },
  {
    method: "GET",
    path: "/admin/jobs/{jobId}/applications.csv",
    access: { area: "applications" },
    auditedRead: true,
  },
  // The recruiting reports: figures only (their filter is a GET); self-identification on them is the privacy area's.
  { method: "GET", path: "/admin/recruiting-reports", access: { area: "applications" } },
  // Every candidate's interviews, for recruiters (decision 041); its views are a GET.
  { method: "GET", path: "/admin/interview-schedule", access: { area: "applications" } },
  // A job's interview plan and hiring team are the jobs desk's.
  { method: "GET", path: "/admin/jobs/{jobId}/interviews", access: { area: "jobs" } },
  {
    method: "POST",
    path: "/admin/jobs/{jobId}/interviews",
    access: { area: "jobs" },
    body: () => ({ intent: "add-stage", name: " ", attributes: "React" }),
    allowed: { status: 400 },
  },
  // Anyone's own interviews: this one is a colleague's (none of the table's callers is on its panel),
  // so its page, its scorecard and its resume are refused to every role, admins included.
  { method: "GET", path: "/admin/interviews", access: "signed-in" },
  { method: "GET", path: "/admin/interviews/{interviewId}", access: "signed-in", allowed: { status: 403 } },
  {
    method: "POST",
    path: "/admin/interviews/{interviewId}",
    access: "signed-in",
    body: () => ({ intent: "submit", "rating-0": "yes", overall: "yes" }),
    allowed: { status: 403 },
  },
  { method: "GET", path: "/admin/interviews/{interviewId}/resume", access: "signed-in", allowed: { status: 404 } },
  // Anyone's own offers to approve: this one asks a colleague only, so every role is refused it.
  { method: "GET", path: "/admin/offers/{offerId}", access: "signed-in", allowed: { status: 403 } },
  {
    method: "POST",
    path: "/admin/offers/{offerId}",
    access: "signed-in",
    body: () => ({ decision: "approve", note: "" }),
    allowed: { status: 403 },
  },
  // A job's board: a card moved, and a bulk action on ticked cards (here a tag), refused for another job's card.
  { method: "GET", path: "/admin/jobs/{jobId}/board", access: { area: "applications" } },
  {
    method: "POST",
    path: "/admin/jobs/{jobId}/board",
    access: { area: "applications" },
    body: ({ applicationId }) => ({ intent: "move", applicationId, stage: "screening" }),
  },
  {
    method: "POST",
    path: "/admin/jobs/{jobId}/board",
    form: "bulk",
    access: { area: "applications" },
    body: ({ applicationId }) => ({ intent: "bulk-tag", ids: applicationId, tag: "shortlist" }),
    allowed: { status: 302, location: /^\/admin\/jobs\/[^/]+\/board$/ },
  },
  { method: "GET", path: "/admin/applications/rejection-reasons", access: { area: "applications" } },
  {
    method: "POST",
    path: "/admin/applications/rejection-reasons",
    access: { area: "applications" },
    body: () => ({ reasons: "Position filled\nNot enough experience" }),
    allowed: { status: 302, location: /^\/admin\/applications\/rejection-reasons$/ },
  },
  { method: "GET", path: "/admin/applications/offer-letter", access: { area: "applications" } },
  {
    method: "POST",
    path: "/admin/applications/offer-letter",
    access: { area: "applications" },
    body: () => ({ subject: "Your offer: {jobTitle}", body: "Dear {candidateName}, welcome." }),
    allowed: { status: 302, location: /^\/admin\/applications\/offer-letter$/ },
  },
  { method: "GET", path: "/admin/applications/rejection-email", access: { area: "applications" } },
  {
    method: "POST",
    path: "/admin/applications/rejection-email",
    access: { area: "applications" },
    body: () => ({ subject: "About {jobTitle}", body: "Dear {candidateName}, thank you." }),
    allowed: { status: 302, location: /^\/admin\/applications\/rejection-email$/ },
  },
  // Sales (and admin): the booking calendar and blocked time.
  { method: "GET", path: "/admin/bookings", access: { area: "bookings" } },
  { method: "GET", path: "/admin/bookings/{bookingId}", access: { area: "bookings" } },
  {
    method: "POST",
    path: "/admin/bookings/{bookingId}",
    access: { area: "bookings" },
    prepare: "fresh booking",
    body: () => ({ reason: "The consultant is unwell." }),
    allowed: { status: 302, location: /^\/admin\/bookings\/[0-9a-f-]+$/ },
  },
  { method: "GET", path: "/admin/blocked-time", access: { area: "bookings" } },
  // Sales (and admin): the sales desk's contacts, their pipeline and timelines.
  { method: "GET", path: "/admin/contacts", access: { area: "contacts" } },
  { method: "GET", path: "/admin/contacts/board", access: { area: "contacts" } },
  { method: "GET", path: "/admin/contacts/sending-list.csv", access: { area: "contacts" }, auditedRead: true },
  {
    method: "POST",
    path: "/admin/contacts/board",
    access: { area: "contacts" },
    body: ({ contactId }) => ({ intent: "move", contactId, stage: "contacted" }),
    allowed: { status: 200 },
  },
  { method: "GET", path: "/admin/contacts/{contactId}", access: { area: "contacts" } },
  {
    method: "POST",
    path: "/admin/contacts/{contactId}",
    access: { area: "contacts" },
    body: () => ({ intent: "note", body: "Asked for a quote by phone." }),
    allowed: { status: 302, location: /^\/admin\/contacts\/[0-9a-f-]+$/ },
  },
  {
    method: "POST",
    path: "/admin/contacts/{contactId}",
    form: "task",
    access: { area: "contacts" },
    body: () => ({ intent: "task-add", title: "Send the quote", dueDate: "2026-03-10", dueTime: "17:00" }),
    allowed: { status: 302, location: /^\/admin\/contacts\/[0-9a-f-]+$/ },
  },
  // A reply under one of the contact's e-mail threads: this contact has none, so an allowed caller is told so.
  {
    method: "POST",
    path: "/admin/contacts/{contactId}",
    form: "email-reply",
    access: { area: "contacts" },
    body: () => ({ intent: "email-reply", threadKey: "<no-such-thread@test.example>", body: "Thursday at 11?" }),
    allowed: { status: 400 },
  },
  // An attachment kept from a contact's e-mail: whoever may open the contact; none is kept here.
  {
    method: "GET",
    path: "/admin/contacts/{contactId}/emails/{contactId}/attachments/0",
    access: "signed-in",
    allowed: { status: 404 },
  },
  // Contact lists imported (decision 047): the sales desk's. An upload without a file, and an import
  // started before its check, are refused and change nothing; the refused rows' download is audited.
  { method: "GET", path: "/admin/contacts/import", access: { area: "contacts" } },
  {
    method: "POST",
    path: "/admin/contacts/import",
    access: { area: "contacts" },
    body: () => ({ intent: "upload" }),
    allowed: { status: 400 },
  },
  { method: "GET", path: "/admin/contacts/import/{contactImportId}", access: { area: "contacts" } },
  // Likely duplicates (decision 046): the list, a pair's merge preview and a merge's page; each form refused
  // here (a pair that is none, no contact chosen to keep, a merge undone already), so nothing changes.
  { method: "GET", path: "/admin/contacts/duplicates", access: { area: "contacts" } },
  {
    method: "POST",
    path: "/admin/contacts/duplicates",
    access: { area: "contacts" },
    body: ({ duplicateContactId }) => ({
      intent: "dismiss",
      contactId: duplicateContactId,
      otherContactId: "00000000-0000-4000-8000-000000000000",
    }),
    allowed: { status: 400 },
  },
  {
    method: "GET",
    path: "/admin/contacts/duplicates/merge?contactId={duplicateContactId}&otherContactId={duplicateOtherId}",
    access: { area: "contacts" },
  },
  {
    method: "POST",
    path: "/admin/contacts/duplicates/merge?contactId={duplicateContactId}&otherContactId={duplicateOtherId}",
    access: { area: "contacts" },
    body: ({ duplicateContactId, duplicateOtherId }) => ({
      intent: "merge",
      contactId: duplicateContactId,
      otherContactId: duplicateOtherId,
      survivorId: "00000000-0000-4000-8000-000000000000",
    }),
    allowed: { status: 400 },
  },
  { method: "GET", path: "/admin/contacts/merges/{mergeId}", access: { area: "contacts" } },
  {
    method: "POST",
    path: "/admin/contacts/merges/{mergeId}",
    access: { area: "contacts" },
    body: () => ({ intent: "undo" }),
    allowed: { status: 400 },
  },
  {
    method: "POST",
    path: "/admin/contacts/import/{contactImportId}",
    access: { area: "contacts" },
    body: () => ({ intent: "start" }),
    allowed: { status: 400 },
  },
  {
    method: "GET",
    path: "/admin/contacts/import/{contactImportId}/refused.csv",
    access: { area: "contacts" },
    auditedRead: true,
  },
  // The mailboxes read onto the contacts: the sales desk's page; disconnecting what is not connected changes nothing.
  { method: "GET", path: "/admin/contacts/mailboxes", access: { area: "contacts" } },
  {
    method: "POST",
    path: "/admin/contacts/mailboxes",
    access: { area: "contacts" },
    body: () => ({ intent: "disconnect", whose: "own" }),
    allowed: { status: 400 },
  },
  // Sales (and admin): the sales dashboard, figures only (nothing to post).
  { method: "GET", path: "/admin/sales", access: { area: "contacts" } },
  // Admin and sales: the site's visitor analytics (decision 048), figures only; a table as a CSV file, and a name no
  // table has.
  { method: "GET", path: "/admin/analytics?range=7d", access: { area: "analytics" } },
  { method: "GET", path: "/admin/analytics/sources.csv?range=7d", access: { area: "analytics" } },
  { method: "GET", path: "/admin/analytics/nothing.csv", access: { area: "analytics" }, allowed: { status: 404 } },
  // Admin and sales: revenue by source on the dashboard, for a range (decision 062); the Content report and its file.
  { method: "GET", path: "/admin/sales?range=90d&compare=none", access: { area: "contacts" } },
  { method: "GET", path: "/admin/analytics/content?range=7d", access: { area: "analytics" } },
  { method: "GET", path: "/admin/analytics/content.csv?range=7d", access: { area: "analytics" } },
  // The funnel across the company (decision 066): sales see its sales half, recruiters its careers half,
  // admins both; each half's CSV file is its own area's, and audited.
  { method: "GET", path: "/admin/analytics/funnel?range=7d", access: { anyOf: ["analytics", "applications"] } },
  {
    method: "GET",
    path: "/admin/analytics/funnel/sales.csv?range=7d",
    access: { area: "analytics" },
    auditedRead: true,
  },
  {
    method: "GET",
    path: "/admin/analytics/funnel/careers.csv?range=7d",
    access: { area: "applications" },
    auditedRead: true,
  },
  // Sales (and admin): who takes demo calls; each consultant also opens their own page (the seeded one has no account).
  { method: "GET", path: "/admin/consultants", access: { area: "consultants" } },
  {
    method: "POST",
    path: "/admin/consultants",
    access: { area: "consultants" },
    body: ({ targetAccountId }) => ({ intent: "start", staffAccountId: targetAccountId }),
    allowed: { status: 302, location: /^\/admin\/consultants\/[0-9a-f-]+$/ },
  },
  { method: "GET", path: "/admin/consultants/{consultantId}", access: { area: "consultants" } },
  // A consultant's week opens like their page; the team's week is the team's desk.
  { method: "GET", path: "/admin/consultants/{consultantId}/week", access: { area: "consultants" } },
  { method: "GET", path: "/admin/consultants/week", access: { area: "consultants" } },
  {
    method: "POST",
    path: "/admin/consultants/{consultantId}",
    access: { area: "consultants" },
    body: () => ({ intent: "override", date: nextBlockableDay(), kind: "off" }),
    allowed: { status: 302, location: /^\/admin\/consultants\/[0-9a-f-]+$/ },
  },
  // A CalDAV account is its owner's alone too: refused before the server is asked anything.
  {
    method: "POST",
    path: "/admin/consultants/{consultantId}",
    form: "caldav",
    access: { area: "consultants" },
    body: () => ({
      intent: "caldav-connect",
      serverUrl: "https://caldav.example.com",
      username: "someone",
      password: "app-password",
    }),
    allowed: { status: 400 },
  },
  // Which calls "any consultant" gives them: the team's to decide, like who takes calls.
  {
    method: "POST",
    path: "/admin/consultants/{consultantId}",
    form: "routing",
    access: { area: "consultants" },
    body: () => ({ intent: "routing", services: "crm", weight: "80", priority: "1" }),
    allowed: { status: 302, location: /^\/admin\/consultants\/[0-9a-f-]+$/ },
  },
  // A calendar's secret address is its owner's alone: sales and admins open the page but may not set it.
  {
    method: "POST",
    path: "/admin/consultants/{consultantId}",
    form: "calendar",
    access: { area: "consultants" },
    body: () => ({ intent: "calendar", calendarFeedUrl: "https://calendar.example.com/ical/private-1/basic.ics" }),
    allowed: { status: 400 },
  },
  // So is reading it now: refused before the calendar's server is asked anything.
  {
    method: "POST",
    path: "/admin/consultants/{consultantId}",
    form: "read now",
    access: { area: "consultants" },
    body: () => ({ intent: "calendar-read" }),
    allowed: { status: 400 },
  },
  {
    method: "POST",
    path: "/admin/blocked-time",
    access: { area: "bookings" },
    // A new day each time: the same block twice is refused.
    body: () => {
      const day = nextBlockableDay();
      return { intent: "days", fromDate: day, toDate: day, reason: "Closed for the day" };
    },
    allowed: { status: 302, location: /^\/admin\/blocked-time$/ },
  },
  {
    method: "POST",
    path: "/admin/blocked-time",
    form: "festival dates",
    access: { area: "festival-dates" },
    body: () => {
      const year = unknownFestivalYear();
      return {
        intent: "festivals",
        year: String(year),
        Holi: `${year}-03-10`,
        Dussehra: `${year}-10-02`,
        Diwali: `${year}-10-21`,
      };
    },
    allowed: { status: 302, location: /^\/admin\/blocked-time\?holidays=\d{4}$/ },
  },
  // The notice for visitors' own changes: the bookings desk's, on the same page. 0, the default,
  // leaves every other row's manage links as they were.
  {
    method: "POST",
    path: "/admin/blocked-time",
    form: "change notice",
    access: { area: "bookings" },
    body: () => ({ intent: "change-notice", hours: "0" }),
    allowed: { status: 302, location: /^\/admin\/blocked-time$/ },
  },
];

/** The test's "now" when it starts, and when it seeds the jobs. */
const testStart = new Date("2026-03-02T04:30:00Z");

/** A seed job, as seeded at the start, as the job editor's form posts it. */
const jobFields = (job: SeedJob) => ({
  title: job.title,
  department: job.department,
  location: job.location,
  type: job.type,
  description: job.description,
  keywords: job.keywords.join(", "),
  validThrough: seedJobDates(job, testStart).validThrough,
});

/** Makes each posted reply and template name new. */
let sequence = 0;

/** A year whose festival dates the page takes at the test's "now": this year or the next two, one the site's table lacks. */
let blockedDays = 0;
/** Weekdays from a week after the test's clock, one after another. */
function nextBlockableDay(): string {
  blockedDays += 1;
  const day = new Date(testStart.getTime() + (7 + blockedDays) * 86_400_000);
  if (day.getUTCDay() === 0) return nextBlockableDay();
  return day.toISOString().slice(0, 10);
}

function unknownFestivalYear(): number {
  const thisYear = testStart.getUTCFullYear();
  const year = [thisYear, thisYear + 1, thisYear + 2].find((candidate) => !movingFestivals[candidate]);
  if (year === undefined)
    throw new Error("The festival table knows every year the test's clock offers: move testStart on.");
  return year;
}

/** An FAQ entry's form, a new question each time. */
const faqFields = () => ({ question: `Do you work on weekends (${++sequence})?`, answer: "Only for launches." });

/** A testimonial's form, with the customer's agreement recorded. */
const testimonialForm = () => testimonialFields({ quote: `Clear plans and **no surprises** (${++sequence}).` });

const { slug: _erpSlug, ...seedErp } = seedServices.find((service) => service.slug === "erp")!;
const seedProject = projectDocumentOf(seedProjects[0]!);

/** A document's form as the editor posts it: every field by its path. */
const documentFields = (kind: DocumentKind, document: unknown) =>
  Object.fromEntries(leavesOf(documentFormOf(kind)).map((field) => [field.path, valueAt(document, field.path)]));

/**
 * The seed's first question, with its revision 1 (the seed's text), and first testimonial, saved
 * once by the command line with the customer's agreement: a revision restored while it is published.
 */
async function siteContentFixtures(db: BackOfficeServer["database"]["db"]) {
  const [entry] = await db.select({ id: faqEntries.id }).from(faqEntries).orderBy(faqEntries.position).limit(1);
  const [faqRevision] = await db
    .select({ id: faqEntryRevisions.id })
    .from(faqEntryRevisions)
    .where(eq(faqEntryRevisions.ownerId, entry!.id));
  const [testimonial] = await db
    .select({ id: testimonials.id, placement: testimonials.placement })
    .from(testimonials)
    .orderBy(testimonials.placement, testimonials.position)
    .limit(1);
  await updateTestimonial(
    db,
    commandLine,
    testimonial!.id,
    { ...testimonialForm(), placement: testimonial!.placement },
    testStart,
  );
  const [testimonialRevision] = await db
    .select({ id: testimonialRevisions.id })
    .from(testimonialRevisions)
    .where(and(eq(testimonialRevisions.ownerId, testimonial!.id), eq(testimonialRevisions.number, 2)));
  return {
    faqEntryId: entry!.id,
    faqRevisionId: faqRevision!.id,
    testimonialId: testimonial!.id,
    testimonialRevisionId: testimonialRevision!.id,
  };
}

/** A post with a revision to restore: the seed's first, saved once by the command line. */
/** An interview of the application that only `accountId` (no caller of the table) is asked to give. */
async function colleaguesInterview(db: BackOfficeServer["database"]["db"], applicationId: string, accountId: string) {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  const at = new Date();
  const [stage] = await db
    .insert(interviewStages)
    .values({
      jobId: application!.jobId,
      position: 1,
      name: "Technical",
      attributes: ["React"],
      questions: [],
      createdAt: at,
    })
    .returning();
  const [interview] = await db
    .insert(interviews)
    .values({ applicationId, stageId: stage!.id, createdAt: at })
    .returning();
  await db.insert(interviewPanelists).values({ interviewId: interview!.id, accountId, createdAt: at });
  return interview!.id;
}

/** An offer to the application that only `accountId` (no caller of the table) is asked to approve. */
async function colleaguesOffer(db: BackOfficeServer["database"]["db"], applicationId: string, accountId: string) {
  const at = new Date();
  const [offer] = await db
    .insert(offers)
    .values({ applicationId, salary: 1_800_000, startDate: isoDate("2027-01-04"), approvalsNeeded: 1, createdAt: at })
    .returning();
  await db.insert(offerApprovals).values({ offerId: offer!.id, accountId, createdAt: at });
  return offer!.id;
}

/** Two contacts at one Gmail address (dots aside), merged by an admin and the merge undone. */
async function undoneMerge({ database: { db }, resumes: files }: BackOfficeServer, clock: () => Date) {
  const [admin] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, "admin@test.example"));
  const [one, other] = await db
    .insert(contacts)
    .values(
      ["dup.licate@gmail.com", "duplicate@gmail.com"].map((email) => ({
        email,
        emailKey: email,
        firstName: "Dhruv",
        lastName: "Licate",
        createdAt: clock(),
        updatedAt: clock(),
        lastActivityAt: clock(),
      })),
    )
    .returning({ id: contacts.id });
  const desk = contactDuplicatesDesk({ db, clock, files }, { ...admin!, role: "admin" });
  const merged = await desk.merge({ contactId: one!.id, otherContactId: other!.id }, one!.id);
  if (!merged.ok) throw new Error(merged.message);
  const [merge] = await db
    .select({ id: contactMerges.id })
    .from(contactMerges)
    .where(eq(contactMerges.survivorId, one!.id));
  const undone = await desk.undo(merge!.id);
  if (!undone.ok) throw new Error(undone.message);
  return { duplicateContactId: one!.id, duplicateOtherId: other!.id, mergeId: merge!.id };
}

/** A contact list as an upload leaves it: its columns guessed, waiting for its check. */
async function uploadedContactList(db: BackOfficeServer["database"]["db"], at: Date): Promise<string> {
  const [row] = await db
    .insert(contactImports)
    .values({
      fileName: "expo.csv",
      fileKey: "not-kept.csv",
      bytes: 40,
      rows: 1,
      columns: ["Email"],
      mapping: { "0": "email" },
      status: "uploaded",
      startedByName: "Sales",
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: contactImports.id });
  return row!.id;
}

/** An image uploaded as an editor would, made into its sizes in the server's own store. */
async function uploadFixtureImage(server: BackOfficeServer): Promise<string> {
  const content = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b3a6f" } })
    .png()
    .toBuffer();
  const { id } = await uploadImage(
    server.database.db,
    server.images,
    commandLine,
    { content, alt: "A whiteboard" },
    testStart,
  );
  return id;
}

/** A newsletter of the post, scheduled for months after the test's clock: it waits, and can be cancelled. */
const scheduledNewsletter = async (db: BackOfficeServer["database"]["db"], postId: string) =>
  (
    await scheduleNewsletter(
      db,
      commandLine,
      { postId, audience: "all", when: "at", date: isoDate("2026-12-01"), time: "09:00" },
      testStart,
      { publicSiteUrl: origin, salesEmail: "sales@test.example" },
    )
  ).id;

async function newsletterFixtures(db: BackOfficeServer["database"]["db"]) {
  const post = await addPost(db, { publishAt: subDays(testStart, 1), slug: "newsletter-fixture" });
  return { publishedPostId: post.id, newsletterId: await scheduledNewsletter(db, post.id) };
}

async function blogFixtures(db: BackOfficeServer["database"]["db"]) {
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, blogPostForm.slug));
  await updatePost(db, commandLine, post!.id, blogPostForm, testStart);
  const [revision] = await db
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.ownerId, post!.id));
  return { blogPostId: post!.id, blogRevisionId: revision!.id };
}

const addressOf = (row: RouteRow, fixtures: Fixtures) =>
  row.path.replace(/\{(\w+)\}/g, (_, name: string) => fixtures[name as keyof Fixtures]);

const roles = staffRoles;
type Caller = "anonymous" | "expired" | StaffRole;
const callers: readonly Caller[] = ["anonymous", "expired", ...roles];

function expectedFor(row: RouteRow, caller: Caller): Expected {
  if (typeof row.access === "object" && "public" in row.access) {
    const signedIn = caller !== "anonymous" && caller !== "expired";
    return (signedIn ? row.access.signedIn : undefined) ?? row.access.public;
  }
  if (caller === "anonymous" || caller === "expired") return { status: 302, location: signInPage };
  if (row.access !== "signed-in" && !mayUseAccess(caller, row.access)) return { status: 403 };
  return row.allowed ?? { status: 200 };
}

const mayUseAccess = (caller: StaffRole, access: { area: BackOfficeArea } | { anyOf: BackOfficeArea[] }) =>
  "area" in access ? mayUse(caller, access.area) : access.anyOf.some((area) => mayUse(caller, area));

/** A signed-in caller whose role may use the route (public routes need no permission). */
const isAllowed = (row: RouteRow, caller: Caller) =>
  caller !== "anonymous" &&
  caller !== "expired" &&
  (row.access === "signed-in" || (!("public" in row.access) && mayUseAccess(caller, row.access)));

const nameOf = (row: RouteRow) => `${row.method} ${row.path}${row.form ? ` (${row.form})` : ""}`;

const describeExpected = ({ status, location }: Expected) => `${status}${location ? ` to ${location.source}` : ""}`;

/** A clock the test sets: sessions are started, then the clock moves past their idle limit. */
function testClock(start: Date) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, { advanceMinutes: (minutes: number) => (now += minutes * 60_000) });
}

describe("the back office's authorisation table", () => {
  const clock = testClock(testStart);
  let server: BackOfficeServer;
  let fixtures: Fixtures;
  let expiredCookie = "";

  const sessions = new Map<StaffRole, Promise<string>>();

  /**
   * One session per role, signed in once (each sign-in costs a password hash); a request that
   * ends its session gets one of its own, so the others stay signed in.
   */
  async function cookieOf(caller: Caller, { fresh = false } = {}): Promise<string | undefined> {
    if (caller === "anonymous") return undefined;
    if (caller === "expired") return expiredCookie;
    if (fresh) return server.signIn(caller);
    if (!sessions.has(caller)) sessions.set(caller, server.signIn(caller));
    return sessions.get(caller);
  }

  /** One request of a row; a POST carries the row's form and, unless told otherwise, this site's Origin. */
  async function send(row: RouteRow, cookie: string | undefined, from: string | null = origin) {
    const form = row.method === "POST" ? new URLSearchParams(row.body?.(fixtures) ?? {}).toString() : undefined;
    return server.request({
      method: row.method,
      url: addressOf(row, fixtures),
      headers: {
        // As a browser sends it from a page of the back office (downloads answer only those).
        "sec-fetch-site": "same-origin",
        ...(form === undefined
          ? {}
          : { "content-type": "application/x-www-form-urlencoded", origin: from ?? undefined }),
        cookie,
      },
      payload: form,
    });
  }

  /** What a request could change; an audited read leaves the audit log out (an allowed one adds its entry). */
  const snapshot = ({ withAudit = true } = {}) => server.snapshot({ without: withAudit ? [] : [auditLog] });

  const auditCount = async () => (await server.database.db.select({ id: auditLog.id }).from(auditLog)).length;

  beforeAll(async () => {
    server = await startBackOfficeServer({ clock, roles });
    const { db } = server.database;
    // The records the actions change: an account to change the role of, an e-mail to retry.
    const target = await inviteStaff(
      db,
      commandLine,
      { email: "target@test.example", name: "Target", role: "sales" },
      clock(),
    );
    const emailId = await failedEmail(db, clock());
    const [consultant] = await db.select({ id: consultants.id }).from(consultants);
    const [contact] = await db.select({ id: contacts.id }).from(contacts);
    fixtures = {
      ...server.records,
      targetAccountId: target.account.id,
      failedEmailId: emailId,
      consultantId: consultant!.id,
      contactId: contact!.id,
      contactImportId: await uploadedContactList(db, clock()),
      ...(await undoneMerge(server, clock)),
      ...(await blogFixtures(db)),
      imageId: await uploadFixtureImage(server),
      ...(await siteContentFixtures(db)),
      interviewId: await colleaguesInterview(db, server.records.applicationId, target.account.id),
      offerId: await colleaguesOffer(db, server.records.applicationId, target.account.id),
      privacyRequestId: (
        await db.transaction((tx) =>
          recordPrivacyRequest(
            tx,
            {
              kind: "grievance",
              email: "asha.rao@example.in",
              summary: "A grievance.",
              receivedAt: clock(),
              quiet: true,
            },
            { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" },
          ),
        )
      ).id,
      breachId: await storedBreach(db, false),
      ...(await newsletterFixtures(db)),
    };

    // The daily digest goes to whoever has news at the task's next turn, a minute apart: the
    // fixtures made accounts and contacts nobody owns, so the day is claimed for everyone now,
    // and no digest is queued while a refused request is shown to change nothing.
    await server.claimTodaysDigests();

    // An admin's session left alone for longer than the idle limit.
    expiredCookie = await server.signIn("admin");
    clock.advanceMinutes(sessionIdleMinutes + 1);
  });

  afterAll(() => server?.close());

  it("has a row for every /admin route of the build, and no row for a route that is gone", async () => {
    const routes = await routesOfBuild();
    const missing = routes
      .filter((route) => !table.some((row) => row.method === route.method && matches(route.pattern, row.path)))
      .map((route) => `${route.method} ${route.pattern}`);
    expect(missing, "routes without a row in the authorisation table").toEqual([]);
    const stale = table
      .filter((row) => !routes.some((route) => route.method === row.method && matches(route.pattern, row.path)))
      .map((row) => `${row.method} ${row.path}`);
    expect(stale, "rows for routes the build does not have").toEqual([]);
  });

  it("signs in through the page with the cookie the table uses", async () => {
    const response = await server.request({
      method: "POST",
      url: "/admin/sign-in",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: "sales@test.example", password: staffPassword, next: "/admin" }).toString(),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/admin");
    const setCookie = String(response.headers["set-cookie"]);
    const cookie = setCookie.split(";")[0]!;
    // Over plain HTTP the cookie has no __Host- prefix (app/features/admin/shared/staff-session.server.ts).
    expect(cookie).toMatch(/^nexora-staff=./);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const page = await server.request({ method: "GET", url: "/admin", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("sales@test.example");
  });

  it("shows a recruiter every answer but self-identification, on every page and in every file; a link only when it is a web address", async () => {
    const { id } = await submitSampleApplication(server.database.db, server.resumes, {
      jobId: fixtures.jobId,
      application: sampleApplication({
        ...distinctSelfIdentification,
        ...distinctReferralAnswers,
        email: "self.id@example.in",
        otherLink: "javascript:alert(document.cookie)",
      }),
    });
    const cookie = await cookieOf("recruiter");
    const get = (url: string) =>
      server.request({ method: "GET", url, headers: { cookie, "sec-fetch-site": "same-origin" } });
    const pages = await Promise.all(
      [
        "/admin/applications",
        `/admin/applications?job=${fixtures.jobId}&q=self.id`,
        `/admin/applications/${id}`,
        `/admin/applications/${id}?confirm=reject`,
        `/admin/jobs/${fixtures.jobId}/applications.csv`,
      ].map(get),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("self.id@example.in");
      for (const answer of selfIdentificationAnswers) expect(page.body).not.toContain(answer);
    }

    const detail = pages[2]!.body;
    // Who referred them and where they heard of the job are hiring's to read (decision 041).
    expect(detail).toContain("Yes, by Zubin Referrer-Karkaria");
    expect(detail).toContain(distinctReferralAnswers.heardAbout);
    expect(detail).toContain("javascript:alert(document.cookie)");
    expect(detail).not.toMatch(/href="javascript:/i);
    expect(detail).toContain(
      '<a href="https://www.linkedin.com/in/aditi-rao" target="_blank" rel="nofollow noopener noreferrer"',
    );

    const resume = await get(`/admin/applications/${id}/resume`);
    expect(resume.rawPayload.equals(samplePdf)).toBe(true);
    expect(resume.headers).toMatchObject({
      "content-type": "application/pdf",
      // Streamed from the store with its length known beforehand.
      "content-length": String(samplePdf.length),
      "content-disposition": "attachment; filename=\"Aditi Rao resume.pdf\"; filename*=UTF-8''Aditi%20Rao%20resume.pdf",
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
    expect(resume.headers["content-security-policy"]).toMatch(/sandbox/);
    const csv = pages[4]!;
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="applications-${fixtures.jobId}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
  });

  const cells = table.flatMap((row) => callers.map((caller) => ({ row, caller, expected: expectedFor(row, caller) })));

  it.each(cells.map((cell) => [nameOf(cell.row), cell.caller, describeExpected(cell.expected), cell]))(
    "%s as %s answers %s",
    async (_route, _caller, _expected, { row, caller, expected }) => {
      const cookie = await cookieOf(caller, { fresh: row.endsSession });
      if (row.endsSession && caller !== "anonymous" && caller !== "expired") sessions.delete(caller);
      if (row.prepare === "fresh booking") fixtures.bookingId = await server.bookCall();
      if (row.prepare === "fresh image") fixtures.imageId = await uploadFixtureImage(server);
      if (row.prepare === "fresh newsletter")
        fixtures.newsletterId = await scheduledNewsletter(server.database.db, fixtures.publishedPostId);
      const before = await snapshot({ withAudit: !row.auditedRead });
      const auditBefore = row.auditedRead ? await auditCount() : 0;
      const response = await send(row, cookie);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(expected.status);
      if (expected.location) expect(String(response.headers.location)).toMatch(expected.location);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers["referrer-policy"]).toBe("same-origin");
      // Only an allowed action may change anything; a page read never does (an audited read adds its entry).
      if (!(row.method === "POST" && isAllowed(row, caller))) {
        expect(await snapshot({ withAudit: !row.auditedRead })).toBe(before);
      }
      if (row.auditedRead) expect(await auditCount()).toBe(auditBefore + (isAllowed(row, caller) ? 1 : 0));
    },
  );

  const posts = table.filter((row) => row.method === "POST");
  it.each(
    posts.flatMap((row) => [
      [nameOf(row), "from another site", "https://evil.example", row] as const,
      [nameOf(row), "without an Origin", null, row] as const,
    ]),
  )("%s %s is refused with 403 and changes nothing", async (_name, _how, from, row) => {
    const cookie = await cookieOf("admin");
    const before = await snapshot();
    const response = await send(row, cookie, from);
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining("did not come from a page of this site"),
    });
    expect(await snapshot()).toBe(before);
  });
});
