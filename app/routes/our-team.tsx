import { pageMeta } from "~/seo/page-meta";
import { TeamPage } from "~/features/about/team-page";

export const meta = () =>
  pageMeta({
    title: "Our Team | Nexora Technologies",
    description:
      "Meet the people who lead Nexora Technologies' engineering, design and delivery teams in New Delhi, Bangalore and Gwalior.",
    path: "/ourteam",
    breadcrumb: "Our Team",
  });

export default function OurTeamRoute() {
  return <TeamPage />;
}
