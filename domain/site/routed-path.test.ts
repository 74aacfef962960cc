import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";

import { routedPath } from "./routed-path";

describe("routedPath", () => {
  it.each([
    ["/admin/jobs?status=open", "/admin/jobs"],
    ["/./admin/jobs", "/admin/jobs"],
    ["/x/../admin/jobs", "/admin/jobs"],
    ["/x/%2e%2e/admin/jobs", "/admin/jobs"],
    ["/x\\..\\admin\\jobs", "/admin/jobs"],
    ["/%61dmin/jobs", "/admin/jobs"],
    ["/ADMIN/Jobs", "/ADMIN/Jobs"],
    ["/admin/jobs/new.data", "/admin/jobs/new"],
    ["/_root.data?_routes=routes%2Fhome", "/"],
    ["/admin%2Fjobs", "/admin%2Fjobs"],
    // The router matches no route of the back office to a doubled slash: the site's page not found.
    ["//admin/jobs", "//admin/jobs"],
    ["/career/apply/%E0%A4%95", "/career/apply/क"],
    ["/career/apply/%E0%A4", "/career/apply/%E0%A4"],
  ])("routes %s as %s", (target, path) => {
    expect(routedPath(target)).toBe(path);
  });

  it("agrees with React Router's own matching, whatever the case", () => {
    for (const target of ["/ADMIN/JOBS/new", "/%61dmin/jobs/new", "/./admin/jobs/new", "/x/../Admin/jobs/new"]) {
      expect(matchPath("/admin/jobs/:id", routedPath(target))?.params.id, target).toBe("new");
    }
  });
});
