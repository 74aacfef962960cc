import { CalendarClock, CalendarX2, CircleCheck, Home } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";

import { ButtonLink } from "~/components/ui/button-link";
import { CancelConfirmation } from "~/components/ui/cancel-confirmation";
import { PageOpening } from "~/components/ui/page-opening";

import type { InterviewTimeOutcome, SchedulingLinkView } from "~contracts/applications";
import { lengthWords } from "~domain/applications/interview-scheduling";
import { indiaDateTime, indiaDay, indiaNoon, indiaShortDay, indiaTime } from "~domain/time/india-dates";

type InterviewTimePageProps = {
  interview: SchedulingLinkView | null;
  /** What the last post (a choice or a cancellation) answered. */
  outcome: InterviewTimeOutcome | undefined;
};

const linkClass = "font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800";

/**
 * A candidate's own interview, from the link in their e-mails: every time the whole panel is free
 * (dates as links, times as a plain form, so it works without JavaScript), then the chosen time
 * with a way to move or cancel it. The step and date sit in the address (?step=move, ?date=).
 */
export function InterviewTimePage({ interview, outcome }: InterviewTimePageProps) {
  const [searchParams] = useSearchParams();
  if (!interview) return <InterviewLinkNotValid />;
  const chosen = interview.startsAt ? new Date(interview.startsAt) : null;
  const step = searchParams.get("step");
  const choosing = !chosen || (step === "move" && outcome?.ok !== true);
  return (
    <PageOpening
      eyebrow="Your interview"
      title={chosen ? "Your interview is booked" : "Choose a time for your interview"}
      intro="Every time offered is one when all of your interviewers are free. Times are India time (IST). This link works until the interview starts."
      label="Your interview"
      width="2xl"
      closesPage
    >
      <OutcomeNotice outcome={outcome} />
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <InterviewDetails interview={interview} chosen={chosen} />
        {choosing ? (
          <TimeChooser interview={interview} moving={chosen !== null} />
        ) : step === "cancel" ? (
          <CancelInterviewConfirmation chosen={chosen!} />
        ) : (
          <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row">
            <ButtonLink to="?step=move" icon={CalendarClock}>
              Move it
            </ButtonLink>
            <ButtonLink to="?step=cancel" variant="outline" icon={CalendarX2}>
              Cancel it
            </ButtonLink>
          </div>
        )}
      </div>
    </PageOpening>
  );
}

/**
 * The answer to a choice or a cancellation, which lands above the form whose button was pressed far
 * below: the view and the focus go to it, or a phone shows the footer.
 */
function OutcomeNotice({ outcome }: { outcome: InterviewTimeOutcome | undefined }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    notice.current?.focus({ preventScroll: true });
    notice.current?.scrollIntoView({ block: "center" });
  }, [outcome]);
  if (!outcome) return null;
  if (!outcome.ok)
    return (
      <p
        ref={notice}
        tabIndex={-1}
        role="alert"
        className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800 outline-none"
      >
        {outcome.message}
      </p>
    );
  const { startsAt } = outcome.value;
  return (
    <p
      ref={notice}
      tabIndex={-1}
      role="status"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 outline-none"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {startsAt
        ? `Your interview is booked for ${indiaDateTime(new Date(startsAt))}. The invitation for your calendar is on its way to your inbox.`
        : "Your interview is cancelled. The cancellation for your calendar is on its way to your inbox. You can choose another time below."}
    </p>
  );
}

function InterviewDetails({ interview, chosen }: { interview: SchedulingLinkView; chosen: Date | null }) {
  return (
    <>
      <h2 className="text-xl font-bold text-brand-900">Hello {interview.candidateName}</h2>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-slate-700">
        <dt className="font-medium text-slate-500">Role</dt>
        <dd>{interview.jobTitle}</dd>
        <dt className="font-medium text-slate-500">Interview</dt>
        <dd>
          {interview.stageName}, {lengthWords(interview.durationMinutes)}
        </dd>
        <dt className="font-medium text-slate-500">With</dt>
        <dd>{interview.interviewers.join(", ")}</dd>
        {chosen ? (
          <>
            <dt className="font-medium text-slate-500">When</dt>
            <dd className="font-semibold text-brand-900">{indiaDateTime(chosen)} (IST)</dd>
            {interview.meetingUrl ? (
              <>
                <dt className="font-medium text-slate-500">How to join</dt>
                {/* No referrer: this page's address holds the candidate's token. */}
                <dd>
                  <a href={interview.meetingUrl} rel="noreferrer" className={`break-all ${linkClass}`}>
                    {interview.meetingUrl}
                  </a>
                </dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
    </>
  );
}

/** The dates with free times as links, and the chosen date's times as one form of radio buttons. */
function TimeChooser({ interview, moving }: { interview: SchedulingLinkView; moving: boolean }) {
  const [searchParams] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  const { offered } = interview;
  if (offered.length === 0)
    return (
      <p className="mt-6 border-t border-slate-100 pt-6 text-slate-700">
        Your interviewers have no time free together in the next weeks. We will be in touch with other times: please
        reply to our e-mail if you have a question.
      </p>
    );
  const day = offered.find((each) => each.date === searchParams.get("date")) ?? offered[0]!;
  const stepQuery = moving ? "step=move&" : "";
  return (
    <div className="mt-6 border-t border-slate-100 pt-6">
      <h2 className="text-lg font-semibold text-brand-900">{moving ? "Choose a new time" : "1. Choose a day"}</h2>
      <ul aria-label="Days with free times" className="mt-3 flex flex-wrap gap-2">
        {offered.map(({ date }) => (
          <li key={date}>
            <Link
              to={`?${stepQuery}date=${date}`}
              preventScrollReset
              aria-current={date === day.date ? "date" : undefined}
              className={`inline-block rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                date === day.date
                  ? "border-brand-900 bg-brand-900 text-white"
                  : "border-slate-300 text-brand-900 hover:border-brand-700"
              }`}
            >
              {indiaShortDay(indiaNoon(date))}
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-6">
        <fieldset>
          <legend className="text-lg font-semibold text-brand-900">
            {moving ? "" : "2. "}Choose a time on {indiaDay(indiaNoon(day.date))}
          </legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {day.starts.map((start, index) => (
              <label
                key={start}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 has-[:checked]:border-brand-900 has-[:checked]:bg-brand-50"
              >
                <input type="radio" name="startsAt" value={start} required defaultChecked={index === 0} />
                <span className="font-medium text-slate-800">{indiaTime(new Date(start))}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="choose"
          disabled={submitting}
          className="mt-5 inline-flex items-center justify-center rounded-full bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {submitting ? "Booking..." : "Book this time"}
        </button>
      </Form>
    </div>
  );
}

/** The second look before cancelling the interview. */
function CancelInterviewConfirmation({ chosen }: { chosen: Date }) {
  return (
    <CancelConfirmation
      heading="Cancel this interview?"
      confirm={{ label: "Yes, cancel the interview", pending: "Cancelling..." }}
      keep={{ label: "Keep my interview", to: "?" }}
    >
      Your interview on {indiaDateTime(chosen)} will be cancelled, and your interviewers told. You can choose another
      time from this link afterwards.
    </CancelConfirmation>
  );
}

/** A wrong link, or one whose interview has started: the same answer, so a guess learns nothing. */
function InterviewLinkNotValid() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <CalendarX2 aria-hidden="true" className="size-14 text-accent-700" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">This link is not valid</h1>
      <p className="mt-4 text-lg text-slate-600">
        The link to choose an interview&apos;s time works until the interview starts. If you copied it from an e-mail,
        please check that you have all of it, or reply to that e-mail and we will help.
      </p>
      <div className="mt-10">
        <ButtonLink to="/" variant="outline" icon={Home}>
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
