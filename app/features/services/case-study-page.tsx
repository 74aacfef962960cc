import { SpriteIcon } from "~/components/icons/sprite-icon";
import { ButtonLink } from "~/components/ui/button-link";
import { HeadedSection } from "~/components/ui/headed-section";
import { HeroIllustration } from "~/components/ui/hero-illustration";
import { Eyebrow, SectionHeading } from "~/components/ui/section-heading";
import { TickList } from "~/components/ui/tick-list";
import type { Service } from "~/content/service-types";

/**
 * What the case study page shows of a service, and its head tags read: the home page's tab of it
 * (the tab's label, the gallery and the highlights) is not drawn here, so the page's data leaves it out.
 */
export type CaseStudy = Pick<Service, "title" | "slug" | "meta" | "header" | "services" | "process" | "testimonials">;

export const caseStudyOf = ({ title, slug, meta, header, services, process, testimonials }: Service): CaseStudy => ({
  title,
  slug,
  meta,
  header,
  services,
  process,
  testimonials,
});

/** A service's case study (marketing specification, "Service case-study page"). */
export function CaseStudyPage({ service }: { service: CaseStudy }) {
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <Eyebrow>{service.title}</Eyebrow>
            <h1 className="mt-3 text-4xl leading-tight font-bold tracking-tight text-brand-900 sm:text-5xl">
              {service.header.tagline}
            </h1>
            <p className="mt-5 text-lg text-slate-600">{service.header.description}</p>
            <ButtonLink to="/contactUs" className="mt-8">
              {service.header.cta}
            </ButtonLink>
          </div>
          <HeroIllustration src={service.header.image} alt={`${service.title} illustration`} />
        </div>
      </section>

      <HeadedSection id="offer-title" title={`Our ${service.title} services`} width="7xl" large>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {service.services.map((card) => (
            <li key={card.title} className="rounded-3xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{card.title}</h3>
              <TickList items={card.features} className="mt-4 space-y-2" itemClassName="gap-2 text-slate-600" />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section aria-labelledby="process-title" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2">
          <div>
            <SectionHeading id="process-title" large>
              Our Process
            </SectionHeading>
            <p className="mt-4 text-lg text-slate-600">{service.process.description}</p>
            <ol className="mt-8 space-y-6">
              {service.process.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-900 font-bold text-white">
                    {index + 1}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-900">{step.title}</span>
                    <span className="mt-1 block text-slate-600">{step.description}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <img
            src={service.process.image}
            alt={`How we deliver ${service.title}: four steps`}
            width={640}
            height={400}
            loading="lazy"
            className="w-full rounded-3xl"
          />
        </div>
      </section>

      <HeadedSection id="testimonials-title" title="Client Testimonials" width="7xl" large>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {service.testimonials.map((quote, index) => (
            <li key={quote}>
              <figure className="flex h-full flex-col rounded-3xl bg-brand-50 p-6">
                <SpriteIcon name="quote" className="size-7 text-accent-500" />
                <blockquote className="mt-3 text-slate-700">{quote}</blockquote>
                <figcaption className="mt-auto pt-6">
                  <span className="block font-semibold text-brand-900">Client {index + 1}</span>
                  <span className="block text-sm text-slate-600">{service.title} Client</span>
                  <span className="mt-2 flex gap-0.5" role="img" aria-label="Rated 5 out of 5">
                    {Array.from({ length: 5 }, (_, star) => (
                      <SpriteIcon key={star} name="star" className="size-4 fill-accent-500 text-accent-500" />
                    ))}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section className="bg-gradient-to-r from-brand-800 to-brand-700 text-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:px-6">
          <h2 className="text-3xl font-bold sm:text-4xl">Ready to transform your {service.title} strategy?</h2>
          <p className="mt-4 max-w-2xl text-slate-300">
            Tell us where you are today. We reply typically within 24 business hours with a plan and an estimate.
          </p>
          <ButtonLink to="/contactUs" className="mt-8">
            Get Started Today
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
