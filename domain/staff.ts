import { z } from "zod";

import { emailAddress, optionalPersonName } from "./person-fields";
import "./zod-setup";

/**
 * Who may do what in the back office (DESIGN.md, "Back office"). One table, read by the
 * single role check every loader and action calls, and by the navigation.
 */
export const staffRoles = ["admin", "sales", "recruiter"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Admin",
  sales: "Sales",
  recruiter: "Recruiter",
};

/** The parts of the back office, each behind one permission. */
export const backOfficeAreas = [
  "enquiries",
  "bookings",
  "jobs",
  "applications",
  // Self-identification counts, the retention period and erasure on request: candidates' and visitors' data as a whole.
  "privacy",
  // The festival dates of a year the site's table lacks, entered on the blocked-time page (which sales also uses).
  "festival-dates",
  "outbox",
  "audit",
  "staff",
] as const;
export type BackOfficeArea = (typeof backOfficeAreas)[number];

const areasByRole: Record<StaffRole, readonly BackOfficeArea[]> = {
  admin: backOfficeAreas,
  sales: ["enquiries", "bookings"],
  recruiter: ["jobs", "applications"],
};

export const mayUse = (role: StaffRole, area: BackOfficeArea): boolean => areasByRole[role].includes(area);

export const areasOf = (role: StaffRole): readonly BackOfficeArea[] => areasByRole[role];

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
