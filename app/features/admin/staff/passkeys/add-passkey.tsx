import { startRegistration } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";

import { passkeyNameLimit } from "~domain/staff/passkeys";
import type { PublicKeyCredentialCreationOptionsJSON } from "~contracts/staff-passkeys";

import { TextField } from "~/components/ui/text-field";

import { Notice } from "~/features/admin/shared/ui/notice";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import { ceremonyFailure, postPasskeyStep, usePasskeySupport } from "./passkey-client";

const registrationPath = "/admin/account/passkeys/new";

type Answer = { tone: "success" | "error"; message: string };

/**
 * Makes a passkey on this device (or a phone or security key the browser offers) for the account.
 * The server gives the challenge, the browser's authenticator answers it, the server checks the
 * answer and keeps the public key under the name typed here.
 */
export function AddPasskey() {
  const supported = usePasskeySupport();
  const [working, setWorking] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const revalidator = useRevalidator();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(undefined);
    if (name.trim() === "") {
      setNameError("Please name the passkey.");
      return;
    }
    setNameError(undefined);
    setWorking(true);
    try {
      const options = await postPasskeyStep<PublicKeyCredentialCreationOptionsJSON>(registrationPath, {
        intent: "options",
      });
      const response = await startRegistration({ optionsJSON: options });
      const { message } = await postPasskeyStep<{ message: string }>(registrationPath, {
        intent: "verify",
        name,
        response: JSON.stringify(response),
      });
      setAnswer({ tone: "success", message });
      setName("");
      await revalidator.revalidate();
    } catch (failure) {
      setAnswer({ tone: "error", message: ceremonyFailure(failure) });
    } finally {
      setWorking(false);
    }
  }

  return (
    <SectionCard
      title="Add a passkey"
      intro="Name it after the device that keeps it, so you can tell your passkeys apart."
    >
      <div className="mt-4">
        {answer ? <Notice tone={answer.tone}>{answer.message}</Notice> : null}
        {supported === false ? (
          <p className="text-sm text-slate-600">This browser cannot make passkeys. Please try another browser.</p>
        ) : (
          <form className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start" noValidate onSubmit={(e) => void add(e)}>
            <TextField
              label="Name of the passkey"
              name="name"
              placeholder="Work laptop"
              maxLength={passkeyNameLimit}
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={nameError}
            />
            <button
              type="submit"
              className={`sm:mt-7 ${buttonClass("primary")}`}
              disabled={supported !== true || working}
            >
              <KeyRound aria-hidden="true" className="size-4" />
              {working ? "Waiting for your device..." : "Add a passkey"}
            </button>
          </form>
        )}
      </div>
    </SectionCard>
  );
}
