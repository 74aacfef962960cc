import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { renderingContext } from "~contracts/load-context";

// React Router's default server entry, with these changes: `progressiveChunkSize`, the nonce,
// errors logged through the server's log, a HEAD's headers as GET's, and error answers kept by nobody.
export const streamTimeout = 5_000;

/**
 * An error a loader, action or render met goes to the server's log, whose lines lose link tokens
 * and e-mail addresses; React Router's default printed it raw on stderr (a failed query with the
 * values a visitor typed, a 405's message naming a manage link's URL). A request the browser gave
 * up on is not an error, as in the default. Prerendering has no server log: the console it is.
 */
/**
 * React Router's refusals of an action whose Origin is not the address it was sent to (its CSRF
 * check, answered 400): plain Errors, known only by their words.
 */
const forgedActionMessages = [
  "Bad Request",
  "`origin` header is not a valid URL. Aborting the action.",
  "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
];

/** The router's status for a refusal of the request's own making (no page, a method or an origin it refuses), if this is one. */
function refusalStatusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status < 500 ? error.status : undefined;
  return error instanceof Error && forgedActionMessages.includes(error.message) ? 400 : undefined;
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // What a stranger can send at will is the request's fault, not the site's: a warning, not an error.
  const refusal = refusalStatusOf(error);
  if (refusal !== undefined) {
    const logRefusal = context?.get(renderingContext).logRefusal;
    if (logRefusal) logRefusal(refusal);
    return;
  }
  // One of the router's own answers carries the error that says what went wrong.
  const routerError = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  logError(context, routerError ?? error);
};

const logError = (context: Readonly<RouterContextProvider> | undefined, error: unknown) => {
  const log = context?.get(renderingContext).logError;
  if (log) log(error);
  else console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: Readonly<RouterContextProvider>,
) {
  responseHeaders.set("Content-Type", "text/html");
  // An error answer (a missing page, a refusal, a failure) is nobody's to keep, as the server's page
  // cache keeps none: a missing page may be published the next minute. A route's own say stands.
  if (responseStatusCode >= 400 && !responseHeaders.has("Cache-Control")) {
    responseHeaders.set("Cache-Control", "no-store");
  }
  // HEAD answers GET's headers without the body (RFC 9110 §9.3.2).
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Every inline script carries the nonce the response's Content-Security-Policy allows: React's
    // own through `nonce`, and React Router's (<Scripts>, the streamed loader data) through
    // ServerRouter, whose nonce <Scripts> takes when given none. Prerendering has no nonce; the
    // build hashes those pages' scripts instead.
    const nonce = loadContext.get(renderingContext).cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // By default React sends a finished Suspense boundary of more than 12.8 KB after the rest of
        // the page and reveals it with a script, so the page first paints without it and then
        // shifts. The home page's sections below the hero sit in one such boundary (routes/home.tsx);
        // they are finished, and belong in the HTML where they stand.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by handleError.
          if (shellRendered) logError(loadContext, error);
        },
      },
    );
  });
}
