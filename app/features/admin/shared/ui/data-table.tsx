import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/**
 * A table people work in all day: as long as its rows, so the page scrolls and every row is in
 * it (a frame of its own height would hide rows in a box inside the page). Where the screen is
 * narrower than the table, it scrolls sideways inside its frame instead of the page; the frame is
 * focusable so keyboard users can scroll it too.
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** The columns' headings; a `null` one is a column this table leaves out. */
  columns: (ReactNode | null)[];
  children: ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      // A scrolling region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase shadow-[inset_0_-1px_0_var(--color-slate-200)]">
          <tr>
            {columns.map((column, index) =>
              column === null ? null : (
                <th key={index} scope="col" className={headCell}>
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

const headCell = "px-4 py-3 whitespace-nowrap";
export const bodyCell = "px-4 py-3 align-top";

/** A row that is one click target: its RowLink's box is stretched over it. */
export const linkedRow = "relative hover:bg-slate-50";

/** The main link of a `linkedRow`, usually the record's name. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-900 after:absolute after:inset-0 hover:underline">
      {children}
    </Link>
  );
}

/**
 * A list people open records from: from a tablet up a `DataTable`, on a phone one card per row
 * (a `LinkCard`). Both are in the page; the screen's width shows one.
 */
export function TableAndCards<Row extends { id: string }>({
  rows,
  caption,
  columns,
  tableRow,
  card,
}: {
  rows: Row[];
  caption: string;
  columns: (ReactNode | null)[];
  /** The row's cells, in a `<tr>`. */
  tableRow: (row: Row) => ReactNode;
  card: (row: Row) => ReactNode;
}) {
  return (
    <>
      <div className="hidden md:block">
        <DataTable caption={caption} columns={columns}>
          {rows.map((row) => (
            <Fragment key={row.id}>{tableRow(row)}</Fragment>
          ))}
        </DataTable>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <Fragment key={row.id}>{card(row)}</Fragment>
        ))}
      </ul>
    </>
  );
}
