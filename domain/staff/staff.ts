import { z } from "zod";

import { emailAddress, optionalPersonName } from "../forms/person-fields";
import { labelsOf } from "../forms/labelled-values";
import "../forms/zod-setup";

/**
 * Who may do what in the back office (docs/design.md, "Back office"). One table, read by the
 * single role check every loader and action calls, and by the navigation.
 */
export const staffRoles = ["admin", "sales", "recruiter", "editor", "interviewer"] as const;
export const staffRoleLabels = labelsOf(staffRoles);
export type StaffRole = (typeof staffRoles)[number];

/** The parts of the back office, each behind one permission. */
export const backOfficeAreas = [
  "enquiries",
  "bookings",
  "consultants",
  "contacts",
  "analytics",
  "jobs",
  "applications",
  "content",
  "newsletter",
  "privacy",
  "festival-dates",
  "outbox",
  "audit",
  "staff",
] as const;
export type BackOfficeArea = (typeof backOfficeAreas)[number];

const areasByRole: Record<StaffRole, readonly BackOfficeArea[]> = {
  admin: backOfficeAreas,
  sales: ["enquiries", "bookings", "consultants", "contacts", "analytics"],
  recruiter: ["jobs", "applications"],
  editor: ["content", "newsletter"],
  // Sees only the candidates they are asked to interview (everyone's own, below).
  interviewer: [],
};

export const mayUse = (role: StaffRole, area: BackOfficeArea): boolean => areasByRole[role].includes(area);

export const areasOf = (role: StaffRole): readonly BackOfficeArea[] => areasByRole[role];

/**
 * What each area holds, as docs/manual.md's roles and docs/authorisation.md say it (both written from
 * this table and the one above by scripts/write-access-docs.ts, and checked by a test).
 */
export const backOfficeAreaContents: Record<BackOfficeArea, string> = {
  enquiries: "enquiries, their replies and the saved replies",
  bookings: "every demo call, blocked time and the notice for visitors' own changes",
  consultants: "who takes demo calls, and everyone's hours, days off and meeting links",
  contacts:
    "the sales desk: contacts, their owners and deals, their e-mails, the board, the sales dashboard and the mailboxes read onto contacts (never candidates)",
  analytics:
    "the site's visitor analytics: visits, pages, sources, campaigns and the leads they became, counted without cookies",
  jobs: "job posts",
  applications:
    "applications, their board and tags, resumes, the rejection e-mail and reasons, and the recruiting reports",
  content: "the blog, the FAQ, the testimonials, the case studies, the projects, the About pages and their images",
  newsletter:
    "the newsletter: its subscribers (their addresses, states and topics, and how many came and left each month; exported as a CSV file, and imported with their consent from another service's list), sending posts and the monthly digest to them, and each sending's figures",
  privacy:
    "the anonymous self-identification counts, the retention period, erasure on request, the privacy requests register and personal data breaches: candidates' and visitors' data as a whole",
  "festival-dates": "the festival dates of a year the site's table lacks, on the blocked-time page",
  outbox: "e-mails that failed or wait to be sent",
  audit: "the audit log",
  staff: "staff accounts, their roles and their second factors",
};

/** What anyone signed in may do, whatever their role: the server decides which records are theirs. */
export const everyonesOwn: readonly string[] = [
  "their own account: password, second factor, passkeys, signed-in browsers and the daily e-mail",
  "the demo calls they take, their own consultant page (hours, days off, meeting link) and their calendar, which only they connect",
  "the contacts they own and those of the calls they take (their e-mails too), and the follow-ups given to them",
  "the interviews they are asked to give: the candidate's resume, answers and links (never self-identification), the stage's interview kit and their own scorecard; the others' scorecards once theirs is submitted",
  "referring candidates: a personal link to each open job, a resume sent with a note, and the stages of their own referrals (nothing more of them)",
];

/** The ways a session can start (server/staff/sessions.ts). */
export const signInMethods = ["password", "passkey", "single-sign-on", "first-run"] as const;
export type SignInMethod = (typeof signInMethods)[number];

/**
 * What a session still lacks before it opens the back office: the code of a second factor the
 * account has, or setting one up where its role must have one. Null: nothing; it is signed in.
 */
export const sessionSteps = ["second-factor", "set-up-second-factor"] as const;
export type SessionStep = (typeof sessionSteps)[number];

/** What a signed-in person's pages know about them. */
export type StaffMember = { id: string; email: string; name: string; role: StaffRole };

const staffEmail = () =>
  emailAddress({
    required: "Please enter your e-mail address.",
    tooLong: "An e-mail address can be at most 254 characters.",
    invalid: "Please enter a valid e-mail address.",
  }).transform((email) => email.toLowerCase());

export const SignInSchema = z.object({
  email: staffEmail(),
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(256),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** How long an invitation or a password link stays usable. */
export const passwordLinkHours = 72;

export const passwordRules = { min: 12, max: 256 } as const;

/** The length rule; the check against common passwords runs on the server, where its word lists live. */
export const NewPasswordSchema = z
  .object({
    password: z
      .string({ error: "Please choose a password." })
      .min(passwordRules.min, `Please use at least ${passwordRules.min} characters.`)
      .max(passwordRules.max, `A password can be at most ${passwordRules.max} characters.`),
    confirmation: z.string({ error: "Please type the password again." }),
  })
  .refine((value) => value.password === value.confirmation, {
    path: ["confirmation"],
    message: "The two passwords are not the same.",
  });

export const InviteStaffSchema = z.object({
  email: staffEmail(),
  name: optionalPersonName(100, {
    tooLong: "A name can be at most 100 characters.",
    unsafe: 'A name cannot contain < > @ , ; " or control characters.',
    webAddress: "A name cannot contain a web address.",
    encodedWord: 'A name cannot contain "=?".',
  }),
  role: z.enum(staffRoles, { error: "Please choose a role." }),
});
export type InviteStaff = z.infer<typeof InviteStaffSchema>;

/**
 * The roles that must use a second factor until an admin chooses otherwise: every role that can
 * see candidates' data (applications, resumes, self-identification), admins included.
 */
export const defaultSecondFactorRoles: readonly StaffRole[] = staffRoles.filter(
  (role) => mayUse(role, "applications") || mayUse(role, "privacy") || role === "interviewer",
);

/** A code from an authenticator app (six digits, spaces allowed) or a recovery code. */
export const SecondFactorCodeSchema = z.object({
  code: z
    .string({ error: "Please enter the code." })
    .transform((code) => code.replace(/[\s-]/g, "").toLowerCase())
    .pipe(
      z
        .string()
        .min(1, "Please enter the code.")
        .regex(/^(\d{6}|[a-z0-9]{10})$/, "Please enter the 6 digits from your app, or a recovery code."),
    ),
});

/** The first account of a new install: an admin, made with the link the server prints at its first start. */
export const FirstAdminSchema = z
  .object({
    email: staffEmail(),
    name: InviteStaffSchema.shape.name,
  })
  .and(NewPasswordSchema);
export type FirstAdmin = z.infer<typeof FirstAdminSchema>;
