import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Careers: Open Positions in Engineering, AI and Sales | Nexora Technologies",
    description:
      "Join Nexora Technologies in Bengaluru, New Delhi, Gwalior or remotely across India. Open positions in Engineering, AI & Machine Learning, and Sales & Growth.",
    path: "/career",
  });

export default function CareerRoute() {
  return (
    <PageHero
      title="Careers at Nexora"
      eyebrow="Join us"
      intro="We are hiring engineers, machine learning specialists and sales professionals in Bengaluru, New Delhi, Gwalior and remotely across India. Search our open positions and apply in one sitting."
    />
  );
}
