import type { OverlayHandle } from "~/features/layout/loading-overlay";
import { pageMeta } from "~/seo/page-meta";
import { AboutPage } from "~/features/about/about-page";

/** About keeps its entry overlay for 2 s (marketing specification, section 4). */
export const handle: OverlayHandle = { loadingOverlayMs: 2000 };

export const meta = () =>
  pageMeta({
    title: "About Us | Nexora Technologies, IT Services in Delhi NCR",
    description:
      "Nexora Technologies is an IT services company with offices in New Delhi, Bangalore and Gwalior, building websites, apps, ERP, CRM and AI solutions.",
    path: "/aboutUs",
    breadcrumb: "About Us",
  });

export default function AboutUsRoute() {
  return <AboutPage />;
}
