import { useEffect, type ReactNode } from "react";

import { Footer } from "./footer";
import { LoadingOverlay } from "./loading-overlay";
import { TopNav } from "./top-nav";
import { useScrollToTop } from "./use-scroll-to-top";

export function SiteFrame({ children }: { children: ReactNode }) {
  useScrollToTop();
  useEffect(() => {
    // Marks the moment the page became interactive, for browser tests and monitoring.
    document.documentElement.dataset.hydrated = "true";
  }, []);
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
