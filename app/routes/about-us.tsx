import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "About Us | Nexora Technologies, IT Services in Delhi NCR",
    description:
      "Nexora Technologies is an IT services company with offices in New Delhi, Bangalore and Gwalior, building websites, apps, ERP, CRM and AI solutions.",
    path: "/aboutUs",
  });

export default function AboutUsRoute() {
  return (
    <PageHero
      title="About us"
      eyebrow="Empowering Innovation Through Technology"
      intro="Nexora Technologies is an IT services company headquartered in Delhi NCR, with teams in New Delhi, Bangalore and Gwalior. We design and build websites, mobile apps, ERP and CRM systems, security programmes and generative AI products for startups and established businesses, and we stay with our clients after launch."
    />
  );
}
