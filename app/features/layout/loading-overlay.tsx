import { useLocation } from "react-router";

/**
 * A full-screen spinner for 1 s on every page entry, About included (marketing specification,
 * sections 4 and 9; decision 037). Remounted on every path change, so the CSS animation that hides
 * it starts over. The hiding is pure CSS: a server-rendered page never waits for JavaScript.
 */
export function LoadingOverlay() {
  const { pathname } = useLocation();
  return (
    <div
      key={pathname}
      data-testid="loading-overlay"
      role="status"
      aria-label="Loading"
      className="loading-overlay fixed inset-0 z-[60] grid place-items-center bg-white"
    >
      <span className="motion-safe-spin size-12 animate-spin-slow rounded-full border-4 border-brand-100 border-t-accent-700" />
    </div>
  );
}
