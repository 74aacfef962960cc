import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Our Vision & Mission | Nexora Technologies",
    description:
      "The vision and mission of Nexora Technologies: dependable technology that helps Indian businesses compete and grow.",
    path: "/vision-mission",
  });

export default function VisionMissionRoute() {
  return (
    <PageHero
      title="Vision & Mission"
      eyebrow="What drives us"
      intro="We want every growing business in India to have technology as dependable as the largest companies have. Our mission is to deliver it: honestly scoped, well engineered and supported long after launch."
    />
  );
}
