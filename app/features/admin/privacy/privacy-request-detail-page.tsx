import { Form } from "react-router";

import type { PrivacyRequestDetail } from "~contracts/privacy-requests";
import type { AuditEntryView } from "~contracts/staff";
import {
  closedPrivacyRequestStates,
  isClosedState,
  privacyRequestKindNames,
  privacyRequestStateNames,
  privacyRequestTextLimits,
} from "~domain/privacy/privacy-requests";
import { ClosePrivacyRequestSchema } from "~domain/privacy/privacy-requests-forms";
import { recipientInWords, requestRecipient } from "~domain/privacy/request-recipient";

import { TextAreaField } from "~/components/ui/text-field";
import { RequestStateBadges } from "~/features/admin/privacy/privacy-request-badges";
import { privacyRequestsPath } from "~/features/admin/privacy/privacy-request-filter";
import { requestDetailsInWords } from "~/features/admin/privacy/request-details";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { HiddenFieldsForm } from "~/features/admin/shared/ui/hidden-fields-form";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { OptionFieldset } from "~/features/admin/shared/ui/option-fieldset";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type PrivacyRequestIntent = "take" | "verify-nominee" | "close";

export type PrivacyRequestDetailProps = {
  request: PrivacyRequestDetail;
  history: AuditEntryView[];
  now: Date;
  done?: string | undefined;
  /** The last form's answer: which form, its fields' messages, and the outcome and reply it sent. */
  result?:
    | { intent: PrivacyRequestIntent; errors?: FormErrors; message?: string; outcome?: string; reply?: string }
    | undefined;
};

const doneMessages: Record<string, string> = {
  take: "You are handling this request.",
  "verify-nominee": "The nominee is marked verified.",
  close: "The request is closed. The reply is on its way through the outbox.",
};

const outcomeOptions = closedPrivacyRequestStates.map((state) => ({
  value: state,
  label: privacyRequestStateNames[state],
}));

export function PrivacyRequestDetailPage({ request, history, now, done, result }: PrivacyRequestDetailProps) {
  const closed = isClosedState(request.state);
  const closeErrors = result?.intent === "close" ? result.errors : undefined;
  const closing = useCheckedForm(ClosePrivacyRequestSchema, closeErrors);
  const nomineeUnverified = request.byNominee && !request.nomineeVerifiedAt;
  return (
    <>
      <BackLink to={privacyRequestsPath}>All privacy requests</BackLink>
      <PageHeader
        title={`${privacyRequestKindNames[request.kind]} request ${request.reference}`}
        intro={
          <>
            Received <IndiaTime at={request.receivedAt} /> · due <IndiaTime at={request.dueAt} /> (India time)
          </>
        }
        actions={<RequestStateBadges state={request.state} dueAt={request.dueAt} now={now} />}
      />
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {result?.message ? <Notice tone="error">{result.message}</Notice> : null}
      {nomineeUnverified && !closed ? (
        <Notice tone="info">
          A nominee made this request for the person. Verify the nominee before showing anything or doing what they ask:
          until then it can only be refused.
        </Notice>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <SectionCard title="What was asked">
            {/* Text, never HTML: pre-wrap keeps the person's line breaks. */}
            <p className="mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {request.erasedAt ? "Erased with the person's data." : request.summary}
            </p>
            <RequestFacts request={request} />
          </SectionCard>

          {closed ? (
            <SectionCard title="The reply sent">
              <p className="mt-3 text-sm text-slate-600">
                {privacyRequestStateNames[request.state]}
                {request.closedAt ? (
                  <>
                    {" "}
                    on <IndiaTime at={request.closedAt} />
                  </>
                ) : null}{" "}
                by {request.handledBy ?? "a former member"}
              </p>
              <Recipient request={request} label="Answered to" />
              <p className="mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-800">
                {request.reply}
              </p>
            </SectionCard>
          ) : (
            <SectionCard
              title="Reply and close"
              intro="The reply goes by e-mail with the reference. Say plainly what was done, and what was not and why."
            >
              <Recipient request={request} label="Replies go to" />
              <Form method="post" className="mt-4 flex flex-col gap-4" onSubmit={closing.onSubmit}>
                <OptionFieldset
                  legend="How it ended"
                  type="radio"
                  name={closing.names.outcome}
                  options={outcomeOptions}
                  // Nothing is chosen for the officer: a refused form keeps what they chose.
                  checked={(value) => result?.intent === "close" && value === result.outcome}
                  error={closing.errors.outcome}
                  twoColumns
                />
                <TextAreaField
                  label={request.byNominee ? "Reply to the nominee" : "Reply to the person"}
                  name={closing.names.reply}
                  rows={6}
                  required
                  maxLength={privacyRequestTextLimits.reply}
                  defaultValue={result?.intent === "close" ? result.reply : undefined}
                  error={closing.errors.reply}
                />
                <div>
                  <SubmitButton name="intent" value="close" pendingLabel="Sending...">
                    Send the reply and close
                  </SubmitButton>
                </div>
              </Form>
            </SectionCard>
          )}
        </div>

        <div className="min-w-0 space-y-6">
          <SectionCard title="Handling">
            <p className="mt-3 text-sm text-slate-800">
              {request.handledByMe
                ? "You handle it."
                : request.handledBy
                  ? `Handled by ${request.handledBy}.`
                  : "Nobody has taken it yet."}
            </p>
            {!closed && !request.handledByMe ? (
              <HiddenFieldsForm intent="take" fields={{}} className="mt-3">
                Take it
              </HiddenFieldsForm>
            ) : null}
            {request.byNominee ? (
              <p className="mt-3 text-sm text-slate-800">
                {request.nomineeVerifiedAt ? (
                  <>
                    Nominee verified <IndiaTime at={request.nomineeVerifiedAt} />.
                  </>
                ) : (
                  "The nominee is not verified yet."
                )}
              </p>
            ) : null}
            {nomineeUnverified && !closed ? (
              <HiddenFieldsForm intent="verify-nominee" fields={{}} className="mt-3">
                Mark the nominee verified
              </HiddenFieldsForm>
            ) : null}
          </SectionCard>
          {request.email ? <PersonRecords email={request.email} /> : null}
          <HistoryCard history={history} origin={{ text: "Received.", at: request.receivedAt }} />
        </div>
      </div>
    </>
  );
}

/** Whom the reply goes (or went) to: the nominee who asked, or the person. */
function Recipient({ request, label }: { request: PrivacyRequestDetail; label: string }) {
  const recipient = requestRecipient(request);
  return (
    <p className="mt-3 text-sm break-words text-slate-800">
      <span className="font-medium text-slate-600">{label}:</span>{" "}
      {recipient ? recipientInWords(recipient) : "nobody: the address was erased with the person's data"}
    </p>
  );
}

/** The address and what the request carried besides its words (a nominee, what was kept), in words. */
function RequestFacts({ request }: { request: PrivacyRequestDetail }) {
  return (
    <dl className="mt-4 space-y-2 text-sm">
      <div>
        <dt className="font-medium text-slate-600">E-mail address</dt>
        <dd className="break-all text-slate-900">
          {request.email ?? (request.erasedAt ? "Erased with the person's data" : "None")}
        </dd>
      </div>
      {request.byNominee ? (
        <div>
          <dt className="font-medium text-slate-600">Made by</dt>
          <dd className="text-slate-900">A nominee for the person</dd>
        </div>
      ) : null}
      {requestDetailsInWords(request.details).map(({ label, value }) => (
        <div key={label}>
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">
            {typeof value === "string" ? (
              value
            ) : (
              <ul className="list-disc space-y-1 pl-5">
                {value.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What is held about the person, on the page that erases it: a POST, so the address stays out of URLs and logs. */
function PersonRecords({ email }: { email: string }) {
  return (
    <SectionCard title="Their records" intro="What the site holds under this address and every other of theirs.">
      <Form method="post" action="/admin/privacy" className="mt-3">
        <input type="hidden" name="email" value={email} />
        <SubmitButton tone="secondary" name="intent" value="preview" pendingLabel="Looking...">
          See what we hold about them
        </SubmitButton>
      </Form>
    </SectionCard>
  );
}
