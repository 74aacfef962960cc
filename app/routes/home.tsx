import { ButtonLink } from "~/components/ui/button-link";
import { BookDemoButton } from "~/features/booking/book-demo-button";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "Nexora Technologies | IT Services Company in Delhi NCR",
    description:
      "Nexora Technologies is an IT services company in Delhi NCR building websites, mobile apps, ERP, CRM, security and generative AI solutions for startups and enterprises.",
    // /home shows the same page; both name / as canonical.
    path: "/",
    keywords: "IT services Delhi NCR, website development, app development, ERP, CRM, generative AI, digital marketing",
  });

export default function HomeRoute() {
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:py-32">
        <h1 className="max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">
          IT services resolving critical business challenges for a winning edge
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">
          Assisting you in letting your business reach its potential
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/contactUs">Let's Talk</ButtonLink>
          <BookDemoButton className="inline-flex items-center justify-center rounded-full border border-white/40 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10">
            Want a Demo !
          </BookDemoButton>
        </div>
      </div>
    </section>
  );
}
