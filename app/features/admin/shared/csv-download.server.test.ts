import { describe, expect, it } from "vitest";

import { auditedCsvDownload, csvDownload } from "./csv-download.server";

const url = "http://127.0.0.1:3000/admin/enquiries/export.csv";

describe("a CSV download", () => {
  it("is a CSV file to save, named as given, with the back office's download headers", async () => {
    const response = csvDownload({ content: '"Name"\r\n', fileName: "enquiries-2026-11-26.csv" });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=\"enquiries-2026-11-26.csv\"; filename*=UTF-8''enquiries-2026-11-26.csv",
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe('"Name"\r\n');
  });
});

describe("an audited CSV download", () => {
  it("makes the file when the download started in the back office", async () => {
    const request = new Request(url, { headers: { "sec-fetch-site": "same-origin" } });
    const content = new Response("a,b\r\n").body!;
    const response = await auditedCsvDownload(request, "/admin/enquiries", async () => ({
      content,
      fileName: "x.csv",
    }));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="x\.csv"/);
    expect(await response.text()).toBe("a,b\r\n");
  });

  it("refuses a download another site started before the file is asked for", async () => {
    const request = new Request(url, { headers: { "sec-fetch-site": "cross-site" } });
    let asked = false;
    const refused = await auditedCsvDownload(request, "/admin/enquiries?folder=spam", async () => {
      asked = true;
      return { content: "", fileName: "x.csv" };
    }).catch((thrown: unknown) => thrown as Response);
    expect(asked).toBe(false);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('href="/admin/enquiries?folder=spam"');
  });

  it("passes on the refusal of a file that is not there", async () => {
    const request = new Request(url, { headers: { "sec-fetch-site": "same-origin" } });
    const missing = new Response("This import does not exist.", { status: 404 });
    await expect(auditedCsvDownload(request, "/admin/contacts", () => Promise.reject(missing))).rejects.toBe(missing);
  });
});
