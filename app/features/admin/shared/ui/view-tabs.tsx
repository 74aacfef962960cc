import { Link } from "react-router";

/** One of a list's views: its value in the address, and its tab's words. */
export type ListView<View extends string> = { view: View; label: string };

/** The views of one list as a row of pill links (CountTabs, where each view's count is shown). */
export function ViewTabs<View extends string>({
  label,
  views,
  current,
  pathOf,
}: {
  /** What the tabs choose: "Which calls". */
  label: string;
  views: readonly ListView<View>[];
  current: View;
  pathOf: (view: View) => string;
}) {
  return (
    <nav aria-label={label} className="mb-6 flex flex-wrap gap-2">
      {views.map((entry) => (
        <Link
          key={entry.view}
          to={pathOf(entry.view)}
          aria-current={entry.view === current ? "page" : undefined}
          className={`rounded-full border px-4 py-2 text-sm font-semibold ${
            entry.view === current
              ? "border-brand-900 bg-brand-900 text-white"
              : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          }`}
        >
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
