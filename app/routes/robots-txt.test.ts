import { describe, expect, it } from "vitest";

import { dynamicPublicPaths, staticPublicPaths } from "~/public-paths";

import { loader } from "./robots-txt";

type Rule = { allow: boolean; path: string };

/** The Allow and Disallow lines of the file's one group, in their order. */
async function rules(): Promise<Rule[]> {
  const lines = (await loader().text()).split("\n");
  expect(lines[0]).toBe("User-agent: *");
  return lines.flatMap((line) => {
    const [, field = "", path = ""] = /^(Allow|Disallow):\s*(\S*)$/i.exec(line) ?? [];
    return field ? [{ allow: field.toLowerCase() === "allow", path }] : [];
  });
}

/** As the original robots.txt rules read: the first line whose path starts the URL decides. */
const firstMatch = (rules: Rule[], url: string) => rules.find((rule) => url.startsWith(rule.path))?.allow ?? true;

/** As RFC 9309 (and Google) read: the longest matching path decides, Allow on a tie. */
function longestMatch(rules: Rule[], url: string): boolean {
  const matching = rules.filter((rule) => url.startsWith(rule.path));
  const longest = Math.max(-1, ...matching.map((rule) => rule.path.length));
  if (longest < 0) return true;
  return matching.some((rule) => rule.path.length === longest && rule.allow);
}

describe("robots.txt", () => {
  const publicPages = [...staticPublicPaths, ...dynamicPublicPaths, "/career/apply/data-engineer-remote", "/blog/a"];
  const keptOut = ["/error", "/demo/manage/a-token", "/interview/a-token"];

  it("reads the same to crawlers that take the first matching line and to those that take the longest", async () => {
    const read = await rules();
    for (const url of [...publicPages, ...keptOut]) {
      expect([url, firstMatch(read, url)]).toEqual([url, longestMatch(read, url)]);
    }
  });

  it("lets crawlers read the public pages, and keeps them from the error page and the pages of personal links", async () => {
    const read = await rules();
    for (const url of publicPages) expect([url, firstMatch(read, url)]).toEqual([url, true]);
    for (const url of keptOut) expect([url, firstMatch(read, url)]).toEqual([url, false]);
  });
});
