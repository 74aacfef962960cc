import type { FastifyInstance } from "fastify";

import { bookingTimeZone, demoDurationMinutes, isIsoDate } from "../../domain/booking";
import { BookingRequestSchema } from "../../domain/booking-request";
import { fieldErrors } from "../../domain/field-errors";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { apiError } from "../plugins/api-errors";
import { formRateLimit } from "../plugins/rate-limit";
import { BookingRuleError, SlotTakenError, availableSlots, bookDemo } from "../services/bookings";

export type DemoRouteDependencies = {
  db: Db;
  clock: Clock;
  salesEmail: string;
  rateLimit: number;
  onEmailsQueued: (ids: string[]) => void;
};

export function demoRoutes(api: FastifyInstance, deps: DemoRouteDependencies): void {
  api.get<{ Params: { date: string } }>("/demo/slots/:date", async (request, reply) => {
    const { date } = request.params;
    if (!isIsoDate(date)) {
      return reply.status(400).send(apiError("Please give a real date as YYYY-MM-DD.", { date: "Invalid date." }));
    }
    return {
      success: true,
      data: {
        date,
        timeZone: bookingTimeZone,
        durationMinutes: demoDurationMinutes,
        availableSlots: await availableSlots(deps.db, date, deps.clock()),
      },
    };
  });

  api.post("/demo/book", formRateLimit(deps.rateLimit), async (request, reply) => {
    const parsed = BookingRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send(apiError("Please correct the highlighted fields.", fieldErrors(parsed.error)));
    }
    try {
      const booked = await bookDemo(deps.db, parsed.data, {
        salesEmail: deps.salesEmail,
        clientIp: request.ip,
        now: deps.clock(),
      });
      request.log.info({ bookingId: booked.confirmation.id, reference: booked.confirmation.reference }, "demo booked");
      deps.onEmailsQueued(booked.queuedEmailIds);
      return reply.status(201).send({ success: true, data: booked.confirmation });
    } catch (error) {
      if (error instanceof BookingRuleError) return reply.status(400).send(apiError(error.message, error.errors));
      if (error instanceof SlotTakenError) return reply.status(409).send(apiError(error.message));
      throw error;
    }
  });
}
