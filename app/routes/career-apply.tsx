import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";

export const meta = () => [
  { title: "Apply | Careers at Nexora Technologies" },
  { name: "description", content: "Apply for an open position at Nexora Technologies in four short steps." },
];

export default function CareerApplyRoute() {
  return (
    <PageHero
      title="Apply for a position"
      eyebrow="Careers"
      intro="The application takes four steps: your careers profile, role information, an optional voluntary self-identification, and a review before you submit."
    >
      <ButtonLink to="/career" variant="outline" className="mt-8">
        Back to Career Page
      </ButtonLink>
    </PageHero>
  );
}
