import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Terms & Conditions | Nexora Technologies",
    description:
      "The terms on which Nexora Technologies provides its IT services: payment, approvals, intellectual property, warranties, liability, termination and disputes.",
    path: "/terms-condition",
  });

export default function TermsConditionRoute() {
  return (
    <PageHero
      title="Terms & Conditions"
      eyebrow="Working together"
      intro="The terms that govern our engagements: how invoices are paid, how work is approved, who owns what we build, what we warrant, and how either side can end an engagement."
    />
  );
}
