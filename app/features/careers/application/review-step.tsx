import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";

import { displayAnswer, educationLine, experienceLine } from "~domain/applications/application-answers";

import type { StepProps } from "./step-props";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-5">
      <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

/** Step 4: the read-only review, formatted as the careers specification's section 2 describes. */
export function ReviewStep({ form }: StepProps) {
  const values = useWatch({ control: form.control });
  const education = values.education ?? [];
  const workExperience = values.workExperience ?? [];
  const minimumQualifications = values.minimumQualifications ?? [];
  const links = (["linkedin", "portfolio", "github", "otherLink"] as const).filter((field) => values[field]);
  const answered = minimumQualifications.some((entry) => entry.answer);
  const showSelfId =
    values.referred !== "No" ||
    [values.gender, values.raceEthnicity, values.disabilityStatus, values.veteranStatus, values.heardAbout].some(
      Boolean,
    );

  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-2xl font-bold text-brand-900">Review Your Application</h2>
        <p className="mt-1 text-slate-600">
          Please review all the information you have provided before submitting your application.
        </p>
      </div>
      <Block title="Careers Profile">
        <Row label="Name">{values.fullName}</Row>
        <Row label="Email">{values.email}</Row>
        <Row label="Phone">{values.phone}</Row>
        <Row label="Location">
          {values.city}, {values.country}
        </Row>
        {values.currentAddress ? <Row label="Address">{values.currentAddress}</Row> : null}
        {values.preferredPronouns ? <Row label="Pronouns">{values.preferredPronouns}</Row> : null}
        {values.coverLetter ? <Row label="Cover Letter">Cover Letter provided</Row> : null}
        <Row label="Resume">{values.resume ? values.resume.name : "Not uploaded"}</Row>
        {education[0]?.school ? (
          <Row label="Education">
            {education.map(educationLine).map((line, index) => (line ? <p key={index}>{line}</p> : null))}
          </Row>
        ) : null}
        {workExperience[0]?.company ? (
          <Row label="Work experience">
            {workExperience.map(experienceLine).map((line, index) => (line ? <p key={index}>{line}</p> : null))}
          </Row>
        ) : null}
        {links.length > 0 ? (
          <Row label="Links">
            {links.map((field) => (
              <p key={field}>
                <a href={values[field]} target="_blank" rel="noopener noreferrer" className="text-accent-700 underline">
                  {values[field]}
                </a>
              </p>
            ))}
          </Row>
        ) : null}
      </Block>
      <Block title="Role Information">
        {values.preferredLocation ? <Row label="Preferred location">{values.preferredLocation}</Row> : null}
        {answered ? (
          <Row label="Minimum qualifications">
            {minimumQualifications.map((entry) => (
              <p key={entry.text}>
                {entry.text}: {entry.answer ? displayAnswer(entry.answer) : "Not Answered"}
              </p>
            ))}
          </Row>
        ) : null}
        {values.eligibleToWork ? (
          <Row label="Legally eligible to work">{displayAnswer(values.eligibleToWork)}</Row>
        ) : null}
        {values.requiresSponsorship ? (
          <Row label="Requires sponsorship">{displayAnswer(values.requiresSponsorship)}</Row>
        ) : null}
      </Block>
      {showSelfId ? (
        <Block title="Voluntary Self-Identification">
          <Row label="Referred">
            {values.referred}
            {values.referred === "Yes" && values.referrerName ? ` by ${values.referrerName}` : ""}
          </Row>
          {values.gender ? <Row label="Gender">{values.gender}</Row> : null}
          {values.raceEthnicity ? <Row label="Race/Ethnicity">{values.raceEthnicity}</Row> : null}
          {values.disabilityStatus ? <Row label="Disability Status">{values.disabilityStatus}</Row> : null}
          {values.veteranStatus ? <Row label="Veteran Status">{values.veteranStatus}</Row> : null}
          {values.heardAbout ? <Row label="Heard about role from">{values.heardAbout}</Row> : null}
        </Block>
      ) : null}
    </div>
  );
}
