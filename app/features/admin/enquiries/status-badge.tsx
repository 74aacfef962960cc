import { enquiryStatusLabels, type EnquiryStatus } from "~domain/enquiry-triage";

const tones: Record<EnquiryStatus, string> = {
  new: "bg-orange-50 text-orange-800 ring-orange-200",
  replied: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  closed: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** Where sales is with an enquiry, as a coloured word (the word carries the meaning, not the colour). */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      {enquiryStatusLabels[status]}
    </span>
  );
}
