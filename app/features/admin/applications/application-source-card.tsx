import type { ApplicationDetail } from "~contracts/applications";
import { referredAnswer, sourceLabel } from "~domain/applications/application-sources";

import { SectionCard } from "~/features/admin/shared/ui/section-card";

type Props = Pick<ApplicationDetail, "source" | "sourceName" | "referrer" | "referred" | "referrerName" | "heardAbout">;

/**
 * Where the candidate came from: the link they applied by, the colleague who referred them, and
 * what the candidate said about it themselves (asked beside the self-identification, but hiring's
 * to read; the self-identification answers are never shown here).
 */
export function ApplicationSourceCard({ source, sourceName, referrer, referred, referrerName, heardAbout }: Props) {
  return (
    <SectionCard title="Where they came from">
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-700">Source</dt>
          <dd className="text-slate-900">{sourceLabel(source, sourceName)}</dd>
        </div>
        {referrer ? (
          <div>
            <dt className="font-semibold text-slate-700">Referred by</dt>
            <dd className="text-slate-900">{referrer.name}</dd>
            {referrer.note ? (
              <dd className="mt-1 break-words whitespace-pre-wrap text-slate-700">{referrer.note}</dd>
            ) : null}
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-slate-700">Says they were referred</dt>
          <dd className="text-slate-900">{referredAnswer(referred, referrerName)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Heard about the job from</dt>
          <dd className="text-slate-900">{heardAbout || <span className="text-slate-500">Not answered</span>}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
