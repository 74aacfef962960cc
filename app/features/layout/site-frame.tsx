import type { ReactNode } from "react";

import { Footer } from "./footer";
import { LoadingOverlay } from "./loading-overlay";
import { TopNav } from "./top-nav";
import { useScrollToTop } from "./use-scroll-to-top";

export function SiteFrame({ children }: { children: ReactNode }) {
  useScrollToTop();
  return (
    <>
      <LoadingOverlay />
      <TopNav />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <Footer />
    </>
  );
}
