import { indeedFeed } from "~/features/careers/indeed-feed";

import type { Route } from "./+types/careers-jobs-xml";
import { jobPagesContext } from "~contracts/jobs";

/** The open jobs as Indeed's XML job feed: what the careers page lists, as it is now. */
export async function loader({ context }: Route.LoaderArgs) {
  const jobs = await context.get(jobPagesContext).listOpen();
  return new Response(indeedFeed(jobs), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      // A job opened or closed a moment ago is in or out of the feed at once: no cache to wait out.
      "cache-control": "no-cache",
    },
  });
}
