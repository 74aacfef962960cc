import type { Bindings } from "../kernel/runtime/bindings";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { newsletterLinkServices } from "./newsletter-link-services";
import { subscriberDesk } from "./newsletter-desk";
import { newsletterRoutes } from "./newsletter-routes";

/**
 * The newsletter: the sign-up and its confirmation and unsubscribe links, and the subscribers' list
 * for the back office's newsletter area (editors and admins).
 */
export const area = {
  name: "newsletter",
  routes: (api, deps) => newsletterRoutes(api, deps),
  pageServices: (deps) => ({ newsletter: newsletterLinkServices(deps) }),
  areaDesks: (deps) => ({ newsletter: () => ({ subscribers: subscriberDesk(deps) }) }),
} satisfies ServerArea<Bindings & Pick<SharedResources, "quotas">>;
