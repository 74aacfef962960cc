import { CalendarDays } from "lucide-react";
import { Form, Link } from "react-router";

import type { ConsultantSummary } from "~contracts/consultants";
import { weekdayNames, type WeeklyHours } from "~domain/consultants/consultant-schedule";
import { fairnessWindowDays } from "~domain/consultants/call-routing";

import { Badge } from "~/features/admin/shared/ui/badge";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { LinkCard } from "~/features/admin/shared/ui/link-card";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { describeShare } from "./call-share";
import { noShowRate } from "./no-show-rate";

type PageProps = {
  consultants: ConsultantSummary[];
  accounts: { id: string; name: string; email: string }[];
  message?: string | undefined;
};

/** "Mon–Sat 10:00–18:00", or each day's hours where the days differ. */
export function describeWeek(week: WeeklyHours): string {
  const days = week.map((hours, day) => ({
    day: weekdayNames[day]!.slice(0, 3),
    text: hours.map(([from, to]) => `${from}–${to}`).join(", "),
  }));
  const working = [...days.slice(1), days[0]!].filter((day) => day.text !== "");
  if (working.length === 0) return "No working hours";
  if (working.every((day) => day.text === working[0]!.text)) {
    const names = working.map((day) => day.day);
    const range = names.length > 2 ? `${names[0]}–${names.at(-1)}` : names.join(", ");
    return `${range} ${working[0]!.text}`;
  }
  return working.map((day) => `${day.day} ${day.text}`).join("; ");
}

const selectClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

export function ConsultantsPage({ consultants, accounts, message }: PageProps) {
  return (
    <>
      <PageHeader
        title="Consultants"
        intro="The people who take demo calls. A visitor who books “any consultant” gets someone free who covers the call’s service, first those offered calls first, then whoever is furthest below their share; each also has a page of their own for follow-up calls."
        actions={
          <Link to="/admin/consultants/week" className={buttonClass("secondary")}>
            <CalendarDays aria-hidden="true" className="size-4" />
            The team’s week
          </Link>
        }
      />
      {message ? <Notice tone="error">{message}</Notice> : null}
      {consultants.length === 0 ? (
        <EmptyState title="Nobody takes calls">
          Add a colleague below; until then the calendar offers no times.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {consultants.map((consultant) => (
            <LinkCard
              key={consultant.id}
              to={`/admin/consultants/${consultant.id}`}
              title={consultant.name}
              badge={
                consultant.active ? (
                  <Badge tone="emerald">Takes calls</Badge>
                ) : (
                  <Badge tone="slate">Not taking calls</Badge>
                )
              }
              heading
              className="min-w-0 p-5 hover:border-brand-300"
            >
              <p className="mt-1 text-sm text-slate-700">{describeWeek(consultant.weeklyHours)} (IST)</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600">Upcoming calls</dt>
                  <dd className="font-semibold text-slate-900">{consultant.upcomingCalls}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">No-show rate</dt>
                  <dd className="font-semibold text-slate-900">{noShowRate(consultant)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-slate-600">Calls held, last {fairnessWindowDays} days</dt>
                  <dd className="font-semibold text-slate-900">{describeShare(consultant)}</dd>
                </div>
              </dl>
              <p className="mt-3 truncate text-sm text-slate-600">
                {consultant.active
                  ? `/demo/with/${consultant.slug}`
                  : "Their booking page is off while they take no calls."}
              </p>
            </LinkCard>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <SectionCard
          title="Add a consultant"
          intro="A staff account starts taking calls with the usual hours (Monday to Saturday, 10:00 to 18:00); change them on their page."
        >
          {accounts.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">Every staff account already takes calls.</p>
          ) : (
            <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
              <div className="flex-1">
                <label htmlFor="consultant-account" className="block text-sm font-medium text-slate-800">
                  Staff account
                </label>
                <select id="consultant-account" name="staffAccountId" className={selectClass} required>
                  {accounts.map((account) => (
                    <option key={account.id} value={account.id}>
                      {account.name ? `${account.name} (${account.email})` : account.email}
                    </option>
                  ))}
                </select>
              </div>
              <input type="hidden" name="intent" value="start" />
              <SubmitButton pendingLabel="Adding...">Add as consultant</SubmitButton>
            </Form>
          )}
        </SectionCard>
      </div>
    </>
  );
}
