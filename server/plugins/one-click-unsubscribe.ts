import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { OneClickUnsubscribedSchema, succeeded } from "../../domain/site/public-api";
import { answer, apiRoute, declareRoute, failure, noBody, serverFailures } from "./api-contract";
import { apiError } from "./api-errors";

/** What one list's one-click unsubscribe says of itself, in its contracts and its answers. */
export type OneClickUnsubscribe = {
  /** The address in the e-mails' List-Unsubscribe header, with its `:token`: "/api/job-alerts/unsubscribe/:token". */
  path: string;
  tag: string;
  operationIds: { oneClick: string; page: string };
  /** "job alerts", "the newsletter": what a click stops. */
  what: string;
  /** What stopping means for the address, as the contract says it. */
  description: string;
  /** The answer to a link that stops nothing (any more). */
  notFound: string;
  /** The page with the button, where a mail program without one-click support sends its reader. */
  pagePath: (token: string) => string;
  /** Stops what the token's e-mail was sent for; false when the link stops nothing. */
  unsubscribe: (token: string) => Promise<boolean>;
};

const unsubscribeToken = z.object({
  token: z.string().meta({ description: "The token of the link in an e-mail's List-Unsubscribe header." }),
});

/**
 * The one-click unsubscribe of RFC 8058 that a list's e-mails name in their List-Unsubscribe
 * header (server/emails/unsubscribe-headers.ts): a mail provider's POST stops the list for the
 * address at once, from any origin; a browser's GET is sent to the page with the button, and
 * changes nothing.
 */
export async function oneClickUnsubscribeRoutes(api: FastifyInstance, list: OneClickUnsubscribe): Promise<void> {
  const oneClickContract = declareRoute({
    operationId: list.operationIds.oneClick,
    tag: list.tag,
    summary: `One-click unsubscribe from ${list.what} (RFC 8058)`,
    description: `What a mail program sends for an e-mail's List-Unsubscribe header: ${list.description} Any body of up to 4 KB (\`List-Unsubscribe=One-Click\`, as a form or multipart) is taken and left unread.`,
    params: unsubscribeToken,
    answers: {
      200: answer(`The address is unsubscribed from ${list.what}.`, succeeded(OneClickUnsubscribedSchema)),
      404: failure(`The link stops nothing (any more): \`${list.notFound}\``),
      413: failure("The body is over 4 KB: `The request body is too large.`"),
      ...serverFailures,
    },
  });
  const pageContract = declareRoute({
    operationId: list.operationIds.page,
    tag: list.tag,
    summary: "The unsubscribe link opened in a browser",
    description:
      "A mail program without one-click support opens the link: it is sent to the page with the button. Nothing changes.",
    params: unsubscribeToken,
    answers: {
      303: noBody("To the unsubscribe page.", {
        Location: { type: "string", description: `The unsubscribe page: ${list.pagePath("{token}")}.` },
      }),
      ...serverFailures,
    },
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
      list.path,
      oneClickContract,
      async (request, reply) => {
        if (!(await list.unsubscribe(request.params.token))) return reply.status(404).send(apiError(list.notFound));
        request.log.info(`unsubscribed from ${list.what} by one click`);
        return reply.send({ success: true, data: { unsubscribed: true } });
      },
      { bodyLimit: 4096 },
    );
    // A mail program without one-click support opens the header's address in a browser: the page
    // with the button is there. Nothing changes on GET.
    apiRoute(oneClick, "GET", list.path, pageContract, async (request, reply) =>
      reply.redirect(list.pagePath(encodeURIComponent(request.params.token)), 303),
    );
  });
}
