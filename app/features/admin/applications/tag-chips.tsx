import { Link } from "react-router";

import { listPath } from "./application-filter";

/** An application's tags, each a link to every application with it. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={listPath({ tag })}
            className="inline-flex rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200 ring-inset hover:underline"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
