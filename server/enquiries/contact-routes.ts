import type { FastifyInstance } from "fastify";

import { ContactSubmissionSchema } from "../../domain/enquiries/contact-enquiry";
import { honeypotField } from "../../domain/enquiries/contact-enquiry-fields";
import { EnquiryReceivedSchema, succeeded } from "../../domain/site/public-api";
import {
  answer,
  answerHeaders,
  apiRoute,
  badJsonBody,
  declareRoute,
  failure,
  jsonBodyFailures,
  requestHeaders,
  serverFailures,
  submissionFailures,
} from "../plugins/api-contract";
import { submitOnce } from "../plugins/idempotency";
import type { SpendQuota } from "../plugins/rate-limit";
import type { Bindings } from "../kernel/runtime/bindings";
import { recordEnquiry } from "./enquiries";
import { fingerprintOf } from "../kernel/requests/idempotency";
import type { LeadVisitKey } from "../analytics/lead-visits";

export type ContactRouteDependencies = Pick<
  Bindings,
  "db" | "clock" | "salesEmail" | "publicSiteUrl" | "onEmailsQueued"
> & {
  spendQuota: SpendQuota;
  /** The visitor key the enquiry's visit was counted under (decision 048). */
  leadVisitKey: LeadVisitKey;
};

const submitContract = declareRoute({
  operationId: "submitEnquiry",
  tag: "enquiries",
  summary: "Send an enquiry",
  description:
    "The contact page's form, and the same form on the testimonials page and the case studies (`source`). The sales team is e-mailed the enquiry and the sender an acknowledgement.",
  headers: requestHeaders.idempotencyKey,
  body: ContactSubmissionSchema,
  // The honeypot is the forms' own trap for bots: a client leaves it out.
  undescribed: [honeypotField],
  answers: {
    201: answer("Received.", succeeded(EnquiryReceivedSchema), answerHeaders.replayed),
    400: failure(
      `Invalid fields (\`Please correct the highlighted fields.\` with a message per field in \`errors\`), ${badJsonBody}.`,
    ),
    ...jsonBodyFailures,
    ...submissionFailures,
    ...serverFailures,
  },
});

export function contactRoutes(api: FastifyInstance, deps: ContactRouteDependencies): void {
  apiRoute(api, "POST", "/contactus/submit", submitContract, async (request, reply) => {
    const once = {
      db: deps.db,
      fingerprint: fingerprintOf(request.body),
      spendQuota: deps.spendQuota,
    };
    return submitOnce(request, reply, once, async (claim) => {
      const enquiry = await recordEnquiry(deps.db, request.body, {
        salesEmail: deps.salesEmail,
        publicSiteUrl: deps.publicSiteUrl,
        clientIp: request.ip,
        idempotency: claim,
        visitorKey: await deps.leadVisitKey(request),
        now: deps.clock(),
      });
      request.log.info({ enquiryId: enquiry.id, spam: enquiry.queuedEmailIds.length === 0 }, "enquiry recorded");
      deps.onEmailsQueued(enquiry.queuedEmailIds);
      // A bot that filled the honeypot gets the same answer as a person, so it learns nothing.
      return { statusCode: 201, data: { id: enquiry.id } };
    });
  });
}
