import { PageHero } from "~/components/ui/page-hero";
import { ContactForm } from "~/features/contact/contact-form";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Client Testimonials | Nexora Technologies",
    description:
      "What clients say about working with Nexora Technologies on their websites, apps, ERP and marketing projects.",
    path: "/alltestimonial",
  });

export default function AllTestimonialRoute() {
  return (
    <>
      <PageHero
        title="Voices of Trust"
        eyebrow="Testimonials"
        intro="Founders, operations heads and marketing managers describe what it was like to work with our teams, from the first workshop to the months after launch."
      />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        <ContactForm source="testimonials" submitLabel="Send your message" title="Tell us about your project" />
      </div>
    </>
  );
}
