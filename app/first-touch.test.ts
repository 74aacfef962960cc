import { describe, expect, it } from "vitest";

import { FirstTouchSchema } from "~domain/sales/sales";
import { firstTouchToKeep } from "./first-touch";

const site = "https://nexoratech.in";

describe("firstTouchToKeep", () => {
  it("keeps the campaign's UTM parameters, the referring site's host name and the landing path", () => {
    const touch = firstTouchToKeep(
      `${site}/services/cloud?utm_source=newsletter&utm_medium=email&utm_campaign=diwali&utm_term=erp&utm_content=banner&page=2#faq`,
      "https://www.google.com/search?q=nexora+cloud",
      null,
    );
    expect(touch).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "diwali",
      utmTerm: "erp",
      utmContent: "banner",
      referrer: "www.google.com",
      landingPage: "/services/cloud",
    });
    // What is kept is what the server takes.
    expect(FirstTouchSchema.parse(touch)).toEqual(touch);
  });

  it("keeps only the landing page of a direct visit", () => {
    expect(firstTouchToKeep(`${site}/`, "", null)).toEqual({ landingPage: "/" });
  });

  it("keeps nothing on a later page of the visit: the first touch is never replaced", () => {
    const stored = JSON.stringify({ utmSource: "newsletter", landingPage: "/" });
    expect(firstTouchToKeep(`${site}/contactUs?utm_source=linkedin`, "https://www.linkedin.com/", stored)).toBe(
      undefined,
    );
  });

  it("leaves out the site's own address as a referrer", () => {
    expect(firstTouchToKeep(`${site}/contactUs`, `${site}/services`, null)).toEqual({ landingPage: "/contactUs" });
  });

  it("keeps the host name alone, never the referring page's path, query or credentials", () => {
    expect(firstTouchToKeep(`${site}/`, "https://user:secret@blog.example.org:8443/posts/1?id=9", null)).toEqual({
      referrer: "blog.example.org",
      landingPage: "/",
    });
  });

  it.each([
    ["an address that is not a web page", "android-app://com.google.android.gm/"],
    ["a referrer that is not an address", "not a url"],
    ["an IPv6 host the server would refuse", "http://[2001:db8::1]/"],
  ])("leaves out %s", (_, referrer) => {
    expect(firstTouchToKeep(`${site}/about`, referrer, null)).toEqual({ landingPage: "/about" });
  });

  it("leaves out empty parameters and cuts long ones to what the server takes", () => {
    const touch = firstTouchToKeep(`${site}/blog?utm_source=%20%20&utm_campaign=${"x".repeat(150)}`, "", null);
    expect(touch).toEqual({ utmCampaign: "x".repeat(100), landingPage: "/blog" });
    expect(FirstTouchSchema.parse(touch)).toEqual(touch);
  });

  it("keeps nothing on a back-office page: staff are not visitors", () => {
    expect(firstTouchToKeep(`${site}/admin/enquiries?utm_source=x`, "", null)).toBe(undefined);
    expect(firstTouchToKeep(`${site}/administration`, "", null)).toEqual({ landingPage: "/administration" });
  });
});
