import { pageMeta } from "~/seo/page-meta";
import { AboutPage } from "~/features/about/about-page";

import type { Route } from "./+types/about-us";
import { sitePagesContext } from "~contracts/content-documents";

// The company text editors publish; the server keeps the rendered page until they publish again (decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  return { company: await context.get(sitePagesContext).company() };
}

export const meta = () =>
  pageMeta({
    title: "About Us | Nexora Technologies, IT Services in Delhi NCR",
    description:
      "Nexora Technologies is an IT services company with offices in New Delhi, Bangalore and Gwalior, building websites, apps, ERP, CRM and AI solutions.",
    path: "/aboutUs",
    breadcrumb: "About Us",
  });

export default function AboutUsRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage company={loaderData.company} />;
}
