// `npm run staff -- add EMAIL --role admin [--name "Full Name"]`: creates a back-office
// account and prints the one-time link that sets its password.
// `npm run staff -- add-list FILE`: the same for each line of a CSV file (email,role,name), a team
// at once; nothing is created unless every line is right.
// `npm run staff -- link EMAIL`: prints a new link for an existing account (a lost password).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

import { parse } from "csv-parse/sync";
import { eq, inArray } from "drizzle-orm";

import { InviteStaffSchema, staffRoles, type InviteStaff } from "../domain/staff/staff";
import { fieldErrors } from "../domain/forms/field-errors";
import { passwordLinkUrl } from "./staff/staff-desk";
import { ConfigError, loadConfig } from "./config";
import { openDb } from "./db/open-db";
import { staffAccounts } from "./db/schema";
import { RefusedError } from "./kernel/requests/outcome";
import { inviteStaff, passwordLinkHours, resendPasswordLink } from "./staff/accounts";
import { commandLine } from "./kernel/audit/audit";

const usage = `Usage:
  npm run staff -- add EMAIL --role ${staffRoles.join("|")} [--name "Full Name"]
  npm run staff -- add-list FILE     (a CSV file: a first line email,role,name, then one line per account)
  npm run staff -- link EMAIL`;

class UsageError extends Error {}

/** The embedded database serves one process: a running server holds it. */
async function refuseWhileServerRuns(config: ReturnType<typeof loadConfig>): Promise<void> {
  if (config.databaseUrl) return;
  const host = config.host === "0.0.0.0" ? "127.0.0.1" : config.host;
  const answered = await fetch(`http://${host}:${config.port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
  if (answered) {
    throw new UsageError(
      `The server on port ${config.port} holds the embedded database. Stop it, run this again, then start it (with DATABASE_URL set this works while it runs).`,
    );
  }
}

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string", default: "" } },
  });
  const [command, email] = positionals;
  if (!command || !email || !["add", "add-list", "link"].includes(command)) throw new UsageError(usage);
  const listed = command === "add-list" ? invitesOfList(await readList(email)) : [];

  const config = loadConfig();
  await refuseWhileServerRuns(config);
  const database = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
  try {
    const now = new Date();
    if (command === "add-list") {
      const taken = await database.db
        .select({ email: staffAccounts.email })
        .from(staffAccounts)
        .where(
          inArray(
            staffAccounts.email,
            listed.map((invite) => invite.email),
          ),
        );
      if (taken.length > 0) {
        throw new UsageError(`These addresses have an account already: ${taken.map((row) => row.email).join(", ")}.`);
      }
      const created = [];
      for (const invite of listed) {
        const { account, token } = await inviteStaff(database.db, commandLine, invite, now);
        created.push(createdLine(account, passwordLinkUrl(config.publicSiteUrl, token)));
      }
      return created.join("\n");
    }
    if (command === "add") {
      const parsed = InviteStaffSchema.safeParse({ email, role: values.role, name: values.name });
      if (!parsed.success) {
        throw new UsageError(`${Object.values(fieldErrors(parsed.error)).join(" ")}\n${usage}`);
      }
      const { account, token } = await inviteStaff(database.db, commandLine, parsed.data, now);
      return createdLine(account, passwordLinkUrl(config.publicSiteUrl, token));
    }
    const [account] = await database.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email.toLowerCase()));
    if (!account) throw new UsageError(`No account has the e-mail address ${email}.`);
    const token = await resendPasswordLink(database.db, commandLine, account.id, now);
    return `Open this link within ${passwordLinkHours} hours to set the password of ${email}; it works once:\n${passwordLinkUrl(config.publicSiteUrl, token)}`;
  } finally {
    await database.close();
  }
}

const createdLine = (account: { email: string; role: string }, link: string) =>
  `Created ${account.email} (${account.role}). Open this link within ${passwordLinkHours} hours to set the password; it works once:\n${link}`;

async function readList(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch {
    throw new UsageError(`The file ${file} could not be read.`);
  }
}

/** Each line of the list as an invitation, or every line's mistake at once (and nothing created). */
function invitesOfList(text: string): InviteStaff[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch {
    throw new UsageError(`The list is not a CSV file.\n${usage}`);
  }
  const [header, ...lines] = records;
  if (header?.map((cell) => cell.toLowerCase()).join(",") !== "email,role,name") {
    throw new UsageError(`The list's first line must be: email,role,name\n${usage}`);
  }
  if (lines.length === 0) throw new UsageError("The list has no accounts after its first line.");
  const mistakes: string[] = [];
  const invites: InviteStaff[] = [];
  lines.forEach(([email = "", role = "", name = ""], index) => {
    const parsed = InviteStaffSchema.safeParse({ email, role, name });
    if (!parsed.success) mistakes.push(`Line ${index + 2}: ${Object.values(fieldErrors(parsed.error)).join(" ")}`);
    else if (invites.some((invite) => invite.email === parsed.data.email)) {
      mistakes.push(`Line ${index + 2}: ${parsed.data.email} is on an earlier line too.`);
    } else invites.push(parsed.data);
  });
  if (mistakes.length > 0) throw new UsageError(`${mistakes.join("\n")}\nNo account was created.`);
  return invites;
}

/** With the embedded database, which folder it was: the server's only if DATA_DIR is the same for both. */
const databaseNote = (config: ReturnType<typeof loadConfig>) =>
  config.databaseUrl ? "" : `\n(The embedded database in ${path.resolve(config.dataDir, "db")}.)`;

main(process.argv.slice(2)).then(
  (message) => console.log(`${message}${databaseNote(loadConfig())}`),
  (error: unknown) => {
    const expected = error instanceof UsageError || error instanceof ConfigError || error instanceof RefusedError;
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  },
);
