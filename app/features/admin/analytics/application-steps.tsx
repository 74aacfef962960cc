import type { ApplicationStepsReport, ChannelSteps } from "~contracts/company-funnel";
import { careersChannelLabels } from "~domain/analytics/application-steps";
import { smallCountsRule } from "~domain/privacy/small-counts";

import { durationText, shownText } from "~/features/admin/shared/charts/chart-figures";
import { bodyCell, DataTable } from "~/features/admin/shared/ui/data-table";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

/**
 * Where the application is given up, and each channel's applications to hires,
 * on the recruiting reports: counts only, shown as decision 072 says, with their rates hidden.
 */

const share = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

function channelName(channel: ChannelSteps["channel"]): string {
  if (channel === null) return "Every channel";
  return channel === "others" ? "Other channels" : careersChannelLabels[channel];
}

function ChannelStepsTable({ channel, steps, gaveUpMost }: ChannelSteps) {
  const name = channelName(channel);
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-brand-900">{name}</h3>
      <p className="text-sm text-slate-700">
        {gaveUpMost === null
          ? "Too early to tell where applicants give up: the counts shown do not tell one step from another yet."
          : `Most given up at step ${gaveUpMost}: ${steps[gaveUpMost - 1]!.name}.`}
      </p>
      <DataTable
        caption={`${name}: the application's steps`}
        columns={["Step", "Reached", "Went on", "Gave up", "Share that gave up", "Average time"]}
      >
        {steps.map((step) => (
          <tr key={step.step}>
            <th scope="row" className={`${bodyCell} font-normal`}>
              {step.step}. {step.name}
            </th>
            <td className={bodyCell}>{shownText(step.reached)}</td>
            <td className={bodyCell}>{shownText(step.wentOn)}</td>
            <td className={bodyCell}>{shownText(step.gaveUp)}</td>
            <td className={bodyCell}>{share(step.gaveUpRate)}</td>
            <td className={bodyCell}>{durationText(step.averageSeconds)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export function ApplicationStepsCard({ report }: { report: ApplicationStepsReport }) {
  return (
    <SectionCard
      title="Where applications are given up"
      intro={`Each step of the application form, counted by the page itself without cookies: how many applicants reached it, went on to the next (from the last, sent the application) or gave up there (did not go on), and the time spent on it. Channels with fewer than 5 applicants at step 1 are counted together. ${smallCountsRule}`}
    >
      <div className="mt-4 space-y-6">
        {report.steps.map((channel) => (
          <ChannelStepsTable key={channel.channel ?? "all"} {...channel} />
        ))}
      </div>
    </SectionCard>
  );
}

export function ChannelRecruitingCard({ report }: { report: ApplicationStepsReport }) {
  return (
    <SectionCard
      title="From each channel to a hire"
      intro="Applications by channel, and how many of them were interviewed, offered and hired; the median days from application to hire once there are 5 hires."
    >
      <div className="mt-4">
        <DataTable
          caption="Applications to hires by channel"
          columns={["Channel", "Applications", "Interviewed", "Offered", "Hired", "Days to hire"]}
        >
          {report.channels.map((row) => (
            <tr key={row.channel}>
              <th scope="row" className={`${bodyCell} font-normal`}>
                {careersChannelLabels[row.channel]}
              </th>
              <td className={bodyCell}>{shownText(row.applications)}</td>
              <td className={bodyCell}>{shownText(row.interviewed)}</td>
              <td className={bodyCell}>{shownText(row.offered)}</td>
              <td className={bodyCell}>{shownText(row.hired)}</td>
              <td className={bodyCell}>
                {row.medianDaysToHire === null ? "–" : `${Math.round(row.medianDaysToHire)} days`}
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
    </SectionCard>
  );
}
