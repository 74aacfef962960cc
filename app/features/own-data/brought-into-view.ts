import { useEffect, useRef } from "react";

/**
 * The view and the focus go to the element whenever `shown` changes to something: what a button far
 * down the page did is read at once, and the next Tab starts from there. An effect, so it runs
 * after hydration too, when the page was loaded whole (a redirect without JavaScript first).
 */
export function useBroughtIntoView<T extends HTMLElement>(shown: unknown) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (shown === undefined) return;
    element.current?.focus({ preventScroll: true });
    element.current?.scrollIntoView({ block: "center" });
  }, [shown]);
  return element;
}
