import { useEffect, useRef } from "react";

/** Calls `onMatch` each time the media query starts to match (e.g. the window grows to desktop width). */
export function useOnMediaMatch(query: string, onMatch: () => void): void {
  const latest = useRef(onMatch);
  useEffect(() => {
    latest.current = onMatch;
  });
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) latest.current();
    };
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
}
