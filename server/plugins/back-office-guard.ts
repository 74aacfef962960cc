import type { FastifyInstance, FastifyRequest } from "fastify";

import { routedPath } from "../../domain/site/routed-path";
import { apiError } from "./api-errors";

/**
 * Whether a target could name the back office at all: its letters in any case, or escapes or the
 * tab and line breaks the URL parser drops, which could make them. Most requests have none of
 * these, and skip parsing their target as a URL (a share of every API answer's time).
 */
const mayNameBackOffice = (target: string) => /admin|%|[\t\n\r]/i.test(target);

/**
 * Whether the router would take the request to the back office: decided on the path it matches,
 * not on the raw target, which `/ADMIN/…`, `/%61dmin/…` or `/x/../admin/…` would walk past.
 */
const isBackOffice = (target: string) => mayNameBackOffice(target) && /^\/admin(?:\/|$)/i.test(routedPath(target));

const changesNothing = (method: string) => method === "GET" || method === "HEAD";

/** The origins this server answers as: the one the request was addressed to and the configured public one. */
const isOwnOrigin = (request: FastifyRequest, origin: string, publicOrigin: string) =>
  origin === `${request.protocol}://${request.host}` || origin === publicOrigin;

/**
 * The back office's fence, in front of every /admin request whatever route serves it:
 * - a request that would change something must come from a page of this site (its
 *   Origin header), so another site cannot make a signed-in browser act (cross-site
 *   request forgery); browsers send Origin with every POST;
 * - nothing of it is cached or indexed, and its pages' own forms post with their Origin.
 * The role check is the pages' own (app/features/admin/shared/staff-session.server.ts).
 */
export function guardBackOffice(app: FastifyInstance, { publicSiteUrl }: { publicSiteUrl: string }): void {
  const publicOrigin = new URL(publicSiteUrl).origin;
  // A callback hook, not an async one: it runs on every request, the public site's too.
  app.addHook("onRequest", (request, reply, done) => {
    if (!isBackOffice(request.url)) return done();
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    // Under the site-wide no-referrer a browser sends "Origin: null" with a plain form post (no
    // JavaScript), which the check below refuses; same-origin gives our own pages' posts their origin.
    reply.header("referrer-policy", "same-origin");
    if (changesNothing(request.method)) return done();
    const origin = request.headers.origin;
    if (origin && isOwnOrigin(request, origin, publicOrigin)) return done();
    reply
      .status(403)
      .send(
        apiError(
          "This request did not come from a page of this site, so it was refused. Please try again from the back office.",
        ),
      );
  });
}
