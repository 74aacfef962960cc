import type { ReactNode } from "react";

import type { InterviewCandidate } from "~contracts/applications";
import { displayAnswer, educationLine, experienceLine } from "~domain/applications/application-answers";

import { ResumeViewer } from "./resume-viewer";
import { webLink } from "./web-link";
import { PhoneLink } from "~/features/admin/shared/ui/contact-links";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

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

/**
 * What the candidate sent, as everyone who reads it sees it: the profile, the resume, the cover
 * letter, education, experience and links, and the role's questions. Never self-identification,
 * which no page about a candidate is given.
 */
export function CandidateAnswers({ candidate, resumePath }: { candidate: InterviewCandidate; resumePath: string }) {
  const education = candidate.education.map(educationLine).filter(Boolean);
  const experience = candidate.workExperience.filter((entry) => experienceLine(entry));
  const links = (Object.keys(linkLabels) as (keyof typeof linkLabels)[]).filter((key) => candidate.links[key]);
  return (
    <>
      <SectionCard title="Profile">
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Fact label="Phone">
            <PhoneLink phone={candidate.phone} />
          </Fact>
          <Fact label="E-mail">
            <a href={`mailto:${candidate.email}`} className="break-all text-brand-800 underline underline-offset-4">
              {candidate.email}
            </a>
          </Fact>
          <Fact label="City">
            {candidate.city}, {candidate.country}
          </Fact>
          <Fact label="Current address">{candidate.currentAddress}</Fact>
          <Fact label="Preferred pronouns">{candidate.preferredPronouns}</Fact>
          <Fact label="Resume">
            {candidate.resume.fileName}{" "}
            <span className="text-sm text-slate-600">
              ({documentKinds[candidate.resume.mediaType] ?? candidate.resume.mediaType},{" "}
              {sizeOf(candidate.resume.bytes)})
            </span>
          </Fact>
        </dl>
      </SectionCard>

      {candidate.resume.mediaType === "application/pdf" ? (
        <SectionCard title="Resume" intro="Read it here, or download it to keep. Either is in the audit log.">
          <div className="mt-3">
            <ResumeViewer resumePath={resumePath} />
          </div>
        </SectionCard>
      ) : null}

      <SectionCard title="Cover letter">
        {/* Text, never HTML: React escapes it, and pre-wrap keeps the candidate's line breaks. */}
        <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {candidate.coverLetter || <span className="text-slate-500">No cover letter.</span>}
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
                  <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-slate-700">{entry.description}</p>
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
                <CandidateLink value={candidate.links[key]} />
              </Fact>
            ))}
          </dl>
        ) : (
          <p className="mt-1 text-sm text-slate-500">None given.</p>
        )}
      </SectionCard>

      <SectionCard title="Role questions">
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Fact label="Preferred location">{candidate.preferredLocation}</Fact>
          <Fact label="Legally eligible to work">{displayAnswer(candidate.eligibleToWork)}</Fact>
          <Fact label="Requires sponsorship">{displayAnswer(candidate.requiresSponsorship)}</Fact>
        </dl>
        <h3 className="mt-4 text-sm font-semibold text-slate-700">Minimum qualifications</h3>
        <dl className="mt-1 space-y-2">
          {candidate.minimumQualifications.map((entry) => (
            <Fact key={entry.text} label={entry.text}>
              {displayAnswer(entry.answer)}
            </Fact>
          ))}
        </dl>
      </SectionCard>
    </>
  );
}
