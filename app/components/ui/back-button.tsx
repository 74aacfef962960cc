import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";

/** Goes to the previous page, or to `fallback` in a tab that has none (opened from a link in a new tab). */
export function useGoBack(fallback = "/") {
  const navigate = useNavigate();
  return () => (window.history.length > 1 ? navigate(-1) : navigate(fallback));
}

export function BackButton({
  fallback = "/",
  label = "Back",
  className = "",
}: {
  fallback?: string;
  label?: string;
  className?: string;
}) {
  const goBack = useGoBack(fallback);
  return (
    <button
      type="button"
      onClick={goBack}
      className={`inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
