import { Link, useLocation } from "react-router";

import { buttonClass } from "./submit-button";

/**
 * Keyset paging: "Older" carries the cursor of the last row shown, and "Newest" goes back to
 * the top. The filter in the address stays as it is.
 */
export function Pager({
  next,
  label = "Older",
  firstLabel = "Newest",
}: {
  next?: string | undefined;
  label?: string;
  firstLabel?: string;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const onFirstPage = !params.has("after");
  params.delete("after");
  const top = `${location.pathname}${params.size ? `?${params}` : ""}`;
  if (next) params.set("after", next);
  if (onFirstPage && !next) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex justify-between gap-2">
      {onFirstPage ? (
        <span />
      ) : (
        <Link to={top} className={buttonClass("secondary")}>
          {firstLabel}
        </Link>
      )}
      {next ? (
        <Link to={`${location.pathname}?${params}`} className={buttonClass("secondary")}>
          {label}
        </Link>
      ) : null}
    </nav>
  );
}
