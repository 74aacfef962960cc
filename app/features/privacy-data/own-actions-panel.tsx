import { Form, Link, useNavigation } from "react-router";

import { TextField } from "~/components/ui/text-field";
import type { ActionableRecord, OwnActions } from "~contracts/your-data";

import { actionButton } from "./ask-for-link";
import { useBroughtIntoView } from "./brought-into-view";
import { countOf } from "~domain/forms/counting";
import {
  confirmErasureParameter,
  confirmWithdrawalParameter,
  type OwnActionIntent,
  type OwnDetails,
} from "~domain/privacy-data/own-actions";
import { yourDataPaths } from "~domain/privacy-data/your-data-request";

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
    <Form method="post" action={yourDataPaths.view}>
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
function CancelCalls({ calls }: { calls: ActionableRecord[] }) {
  return (
    <Action id="calls" title="Cancel a coming call">
      {calls.length > 0 ? (
        <>
          <p>Cancelling frees the time for others and tells the consultant.</p>
          <ul className="space-y-3">
            {calls.map((call) => (
              <li key={call.id} className="space-y-2 rounded-xl bg-slate-50 p-4">
                <p className="font-medium text-slate-900">{call.title}</p>
                <ButtonForm
                  intent="cancel-call"
                  label="Cancel this call"
                  field={{ name: "bookingId", value: call.id }}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>You have no coming calls.</p>
      )}
    </Action>
  );
}

/** Applications still being considered: each asks once more before it is withdrawn. */
function WithdrawApplications({
  applications,
  confirming,
}: {
  applications: ActionableRecord[];
  /** The application whose withdrawal is being confirmed. */
  confirming: string | undefined;
}) {
  return (
    <Action id="applications" title="Withdraw an application">
      {applications.length > 0 ? (
        <>
          <p>A withdrawn application is not considered any further. You can then ask for it to be erased.</p>
          <ul className="space-y-3">
            {applications.map((application) => (
              <li key={application.id} className="space-y-2 rounded-xl bg-slate-50 p-4">
                <p className="font-medium text-slate-900">{application.title}</p>
                {confirming === application.id ? (
                  <ConfirmStep
                    id={`confirm-withdraw-${application.id}`}
                    label={`Confirm the withdrawal of ${application.title}`}
                    warning="Once withdrawn, the application is not considered any further; you cannot take the withdrawal back yourself."
                    confirm={{
                      intent: "withdraw-application",
                      label: "Yes, withdraw this application",
                      field: { name: "applicationId", value: application.id },
                    }}
                    keep={{ label: "No, keep my application", to: `${yourDataPaths.view}#action-applications` }}
                  />
                ) : (
                  <AskFirst
                    to={`${yourDataPaths.view}?${confirmWithdrawalParameter}=${application.id}#confirm-withdraw-${application.id}`}
                    label="Withdraw this application…"
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>You have no applications being considered.</p>
      )}
    </Action>
  );
}

/** The correction's fields, with what the browser may fill them from. */
const detailFields: {
  name: keyof OwnDetails;
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: string;
  required?: boolean;
}[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name", maxLength: 100, required: true },
  { name: "lastName", label: "Last name", autoComplete: "family-name", maxLength: 100 },
  { name: "phone", label: "Phone", autoComplete: "tel", maxLength: 30, type: "tel" },
  { name: "city", label: "City", autoComplete: "address-level2", maxLength: 100 },
];

function CorrectDetails({ held, answer }: { held: OwnDetails; answer?: OwnActionAnswer | undefined }) {
  const refused = answer && "fieldErrors" in answer ? answer : undefined;
  const values = refused?.values ?? held;
  return (
    <Action id="correct" title="Correct your details">
      <p>
        We correct them on your contact record, your job applications and your coming calls. Your enquiries and past
        calls keep the details you sent them with, as the record of what was said at the time.
      </p>
      {/* Drawn anew when what is held changes (a correction, an erasure): its fields start from that, not from what was typed. */}
      <Form key={JSON.stringify(values)} method="post" action={yourDataPaths.view} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="correct" />
        {detailFields.map((field) => (
          <TextField
            key={field.name}
            {...field}
            defaultValue={values[field.name]}
            error={refused?.fieldErrors[field.name]}
          />
        ))}
        <button type="submit" className={actionButton}>
          Save my details
        </button>
      </Form>
    </Action>
  );
}

function EraseYourData({
  erasure,
  confirming,
  withdrawable,
}: {
  erasure: OwnActions["erasure"];
  confirming: boolean;
  withdrawable: boolean;
}) {
  return (
    <Action id="erase" title="Erase your data">
      {erasure.erases ? (
        <p>
          We erase at once everything we hold about you that we do not have to keep: your enquiries, calls, job alerts,
          contact record, the e-mails about them and your decided applications with their resumes. Coming calls are
          taken off the consultant&apos;s calendar.
        </p>
      ) : erasure.staffDecide ? (
        <p>
          Nothing we hold about you can be erased at once, but you can ask: our staff look at what is kept with the
          project&apos;s contract and answer you.
        </p>
      ) : (
        <p>Nothing we hold about you can be erased now.</p>
      )}
      {erasure.kept.length > 0 ? (
        <>
          <p>What we must keep, and until when:</p>
          <ul className="list-disc space-y-1 pl-5">
            {erasure.kept.map((row) => (
              <li key={row.what}>
                {row.what}: kept {row.until}.
              </li>
            ))}
          </ul>
          {withdrawable ? (
            <p>An application still being considered can be withdrawn first, above; then it can be erased.</p>
          ) : null}
        </>
      ) : null}
      {(erasure.erases || erasure.staffDecide) && !confirming ? (
        <AskFirst
          to={`${yourDataPaths.view}?${confirmErasureParameter}=confirm#confirm-erase`}
          label={erasure.erases ? "Erase my data…" : "Ask us to erase my data…"}
        />
      ) : null}
      {(erasure.erases || erasure.staffDecide) && confirming ? (
        <ConfirmStep
          id="confirm-erase"
          label="Confirm the erasure"
          warning="This cannot be undone. Once erased, we cannot show your data to you again or restore any of it."
          confirm={{ intent: "erase", label: erasure.erases ? "Yes, erase my data" : "Yes, ask for the erasure" }}
          keep={{ label: "No, keep my data", to: `${yourDataPaths.view}#action-erase` }}
        />
      ) : null}
    </Action>
  );
}

/**
 * What the person can do with their data (issue 61, item 3): each action says what it does before
 * the click and is one form posted to the page, so it works without JavaScript; erasure, which
 * cannot be undone, and a withdrawal, which the person cannot take back, ask once more.
 */
export function OwnActionsPanel({
  actions,
  answer,
  confirmingErasure,
  confirmingWithdrawal,
}: {
  actions: OwnActions;
  answer?: OwnActionAnswer | undefined;
  confirmingErasure: boolean;
  /** The application whose withdrawal the page asks to confirm, by its id. */
  confirmingWithdrawal: string | undefined;
}) {
  return (
    <section aria-labelledby="own-actions" className="space-y-5">
      <h2 id="own-actions" className="text-xl font-bold text-brand-900">
        What you can do
      </h2>
      <p>Each of these is done at once, and we e-mail you a confirmation with its reference.</p>
      <CorrectDetails held={actions.details} answer={answer} />
      <Action id="job-alerts" title="Switch off job alerts">
        {actions.jobAlerts > 0 ? (
          <>
            <p>
              You have {countOf(actions.jobAlerts, "job alert search", "job alert searches")}. This ends them all, and
              we send you no more job alerts.
            </p>
            <ButtonForm intent="stop-job-alerts" label="Switch off my job alerts" />
          </>
        ) : (
          <p>You have no job alerts.</p>
        )}
      </Action>
      <Action id="do-not-contact" title="Ask not to be contacted">
        {actions.doNotContact === "can-ask" ? (
          <>
            <p>
              Our sales team will no longer call or e-mail you about our services. We will still answer you whenever you
              write to us.
            </p>
            <ButtonForm intent="do-not-contact" label="Do not contact me" />
          </>
        ) : (
          <p>
            {actions.doNotContact === "asked"
              ? "You have asked not to be contacted, and it is recorded."
              : "Our sales team holds no record of you, so nobody there will contact you."}
          </p>
        )}
      </Action>
      <CancelCalls calls={actions.upcomingCalls} />
      <WithdrawApplications applications={actions.applicationsInProcess} confirming={confirmingWithdrawal} />
      <EraseYourData
        erasure={actions.erasure}
        confirming={confirmingErasure}
        withdrawable={actions.applicationsInProcess.length > 0}
      />
    </section>
  );
}
