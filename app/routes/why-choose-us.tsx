import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Why Choose Us | Nexora Technologies",
    description:
      "Why businesses choose Nexora Technologies: expertise, innovation, a customer-centric process and quality checked at every step.",
    path: "/why-choose-us",
  });

export default function WhyChooseUsRoute() {
  return (
    <PageHero
      title="Why Choose Us?"
      eyebrow="Expertise, innovation, care, quality"
      intro="Clients choose us for four reasons: engineers with deep expertise, a habit of finding the simpler solution, a process built around the client, and quality checked at every step rather than at the end."
    />
  );
}
