import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * Every page starts at the top on entry (marketing specification, section 2). A layout effect: the
 * new page is never painted, or read, at the old page's scroll.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
