import type { NewsletterLinks } from "../../contracts/newsletter";
import type { Bindings } from "../kernel/runtime/bindings";
import { confirmSubscription, findByUnsubscribeToken, findConfirmation, unsubscribeByLink } from "./subscriptions";

/** The pages the links in the newsletter's e-mails open: confirm (which queues the welcome), unsubscribe. */
export function newsletterLinkServices({
  db,
  clock,
  onEmailsQueued,
  publicSiteUrl,
  salesEmail,
}: Pick<Bindings, "db" | "clock" | "onEmailsQueued" | "publicSiteUrl" | "salesEmail">): NewsletterLinks {
  return {
    findConfirmation: (token) => findConfirmation(db, token, clock()),
    async confirm(token) {
      const { view, queuedEmailIds } = await confirmSubscription(db, token, {
        now: clock(),
        mail: { publicSiteUrl, salesEmail },
      });
      onEmailsQueued(queuedEmailIds);
      return view;
    },
    findByUnsubscribeToken: (token) => findByUnsubscribeToken(db, token),
    unsubscribe: (token) => unsubscribeByLink(db, token, clock()),
  };
}
