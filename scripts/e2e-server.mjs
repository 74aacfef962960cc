// The server the browser tests run against: the production build on a fresh,
// throwaway database directory, sending its e-mail to a real SMTP listener that
// writes every message it receives into E2E_MAIL_DIR for the tests to read.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { createDatabaseOn } from "../test-support/postgres-databases.ts";
import { requireProjectNode } from "./project-node.mjs";

requireProjectNode();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? "test-results/e2e-mail");
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));

let received = 0;
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received += 1;
        const message = {
          from: mail.from?.text,
          to: mail.to?.text,
          replyTo: mail.replyTo?.text,
          subject: mail.subject,
          text: mail.text,
          html: mail.html || undefined,
          // Header lines as sent (folded lines joined), e.g. a job alert's List-Unsubscribe.
          headers: Object.fromEntries(
            mail.headerLines.map(({ key, line }) => [
              key,
              line
                .slice(line.indexOf(":") + 1)
                .replace(/\r?\n[ \t]+/g, " ")
                .trim(),
            ]),
          ),
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content.toString("utf8"),
          })),
        };
        // Written aside and renamed, so a test polling the folder never reads half a file.
        const file = path.join(mailDir, `${Date.now()}-${received}.json`);
        fs.writeFileSync(`${file}.partial`, JSON.stringify(message, null, 2));
        fs.renameSync(`${file}.partial`, file);
        callback();
      })
      .catch(callback);
  },
});
// A benchmark brings its own listener (E2E_SMTP_URL), so that receiving mail costs this process nothing.
const smtpUrl =
  process.env.E2E_SMTP_URL ??
  (await new Promise((resolve) =>
    smtp.listen(0, "127.0.0.1", () => resolve(`smtp://127.0.0.1:${smtp.server.address().port}`)),
  ));

Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  SMTP_URL: smtpUrl,
  SALES_EMAIL: "sales@nexoratech.in",
  // Browser tests submit forms from one address many times.
  FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT ?? "0",
  // The mailboxes' browser test connects to a Dovecot it starts on this machine.
  CALENDAR_FEED_ALLOW_PRIVATE: "true",
});

// The embedded database. The suite's server migrates and seeds a new one with the release step's
// command, as a fresh install does, into test-results; a test's own server (e2e/own-server.ts,
// E2E_COPY_SUITE_DATABASE) starts from a copy of it instead of migrating again: two thirds of the
// 4 CPU seconds a server took to start, for a dozen servers a run.
//
// On PostgreSQL instead (`node scripts/with-postgres.mjs npx playwright test`, which sets
// DATABASE_URL): every server, the suite's and a test's own, gets a new database of its own on that
// server, migrated and seeded by the same command; the whole server is thrown away after the run.
// A test's own server whose test names its database (E2E_DATABASE_AS_GIVEN, e2e/own-server.ts:
// two instances on one) uses that one as it is.
const suiteDatabase = path.resolve("test-results/e2e-database");
const givenDatabase = process.env.E2E_DATABASE_AS_GIVEN === "true";
if (process.env.DATABASE_URL && !givenDatabase) {
  const { url } = await createDatabaseOn(process.env.DATABASE_URL);
  process.env.DATABASE_URL = url;
  execFileSync(process.execPath, ["build/node/main.js", "migrate"], { stdio: ["ignore", "ignore", "inherit"] });
} else if (process.env.E2E_COPY_SUITE_DATABASE !== "true") {
  fs.rmSync(suiteDatabase, { recursive: true, force: true });
  execFileSync(process.execPath, ["build/node/main.js", "migrate"], {
    env: { ...process.env, DATA_DIR: suiteDatabase },
    // Its one line is not news; a failure's reasons are.
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The tests' own servers have stopped by the time the suite's does.
  process.on("exit", () => fs.rmSync(suiteDatabase, { recursive: true, force: true }));
}
if (!process.env.DATABASE_URL) fs.cpSync(path.join(suiteDatabase, "db"), path.join(dataDir, "db"), { recursive: true });

// One back-office account per role, created as a company creates its team: with the command
// line's list (one process: each process more cost about 1.3 s before the server could start),
// which prints a one-time link per account. e2e/staff.setup.ts opens the links to set the
// passwords before any browser test runs.
// "roaming" is for the tests that sign out everywhere, which would end the others' saved sessions;
// "guarded" for the one where strangers' guesses stop the account.
// E2E_STAFF, a JSON list of [account, role], replaces these (e2e/own-server.ts: none, as a
// fresh install has, or the few its tests need); E2E_STAFF_LINKS says where the links go.
const staffAccounts = process.env.E2E_STAFF
  ? JSON.parse(process.env.E2E_STAFF)
  : [
      ["admin", "admin"],
      ["sales", "sales"],
      ["recruiter", "recruiter"],
      ["editor", "editor"],
      ["interviewer", "interviewer"],
      ["roaming", "sales"],
      ["guarded", "sales"],
    ];
const staffLinks = {};
if (staffAccounts.length > 0) {
  const list = path.join(dataDir, "staff.csv");
  fs.writeFileSync(
    list,
    [
      "email,role,name",
      ...staffAccounts.map(([account, role]) => `${account}.e2e@nexoratech.in,${role},E2E ${account}`),
    ].join("\n"),
  );
  const output = execFileSync(process.execPath, ["build/node/staff-cli.js", "add-list", list], { encoding: "utf8" });
  // One link per account, in the list's order.
  const links = output.match(/https?:\/\/\S+\/admin\/set-password\/\S+/g) ?? [];
  staffAccounts.forEach(([account], index) => (staffLinks[account] = links[index]));
  fs.rmSync(list);
}
fs.writeFileSync(
  process.env.E2E_STAFF_LINKS ?? path.join(mailDir, "..", "e2e-staff-links.json"),
  JSON.stringify(staffLinks, null, 2),
);

await import(pathToFileURL(path.resolve("build/node/main.js")).href);
