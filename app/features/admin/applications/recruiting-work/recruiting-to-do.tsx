import type { ReactNode } from "react";
import { Link } from "react-router";

import type { FewOf, InterviewToGive, OfferToApprove, OfferToSend } from "~contracts/recruiting-work";
import { formatRupees } from "~domain/company/rupees";

import { Badge } from "~/features/admin/shared/ui/badge";
import { applicationPath } from "~/features/admin/applications/application-filter";
import { interviewPath } from "~/features/admin/applications/interviews/interview-list-page";
import { NameLink } from "~/features/admin/shared/ui/name-link";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { InterviewStateBadge, InterviewWhen } from "./interview-time-state";

export type RecruitingToDoProps = {
  offersToApprove: FewOf<OfferToApprove>;
  interviewsToGive: FewOf<InterviewToGive>;
  /** Only for those who send offer letters (the applications area). */
  offersToSend?: FewOf<OfferToSend> | undefined;
};

/** "The 20 waiting longest of 23", when a list shows only some. */
function Shown({ few, of, more }: { few: FewOf<unknown>; of: string; more?: { to: string; label: string } }) {
  if (few.total <= few.rows.length) return null;
  return (
    <p className="mt-2 text-sm text-slate-600">
      {few.rows.length} of {few.total} {of} shown.{" "}
      {more ? (
        <Link to={more.to} className="text-brand-800 underline underline-offset-4">
          {more.label}
        </Link>
      ) : null}
    </p>
  );
}

/** One kind of work waiting, with how many of how many it shows; nothing while none waits. */
function ToDoList<Row>({
  title,
  few,
  of,
  more,
  children,
}: {
  title: string;
  few: FewOf<Row> | undefined;
  of: string;
  more?: { to: string; label: string };
  /** One row's ToDoItem. */
  children: (row: Row) => ReactNode;
}) {
  if (!few || few.total === 0) return null;
  return (
    <>
      <h3 className="mt-4 font-semibold text-brand-900">{title}</h3>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {few.rows.map((row) => children(row))}
      </ul>
      <Shown few={few} of={of} more={more} />
    </>
  );
}

/** A row: who it is about, linked to where the work is done, its details under the name and a badge beside. */
function ToDoItem({ to, name, badge, children }: { to: string; name: string; badge: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0">
        <NameLink to={to}>{name}</NameLink>
        {children}
      </div>
      {badge}
    </li>
  );
}

/**
 * What hiring waits for this person to do, on their Overview: offers to approve,
 * interviews to give or score, and, for recruiters, approved offers whose letter is still to go.
 * Shown whenever there is any, whatever their role; recruiters always see it.
 */
export function RecruitingToDo({ offersToApprove, interviewsToGive, offersToSend }: RecruitingToDoProps) {
  const nothing = offersToApprove.total + interviewsToGive.total + (offersToSend?.total ?? 0) === 0;
  if (nothing && !offersToSend) return null;
  return (
    <div className="mt-6">
      <SectionCard
        title="Hiring: waiting for you"
        intro="Offers and interviews that wait for you. Times are India time (IST)."
      >
        {nothing ? <p className="mt-3 text-sm text-slate-600">Nothing waits for you in hiring.</p> : null}
        <ToDoList title="Offers to approve" few={offersToApprove} of="offers waiting longest">
          {(offer) => (
            <ToDoItem
              key={offer.id}
              to={`/admin/offers/${offer.id}`}
              name={offer.candidateName}
              badge={<Badge tone="amber">Waiting for your approval</Badge>}
            >
              <p className="text-slate-600">
                {offer.jobTitle} · {formatRupees(offer.salary)} a year · {offer.reference}
              </p>
            </ToDoItem>
          )}
        </ToDoList>
        <ToDoList
          title="Interviews to give"
          few={interviewsToGive}
          of="interviews"
          more={{ to: "/admin/interviews", label: "All your interviews" }}
        >
          {(interview) => (
            <ToDoItem
              key={interview.id}
              to={interviewPath(interview.id)}
              name={interview.candidateName}
              badge={interview.state === "over" ? <InterviewStateBadge state="over" /> : null}
            >
              <p className="text-slate-600">
                {interview.stageName} · {interview.jobTitle}
              </p>
              <p className="text-slate-700">
                <InterviewWhen state={interview.state} startsAt={interview.startsAt} />
              </p>
            </ToDoItem>
          )}
        </ToDoList>
        <ToDoList title="Offers to send" few={offersToSend} of="approved offers">
          {(offer) => (
            <ToDoItem
              key={offer.applicationId}
              to={applicationPath(offer.applicationId)}
              name={offer.candidateName}
              badge={<Badge tone="emerald">Approved, ready to send</Badge>}
            >
              <p className="text-slate-600">
                {offer.jobTitle} · {offer.reference}
              </p>
            </ToDoItem>
          )}
        </ToDoList>
      </SectionCard>
    </div>
  );
}
