import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it, vi } from "vitest";

import { sampleJob as job } from "~test-support/sample-job";

import { indeedFeed } from "./indeed-feed";

// The page metadata reads this build-time constant as soon as it is imported.
vi.hoisted(() => vi.stubGlobal("__PUBLIC_SITE_URL__", "http://127.0.0.1:3000"));

type FeedJob = Record<string, string | undefined>;
const jobsOf = (xml: string): FeedJob[] => {
  expect(XMLValidator.validate(xml)).toBe(true);
  const { source } = new XMLParser({ parseTagValue: false, isArray: (name) => name === "job" }).parse(xml) as {
    source: { job: FeedJob[] };
  };
  return source.job;
};

describe("the Indeed feed's places", () => {
  it("gives an office job its city, state, postal code and street, from its office", () => {
    const [bengaluru, delhi] = jobsOf(indeedFeed([job, { ...job, id: "delhi", location: "New Delhi" }]));
    expect(bengaluru).toMatchObject({
      city: "Bengaluru",
      state: "Karnataka",
      postalcode: "560025",
      streetaddress: "WeWork Galaxy, 43 Residency Road, Ashok Nagar",
      country: "IN",
    });
    expect(delhi).toMatchObject({ city: "New Delhi", state: "Delhi", postalcode: "110019" });
  });

  it("gives a remote job no place, and a job in a city without an office its city alone", () => {
    const [remote, noida] = jobsOf(
      indeedFeed([
        { ...job, location: "Remote (India)" },
        { ...job, id: "noida", location: "Noida" },
      ]),
    );
    expect(remote).not.toHaveProperty("city");
    expect(remote).not.toHaveProperty("state");
    expect(remote).toMatchObject({ remotetype: "Fully remote", country: "IN" });
    expect(noida).toMatchObject({ city: "Noida", country: "IN" });
    expect(noida).not.toHaveProperty("state");
  });
});
