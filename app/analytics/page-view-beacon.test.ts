import { describe, expect, it } from "vitest";

import { BeaconSchema, beaconBodyLimit } from "~domain/analytics/analytics";

import { viewBeaconOf } from "./page-view-beacon";

const site = "https://www.nexoratech.in";

describe("a page view's beacon", () => {
  it("sends the path without its query, the campaign's tags, the width and the referring site's origin alone", () => {
    const beacon = viewBeaconOf(
      `${site}/services?utm_source=newsletter&utm_medium=email&utm_campaign=diwali&utm_term=cloud&utm_content=hero&id=7`,
      "https://user:secret@blog.example.org:8443/posts/1?id=9",
      1279.6,
    );
    expect(beacon).toEqual({
      kind: "view",
      path: "/services",
      referrer: "https://blog.example.org:8443",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "diwali",
      utmTerm: "cloud",
      utmContent: "hero",
      widthPx: 1280,
    });
    expect(BeaconSchema.parse(beacon)).toEqual(beacon);
  });

  it("names no referrer for the site itself or for none, and leaves out empty tags", () => {
    expect(viewBeaconOf(`${site}/about?utm_source=%20%20`, `${site}/`, 390)).toEqual({
      kind: "view",
      path: "/about",
      widthPx: 390,
    });
    expect(viewBeaconOf(`${site}/`, "", 0)).toMatchObject({ path: "/", referrer: undefined });
    expect(viewBeaconOf(`${site}/`, "not a url", 0).referrer).toBeUndefined();
  });

  it("stays within the schema and the body limit however long the address", () => {
    const long = "x".repeat(5000);
    const beacon = viewBeaconOf(
      `${site}/${long}?utm_source=${long}&utm_medium=${long}&utm_campaign=${long}&utm_term=${long}&utm_content=${long}`,
      `https://${"a".repeat(60)}.example.org/${long}`,
      10 ** 9,
    );
    expect(BeaconSchema.safeParse(beacon).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(beacon)).length).toBeLessThanOrEqual(beaconBodyLimit);
  });
});
