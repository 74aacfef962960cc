import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { PageOpening } from "~/components/ui/page-opening";
import { caseStudyPath, serviceMenu } from "~domain/company/service-menu";
import { ServiceIcon } from "~/features/layout/service-icon";
import { pageMeta } from "~/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Our Services: Web, Apps, ERP, CRM, AI and Security | Nexora Technologies",
    description:
      "Eight IT services from Nexora Technologies: website development, app development, UI-UX design, ERP, digital marketing, generative AI, security services and CRM.",
    path: "/services",
  });

export default function ServicesRoute() {
  return (
    <PageOpening
      title="Our Services"
      eyebrow="What we do"
      intro="Eight services, one team. Each case study below shows what we build, how we work and what our clients say."
      width="6xl"
      closesPage
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {serviceMenu.map((item) => (
          <li key={item.id}>
            <Link
              to={caseStudyPath(item.slug)}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 p-6 transition-shadow hover:shadow-lg"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <ServiceIcon id={item.id} className="size-6" />
              </span>
              <span className="mt-4 text-lg font-semibold text-brand-900">{item.title}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-accent-700">
                View case study
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageOpening>
  );
}
