import { DrizzleQueryError } from "drizzle-orm";
import { UNSAFE_ErrorResponseImpl as ErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { renderingContext, type PageRendering } from "~contracts/load-context";

import { handleError } from "./entry.server";

/** What React Router hands handleError: the request and the load context the server made. */
const args = (rendering: PageRendering | undefined, aborted = false) => {
  const controller = new AbortController();
  if (aborted) controller.abort();
  const request = new Request("http://127.0.0.1/demo/manage/x", { signal: controller.signal });
  const context = new RouterContextProvider(rendering ? new Map([[renderingContext, rendering]]) : undefined);
  return { request, params: {}, context };
};

describe("handleError", () => {
  const failed = new DrizzleQueryError('select * from "bookings" where "email" = $1', ["meera@example.in"]);

  it("hands a loader's or an action's error to the server's log, never to stderr", () => {
    const logError = vi.fn();
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    handleError(failed, args({ logError }));
    expect(logError).toHaveBeenCalledWith(failed);
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
  });

  it("logs the router's own refusal (a method a page does not take) as a refusal, never as an error", () => {
    const logError = vi.fn();
    const logRefusal = vi.fn();
    const inner = new Error('You made a POST request to "/demo/manage/x" but did not provide an `action`');
    handleError(new ErrorResponse(405, "Method Not Allowed", inner, true), args({ logError, logRefusal }));
    expect(logRefusal).toHaveBeenCalledWith(405);
    expect(logError).not.toHaveBeenCalled();
    // An action posted with another site's Origin, which the router refuses with a 400.
    handleError(
      new Error(
        "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
      ),
      args({ logError, logRefusal }),
    );
    expect(logRefusal).toHaveBeenLastCalledWith(400);
    expect(logError).not.toHaveBeenCalled();
    // A 500 of the router's stays an error.
    handleError(new ErrorResponse(500, "Internal Server Error", inner, true), args({ logError, logRefusal }));
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it("says nothing of a request the browser gave up on", () => {
    const logError = vi.fn();
    handleError(failed, args({ logError }, true));
    expect(logError).not.toHaveBeenCalled();
  });

  it("prints to the console only where there is no server log (prerendering at build time)", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    handleError(failed, args(undefined));
    expect(printed).toHaveBeenCalledWith(failed);
    printed.mockRestore();
  });
});
