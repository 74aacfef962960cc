import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { staffAccounts } from "../db/schema";
import { productionServer, type ProductionServer } from "../../test-support/production-server";
import { testPasswordsEnv } from "../../test-support/test-passwords";
import { inviteStaff } from "./accounts";
import { commandLine } from "../kernel/audit/audit";

const origin = "http://127.0.0.1:3000";

/** Sets a new account's password through the page, as its owner does from the link, and answers the stored hash's cost. */
async function costOfAPasswordSetThroughThePage(server: ProductionServer): Promise<string[]> {
  const { db } = server.database;
  const { account, token } = await inviteStaff(
    db,
    commandLine,
    { email: "cost@test.example", name: "", role: "sales" },
    new Date(),
  );
  const response = await server.app.inject({
    method: "POST",
    url: `/admin/set-password/${token}`,
    headers: { host: new URL(origin).host, origin, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      password: "monsoon-tamarind-kite-2026",
      confirmation: "monsoon-tamarind-kite-2026",
    }).toString(),
  });
  expect(response.statusCode).toBe(302);
  const [stored] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
  return stored!.passwordHash!.split("$").slice(0, 4);
}

describe("the server built as main.ts builds it", () => {
  const server = productionServer("password-cost", { env: { PUBLIC_SITE_URL: origin } });

  it("hashes a password set through the page at OWASP's scrypt cost", async () => {
    expect(await costOfAPasswordSetThroughThePage(server)).toEqual(["scrypt", "131072", "8", "1"]);
  });
});

/** How the browser tests' servers, which the tests start as processes of their own, hash (decision 082). */
describe("a server told PASSWORD_HASH_TEST_COST", () => {
  const server = productionServer("password-test-cost", { env: { PUBLIC_SITE_URL: origin, ...testPasswordsEnv } });

  it("hashes at the tests' cost", async () => {
    expect(await costOfAPasswordSetThroughThePage(server)).toEqual(["scrypt", "1024", "8", "1"]);
  });
});
