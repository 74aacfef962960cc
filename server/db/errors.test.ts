import { describe, expect, it } from "vitest";

import { isServiceUnavailable } from "../../contracts/outcome";
import { isDatabaseUnavailable, tellingUnavailable } from "./errors";

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

describe("a database that cannot answer now", () => {
  it("is told by a lost connection's SQLSTATE, a write to a closed socket, or node-postgres's words for a broken client", () => {
    const failures = [
      Object.assign(new Error("connection failure"), { code: "08006" }),
      Object.assign(new Error("write EPIPE"), { code: "EPIPE" }),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("Client was closed and is not queryable"),
      // Wrapped, as Drizzle wraps the driver's error.
      new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") }),
    ];
    expect(failures.map(isDatabaseUnavailable)).toEqual([true, true, true, true, true]);
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(false);
  });
});
