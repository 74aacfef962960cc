import { ButtonLink } from "~/components/ui/button-link";
import { CardGrid } from "~/components/ui/card-grid";
import { PageOpening } from "~/components/ui/page-opening";
import { whyChooseUs } from "~/content/about";
import { StatisticsBlock } from "~/components/statistics/statistics-block";

export function WhyChooseUsPage() {
  return (
    <>
      <PageOpening
        title="Why Choose Us?"
        eyebrow="Expertise, innovation, care, quality"
        intro="Clients choose us for engineers with deep expertise, a habit of finding the simpler solution, a process built around the client, and quality checked at every step rather than at the end."
        width="6xl"
      >
        <CardGrid items={whyChooseUs} />
        <ButtonLink to="/contactUs" className="mt-10">
          Let's Talk
        </ButtonLink>
      </PageOpening>
      <StatisticsBlock />
    </>
  );
}
