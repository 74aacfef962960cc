import { bodyMax } from "../content/content";
import { draftLimits } from "../content/editor-drafts";
import { documentFormCharactersMax } from "../content/document-form";
import { documentKinds } from "../content/site-documents";
import { imageBytesMax } from "../content/editor-images";
import { faqLimits } from "../content/faq";
import { testimonialLimits } from "../content/testimonials";
import { noteLimit } from "../forms/list-filters";
import { jobLimits } from "../jobs/job-posts";
import { resumeLimitBytes } from "../applications/job-application";
import { referralNoteMax } from "../applications/referrals";
import { interviewLimits } from "../applications/interviews";
import { bulkLimit } from "../applications/recruiting-board";
import { importLimits } from "../contacts/contact-import-limits";
import { subscriberImportKind } from "../newsletter/subscriber-import";
import { breachTextLimit } from "../privacy/breach";
import { nomineeRequestLimit } from "../privacy/nomination";

/**
 * How large a page form's body may be, by the path React Router matches (routed-path.ts). The
 * server refuses a declared length above it before the body is read (server/plugins/page-bodies.ts);
 * an action counts a body sent without a length as it arrives (app/components/forms/read-form.server.ts).
 *
 * A form's limit is the most its longest legal text can take, with room for the rest: a browser
 * percent-encodes each UTF-8 byte of a urlencoded form, so one character of Devanagari (one
 * UTF-16 unit, which the schemas count) takes 9 bytes, and nothing takes more per unit.
 */
const bytesPerCharacter = 9;
/** The short fields around the long one, the field names, a multipart form's boundaries. */
const room = 8 * 1024;
const forText = (characters: number) => characters * bytesPerCharacter + room;

/** Sign-in, passwords, a visitor's manage link, staff, privacy, blocked time: nothing typed there passes 1,000 characters. */
const smallForm = 16 * 1024;

const limits: readonly { path: RegExp; bytes: number }[] = [
  // The job editor (new and existing): the description is Markdown of up to 20,000 characters.
  {
    path: /^\/admin\/jobs\/[^/]+\/?$/i,
    bytes: forText(
      jobLimits.description +
        jobLimits.title +
        jobLimits.department +
        jobLimits.location +
        jobLimits.keywords * (jobLimits.keyword + 1),
    ),
  },
  // A job's interview plan: a stage's focus attributes and questions, a line each.
  {
    path: /^\/admin\/jobs\/[^/]+\/interviews\/?$/i,
    bytes: forText(
      interviewLimits.stageName + (interviewLimits.attributes + interviewLimits.questions) * (interviewLimits.line + 2),
    ),
  },
  // A job's board: up to 500 ticked applications' ids (a uuid and "&ids=", 42 bytes each) and the bulk bar's short fields.
  { path: /^\/admin\/jobs\/[^/]+\/board\/?$/i, bytes: bulkLimit * 42 + smallForm },
  // A blog post's editor, new post and preview: Markdown of up to 50,000 characters, and its short fields.
  { path: /^\/admin\/blog\/[^/]+\/?$/i, bytes: forText(bodyMax + 2_000) },
  // An editor's draft as they type: every field of the largest form, as JSON (domain/content/editor-drafts.ts).
  { path: /^\/admin\/drafts\/?$/i, bytes: forText(draftLimits.total + 200) },
  // An editor's image upload: the file, its alternative text and the multipart boundaries.
  { path: /^\/admin\/images\/?$/i, bytes: imageBytesMax + 16 * 1024 },
  // A contact list to import: the CSV file and the multipart boundaries.
  { path: /^\/admin\/contacts\/import\/?$/i, bytes: importLimits.bytes + 16 * 1024 },
  // Newsletter subscribers to import: the CSV file, its source, the tick and the multipart boundaries.
  { path: /^\/admin\/newsletter\/subscribers\/import\/?$/i, bytes: subscriberImportKind.bytes + 16 * 1024 },
  // A referral: the candidate's resume, a note of up to 2,000 characters and the short fields.
  { path: /^\/admin\/referrals\/?$/i, bytes: resumeLimitBytes + forText(referralNoteMax + 500) },
  // The FAQ's and the testimonials' lists (a new entry) and editors: plain text of a few thousand characters.
  { path: /^\/admin\/faq(?:\/[^/]+)?\/?$/i, bytes: forText(faqLimits.question + faqLimits.answer) },
  {
    path: /^\/admin\/testimonials(?:\/[^/]+)?\/?$/i,
    bytes: forText(
      testimonialLimits.quote +
        testimonialLimits.shownName +
        testimonialLimits.shownRole +
        testimonialLimits.consentNote +
        400,
    ),
  },
  // A page's editor and a new project: every field of the largest kind's form (documents' forms).
  {
    path: /^\/admin\/pages\/(?:new-project|[^/]+\/[^/]+)\/?$/i,
    bytes: forText(documentFormCharactersMax(documentKinds) + 100),
  },
  // An enquiry's or an application's notes, and the rejection e-mail's template: up to 5,000 characters.
  { path: /^\/admin\/(?:enquiries|applications)\/[^/]+\/?$/i, bytes: forText(noteLimit + 200) },
  // A personal data breach: four texts of up to 4,000 characters, two of 500 and the dates.
  { path: /^\/admin\/privacy\/breaches\/new\/?$/i, bytes: forText(breachTextLimit * 4 + 1_500) },
  // A nominee's request for a person: up to 4,000 characters and the short fields.
  { path: /^\/privacy\/nominee\/?$/i, bytes: forText(nomineeRequestLimit + 700) },
];

/** The most a form posted to this page may send, in bytes. */
export const pageBodyLimit = (routed: string): number =>
  limits.find(({ path }) => path.test(routed))?.bytes ?? smallForm;

/** What a page answers a body over its limit (413). */
export const pageBodyTooLarge =
  "This form is larger than this page accepts. Please shorten what you wrote and send it again.";
