import { pageMeta } from "~/seo/page-meta";
import { VisionMissionPage } from "~/features/about/vision-mission-page";

export const meta = () =>
  pageMeta({
    title: "Our Vision & Mission | Nexora Technologies",
    description:
      "The vision and mission of Nexora Technologies: dependable technology that helps Indian businesses compete and grow.",
    path: "/vision-mission",
    breadcrumb: "Vision & Mission",
  });

export default function VisionMissionRoute() {
  return <VisionMissionPage />;
}
