import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { expect } from "@playwright/test";

import type { StaffRole } from "../domain/staff";
import type { ReceivedMail } from "./mailbox";

/**
 * A second server for the tests of how staff get in: started on a fresh embedded database with
 * only the accounts a test asks for (none: a new install), on `localhost` (passkeys need a domain name; an IP address
 * cannot be a WebAuthn relying party), with its own mail folder and any settings a test adds
 * (single sign-on's, say). The shared server of the other tests keeps its accounts untouched.
 */
export type IdentityServer = {
  /** http://localhost:<port>, which is also the server's PUBLIC_SITE_URL. */
  origin: string;
  /** Each account's one-time link to set its password ("<name>.e2e@nexoratech.in"). */
  passwordLinks: Record<string, string>;
  /** Everything the server has printed so far. */
  output(): string;
  /** Waits until `count` messages mentioning `needle` have arrived, and answers them. */
  waitForMails(needle: string, count: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function mailsIn(mailDir: string, needle: string): ReceivedMail[] {
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as ReceivedMail)
    .filter((mail) => JSON.stringify(mail).includes(needle));
}

export async function startIdentityServer({
  accounts = [],
  env = {},
}: { accounts?: [name: string, role: StaffRole][]; env?: Record<string, string> } = {}): Promise<IdentityServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "identity-server-"));
  const mailDir = path.join(workDir, "mail");
  const linksFile = path.join(workDir, "links.json");
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      PUBLIC_SITE_URL: origin,
      E2E_STAFF: JSON.stringify(accounts),
      E2E_STAFF_LINKS: linksFile,
      E2E_MAIL_DIR: mailDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The identity server stopped:\n${output}`);
        return fetch(`http://127.0.0.1:${port}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000 },
    )
    .toBe(200);

  return {
    origin,
    passwordLinks: JSON.parse(fs.readFileSync(linksFile, "utf8")) as Record<string, string>,
    output: () => output,
    async waitForMails(needle, count) {
      await expect.poll(() => mailsIn(mailDir, needle).length, { timeout: 15_000 }).toBe(count);
      return mailsIn(mailDir, needle);
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
