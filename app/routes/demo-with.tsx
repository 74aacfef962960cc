import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { BookingSection } from "~/features/booking/booking-section";
import { consultantPagesContext } from "~contracts/bookings";

import type { Route } from "./+types/demo-with";

/**
 * A consultant's personal booking page, for follow-up calls they send people to: their own
 * calendar only. Not for search engines (the team's /demo is the page to find).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const consultant = await context.get(consultantPagesContext).find(params.name);
  const renderedAt = new Date().toISOString();
  return consultant ? { consultant, renderedAt } : data({ consultant: null, renderedAt }, { status: 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: loaderData?.consultant
      ? `Book a call with ${loaderData.consultant.name} | Nexora Technologies`
      : "Booking page not found | Nexora Technologies",
  },
  { name: "robots", content: "noindex" },
];

export default function ConsultantBookingRoute({ loaderData: { consultant, renderedAt } }: Route.ComponentProps) {
  if (!consultant) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-brand-900">This booking page is not known.</h1>
        <p className="mt-3 text-slate-700">The link may be mistyped, or its consultant no longer takes calls.</p>
        <div className="mt-8">
          <ButtonLink to="/demo">Book a free demo with our team</ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <>
      <PageHero
        title={`Book a call with ${consultant.name}`}
        eyebrow="30 minutes, Asia/Kolkata"
        intro={`A 30-minute call with ${consultant.name} of Nexora Technologies. The times below are the ones ${consultant.name} is free, in India time.`}
      />
      <BookingSection renderedAt={new Date(renderedAt)} consultant={consultant.slug} />
    </>
  );
}
