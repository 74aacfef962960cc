import type { FastifyInstance } from "fastify";

import { bookingTimeZone, demoDurationMinutes, isIsoDate } from "../../domain/booking";
import { BookingRequestSchema } from "../../domain/booking-request";
import { fieldErrors } from "../../domain/field-errors";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { apiError } from "../plugins/api-errors";
import { submitOnce } from "../plugins/idempotency";
import { cachedJson, sendJson } from "../plugins/representation";
import type { SpendQuota } from "../plugins/rate-limit";
import { BookingRuleError, SlotTakenError, bookDemo } from "./bookings";
import { publicCalendar } from "./public-calendar";
import { TooManyUpcomingCallsError } from "./upcoming-calls-cap";
import { fingerprintOf } from "../kernel/idempotency";

export type DemoRouteDependencies = {
  db: Db;
  clock: Clock;
  salesEmail: string;
  publicSiteUrl: string;
  spendQuota: SpendQuota;
  onEmailsQueued: (ids: string[]) => void;
};

export function demoRoutes(api: FastifyInstance, deps: DemoRouteDependencies): void {
  api.get<{ Params: { date: string } }>("/demo/slots/:date", { compress: false }, async (request, reply) => {
    const { date } = request.params;
    if (!isIsoDate(date)) {
      return reply.status(400).send(apiError("Please give a real date as YYYY-MM-DD.", { date: "Invalid date." }));
    }
    const slots = await publicCalendar(deps.db).slots(date, deps.clock());
    const body = cachedJson(slots, () => ({
      success: true,
      data: { date, timeZone: bookingTimeZone, durationMinutes: demoDurationMinutes, availableSlots: slots },
    }));
    return sendJson(request, reply, body);
  });

  // Beside the contract (docs/decisions/009-bookable-dates-endpoint.md): the calendar greys out days
  // that blocked time covers from the first slot to the last.
  api.get("/demo/dates", { compress: false }, async (request, reply) => {
    const dates = await publicCalendar(deps.db).dates(deps.clock());
    const body = cachedJson(dates, () => ({
      success: true,
      data: { timeZone: bookingTimeZone, bookableDates: dates },
    }));
    return sendJson(request, reply, body);
  });

  api.post("/demo/book", async (request, reply) => {
    const parsed = BookingRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send(apiError("Please correct the highlighted fields.", fieldErrors(parsed.error)));
    }
    const once = {
      db: deps.db,
      fingerprint: fingerprintOf(parsed.data),
      spendQuota: deps.spendQuota,
    };
    try {
      return await submitOnce(request, reply, once, async (claim) => {
        const booked = await bookDemo(deps.db, parsed.data, {
          salesEmail: deps.salesEmail,
          publicSiteUrl: deps.publicSiteUrl,
          clientIp: request.ip,
          now: deps.clock(),
          idempotency: claim,
        });
        const { id, reference } = booked.confirmation;
        request.log.info({ bookingId: id, reference }, "demo booked");
        deps.onEmailsQueued(booked.queuedEmailIds);
        return { statusCode: 201, data: booked.confirmation };
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
