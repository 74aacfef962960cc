import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Portfolio: Websites, Apps, ERP and AI Projects | Nexora Technologies",
    description:
      "Selected projects by Nexora Technologies: website development, ERP, mobile apps, UI/UX design, digital marketing, generative AI and CRM for Indian businesses.",
    path: "/portfolio",
  });

export default function PortfolioRoute() {
  return (
    <PageHero
      title="Our Portfolio"
      eyebrow="Work we are proud of"
      intro="A selection of projects we have delivered for retailers, manufacturers, clinics, schools and startups: what the client needed, what stood in the way, how we approached it and what they launched."
    />
  );
}
