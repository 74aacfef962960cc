import { pageMeta } from "~/seo/page-meta";
import { PrivacyPage } from "~/features/legal/privacy-page";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy | Nexora Technologies",
    description:
      "How Nexora Technologies collects, uses and keeps the information you send through this website: enquiries, demo bookings and job applications.",
    path: "/privacy",
    breadcrumb: "Privacy Policy",
  });

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
