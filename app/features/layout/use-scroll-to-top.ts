import { useEffect } from "react";
import { useLocation } from "react-router";

/** Every page starts at the top on entry (marketing specification, section 2). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
