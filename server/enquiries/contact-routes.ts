import type { FastifyInstance } from "fastify";

import { ContactSubmissionSchema } from "../../domain/enquiries/contact-enquiry";
import { honeypotField } from "../../domain/enquiries/contact-enquiry-fields";
import { EnquiryReceivedSchema } from "../../domain/site/public-api";
import { apiRoute } from "../plugins/api-contract";
import { declareSubmission, takeSubmission, type SubmissionDependencies } from "../plugins/public-submission";
import type { Bindings } from "../kernel/runtime/bindings";
import { recordEnquiry } from "./enquiries";
import type { LeadVisitKey } from "../analytics/lead-visits";

export type ContactRouteDependencies = SubmissionDependencies &
  Pick<Bindings, "clock" | "salesEmail" | "publicSiteUrl"> & {
    /** The visitor key the enquiry's visit was counted under (decision 048). */
    leadVisitKey: LeadVisitKey;
  };

const submitContract = declareSubmission({
  operationId: "submitEnquiry",
  tag: "enquiries",
  summary: "Send an enquiry",
  description:
    "The contact page's form, and the same form on the testimonials page and the case studies (`source`). The sales team is e-mailed the enquiry and the sender an acknowledgement.",
  body: ContactSubmissionSchema,
  // The honeypot is the forms' own trap for bots: a client leaves it out.
  undescribed: [honeypotField],
  taken: { status: 201, description: "Received.", data: EnquiryReceivedSchema },
});

export function contactRoutes(api: FastifyInstance, deps: ContactRouteDependencies): void {
  apiRoute(api, "POST", "/contactus/submit", submitContract, async (request, reply) =>
    takeSubmission(request, reply, deps, { status: 201, recipient: request.body.email }, async (claim) => {
      const enquiry = await recordEnquiry(deps.db, request.body, {
        salesEmail: deps.salesEmail,
        publicSiteUrl: deps.publicSiteUrl,
        clientIp: request.ip,
        idempotency: claim,
        visitorKey: await deps.leadVisitKey(request),
        now: deps.clock(),
      });
      request.log.info({ enquiryId: enquiry.id, spam: enquiry.queuedEmailIds.length === 0 }, "enquiry recorded");
      // A bot that filled the honeypot gets the same answer as a person, so it learns nothing.
      return { data: { id: enquiry.id }, queuedEmailIds: enquiry.queuedEmailIds };
    }),
  );
}
