import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Blog: Insights, Innovation & Ideas | Nexora Technologies",
    description:
      "Articles from the Nexora Technologies team on software engineering, design, product management and customer success.",
    path: "/blog",
  });

export default function BlogRoute() {
  return (
    <PageHero
      title="Insights, Innovation & Ideas"
      eyebrow="Blog"
      intro="Articles from our engineers, designers and project managers on building software that businesses rely on: design, software engineering, management, product and customer success."
    />
  );
}
