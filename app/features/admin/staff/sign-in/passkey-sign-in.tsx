import { startAuthentication } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useState } from "react";

import type { PublicKeyCredentialRequestOptionsJSON } from "~contracts/staff-passkeys";

import { ceremonyFailure, postPasskeyStep, usePasskeySupport } from "~/features/admin/staff/passkeys/passkey-client";
import { Notice } from "~/features/admin/shared/ui/notice";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

export const passkeySignInPath = "/admin/sign-in/passkey";

/**
 * Signs in with a passkey alone: the browser offers the passkeys it holds for this site, and the
 * one chosen (unlocked by a fingerprint, a face or the screen lock) is both factors at once.
 * The button needs JavaScript (WebAuthn is a browser API); it waits for the page to hydrate.
 */
export function PasskeySignIn({ next, available }: { next: string; available: boolean }) {
  const supported = usePasskeySupport();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();

  if (!available) {
    return (
      <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-slate-600">
        Passkeys cannot be used at this address: it is an IP address, and browsers keep passkeys only for a domain name.
        Open the back office at its domain name to sign in with one.
      </p>
    );
  }

  async function signIn() {
    setWorking(true);
    setError(undefined);
    try {
      const options = await postPasskeyStep<PublicKeyCredentialRequestOptionsJSON>(passkeySignInPath, {
        intent: "options",
        next,
      });
      const response = await startAuthentication({ optionsJSON: options });
      const { redirectTo } = await postPasskeyStep<{ redirectTo: string }>(passkeySignInPath, {
        intent: "verify",
        response: JSON.stringify(response),
      });
      // A whole page load: the back office starts afresh under its new session.
      window.location.assign(redirectTo);
    } catch (failure) {
      setError(ceremonyFailure(failure));
      setWorking(false);
    }
  }

  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      {error ? <Notice tone="error">{error}</Notice> : null}
      {supported === false ? (
        <p className="text-sm text-slate-600">This browser cannot use passkeys. Please sign in with your password.</p>
      ) : (
        <button
          type="button"
          className={`w-full ${buttonClass("secondary")}`}
          disabled={supported !== true || working}
          onClick={() => void signIn()}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {working ? "Waiting for your passkey..." : "Sign in with a passkey"}
        </button>
      )}
    </div>
  );
}
