import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { buttonClass } from "./submit-button";

/** The look of a filter's search box and selects. */
const filterControl =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

/**
 * A list's filter: a search box (unless there is nothing to search, as on a report), the selects
 * given as children, Filter and Clear. A GET form:
 * the filter sits in the address, so it can be bookmarked, shared and paged; changing it starts
 * again from the newest, since the form sends no cursor.
 */
export function FilterBar({
  label,
  q,
  placeholder,
  hidden = {},
  clearTo,
  columns,
  resetKey,
  children,
}: {
  /** The search landmark's name, e.g. "Filter enquiries". */
  label: string;
  q: string | undefined;
  /** The search box's hint; none: no search box. */
  placeholder: string | undefined;
  /** What the filter keeps as it is (a folder, a job). */
  hidden?: Record<string, string>;
  /** Where Clear goes; no Clear while nothing is narrowed. */
  clearTo: string | undefined;
  /** The grid's columns from a laptop up: the search, each select, the buttons. */
  columns: string;
  /** The filter as the address holds it: a new one (a tab, Clear) resets what the form shows. */
  resetKey: string;
  children?: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      key={resetKey}
      className={`mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:items-end ${columns}`}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {placeholder === undefined ? null : (
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="filter-search" className="block text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id="filter-search"
            type="search"
            name="q"
            defaultValue={q ?? ""}
            maxLength={200}
            placeholder={placeholder}
            className={filterControl}
          />
        </div>
      )}
      {children}
      <div className="col-span-2 flex items-center gap-3 lg:col-span-1">
        <button type="submit" className={buttonClass("primary")}>
          <Search aria-hidden="true" className="size-4" />
          Filter
        </button>
        {clearTo ? (
          <Link
            to={clearTo}
            className="text-sm font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** One of a filter's selects (a child of FilterBar): first the choice that narrows nothing, then each value. */
export function FilterSelect({
  id,
  label,
  name,
  value,
  anyLabel,
  choices,
  className,
}: {
  id: string;
  label: string;
  name: string;
  /** As the address holds it; none: "any". */
  value: string | undefined;
  /** "Any status". */
  anyLabel: string;
  choices: { value: string; label: string }[];
  /** Its place in the filter's grid. */
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={filterControl}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
