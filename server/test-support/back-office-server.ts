import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

import type { StaffRole } from "../../domain/staff";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/open-db";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { bookDemo } from "../bookings/bookings";
import { recordEnquiry } from "../enquiries/enquiries";
import { diskResumeStore } from "../careers/resume-store";
import { inviteStaff, setPasswordWithLink } from "../staff/accounts";
import { commandLine } from "../staff/audit";
import { submitSampleApplication } from "./sample-application";
import { bookingNow, sampleBooking, sampleEnquiry } from "./sample-submissions";
import { openTestDatabase } from "./test-database";

export const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
const password = "monsoon-tamarind-kite-2026";

export type BackOfficeServer = {
  app: FastifyInstance;
  database: Database;
  /** The records the back office's pages are about: an enquiry, a call, an open job and an application to it. */
  records: { enquiryId: string; bookingId: string; jobId: string; applicationId: string };
  /** A session cookie of a staff member with the role, signed in through the sign-in page as a browser does. */
  signIn(role: StaffRole): Promise<string>;
  /** A request as a browser sends it from a page of the site (Host, and Origin on a POST). */
  request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  /**
   * Every row of every table, as text: what a request could change. Sessions aside, since
   * reading any page moves its session's idle deadline.
   */
  snapshot(): Promise<string>;
  close(): Promise<void>;
};

/**
 * The real server on the production build (run `npm run build` first), with one staff account
 * per role and a record of each kind, its clock standing still at `bookingNow`.
 */
export async function startBackOfficeServer(): Promise<BackOfficeServer> {
  const clock = () => bookingNow;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-back-office-"));
  const database = await openTestDatabase();
  await seed(database.db, clock());
  const app = await buildApp({
    config: loadConfig({
      FORM_RATE_LIMIT: "0",
      SALES_EMAIL: "sales@test.example",
      PUBLIC_SITE_URL: origin,
      DATA_DIR: dataDir,
    }),
    database,
    web: { mode: "production", buildDirectory: path.resolve("build") },
    clock,
  });
  await app.ready();

  for (const role of ["admin", "sales", "recruiter"] as const) {
    const invite = { email: `${role}@test.example`, name: `Test ${role}`, role };
    const { token } = await inviteStaff(database.db, commandLine, invite, clock());
    await setPasswordWithLink(database.db, token, password, clock());
  }
  const submission = { salesEmail: "sales@test.example", clientIp: "203.0.113.9", now: clock() };
  const jobId = seedJobs[0]!.id;
  const records = {
    enquiryId: (await recordEnquiry(database.db, { ...sampleEnquiry, source: "contact" }, submission)).id,
    bookingId: (await bookDemo(database.db, sampleBooking, { ...submission, publicSiteUrl: origin })).confirmation.id,
    jobId,
    applicationId: (
      await submitSampleApplication(database.db, diskResumeStore(path.join(dataDir, "resumes")), {
        jobId,
        now: clock(),
      })
    ).id,
  };

  const request: BackOfficeServer["request"] = ({ headers, ...options }) =>
    app.inject({
      ...options,
      headers: { host, ...(options.method === "POST" ? { origin } : {}), ...headers },
    });

  return {
    app,
    database,
    records,
    request,
    async signIn(role) {
      const response = await request({
        method: "POST",
        url: "/admin/sign-in",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ email: `${role}@test.example`, password, next: "/admin" }).toString(),
      });
      if (response.statusCode !== 302) throw new Error(`${role} cannot sign in: ${response.statusCode}`);
      return String(response.headers["set-cookie"]).split(";")[0]!;
    },
    async snapshot() {
      const tables = (
        (await database.db.execute(
          sql`select table_name from information_schema.tables
              where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'staff_sessions'
              order by table_name`,
        )) as unknown as { rows: { table_name: string }[] }
      ).rows.map((row) => row.table_name);
      const rows: string[] = [];
      for (const table of tables) {
        const { rows: found } = (await database.db.execute(
          sql`select t::text as row from ${sql.identifier(table)} t order by 1`,
        )) as unknown as { rows: { row: string }[] };
        rows.push(...found.map((row) => `${table}: ${row.row}`));
      }
      return [...rows, ...fs.readdirSync(path.join(dataDir, "resumes")).sort()].join("\n");
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
