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
    expect(viewBeaconOf(`${site}/`, "not a url", 0)?.referrer).toBeUndefined();
  });

  it("never sends the secret of a private link, only its pattern", () => {
    const token = "f3b1c2d4e5a6978812345678abcdef90";
    for (const [address, path] of [
      [`/demo/manage/${token}`, "/demo/manage/…"],
      [`/demo/manage/${token}/`, "/demo/manage/…"],
      [`/Demo/Manage/${token}?utm_source=mail`, "/demo/manage/…"],
      [`/interview/${token}`, "/interview/…"],
      [`/job-alerts/confirm/${token}`, "/job-alerts/confirm/…"],
      [`/job-alerts/unsubscribe/${token}`, "/job-alerts/unsubscribe/…"],
      [`/x/../demo//manage/${token}`, "/demo/manage/…"],
      [`/%64emo/manage/${token}`, "/demo/manage/…"],
      [`/demo%2Fmanage%2F${token}`, "/demo/manage/…"],
    ]) {
      const beacon = viewBeaconOf(`${site}${address}`, "", 1280);
      expect(beacon?.path, address).toBe(path);
      expect(JSON.stringify(beacon)).not.toContain(token);
      expect(BeaconSchema.safeParse(beacon).success).toBe(true);
    }
    expect(viewBeaconOf(`${site}/demo/with/asha`, "", 1280)?.path).toBe("/demo/with/asha");
    // Any other page goes as the address bar shows it, encoded as the schema wants it.
    for (const address of ["/blog/a%20post", "/career/apply/%E0%A4%95", "/faq%3Fq=1"]) {
      const beacon = viewBeaconOf(`${site}${address}`, "", 1280);
      expect(beacon?.path, address).toBe(address);
      expect(BeaconSchema.safeParse(beacon).success, address).toBe(true);
    }
  });

  it("sends nothing for a back-office page, however its address is spelled", () => {
    for (const address of ["/admin", "/ADMIN", "/Admin/contacts", "//admin/contacts", "/%61dmin/audit", "/./admin/x"]) {
      expect(viewBeaconOf(`${site}${address}`, "", 1280), address).toBeUndefined();
    }
    expect(viewBeaconOf(`${site}/x/../admin/staff`, "", 1280)).toBeUndefined();
    expect(viewBeaconOf(`${site}/administration`, "", 1280)?.path).toBe("/administration");
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
