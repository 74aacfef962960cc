import { useEffect, useRef, useState } from "react";

/** Scroll animations start when a fifth of the element is visible (marketing specification, section 9). */
const threshold = 0.2;

/** Whether the element has been on screen at least once. */
export function useInViewOnce<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, seen };
}
