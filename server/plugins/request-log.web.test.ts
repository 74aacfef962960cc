import { eq } from "drizzle-orm";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testBrowserLaunchOptions } from "../../scripts/chromium.mjs";
import { outboxEmails } from "../db/schema";
import { productionServer, serverLogInto } from "../../test-support/production-server";

/**
 * The request log of a visitor's browser session on a manage link: the production
 * build (run `npm run build` first) through the real server on a port, logging as main.ts logs,
 * and Chromium opening the link, moving the call and cancelling it, as the e-mail's reader does.
 * Every line the server writes, and anything printed on stderr meanwhile, holds no part of the
 * link's token and not the visitor's address, though the page's data requests, its route-list
 * requests and its form posts all carry the token in their URLs.
 */
describe("the server's log of a browser session on a manage link", () => {
  const lines: string[] = [];
  const printed: string[] = [];
  const email = "ishaan.verma@example.in";
  // Every request's line (REQUEST_LOG=all): the page's reads carry the token too.
  const server = productionServer("request-log", {
    env: { REQUEST_LOG: "all" },
    dependencies: { logger: serverLogInto(lines) },
    listen: true,
  });
  let browser: Browser;
  let origin: string;
  const writeStderr = process.stderr.write.bind(process.stderr);

  beforeAll(async () => {
    origin = `http://127.0.0.1:${server.port}`;
    browser = await chromium.launch(testBrowserLaunchOptions);
    // React Router printed loader and action errors here, past the log's redaction.
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      printed.push(String(chunk));
      return writeStderr(chunk, ...rest);
    }) as typeof process.stderr.write;
  });

  afterAll(async () => {
    process.stderr.write = writeStderr;
    await browser?.close();
  });

  it("holds no token, though the link was opened, the call moved and then cancelled", async () => {
    const dates: string[] = (await (await fetch(`${origin}/demo/dates`)).json()).data.bookableDates;
    const date = dates[5]!;
    const slots: string[] = (await (await fetch(`${origin}/demo/slots/${date}`)).json()).data.availableSlots;
    const booked = await fetch(`${origin}/demo/book`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Ishaan",
        lastName: "Verma",
        email,
        phone: "+91 98765 43210",
        message: "",
        domain: "Security",
        date,
        time: slots.at(-1),
      }),
    });
    expect(booked.status).toBe(201);
    const [confirmation] = await server.database.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "booking.confirmation"));
    const managePath = /\/demo\/manage\/[\w-]{43}/.exec(confirmation!.text)![0];
    const token = managePath.slice("/demo/manage/".length);

    const page = await browser.newPage();
    await page.goto(`${origin}${managePath}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("link", { name: "Reschedule" }).click();
    const calendar = page.getByRole("grid");
    await calendar.waitFor();
    await page.getByRole("button", { name: "Next month" }).click();
    await calendar.locator("button:not([disabled])").nth(3).click();
    const times = page.getByRole("list", { name: "Available times" });
    await times.getByRole("button").last().click();
    await page.getByRole("button", { name: "Move my call" }).click();
    await page.getByRole("status").filter({ hasText: "Your call is moved" }).waitFor();
    await page.getByRole("link", { name: "Cancel the call" }).click();
    await page.getByRole("button", { name: "Yes, cancel the call" }).click();
    await page.getByRole("status").filter({ hasText: "Your call is cancelled" }).waitFor();
    await page.close();

    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    // The session made the requests that carried the token: the page, its route list, its data
    // requests and its posts.
    expect(urls).toContain("/demo/manage/[token]");
    expect(urls.some((url) => url!.startsWith("/__manifest?") && url!.includes("%2Fdemo%2Fmanage%2F[token]"))).toBe(
      true,
    );
    expect(urls.filter((url) => url!.startsWith("/demo/manage/[token].data")).length).toBeGreaterThanOrEqual(3);
    const everything = [...lines, ...printed].join("");
    for (const part of [token, token.slice(0, 16), token.slice(-16), encodeURIComponent(managePath), email]) {
      expect(everything).not.toContain(part);
    }
  });
});
