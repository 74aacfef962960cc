import { BackButton } from "~/components/ui/back-button";
import { DeferredContactForm } from "~/features/contact/deferred-contact-form";
import { pageMeta } from "~/seo/page-meta";
import { TestimonialCard } from "~/components/testimonial-card";

import type { Route } from "./+types/all-testimonial";
import { siteContentPagesContext } from "~contracts/content-entries";

/** The testimonials editors publish for this page; the server keeps the page until they change (decision 034). */
export async function loader({ context }: Route.LoaderArgs) {
  return { testimonials: await context.get(siteContentPagesContext).testimonials("page") };
}

export const meta = () =>
  pageMeta({
    title: "Client Testimonials | Nexora Technologies",
    description:
      "What clients say about working with Nexora Technologies on their websites, apps, ERP and marketing projects.",
    path: "/alltestimonial",
    breadcrumb: "Testimonials",
  });

export default function AllTestimonialRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 sm:px-6">
          <BackButton />
          <div className="mx-auto max-w-3xl pt-8 text-center">
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Testimonials</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">Voices of Trust</h1>
            <p className="mt-5 text-lg text-slate-600">
              Founders, operations heads and marketing managers describe what it was like to work with our teams, from
              the first workshop to the months after launch.
            </p>
          </div>
        </div>
      </section>
      <section aria-label="Testimonials" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        <DeferredContactForm
          loads="reached"
          source="testimonials"
          submitLabel="Send your message"
          title="Tell us about your project"
        />
      </div>
    </>
  );
}
