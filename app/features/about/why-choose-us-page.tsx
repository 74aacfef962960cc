import { ButtonLink } from "~/components/ui/button-link";
import { CardGrid } from "~/components/ui/card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { whyChooseUs } from "~/content/about";
import { StatisticsBlock } from "~/components/statistics/statistics-block";

export function WhyChooseUsPage() {
  return (
    <>
      <PageHero
        title="Why Choose Us?"
        eyebrow="Expertise, innovation, care, quality"
        intro="Clients choose us for engineers with deep expertise, a habit of finding the simpler solution, a process built around the client, and quality checked at every step rather than at the end."
      />
      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <CardGrid items={whyChooseUs} />
        <ButtonLink to="/contactUs" className="mt-10">
          Let's Talk
        </ButtonLink>
      </section>
      <StatisticsBlock />
    </>
  );
}
