import { describe, expect, it } from "vitest";

import { safeNextPath } from "./staff-session.server";

describe("where sign-in sends someone back to", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/enquiries?folder=spam&q=rahul", "/admin/enquiries?folder=spam&q=rahul"],
    ["/admin/jobs/react-developer-gwalior#applications", "/admin/jobs/react-developer-gwalior#applications"],
    // Characters a Location header cannot carry are sent percent-encoded.
    ["/admin/enquiries?q=Ravi Kumar €", "/admin/enquiries?q=Ravi%20Kumar%20%E2%82%AC"],
  ])("keeps the back-office path %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "admin",
    "/",
    "/administrator",
    "//evil.example/admin",
    "/\\evil.example/admin",
    "https://evil.example/admin",
    "/admin/../contactUs",
    "/admin/%2e%2e/contactUs",
    // A line break would split the Location header: the session's cookie never arrived.
    "/admin/\r\nSet-Cookie: x=1",
    "/admin/\u0000",
    "/admin/\t",
  ])("sends %j to the overview", (next) => {
    expect(safeNextPath(next)).toBe("/admin");
  });
});
