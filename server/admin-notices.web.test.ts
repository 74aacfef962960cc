import { describe, expect, it } from "vitest";

import { backOfficeWithAdmin } from "../test-support/back-office-server";

/**
 * A success notice travels in a short-lived cookie rather than the URL
 * (app/features/admin/shared/notices.server.ts): the page it names shows it once, as a document or as
 * the data of a client-side navigation, and a reload does not.
 */
describe("success notices in the back office", () => {
  const started = backOfficeWithAdmin();
  const notice = "Note added.";

  const addNote = async () => {
    const { server, admin } = started;
    const response = await server.request({
      method: "POST",
      url: `/admin/enquiries/${server.records.enquiryId}`,
      headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ intent: "note", body: "Called back; wants a quote." }).toString(),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/admin/enquiries/${server.records.enquiryId}`);
    const cookies = [response.headers["set-cookie"]].flat().map(String);
    const noticeCookie = cookies.find((cookie) => cookie.startsWith("nexora-notice="))!;
    expect(noticeCookie).toMatch(/; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    return noticeCookie.split(";")[0]!;
  };

  const get = (url: string, cookie: string) => started.server.request({ method: "GET", url, headers: { cookie } });

  it("shows the notice once on the page the change redirected to, and clears it there", async () => {
    const noticeCookie = await addNote();
    const page = `/admin/enquiries/${started.server.records.enquiryId}`;

    const shown = await get(page, `${started.admin}; ${noticeCookie}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(notice);
    expect(String(shown.headers["set-cookie"])).toMatch(/^nexora-notice=; Max-Age=0; Path=\//);

    const reloaded = await get(page, started.admin);
    expect(reloaded.body).not.toContain(notice);
  });

  it("hands the notice to a client-side navigation's data request", async () => {
    const noticeCookie = await addNote();
    const data = await get(
      `/admin/enquiries/${started.server.records.enquiryId}.data?_routes=routes%2Fadmin%2Fenquiry-detail`,
      `${started.admin}; ${noticeCookie}`,
    );
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain('"done","note"');
    expect(String(data.headers["set-cookie"])).toMatch(/^nexora-notice=; Max-Age=0/);
  });

  it("keeps the notice from any other page, and ignores a cookie that is not one", async () => {
    const noticeCookie = await addNote();
    const overview = await get("/admin", `${started.admin}; ${noticeCookie}`);
    expect(overview.statusCode, overview.body.slice(0, 2000)).toBe(200);
    expect(overview.headers["set-cookie"]).toBeUndefined();
    expect(overview.body).not.toContain(notice);

    const forged = await get(
      `/admin/enquiries/${started.server.records.enquiryId}`,
      `${started.admin}; nexora-notice=${Buffer.from('{"path":"/admin","notice":"<b>x</b>"}').toString("base64")}`,
    );
    expect(forged.statusCode, forged.body.replace(/[\s\S]*<main/, "").slice(0, 1000)).toBe(200);
    expect(forged.headers["set-cookie"]).toBeUndefined();
  });
});
