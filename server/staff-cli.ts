// `npm run staff -- add EMAIL --role admin [--name "Full Name"]`: creates a back-office
// account and prints the one-time link that sets its password.
// `npm run staff -- link EMAIL`: prints a new link for an existing account (a lost password).
import path from "node:path";
import { parseArgs } from "node:util";

import { eq } from "drizzle-orm";

import { InviteStaffSchema, staffRoles } from "../domain/staff/staff";
import { fieldErrors } from "../domain/forms/field-errors";
import { passwordLinkUrl } from "./staff/staff-desk";
import { ConfigError, loadConfig } from "./config";
import { openDb } from "./db/open-db";
import { staffAccounts } from "./db/schema";
import { RefusedError } from "./kernel/requests/outcome";
import { inviteStaff, passwordLinkHours, resendPasswordLink } from "./staff/accounts";
import { commandLine } from "./staff/audit";

const usage = `Usage:
  npm run staff -- add EMAIL --role ${staffRoles.join("|")} [--name "Full Name"]
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
  if (!command || !email || !["add", "link"].includes(command)) throw new UsageError(usage);

  const config = loadConfig();
  await refuseWhileServerRuns(config);
  const database = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
  try {
    const now = new Date();
    if (command === "add") {
      const parsed = InviteStaffSchema.safeParse({ email, role: values.role, name: values.name });
      if (!parsed.success) {
        throw new UsageError(`${Object.values(fieldErrors(parsed.error)).join(" ")}\n${usage}`);
      }
      const { account, token } = await inviteStaff(database.db, commandLine, parsed.data, now);
      return `Created ${account.email} (${account.role}). Open this link within ${passwordLinkHours} hours to set the password; it works once:\n${passwordLinkUrl(config.publicSiteUrl, token)}`;
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
