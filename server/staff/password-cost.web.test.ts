import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { staffAccounts } from "../db/schema";
import { startBackOfficeServer, type BackOfficeServer } from "../../test-support/back-office-server";
import { inviteStaff } from "./accounts";
import { commandLine } from "../kernel/audit/audit";

/**
 * The tests hand the server a cheap password hasher (test-support/test-passwords.ts); the server
 * built as main.ts builds it, without one, hashes at the real cost.
 */
let server: BackOfficeServer;
beforeAll(async () => {
  server = await startBackOfficeServer({ roles: [], passwords: "the server's own" });
});
afterAll(() => server?.close());

it("a password set through the page is hashed at OWASP's scrypt cost", async () => {
  const { db } = server.database;
  const { account, token } = await inviteStaff(
    db,
    commandLine,
    { email: "cost@test.example", name: "", role: "sales" },
    new Date(),
  );
  const response = await server.request({
    method: "POST",
    url: `/admin/set-password/${token}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      password: "monsoon-tamarind-kite-2026",
      confirmation: "monsoon-tamarind-kite-2026",
    }).toString(),
  });
  expect(response.statusCode).toBe(302);
  const [stored] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
  expect(stored!.passwordHash!.split("$").slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
});
