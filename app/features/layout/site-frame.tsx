import type { ReactNode } from "react";

import { Footer } from "./footer";
import { LoadingOverlay } from "./loading-overlay";
import { TopNav } from "./top-nav";
import { useScrollToTop } from "./use-scroll-to-top";

/** `footerSignup`: the newsletter's form, which the footer carries on every page (composed in root.tsx). */
export function SiteFrame({ children, footerSignup }: { children: ReactNode; footerSignup?: ReactNode }) {
  useScrollToTop();
  return (
    <>
      <LoadingOverlay />
      <TopNav />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <Footer signup={footerSignup} />
    </>
  );
}
