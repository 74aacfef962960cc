import type { ServerArea } from "../kernel/back-office/server-area";
import { subscriberDesk } from "./newsletter-desk";

/** The newsletter's subscribers, for the back office's newsletter area (editors and admins). */
export const newsletterArea: ServerArea<Parameters<typeof subscriberDesk>[0]> = {
  areaDesks: (deps) => ({ newsletter: () => ({ subscribers: subscriberDesk(deps) }) }),
};
