import type { Breach, BreachPeoplePage } from "~contracts/privacy-breaches";
import type { BreachDraft } from "~domain/privacy/breach-drafts";
import { boardClock, breachDataKindNames, breachScopeNames, durationInWords } from "~domain/privacy/breach";
import { countOf } from "~domain/forms/counting";
import { indiaDateTime, indiaDateOf, longDate } from "~domain/time/india-dates";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { DataTable, bodyCell } from "~/features/admin/shared/ui/data-table";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { HiddenFieldsForm } from "~/features/admin/shared/ui/hidden-fields-form";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { BoardReportBadge } from "./breach-list-page";

export type BreachIntent = "confirm-people" | "send-notices" | "board-reported";

const doneMessages: Record<string, string> = {
  recorded: "The breach is recorded. Check the people listed below, then confirm the list.",
  "people-confirmed": "The list of people is stored. Review the notice, then send it.",
  "notices-sent": "The notices are in the outbox: one e-mail to each person, sent in a moment.",
  "board-reported": "The report to the Board is marked sent.",
};

/** A draft for review: its title and sections as they will read. */
function DraftView({ draft, lang }: { draft: BreachDraft; lang?: string }) {
  return (
    <article lang={lang} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <h3 className="font-semibold text-brand-900">{draft.title}</h3>
      {draft.sections.map((section) => (
        <section key={section.heading} className="mt-3">
          <h4 className="font-semibold text-slate-900">{section.heading}</h4>
          <p className="mt-1 whitespace-pre-line break-words">{section.text}</p>
        </section>
      ))}
    </article>
  );
}

const lastDay = (breach: Breach) => indiaDateOf(new Date(breach.periodEndsAt.getTime() - 1));

function Facts({ breach }: { breach: Breach }) {
  const rows: [string, string][] = [
    ["Found", `${indiaDateTime(breach.foundAt)} (IST)`],
    ["Recorded by", `${breach.recordedBy}, ${indiaDateTime(breach.createdAt)}`],
    ["Where", breach.location],
    ["Kinds of record", breach.dataKinds.map((kind) => breachDataKindNames[kind]).join("; ")],
    [
      "Period",
      `${longDate(indiaDateOf(breach.periodStartsAt))} to ${longDate(lastDay(breach))}: ${breachScopeNames[breach.scope].toLowerCase()}`,
    ],
    ["What happened", breach.whatHappened],
    ["What was done", breach.measures],
    ["Likely consequences", breach.consequences],
    ["Contact for people", breach.contact],
    ["Cause", breach.cause || "Not known"],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PeopleCard({ breach, people }: { breach: Breach; people: BreachPeoplePage }) {
  const listed = breach.peopleListedAt !== null;
  return (
    <SectionCard
      title={`People affected: ${people.count}`}
      intro={
        listed
          ? `Listed from the data on ${indiaDateTime(breach.peopleListedAt!)}. Anyone erased since is off the list; the count stays.`
          : "Listed from the data as it stands now: each person once, whichever of their addresses their records are under. Confirm to store the list the notices go to."
      }
    >
      {!listed ? (
        <HiddenFieldsForm intent="confirm-people" fields={{}} className="mt-4" pendingLabel="Storing...">
          Confirm this list of {countOf(people.count, "person", "people")}
        </HiddenFieldsForm>
      ) : null}
      {people.people.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="Nobody is listed.">No record of these kinds is dated in the period.</EmptyState>
        </div>
      ) : (
        <div className="mt-4">
          <DataTable caption="People affected, by address" columns={["Name", "Address", "Their records", "Notice"]}>
            {people.people.map((person) => (
              <tr key={person.email}>
                <td className={bodyCell}>{person.name || "(no name)"}</td>
                <td className={`${bodyCell} break-all`}>{person.email}</td>
                <td className={bodyCell}>{person.dataKinds.map((kind) => breachDataKindNames[kind]).join("; ")}</td>
                <td className={bodyCell}>
                  {person.noticeQueuedAt ? <IndiaTime at={person.noticeQueuedAt} /> : "Not sent"}
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager next={people.next} label="Next people" firstLabel="First people" />
        </div>
      )}
    </SectionCard>
  );
}

export function BreachPage({
  breach,
  people,
  drafts,
  now,
  done,
  message,
}: {
  breach: Breach;
  people: BreachPeoplePage;
  drafts: { notice: BreachDraft; noticeInHindi: BreachDraft; boardReport: BreachDraft };
  now: Date;
  done?: string | undefined;
  message?: string | undefined;
}) {
  const success = done ? doneMessages[done] : undefined;
  const clock = boardClock(breach.foundAt, now);
  return (
    <>
      <BackLink to="/admin/privacy/breaches">All breaches</BackLink>
      <PageHeader
        title="Data breach"
        intro={`Found ${indiaDateTime(breach.foundAt)} (IST).`}
        actions={<BoardReportBadge breach={breach} now={now} />}
      />
      {success ? <Notice tone="success">{success}</Notice> : null}
      {message ? <Notice tone="error">{message}</Notice> : null}
      <div className="flex flex-col gap-6">
        <SectionCard title="What was recorded">
          <Facts breach={breach} />
        </SectionCard>

        <PeopleCard breach={breach} people={people} />

        <SectionCard
          title="The notice to each person"
          intro={
            breach.noticesSentAt
              ? `Sent by ${breach.noticesSentBy} on ${indiaDateTime(breach.noticesSentAt)} (IST), one e-mail to each person listed.`
              : "Each person gets this, with their own name and the kinds of their records, in English and then in Hindi. Read it before sending."
          }
        >
          <DraftView draft={drafts.notice} />
          <DraftView draft={drafts.noticeInHindi} lang="hi" />
          {breach.peopleListedAt && !breach.noticesSentAt ? (
            <HiddenFieldsForm intent="send-notices" fields={{}} className="mt-4" pendingLabel="Sending...">
              Send the notice to {countOf(people.count, "person", "people")}
            </HiddenFieldsForm>
          ) : null}
        </SectionCard>

        <SectionCard
          title="The report to the Data Protection Board"
          intro={
            breach.boardReportedAt
              ? `Marked sent by ${breach.boardReportedBy} on ${indiaDateTime(breach.boardReportedAt)} (IST).`
              : `Due by ${indiaDateTime(clock.dueAt)} (IST): ${clock.overdue ? `${durationInWords(clock.minutes)} overdue` : `${durationInWords(clock.minutes)} left`}. Send it to the Board through its own channel, then mark it sent here.`
          }
        >
          <DraftView draft={drafts.boardReport} />
          <div className="mt-4 flex flex-wrap gap-2">
            <DownloadLink href={`/admin/privacy/breaches/${breach.id}/board-report.txt`}>
              Download the report
            </DownloadLink>
            {!breach.boardReportedAt ? (
              <HiddenFieldsForm intent="board-reported" fields={{}} pendingLabel="Saving...">
                Mark the report sent
              </HiddenFieldsForm>
            ) : null}
          </div>
        </SectionCard>
      </div>
    </>
  );
}
