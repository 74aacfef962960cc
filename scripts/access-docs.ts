// Who may do what, as docs/manual.md and docs/authorisation.md say it: written from domain/staff/staff.ts, the
// table the server binds each member's desks by (server/back-office-access.ts).
import {
  areasOf,
  backOfficeAreaContents,
  backOfficeAreas,
  everyonesOwn,
  staffRoleLabels,
  staffRoles,
  type StaffRole,
} from "../domain/staff/staff";

export const rolesStart = "<!-- roles: written by npm run access:write from domain/staff/staff.ts -->";
export const rolesEnd = "<!-- end of roles -->";

function roleSummary(role: StaffRole): string {
  if (areasOf(role).length === backOfficeAreas.length) return "every area";
  if (areasOf(role).length === 0) return "no area of its own, only what everyone signed in may do (below)";
  return areasOf(role)
    .map((area) => backOfficeAreaContents[area])
    .join("; ");
}

/** The manual's paragraph on roles. */
export const rolesParagraph = () =>
  [
    rolesStart,
    "Roles, each opening these areas of the back office:",
    "",
    ...staffRoles.map((role) => `- \`${role}\`: ${roleSummary(role)}.`),
    `- Everyone signed in, whatever their role: ${everyonesOwn.join("; ")}.`,
    "",
    "docs/authorisation.md has the table of areas and roles.",
    rolesEnd,
  ].join("\n");

/** docs/authorisation.md: each area against each role, and what everyone may do. */
export const authorisationTable = () =>
  [
    "# Who may do what in the back office",
    "",
    "Written by `npm run access:write` from `domain/staff/staff.ts`, the table the server binds each",
    "signed-in member's desks by (`server/back-office-access.ts`): a role has the desks of its areas",
    "and no others, each bound to the member. `server/back-office-authorisation.web.test.ts` asks every",
    "`/admin` route of the production build as every role, and expects what this table says.",
    "",
    `| Area | What it holds | ${staffRoles.map((role) => staffRoleLabels[role]).join(" | ")} |`,
    `| --- | --- | ${staffRoles.map(() => ":---:").join(" | ")} |`,
    ...backOfficeAreas.map(
      (area) =>
        `| ${area} | ${backOfficeAreaContents[area]} | ${staffRoles
          .map((role) => (areasOf(role).includes(area) ? "yes" : ""))
          .join(" | ")} |`,
    ),
    "",
    "Everyone signed in, whatever their role, may also use what is theirs; the area that owns the",
    "records decides which are (a call's consultant, a contact's owner, a follow-up's assignee):",
    "",
    ...everyonesOwn.map((line) => `- ${line[0]!.toUpperCase()}${line.slice(1)}.`),
    "",
  ].join("\n");

/** The manual with its roles paragraph as `rolesParagraph` writes it. */
export function withRolesParagraph(manual: string): string {
  const start = manual.indexOf(rolesStart);
  const end = manual.indexOf(rolesEnd);
  if (start < 0 || end < start) throw new Error("docs/manual.md has no roles paragraph between its markers");
  return `${manual.slice(0, start)}${rolesParagraph()}${manual.slice(end + rolesEnd.length)}`;
}
