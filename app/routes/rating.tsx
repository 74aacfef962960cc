import { ratings } from "~/content/about";
import { pageMeta } from "~/seo/page-meta";
import { RatingPage } from "~/features/about/rating-page";

export const meta = () =>
  pageMeta({
    title: "Client Ratings | Nexora Technologies",
    description: `How clients rate Nexora Technologies: an average of ${ratings.overall} out of 5 across ${ratings.reviews} reviews.`,
    path: "/rating",
    breadcrumb: "Client Ratings",
  });

export default function RatingRoute() {
  return <RatingPage />;
}
