import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { displayAnswer, educationLine, experienceLine } from "~domain/careers/application-answers";
import type { ApplicationDetail } from "~contracts/careers";
import { sourceLabel } from "~domain/careers/application-sources";
import type { AuditEntryView } from "~contracts/staff";
import { noteLimit } from "~domain/forms/list-filters";
import { applicationStageLabels, applicationStages, type RejectionEmailTemplate } from "~domain/careers/recruiting";

import { applicationPath, listPath } from "~/features/admin/careers/applications/application-filter";
import { ApplicationSourceCard } from "./application-source-card";
import { ResumeViewer } from "./resume-viewer";
import { StageBadge } from "~/features/admin/careers/applications/stage-badge";
import { webLink } from "~/features/admin/careers/applications/web-link";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { ChoiceForm } from "~/features/admin/shared/ui/choice-form";
import { PhoneLink } from "~/features/admin/shared/ui/contact-links";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { NotesCard } from "~/features/admin/shared/ui/notes-card";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

export type ApplicationDetailProps = {
  application: ApplicationDetail;
  history: AuditEntryView[];
  /** The rejection e-mail as it would be sent: the confirmation step is open. */
  rejection?: RejectionEmailTemplate | undefined;
  /** What the last action did, from the address it redirected to. */
  done?: string | undefined;
  /** The errors of the form last sent, keyed by field ("form" for the whole form). */
  errors?: FormErrors | undefined;
  /** Which form they belong to. */
  intent?: string | undefined;
};

const doneMessages: Record<string, string> = {
  stage: "Stage saved.",
  rejected: "Rejected. The candidate is being e-mailed.",
  note: "Note added.",
};

const documentKinds: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "Word document (DOC)",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document (DOCX)",
};

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const linkLabels = { linkedin: "LinkedIn", portfolio: "Portfolio", github: "GitHub", otherLink: "Other" } as const;

/** A label and what the candidate answered; an empty answer says so rather than leaving a gap. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">
        {children || <span className="text-slate-500">Not given</span>}
      </dd>
    </div>
  );
}

/** A link the candidate gave: opened only when it is a web address, and never with this page as its opener or referrer. */
function CandidateLink({ value }: { value: string }) {
  const href = webLink(value);
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="nofollow noopener noreferrer"
      className="break-all text-brand-800 underline underline-offset-4"
    >
      {value}
    </a>
  ) : (
    <>
      <span className="break-all">{value}</span>{" "}
      <span className="text-sm text-slate-500">(not a web address, so not a link)</span>
    </>
  );
}

export function ApplicationDetailPage({
  application,
  history,
  rejection,
  done,
  errors,
  intent,
}: ApplicationDetailProps) {
  const resumePath = `${applicationPath(application.id)}/resume`;
  const education = application.education.map(educationLine).filter(Boolean);
  const experience = application.workExperience.filter((entry) => experienceLine(entry));
  const links = (Object.keys(linkLabels) as (keyof typeof linkLabels)[]).filter((key) => application.links[key]);
  return (
    <>
      <BackLink to={listPath({})}>All applications</BackLink>
      <PageHeader
        title={application.fullName}
        intro={
          <>
            {application.reference} ·{" "}
            <Link to={listPath({ job: application.jobId })} className="underline underline-offset-4">
              {application.jobTitle}
            </Link>{" "}
            · applied <IndiaTime at={application.createdAt} /> (India time)
          </>
        }
        actions={
          <>
            <DownloadLink href={resumePath} tone="primary">
              Download resume
            </DownloadLink>
            <a href={`mailto:${application.email}`} className={buttonClass("secondary")}>
              <Mail aria-hidden="true" className="size-4" />
              E-mail
            </a>
          </>
        }
      />
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <SectionCard
            id="stage"
            title="Stage"
            aside={<StageBadge stage={application.stage} />}
            intro={
              <>
                Now: <strong className="text-slate-900">{applicationStageLabels[application.stage]}</strong>. One press
                moves it; rejecting asks first.
              </>
            }
          >
            {rejection ? (
              <RejectionStep application={application} email={rejection} />
            ) : (
              <ChoiceForm
                intent="stage"
                name="stage"
                legend="Move to stage"
                choices={applicationStages}
                labels={applicationStageLabels}
                current={application.stage}
                error={intent === "stage" ? errors?.stage : undefined}
                confirmLink={(stage) =>
                  stage === "rejected" ? `${applicationPath(application.id)}?confirm=reject#stage` : undefined
                }
              />
            )}
          </SectionCard>

          <SectionCard title="Profile">
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              <Fact label="Phone">
                <PhoneLink phone={application.phone} />
              </Fact>
              <Fact label="E-mail">
                <a
                  href={`mailto:${application.email}`}
                  className="break-all text-brand-800 underline underline-offset-4"
                >
                  {application.email}
                </a>
              </Fact>
              <Fact label="City">
                {application.city}, {application.country}
              </Fact>
              <Fact label="Current address">{application.currentAddress}</Fact>
              <Fact label="Preferred pronouns">{application.preferredPronouns}</Fact>
              <Fact label="Resume">
                {application.resume.fileName}{" "}
                <span className="text-sm text-slate-600">
                  ({documentKinds[application.resume.mediaType] ?? application.resume.mediaType},{" "}
                  {sizeOf(application.resume.bytes)})
                </span>
              </Fact>
            </dl>
          </SectionCard>

          {application.resume.mediaType === "application/pdf" ? (
            <SectionCard title="Resume" intro="Read it here, or download it to keep. Either is in the audit log.">
              <div className="mt-3">
                <ResumeViewer resumePath={resumePath} />
              </div>
            </SectionCard>
          ) : null}

          <SectionCard title="Cover letter">
            {/* Text, never HTML: React escapes it, and pre-wrap keeps the candidate's line breaks. */}
            <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {application.coverLetter || <span className="text-slate-500">No cover letter.</span>}
            </p>
          </SectionCard>

          <SectionCard title="Education and experience">
            <h3 className="mt-4 text-sm font-semibold text-slate-700">Education</h3>
            {education.length ? (
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900">
                {education.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-500">None given.</p>
            )}
            <h3 className="mt-4 text-sm font-semibold text-slate-700">Work experience</h3>
            {experience.length ? (
              <ul className="mt-1 space-y-3 text-slate-900">
                {experience.map((entry, index) => (
                  <li key={index}>
                    <p className="font-medium">{experienceLine(entry)}</p>
                    {entry.description ? (
                      <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-slate-700">
                        {entry.description}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-500">None given.</p>
            )}
            <h3 className="mt-4 text-sm font-semibold text-slate-700">Links</h3>
            {links.length ? (
              <dl className="mt-1 space-y-2">
                {links.map((key) => (
                  <Fact key={key} label={linkLabels[key]}>
                    <CandidateLink value={application.links[key]} />
                  </Fact>
                ))}
              </dl>
            ) : (
              <p className="mt-1 text-sm text-slate-500">None given.</p>
            )}
          </SectionCard>

          <SectionCard title="Role questions">
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              <Fact label="Preferred location">{application.preferredLocation}</Fact>
              <Fact label="Legally eligible to work">{displayAnswer(application.eligibleToWork)}</Fact>
              <Fact label="Requires sponsorship">{displayAnswer(application.requiresSponsorship)}</Fact>
            </dl>
            <h3 className="mt-4 text-sm font-semibold text-slate-700">Minimum qualifications</h3>
            <dl className="mt-1 space-y-2">
              {application.minimumQualifications.map((entry) => (
                <Fact key={entry.text} label={entry.text}>
                  {displayAnswer(entry.answer)}
                </Fact>
              ))}
            </dl>
          </SectionCard>

          <NotesCard
            notes={application.notes}
            intro="For the hiring team only; the candidate never sees them."
            maxLength={noteLimit}
            error={intent === "note" ? errors?.body : undefined}
          />
        </div>

        <div className="min-w-0 space-y-6">
          <ApplicationSourceCard {...application} />

          <SectionCard title="Other applications" intro="From the same e-mail address.">
            {application.otherApplications.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">None.</p>
            ) : (
              <ul className="mt-3 space-y-3 text-sm">
                {application.otherApplications.map((other) => (
                  <li key={other.id} className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <Link
                        to={applicationPath(other.id)}
                        className="font-semibold text-brand-900 underline underline-offset-4"
                      >
                        {other.jobTitle}
                      </Link>
                      <p className="text-xs text-slate-600">
                        {other.reference} · <IndiaTime at={other.createdAt} />
                      </p>
                    </div>
                    <StageBadge stage={other.stage} />
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>

          <HistoryCard
            history={history}
            origin={{
              text: `Applied through: ${sourceLabel(application.source, application.sourceName)}.`,
              at: application.createdAt,
            }}
          />
        </div>
      </div>
    </>
  );
}

/** Rejecting, second look: the e-mail exactly as it will be sent, and whether to send it. */
function RejectionStep({ application, email }: { application: ApplicationDetail; email: RejectionEmailTemplate }) {
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="stage" />
      <input type="hidden" name="stage" value="rejected" />
      <p className="text-sm text-slate-700">
        Rejecting moves {application.reference} to Rejected. This e-mail goes to {application.email} from the careers
        address:
      </p>
      <figure className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
        <figcaption className="font-semibold text-slate-900">Subject: {email.subject}</figcaption>
        <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{email.body}</p>
      </figure>
      <p className="text-sm">
        <Link
          to={`/admin/applications/rejection-email?application=${encodeURIComponent(application.id)}`}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          Edit the template
        </Link>
      </p>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" name="notify" defaultChecked className="size-4 accent-brand-900" />
        Send the candidate this e-mail
      </label>
      <div className="flex flex-wrap gap-2">
        <SubmitButton tone="danger" pendingLabel="Rejecting...">
          Reject
        </SubmitButton>
        <Link to={`${applicationPath(application.id)}#stage`} className={buttonClass("secondary")}>
          Keep in {applicationStageLabels[application.stage]}
        </Link>
      </div>
    </Form>
  );
}
