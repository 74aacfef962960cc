import { Link } from "react-router";

import { DesktopNav } from "./desktop-nav";
import { Logo } from "~/components/ui/logo";
import { MobileNav } from "./mobile-nav";
import { contactPath } from "./nav-links";
import { useScrolledPast } from "./use-scrolled-past";

/** Scroll distance after which the bar's shadow deepens (marketing specification, section 9). */
const shadowThreshold = 100;

export function TopNav() {
  const scrolled = useScrolledPast(shadowThreshold);

  return (
    <>
      <header
        data-scrolled={scrolled}
        className={`fixed inset-x-0 top-0 z-40 h-16 bg-white/95 backdrop-blur transition-shadow duration-300 ${
          scrolled ? "shadow-lg shadow-slate-900/10" : "shadow-sm shadow-slate-900/5"
        }`}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <DesktopNav className="hidden md:block" />
          <Link
            to={contactPath}
            className="hidden rounded-full bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-accent-800 md:inline-block"
          >
            Let's Talk
          </Link>
          <div className="md:hidden">
            <MobileNav />
          </div>
        </div>
      </header>
      {/* The page header offset of the specification: content starts below the fixed bar. */}
      <div aria-hidden="true" className="h-16" />
    </>
  );
}
