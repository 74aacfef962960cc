import { Link } from "react-router";

export function Logo({ onNavigate, to = "/" }: { onNavigate?: () => void; to?: string }) {
  return (
    // Named by its visible words alone (WCAG 2.5.3, label in name), as a site's logo link usually is.
    <Link to={to} onClick={onNavigate} className="flex items-center gap-2 rounded-md">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-900" />
        <path d="M9 23V9h2.6l7.8 9.6V9H22v14h-2.6l-7.8-9.6V23z" className="fill-white" />
        <circle cx="24.5" cy="8.5" r="2.5" className="fill-accent-500" />
      </svg>
      <span className="text-lg font-bold tracking-tight whitespace-nowrap text-brand-900">
        Nexora<span className="font-medium text-slate-600"> Technologies</span>
      </span>
    </Link>
  );
}
