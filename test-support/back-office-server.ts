import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { getTableName, type Table } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";

import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { staffRoles, type StaffRole } from "../domain/staff/staff";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import type { Database } from "../server/db/db";
import { seed } from "../server/db/seed";
import { seedJobs } from "../server/db/seed-jobs";
import { staffAccounts } from "../server/db/schema";
import { availableSlots, createBooking } from "../server/bookings/bookings";
import { recordEnquiry } from "../server/enquiries/enquiries";
import { diskFileStore, type FileStore } from "../server/kernel/storage/file-store";
import { inviteStaff, setPasswordWithLink } from "../server/staff/accounts";
import { setRolesRequiringSecondFactor } from "../server/staff/second-factor-policy";
import { commandLine } from "../server/kernel/audit/audit";
import { submitSampleApplication } from "./sample-application";
import { bookingNow, sampleBooking, sampleEnquiry } from "./sample-submissions";
import { watchRowChanges } from "./row-changes";
import { openTestDatabase } from "./test-database";
import { testPasswords, testPasswordsEnv } from "./test-passwords";

export const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
/** Every staff account's password. */
export const staffPassword = "monsoon-tamarind-kite-2026";

export type BackOfficeServerOptions = {
  /** The server's clock, one the test may move; unless given, it stands still at `bookingNow`. */
  clock?: () => Date;
  /** The roles that get an account (`{role}@test.example`); unless given, every role. */
  roles?: readonly StaffRole[];
  /** Members' calendars and mailboxes may be on this machine (CALENDAR_FEED_ALLOW_PRIVATE): a test's CalDAV or IMAP server. */
  serversOnThisMachine?: boolean;
};

export type BackOfficeServer = {
  app: FastifyInstance;
  database: Database;
  /** The app's own resume store (DATA_DIR/resumes), for applications submitted without HTTP. */
  resumes: FileStore;
  /** The app's own image store (DATA_DIR/images), for editors' images uploaded without HTTP. */
  images: FileStore;
  /** The app's own store of contact lists waiting for their import (DATA_DIR/contact-imports). */
  contactImportFiles: FileStore;
  /** The records the back office's pages are about: an enquiry, a call, an open job and an application to it. */
  records: { enquiryId: string; bookingId: string; jobId: string; applicationId: string };
  /**
   * Books a confirmed call two days after the clock's "now", on that day's first free slot, by a
   * caller of its own (one mailbox holds only so many upcoming calls), and answers its id.
   */
  bookCall(): Promise<string>;
  /** A session cookie of a staff member with the role, signed in through the sign-in page as a browser does. */
  signIn(role: StaffRole): Promise<string>;
  /**
   * A request as a browser sends it from a page of the site (Host, and Origin on a POST), with
   * the test's headers on top; a header given as undefined is left out (a POST without an Origin).
   */
  request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  /**
   * What a request could change: how many rows each table has had written (sessions aside, and the
   * tables `without` names; see `watchRowChanges`), and the stored resumes, images and contact lists.
   */
  /** The day's daily e-mails counted as sent for every account there is now (those a test's fixtures made too). */
  claimTodaysDigests(): Promise<void>;
  snapshot(options?: { without?: readonly Table[] }): Promise<string>;
  close(): Promise<void>;
};

/**
 * The real server on the production build (run `npm run build` first), with one staff account
 * per role and a record of each kind.
 */
export async function startBackOfficeServer({
  clock = () => bookingNow,
  roles = staffRoles,
  serversOnThisMachine = false,
}: BackOfficeServerOptions = {}): Promise<BackOfficeServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-back-office-"));
  const resumes = diskFileStore(path.join(dataDir, "resumes"));
  const images = diskFileStore(path.join(dataDir, "images"));
  const contactImportFiles = diskFileStore(path.join(dataDir, "contact-imports"));
  const database = await openTestDatabase();
  await seed(database.db, clock());
  const app = await buildApp({
    config: loadConfig({
      ...testPasswordsEnv,
      FORM_RATE_LIMIT: "0",
      SALES_EMAIL: "sales@test.example",
      PUBLIC_SITE_URL: origin,
      DATA_DIR: dataDir,
      ...(serversOnThisMachine ? { CALENDAR_FEED_ALLOW_PRIVATE: "true" } : {}),
    }),
    database,
    web: { mode: "production", buildDirectory: path.resolve("build") },
    clock,
  });
  await app.ready();

  // The table's callers are signed-in sessions, whatever their role: the steps before that (a second
  // factor's code, setting one up) are tested on their own (server/staff/second-factor.db.test.ts, e2e).
  await setRolesRequiringSecondFactor(database.db, commandLine, [], clock());
  for (const role of roles) {
    const invite = { email: `${role}@test.example`, name: `Test ${role}`, role };
    const { token } = await inviteStaff(database.db, commandLine, invite, clock());
    await setPasswordWithLink(database.db, token, staffPassword, clock(), testPasswords);
  }
  // The clock stands at 09:00 in India: the digest's first run (10 s after the start) would queue the
  // day's e-mails in the middle of a test comparing the rows written before and after a refused form.
  const claimTodaysDigests = async () => {
    await database.db.update(staffAccounts).set({ lastDigestDate: indiaDateOf(clock()) });
  };
  await claimTodaysDigests();
  const submission = () => ({
    salesEmail: "sales@test.example",
    publicSiteUrl: origin,
    clientIp: "203.0.113.9",
    now: clock(),
  });

  async function bookCall(): Promise<string> {
    const date = shiftDate(indiaDateOf(clock()), 2);
    const [time] = await availableSlots(database.db, date, clock());
    if (time === undefined) throw new Error(`No free slot on ${date} to book a call in.`);
    const caller = { ...sampleBooking, email: `caller-${time.replace(/\W/g, "")}@example.in`, date, time };
    return (await createBooking(database.db, caller, submission())).confirmation.id;
  }

  const jobId = seedJobs[0]!.id;
  const records = {
    enquiryId: (await recordEnquiry(database.db, { ...sampleEnquiry, source: "contact" }, submission())).id,
    bookingId: await bookCall(),
    jobId,
    applicationId: (await submitSampleApplication(database.db, resumes, { jobId, now: clock() })).id,
  };

  const request: BackOfficeServer["request"] = ({ headers, ...options }) => {
    const all = { host, ...(options.method === "POST" ? { origin } : {}), ...headers };
    return app.inject({
      ...options,
      headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)),
    });
  };

  const rowsWritten = await watchRowChanges(database);
  return {
    app,
    database,
    resumes,
    images,
    contactImportFiles,
    records,
    bookCall,
    request,
    async signIn(role) {
      const response = await request({
        method: "POST",
        url: "/admin/sign-in",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          email: `${role}@test.example`,
          password: staffPassword,
          next: "/admin",
        }).toString(),
      });
      if (response.statusCode !== 302) throw new Error(`${role} cannot sign in: ${response.statusCode}`);
      return String(response.headers["set-cookie"]).split(";")[0]!;
    },
    claimTodaysDigests,
    async snapshot({ without = [] } = {}) {
      const rows = await rowsWritten({ without: without.map((table) => getTableName(table)) });
      const files = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);
      return [
        rows,
        ...files(path.join(dataDir, "resumes")),
        ...files(path.join(dataDir, "images")),
        ...files(path.join(dataDir, "contact-imports")),
      ].join("\n");
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For the tests of one file: the server (as `startBackOfficeServer` starts it), started before
 * them with the admin signed in (`admin` is the session cookie) and closed after them. Its
 * fields are there once the tests run.
 */
export function backOfficeWithAdmin(): { server: BackOfficeServer; admin: string } {
  const started = {} as { server: BackOfficeServer; admin: string };
  beforeAll(async () => {
    started.server = await startBackOfficeServer();
    started.admin = await started.server.signIn("admin");
  });
  afterAll(() => started.server?.close());
  return started;
}
