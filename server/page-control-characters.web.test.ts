import { describe, expect, it } from "vitest";

import { unstorableTextMessage } from "../domain/forms/storable-text";
import { backOfficeWithAdmin, staffPassword, type BackOfficeServer } from "../test-support/back-office-server";

/**
 * A NUL (which PostgreSQL refuses in text) or a line break where the site does not expect one,
 * in an address or a back-office form, through the real server on the production build (run
 * `npm run build` first): each answered 400 with its message, nothing changed, never a 500 from a
 * request the server did not expect.
 */
describe("control characters in page requests", () => {
  const office = backOfficeWithAdmin();

  const addresses = [
    "/career/apply/%00",
    "/admin/enquiries?q=%00",
    "/admin/enquiries/export.csv?q=%00",
    "/admin/applications?q=%00",
    "/admin/applications?job=%00",
    "/admin/applications.data?job=%00",
    "/admin/jobs/%00",
    "/admin/jobs/%00/preview",
    "/admin/jobs/%00/applications.csv",
    "/admin/jobs/%00.data",
    // Signed in, the page redirects to `next` at once: its line break split the Location header.
    "/admin/sign-in?next=%2Fadmin%2F%0D%0ASet-Cookie%3A%20x%3D1",
  ];

  it.each(addresses)("GET %s answers 400 and changes nothing", async (url) => {
    const before = await office.server.snapshot();
    const response = await office.server.request({
      method: "GET",
      url,
      // As the back office's own links send it, so that an export is not refused for another reason.
      headers: { cookie: office.admin, "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "This address contains a control character (such as %00 or a line break), so it was refused.",
    });
    expect(await office.server.snapshot()).toBe(before);
  });

  /** Each form as its page posts it, valid but for the one field holding a NUL (or U+FFFE, U+FFFF). */
  const forms: {
    name: string;
    path: (records: BackOfficeServer["records"]) => string;
    fields: Record<string, string>;
  }[] = [
    {
      name: "an enquiry's note",
      path: ({ enquiryId }) => `/admin/enquiries/${enquiryId}`,
      fields: { intent: "note", body: "Called back\u0000 twice." },
    },
    {
      name: "an application's note",
      path: ({ applicationId }) => `/admin/applications/${applicationId}`,
      fields: { intent: "note", body: "Strong portfolio\u0000." },
    },
    {
      name: "a job's description, saved",
      path: ({ jobId }) => `/admin/jobs/${jobId}`,
      fields: { intent: "save", ...jobForm("## The role\u0000\n\nYou will lead frontend delivery.") },
    },
    {
      name: "a new job's description",
      path: () => "/admin/jobs/new",
      fields: jobForm("## The role\n\nYou will \u0000lead frontend delivery."),
    },
    {
      // U+FFFF in a title would make the job feed ill-formed, and Indeed drops a feed whole.
      name: "a new job's title",
      path: () => "/admin/jobs/new",
      fields: { ...jobForm("## The role\n\nYou will lead frontend delivery."), title: "Senior React Engineer\uFFFF" },
    },
    {
      name: "a new blog post's title",
      path: () => "/admin/blog/new",
      fields: {
        title: "\uFFFERestore drills every quarter",
        summary: "Why we restore a backup every quarter.",
        body: "A backup is only as good as its last restore.",
        category: "Software Engineering",
        author: "Ops",
        authorImage: "/images/blog/default-cover.svg",
      },
    },
    {
      name: "the rejection e-mail's template",
      path: () => "/admin/applications/rejection-email",
      fields: { subject: "About {jobTitle}", body: "Dear {candidateName},\u0000 thank you." },
    },
    {
      name: "a call's cancellation reason",
      path: ({ bookingId }) => `/admin/bookings/${bookingId}`,
      fields: { reason: "The consultant is unwell.\u0000" },
    },
    {
      name: "a block of days' reason",
      path: () => "/admin/blocked-time",
      fields: { intent: "days", fromDate: "2026-11-30", toDate: "2026-11-30", reason: "Team offsite\u0000" },
    },
    {
      name: "a block of hours' reason",
      path: () => "/admin/blocked-time",
      fields: { intent: "hours", date: "2026-11-30", fromTime: "10:00", toTime: "11:00", reason: "Audit\u0000" },
    },
    {
      name: "a ticked holiday's name",
      path: () => "/admin/blocked-time",
      fields: { intent: "holidays", holiday: "2026-12-25|Christmas\u0000" },
    },
  ];

  it.each(forms)(
    "$name holding what cannot be stored answers 400 with its message and changes nothing",
    async (form) => {
      const before = await office.server.snapshot();
      const response = await office.server.request({
        method: "POST",
        url: form.path(office.server.records),
        headers: { cookie: office.admin, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(form.fields).toString(),
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      expect(response.body).toContain(unstorableTextMessage);
      expect(await office.server.snapshot()).toBe(before);
    },
  );

  it("signs in with a line break in `next` and sends the browser to the overview with its cookie", async () => {
    const response = await office.server.request({
      method: "POST",
      url: "/admin/sign-in",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        email: "sales@test.example",
        password: staffPassword,
        next: "/admin/\r\nSet-Cookie: x=1",
      }).toString(),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe("/admin");
    const cookie = String(response.headers["set-cookie"]).split(";")[0]!;
    expect(cookie).toMatch(/^nexora-staff=./);
    const overview = await office.server.request({ method: "GET", url: "/admin", headers: { cookie } });
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain("sales@test.example");
  });
});

/** The job editor's fields for an open job closing in six weeks, with this description. */
function jobForm(description: string): Record<string, string> {
  return {
    title: "Senior React Engineer",
    department: "Engineering",
    location: "Bengaluru",
    type: "Full-time",
    description,
    keywords: "React, TypeScript",
    validThrough: "2027-01-04",
  };
}
