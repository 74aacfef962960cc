import { describe, expect, it, vi } from "vitest";

import { routerContextOf, type SiteLoadContext } from "~contracts/load-context";

import type { Route } from "./+types/career";
import { loader } from "./career";

// The route module's page metadata reads this build-time constant as soon as it is imported.
vi.hoisted(() => vi.stubGlobal("__PUBLIC_SITE_URL__", "http://127.0.0.1:3000"));

const argsFor = (url: string, listOpen: () => Promise<unknown[]>) =>
  ({
    request: new Request(url),
    url: new URL(url),
    context: routerContextOf({ jobs: { listOpen } } as unknown as SiteLoadContext, {}),
  }) as unknown as Route.LoaderArgs;

describe("careers loader", () => {
  it("answers a failed job query with no list, which the page shows as a failure", async () => {
    const result = await loader(
      argsFor("http://site.test/career?q=react", () => Promise.reject(new Error("database down"))),
    );
    expect(result).toMatchObject({ searched: true, term: "react", jobs: null });
  });

  it("does not query the jobs before a search", async () => {
    const result = await loader(argsFor("http://site.test/career", () => Promise.reject(new Error("not called"))));
    expect(result).toMatchObject({ searched: false, jobs: [] });
  });
});
