import type { OfferView } from "~contracts/applications";
import { offerStatusLabels, type OfferStatus } from "~domain/applications/offers";
import { formatRupees } from "~domain/company/rupees";
import { longDate } from "~domain/time/india-dates";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

const statusTones: Record<OfferStatus, BadgeTone> = {
  pending: "amber",
  approved: "emerald",
  declined: "red",
  sent: "sky",
};

export const OfferStatusBadge = ({ status }: { status: OfferStatus }) => (
  <Badge tone={statusTones[status]}>{offerStatusLabels[status]}</Badge>
);

/** What an offer says and each approver's answer, as the recruiters and the approvers read it. */
export function OfferSummary({ offer }: { offer: OfferView }) {
  const approved = offer.approvals.filter((approval) => approval.decision === "approve").length;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Yearly salary</dt>
          <dd className="text-slate-900">{formatRupees(offer.salary)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Start date</dt>
          <dd className="text-slate-900">
            <time dateTime={offer.startDate}>{longDate(offer.startDate)}</time>
          </dd>
        </div>
        {offer.notes ? (
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-600">Notes</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{offer.notes}</dd>
          </div>
        ) : null}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">
          Approvals: {approved} of the {offer.approvalsNeeded} needed
        </h3>
        <ul className="mt-2 space-y-2 text-sm">
          {offer.approvals.map((approval) => (
            <li key={approval.accountId}>
              <span className="font-medium text-slate-900">{approval.name}</span>{" "}
              {approval.decision === null ? (
                <span className="text-slate-600">has not answered yet.</span>
              ) : (
                <span className="text-slate-700">
                  {approval.decision === "approve" ? "approved" : "declined"}
                  {approval.decidedAt ? (
                    <>
                      {" "}
                      <IndiaTime at={approval.decidedAt} />
                    </>
                  ) : null}
                  {approval.note ? `: “${approval.note}”` : "."}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
