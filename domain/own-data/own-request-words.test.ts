import { describe, expect, it } from "vitest";

import { privacyRequestKinds } from "../privacy/privacy-requests";
import { howYouCame, yourRequestKindNames } from "./own-request-words";

describe("the words of a person's own page", () => {
  it("names every kind of request in the person's words, never staff's", () => {
    expect(yourRequestKindNames.access).toBe("Access to your data");
    for (const kind of privacyRequestKinds) expect(yourRequestKindNames[kind]).not.toMatch(/\btheir\b/i);
  });

  it("says where a visit came from as the reports count it, to the person", () => {
    expect(howYouCame({})).toBe("You came to the site directly");
    expect(howYouCame({ referrer: "www.Example.in" })).toBe("You came from a link on example.in");
    expect(howYouCame({ referrer: "www.google.com", searchEngine: "Google" })).toBe("You came from a search on Google");
    expect(howYouCame({ utmSource: "Newsletter", searchEngine: "Google" })).toBe(
      "You followed a link marked “newsletter”",
    );
  });
});
