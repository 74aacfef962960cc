import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { z } from "zod";

import { BeaconSchema, beaconBodyLimit, deviceClassOf } from "../../domain/analytics/analytics";
import { ApplicationFormSchema } from "../../domain/analytics/application-steps";
import { countedPath } from "../../domain/analytics/counted-path";
import { searchEngineOf } from "../../domain/analytics/search-engines";
import type { Clock } from "../clock";
import { clientAddressGroup } from "../client-address-group";
import {
  answer,
  answerHeaders,
  apiRoute,
  declareRoute,
  failure,
  noBody,
  serverFailures,
} from "../plugins/api-contract";
import { apiError } from "../plugins/api-errors";
import { tryAgainIn } from "../plugins/rate-limit";
import { addressWindowQuota } from "./address-window-quota";
import { formOfToken, newFormToken } from "./application-steps/form-tokens";
import type { CountedEvent } from "./counted-events";
import type { EventBuffer } from "./event-buffer";
import type { VisitorTraits } from "./visitor-keys";

/** Events one client address (its IPv6 /64) may send in a window: a busy reader sends a few a minute. */
export const eventsPerWindow = 120;
/**
 * Form tokens and application steps one client address may send in a window, apart from its page
 * events: a page of the form asks one token and sends at most eight steps, so six forms' worth.
 */
export const stepsPerWindow = 60;
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
  /** The key that signs the application forms' tokens. */
  formTokenSecret: () => Promise<Buffer>;
};

const tooMany = "Too many page events from your address.";
const tooManySteps = "Too many application steps from your address.";

const eventsContract = declareRoute({
  operationId: "countPageEvent",
  tag: "analytics",
  summary: "Count a page view, a page left, or a step of the job application",
  description: [
    "The site's own beacon (a `keepalive` request without credentials, which outlives the page as `navigator.sendBeacon` does) sends one `view` per page shown and one `leave` when the page is hidden or left. No cookie is read or set: the visitor is counted under a hash of a salt that changes every India day, the host, the address and the user agent, and only the hash is kept (decision 048).",
    "",
    "The job application's page also sends a `step` when it reaches one of its four steps, goes on from it, or is left on it, with the seconds seen: counted per India day, job, channel and step, with no visitor key (decision 066). A step counts only with the `formToken` the page was given for that job's form (`POST /api/analytics/application-forms`), once per step and token (decision 072): a step without a token, with one made up, altered, another job's or over a day old, or one already counted, is answered 204 like the rest and not counted, nor is a job id no job has. Steps spend a quota of their own, not the page events'.",
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
      `The client's address (its IPv6 /64) sent ${eventsPerWindow} page events in the last 10 minutes (\`${tooMany} Please try again in 3 minutes.\`), or ${stepsPerWindow} form tokens and steps (\`${tooManySteps} Please try again in 3 minutes.\`).`,
      answerHeaders.retryAfter,
    ),
    ...serverFailures,
  },
});

const formContract = declareRoute({
  operationId: "startApplicationForm",
  tag: "analytics",
  summary: "Get the token a page of the job application counts its steps under",
  description:
    "Asked by the job application's page when it shows the form: the token names the job and a random form id, signed by the server, and lasts a day. The page keeps it in its memory (no cookie, nothing stored in the browser) and sends it with each `step` to `POST /api/analytics/events`, where each step counts once per token (decision 072). Spends the client's quota of form tokens and steps.",
  body: ApplicationFormSchema,
  answers: {
    200: answer("The form's token.", z.object({ formToken: z.string() })),
    400: failure(
      "Not a request for a form: a body that is not JSON (`The request body is not valid JSON.`) or is empty, or a job id the schema refuses (`Please correct the highlighted fields.`, with `errors`).",
    ),
    413: failure(`The body is over ${beaconBodyLimit} bytes: \`The request body is too large.\``),
    415: failure("The body is not `application/json`: `Send the request as application/json.`"),
    429: failure(
      `The client's address (its IPv6 /64) sent ${stepsPerWindow} form tokens and steps in the last 10 minutes: \`${tooManySteps} Please try again in 3 minutes.\``,
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

/** A refusal of a spent quota, with when to try again. */
function refused(reply: FastifyReply, retryAfterMs: number, message: string) {
  return reply
    .status(429)
    .header("retry-after", String(Math.ceil(retryAfterMs / 1000)))
    .send(apiError(`${message} ${tryAgainIn(retryAfterMs)}`));
}

/**
 * POST /api/analytics/events: counts a beacon, never on the request's time (event-buffer.ts writes
 * it); POST /api/analytics/application-forms: a page of the application form's token.
 */
export function collectorRoutes(api: FastifyInstance, deps: CollectorDependencies): void {
  const quotaOf = (perWindow: number) =>
    addressWindowQuota({ clock: deps.clock, perWindow, windowMs, heldGroups: heldAddressGroups });
  const spend = quotaOf(eventsPerWindow);
  const spendStep = quotaOf(stepsPerWindow);

  apiRoute(
    api,
    "POST",
    "/api/analytics/application-forms",
    formContract,
    async (request, reply) => {
      // A bot's steps are not counted: its token costs nothing either.
      if (!notAPerson(request)) {
        const quota = spendStep(clientAddressGroup(request.ip));
        if (!quota.allowed) return refused(reply, quota.retryAfterMs, tooManySteps);
      }
      const formToken = newFormToken(await deps.formTokenSecret(), request.body.jobId, deps.clock());
      return reply.status(200).send({ formToken });
    },
    { bodyLimit: beaconBodyLimit },
  );

  apiRoute(
    api,
    "POST",
    "/api/analytics/events",
    eventsContract,
    async (request, reply) => {
      const beacon = request.body;
      if (notAPerson(request)) return reply.status(204).send();
      if (beacon.kind === "step") {
        const quota = spendStep(clientAddressGroup(request.ip));
        if (!quota.allowed) return refused(reply, quota.retryAfterMs, tooManySteps);
        // Counted with no visitor key, once per page of the form its token names; without one, not at all.
        const { formToken, ...step } = beacon;
        const at = deps.clock();
        const form = formOfToken(await deps.formTokenSecret(), formToken, step.jobId, at);
        if (form) deps.buffer.add({ ...step, form, at });
        return reply.status(204).send();
      }
      // Made again from whatever the client sent: no back-office page is counted, no private link's secret stored.
      const path = countedPath(beacon.path);
      if (path === undefined) return reply.status(204).send();
      const quota = spend(clientAddressGroup(request.ip));
      if (!quota.allowed) return refused(reply, quota.retryAfterMs, tooMany);
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
