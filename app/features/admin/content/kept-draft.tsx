import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

import { draftPauseMs, type DraftKind } from "~domain/content/editor-drafts";
import { indiaDateTime, indiaTime } from "~domain/time/india-dates";

import { Notice } from "~/features/admin/shared/ui/notice";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import { fieldsOfForm, fillForm, sameFields } from "./form-fields-dom";
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from "./local-draft";

/** Where the editors' pages send their drafts (app/routes/admin/editor-drafts.ts). */
const draftsAction = "/admin/drafts";

/** What became of the last draft sent: kept on the server, or not (and why). */
type Kept = { state: "sending" } | { state: "kept"; at: Date } | { state: "not kept"; reason: string };

/**
 * Sends a draft with fetch rather than as a navigation: an ended session answers a redirect to
 * the sign-in page, which must not take the editor away from what they are typing.
 */
async function sendDraft(fields: Record<string, string>, { keepalive = false } = {}): Promise<Response> {
  return fetch(draftsAction, { method: "POST", body: new URLSearchParams(fields), redirect: "manual", keepalive });
}

/** Keeps a draft on the server; the answer names colleagues typing into the same text. */
async function keepOnServer(fields: Record<string, string>): Promise<{ savedAt: Date; others: string[] } | string> {
  try {
    const response = await sendDraft(fields);
    if (response.type === "opaqueredirect") return "you have been signed out: sign in again in another tab";
    const answer = (await response.json()) as { savedAt?: string; others?: string[]; message?: string };
    return answer.savedAt ? { savedAt: new Date(answer.savedAt), others: answer.others ?? [] } : (answer.message ?? "");
  } catch {
    return "the server could not be reached";
  }
}

export type KeptDraftProps = {
  /** The id of the text's form, whose fields are kept. */
  formId: string;
  kind: DraftKind;
  /** The text's id, or "new". */
  subject: string;
  /** The saved version the form shows (its last change), or "" for a new text. */
  base: string;
  /** This editor's draft the server kept, if any. */
  draft?: { fields: Record<string, string>; savedAt: Date } | undefined;
  /** Colleagues who typed into this text in the last few minutes. */
  others: string[];
  /** What the text is called in sentences: "this post". */
  noun: string;
};

/**
 * Keeps what an editor types into a text's form (decision 043): on the server after a pause in typing
 * and on leaving a field, in this browser too when the server cannot take it (an ended session);
 * says when it was last kept; warns before leaving the page with changes not saved; offers a
 * kept draft back, to keep or discard; and names colleagues typing into the same text.
 */
export function KeptDraft({ formId, kind, subject, base, draft, others, noun }: KeptDraftProps) {
  const [kept, setKept] = useState<Kept | undefined>(undefined);
  const [colleagues, setColleagues] = useState(others);
  const key = `${kind}:${subject}`;
  // Read once, as the page opens: only a draft from an earlier visit is offered. The browser's copy of
  // what is typed in this visit (kept until the server has it) must not come back as a banner mid-sentence.
  const [offered, setOffered] = useState<ReturnType<typeof draftToOffer>>(undefined);
  const draftAtOpening = useRef(draft);
  useEffect(() => setOffered(draftToOffer(formId, key, draftAtOpening.current)), [formId, key]);
  const [dirty, setDirtyState] = useState(false);
  // The leave check reads this, not the state: a Save's submit must pass before React renders again.
  const dirtyNow = useRef(false);
  const setDirty = (value: boolean) => {
    dirtyNow.current = value;
    setDirtyState(value);
  };
  const sent = useRef<Record<string, string> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const keep = () => {
      clearTimeout(timer.current);
      const fields = fieldsOfForm(form);
      if (sent.current && sameFields(sent.current, fields)) return;
      sent.current = fields;
      // The browser keeps a copy until the server answers that it has the draft.
      writeLocalDraft(key, { fields, savedAt: new Date() });
      setKept({ state: "sending" });
      void keepOnServer({ intent: "keep", kind, subject, base, fields: JSON.stringify(fields) }).then((answer) => {
        const latest = sent.current === fields;
        // An earlier draft's answer may come after the last one's (a busy server): it tells the status
        // only while the last is still on its way, or a late "kept" would hide that the last was refused.
        const told = (next: Kept) => setKept((current) => (latest || current?.state === "sending" ? next : current));
        if (typeof answer === "string") return told({ state: "not kept", reason: answer });
        // A later keystroke's draft may be on its way: only the last one sent clears the browser's copy.
        if (latest) removeLocalDraft(key);
        told({ state: "kept", at: answer.savedAt });
        setColleagues(answer.others);
      });
    };
    const typed = () => {
      setDirty(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(keep, draftPauseMs);
    };
    // Leaving a field keeps the draft at once (unchanged text is not sent again); not for a
    // Save button, whose save drops the draft: a draft sent beside it could arrive after.
    const left = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof HTMLButtonElement && to.type === "submit" && to.form === form) return;
      if (dirtyNow.current) keep();
    };
    const submitted = () => {
      clearTimeout(timer.current);
      setDirty(false);
    };
    form.addEventListener("input", typed);
    form.addEventListener("focusout", left);
    form.addEventListener("submit", submitted);
    return () => {
      clearTimeout(timer.current);
      form.removeEventListener("input", typed);
      form.removeEventListener("focusout", left);
      form.removeEventListener("submit", submitted);
    };
  }, [formId, kind, subject, base, key]);

  // Closing the tab or reloading with changes not saved asks first; so does a link inside the back office.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <div className="space-y-3">
      {colleagues.length > 0 ? (
        <Notice tone="info">
          {listOf(colleagues)} {colleagues.length === 1 ? "is" : "are"} also editing {noun} (typed in the last few
          minutes). If they save first, your save shows both texts instead of replacing theirs.
        </Notice>
      ) : null}
      {offered ? (
        <div role="region" aria-label="Unsaved changes" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm text-amber-900">
            You have changes to {noun} that were not saved, kept on {indiaDateTime(offered.savedAt)} (India).
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={() => {
                const form = document.getElementById(formId);
                if (form instanceof HTMLFormElement) fillForm(form, offered.fields);
                setOffered(undefined);
                setDirty(true);
              }}
            >
              Keep my changes
            </button>
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => {
                removeLocalDraft(key);
                // Sent to the end even if the editor leaves the page at once (a discard is small).
                void sendDraft({ intent: "discard", kind, subject }, { keepalive: true }).catch(() => undefined);
                setOffered(undefined);
              }}
            >
              Discard them
            </button>
          </div>
        </div>
      ) : null}
      {blocker.state === "blocked" ? (
        <div
          role="alertdialog"
          aria-label="Leave this page?"
          className="rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p className="text-sm text-red-800">
            Your changes to {noun} are not saved. They are kept as a draft for you, but visitors and colleagues do not
            see them. Leave anyway?
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={buttonClass("primary")} onClick={() => blocker.reset()}>
              Stay on this page
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => blocker.proceed()}>
              Leave
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" className="text-sm text-slate-600">
        {kept?.state === "sending"
          ? "Keeping your draft…"
          : kept?.state === "not kept"
            ? `Your draft could not be kept on the server (${kept.reason}): it is kept in this browser until you can save.`
            : kept?.state === "kept"
              ? `Draft kept at ${indiaTime(kept.at)}: not saved or published until you save.`
              : dirty
                ? "Changes not saved yet."
                : "No changes since the last save."}
      </p>
    </div>
  );
}

/**
 * The draft to offer back, read in the browser: its own copy (keystrokes the server never took)
 * before the server's, and only one that differs from what the form shows.
 */
function draftToOffer(formId: string, key: string, server: KeptDraftProps["draft"]) {
  const form = document.getElementById(formId);
  const candidate = readLocalDraft(key) ?? server;
  if (!candidate || !(form instanceof HTMLFormElement)) return undefined;
  return sameFields(candidate.fields, fieldsOfForm(form)) ? undefined : candidate;
}

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
