import { Form, Link } from "react-router";

import { mayUse, staffRoleLabels, type StaffMember } from "~domain/staff/staff";
import type { DeviceView, KnownDeviceView, SecondFactorView } from "~contracts/staff";

import { KnownBrowsersSection } from "~/features/admin/staff/account/known-browsers-section";
import { DailyEmailSection } from "~/features/admin/staff/account/daily-email-section";
import { RecoveryCodes } from "~/features/admin/staff/second-factor/recovery-codes";
import { HiddenFieldsForm } from "~/features/admin/shared/ui/hidden-fields-form";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

type AccountPageProps = {
  member: StaffMember;
  secondFactor: SecondFactorView;
  devices: DeviceView[];
  knownBrowsers: KnownDeviceView[];
  /** Their consultant's page, when they take demo calls. */
  consultant: { id: string; name: string } | undefined;
  /** Whether they get the 09:00 e-mail of their day. */
  dailyEmail: boolean;
  result: { message: string | undefined; recoveryCodes: string[] | undefined } | undefined;
};

const linkClass = "font-semibold text-brand-800 underline underline-offset-4";

const methodLabels: Record<string, string> = {
  password: "password",
  passkey: "passkey",
  "single-sign-on": "single sign-on",
  "first-run": "first-run link",
};

export function AccountPage({
  member,
  secondFactor,
  devices,
  knownBrowsers,
  consultant,
  dailyEmail,
  result,
}: AccountPageProps) {
  return (
    <>
      <PageHeader title="Your account" />
      <div className="grid max-w-2xl gap-6">
        {result?.message ? <Notice tone={result.recoveryCodes ? "success" : "info"}>{result.message}</Notice> : null}
        <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[8rem_1fr]">
          <dt className="text-sm font-medium text-slate-600">Name</dt>
          <dd className="text-slate-900">{member.name || "Not given"}</dd>
          <dt className="text-sm font-medium text-slate-600">E-mail</dt>
          <dd className="break-all text-slate-900">{member.email}</dd>
          <dt className="text-sm font-medium text-slate-600">Role</dt>
          <dd className="text-slate-900">{staffRoleLabels[member.role]}</dd>
        </dl>
        <SecondFactorSection status={secondFactor} recoveryCodes={result?.recoveryCodes} />
        <SectionCard
          title="Passkeys"
          intro="Sign in with your fingerprint, face or screen lock instead of a password and a code."
        >
          <Link to="/admin/account/passkeys" className={`mt-4 inline-block ${linkClass}`}>
            Manage your passkeys
          </Link>
        </SectionCard>
        <TakingCallsSection consultant={consultant} decidesWhoTakesCalls={mayUse(member.role, "consultants")} />
        <DailyEmailSection on={dailyEmail} />
        <DevicesSection devices={devices} />
        <KnownBrowsersSection browsers={knownBrowsers} />
      </div>
    </>
  );
}

/**
 * Demo calls: a consultant's link to their schedule; sales and admins, who decide who takes calls
 * (server/consultants/consultant-permissions.ts), may start themselves; anyone else is told who decides.
 */
function TakingCallsSection({
  consultant,
  decidesWhoTakesCalls,
}: {
  consultant: { id: string } | undefined;
  decidesWhoTakesCalls: boolean;
}) {
  return (
    <SectionCard
      title="Demo calls"
      intro={
        consultant
          ? "You take demo calls. Your hours, days off and booking page are on your schedule."
          : decidesWhoTakesCalls
            ? "Take demo calls from visitors, Monday to Saturday, 10:00 to 18:00 India time to begin with; change your hours afterwards."
            : "You do not take demo calls. Sales or an admin decides who takes them, on Consultants."
      }
    >
      {consultant ? (
        <Link to={`/admin/consultants/${consultant.id}`} className={`mt-4 inline-block ${linkClass}`}>
          Your schedule
        </Link>
      ) : decidesWhoTakesCalls ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="take-calls" />
          <SubmitButton pendingLabel="Saving...">Take demo calls</SubmitButton>
        </Form>
      ) : null}
    </SectionCard>
  );
}

function SecondFactorSection({
  status,
  recoveryCodes,
}: {
  status: SecondFactorView;
  recoveryCodes?: string[] | undefined;
}) {
  if (!status.hasAuthenticator) {
    return (
      <SectionCard
        title="Two-factor authentication"
        intro="Off. With an authenticator app, a stolen password alone no longer opens your account."
      >
        <Link to="/admin/account/authenticator" className={`mt-4 inline-block ${linkClass}`}>
          Set up an authenticator app
        </Link>
      </SectionCard>
    );
  }
  return (
    <SectionCard
      title="Two-factor authentication"
      intro={`On: after your password you enter a code from your authenticator app. ${status.recoveryCodesLeft} of 10 recovery codes left.`}
    >
      {recoveryCodes ? (
        <div className="mt-4">
          <RecoveryCodes codes={recoveryCodes} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link to="/admin/account/authenticator" className={linkClass}>
          Move to another phone
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="new-recovery-codes" />
          <SubmitButton tone="secondary" pendingLabel="Making codes...">
            New recovery codes
          </SubmitButton>
        </Form>
        {status.required ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="remove-authenticator" />
            <SubmitButton tone="danger" pendingLabel="Removing...">
              Turn off
            </SubmitButton>
          </Form>
        )}
      </div>
      {status.required ? (
        <p className="mt-3 text-sm text-slate-600">Your role must use two-factor authentication, so it stays on.</p>
      ) : null}
    </SectionCard>
  );
}

function DevicesSection({ devices }: { devices: DeviceView[] }) {
  return (
    <SectionCard
      title="Where you are signed in"
      intro="End any session you do not recognise, then ask an admin for a new password link."
    >
      <ul className="mt-4 divide-y divide-slate-200">
        {devices.map((device) => (
          <li key={device.sessionId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-semibold text-slate-900">
                {device.browser}
                {device.current ? <span className="ml-2 font-normal text-emerald-800">(this browser)</span> : null}
              </p>
              <p className="text-slate-600">
                {device.place ? `${device.place} (${device.clientIp})` : (device.clientIp ?? "Address unknown")} ·
                signed in with {methodLabels[device.method] ?? device.method} <IndiaTime at={device.signedInAt} /> ·
                last seen <IndiaTime at={device.lastSeenAt} />
              </p>
            </div>
            <HiddenFieldsForm intent="end-device" fields={{ sessionId: device.sessionId }} pendingLabel="Ending...">
              {device.current ? "Sign out here" : "End session"}
            </HiddenFieldsForm>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <p className="mb-3 text-sm text-slate-600">
          Ends every session of this account: on this browser, on your phone, and on any computer you forgot to sign out
          of.
        </p>
        <SubmitButton tone="danger" pendingLabel="Signing out...">
          Sign out everywhere
        </SubmitButton>
      </Form>
    </SectionCard>
  );
}
