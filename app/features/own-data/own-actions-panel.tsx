import { Form, Link, useNavigation } from "react-router";

import { TextField } from "~/components/ui/text-field";
import type { ActionableRecord, OwnActions } from "~contracts/own-data";

import { actionButton } from "./ask-for-link";
import { useBroughtIntoView } from "./brought-into-view";
import {
  confirmErasureParameter,
  confirmWithdrawalParameter,
  type OwnActionIntent,
  type OwnDetails,
} from "~domain/own-data/actions";
import { ownDataWords, type OwnDataWords } from "~domain/own-data/own-data-words";
import { ownDataPaths } from "~domain/own-data/own-data-request";
import type { NoticeLanguage } from "~domain/privacy/notice-languages";

/** What an action's post answered when it was refused: the correction's fields, or a message. */
export type OwnActionAnswer =
  | { intent: "correct"; fieldErrors: Record<string, string>; values: OwnDetails }
  | { intent: OwnActionIntent | undefined; refused: string };

const secondaryButton =
  "inline-flex items-center justify-center rounded-full border border-brand-900 px-5 py-2 text-sm font-semibold text-brand-900 transition-colors hover:bg-brand-50 disabled:opacity-70";

/** One action: a heading, what it does, and its form. */
function Action({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`action-${id}`} className="space-y-3 border-t border-slate-200 pt-5">
      <h3 id={`action-${id}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A form of one button posting its intent (and the record it is about) to the page. */
function ButtonForm({
  intent,
  label,
  field,
  primary = false,
}: {
  intent: OwnActionIntent;
  label: string;
  field?: { name: string; value: string };
  primary?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={ownDataPaths.view}>
      <input type="hidden" name="intent" value={intent} />
      {field ? <input type="hidden" name={field.name} value={field.value} /> : null}
      <button type="submit" disabled={busy} className={primary ? actionButton : secondaryButton}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The second look before an action that cannot be taken back by the person: a page of its own
 * (a link to it, then this), so it works without JavaScript; the view and the focus come to it.
 */
function ConfirmStep({
  id,
  label,
  warning,
  confirm,
  keep,
}: {
  id: string;
  /** What the group is, read out when it takes the focus. */
  label: string;
  warning: string;
  /** The form that does it: its intent, its button's words, and the record it is about. */
  confirm: { intent: OwnActionIntent; label: string; field?: { name: string; value: string } };
  /** The way back, which leaves everything as it was. */
  keep: { label: string; to: string };
}) {
  const group = useBroughtIntoView<HTMLDivElement>(id);
  return (
    <div
      ref={group}
      id={id}
      tabIndex={-1}
      role="group"
      aria-label={label}
      className="scroll-mt-24 space-y-3 rounded-xl bg-red-50 p-4"
    >
      <p className="font-semibold text-red-800">{warning}</p>
      <ButtonForm intent={confirm.intent} label={confirm.label} field={confirm.field} primary />
      <Link className="font-semibold text-brand-900 underline" to={keep.to}>
        {keep.label}
      </Link>
    </div>
  );
}

/** The link to an action's second look. */
function AskFirst({ to, label }: { to: string; label: string }) {
  return (
    <Link className={secondaryButton} to={to}>
      {label}
    </Link>
  );
}

/** A coming call, each with its own form: cancelling can be asked again by booking anew. */
function CancelCalls({ calls, words }: { calls: ActionableRecord[]; words: OwnDataWords["actions"]["calls"] }) {
  return (
    <Action id="calls" title={words.title}>
      {calls.length > 0 ? (
        <>
          <p>{words.intro}</p>
          <ul className="space-y-3">
            {calls.map((call) => (
              <li key={call.id} className="space-y-2 rounded-xl bg-slate-50 p-4">
                <p className="font-medium text-slate-900">{call.title}</p>
                <ButtonForm intent="cancel-call" label={words.button} field={{ name: "bookingId", value: call.id }} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{words.none}</p>
      )}
    </Action>
  );
}

/** Applications still being considered: each asks once more before it is withdrawn. */
function WithdrawApplications({
  applications,
  confirming,
  words,
}: {
  applications: ActionableRecord[];
  /** The application whose withdrawal is being confirmed. */
  confirming: string | undefined;
  words: OwnDataWords["actions"]["applications"];
}) {
  return (
    <Action id="applications" title={words.title}>
      {applications.length > 0 ? (
        <>
          <p>{words.intro}</p>
          <ul className="space-y-3">
            {applications.map((application) => (
              <li key={application.id} className="space-y-2 rounded-xl bg-slate-50 p-4">
                <p className="font-medium text-slate-900">{application.title}</p>
                {confirming === application.id ? (
                  <ConfirmStep
                    id={`confirm-withdraw-${application.id}`}
                    label={words.confirmLabel(application.title)}
                    warning={words.warning}
                    confirm={{
                      intent: "withdraw-application",
                      label: words.yes,
                      field: { name: "applicationId", value: application.id },
                    }}
                    keep={{ label: words.no, to: `${ownDataPaths.view}#action-applications` }}
                  />
                ) : (
                  <AskFirst
                    to={`${ownDataPaths.view}?${confirmWithdrawalParameter}=${application.id}#confirm-withdraw-${application.id}`}
                    label={words.askFirst}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{words.none}</p>
      )}
    </Action>
  );
}

/** The correction's fields, with what the browser may fill them from; their labels are in the page's language. */
const detailFields: {
  name: keyof OwnDetails;
  autoComplete: string;
  maxLength: number;
  type?: string;
  required?: boolean;
}[] = [
  { name: "firstName", autoComplete: "given-name", maxLength: 100, required: true },
  { name: "lastName", autoComplete: "family-name", maxLength: 100 },
  { name: "phone", autoComplete: "tel", maxLength: 30, type: "tel" },
  { name: "city", autoComplete: "address-level2", maxLength: 100 },
];

function CorrectDetails({
  held,
  answer,
  words,
}: {
  held: OwnDetails;
  answer?: OwnActionAnswer | undefined;
  words: OwnDataWords["actions"]["correct"];
}) {
  const refused = answer && "fieldErrors" in answer ? answer : undefined;
  const values = refused?.values ?? held;
  return (
    <Action id="correct" title={words.title}>
      <p>{words.intro}</p>
      {/* Drawn anew when what is held changes (a correction, an erasure): its fields start from that, not from what was typed. */}
      <Form key={JSON.stringify(values)} method="post" action={ownDataPaths.view} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="correct" />
        {detailFields.map((field) => (
          <TextField
            key={field.name}
            {...field}
            label={words.labels[field.name]}
            defaultValue={values[field.name]}
            error={refused?.fieldErrors[field.name]}
          />
        ))}
        <button type="submit" className={actionButton}>
          {words.save}
        </button>
      </Form>
    </Action>
  );
}

function EraseOwnData({
  erasure,
  confirming,
  withdrawable,
  words,
}: {
  erasure: OwnActions["erasure"];
  confirming: boolean;
  withdrawable: boolean;
  words: OwnDataWords["actions"]["erase"];
}) {
  return (
    <Action id="erase" title={words.title}>
      <p>{erasure.erases ? words.erases : erasure.staffDecide ? words.staffDecide : words.nothing}</p>
      {erasure.kept.length > 0 ? (
        <>
          <p>{words.keptIntro}</p>
          <ul className="list-disc space-y-1 pl-5">
            {/* What an erasure keeps is said as its e-mail says it, in English for now: marked so, for screen readers. */}
            {erasure.kept.map((row) => (
              <li key={row.what} lang="en">
                {row.what}: kept {row.until}.
              </li>
            ))}
          </ul>
          {withdrawable ? <p>{words.withdrawFirst}</p> : null}
        </>
      ) : null}
      {(erasure.erases || erasure.staffDecide) && !confirming ? (
        <AskFirst
          to={`${ownDataPaths.view}?${confirmErasureParameter}=confirm#confirm-erase`}
          label={erasure.erases ? words.askFirst : words.askStaffFirst}
        />
      ) : null}
      {(erasure.erases || erasure.staffDecide) && confirming ? (
        <ConfirmStep
          id="confirm-erase"
          label={words.confirmLabel}
          warning={words.warning}
          confirm={{ intent: "erase", label: erasure.erases ? words.yes : words.yesAsk }}
          keep={{ label: words.no, to: `${ownDataPaths.view}#action-erase` }}
        />
      ) : null}
    </Action>
  );
}

/**
 * What the person can do with their data (decision 065): each action says what it does before
 * the click and is one form posted to the page, so it works without JavaScript; erasure, which
 * cannot be undone, and a withdrawal, which the person cannot take back, ask once more.
 */
export function OwnActionsPanel({
  actions,
  answer,
  confirmingErasure,
  confirmingWithdrawal,
  language,
}: {
  actions: OwnActions;
  answer?: OwnActionAnswer | undefined;
  confirmingErasure: boolean;
  /** The application whose withdrawal the page asks to confirm, by its id. */
  confirmingWithdrawal: string | undefined;
  /** The language of the page, which its data was read in. */
  language: NoticeLanguage;
}) {
  const words = ownDataWords[language].actions;
  return (
    <section aria-labelledby="own-actions" className="space-y-5">
      <h2 id="own-actions" className="text-xl font-bold text-brand-900">
        {words.heading}
      </h2>
      <p>{words.intro}</p>
      <CorrectDetails held={actions.details} answer={answer} words={words.correct} />
      <Action id="job-alerts" title={words.jobAlerts.title}>
        {actions.jobAlerts > 0 ? (
          <>
            <p>{words.jobAlerts.have(actions.jobAlerts)}</p>
            <ButtonForm intent="stop-job-alerts" label={words.jobAlerts.button} />
          </>
        ) : (
          <p>{words.jobAlerts.none}</p>
        )}
      </Action>
      <Action id="newsletter" title={words.newsletter.title}>
        {actions.newsletter ? (
          <>
            <p>{words.newsletter.intro}</p>
            <ButtonForm intent="stop-newsletter" label={words.newsletter.button} />
          </>
        ) : (
          <p>{words.newsletter.none}</p>
        )}
      </Action>
      <Action id="do-not-contact" title={words.doNotContact.title}>
        {actions.doNotContact === "can-ask" ? (
          <>
            <p>{words.doNotContact.intro}</p>
            <ButtonForm intent="do-not-contact" label={words.doNotContact.button} />
          </>
        ) : (
          <p>{actions.doNotContact === "asked" ? words.doNotContact.asked : words.doNotContact.noRecord}</p>
        )}
      </Action>
      <CancelCalls calls={actions.upcomingCalls} words={words.calls} />
      <WithdrawApplications
        applications={actions.applicationsInProcess}
        confirming={confirmingWithdrawal}
        words={words.applications}
      />
      <EraseOwnData
        erasure={actions.erasure}
        confirming={confirmingErasure}
        withdrawable={actions.applicationsInProcess.length > 0}
        words={words.erase}
      />
    </section>
  );
}
