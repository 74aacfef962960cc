import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";

import { applicationFormData, samplePdf } from "../../test-support/sample-application";
import { sampleBooking, sampleEnquiry } from "../../test-support/sample-submissions";
import { firstFreeSlot, postForm, setPasswordAndSignIn, staffCookieOf, staffPassword } from "./stack-visitors";

/** What one of every kind of record the drills write, to find again after an upgrade or a restore. */
export type SampleRecords = {
  booking: { reference: string; date: string; time: string };
  enquiryId: string;
  applicationId: string;
  admin: { email: string; password: string; secret: string };
  post: { id: string; title: string; slug: string };
};

/** The last period each authenticator secret gave a code for: the site refuses a code used once. */
const usedPeriods = new Map<string, number>();

/**
 * A code no sign-in has used yet, as a person would wait for the app's next one: this period's, or
 * the next's (the site takes a code a period early or late), or, both used, the next period's when
 * it comes.
 */
async function freshCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const period = Math.max(now, (usedPeriods.get(secret) ?? -Infinity) + 1);
  if (period > now + 1) await new Promise((resolve) => setTimeout(resolve, (period - 1) * 30_000 - Date.now()));
  usedPeriods.set(secret, period);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: period * 30_000 });
}

/**
 * Writes one of each through the site at `origin`, as visitors and staff do: a booking, an enquiry,
 * an application with its resume, an admin with an authenticator app (from the staff command's link
 * `setPasswordLink`), and a published blog post.
 */
export async function writeSampleRecords(
  origin: string,
  setPasswordLink: string,
  adminEmail: string,
): Promise<SampleRecords> {
  const json = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const slot = await firstFreeSlot(origin);
  const booked = await json("/demo/book", { ...sampleBooking, email: "upgrade.booking@example.in", ...slot });
  expect(booked.status).toBe(201);
  const { reference } = ((await booked.json()) as { data: { reference: string } }).data;
  const enquired = await json("/contactus/submit", { ...sampleEnquiry, email: "upgrade.enquiry@example.in" });
  expect(enquired.status).toBe(201);
  const enquiryId = ((await enquired.json()) as { data: { id: string } }).data.id;
  const applied = await fetch(`${origin}/api/applications`, {
    method: "POST",
    body: applicationFormData({ email: "upgrade.applicant@example.in" }),
  });
  expect(applied.status).toBe(201);
  const applicationId = ((await applied.json()) as { data: { id: string } }).data.id;

  // The admin: a password from the link, then the authenticator app the first sign-in asks for.
  const signedIn = await setPasswordAndSignIn(origin, setPasswordLink, adminEmail);
  expect(signedIn.headers.get("location")).toMatch(/^\/admin\/account\/authenticator/);
  let cookie = staffCookieOf(signedIn);
  const setup = await (await fetch(`${origin}/admin/account/authenticator`, { headers: { cookie } })).text();
  const secret = /[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,}/.exec(setup)![0].replaceAll(" ", "");
  const confirmed = await postForm(
    origin,
    "/admin/account/authenticator",
    { code: await freshCode(secret), next: "/admin" },
    cookie,
  );
  expect(await confirmed.text()).toContain("recovery codes");
  cookie = staffCookieOf(confirmed) ?? cookie;

  const title = "Restore drills every quarter";
  const created = await postForm(
    origin,
    "/admin/blog/new",
    {
      title,
      slug: "restore-drills-every-quarter",
      summary: "Why we restore a backup every quarter.",
      body: "A backup is only as good as its last restore.",
      category: "Software Engineering",
      author: "Ops",
      authorImage: "/images/blog/default-cover.svg",
    },
    cookie,
  );
  expect(created.status, await created.clone().text()).toBe(302);
  const id = /\/admin\/blog\/([\w-]+)/.exec(created.headers.get("location")!)![1]!;
  expect((await postForm(origin, `/admin/blog/${id}`, { intent: "publish", when: "now" }, cookie)).status).toBe(302);
  return {
    booking: { reference, ...slot },
    enquiryId,
    applicationId,
    admin: { email: adminEmail, password: staffPassword, secret },
    post: { id, title, slug: "restore-drills-every-quarter" },
  };
}

/** Signs the admin in with password and authenticator code; answers the session cookie. */
export async function adminSession(
  origin: string,
  { email, password, secret }: SampleRecords["admin"],
): Promise<string> {
  const signedIn = await postForm(origin, "/admin/sign-in", { email, password, next: "/admin" });
  expect(signedIn.headers.get("location")).toMatch(/^\/admin\/sign-in\/code/);
  const coded = await postForm(
    origin,
    "/admin/sign-in/code",
    { code: await freshCode(secret), next: "/admin" },
    staffCookieOf(signedIn),
  );
  expect(coded.headers.get("location")).toBe("/admin");
  return staffCookieOf(coded);
}

/** Every record written by writeSampleRecords, found and working through the site at `origin`. */
export async function expectSampleRecords(origin: string, records: SampleRecords): Promise<void> {
  const cookie = await adminSession(origin, records.admin);
  const page = async (path: string) => {
    const answer = await fetch(`${origin}${path}`, { headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(answer.status, path).toBe(200);
    return answer;
  };
  expect(await (await page(`/admin/enquiries/${records.enquiryId}`)).text()).toContain("upgrade.enquiry@example.in");
  expect(await (await page(`/admin/bookings?q=${records.booking.reference}`)).text()).toContain(
    records.booking.reference,
  );
  const resume = await page(`/admin/applications/${records.applicationId}/resume`);
  expect(Buffer.from(await resume.arrayBuffer())).toEqual(samplePdf);
  expect(await (await fetch(`${origin}/blog/${records.post.slug}`)).text()).toContain(records.post.title);
  // The booked time is taken: the day no longer offers it.
  const slots = (await (await fetch(`${origin}/demo/slots/${records.booking.date}`)).json()) as {
    data: { availableSlots: string[] };
  };
  expect(slots.data.availableSlots).not.toContain(records.booking.time);
}
