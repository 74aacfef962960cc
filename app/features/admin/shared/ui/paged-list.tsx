import type { ComponentProps, ReactNode } from "react";

import type { ListPage } from "~contracts/outcome";

import { TableAndCards } from "./data-table";
import { NoMatchState } from "./empty-state";
import { Pager } from "./pager";

/** What a filtered list's page shows: the filter, one page of its rows, and how many each tab holds. */
export type FilteredListProps<Filter, Row, Tab extends string> = {
  filter: Filter;
  page: ListPage<Row>;
  counts: Record<Tab, number>;
};

/**
 * A filtered list's page of records, below its filter: the table and cards, or why there are none
 * (the filter matched nothing, or there is nothing yet), then the way to older ones.
 */
export function PagedList<Row extends { id: string }>({
  page,
  noMatch,
  empty,
  ...table
}: Omit<ComponentProps<typeof TableAndCards<Row>>, "rows"> & {
  page: ListPage<Row>;
  /** While the filter narrows the list: what an empty page says. */
  noMatch: ComponentProps<typeof NoMatchState> | undefined;
  /** What the list says while it holds nothing at all. */
  empty: ReactNode;
}) {
  return (
    <>
      {page.rows.length > 0 ? (
        <TableAndCards rows={page.rows} {...table} />
      ) : noMatch ? (
        <NoMatchState {...noMatch} />
      ) : (
        empty
      )}
      <Pager next={page.next} />
    </>
  );
}
