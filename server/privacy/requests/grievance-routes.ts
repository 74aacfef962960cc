import type { FastifyInstance } from "fastify";

import {
  GrievanceReceivedSchema,
  GrievanceSchema,
  grievancePath,
} from "../../../domain/privacy/privacy-requests-forms";
import type { Bindings } from "../../kernel/runtime/bindings";
import { rememberAnswer } from "../../kernel/requests/idempotency";
import { apiRoute } from "../../plugins/api-contract";
import { declareSubmission, takeSubmission, type SubmissionDependencies } from "../../plugins/public-submission";
import { recordPrivacyRequest } from "./register";

export type GrievanceRouteDependencies = SubmissionDependencies &
  Pick<Bindings, "clock" | "salesEmail" | "publicSiteUrl">;

const grievanceContract = declareSubmission({
  operationId: "submitGrievance",
  tag: "privacy",
  summary: "Send a grievance to the Grievance Officer",
  description:
    "The form on the privacy policy page (DPDP Act s. 13): the complaint is entered in the privacy requests register, due within the company's stated period and never more than 90 days, and acknowledged by e-mail with its reference.",
  body: GrievanceSchema,
  taken: { status: 201, description: "Received and acknowledged.", data: GrievanceReceivedSchema },
});

export function grievanceRoutes(api: FastifyInstance, deps: GrievanceRouteDependencies): void {
  apiRoute(api, "POST", grievancePath, grievanceContract, async (request, reply) =>
    takeSubmission(request, reply, deps, { status: 201, recipient: request.body.email }, async (claim) => {
      const now = deps.clock();
      const { name, email, message, noticeVersion, noticeLanguage } = request.body;
      return deps.db.transaction(async (tx) => {
        const recorded = await recordPrivacyRequest(
          tx,
          {
            kind: "grievance",
            email,
            summary: message,
            details: name ? { name } : {},
            receivedAt: now,
            notice: { noticeVersion, noticeLanguage },
          },
          { salesEmail: deps.salesEmail, publicSiteUrl: deps.publicSiteUrl },
        );
        const data = { reference: recorded.reference, dueAt: recorded.dueAt.toISOString() };
        if (claim) await rememberAnswer(tx, claim, { statusCode: 201, data }, now);
        request.log.info({ privacyRequestId: recorded.id }, "grievance recorded");
        return { data, queuedEmailIds: recorded.emailIds };
      });
    }),
  );
}
