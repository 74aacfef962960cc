import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { JobAlertRequestSchema, offeredLocationMessage } from "../../domain/careers/job-alert-request";
import { locationFiltersFor } from "../../domain/careers/job-search";
import { jobAlertPaths } from "../../domain/careers/job-alerts";
import { JobAlertRequestedSchema, JobAlertsEndedSchema, succeeded } from "../../domain/site/public-api";
import { answer, apiRoute, declareRoute, failure, noBody, serverFailures } from "../plugins/api-contract";
import { apiError } from "../plugins/api-errors";
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

const unsubscribeToken = z.object({
  token: z.string().meta({ description: "The token of the link in an alert e-mail's List-Unsubscribe header." }),
});

const oneClickContract = declareRoute({
  operationId: "unsubscribeJobAlerts",
  tag: "careers",
  summary: "One-click unsubscribe from job alerts (RFC 8058)",
  description:
    "What a mail program sends for an alert e-mail's List-Unsubscribe header: ends every job alert of the address. Any body of up to 4 KB (`List-Unsubscribe=One-Click`, as a form or multipart) is taken and left unread.",
  params: unsubscribeToken,
  answers: {
    200: answer("The address's job alerts are ended.", succeeded(JobAlertsEndedSchema)),
    404: failure(
      "The link's alerts were ended already, or the link is incomplete: `No job alerts belong to this link: they were stopped already, or the link is incomplete.`",
    ),
    413: failure("The body is over 4 KB: `The request body is too large.`"),
    ...serverFailures,
  },
});

const unsubscribePageContract = declareRoute({
  operationId: "openJobAlertsUnsubscribePage",
  tag: "careers",
  summary: "The unsubscribe link opened in a browser",
  description:
    "A mail program without one-click support opens the link: it is sent to the page with the button. Nothing changes.",
  params: unsubscribeToken,
  answers: {
    303: noBody("To the unsubscribe page.", {
      Location: { type: "string", description: "The unsubscribe page: /job-alerts/unsubscribe/{token}." },
    }),
    ...serverFailures,
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

  await api.register(async (oneClick) => {
    // A mail provider's POST carries "List-Unsubscribe=One-Click" as a form, multipart or
    // urlencoded as it likes (RFC 8058, section 3.1); the token in the address is what counts,
    // so any body up to a few bytes is taken and left unread.
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    apiRoute(
      oneClick,
      "POST",
      "/api/job-alerts/unsubscribe/:token",
      oneClickContract,
      async (request, reply) => {
        const ended = await unsubscribeJobAlerts(deps.db, request.params.token);
        if (!ended) {
          return reply
            .status(404)
            .send(apiError("No job alerts belong to this link: they were stopped already, or the link is incomplete."));
        }
        request.log.info("job alerts ended by one-click unsubscribe");
        return reply.send({ success: true, data: { unsubscribed: true } });
      },
      { bodyLimit: 4096 },
    );
    // A mail program without one-click support opens the header's address in a browser: the page
    // with the button is there. Nothing changes on GET.
    apiRoute(oneClick, "GET", "/api/job-alerts/unsubscribe/:token", unsubscribePageContract, async (request, reply) =>
      reply.redirect(jobAlertPaths.unsubscribe(encodeURIComponent(request.params.token)), 303),
    );
  });
}
