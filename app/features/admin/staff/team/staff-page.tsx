import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { TextField } from "~/components/ui/text-field";
import type { StaffAccountView } from "~contracts/staff";
import { indiaDateTime } from "~domain/time/india-dates";
import {
  InviteStaffSchema,
  passwordLinkHours,
  staffRoleLabels,
  staffRoles,
  type StaffMember,
  type StaffRole,
} from "~domain/staff/staff";

import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { TableAndCards, bodyCell } from "~/features/admin/shared/ui/data-table";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { Notice } from "~/features/admin/shared/ui/notice";
import { OneTimeLink } from "~/features/admin/shared/ui/one-time-link";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";
import type { AccountConfirmation, ConfirmedIntent, StaffActionResult } from "./staff-forms";
import { EmailAddress } from "~/components/ui/email-address";

type StaffPageProps = {
  member: StaffMember;
  accounts: StaffAccountView[];
  secondFactorRoles: readonly StaffRole[];
  result?: StaffActionResult | undefined;
};

type AccountState = "Active" | "Invited" | "Disabled";

const stateOf = (account: StaffAccountView): AccountState =>
  account.disabledAt ? "Disabled" : account.hasPassword ? "Active" : "Invited";

const stateBadge: Record<AccountState, string> = {
  Active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Invited: "bg-amber-50 text-amber-900 ring-amber-200",
  Disabled: "bg-slate-100 text-slate-700 ring-slate-300",
};

const selectClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

export function StaffPage({ member, accounts, secondFactorRoles, result }: StaffPageProps) {
  return (
    <>
      <PageHeader
        title="Staff"
        intro="Who can sign in to the back office, and with which role. Disabling an account signs it out everywhere at once."
      />
      {result?.confirm ? (
        <ConfirmAccountChange confirmation={result.confirm} />
      ) : result ? (
        <ActionNotice result={result} />
      ) : null}
      <InviteForm result={result?.intent === "invite" ? result : undefined} />
      <SecondFactorPolicyForm roles={secondFactorRoles} />
      <h2 className="mt-8 mb-3 text-lg font-semibold text-brand-900">Accounts</h2>
      {accounts.length === 0 ? (
        <EmptyState title="No accounts yet">Invite someone with the form above.</EmptyState>
      ) : (
        <TableAndCards
          rows={accounts}
          caption="Staff accounts"
          columns={["Name and e-mail", "Role", "State", "Created", "Actions"]}
          tableRow={(account) => <AccountRow account={account} isYou={account.id === member.id} />}
          card={(account) => <AccountCard account={account} isYou={account.id === member.id} />}
        />
      )}
    </>
  );
}

function ActionNotice({ result }: { result: StaffActionResult }) {
  // The invite form shows its own field errors; a refusal of the whole invitation still shows here.
  if (!result.ok && result.errors) return null;
  return (
    <Notice tone={result.ok ? "success" : "error"}>
      {/* "Invited" and the address, which may be longer than a phone is wide. */}
      <p className="wrap-anywhere">{result.message}</p>
      {result.link ? (
        <>
          <OneTimeLink link={result.link} />
          <p className="mt-2">
            The link works once and expires in {passwordLinkHours} hours. Pass it on only to the person it is for.
          </p>
        </>
      ) : null}
    </Notice>
  );
}

function InviteForm({ result }: { result?: StaffActionResult | undefined }) {
  const form = useCheckedForm(InviteStaffSchema, result?.errors);
  const { names, errors } = form;
  return (
    <section aria-labelledby="invite-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="invite-heading" className="text-lg font-semibold text-brand-900">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        They get an e-mail with a link to set their password; you see the same link here to pass on.
      </p>
      {/* A new key after each successful invitation empties the form for the next one. */}
      <Form
        method="post"
        noValidate
        key={result?.ok ? result.link : "invite"}
        className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto] md:items-start"
        onSubmit={form.onSubmit}
      >
        <TextField
          label="E-mail address"
          name={names.email}
          type="email"
          autoComplete="off"
          required
          error={errors.email}
        />
        <TextField label="Name" name={names.name} autoComplete="off" hint="(Optional)" error={errors.name} />
        <div>
          <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select
            id="invite-role"
            name={names.role}
            defaultValue="sales"
            aria-invalid={errors.role ? true : undefined}
            className={`${selectClass} mt-1.5 block w-full py-3 text-base`}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </select>
          {errors.role ? <p className="mt-1.5 text-sm text-red-700">{errors.role}</p> : null}
        </div>
        <div className="md:pt-7">
          <SubmitButton name="intent" value="invite" pendingLabel="Inviting...">
            Invite
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** An account's row in the table, from a tablet's width up. */
function AccountRow({ account, isYou }: { account: StaffAccountView; isYou: boolean }) {
  return (
    <tr>
      <td className={bodyCell}>
        <AccountName account={account} isYou={isYou} />
      </td>
      <td className={bodyCell}>
        <RoleForm account={account} />
      </td>
      <td className={bodyCell}>
        <AccountState account={account} />
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-slate-700`}>{indiaDateTime(account.createdAt)}</td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        <AccountActions account={account} className="flex-col items-start" />
      </td>
    </tr>
  );
}

/**
 * An account on a phone: the table's five columns scrolled sideways there and cut off the role's
 * Save, the state and the actions, so each account is a card of its own.
 */
function AccountCard({ account, isYou }: { account: StaffAccountView; isYou: boolean }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <AccountName account={account} isYou={isYou} />
        </div>
        <AccountState account={account} />
      </div>
      <p className="mt-1 text-xs text-slate-600">Created {indiaDateTime(account.createdAt)}</p>
      <div className="mt-3">
        <RoleForm account={account} />
      </div>
      <AccountActions account={account} className="mt-3 flex-wrap" />
    </li>
  );
}

const whoOf = (account: StaffAccountView) => account.name || account.email;

function AccountName({ account, isYou }: { account: StaffAccountView; isYou: boolean }) {
  return (
    <>
      <span className="block font-medium text-slate-900">
        {account.name || "No name given"}
        {isYou ? <span className="font-normal text-slate-600"> (you)</span> : null}
      </span>
      <span className="block text-slate-600">
        <EmailAddress address={account.email} />
      </span>
    </>
  );
}

function RoleForm({ account }: { account: StaffAccountView }) {
  const who = whoOf(account);
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="accountId" value={account.id} />
      <select
        name="role"
        defaultValue={account.role}
        aria-label={`Role of ${who}`}
        className={selectClass}
        // A new key when the saved role changes resets the select to it.
        key={account.role}
      >
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {staffRoleLabels[role]}
          </option>
        ))}
      </select>
      <SubmitButton tone="secondary" name="intent" value="role" aria-label={`Save the role of ${who}`}>
        Save
      </SubmitButton>
    </Form>
  );
}

function AccountState({ account }: { account: StaffAccountView }) {
  const state = stateOf(account);
  return (
    <div>
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${stateBadge[state]}`}
      >
        {state}
      </span>
      {state === "Invited" ? (
        <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">No password yet</span>
      ) : null}
      <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">
        {account.hasSecondFactor ? "Second factor on" : "No second factor"}
      </span>
    </div>
  );
}

/** `className`: how the buttons line up, a column in the table's cell and a wrapping row on a card. */
function AccountActions({ account, className }: { account: StaffAccountView; className: string }) {
  const who = whoOf(account);
  return (
    <Form method="post" className={`flex gap-2 ${className}`}>
      <input type="hidden" name="accountId" value={account.id} />
      {account.disabledAt ? (
        <SubmitButton tone="secondary" name="intent" value="enable" aria-label={`Enable ${who}`}>
          Enable
        </SubmitButton>
      ) : (
        <SubmitButton tone="danger" name="intent" value="disable" aria-label={`Disable ${who}`}>
          Disable
        </SubmitButton>
      )}
      <SubmitButton tone="secondary" name="intent" value="link" aria-label={`New password link for ${who}`}>
        New password link
      </SubmitButton>
      {account.hasSecondFactor ? (
        <SubmitButton
          tone="secondary"
          name="intent"
          value="reset-second-factor"
          aria-label={`Reset the second factors of ${who}`}
        >
          Reset second factors
        </SubmitButton>
      ) : null}
    </Form>
  );
}

/** Which roles must sign in with an authenticator app: their people set one up at their next sign-in. */
function SecondFactorPolicyForm({ roles }: { roles: readonly StaffRole[] }) {
  return (
    <Form method="post" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <fieldset>
        <legend className="text-lg font-semibold text-brand-900">Two-factor authentication</legend>
        <p className="mt-1 text-sm text-slate-600">
          People in these roles must use an authenticator app; whoever has none sets one up at their next sign-in.
        </p>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {staffRoles.map((role) => (
            <label key={role} className="flex min-h-10 items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                name="roles"
                value={role}
                defaultChecked={roles.includes(role)}
                className="size-4 accent-brand-800"
              />
              {staffRoleLabels[role]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3">
        <SubmitButton tone="secondary" name="intent" value="second-factor-roles">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Disabling signs a colleague out everywhere at once, and a reset takes away how they sign in: the
 * page asks first, naming them, and says what follows. A page of its own, so it works without JavaScript.
 */
function ConfirmAccountChange({ confirmation }: { confirmation: AccountConfirmation }) {
  const { intent, accountId } = confirmation;
  const question = confirmationTexts[intent](confirmation);
  return (
    <section
      aria-labelledby="confirm-account-change"
      className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 sm:p-5"
    >
      <h2 id="confirm-account-change" className="font-semibold">
        {question.heading}
      </h2>
      {question.body}
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="accountId" value={accountId} />
        <input type="hidden" name="confirmed" value="yes" />
        <SubmitButton tone="danger" name="intent" value={intent} pendingLabel={question.pending}>
          {question.yes}
        </SubmitButton>
        <Link
          to="/admin/staff"
          className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-brand-800 underline"
        >
          {question.no}
        </Link>
      </Form>
    </section>
  );
}

type ConfirmationText = { heading: string; body: ReactNode; yes: string; pending: string; no: string };

const confirmationTexts: Record<ConfirmedIntent, (confirmation: AccountConfirmation) => ConfirmationText> = {
  disable: ({ who }) => ({
    heading: `Disable ${who}?`,
    body: (
      <p className="mt-1 text-sm">
        They are signed out everywhere at once and can no longer sign in. Their notes and history stay; you can enable
        the account again later.
      </p>
    ),
    yes: "Disable the account",
    pending: "Disabling...",
    no: "Keep it enabled",
  }),
  // What resetSecondFactor (server/staff/second-factor.ts) does, and what signing in asks of them afterwards.
  "reset-second-factor": ({ name, roleLabel, mustUseAuthenticator }) => ({
    heading: `Reset ${name}'s second factors?`,
    body: (
      <>
        <p className="mt-1 text-sm">
          Their authenticator app, recovery codes and passkeys are removed, they are signed out everywhere, and the
          browsers they trusted are forgotten. They get an e-mail saying you did it.
        </p>
        <p className="mt-2 text-sm font-medium">
          {mustUseAuthenticator
            ? `At their next sign-in, after their password (or the company's single sign-on), they must set up an authenticator app again (their role, ${roleLabel}, requires one) and keep ten new recovery codes. Passkeys they add again themselves on Your account.`
            : `At their next sign-in their password (or the company's single sign-on) alone lets them in (their role, ${roleLabel}, does not require a second factor); they can set up an authenticator app or passkeys again on Your account.`}
        </p>
      </>
    ),
    yes: "Reset second factors",
    pending: "Resetting...",
    no: "Keep them",
  }),
};
