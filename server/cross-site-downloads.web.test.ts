import { describe, expect, it } from "vitest";

import { auditLog } from "./db/schema";
import { backOfficeWithAdmin } from "../test-support/back-office-server";

/**
 * The back office's downloads and exports (each writes an audit entry) answer only requests its
 * own pages started, through the real server on the production build (run `npm run build`
 * first). The session cookie is SameSite=Lax, so without that check a link on another site would
 * download the file and write the entry in the signed-in person's name.
 */
describe("downloads started on another site", () => {
  const office = backOfficeWithAdmin();

  const auditEntries = async () => (await office.server.database.db.select({ id: auditLog.id }).from(auditLog)).length;

  /** Every GET of the back office that writes an audit entry, and the page that offers it. */
  const downloads = [
    {
      name: "the enquiries export",
      url: () => "/admin/enquiries/export.csv?folder=inbox",
      page: "/admin/enquiries?folder=inbox",
    },
    {
      name: "a job's applications export",
      url: () => `/admin/jobs/${office.server.records.jobId}/applications.csv`,
      page: () => `/admin/jobs/${office.server.records.jobId}`,
    },
    {
      name: "the contacts' addresses for sending",
      url: () => "/admin/contacts/sending-list.csv?view=everyone",
      page: "/admin/contacts?view=everyone",
    },
    {
      name: "a resume",
      url: () => `/admin/applications/${office.server.records.applicationId}/resume`,
      page: () => `/admin/applications/${office.server.records.applicationId}`,
    },
  ].map(({ name, url, page }) => ({ name, url, page: typeof page === "string" ? () => page : page }));

  const refused = [
    { from: "a link on another site", headers: { "sec-fetch-site": "cross-site", referer: "https://evil.example/" } },
    { from: "another subdomain", headers: { "sec-fetch-site": "same-site", referer: "https://blog.127.0.0.1/" } },
    { from: "an old browser on another site", headers: { referer: "https://evil.example/" } },
    { from: "an old browser that sent no Referer", headers: {} },
  ];
  const allowed = [
    { from: "the back office's own button", headers: { "sec-fetch-site": "same-origin" } },
    { from: "the person's own address bar", headers: { "sec-fetch-site": "none" } },
    { from: "an old browser on a back-office page", headers: { referer: "http://127.0.0.1:3000/admin/enquiries" } },
  ];

  it.each(downloads.flatMap((download) => refused.map((caller) => ({ ...download, ...caller }))))(
    "$name from $from is refused 403 with a page that leads back, and nothing is audited",
    async ({ url, page, headers }) => {
      const before = await office.server.snapshot();
      const response = await office.server.request({
        method: "GET",
        url: url(),
        headers: { ...headers, cookie: office.admin },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(403);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["content-disposition"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain("<h1");
      expect(response.body).toContain("Start the download from the back office");
      expect(response.body).toContain(`href="${page().replace(/&/g, "&amp;")}"`);
      expect(await office.server.snapshot()).toBe(before);
    },
  );

  it.each(downloads.flatMap((download) => allowed.map((caller) => ({ ...download, ...caller }))))(
    "$name from $from is downloaded and audited",
    async ({ url, headers }) => {
      const before = await auditEntries();
      const response = await office.server.request({
        method: "GET",
        url: url(),
        headers: { ...headers, cookie: office.admin },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers["content-disposition"]).toMatch(/^attachment; /);
      expect(await auditEntries()).toBe(before + 1);
    },
  );
});
