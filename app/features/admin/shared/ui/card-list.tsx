import type { ReactNode } from "react";

/**
 * A page's list of records, each in a card of its own (or a row of one card), or what the page
 * says while it holds none. The page keeps its own layout (`className`: a column, a grid, rows
 * divided) and its cards' look (`cardClassName`); a whole card that opens the record is
 * `relative`, with its link stretched over it (LinkCard does this for a table's phone cards).
 */
export function CardList<Item extends { id: string }>({
  items,
  empty,
  className,
  cardClassName,
  children,
}: {
  items: readonly Item[];
  /** Shown instead of the list while it is empty: an EmptyState. */
  empty: ReactNode;
  className: string;
  cardClassName: string;
  /** What one card holds. */
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={cardClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
