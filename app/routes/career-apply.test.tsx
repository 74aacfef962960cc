import { render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Meta, Outlet, RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { Job, PublishedJob } from "~domain/jobs/job-search";
import { jobPagesContext } from "~contracts/jobs";
import { ServiceUnavailableError } from "~contracts/outcome";

import type { Route } from "./+types/career-apply";
import CareerApplyRoute, { ErrorBoundary, loader, meta } from "./career-apply";

// The route module's page metadata reads this build-time constant as soon as it is imported.
vi.hoisted(() => vi.stubGlobal("__PUBLIC_SITE_URL__", "http://127.0.0.1:3000"));

const breakout = "</script><script>alert(1)</script>";

const job: Job = {
  id: "data-engineer-remote",
  title: `Data Engineer ${breakout}`,
  department: "Engineering",
  location: "Remote (India)",
  type: "Full-time",
  description: "Build **pipelines**.",
  descriptionHtml: "<h2>The role</h2>\n<p>Build <strong>pipelines</strong>.</p>\n",
  summary: "The role Build pipelines.",
  keywords: ["data"],
  postedAt: "2026-11-01T00:00:00.000Z",
  validThrough: "2026-12-31T18:29:59.000Z",
  salary: { min: 1_200_000, max: 1_800_000, period: "year" },
};

/** The careers desk: `found` under the job's address; `movedTo`, the address now of an earlier one. */
const contextWith = (found: PublishedJob | undefined | Error, movedTo?: string) =>
  new RouterContextProvider(
    new Map([
      [
        jobPagesContext,
        {
          findPublished: async () => (found instanceof Error ? Promise.reject(found) : found),
          addressNow: async () => movedTo,
        },
      ],
    ]),
  );

const argsFor = (
  found: PublishedJob | undefined | Error,
  params: { jobId?: string } = { jobId: job.id },
  movedTo?: string,
) =>
  ({
    params,
    context: contextWith(found, movedTo),
    url: new URL(`http://127.0.0.1/career/apply/${params.jobId ?? ""}?source=indeed`),
  }) as unknown as Route.LoaderArgs;

/** What the loader threw: React Router answers it with its status and shows the route's error boundary. */
async function refusal(args: Route.LoaderArgs) {
  const thrown: unknown = await loader(args).then(
    () => undefined,
    (error: unknown) => error,
  );
  return thrown as { data: unknown; init: { status: number } } | undefined;
}

/** The page with its <head> tags rendered into the document (React puts meta tags in <head>). */
function renderPage(found: PublishedJob | undefined | Error) {
  const Stub = createRoutesStub(
    [
      {
        Component: () => (
          <>
            <Meta />
            <Outlet />
          </>
        ),
        children: [
          {
            path: "/career/apply/:jobId",
            loader: loader as never,
            meta: meta as never,
            Component: CareerApplyRoute as never,
            ErrorBoundary: ErrorBoundary as never,
          },
        ],
      },
    ],
    contextWith(found),
  );
  return render(<Stub initialEntries={[`/career/apply/${job.id}`]} />);
}

describe("the job application page", () => {
  it("answers 404 for no id, a draft or an unknown id, 410 for a closed job and the job for an open one", async () => {
    expect(await refusal(argsFor(undefined, {}))).toMatchObject({
      data: { message: "No job ID provided for application." },
      init: { status: 404 },
    });
    expect(await refusal(argsFor(undefined))).toMatchObject({
      data: { message: "Job not found. The ID might be invalid." },
      init: { status: 404 },
    });
    expect(await loader(argsFor({ job, open: false }))).toMatchObject({
      data: { job, closed: true },
      init: { status: 410 },
    });
    expect(await loader(argsFor({ job, open: true }))).toEqual({ job, closed: false });
  });

  it("answers 301 from a job's earlier address to its address now, keeping the link's query", async () => {
    const moved = (await loader(argsFor(undefined, { jobId: "data-engineer-2" }, "analytics-engineer")).then(
      () => undefined,
      (thrown: unknown) => thrown,
    )) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/career/apply/analytics-engineer?source=indeed");
  });

  it("answers a failed query with 503 when the database cannot answer now and 500 otherwise", async () => {
    expect(await refusal(argsFor(new ServiceUnavailableError("statement timeout")))).toMatchObject({
      init: { status: 503 },
    });
    expect(await refusal(argsFor(new Error("relation does not exist")))).toMatchObject({ init: { status: 500 } });
  });

  it("names what went wrong, with the way back to the careers page", async () => {
    const cases: Array<[PublishedJob | undefined | Error, string]> = [
      [undefined, "Job not found. The ID might be invalid."],
      [new ServiceUnavailableError("statement timeout"), "HTTP error! Status: 503"],
      [new Error("relation does not exist"), "HTTP error! Status: 500"],
    ];
    for (const [found, message] of cases) {
      const { unmount } = renderPage(found);
      expect(
        await screen.findByRole("heading", {
          level: 1,
          name: `Failed to load job details: ${message}. Please try again or check the URL.`,
        }),
      ).toBeTruthy();
      expect(screen.getByRole("link", { name: "Go back to Career Page" }).getAttribute("href")).toBe("/career");
      await waitFor(() =>
        expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex"),
      );
      unmount();
    }
  });

  it("shows the description and carries JobPosting data that no text of the job can break out of", async () => {
    const { container } = renderPage({ job, open: true });
    expect(await screen.findByRole("heading", { level: 1, name: job.title })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "The role" })).toBeTruthy();
    expect(screen.getByText("₹12,00,000 – ₹18,00,000 per year")).toBeTruthy();
    await waitFor(() => expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const scripts = [...container.querySelectorAll("script")];
    expect(scripts.every((script) => script.type === "application/ld+json")).toBe(true);
    // In the server's HTML the script ends at the first "</script": the JSON must hold none.
    for (const script of scripts) expect(script.innerHTML).not.toContain("</");
    const posting = scripts
      .map((script) => JSON.parse(script.innerHTML))
      .find((data) => data["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: job.title,
      description: job.descriptionHtml,
      baseSalary: { currency: "INR" },
    });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(job.summary);
  });

  it("says a closed job is closed, leads to the open positions, and is kept out of search engines", async () => {
    const { container } = renderPage({ job, open: false });
    expect(await screen.findByText("This position is closed and no longer accepts applications.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search open positions" }).getAttribute("href")).toBe("/career?q=");
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex"),
    );
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
