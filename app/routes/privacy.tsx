import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy | Nexora Technologies",
    description:
      "How Nexora Technologies collects, uses and keeps the information you send through this website: enquiries, demo bookings and job applications.",
    path: "/privacy",
  });

export default function PrivacyRoute() {
  return (
    <PageHero
      title="Privacy Policy"
      eyebrow="Your data"
      intro="This policy explains what we collect when you send an enquiry, book a demo call or apply for a job on this website, why we collect it, how long we keep it, and whom to contact about it."
    />
  );
}
