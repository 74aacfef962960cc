import type { NewsletterListItem, NewsletterProgress } from "~contracts/newsletter";
import { describeTopics } from "~domain/newsletter/newsletter";
import { newsletterStateLabels, type NewsletterState } from "~domain/newsletter/newsletter-sending";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";

const stateTones: Record<NewsletterState, BadgeTone> = {
  scheduled: "amber",
  sending: "sky",
  sent: "emerald",
  cancelled: "slate",
};

export const NewsletterStateBadge = ({ state }: { state: NewsletterState }) => (
  <Badge tone={stateTones[state]}>{newsletterStateLabels[state]}</Badge>
);

const figure = new Intl.NumberFormat("en-IN");

/** Whom it goes to, in words. */
export const audienceOf = (newsletter: Pick<NewsletterListItem, "kind" | "topics">) =>
  newsletter.topics.length === 0
    ? "Every subscriber"
    : `Subscribers of ${describeTopics(newsletter.topics)}, and those who chose every topic`;

/** The figures of a newsletter's progress, each with what it means (decision 079). */
const figures: { key: Exclude<keyof NewsletterProgress, "audience">; label: string; meaning: string }[] = [
  { key: "delivered", label: "Sent", meaning: "taken by the receiving server" },
  { key: "waiting", label: "Waiting", meaning: "in the outbox, or not yet queued" },
  { key: "bounced", label: "Bounced", meaning: "refused for good; the address is suppressed" },
  { key: "deferred", label: "Deferred", meaning: "refused for a while until the outbox gave up" },
  { key: "failed", label: "Failed", meaning: "our mail relay could not take it" },
  { key: "withdrawn", label: "Withdrawn", meaning: "the address left before its e-mail went" },
  { key: "unsubscribes", label: "Unsubscribed", meaning: "by this newsletter's link" },
];

/** One line for a list: "1,204 sent · 36 waiting · 2 bounced". */
export function progressLine(progress: NewsletterProgress): string {
  const shown = figures.filter(({ key }) => key === "delivered" || key === "waiting" || progress[key] > 0);
  return shown.map(({ key, label }) => `${figure.format(progress[key])} ${label.toLowerCase()}`).join(" · ");
}

/** Every figure of a newsletter's page, with what it means; a bar of how much of its audience has been settled. */
export function ProgressFigures({ progress }: { progress: NewsletterProgress }) {
  const audience = progress.audience ?? 0;
  const settled = audience - progress.waiting;
  return (
    <>
      {audience > 0 ? (
        <div className="mt-4">
          <div className="flex justify-between text-sm text-slate-700">
            <span>
              {figure.format(settled)} of {figure.format(audience)} done
            </span>
            <span>{Math.floor((settled * 100) / audience)}%</span>
          </div>
          <progress
            className="mt-1 h-2 w-full accent-brand-700"
            max={audience}
            value={settled}
            aria-label="Subscribers reached so far"
          />
        </div>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(({ key, label, meaning }) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{figure.format(progress[key])}</dd>
            <dd className="text-xs text-slate-600">{meaning}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
