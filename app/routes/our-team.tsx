import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Our Team | Nexora Technologies",
    description:
      "Meet the people who lead Nexora Technologies' engineering, design and client teams in New Delhi, Bangalore and Gwalior.",
    path: "/ourteam",
  });

export default function OurTeamRoute() {
  return (
    <PageHero
      title="Our Team"
      eyebrow="The people behind the work"
      intro="Our leadership team has shipped software for banks, retailers, hospitals and schools. Meet the people who will be accountable for your project."
    />
  );
}
