import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import type { Cookie, Page } from "@playwright/test";

import type { StaffRole } from "../domain/staff/staff";
import { freePort } from "../test-support/free-port";
import { testPasswordsEnv } from "../test-support/test-passwords";
import { expect, test, waitForHydration } from "./fixtures";
import { mailsIn, type ReceivedMail } from "./mailbox";

/**
 * A server of a test's own: started on a fresh embedded database with only the accounts a test
 * asks for (none: a new install), on `localhost` (passkeys need a domain name; an IP address cannot
 * be a WebAuthn relying party), with its own mail folder and any settings a test adds (single
 * sign-on's, say), and, when asked, a clock the test moves. The shared server of the other tests
 * keeps its accounts and its time untouched.
 */
export type OwnServer = {
  /** http://localhost:<port>, which is also the server's PUBLIC_SITE_URL. */
  origin: string;
  /** Each account's one-time link to set its password ("<name>.e2e@nexoratech.in"). */
  passwordLinks: Record<string, string>;
  /**
   * Signs `account` ("<account>.e2e@nexoratech.in") in on `page` with `password`, first setting it
   * with the account's one-time link when this is the account's first sign-in; ends on /admin.
   */
  signIn(page: Page, account: string, password: string): Promise<void>;
  /** Everything the server has printed so far. */
  output(): string;
  /**
   * Moves the server's clock to `offsetSeconds` from the real time (a server started with
   * `clockOffsetSeconds` only). Timers due by then fire at the server's next wake, as on a machine that
   * slept; the server reads the new time within a second.
   */
  setClock(offsetSeconds: number): void;
  /** Sets the server's clock to `instant` (it runs on from there) and waits until the server reads it. */
  moveClockTo(instant: Date): Promise<void>;
  /**
   * A GET of `pathname` over a connection of its own, as a browser opens one after its kept one
   * failed: when the clock jumps, the server's idle timers fire and close the connections kept
   * alive, and a reused one (fetch's) may be reset mid-request.
   */
  get(pathname: string): Promise<{ status: number; date: string; text: string }>;
  /** The messages mentioning `needle` that have arrived so far. */
  mails(needle: string): ReceivedMail[];
  /** Waits until `count` messages mentioning `needle` have arrived, and answers them. */
  waitForMails(needle: string, count: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
};

/** How long a server may take to answer /readyz after it is spawned. */
const startTimeoutMs = 60_000;

/** libfaketime's relative offset, in seconds: "+90", "-3600". */
const writeOffset = (clockFile: string, offsetSeconds: number) =>
  fs.writeFileSync(clockFile, `${offsetSeconds >= 0 ? "+" : ""}${Math.round(offsetSeconds)}`);

/**
 * Debian's libfaketime (the faketime package, which `npm test` already needs), preloaded into the
 * server: the offset is read from a file the test rewrites, at most a second old.
 */
function movableClockEnv(clockFile: string, offsetSeconds: number): Record<string, string> {
  const library = fs
    .readdirSync("/usr/lib", { withFileTypes: true })
    .map((entry) => path.join("/usr/lib", entry.name, "faketime", "libfaketime.so.1"))
    .find((candidate) => fs.existsSync(candidate));
  if (!library) throw new Error("libfaketime is missing: apt-get install faketime");
  writeOffset(clockFile, offsetSeconds);
  return { LD_PRELOAD: library, FAKETIME_TIMESTAMP_FILE: clockFile, FAKETIME_CACHE_DURATION: "1" };
}

export async function startOwnServer({
  accounts = [],
  env = {},
  clockOffsetSeconds,
}: {
  accounts?: [name: string, role: StaffRole][];
  env?: Record<string, string>;
  /** Starts the server's clock this far from the real time, and lets the test move it (`setClock`). */
  clockOffsetSeconds?: number;
} = {}): Promise<OwnServer> {
  // Starting a server (its database copied, accounts) is the hook's own work: it gets its
  // own minute on top of whatever the hook or test had, so a busy machine does not eat the test's time.
  test.info().setTimeout(test.info().timeout + startTimeoutMs);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "own-server-"));
  const mailDir = path.join(workDir, "mail");
  const linksFile = path.join(workDir, "links.json");
  const clockFile = path.join(workDir, "clock");
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: {
      ...process.env,
      // As the suite's server (playwright.config.ts): passwords at the tests' cost.
      ...testPasswordsEnv,
      ...env,
      ...(clockOffsetSeconds === undefined ? {} : movableClockEnv(clockFile, clockOffsetSeconds)),
      PORT: String(port),
      PUBLIC_SITE_URL: origin,
      E2E_STAFF: JSON.stringify(accounts),
      E2E_STAFF_LINKS: linksFile,
      E2E_MAIL_DIR: mailDir,
      // The suite's server has migrated and seeded a database already (scripts/e2e-server.mjs).
      E2E_COPY_SUITE_DATABASE: "true",
      // A database the test names is used as it is (two instances share one), not replaced by one
      // of the server's own as a run on PostgreSQL gives each server.
      ...(env.DATABASE_URL ? { E2E_DATABASE_AS_GIVEN: "true" } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // A hook that times out while the server starts never reaches `stop`: the worker's exit stops it
  // instead, rather than leave it running after the tests.
  const stopOnExit = () => child.kill("SIGTERM");
  process.once("exit", stopOnExit);

  const get: OwnServer["get"] = (pathname) =>
    new Promise((resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}${pathname}`, { agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            date: response.headers.date ?? "",
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      });
      request.on("error", reject);
    });

  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
        return get("/readyz").then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: startTimeoutMs },
    )
    .toBe(200);

  const setClock: OwnServer["setClock"] = (offsetSeconds) => {
    if (clockOffsetSeconds === undefined) throw new Error("This server was started without a movable clock.");
    writeOffset(clockFile, offsetSeconds);
  };

  const passwordLinks = JSON.parse(fs.readFileSync(linksFile, "utf8")) as Record<string, string>;
  const passwordSet = new Set<string>();
  /** Each account's signed-in cookies, from its last sign-in with the password. */
  const sessions = new Map<string, Cookie[]>();
  return {
    origin,
    passwordLinks,
    async signIn(page, account, password) {
      // The account's session from an earlier sign-in, while the server still knows it (a sign-out,
      // or a clock moved past its end, ends it): one page instead of the sign-in's two or three.
      const session = sessions.get(account);
      if (session) {
        await page.context().addCookies(session);
        await page.goto(`${origin}/admin`);
        if (page.url() === `${origin}/admin`) return;
      }
      // Each page's own code before its fields (typed into the server's HTML, they are lost).
      if (!passwordSet.has(account)) {
        await page.goto(passwordLinks[account]!);
        await waitForHydration(page);
        await page.getByLabel(/^New password(?! again)/).fill(password);
        await page.getByLabel(/^New password again/).fill(password);
        await page.getByRole("button", { name: "Set password" }).click();
        await expect(page.getByText("Your password is set. Please sign in with it.")).toBeVisible();
        passwordSet.add(account);
      } else await page.goto(`${origin}/admin/sign-in`);
      await waitForHydration(page);
      await page.getByLabel(/^E-mail address/).fill(`${account}.e2e@nexoratech.in`);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page).toHaveURL(`${origin}/admin`);
      sessions.set(account, await page.context().cookies(origin));
    },
    output: () => output,
    setClock,
    get,
    async moveClockTo(instant) {
      setClock((instant.getTime() - Date.now()) / 1000);
      // The Date header has whole seconds: from a second before the instant to well before the next minute.
      const reached = (date: string) =>
        Date.parse(date) >= instant.getTime() - 1_000 && Date.parse(date) < instant.getTime() + 30_000;
      await expect.poll(async () => reached((await get("/readyz")).date), { timeout: 10_000 }).toBe(true);
    },
    mails: (needle) => mailsIn(mailDir, needle),
    async waitForMails(needle, count) {
      await expect
        .poll(
          async () => {
            // A request wakes a server that sleeps until its next timer: one whose clock moved runs what came due.
            await get("/readyz").catch(() => undefined);
            return mailsIn(mailDir, needle).length;
          },
          { timeout: 15_000 },
        )
        .toBe(count);
      return mailsIn(mailDir, needle);
    },
    async stop() {
      process.off("exit", stopOnExit);
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server of their own (startOwnServer's) for the tests of the describe block that calls this:
 * started before them and stopped after them. Use it inside a hook or a test.
 *
 * `sharedInWorker`: the worker's server of these options instead, started by the first describe
 * block that asks for it and kept until the worker ends, for tests that need a server of their own
 * only for accounts of their own (no clock they move, no settings, no new install) and keep to their
 * own accounts and data (`workerServer`).
 */
export function ownServerOfTheseTests(
  options: Parameters<typeof startOwnServer>[0],
  { sharedInWorker = false } = {},
): OwnServer {
  let server: OwnServer | undefined;
  test.beforeAll(async ({ workerKept }) => {
    server = sharedInWorker
      ? await workerKept(`own server ${JSON.stringify(options)}`, () => startOwnServer(options))
      : await startOwnServer(options);
  });
  test.afterAll(() => (sharedInWorker ? undefined : server?.stop()));
  return new Proxy({} as OwnServer, {
    get(_target, member: keyof OwnServer) {
      if (!server) throw new Error("The server starts before the tests: use it inside a hook or a test.");
      return server[member];
    },
  });
}

/**
 * The accounts of the server the specs that need only accounts of their own share in a worker
 * (`ownServerOfTheseTests(workerServer, { sharedInWorker: true })`). Only "ishaan" and "lead" are in
 * sales: two-roles' leads go to whoever in sales can act, and its owners' list is theirs alone.
 */
export const workerServer = {
  accounts: [
    // two-roles: Ishaan is invited to sales and never sets a password.
    ["ishaan", "sales"],
    ["lead", "sales"],
    ["ekta", "editor"],
    // passkeys
    ["keyholder", "editor"],
  ],
} satisfies Parameters<typeof startOwnServer>[0];
