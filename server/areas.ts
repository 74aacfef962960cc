import { area as analytics } from "./analytics/area";
import { area as applications } from "./applications/area";
import { area as bookings } from "./bookings/area";
import { area as consultants } from "./consultants/area";
import { area as contacts } from "./contacts/area";
import { area as content } from "./content/area";
import { area as enquiries } from "./enquiries/area";
import { area as jobs } from "./jobs/area";
import type { AllOf, DependenciesOf, ServerArea } from "./kernel/runtime/server-area";
import { area as newsletter } from "./newsletter/area";
import { area as outbox } from "./outbox/area";
import { area as privacy } from "./privacy/area";
import { area as staff } from "./staff/area";

/**
 * The server's areas, each registered in its own `area.ts`. Their routes are registered (and
 * described in docs/openapi.json), and their tasks started, in this order: the
 * applications' route puts the multipart parser on the API before the job alerts' one-click route
 * takes any body, and the newsletter's after them.
 */
const everyArea = [
  enquiries,
  privacy,
  bookings,
  content,
  applications,
  analytics,
  jobs,
  newsletter,
  consultants,
  contacts,
  outbox,
  staff,
] as const;

/** Everything one of the areas asks for: the composition (server/app.ts) hands each of them the same. */
export type AreaDependencies = AllOf<DependenciesOf<(typeof everyArea)[number]>>;

export const serverAreas: readonly ServerArea<AreaDependencies>[] = everyArea;
