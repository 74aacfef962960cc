import { describe, expect, it } from "vitest";

import { isServiceUnavailable } from "../../contracts/outcome";
import { tellingUnavailable } from "./errors";

describe("a failed query, as the pages are told it", () => {
  it("is the pages' ServiceUnavailableError when the database cannot answer now, and itself otherwise", async () => {
    const timedOut = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    const unavailable = await tellingUnavailable(Promise.reject(timedOut)).catch((error: unknown) => error);
    expect(isServiceUnavailable(unavailable)).toBe(true);
    expect((unavailable as Error).cause).toBe(timedOut);

    const broken = Object.assign(new Error('relation "jobs" does not exist'), { code: "42P01" });
    expect(await tellingUnavailable(Promise.reject(broken)).catch((error: unknown) => error)).toBe(broken);
    expect(await tellingUnavailable(Promise.resolve("row"))).toBe("row");
  });
});
