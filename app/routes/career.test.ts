import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { jobPagesContext } from "~contracts/jobs";

import { sampleJob } from "~test-support/sample-job";

import type { Route } from "./+types/career";
import { loader } from "./career";

// The route module's page metadata reads this build-time constant as soon as it is imported.
vi.hoisted(() => vi.stubGlobal("__PUBLIC_SITE_URL__", "http://127.0.0.1:3000"));

const argsFor = (url: string, listOpen: () => Promise<unknown[]>) =>
  ({
    request: new Request(url),
    url: new URL(url),
    context: new RouterContextProvider(new Map([[jobPagesContext, { listOpen }]])),
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

  it("sends a matched job's card alone: the description it was searched by stays on the server", async () => {
    const result = await loader(argsFor("http://site.test/career?q=accessible", () => Promise.resolve([sampleJob])));
    expect(result.jobs).toEqual([
      {
        id: "senior-react-engineer-bengaluru",
        title: "Senior React Engineer",
        department: "Engineering",
        location: "Bengaluru",
        type: "Full-time",
        summary: "Build fast, accessible interfaces in React.",
        keywords: ["react"],
      },
    ]);
  });
});
