import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";

import { BeaconSchema, beaconBodyLimit, deviceClassOf } from "../../domain/analytics/analytics";
import { countedPath } from "../../domain/analytics/counted-path";
import { searchEngineOf } from "../../domain/analytics/search-engines";
import type { Clock } from "../clock";
import { clientAddressGroup } from "../client-address-group";
import { answerHeaders, apiRoute, declareRoute, failure, noBody, serverFailures } from "../plugins/api-contract";
import { apiError } from "../plugins/api-errors";
import { tryAgainIn } from "../plugins/rate-limit";
import { addressWindowQuota } from "./address-window-quota";
import type { CountedEvent } from "./counted-events";
import type { EventBuffer } from "./event-buffer";
import type { VisitorTraits } from "./visitor-keys";

/** Events one client address (its IPv6 /64) may send in a window: a busy reader sends a few a minute. */
export const eventsPerWindow = 120;
const windowMs = 10 * 60_000;
/** The most address groups counted one by one in a window: past it, the others share one quota. */
const heldAddressGroups = 50_000;

export type CollectorDependencies = {
  clock: Clock;
  buffer: EventBuffer;
  /** The visitor key of a request: the day's salt, its host, address and user agent, hashed. */
  visitorKeyOf: (traits: VisitorTraits) => Promise<string>;
  /** The ISO country code of an address, when GEOIP_DATABASE knows it. */
  countryOf: (address: string) => string | undefined;
};

const tooMany = "Too many page events from your address.";

const eventsContract = declareRoute({
  operationId: "countPageEvent",
  tag: "analytics",
  summary: "Count a page view, a page left, or a step of the job application",
  description: [
    "The site's own beacon (a `keepalive` request without credentials, which outlives the page as `navigator.sendBeacon` does) sends one `view` per page shown and one `leave` when the page is hidden or left. No cookie is read or set: the visitor is counted under a hash of a salt that changes every India day, the host, the address and the user agent, and only the hash is kept (decision 048).",
    "",
    "The job application's page also sends a `step` when it reaches one of its four steps, goes on from it, or is left on it, with the seconds seen: counted per India day, job, channel and step, with no visitor key (decision 066). A job id no job has is not counted.",
    "",
    "Answered 204 whether the event was counted or ignored: the user agents of bots and headless browsers, prefetches (`Sec-Purpose: prefetch` or `Purpose: prefetch`) and back-office paths (`/admin`, however spelled: `/ADMIN`, `/%61dmin`, `/x/../admin`) are not counted. A private link's path is counted under its route's pattern with `…` for the secret (`/demo/manage/…`), however it is spelled: the secret is never stored. Counting happens a few seconds later, off the request.",
  ].join("\n"),
  body: BeaconSchema,
  answers: {
    204: noBody("Counted, or ignored as a bot's, a prefetch's or a back-office page's."),
    400: failure(
      "Not a beacon: a body that is not JSON (`The request body is not valid JSON.`) or is empty, or fields the schema refuses (`Please correct the highlighted fields.`, with `errors`).",
    ),
    413: failure(`The body is over ${beaconBodyLimit} bytes: \`The request body is too large.\``),
    415: failure("The body is not `application/json`: `Send the request as application/json.`"),
    429: failure(
      `The client's address (its IPv6 /64) sent ${eventsPerWindow} events in the last 10 minutes: \`${tooMany} Please try again in 3 minutes.\``,
      answerHeaders.retryAfter,
    ),
    ...serverFailures,
  },
});

/** An event not counted for who sent it: a bot or a headless browser, or a prefetch. */
function notAPerson(request: FastifyRequest): boolean {
  const userAgent = request.headers["user-agent"];
  if (!userAgent || isbot(userAgent)) return true;
  const purpose = `${request.headers["sec-purpose"] ?? ""} ${request.headers.purpose ?? ""}`.toLowerCase();
  return purpose.includes("prefetch");
}

/** The referring site's host name, when the referrer is another site's web address. */
function otherSiteOf(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  return bare(host) === bare(ownHost) ? null : host;
}

/** POST /api/analytics/events: counts a beacon, never on the request's time (event-buffer.ts writes it). */
export function collectorRoutes(api: FastifyInstance, deps: CollectorDependencies): void {
  const spend = addressWindowQuota({
    clock: deps.clock,
    perWindow: eventsPerWindow,
    windowMs,
    heldGroups: heldAddressGroups,
  });
  apiRoute(
    api,
    "POST",
    "/api/analytics/events",
    eventsContract,
    async (request, reply) => {
      const beacon = request.body;
      if (notAPerson(request)) return reply.status(204).send();
      // Made again from whatever the client sent: no back-office page is counted, no private link's secret stored.
      const path = beacon.kind === "step" ? undefined : countedPath(beacon.path);
      if (beacon.kind !== "step" && path === undefined) return reply.status(204).send();
      const quota = spend(clientAddressGroup(request.ip));
      if (!quota.allowed) {
        return reply
          .status(429)
          .header("retry-after", String(Math.ceil(quota.retryAfterMs / 1000)))
          .send(apiError(`${tooMany} ${tryAgainIn(quota.retryAfterMs)}`));
      }
      if (beacon.kind === "step" || path === undefined) {
        // A step is counted with no visitor key: only its day, job, channel and step are kept.
        if (beacon.kind === "step") deps.buffer.add({ ...beacon, at: deps.clock() });
        return reply.status(204).send();
      }
      const visitorKey = await deps.visitorKeyOf({
        host: request.hostname,
        address: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      });
      const at = deps.clock();
      let event: CountedEvent;
      if (beacon.kind === "leave") {
        event = { kind: "leave", visitorKey, at, path, visibleMs: beacon.visibleMs };
      } else {
        const referrerHost = otherSiteOf(beacon.referrer, request.hostname);
        event = {
          kind: "view",
          visitorKey,
          at,
          path,
          referrerHost,
          searchEngine: searchEngineOf(referrerHost ?? undefined) ?? null,
          utmSource: beacon.utmSource ?? null,
          utmMedium: beacon.utmMedium ?? null,
          utmCampaign: beacon.utmCampaign ?? null,
          utmTerm: beacon.utmTerm ?? null,
          utmContent: beacon.utmContent ?? null,
          device: deviceClassOf(beacon.widthPx),
          country: deps.countryOf(request.ip) ?? null,
        };
      }
      deps.buffer.add(event);
      return reply.status(204).send();
    },
    { bodyLimit: beaconBodyLimit },
  );
}
