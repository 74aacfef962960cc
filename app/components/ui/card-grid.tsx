type CardGridProps = {
  items: { title: string; description: string }[];
  columns?: 2 | 3 | 4;
};

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A grid of titled cards: the body of the shorter marketing pages. */
export function CardGrid({ items, columns = 3 }: CardGridProps) {
  return (
    <ul className={`grid gap-6 ${columnClass[columns]}`}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-3xl border border-slate-200 bg-white p-6">
          <span aria-hidden="true" className="text-sm font-bold text-accent-700">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h2 className="mt-2 text-lg font-semibold text-brand-900">{item.title}</h2>
          <p className="mt-2 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
