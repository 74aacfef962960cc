import { pageMeta } from "~/seo/page-meta";
import { TeamPage } from "~/features/about/team-page";

import type { Route } from "./+types/our-team";
import { sitePagesContext } from "~contracts/content-documents";

// The team editors publish; the server keeps the rendered page until they publish again (decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  return { team: await context.get(sitePagesContext).team() };
}

export const meta = () =>
  pageMeta({
    title: "Our Team | Nexora Technologies",
    description:
      "Meet the people who lead Nexora Technologies' engineering, design and delivery teams in New Delhi, Bangalore and Gwalior.",
    path: "/ourteam",
    breadcrumb: "Our Team",
  });

export default function OurTeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamPage team={loaderData.team} />;
}
