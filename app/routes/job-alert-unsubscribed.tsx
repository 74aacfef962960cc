import { UnsubscribedPage } from "~/features/careers/job-alerts/job-alert-pages";

export const meta = () => [
  { title: "You are unsubscribed | Nexora Technologies" },
  { name: "robots", content: "noindex" },
];

export default function JobAlertUnsubscribedRoute() {
  return <UnsubscribedPage />;
}
