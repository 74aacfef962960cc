import type { MyInterview } from "~contracts/applications";

import { Badge } from "~/features/admin/shared/ui/badge";
import { CardList } from "~/features/admin/shared/ui/card-list";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { NameLink } from "~/features/admin/shared/ui/name-link";
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
        {(interview) => <InterviewItem interview={interview} />}
      </CardList>
    </>
  );
}

/** What one interview's card holds. */
function InterviewItem({ interview }: { interview: MyInterview }) {
  return (
    <>
      <div className="min-w-0">
        <NameLink to={interviewPath(interview.id)}>{interview.candidateName}</NameLink>
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
  );
}
