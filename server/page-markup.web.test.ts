import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

import { seed } from "./db/seed";
import { productionServer } from "../test-support/production-server";

/** The W3C's Nu Html Checker, as the vnu-jar package brings it; it runs on the machine's Java. */
const checker = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * The public pages besides those sitemap.xml lists (every indexable page: the marketing pages, the
 * open jobs, the posts), with the status each answers with.
 */
const unlistedPages: readonly { url: string; status: number }[] = [
  { url: "/error", status: 200 },
  { url: "/career?q=engineer", status: 200 },
  { url: "/privacy/your-data", status: 200 },
  { url: "/privacy/nominee", status: 200 },
  { url: "/job-alerts/unsubscribed", status: 200 },
  { url: "/job-alerts/confirm/not-a-token", status: 404 },
  { url: "/no-such-page", status: 404 },
  { url: "/career/apply/no-such-job", status: 404 },
  { url: "/blog/no-such-post", status: 404 },
];

/**
 * What the checker reports that HTML and CSS allow, as browsers read them: its rules lag the
 * standards there. Each is named exactly, so any other message fails the test.
 */
const checkerLags: readonly RegExp[] = [
  // HTML lets <link rel=expect> hold the first paint until an element is read (blocking="render",
  // app/components/site-document.tsx); the checker allows the attribute on rel=stylesheet alone.
  /^A 'link' element with a 'blocking' attribute must have a 'rel' attribute whose value is 'stylesheet'\.$/,
  // Tailwind's inline CSS registers its custom properties (CSS Properties and Values API)...
  /^CSS: Unrecognized at-rule '@property'\.?$/,
  // ...animates them...
  /^CSS: 'transition-property': '--tw-[a-z-]+' is not a 'transition-property' value\.$/,
  // ...and asks in @supports whether the browser knows a property, which the checker does not.
  /^CSS: 'margin-trim': Property 'margin-trim' doesn't exist\.$/,
];

type CheckerMessage = { url: string; message: string; extract?: string };

const runJava = promisify(execFile);

/** One run of the checker over every file (one Java start, not one per page): its errors. */
async function checkerErrors(files: readonly string[]): Promise<CheckerMessage[]> {
  // Java's quick compiler alone, and one collector thread: a third of the processor time of its
  // defaults for the same report. The checker's grammar needs a deep stack.
  const java = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
  const args = [...java, "-jar", checker, "--errors-only", "--no-langdetect", "--asciiquotes", "--format", "json"];
  // Its report goes to stderr, written all the same when it exits 1 for the errors it found.
  const report = await runJava("java", [...args, ...files], { maxBuffer: 64 * 2 ** 20 }).then(
    ({ stderr }) => stderr,
    (error: { code?: unknown; stderr?: unknown }) => {
      if (error.code === "ENOENT") throw new Error("No java on PATH: apt-get install -y default-jre-headless");
      if (error.code === 1 && typeof error.stderr === "string" && error.stderr.startsWith("{")) return error.stderr;
      throw error;
    },
  );
  return (JSON.parse(report) as { messages: CheckerMessage[] }).messages;
}

/**
 * Every public page the site sends, prerendered or rendered per request, is HTML the Nu Html
 * Checker accepts without an error (decision 075). Run `npm run build` first: this reads build/
 * through the server.
 */
describe("the public pages' markup", () => {
  const host = "127.0.0.1:3000";
  const server = productionServer("page-markup", {
    env: { PUBLIC_SITE_URL: `http://${host}` },
    beforeBuilding: (database) => seed(database.db, new Date()),
  });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-page-markup-"));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it(
    "passes the Nu Html Checker on every public page, each fieldset with its legend",
    { timeout: 180_000 },
    async () => {
      const sitemap = (await server.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host } })).body;
      const listed = [...sitemap.matchAll(/<loc>http:\/\/127\.0\.0\.1:3000([^<]*)<\/loc>/g)].map(([, url = ""]) => url);
      // The seed's jobs and posts are there, the application form with them.
      expect(listed.filter((url) => url.startsWith("/career/apply/")).length).toBeGreaterThan(5);
      expect(listed.filter((url) => url.startsWith("/blog/")).length).toBeGreaterThan(5);
      const pages = [...listed.map((url) => ({ url, status: 200 })), ...unlistedPages];

      const urlOfFile = new Map<string, string>();
      const fieldsetsWithoutLegend: string[] = [];
      for (const [index, { url, status }] of pages.entries()) {
        const answer = await server.app.inject({ method: "GET", url, headers: { host, accept: "text/html" } });
        expect(answer.statusCode, url).toBe(status);
        const file = path.join(folder, `page-${index}.html`);
        fs.writeFileSync(file, answer.rawPayload);
        urlOfFile.set(file, url);
        // What pa11y asks beyond the checker and axe: a fieldset names its group in a legend, its first child.
        for (const [fieldset] of answer.body.matchAll(/<fieldset\b[^>]*>(?!<legend\b)/g)) {
          fieldsetsWithoutLegend.push(`${url}: ${fieldset}`);
        }
      }
      expect(fieldsetsWithoutLegend).toEqual([]);

      const errors = (await checkerErrors([...urlOfFile.keys()]))
        .filter(({ message }) => !checkerLags.some((lag) => lag.test(message)))
        .map(({ url, message, extract }) => {
          const page = urlOfFile.get(new URL(url).pathname) ?? url;
          return `${page}: ${message}${extract ? ` [${extract.trim().slice(0, 120)}]` : ""}`;
        });
      expect(errors).toEqual([]);
    },
  );
});
