import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";

import { indiaDateOf, shiftDate } from "../../domain/time/india-dates";
import { inlineScriptHashes } from "../plugins/inline-script-hashes.mjs";
import type { Db } from "../db/db";
import { jobs } from "../db/schema";
import { seed } from "../db/seed";
import { seedJobDates, seedJobs } from "../db/seed-jobs";
import { closeExpiredJobs } from "./job-closing";
import { inviteStaff, setPasswordWithLink } from "../staff/accounts";
import { setRolesRequiringSecondFactor } from "../staff/second-factor-policy";
import { commandLine } from "../kernel/audit/audit";
import { testPasswords, testPasswordsEnv } from "../../test-support/test-passwords";
import { productionServer } from "../../test-support/production-server";
import { structuredData } from "../../test-support/structured-data";

/**
 * A recruiter posts a job through the back office's forms and the public side follows at
 * once: the careers search, the job's page with its JobPosting data, the API and the
 * sitemap, on the production build (run `npm run build` first), on PGlite and on PostgreSQL.
 */

const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
const password = "monsoon-tamarind-kite-2026";
const keyword = "quantumledger";
// The app runs on the real clock: the seed and the job's closing date count from today.
const today = new Date();
const closingDay = shiftDate(indiaDateOf(today), 60);

const jobForm = {
  title: "Platform Engineer </script><script>alert(1)</script>",
  department: "Engineering",
  location: "Gwalior",
  type: "Full-time",
  description: `# About the role\n\nYou will run our **${keyword}** platform. <img src=x onerror=alert(1)>\n\n[Our blog](https://nexoratech.in/blog) · [x](javascript:alert(1))`,
  keywords: `${keyword}, kubernetes`,
  validThrough: closingDay,
  salaryMin: "12,00,000",
  salaryMax: "20,00,000",
  salaryPeriod: "year",
};

describe("the job board, as a recruiter changes it", () => {
  let cookie = "";
  let jobId = "";
  let db: Db;
  const server = productionServer("job-board", {
    env: { PUBLIC_SITE_URL: origin, ...testPasswordsEnv },
    beforeBuilding: (database) => seed(database.db, today),
  });

  const get = (url: string) => server.app.inject({ method: "GET", url, headers: { host } });

  /** A form post from a back-office page, as the browser sends it. */
  const post = (url: string, form: Record<string, string>) =>
    server.app.inject({
      method: "POST",
      url,
      headers: { host, origin, cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(form).toString(),
    });

  const searchFinds = async () => (await get(`/career?q=${keyword}`)).body.includes(`/career/apply/${jobId}`);
  const sitemapLists = async () => (await get("/sitemap.xml")).body.includes(`/career/apply/${jobId}</loc>`);
  /** The jobs of the Indeed feed, as a job board reads it. */
  const feedJobs = async () => {
    const feed = await get("/careers/jobs.xml");
    expect(feed.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(XMLValidator.validate(feed.body)).toBe(true);
    const { source } = new XMLParser({ parseTagValue: false, isArray: (name) => name === "job" }).parse(feed.body) as {
      source: { job?: Record<string, string>[] };
    };
    return source.job ?? [];
  };
  const feedLists = async () => (await feedJobs()).some((job) => job.referencenumber === jobId);

  beforeAll(async () => {
    db = server.database.db;
    // The recruiter's second factor is the sign-in tests' business; here the recruiter only works.
    await setRolesRequiringSecondFactor(db, commandLine, [], new Date());
    const { token } = await inviteStaff(
      db,
      commandLine,
      { email: "recruiter@test.example", name: "Test recruiter", role: "recruiter" },
      new Date(),
    );
    await setPasswordWithLink(db, token, password, new Date(), testPasswords);
    const signIn = await server.app.inject({
      method: "POST",
      url: "/admin/sign-in",
      headers: { host, origin, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: "recruiter@test.example", password, next: "/admin" }).toString(),
    });
    cookie = String(signIn.headers["set-cookie"]).split(";")[0]!;
  });

  it("keeps a draft off every public page", async () => {
    const created = await post("/admin/jobs/new", jobForm);
    expect(created.statusCode).toBe(302);
    jobId = /^\/admin\/jobs\/([a-z\d-]+)$/.exec(String(created.headers.location))![1]!;
    expect(jobId).toBe("platform-engineer-script-script-alert-1-script-gwalior");

    const page = await get(`/career/apply/${jobId}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Job not found. The ID might be invalid.");
    expect((await get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
    expect(await searchFinds()).toBe(false);
    expect(await sitemapLists()).toBe(false);
    expect(await feedLists()).toBe(false);
  });

  it("puts an opened job on the search, the sitemap, the Indeed feed, the API and its page with JobPosting data", async () => {
    const opened = await post(`/admin/jobs/${jobId}`, { intent: "open" });
    expect(opened.headers.location).toBe(`/admin/jobs/${jobId}`);

    expect(await searchFinds()).toBe(true);
    expect(await sitemapLists()).toBe(true);
    const inFeed = (await feedJobs()).find((job) => job.referencenumber === jobId);
    expect(inFeed).toMatchObject({
      title: jobForm.title,
      url: `${origin}/career/apply/${jobId}?source=indeed`,
      city: "Gwalior",
      state: "Madhya Pradesh",
      postalcode: "474011",
      country: "IN",
      jobtype: "fulltime",
      salary: "₹12,00,000 – ₹20,00,000 per year",
      expirationdate: new Date(`${closingDay}T23:59:59+05:30`).toISOString(),
    });
    expect(inFeed!.description).toContain("<strong>quantumledger</strong>");
    const api = await get(`/api/jobs/${jobId}`);
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ id: jobId, title: jobForm.title, keywords: [keyword, "kubernetes"] });

    const page = await get(`/career/apply/${jobId}`);
    expect(page.statusCode).toBe(200);
    // The description as the server rendered it: headings below the page's h1, no raw HTML, safe links only.
    expect(page.body).toContain("<h2>About the role</h2>");
    expect(page.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page.body).toContain('<a href="https://nexoratech.in/blog" rel="nofollow noopener">Our blog</a>');
    expect(page.body).not.toContain('href="javascript:');
    expect(page.body.match(/<h1[ >]/g)).toHaveLength(1);
    // A title that tries to end the script stays inside its JSON.
    expect(page.body).not.toContain("<script>alert(1)</script>");
    const posting = structuredData(page.body).find((data) => data["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: jobForm.title,
      identifier: { "@type": "PropertyValue", name: "Nexora Technologies", value: jobId },
      jobLocation: {
        address: {
          streetAddress: "2nd Floor, DB City Corporate Park, City Centre",
          addressLocality: "Gwalior",
          addressRegion: "Madhya Pradesh",
          postalCode: "474011",
        },
      },
      validThrough: new Date(`${closingDay}T23:59:59+05:30`).toISOString(),
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 1_200_000, maxValue: 2_000_000, unitText: "YEAR" },
      },
    });
    expect(posting?.description).toContain("<strong>quantumledger</strong>");
  });

  it("shows an edit at once, with nothing cached on the way", async () => {
    /** The date the sitemap gives the job's page. */
    const listedAt = async () =>
      new RegExp(`/career/apply/${jobId}</loc><lastmod>([^<]+)</lastmod>`).exec((await get("/sitemap.xml")).body)?.[1];
    const opened = await listedAt();
    const saved = await post(`/admin/jobs/${jobId}`, {
      intent: "save",
      ...jobForm,
      title: "Site Reliability Engineer",
    });
    expect(saved.headers.location).toBe(`/admin/jobs/${jobId}`);
    const [row] = await db.select({ updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.id, jobId));
    expect(await listedAt()).toBe(row!.updatedAt.toISOString());
    expect(await listedAt()).not.toBe(opened);
    const page = await get(`/career/apply/${jobId}`);
    expect(page.body).toContain("Site Reliability Engineer");
    expect(page.body).not.toContain("Platform Engineer");
    for (const url of [
      `/career/apply/${jobId}`,
      `/career?q=${keyword}`,
      "/api/jobs",
      `/api/jobs/${jobId}`,
      "/sitemap.xml",
    ])
      expect((await get(url)).headers["cache-control"] ?? "no-cache", url).not.toMatch(/max-age=[1-9]/);
  });

  it("serves its pages rendered once: the same bytes with an ETag, every inline script allowed by its hash", async () => {
    const first = await get(`/career/apply/${jobId}`);
    const second = await get(`/career/apply/${jobId}`);
    expect(second.body).toBe(first.body);
    expect(
      (
        await server.app.inject({
          method: "GET",
          url: `/career/apply/${jobId}`,
          headers: { host, "if-none-match": String(first.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    const policy = String(first.headers["content-security-policy"]);
    expect(policy).not.toContain("nonce-");
    expect(first.body).not.toContain("nonce=");
    const hashes = inlineScriptHashes(first.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(`'${hash}'`);
  });

  it("says a closed job is closed, takes it off the board, and answers 404 to the API", async () => {
    const closed = await post(`/admin/jobs/${jobId}`, { intent: "close" });
    expect(closed.headers.location).toBe(`/admin/jobs/${jobId}`);

    const page = await get(`/career/apply/${jobId}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("This position is closed and no longer accepts applications.");
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(structuredData(page.body).some((data) => data["@type"] === "JobPosting")).toBe(false);
    expect((await get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
    expect(await searchFinds()).toBe(false);
    expect(await sitemapLists()).toBe(false);
    expect(await feedLists()).toBe(false);
  });

  /** Where the public side shows a job: its page and JobPosting data, the API, a search for it, the sitemap. */
  const listings = async (id: string, searchedFor: string) => {
    const page = await get(`/career/apply/${id}`);
    return {
      page: page.statusCode,
      jobPosting: structuredData(page.body).some((data) => data["@type"] === "JobPosting"),
      api: (await get(`/api/jobs/${id}`)).statusCode,
      apiList: (await get("/api/jobs")).json().some((job: { id: string }) => job.id === id),
      search: (await get(`/career?q=${encodeURIComponent(searchedFor)}`)).body.includes(`/career/apply/${id}"`),
      sitemap: (await get("/sitemap.xml")).body.includes(`/career/apply/${id}</loc>`),
    };
  };

  it("takes a job off every public page once its closing date has passed and the closing task ran", async () => {
    const job = seedJobs.reduce((soonest, candidate) =>
      candidate.openForDays < soonest.openForDays ? candidate : soonest,
    );
    expect(await listings(job.id, job.title)).toEqual({
      page: 200,
      jobPosting: true,
      api: 200,
      apiList: true,
      search: true,
      sitemap: true,
    });
    // Seeded today, it closes in the future.
    const page = await get(`/career/apply/${job.id}`);
    const posting = structuredData(page.body).find((data) => data["@type"] === "JobPosting");
    expect(new Date(String(posting?.validThrough)).getTime()).toBeGreaterThan(Date.now());

    // The first run after the end of its closing day in India.
    const afterClosing = new Date(`${shiftDate(seedJobDates(job, today).validThrough, 1)}T00:00:00+05:30`);
    expect(await closeExpiredJobs(db, afterClosing)).toEqual([job.id]);
    expect(await listings(job.id, job.title)).toEqual({
      page: 410,
      jobPosting: false,
      api: 404,
      apiList: false,
      search: false,
      sitemap: false,
    });
  });
});
