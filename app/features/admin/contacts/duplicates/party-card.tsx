import { Link } from "react-router";

import type { DuplicateParty } from "~contracts/contact-duplicates";
import { indiaDateTime } from "~domain/time/india-dates";
import { EmailAddress } from "~/components/ui/email-address";

/** One side of a pair: who they are, how to reach them, and since when the desk has them. */
export function PartyCard({ party, label }: { party: DuplicateParty; label: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="mt-1 font-semibold break-words text-slate-900">
        {party.kind === "contact" ? (
          <Link to={`/admin/contacts/${party.id}`} className="text-brand-800 underline underline-offset-4">
            {party.name || party.email}
          </Link>
        ) : (
          party.name
        )}
      </p>
      <dl className="mt-2 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-slate-600">E-mail</dt>
        <dd className="text-slate-900">
          <EmailAddress address={party.email} />
        </dd>
        <dt className="text-slate-600">Phone</dt>
        <dd className="text-slate-900">{party.phone || "Not given"}</dd>
        {party.kind === "contact" ? (
          <>
            <dt className="text-slate-600">Company</dt>
            <dd className="break-words text-slate-900">{party.company || "Not given"}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">Applied</dt>
            <dd className="break-words text-slate-900">
              for {party.jobTitle} ({party.reference})
            </dd>
          </>
        )}
        <dt className="text-slate-600">Since</dt>
        <dd className="text-slate-900">{indiaDateTime(party.createdAt)} IST</dd>
      </dl>
    </div>
  );
}
