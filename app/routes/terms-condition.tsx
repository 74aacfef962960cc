import { pageMeta } from "~/seo/page-meta";
import { TermsPage } from "~/features/legal/terms-page";

export const meta = () =>
  pageMeta({
    title: "Terms & Conditions | Nexora Technologies",
    description:
      "The terms on which Nexora Technologies provides its IT services: payment, approvals, intellectual property, warranties, liability, termination and disputes.",
    path: "/terms-condition",
    breadcrumb: "Terms & Conditions",
  });

export default function TermsConditionRoute() {
  return <TermsPage />;
}
