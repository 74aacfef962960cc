import type { RouterContext } from "react-router";
import { describe, expect, it } from "vitest";

import { jobAlertLinksContext, jobPagesContext, type JobAlertLinks, type JobPages } from "../../../contracts/jobs";
import { processWideContext, renderingContext } from "../../../contracts/load-context";
import { pageServicesOf, provide, requireEveryKeyGiven } from "./page-service";

const jobPages = { listOpen: async () => [] } as unknown as JobPages;

describe("the pages' context keys", () => {
  it("are one per name in the process, as the server's copy of contracts/ and the build's both ask for them", () => {
    expect(processWideContext("jobPages")).toBe(jobPagesContext);
  });

  it("hold a page service to the type its key says", () => {
    const withoutAll: Pick<JobPages, "listOpen"> = jobPages;
    // @ts-expect-error: a job board without all of the careers pages' calls.
    provide(jobPagesContext, withoutAll);
    expect(provide(jobPagesContext, jobPages)).toEqual([jobPagesContext, jobPages]);
  });
});

describe("the page services by key", () => {
  it("takes each giver's services under their keys", () => {
    const alerts = { confirm: async () => undefined } as unknown as JobAlertLinks;
    const services = pageServicesOf([
      ["jobs", [provide(jobPagesContext, jobPages)]],
      ["newsletter", []],
      ["job alerts", [provide(jobAlertLinksContext, alerts)]],
    ]);
    expect([...services]).toEqual([
      [jobPagesContext, jobPages],
      [jobAlertLinksContext, alerts],
    ]);
  });

  it("stops the start when two givers give one key, naming it and the second", () => {
    const given = [
      ["jobs", [provide(jobPagesContext, jobPages)]],
      ["content", [provide(jobPagesContext, jobPages)]],
    ] as const;
    expect(() => pageServicesOf(given)).toThrow("The pages' jobPages is given twice: content is the second.");
  });
});

describe("every key the pages read has its value", () => {
  const made = new Map<string, RouterContext<unknown>>([
    ["jobPages", jobPagesContext],
    ["jobAlertLinks", jobAlertLinksContext],
    ["rendering", renderingContext],
  ]);

  it("stops the start, naming each key made with no default that nothing gives", () => {
    expect(() => requireEveryKeyGiven(made, [])).toThrow("Nothing gives the pages' jobPages, jobAlertLinks.");
    expect(() => requireEveryKeyGiven(made, [jobPagesContext])).toThrow("Nothing gives the pages' jobAlertLinks.");
  });

  it("lets the start go on when each is given; a key with a default needs no value", () => {
    expect(() => requireEveryKeyGiven(made, [jobAlertLinksContext, jobPagesContext])).not.toThrow();
  });
});
