import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Client Ratings | Nexora Technologies",
    description:
      "How clients rate Nexora Technologies: an average of 4.8 out of 5 across 85+ clients and 155 projects.",
    path: "/rating",
  });

export default function RatingRoute() {
  return (
    <PageHero
      title="Client Ratings"
      eyebrow="4.8 out of 5"
      intro="Our clients rate us 4.8 out of 5 on average, across more than 85 clients and 155 projects. Here is how those ratings break down, and what clients said when they gave them."
    />
  );
}
