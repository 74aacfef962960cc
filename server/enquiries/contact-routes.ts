import type { FastifyInstance } from "fastify";

import { ContactSubmissionSchema } from "../../domain/contact-enquiry";
import { fieldErrors } from "../../domain/field-errors";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { apiError } from "../plugins/api-errors";
import { submitOnce } from "../plugins/idempotency";
import type { SpendQuota } from "../plugins/rate-limit";
import { recordEnquiry } from "./enquiries";
import { fingerprintOf } from "../kernel/idempotency";

export type ContactRouteDependencies = {
  db: Db;
  clock: Clock;
  salesEmail: string;
  spendQuota: SpendQuota;
  /** Tells the mail worker that e-mails are waiting; absent when no SMTP server is configured. */
  onEmailsQueued: (ids: string[]) => void;
};

export function contactRoutes(api: FastifyInstance, deps: ContactRouteDependencies): void {
  api.post("/contactus/submit", async (request, reply) => {
    const parsed = ContactSubmissionSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send(apiError("Please correct the highlighted fields.", fieldErrors(parsed.error)));
    }
    const once = {
      db: deps.db,
      fingerprint: fingerprintOf(parsed.data),
      spendQuota: deps.spendQuota,
    };
    return submitOnce(request, reply, once, async (claim) => {
      const enquiry = await recordEnquiry(deps.db, parsed.data, {
        salesEmail: deps.salesEmail,
        clientIp: request.ip,
        idempotency: claim,
        now: deps.clock(),
      });
      request.log.info({ enquiryId: enquiry.id, spam: enquiry.queuedEmailIds.length === 0 }, "enquiry recorded");
      deps.onEmailsQueued(enquiry.queuedEmailIds);
      // A bot that filled the honeypot gets the same answer as a person, so it learns nothing.
      return { statusCode: 201, data: { id: enquiry.id } };
    });
  });
}
