import { pageMeta } from "~/seo/page-meta";
import { VisionMissionPage } from "~/features/about/vision-mission-page";

import type { Route } from "./+types/vision-mission";
import { sitePagesContext } from "~contracts/content-documents";

// The vision and mission are the About page's, as editors publish them.
export async function loader({ context }: Route.LoaderArgs) {
  const { vision, mission } = await context.get(sitePagesContext).company();
  return { company: { vision, mission } };
}

export const meta = () =>
  pageMeta({
    title: "Our Vision & Mission | Nexora Technologies",
    description:
      "The vision and mission of Nexora Technologies: dependable technology that helps Indian businesses compete and grow.",
    path: "/vision-mission",
    breadcrumb: "Vision & Mission",
  });

export default function VisionMissionRoute({ loaderData }: Route.ComponentProps) {
  return <VisionMissionPage company={loaderData.company} />;
}
