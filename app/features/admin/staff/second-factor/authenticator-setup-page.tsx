import { Fragment } from "react";
import { Form, Link } from "react-router";

import { TextField } from "~/components/ui/text-field";

import { AdminCard } from "~/features/admin/shared/shell/admin-shell";
import { Notice } from "~/features/admin/shared/ui/notice";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";

type AuthenticatorSetupPageProps = {
  next: string;
  /** The role must have a second factor: nothing else opens until this is done. */
  required: boolean;
  replacing: boolean;
  secret: string;
  qr: { size: number; modules: string };
  error: string | undefined;
  recoveryCodes: string[] | undefined;
};

/** The secret in groups of four, as authenticator apps show it, so it can be typed without losing one's place. */
const groupsOf = (secret: string) => secret.match(/.{1,4}/g) ?? [secret];

export function AuthenticatorSetupPage(props: AuthenticatorSetupPageProps) {
  const { next, required, replacing, secret, qr, error, recoveryCodes } = props;
  if (recoveryCodes) {
    return (
      <AdminCard title="Your authenticator app is set up">
        <Notice tone="success">From now on, you will enter a code from the app after your password.</Notice>
        <div className="mt-4">
          <RecoveryCodes codes={recoveryCodes} />
        </div>
        <Link
          to={next}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900"
        >
          I have saved my recovery codes
        </Link>
      </AdminCard>
    );
  }
  return (
    <AdminCard title={replacing ? "Replace your authenticator app" : "Set up your authenticator app"}>
      {required ? (
        <Notice tone="info">
          Your role works with candidates&apos; or customers&apos; data, so your account needs a second factor before
          the back office opens.
        </Notice>
      ) : null}
      <ol className="mt-4 grid gap-4 text-sm text-slate-700">
        <li>
          <strong>1.</strong> In an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy
          or another), add an account by scanning this code:
          <div className="mt-3 flex justify-center sm:justify-start">
            <QrCode {...qr} label="QR code to add this account to an authenticator app" />
          </div>
        </li>
        <li>
          <strong>2.</strong> Cannot scan it? Enter this key in the app instead (time-based):
          <code className="mt-2 block rounded-lg bg-slate-50 p-3 font-mono text-base text-slate-900">
            {/* Lines break between the groups only: a group split over two lines is easily typed wrong. */}
            {groupsOf(secret).map((group, index) => (
              <Fragment key={index}>
                {index > 0 ? " " : null}
                <span className="whitespace-nowrap">{group}</span>
              </Fragment>
            ))}
          </code>
        </li>
        <li>
          <strong>3.</strong> Enter the 6-digit code the app now shows.
        </li>
      </ol>
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <TextField
          label="Code from the app"
          name="code"
          autoComplete="one-time-code"
          required
          error={error}
          announceError
        />
        <SubmitButton pendingLabel="Checking...">Confirm</SubmitButton>
      </Form>
      {required ? (
        <Form method="post" action="/admin/sign-out" className="mt-6">
          <button type="submit" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
            Sign out and do this later
          </button>
        </Form>
      ) : (
        <Link to="/admin/account" className="mt-6 inline-block text-sm font-semibold text-brand-800 underline">
          Back to your account
        </Link>
      )}
    </AdminCard>
  );
}
