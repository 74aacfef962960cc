import type { FastifyInstance } from "fastify";

import { fieldErrors } from "../../domain/field-errors";
import { JobAlertRequestSchema } from "../../domain/job-alert-request";
import { jobAlertPaths } from "../../domain/job-alerts";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { apiError } from "../plugins/api-errors";
import { submitOnce } from "../plugins/idempotency";
import type { SpendQuota } from "../plugins/rate-limit";
import { fingerprintOf } from "../kernel/idempotency";
import type { JobAlertMailSettings } from "./job-alert-emails";
import { requestJobAlert, unsubscribeJobAlerts } from "./job-alerts";

export type JobAlertRouteDependencies = {
  db: Db;
  clock: Clock;
  mail: JobAlertMailSettings;
  spendQuota: SpendQuota;
  onEmailsQueued: (ids: string[]) => void;
};

/**
 * POST /api/job-alerts saves the careers search for an address and mails the confirmation link;
 * POST /api/job-alerts/unsubscribe/{token} is the one-click unsubscribe of RFC 8058 that alert
 * e-mails name in their List-Unsubscribe header.
 */
export async function jobAlertRoutes(api: FastifyInstance, deps: JobAlertRouteDependencies): Promise<void> {
  api.post("/api/job-alerts", async (request, reply) => {
    const parsed = JobAlertRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send(apiError("Please correct the highlighted fields.", fieldErrors(parsed.error)));
    }
    const once = { db: deps.db, fingerprint: fingerprintOf(parsed.data), spendQuota: deps.spendQuota };
    return submitOnce(request, reply, once, async (claim) => {
      const { queuedEmailIds } = await requestJobAlert(deps.db, parsed.data, {
        now: deps.clock(),
        mail: deps.mail,
        idempotency: claim,
      });
      deps.onEmailsQueued(queuedEmailIds);
      // 202 and nothing else, whether a link went out or the address is known: the answer tells a stranger nothing.
      return { statusCode: 202, data: {} };
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
    oneClick.post<{ Params: { token: string } }>(
      "/api/job-alerts/unsubscribe/:token",
      { bodyLimit: 4096 },
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
    );
    // A mail program without one-click support opens the header's address in a browser: the page
    // with the button is there. Nothing changes on GET.
    oneClick.get<{ Params: { token: string } }>("/api/job-alerts/unsubscribe/:token", async (request, reply) =>
      reply.redirect(jobAlertPaths.unsubscribe(encodeURIComponent(request.params.token)), 303),
    );
  });
}
