import { Link } from "react-router";

import type { MyInterview } from "~contracts/applications";

import { Badge } from "~/features/admin/shared/ui/badge";
import { CardList } from "~/features/admin/shared/ui/card-list";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { PageHeader } from "~/features/admin/shared/ui/page-header";

export const interviewPath = (id: string) => `/admin/interviews/${id}`;

/** The interviews a member is asked to give, those still to score first. */
export function InterviewListPage({ interviews }: { interviews: MyInterview[] }) {
  return (
    <>
      <PageHeader
        title="Your interviews"
        intro="The candidates you are asked to interview: their resume, the stage's questions and your scorecard."
      />
      <CardList
        items={interviews}
        empty={
          <EmptyState title="No interviews yet">
            A recruiter asks you to interview a candidate; it shows here.
          </EmptyState>
        }
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        cardClassName="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
      >
        {(interview) => (
          <>
            <div className="min-w-0">
              <Link
                to={interviewPath(interview.id)}
                className="font-semibold break-words text-brand-900 underline underline-offset-4"
              >
                {interview.candidateName}
              </Link>
              <p className="text-sm text-slate-600">
                {interview.stageName} · {interview.jobTitle}
                {interview.startsAt ? (
                  <>
                    {" "}
                    · <IndiaTime at={new Date(interview.startsAt)} />
                  </>
                ) : null}
              </p>
            </div>
            <Badge tone={interview.submitted ? "emerald" : "amber"}>
              {interview.submitted ? "Scorecard submitted" : "Scorecard to write"}
            </Badge>
          </>
        )}
      </CardList>
    </>
  );
}
