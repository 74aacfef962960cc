import { newsletterLinksContext } from "../../contracts/newsletter";
import type { Bindings } from "../kernel/runtime/bindings";
import { provide } from "../kernel/runtime/page-service";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { newsletterLinkServices } from "./newsletter-link-services";
import { newsletterDesk, subscriberDesk } from "./newsletter-desk";
import { newsletterRoutes } from "./newsletter-routes";
import { createNewsletterTask } from "./newsletter-task";

type NewsletterDependencies = Bindings &
  Pick<SharedResources, "log" | "quotas"> & {
    /** NEWSLETTER_RATE: the newsletters' e-mails a minute, all together. */
    newsletterRate: number;
  };

/**
 * The newsletter: the sign-up and its confirmation and unsubscribe links, the subscribers' list, and
 * the newsletters (decision 079): sent from the back office's newsletter area (editors and admins),
 * a batch at a time by its task, their links counted by a redirect that keeps no one.
 */
export const area = {
  name: "newsletter",
  routes: (api, deps) => newsletterRoutes(api, deps),
  tasks: (deps) => ({
    tasks: [
      createNewsletterTask({
        db: deps.db,
        clock: deps.clock,
        log: deps.log,
        mail: { publicSiteUrl: deps.publicSiteUrl, salesEmail: deps.salesEmail },
        ratePerMinute: deps.newsletterRate,
        onEmailsQueued: deps.onEmailsQueued,
      }),
    ],
  }),
  pageServices: (deps) => [provide(newsletterLinksContext, newsletterLinkServices(deps))],
  areaDesks: (deps) => ({
    newsletter: (member) => ({ subscribers: subscriberDesk(deps, member), newsletters: newsletterDesk(deps, member) }),
  }),
} satisfies ServerArea<NewsletterDependencies>;
