import { pageMeta } from "~/seo/page-meta";
import { WhyChooseUsPage } from "~/features/about/why-choose-us-page";

export const meta = () =>
  pageMeta({
    title: "Why Choose Us | Nexora Technologies",
    description:
      "Why businesses choose Nexora Technologies: expertise, innovation, a customer-centric process and quality checked at every step.",
    path: "/why-choose-us",
    breadcrumb: "Why Choose Us",
  });

export default function WhyChooseUsRoute() {
  return <WhyChooseUsPage />;
}
