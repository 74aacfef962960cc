import { describe, expect, it } from "vitest";

import { fieldErrors } from "../forms/field-errors";
import { noticeVersion } from "../privacy/notices";
import { describeTopics, newsletterTopics, returnPathOf, signupAnswerId } from "./newsletter";
import { NewsletterSubscriptionSchema, unknownTopicMessage } from "./newsletter-request";

const errorsOf = (input: unknown) => {
  const result = NewsletterSubscriptionSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("NewsletterSubscriptionSchema", () => {
  it("takes an address, trimmed, and every topic when none is chosen", () => {
    expect(NewsletterSubscriptionSchema.parse({ email: " meera@example.in " })).toEqual({
      email: "meera@example.in",
      topics: [],
    });
  });

  it("keeps each topic once, in the list's order, with the notice shown", () => {
    expect(
      NewsletterSubscriptionSchema.parse({
        email: "meera@example.in",
        topics: ["Product", "Design", "Product"],
        noticeVersion,
        noticeLanguage: "hi",
      }),
    ).toEqual({ email: "meera@example.in", topics: ["Design", "Product"], noticeVersion, noticeLanguage: "hi" });
  });

  it.each([
    [{}, { email: "Please enter your email address." }],
    [{ email: "meera@" }, { email: "Please enter a valid email address." }],
    [{ email: "a@example.in, b@example.in" }, { email: "Please enter a valid email address." }],
    [{ email: "meera@example.in", topics: ["Cooking"] }, { topics: unknownTopicMessage }],
    [{ email: "meera@example.in", topics: "Design" }, { topics: unknownTopicMessage }],
    [{ email: "meera@example.in", topics: [...newsletterTopics, "Design"] }, { topics: unknownTopicMessage }],
  ])("refuses %j, saying so on the field", (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});

describe("the page the form's plain post goes back to", () => {
  it.each([
    ["/blog/choosing-a-cloud", "/blog/choosing-a-cloud"],
    ["/blog?page=2", "/blog"],
    ["/faq#top", "/faq"],
    ["/x/../privacy", "/privacy"],
    ["//evil.example/", "/blog"],
    ["/\\evil.example/", "/blog"],
    ["https://evil.example/", "/blog"],
    ["/ADMIN/staff", "/blog"],
    ["/api/jobs", "/blog"],
    ["/ok\nLocation: https://evil.example", "/blog"],
    [undefined, "/blog"],
  ])("%j is %s", (value, path) => {
    expect(returnPathOf(value)).toBe(path);
  });
});

describe("the newsletter's words", () => {
  it("says every topic when none is chosen, and the chosen ones in the list's order", () => {
    expect(describeTopics([])).toBe("Every topic");
    expect(describeTopics(["Product", "Design"])).toBe("Design, Product");
  });

  it("names each answer of each form apart, so a page with two forms shows the right one", () => {
    expect(signupAnswerId("post", "sent")).toBe("newsletter-post-sent");
    expect(signupAnswerId("footer", "sent")).not.toBe(signupAnswerId("post", "sent"));
  });
});
