import { Link } from "react-router";

import type { NewsletterListItem } from "~contracts/newsletter";
import { newsletterAdminPaths } from "~domain/newsletter/newsletter-sending";

import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { NewRecordLink, PageHeader } from "~/features/admin/shared/ui/page-header";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import { subscribersPath } from "./subscriber-filter";
import { audienceOf, NewsletterStateBadge, progressLine } from "./newsletter-progress";

/** The newsletters sent, sending and scheduled (decision 079), newest first, each with how far it has gone. */
export function NewsletterListPage({ newsletters }: { newsletters: NewsletterListItem[] }) {
  return (
    <>
      <PageHeader
        title="Newsletters"
        intro="Posts sent to the newsletter's subscribers and the monthly digests, newest first, with how far each has gone. Times are India time."
        actions={
          <>
            <NewRecordLink to={newsletterAdminPaths.send}>Send a post</NewRecordLink>
            <Link to={newsletterAdminPaths.digest} className={buttonClass("secondary")}>
              Monthly digest
            </Link>
            <Link to={subscribersPath} className={buttonClass("secondary")}>
              Subscribers
            </Link>
          </>
        }
      />
      {newsletters.length === 0 ? (
        <EmptyState title="No newsletters yet">
          Send a published post to the subscribers with “Send a post”, or switch on the monthly digest.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {newsletters.map((newsletter) => (
            <li key={newsletter.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <NewsletterStateBadge state={newsletter.state} />
                <Link
                  to={newsletterAdminPaths.newsletter(newsletter.id)}
                  className="font-semibold break-words text-brand-900 underline-offset-4 hover:underline"
                >
                  {newsletter.subject}
                </Link>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {newsletter.kind === "digest" ? "Monthly digest · " : ""}
                {audienceOf(newsletter)}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {{ scheduled: "Goes ", cancelled: "Was to go ", sending: "Went ", sent: "Went " }[newsletter.state]}
                <IndiaTime at={newsletter.startedAt ?? newsletter.scheduledAt} />
                {newsletter.state === "sending" || newsletter.state === "sent"
                  ? ` · ${progressLine(newsletter.progress)}`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
