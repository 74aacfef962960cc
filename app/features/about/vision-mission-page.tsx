import { ButtonLink } from "~/components/ui/button-link";
import { CardGrid } from "~/components/ui/card-grid";
import { PageOpening } from "~/components/ui/page-opening";
import { visionMissionPillars } from "~/content/about";
import type { CompanyText } from "~domain/content/site-documents";

/** The vision and mission as editors last published them on the About page's text. */
export function VisionMissionPage({
  company: { vision, mission },
}: {
  company: Pick<CompanyText, "vision" | "mission">;
}) {
  return (
    <PageOpening title="Vision & Mission" eyebrow="What drives us" intro={vision} width="6xl" closesPage>
      <div className="mb-10 rounded-3xl bg-brand-900 p-8 text-white">
        <p className="text-sm font-semibold tracking-widest text-accent-500 uppercase">Our mission</p>
        <p className="mt-3 text-xl leading-relaxed">{mission}</p>
      </div>
      <CardGrid items={visionMissionPillars} columns={4} />
      <ButtonLink to="/contactUs" className="mt-10">
        Let's Talk
      </ButtonLink>
    </PageOpening>
  );
}
