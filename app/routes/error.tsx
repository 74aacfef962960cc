import { ErrorPage } from "~/features/layout/error-page";

export const meta = () => [
  { title: "Oops! Something went wrong | Nexora Technologies" },
  { name: "robots", content: "noindex" },
];

export default function ErrorRoute() {
  return <ErrorPage />;
}
