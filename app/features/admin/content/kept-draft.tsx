import { useEffect, useRef, useState } from "react";
import { useBlocker, useFetcher } from "react-router";

import { draftPauseMs, type DraftKind } from "~domain/content/editor-drafts";
import { indiaDateTime, indiaTime } from "~domain/time/india-dates";

import { Notice } from "~/features/admin/shared/ui/notice";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import { fieldsOfForm, fillForm, sameFields } from "./form-fields-dom";
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from "./local-draft";

/** Where the editors' pages send their drafts (app/routes/admin/editor-drafts.ts). */
const draftsAction = "/admin/drafts";

type KeepAnswer = { savedAt?: string; others?: string[]; message?: string };

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
 * Keeps what an editor types into a text's form (issue 45): on the server after a pause in typing
 * and on leaving a field, in this browser too when the server cannot take it (an ended session);
 * says when it was last kept; warns before leaving the page with changes not saved; offers a
 * kept draft back, to keep or discard; and names colleagues typing into the same text.
 */
export function KeptDraft({ formId, kind, subject, base, draft, others, noun }: KeptDraftProps) {
  const keeper = useFetcher<KeepAnswer>();
  const discarder = useFetcher();
  const [offered, setOffered] = useState<{ fields: Record<string, string>; savedAt: Date } | undefined>(undefined);
  const [dirty, setDirtyState] = useState(false);
  // The leave check reads this, not the state: a Save's submit must pass before React renders again.
  const dirtyNow = useRef(false);
  const setDirty = (value: boolean) => {
    dirtyNow.current = value;
    setDirtyState(value);
  };
  const [keptAt, setKeptAt] = useState<Date | undefined>(undefined);
  const sent = useRef<Record<string, string> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const key = `${kind}:${subject}`;

  // The draft to offer: the browser's copy (keystrokes the server never took) before the server's.
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const local = readLocalDraft(key);
    const candidate = local ?? draft;
    if (candidate && !sameFields(candidate.fields, fieldsOfForm(form))) setOffered(candidate);
  }, [formId, key, draft]);

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
      keeper.submit(
        { intent: "keep", kind, subject, base, fields: JSON.stringify(fields) },
        { method: "post", action: draftsAction },
      );
    };
    const typed = () => {
      setDirty(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(keep, draftPauseMs);
    };
    // Leaving a field keeps the draft at once; the Save button's own submit is not a keystroke.
    const left = (event: FocusEvent) => {
      if (event.target instanceof HTMLButtonElement) return;
      if (timer.current !== undefined) keep();
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
    // keeper.submit is stable for the fetcher's life; the rest name the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, kind, subject, base, key]);

  // Kept on the server: the browser's copy is no longer needed.
  const answer = keeper.data;
  useEffect(() => {
    if (keeper.state !== "idle" || !answer?.savedAt) return;
    setKeptAt(new Date(answer.savedAt));
    removeLocalDraft(key);
  }, [answer, keeper.state, key]);

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

  const colleagues = answer?.others ?? others;
  const notKept = keeper.state === "idle" && answer && !answer.savedAt;

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
                discarder.submit({ intent: "discard", kind, subject }, { method: "post", action: draftsAction });
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
        {keeper.state !== "idle"
          ? "Keeping your draft…"
          : notKept
            ? `Your draft could not be kept on the server (${answer.message ?? "you may have been signed out"}): it is kept in this browser until you can save.`
            : keptAt
              ? `Draft kept at ${indiaTime(keptAt)}: not saved or published until you save.`
              : dirty
                ? "Changes not saved yet."
                : "No changes since the last save."}
      </p>
    </div>
  );
}

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
