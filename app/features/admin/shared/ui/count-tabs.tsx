import { Link } from "react-router";

export type CountTab = { key: string; label: string; to: string; count: number; current: boolean };

/** Views of one list with how many each holds; on a phone the row scrolls sideways inside itself. */
export function CountTabs({ label, noun, tabs }: { label: string; noun: [string, string]; tabs: CountTab[] }) {
  return (
    // Relative: the counts' screen-reader words (absolutely positioned) scroll with the tabs, not off the page.
    <nav aria-label={label} className="relative mb-4 overflow-x-auto">
      {/* The line under the tabs is the list's inset shadow, so the current tab's border is drawn over it. */}
      <ul className="flex w-max min-w-full gap-1 shadow-[inset_0_-1px_0_var(--color-slate-200)]">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className={`flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${
                tab.current
                  ? "border-brand-900 text-brand-900"
                  : "border-transparent text-slate-600 hover:text-brand-900"
              }`}
            >
              {tab.label}
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                  tab.current ? "bg-brand-900 text-white" : "bg-slate-200 text-slate-700"
                }`}
              >
                {tab.count.toLocaleString("en-IN")}
                <span className="sr-only"> {tab.count === 1 ? noun[0] : noun[1]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
