import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** "Back to Career Page" (careers specification, sections 2 and 9): the results and the application both lead back. */
export function BackToCareersLink() {
  return (
    <Link
      to="/career"
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Career Page
    </Link>
  );
}
