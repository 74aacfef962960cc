import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { bookingTimeZone, callDurationMinutes } from "../../domain/bookings/booking";
import { BookingRequestSchema, consultantPageName } from "../../domain/bookings/booking-request";
import { serviceQuerySchema } from "../../domain/consultants/call-routing";
import { isIsoDate } from "../../domain/time/india-dates";
import {
  BookableDatesSchema,
  BookingConfirmationSchema,
  DaySlotsSchema,
  succeeded,
} from "../../domain/site/public-api";
import {
  answer,
  answerHeaders,
  apiRoute,
  badJsonBody,
  correctTheFields,
  declareRoute,
  failure,
  notModified,
  requestHeaders,
  serverFailures,
} from "../plugins/api-contract";
import { apiError } from "../plugins/api-errors";
import { declareSubmission, takeSubmission, type SubmissionDependencies } from "../plugins/public-submission";
import { cachedJson, sendJson } from "../plugins/representation";
import type { Bindings } from "../kernel/runtime/bindings";
import { BookingRuleError, SlotTakenError, createBooking } from "./bookings";
import { publicCalendar } from "./public-calendar";
import { TooManyUpcomingCallsError } from "./upcoming-calls-cap";
import type { LeadVisitKey } from "../analytics/lead-visits";
import { consultantBySlug } from "../consultants/consultant-admin";
import type { ConsultantChoice } from "../consultants/availability";

export type BookingRouteDependencies = SubmissionDependencies &
  Pick<Bindings, "clock" | "salesEmail" | "publicSiteUrl" | "jitsiHost"> & {
    /** The visitor key the booking's visit was counted under (decision 048). */
    leadVisitKey: LeadVisitKey;
  };

const noSuchPage = "This booking page is not known.";

const withConsultant = z
  .string()
  .optional()
  .meta({ description: "A consultant's page (/demo/with/<name>): only their calendar. Without it, the team's." });

const slotsContract = declareRoute({
  operationId: "getDemoSlots",
  tag: "bookings",
  summary: "The free demo slots of one day",
  description:
    "The 30-minute slots still free on a day in India: working hours Monday to Saturday 10:00 to 18:00, none starting within the hour, and at least one consultant free (their hours, buffers, notice and daily limit). A Sunday or a date outside the bookable window (today in India and the next 89 days) answers 200 with no slots.",
  params: z.object({
    date: z.iso.date("Invalid date.").refine(isIsoDate).meta({ description: "A calendar date in India, YYYY-MM-DD." }),
  }),
  invalid: {
    params: "Please give a real date as YYYY-MM-DD.",
    querystring: "Please choose one of the site's services.",
  },
  querystring: z.object({
    with: withConsultant,
    service: serviceQuerySchema.meta({
      description:
        "The service the call is about, as its slug in /case-study/{slug}. A booking for it goes to a consultant who covers it when one is free, and to anyone free otherwise, so the day offers the same times with or without it (decision 044).",
    }),
  }),
  headers: requestHeaders.ifNoneMatch,
  answers: {
    200: answer("The day's free slots, earliest first.", succeeded(DaySlotsSchema), answerHeaders.etag),
    ...notModified,
    400: failure(
      "Not a real date as YYYY-MM-DD: `Please give a real date as YYYY-MM-DD.`, with `errors.date`; or a `service` that is none of the site's eight: `Please choose one of the site's services.`, with `errors.service`.",
    ),
    404: failure(`\`with\` names no consultant's page: \`${noSuchPage}\``),
    ...serverFailures,
  },
});

const datesContract = declareRoute({
  operationId: "getBookableDates",
  tag: "bookings",
  summary: "The dates a demo can be booked on",
  description:
    "The bookable window's dates in India, without Sundays, without days that blocked time covers from the first slot to the last, and without days no consultant works.",
  querystring: z.object({ with: withConsultant }),
  headers: requestHeaders.ifNoneMatch,
  answers: {
    200: answer("The bookable dates, earliest first.", succeeded(BookableDatesSchema), answerHeaders.etag),
    ...notModified,
    404: failure(`\`with\` names no consultant's page: \`${noSuchPage}\``),
    ...serverFailures,
  },
});

const bookContract = declareSubmission({
  operationId: "bookDemo",
  tag: "bookings",
  summary: "Book a free demo call",
  description:
    "Books one of the slots GET /demo/slots/{date} offers. The visitor and the sales team are e-mailed; the visitor's e-mail has a link to cancel or move the call.",
  body: BookingRequestSchema,
  taken: { status: 201, description: "Booked.", data: BookingConfirmationSchema },
  ownAnswers: {
    400: failure(
      `Invalid fields (\`Please correct the highlighted fields.\` with a message per field in \`errors\`), a date or time that cannot be booked (\`This date or time cannot be booked.\` with \`errors.date\` or \`errors.time\`), ${badJsonBody}.`,
    ),
    409: failure(
      "Someone else booked the slot meanwhile: `Sorry, that time was just booked by someone else. Please choose another time.`",
    ),
    429: failure(
      "The client's address (its IPv6 /64) has made FORM_RATE_LIMIT accepted submissions to this form in the last 10 minutes (`Too many submissions from your address. Please try again in 3 minutes.`, with Retry-After), the e-mail address has been sent FORM_RATE_LIMIT confirmations in 10 minutes or 5 in a day, whoever booked (`We have sent this email address as many messages as we may for now. Please try again in 5 hours.`, with Retry-After), or it already holds its share of upcoming calls (`You already have 3 upcoming calls booked with this e-mail address, …`).",
      answerHeaders.retryAfter,
    ),
  },
});

/** The consultant a `with` names (their id), the team without one, or undefined for a page that is not known. */
async function choiceOf(deps: BookingRouteDependencies, slug: unknown): Promise<ConsultantChoice | undefined> {
  if (slug === undefined) return {};
  const name = consultantPageName.safeParse(slug);
  const consultant = name.success ? await consultantBySlug(deps.db, name.data) : undefined;
  return consultant && { only: consultant.id };
}

export function bookingRoutes(api: FastifyInstance, deps: BookingRouteDependencies): void {
  const unzipped = { compress: false } as const;
  apiRoute(
    api,
    "GET",
    "/demo/slots/:date",
    slotsContract,
    async (request, reply) => {
      const { date } = request.params;
      const choice = await choiceOf(deps, request.query.with);
      if (!choice) return reply.status(404).send(apiError(noSuchPage));
      const slots = await publicCalendar(deps.db).slots(date, deps.clock(), choice);
      const body = cachedJson(slots, () => ({
        success: true,
        data: { date, timeZone: bookingTimeZone, durationMinutes: callDurationMinutes, availableSlots: slots },
      }));
      return sendJson(request, reply, body);
    },
    unzipped,
  );

  // Beside the contract (docs/decisions/009-bookable-dates-endpoint.md): the calendar greys out days
  // that blocked time covers from the first slot to the last.
  apiRoute(
    api,
    "GET",
    "/demo/dates",
    datesContract,
    async (request, reply) => {
      const choice = await choiceOf(deps, request.query.with);
      if (!choice) return reply.status(404).send(apiError(noSuchPage));
      const dates = await publicCalendar(deps.db).dates(deps.clock(), choice);
      const body = cachedJson(dates, () => ({
        success: true,
        data: { timeZone: bookingTimeZone, bookableDates: dates },
      }));
      return sendJson(request, reply, body);
    },
    unzipped,
  );

  apiRoute(api, "POST", "/demo/book", bookContract, async (request, reply) => {
    const choice = await choiceOf(deps, request.body.consultant);
    if (!choice) return reply.status(400).send(apiError(correctTheFields, { consultant: noSuchPage }));
    try {
      const submission = { status: 201, recipient: request.body.email };
      return await takeSubmission(request, reply, deps, submission, async (claim) => {
        const { consultant: _page, ...visitorRequest } = request.body;
        const booked = await createBooking(deps.db, visitorRequest, {
          salesEmail: deps.salesEmail,
          publicSiteUrl: deps.publicSiteUrl,
          jitsiHost: deps.jitsiHost,
          clientIp: request.ip,
          now: deps.clock(),
          idempotency: claim,
          visitorKey: await deps.leadVisitKey(request),
          consultant: choice.only,
        });
        const { id, reference } = booked.confirmation;
        request.log.info({ bookingId: id, reference }, "demo booked");
        return { data: booked.confirmation, queuedEmailIds: booked.queuedEmailIds };
      });
    } catch (error) {
      if (error instanceof BookingRuleError) return reply.status(400).send(apiError(error.message, error.errors));
      if (error instanceof SlotTakenError) return reply.status(409).send(apiError(error.message));
      // 429, not 409: the contract's 409 sends the visitor back to the slots, and any slot is refused alike.
      if (error instanceof TooManyUpcomingCallsError) return reply.status(429).send(apiError(error.message));
      throw error;
    }
  });
}
