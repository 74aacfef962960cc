import type { FastifyInstance } from "fastify";
import { JobAlertRequestSchema, offeredLocationMessage } from "../../domain/jobs/job-alert-request";
import { locationFiltersFor } from "../../domain/jobs/job-search";
import { jobAlertPaths } from "../../domain/jobs/job-alerts";
import { JobAlertRequestedSchema } from "../../domain/site/public-api";
import { apiRoute } from "../plugins/api-contract";
import { apiError } from "../plugins/api-errors";
import { oneClickUnsubscribeRoutes } from "../plugins/one-click-unsubscribe";
import { declareSubmission, takeSubmission, type SubmissionDependencies } from "../plugins/public-submission";
import type { Bindings } from "../kernel/runtime/bindings";
import type { JobAlertMailSettings } from "./job-alert-emails";
import { jobBoard } from "./job-board";
import { requestJobAlert, unsubscribeJobAlerts } from "./job-alerts";

export type JobAlertRouteDependencies = SubmissionDependencies &
  Pick<Bindings, "clock"> & {
    mail: JobAlertMailSettings;
  };

const requestContract = declareSubmission({
  operationId: "requestJobAlerts",
  tag: "careers",
  summary: "Ask for e-mails about new jobs",
  description:
    "Saves a careers search for an address and e-mails it a link to confirm; alerts start once it is confirmed. The answer is the same whether a link went out or the address had the search already.",
  body: JobAlertRequestSchema,
  taken: {
    status: 202,
    description: "Taken: a confirmation link is on its way, if one was due.",
    data: JobAlertRequestedSchema,
  },
});

/**
 * POST /api/job-alerts saves the careers search for an address and mails the confirmation link;
 * POST /api/job-alerts/unsubscribe/{token} is the one-click unsubscribe of RFC 8058 that alert
 * e-mails name in their List-Unsubscribe header.
 */
export async function jobAlertRoutes(api: FastifyInstance, deps: JobAlertRouteDependencies): Promise<void> {
  apiRoute(api, "POST", "/api/job-alerts", requestContract, async (request, reply) => {
    // The filter offers the places where a job is open besides the specification's: so may an alert.
    if (!locationFiltersFor(await jobBoard(deps.db).open()).includes(request.body.location)) {
      return reply
        .status(400)
        .send(apiError("Please correct the highlighted fields.", { location: offeredLocationMessage }));
    }
    return takeSubmission(request, reply, deps, { status: 202 }, async (claim) => {
      const { queuedEmailIds } = await requestJobAlert(deps.db, request.body, {
        now: deps.clock(),
        mail: deps.mail,
        idempotency: claim,
      });
      // 202 and nothing else, whether a link went out or the address is known: the answer tells a stranger nothing.
      return { data: {}, queuedEmailIds };
    });
  });

  await oneClickUnsubscribeRoutes(api, {
    path: "/api/job-alerts/unsubscribe/:token",
    tag: "careers",
    operationIds: { oneClick: "unsubscribeJobAlerts", page: "openJobAlertsUnsubscribePage" },
    what: "job alerts",
    description: "it ends every job alert of the address.",
    notFound: "No job alerts belong to this link: they were stopped already, or the link is incomplete.",
    pagePath: jobAlertPaths.unsubscribe,
    unsubscribe: async (token) => (await unsubscribeJobAlerts(deps.db, token)) !== undefined,
  });
}
