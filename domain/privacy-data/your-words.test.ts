import { describe, expect, it } from "vitest";

import { privacyRequestKindNames, privacyRequestKinds } from "../privacy/privacy-requests";
import { howYouCame, yourRequestKindNames, yourRequestSummary, yourRequestTitle } from "./your-words";

describe("the words of a person's own page", () => {
  it("names every kind of request in the person's words, never staff's", () => {
    expect(yourRequestKindNames.access).toBe("Access to your data");
    for (const kind of privacyRequestKinds) expect(yourRequestKindNames[kind]).not.toMatch(/\btheir\b/i);
  });

  it("rewords the register's titles of each kind, and leaves any other title alone", () => {
    expect(yourRequestTitle(`${privacyRequestKindNames.access} request PR-4K7QXM`)).toBe(
      "Access to your data request PR-4K7QXM",
    );
    expect(yourRequestTitle(`${privacyRequestKindNames.objection} request PR-4K7QXM`)).toBe(
      "Do not contact me request PR-4K7QXM",
    );
    expect(yourRequestTitle(`${privacyRequestKindNames.erasure} request PR-4K7QXM`)).toBe("Erasure request PR-4K7QXM");
    expect(yourRequestTitle("Breach found 1 Dec 2026")).toBe("Breach found 1 Dec 2026");
  });

  it("puts what a request asked in the person's words where the register kept staff's", () => {
    expect(yourRequestSummary("Opened their data through the link e-mailed to them.")).toBe(
      "Show me my data, through the link e-mailed to me.",
    );
    expect(yourRequestSummary("Changed their nominee.")).toBe("Change my nominee.");
    expect(yourRequestSummary("Correct my phone.")).toBe("Correct my phone.");
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
