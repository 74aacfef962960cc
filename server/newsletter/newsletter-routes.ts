import type { FastifyInstance } from "fastify";
import { z } from "zod";

import {
  newsletterPaths,
  returnPathOf,
  signupAnswerId,
  signupPlaces,
  type SignupAnswer,
  type SignupPlace,
} from "../../domain/newsletter/newsletter";
import { NewsletterSubscriptionSchema } from "../../domain/newsletter/newsletter-request";
import { NewsletterSubscriptionTakenSchema } from "../../domain/site/public-api";
import { clientAddressGroup } from "../client-address-group";
import type { Bindings } from "../kernel/runtime/bindings";
import { apiRoute, declareRoute, failure, jsonSchemaOf, noBody, serverFailures } from "../plugins/api-contract";
import { oneClickUnsubscribeRoutes } from "../plugins/one-click-unsubscribe";
import { declareSubmission, takeSubmission } from "../plugins/public-submission";
import { mailboxQuotas, type Quotas } from "../plugins/rate-limit";
import { apiError } from "../plugins/api-errors";
import { followNewsletterLink } from "./newsletter-clicks";
import { requestSubscription, unsubscribeByLink } from "./subscriptions";

export type NewsletterRouteDependencies = Pick<
  Bindings,
  "db" | "clock" | "onEmailsQueued" | "publicSiteUrl" | "salesEmail"
> & { quotas: Pick<Quotas, "form" | "quota"> };

/** The form's quotas: the client's (its network) and the address's, as every public form that mails an address has. */
const quotaName = "newsletter";

const subscribeContract = declareSubmission({
  operationId: "subscribeToNewsletter",
  tag: "newsletter",
  summary: "Subscribe to the newsletter",
  description:
    "Saves a sign-up for an address, with the topics chosen (none: every one), and e-mails it a link to confirm; nothing else is sent until it is confirmed. The answer is the same whether or not the address was known.",
  body: NewsletterSubscriptionSchema,
  taken: {
    status: 202,
    description: "Taken: a confirmation link is on its way.",
    data: NewsletterSubscriptionTakenSchema,
  },
});

/** The form as a browser without JavaScript posts it: the sign-up's fields, where the form was and its page. */
const PlainSignUpSchema = NewsletterSubscriptionSchema.extend({
  place: z.enum(signupPlaces).meta({ description: "Where the form was: under the blog, under a post, in the footer." }),
  returnTo: z.string().meta({ description: "The path of the page the form was on, where the browser is sent back." }),
});

const plainSignUpContract = declareRoute({
  operationId: "subscribeToNewsletterWithoutJavaScript",
  tag: "newsletter",
  summary: "Subscribe to the newsletter from a page without JavaScript",
  description:
    "The newsletter's form posted as a browser without JavaScript posts it. Taken as the JSON sign-up is, within the same quotas, and answered by sending the browser back to its page (a public page of this site; otherwise the blog) at the message that answers it: `#newsletter-{place}-sent`, `-email` (the address is not one), `-invalid` (a topic or notice the form does not offer) or `-busy` (a quota is spent). Nothing in the answer tells whether the address was known.",
  form: jsonSchemaOf(PlainSignUpSchema, "input"),
  answers: {
    303: noBody("Back to the page, at its answer.", {
      Location: {
        type: "string",
        description: "The page's path and the answer's fragment: /blog#newsletter-blog-sent.",
      },
    }),
    ...serverFailures,
  },
});

const notALink = "This link is not one of our newsletter's: it may be incomplete.";

const clickContract = declareRoute({
  operationId: "followNewsletterLink",
  tag: "newsletter",
  summary: "Follow a link of a sent newsletter",
  description:
    "Every link in a newsletter's e-mail goes through here (decision 079): the link's count goes up by one, and the answer sends the reader on to where it leads, a page of this site with the newsletter's campaign in its UTM parameters. Nothing is kept of who followed it. Only the links the newsletter sent lead anywhere.",
  params: z.object({
    newsletterId: z.string().meta({ description: "The newsletter's id." }),
    position: z.string().meta({ description: "The link's place in the newsletter, from 1." }),
  }),
  answers: {
    302: noBody("On to the link's address.", {
      Location: { type: "string", description: "Where the link leads, as the newsletter sent it." },
    }),
    404: failure(`No link of a newsletter has this address: \`${notALink}\``),
    ...serverFailures,
  },
});

const uuidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

const isPlace = (value: unknown): value is SignupPlace => signupPlaces.some((place) => place === value);

/**
 * POST /api/newsletter/subscriptions takes the form's sign-up as JSON (its script's); POST
 * /newsletter/subscribe takes the same form posted without JavaScript and sends the browser back
 * to its page, at the message that answers it; /api/newsletter/unsubscribe/{token} is the
 * one-click unsubscribe (RFC 8058) that the e-mails to subscribers name in their headers; GET
 * /n/{newsletter}/{position} is a sent newsletter's link, counted and followed (decision 079).
 */
export async function newsletterRoutes(api: FastifyInstance, deps: NewsletterRouteDependencies): Promise<void> {
  const { db, clock, onEmailsQueued, quotas } = deps;
  const mail = { publicSiteUrl: deps.publicSiteUrl, salesEmail: deps.salesEmail };
  const spendQuota = quotas.form(quotaName);

  apiRoute(api, "POST", "/api/newsletter/subscriptions", subscribeContract, async (request, reply) =>
    takeSubmission(
      request,
      reply,
      { db, onEmailsQueued, spendQuota },
      { status: 202, recipient: request.body.email },
      async (claim) => {
        const { queuedEmailIds } = await requestSubscription(db, request.body, {
          now: clock(),
          mail,
          idempotency: claim,
        });
        // 202 and nothing else, whether the address is new, waiting or subscribed: the answer tells a stranger nothing.
        return { data: {}, queuedEmailIds };
      },
    ),
  );

  // The same quotas, spent the same way, for the plain post.
  const byClient = quotas.quota(quotaName);
  const byMailbox = mailboxQuotas(quotas, quotaName);
  await api.register(async (form) => {
    // A browser without JavaScript posts the form urlencoded; a topic ticked is its name again.
    form.removeAllContentTypeParsers();
    form.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    apiRoute(
      form,
      "POST",
      newsletterPaths.subscribe,
      plainSignUpContract,
      async (request, reply) => {
        const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const place = isPlace(fields.get("place")) ? (fields.get("place") as SignupPlace) : "footer";
        // Back to the page the form was on, at the message that answers it: a page rendered once
        // for everyone (prerendered, or kept by the page cache) shows it by its #fragment alone.
        const back = (answer: SignupAnswer) =>
          reply.redirect(`${returnPathOf(fields.get("returnTo"))}#${signupAnswerId(place, answer)}`, 303);
        const parsed = NewsletterSubscriptionSchema.safeParse({
          email: fields.get("email") ?? undefined,
          topics: fields.getAll("topics"),
          noticeVersion: fields.get("noticeVersion") || undefined,
          noticeLanguage: fields.get("noticeLanguage") || undefined,
        });
        if (!parsed.success)
          return back(parsed.error.issues.some((issue) => issue.path[0] === "email") ? "email" : "invalid");
        const client = await byClient(clientAddressGroup(request.ip), request.log);
        if (!client.allowed) return back("busy");
        const mailbox = await byMailbox(parsed.data.email, request.log);
        if (!mailbox.allowed) return back("busy");
        const { queuedEmailIds } = await requestSubscription(db, parsed.data, { now: clock(), mail });
        onEmailsQueued(queuedEmailIds);
        return back("sent");
      },
      { bodyLimit: 4096, config: { mediaType: "application/x-www-form-urlencoded" } },
    );
  });

  apiRoute(api, "GET", "/n/:newsletterId/:position", clickContract, async (request, reply) => {
    const { newsletterId, position } = request.params;
    const url =
      uuidPattern.test(newsletterId) && /^[1-9]\d{0,4}$/.test(position)
        ? await followNewsletterLink(db, newsletterId, Number(position))
        : undefined;
    if (!url) return reply.status(404).send(apiError(notALink));
    // Each click is its own: no cache keeps the answer, and the page it leads to is not told where the reader came from.
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    return reply.redirect(url, 302);
  });

  await oneClickUnsubscribeRoutes(api, {
    path: "/api/newsletter/unsubscribe/:token",
    tag: "newsletter",
    operationIds: { oneClick: "unsubscribeFromNewsletter", page: "openNewsletterUnsubscribePage" },
    what: "the newsletter",
    description: "it stops the newsletter for the address, which stays on record as unsubscribed for a while.",
    notFound: "No subscription belongs to this link: it is incomplete, or its record has been deleted.",
    pagePath: newsletterPaths.unsubscribe,
    unsubscribe: async (token) => (await unsubscribeByLink(db, token, clock())) !== undefined,
  });
}
