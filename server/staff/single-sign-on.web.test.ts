import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../app";
import { loadConfig } from "../config";
import { staffSessions } from "../db/schema";
import type { Database } from "../db/db";
import { startOidcProvider, type TestProvider } from "../../test-support/oidc-provider";
import { plainBrowser, siteOverHttp, type PlainPage, type SiteRequest } from "../../test-support/plain-browser";
import { fill } from "../../test-support/plain-browser";
import { openTestDatabase } from "../../test-support/test-database";
import { commandLine } from "../kernel/audit/audit";
import { inviteStaff } from "./accounts";

/**
 * Single sign-on refused, against a real OpenID Connect provider started here and the real server
 * on the production build (run `npm run build` first), driven as a browser without JavaScript
 * follows it: the sign-in page's button, the provider's login and consent pages, the callback. An
 * address outside the allowed domain and one at the domain without a back-office account are each
 * sent back to the sign-in page with the reason, and nothing opens; the provider's answer, once
 * used, is refused when its address is opened again.
 */
const origin = "http://127.0.0.1:3000";
const member = "sunita.rao@nexoratech.in";

describe("single sign-on's refusals", () => {
  let provider: TestProvider;
  let app: FastifyInstance;
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-single-sign-on-"));

  beforeAll(async () => {
    provider = await startOidcProvider();
    provider.serve({
      redirectUri: `${origin}/admin/sign-in/sso/callback`,
      people: {
        [member]: { email_verified: true, hd: "nexoratech.in" },
        "visitor@gmail.com": { email_verified: true },
        "stranger@nexoratech.in": { email_verified: true, hd: "nexoratech.in" },
      },
    });
    database = await openTestDatabase();
    app = await buildApp({
      config: loadConfig({
        PUBLIC_SITE_URL: origin,
        DATA_DIR: dataDir,
        FORM_RATE_LIMIT: "0",
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_ALLOWED_DOMAIN: "nexoratech.in",
      }),
      database,
      web: { mode: "production", buildDirectory: path.resolve("build") },
    });
    await app.ready();
    await inviteStaff(database.db, commandLine, { email: member, name: "Sunita Rao", role: "sales" }, new Date());
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The site, as a browser reaches it from its own pages. */
  const site: SiteRequest = ({ headers, ...options }) =>
    app.inject({
      ...options,
      headers: { host: "127.0.0.1:3000", ...(options.method === "POST" ? { origin } : {}), ...headers },
    });

  /** From the sign-in page's button through the provider's pages as `email`, back to the site. */
  async function signInThroughProvider(email: string) {
    const browser = plainBrowser(site);
    const signIn = await browser.open("/admin/sign-in");
    const handOff = await browser.press(signIn.screen.getByRole("button", { name: "Sign in with single sign-on" }));
    // The hand-off page moves the browser on with a meta refresh (a browser without script follows it too).
    const refresh = handOff.document.querySelector('meta[http-equiv="refresh"]')!.getAttribute("content")!;
    const authorization = new URL(refresh.replace(/^0;url=/, ""));
    expect(authorization.origin).toBe(provider.issuer);

    const atProvider = plainBrowser(siteOverHttp(provider.issuer), { origin: provider.issuer });
    let page: PlainPage = await atProvider.open(`${authorization.pathname}${authorization.search}`);
    for (let step = 0; !page.leftFor; step += 1) {
      if (step === 3) throw new Error(`The provider did not send the browser back: ${page.text.slice(0, 300)}`);
      const login = page.document.querySelector<HTMLInputElement>('input[name="login"]');
      if (login) {
        fill(login, email);
        fill(page.document.querySelector<HTMLInputElement>('input[name="password"]')!, "any password");
        page = await atProvider.press(page.screen.getByRole("button", { name: "Sign-in" }));
      } else {
        page = await atProvider.press(page.screen.getByRole("button", { name: "Continue" }));
      }
    }
    const callback = new URL(page.leftFor);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/admin/sign-in/sso/callback`);
    const callbackPath = `${callback.pathname}${callback.search}`;
    return { browser, callbackPath, answer: await browser.open(callbackPath) };
  }

  it.each([
    [
      "an address outside the allowed domain",
      "visitor@gmail.com",
      "outside-domain",
      "Single sign-on is for nexoratech.in addresses only.",
    ],
    [
      "an address at the domain without a back-office account",
      "stranger@nexoratech.in",
      "unknown-account",
      "No back-office account has this e-mail address. Ask an admin to invite you.",
    ],
  ])("%s is refused on the sign-in page, and nothing opens", async (_case, email, refusal, message) => {
    const { browser, answer } = await signInThroughProvider(email);
    expect(answer.url).toBe(`/admin/sign-in?sso=${refusal}`);
    expect(answer.screen.getByRole("alert").textContent?.trim()).toBe(message);
    expect(await database.db.select().from(staffSessions)).toEqual([]);
    // Nothing opened: the back office still asks to sign in.
    expect((await browser.open("/admin")).url).toMatch(/^\/admin\/sign-in/);
  });

  it("the provider's answer is good once: the callback's address opened again refuses", async () => {
    const { browser, callbackPath, answer } = await signInThroughProvider(member);
    // The callback's page hands the browser on to the finish, which opens the session.
    const refresh = answer.document.querySelector('meta[http-equiv="refresh"]')!.getAttribute("content")!;
    const overview = await browser.open(refresh.replace(/^0;url=/, ""));
    expect(overview.url).toBe("/admin");
    expect(overview.screen.getByRole("heading", { level: 1, name: "Welcome, Sunita Rao" })).toBeTruthy();
    const signedOut = await browser.press(overview.screen.getByRole("button", { name: "Sign out" }));
    expect(signedOut.text).toContain("You are signed out.");

    const replayed = await browser.open(callbackPath);
    expect(replayed.url).toBe("/admin/sign-in?sso=expired");
    expect(replayed.screen.getByRole("alert").textContent).toContain("took too long or was already used");
    expect((await browser.open("/admin")).url).toMatch(/^\/admin\/sign-in/);
  });
});
