import { BellOff, BellRing, Link2Off, LoaderCircle, MailCheck } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { ButtonLink } from "~/components/ui/button-link";

import { describeSearch, jobAlertConfirmDays, searchPath, type JobAlertSearch } from "~domain/careers/job-alerts";
import type { JobAlertRecipientView, JobAlertView } from "~contracts/jobs";

/**
 * The pages the links in job-alert e-mails open (docs/decisions/015-job-alerts.md). Opening one
 * changes nothing, since mail scanners open links too; its button POSTs the change.
 */

type CardProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The page is the answer to its button: its heading takes the focus the button had. */
  focused?: boolean;
};

/**
 * One card in the middle of the page. Its heading takes the focus when the card changes after the
 * button's POST, or at once on a page that only a POST leads to.
 */
function JobAlertCard({ icon, title, children, focused = false }: CardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTitle = useRef(title);
  useEffect(() => {
    if (focused || title !== firstTitle.current) heading.current?.focus();
  }, [focused, title]);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-900">
          {icon}
        </div>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-5 text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-4 space-y-3 text-slate-700">{children}</div>
      </div>
    </section>
  );
}

const iconClass = "size-7";

function SubmitButton({ children, pending }: { children: string; pending: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      disabled={submitting}
      className="mt-4 inline-flex items-center justify-center gap-2 rounded-full bg-accent-700 px-8 py-3 font-semibold text-white transition-colors hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {submitting ? pending : children}
    </button>
  );
}

const Address = ({ email }: { email: string }) => <strong className="break-all text-brand-900">{email}</strong>;
const Search = ({ alert }: { alert: JobAlertView }) => (
  <strong className="text-brand-900">{describeSearch(alert)}</strong>
);

function CannotBeUsed({ children }: { children: ReactNode }) {
  return (
    <JobAlertCard icon={<Link2Off aria-hidden="true" className={iconClass} />} title="This link cannot be used">
      {children}
      <ButtonLink to="/career" className="mt-4">
        Search open positions
      </ButtonLink>
    </JobAlertCard>
  );
}

/** /job-alerts/confirm/{token}: the double opt-in's second step. */
export function ConfirmJobAlertPage({ alert }: { alert: JobAlertView | null }) {
  if (!alert)
    return (
      <CannotBeUsed>
        <p>
          It is incomplete or has expired: confirmation links work for {jobAlertConfirmDays} days. To get job alerts,
          tick “Email me job alerts for this search” in the careers search again and use the link in the new e-mail.
        </p>
      </CannotBeUsed>
    );
  if (alert.status === "confirmed")
    return (
      <JobAlertCard icon={<MailCheck aria-hidden="true" className={iconClass} />} title="Job alerts are on">
        <p>
          We will e-mail <Address email={alert.email} /> when a new job opens for <Search alert={alert} />, at most once
          a day. Every alert has a link to unsubscribe.
        </p>
        <ButtonLink to={searchPath(alert)} className="mt-4">
          See the open positions
        </ButtonLink>
      </JobAlertCard>
    );
  return (
    <JobAlertCard icon={<BellRing aria-hidden="true" className={iconClass} />} title="Confirm job alerts">
      <p>
        Send <Address email={alert.email} /> an e-mail when a new job opens for <Search alert={alert} />? At most one
        e-mail a day, and every one has a link to unsubscribe.
      </p>
      <Form method="post">
        <SubmitButton pending="Confirming...">Confirm job alerts</SubmitButton>
      </Form>
    </JobAlertCard>
  );
}

function SearchList({ searches }: { searches: JobAlertSearch[] }) {
  return (
    <ul className="mx-auto w-fit list-disc space-y-1 pl-5 text-left">
      {searches.map((search) => (
        <li key={`${search.keyword}\n${search.location}`}>
          <strong className="text-brand-900">{describeSearch(search)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** /job-alerts/unsubscribe/{token}: the visible unsubscribe link at the end of every alert. */
export function UnsubscribeJobAlertPage({ recipient }: { recipient: JobAlertRecipientView | null }) {
  if (!recipient)
    return (
      <CannotBeUsed>
        <p>
          There is nothing to unsubscribe from here: these job alerts have been stopped already, or the link is
          incomplete. If alerts still arrive, use the link at the end of the newest one.
        </p>
      </CannotBeUsed>
    );
  return (
    <JobAlertCard icon={<BellOff aria-hidden="true" className={iconClass} />} title="Unsubscribe from job alerts">
      <p>
        <Address email={recipient.email} /> gets an e-mail when a new job opens for{" "}
        {recipient.searches.length === 1 ? "this search:" : "these searches:"}
      </p>
      <SearchList searches={recipient.searches} />
      <p>Unsubscribing stops {recipient.searches.length === 1 ? "these e-mails" : "all of them"}.</p>
      <Form method="post">
        <SubmitButton pending="Unsubscribing...">Unsubscribe</SubmitButton>
      </Form>
    </JobAlertCard>
  );
}

/** /job-alerts/unsubscribed: where the unsubscribe button leads. */
export function UnsubscribedPage() {
  return (
    <JobAlertCard icon={<BellOff aria-hidden="true" className={iconClass} />} title="You are unsubscribed" focused>
      <p>We will not send you any more job alerts, and we have deleted your subscription.</p>
      <ButtonLink to="/career" variant="outline" className="mt-4">
        Search open positions
      </ButtonLink>
    </JobAlertCard>
  );
}
