import { BellOff, BellRing, Link2Off, MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";

import { LinkPageAddress, LinkPageButton, LinkPageCard, linkPageIcon } from "~/components/private-links/link-page-card";
import { ButtonLink } from "~/components/ui/button-link";

import { describeSearch, jobAlertConfirmDays, searchPath, type JobAlertSearch } from "~domain/jobs/job-alerts";
import type { JobAlertRecipientView, JobAlertView } from "~contracts/jobs";

/** The pages the links in job-alert e-mails open (docs/decisions/015-job-alerts.md). */
const Search = ({ alert }: { alert: JobAlertView }) => (
  <strong className="text-brand-900">{describeSearch(alert)}</strong>
);

function CannotBeUsed({ children }: { children: ReactNode }) {
  return (
    <LinkPageCard icon={<Link2Off aria-hidden="true" className={linkPageIcon} />} title="This link cannot be used">
      {children}
      <ButtonLink to="/career" className="mt-4">
        Search open positions
      </ButtonLink>
    </LinkPageCard>
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
      <LinkPageCard icon={<MailCheck aria-hidden="true" className={linkPageIcon} />} title="Job alerts are on">
        <p>
          We will e-mail <LinkPageAddress email={alert.email} /> when a new job opens for <Search alert={alert} />, at
          most once a day. Every alert has a link to unsubscribe.
        </p>
        <ButtonLink to={searchPath(alert)} className="mt-4">
          See the open positions
        </ButtonLink>
      </LinkPageCard>
    );
  return (
    <LinkPageCard icon={<BellRing aria-hidden="true" className={linkPageIcon} />} title="Confirm job alerts">
      <p>
        Send <LinkPageAddress email={alert.email} /> an e-mail when a new job opens for <Search alert={alert} />? At
        most one e-mail a day, and every one has a link to unsubscribe.
      </p>
      <Form method="post">
        <LinkPageButton pending="Confirming...">Confirm job alerts</LinkPageButton>
      </Form>
    </LinkPageCard>
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
    <LinkPageCard icon={<BellOff aria-hidden="true" className={linkPageIcon} />} title="Unsubscribe from job alerts">
      <p>
        <LinkPageAddress email={recipient.email} /> gets an e-mail when a new job opens for{" "}
        {recipient.searches.length === 1 ? "this search:" : "these searches:"}
      </p>
      <SearchList searches={recipient.searches} />
      <p>Unsubscribing stops {recipient.searches.length === 1 ? "these e-mails" : "all of them"}.</p>
      <Form method="post">
        <LinkPageButton pending="Unsubscribing...">Unsubscribe</LinkPageButton>
      </Form>
    </LinkPageCard>
  );
}

/** /job-alerts/unsubscribed: where the unsubscribe button leads. */
export function UnsubscribedPage() {
  return (
    <LinkPageCard icon={<BellOff aria-hidden="true" className={linkPageIcon} />} title="You are unsubscribed" focused>
      <p>We will not send you any more job alerts, and we have deleted your subscription.</p>
      <ButtonLink to="/career" variant="outline" className="mt-4">
        Search open positions
      </ButtonLink>
    </LinkPageCard>
  );
}
