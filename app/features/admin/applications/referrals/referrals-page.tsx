import type { ReferralLink } from "~contracts/applications";
import { resumeLimitBytes } from "~domain/applications/job-application";
import { referralNoteMax, ReferralSchema, type ReferralView } from "~domain/applications/referrals";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import { StageBadge } from "~/features/admin/applications/stage-badge";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { CopyField } from "~/features/admin/shared/ui/copy-field";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { fileInputClass, refusingFilesOver } from "~/features/admin/shared/ui/file-input";
import { HeadedSection } from "~/features/admin/shared/ui/headed-section";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { AddForm } from "~/features/admin/shared/ui/add-form";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type ReferralsAnswer = { errors: FormErrors; values: Record<string, string> };

const resumeTooLarge = `The resume must be ${resumeLimitBytes / 1024 / 1024} MB or smaller.`;

/**
 * Referring candidates, open to everyone signed in: a personal link to each open job to
 * share, a form to refer someone with their resume, and the stages of one's own referrals.
 */
export function ReferralsPage({
  links,
  referrals,
  answer,
  referred,
}: {
  links: ReferralLink[];
  referrals: ReferralView[];
  answer?: ReferralsAnswer | undefined;
  /** A referral was just made. */
  referred: boolean;
}) {
  // The resume is checked by the browser (required, its size) before the schema reads the rest.
  const form = useCheckedForm(ReferralSchema, answer?.errors);
  const { names, errors } = form;
  const values = answer?.values ?? {};
  const bind = bindFields(values, errors);
  const jobLabels = Object.fromEntries(links.map((link) => [link.jobId, `${link.title}, ${link.location}`]));
  return (
    <>
      <PageHeader
        title="Referrals"
        intro="Know someone for one of our open jobs? Share your link, or send us their resume. You will see how far they get."
      />
      {referred ? (
        <Notice tone="success">Thank you. The recruiters have your referral; it is listed below.</Notice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <SectionCard
          title="Refer someone"
          intro="Their resume and why you recommend them. The recruiters take it from there."
        >
          {errors.form ? (
            <div className="mt-4">
              <Notice tone="error">{errors.form}</Notice>
            </div>
          ) : null}
          {links.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No job is open just now.</p>
          ) : (
            <AddForm method="post" encType="multipart/form-data" className="mt-4 space-y-5" onSubmit={form.onSubmit}>
              <SelectField
                label="Job"
                name={names.jobId}
                required
                options={links.map((link) => link.jobId)}
                labels={jobLabels}
                placeholder="Choose a job"
                defaultValue={values.jobId ?? ""}
                error={errors.jobId}
              />
              <TextField label="Candidate's name" {...bind(names.fullName)} required maxLength={100} />
              <TextField label="Candidate's e-mail address" {...bind(names.email)} type="email" required />
              <TextField label="Candidate's phone number" {...bind(names.phone)} type="tel" required />
              <TextField
                label="Resume"
                hint="(PDF, DOC or DOCX, at most 10 MB)"
                name="resume"
                type="file"
                accept=".pdf,.doc,.docx"
                required
                error={errors.resume}
                className={fileInputClass}
                onChange={refusingFilesOver(resumeLimitBytes, resumeTooLarge)}
              />
              <TextAreaField label="Why you recommend them" {...bind(names.note)} maxLength={referralNoteMax} />
              <SubmitButton pendingLabel="Sending…">Refer</SubmitButton>
            </AddForm>
          )}
        </SectionCard>

        <SectionCard title="Your links" intro="Anyone who applies through one of these is counted as your referral.">
          {links.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No job is open just now.</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {links.map((link) => (
                <li key={link.jobId}>
                  <CopyField label={`Link to ${link.title}, ${link.location}`} value={link.url} />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>

      <HeadedSection id="your-referrals" title="Your referrals" className="mt-8">
        {referrals.length === 0 ? (
          <div className="mt-3">
            <EmptyState title="No referrals yet">Share a link or refer someone above.</EmptyState>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {referrals.map((referral, index) => (
              <li key={index} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-brand-900">{referral.candidateName}</p>
                  <p className="text-sm text-slate-600">
                    {referral.jobTitle} · <IndiaTime at={referral.referredAt} />
                  </p>
                </div>
                <StageBadge stage={referral.stage} />
              </li>
            ))}
          </ul>
        )}
      </HeadedSection>
    </>
  );
}
