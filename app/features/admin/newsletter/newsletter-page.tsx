import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";

import type { NewsletterView } from "~contracts/newsletter";
import { blogPostPath } from "~domain/content/content-pages";
import { newsletterAdminPaths } from "~domain/newsletter/newsletter-sending";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { IntentButton } from "~/features/admin/shared/ui/submit-button";

import { audienceOf, NewsletterStateBadge, ProgressFigures } from "./newsletter-progress";

/** How often the page reads its figures again while the newsletter is being sent. */
const refreshEveryMs = 5_000;

/**
 * While it is sent, the page follows it: its state and figures are read again every few seconds;
 * so does a newsletter whose time has come, which starts within seconds.
 */
function useFollowing({ state, scheduledAt }: Pick<NewsletterView, "state" | "scheduledAt">) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const due = state === "scheduled" && scheduledAt.getTime() <= Date.now() + refreshEveryMs;
    if (state !== "sending" && !due) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, refreshEveryMs);
    return () => clearInterval(timer);
  }, [state, scheduledAt, revalidator]);
}

const notices: Record<string, string> = {
  scheduled: "The newsletter is scheduled: it goes at its time.",
  sending: "The newsletter is on its way: this page follows it as it goes.",
  cancelled: "The newsletter is cancelled: nothing was sent.",
};

/**
 * One newsletter (decision 079): what it sends and to whom, how far it has gone (sent, waiting,
 * bounced…), the unsubscribes it caused and the clicks on each of its links, counted without
 * knowing who clicked.
 */
export function NewsletterPage({
  newsletter,
  done,
  refused,
}: {
  newsletter: NewsletterView;
  done?: string | undefined;
  refused?: string | undefined;
}) {
  useFollowing(newsletter);
  const totalClicks = newsletter.links.reduce((sum, link) => sum + link.clicks, 0);
  return (
    <>
      <BackLink to={newsletterAdminPaths.list}>All newsletters</BackLink>
      <PageHeader
        title={newsletter.subject}
        intro={
          <>
            {newsletter.kind === "digest" ? "Monthly digest · " : ""}
            {audienceOf(newsletter)}. Times are India time.
          </>
        }
        actions={
          newsletter.state === "scheduled" ? (
            <IntentButton intent="cancel" tone="danger" pendingLabel="Cancelling…">
              Cancel this newsletter
            </IntentButton>
          ) : undefined
        }
      />
      <ActionNotices done={done ? notices[done] : undefined} refused={refused} />
      <div className="space-y-6">
        <SectionCard title="Progress" aside={<NewsletterStateBadge state={newsletter.state} />}>
          <p className="mt-2 text-sm text-slate-700">
            {newsletter.state === "scheduled" ? "Goes " : "Was to go "}
            <IndiaTime at={newsletter.scheduledAt} />
            {newsletter.startedAt ? (
              <>
                {"; started "}
                <IndiaTime at={newsletter.startedAt} />
              </>
            ) : null}
            {newsletter.finishedAt && newsletter.state === "sent" ? (
              <>
                {"; finished "}
                <IndiaTime at={newsletter.finishedAt} />
              </>
            ) : null}
            {newsletter.createdBy ? ` · by ${newsletter.createdBy}` : ""}.
          </p>
          {newsletter.cancelledBecause ? (
            <p className="mt-2 text-sm text-slate-700">{newsletter.cancelledBecause}</p>
          ) : null}
          {newsletter.state === "sending" ? (
            <p className="mt-2 text-sm text-slate-600">
              This page reads the figures again every few seconds while it sends.{" "}
              <Link to="." className="font-medium text-brand-900 underline underline-offset-4">
                Read them now
              </Link>
            </p>
          ) : null}
          {newsletter.state === "sending" || newsletter.state === "sent" ? (
            <ProgressFigures progress={newsletter.progress} />
          ) : null}
          {newsletter.post ? (
            <p className="mt-4 text-sm text-slate-700">
              The post:{" "}
              <a
                href={blogPostPath(newsletter.post.slug)}
                className="font-medium text-brand-900 underline underline-offset-4"
              >
                {blogPostPath(newsletter.post.slug)}
              </a>
            </p>
          ) : null}
        </SectionCard>
        {newsletter.links.length > 0 ? (
          <SectionCard
            title="Clicks"
            intro="How often each link was followed, counted by the site's own redirect: nobody's address, and no time, is kept. Mail programs that check links before their reader opens them count too."
          >
            <table className="mt-4 w-full table-fixed text-left text-sm">
              <caption className="sr-only">Clicks on each link of the newsletter</caption>
              <thead className="text-xs font-semibold text-slate-600">
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    Link
                  </th>
                  <th scope="col" className="w-20 py-2 text-right">
                    Clicks
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {newsletter.links.map((link) => (
                  <tr key={link.position}>
                    <td className="py-2 pr-3 break-all text-slate-800">{link.url}</td>
                    <td className="py-2 text-right tabular-nums">{link.clicks}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-slate-200 font-semibold">
                  <th scope="row" className="py-2 pr-3 text-left">
                    Every link
                  </th>
                  <td className="py-2 text-right tabular-nums">{totalClicks}</td>
                </tr>
              </tfoot>
            </table>
          </SectionCard>
        ) : null}
      </div>
    </>
  );
}
