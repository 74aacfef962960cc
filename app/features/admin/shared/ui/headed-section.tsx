import type { ReactNode } from "react";

/** A part of a page under its own heading, which names the region for assistive technology (`id` is the heading's). */
export function HeadedSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
