import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Client Testimonials | Nexora Technologies",
    description: "What clients say about working with Nexora Technologies on their websites, apps, ERP and marketing projects.",
    path: "/alltestimonial",
  });

export default function AllTestimonialRoute() {
  return (
    <PageHero
      title="Voices of Trust"
      eyebrow="Testimonials"
      intro="Founders, operations heads and marketing managers describe what it was like to work with our teams, from the first workshop to the months after launch."
    />
  );
}
