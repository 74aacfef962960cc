import { HeroIllustration } from "~/components/ui/hero-illustration";
import { TalkOrBookButtons } from "~/components/booking/talk-or-book-buttons";

/** The home hero; its two lines are quoted from the marketing specification, section 1. */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(249,115,22,0.22),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(56,189,248,0.15),transparent_40%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:py-28">
        <div className="hero-rise">
          <p className="text-sm font-semibold tracking-widest text-accent-500 uppercase">IT services · Delhi NCR</p>
          <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">
            IT services resolving critical business challenges for a winning edge
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">
            Assisting you in letting your business reach its potential
          </p>
          <TalkOrBookButtons className="mt-10" />
        </div>
        <HeroIllustration
          src="/images/services/website-development-header.svg"
          alt="A website and its analytics dashboard on a laptop and a phone"
          className="hidden lg:block"
        />
      </div>
    </section>
  );
}
