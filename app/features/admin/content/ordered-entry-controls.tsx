import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";

import type { OrderedEntryState } from "~contracts/content-entries";
import type { PublishState } from "~domain/content/content";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { AppearsAt, PublishStateBadge } from "~/features/admin/shared/ui/publish-state-badge";
import { PublishForm } from "~/features/admin/shared/ui/publish-when-fields";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, IntentButton, SubmitButton } from "~/features/admin/shared/ui/submit-button";

type EntryPublishing = Pick<OrderedEntryState, "state" | "publishAt">;

/** Draft, Scheduled (with its time) or Published, as the server's clock has it. */
export function EntryState({ entry }: { entry: EntryPublishing }) {
  return (
    <>
      <PublishStateBadge state={entry.state} />
      <AppearsAt item={entry} />
    </>
  );
}

const smallButton = `${buttonClass("secondary")} min-h-9 px-3`;

/**
 * A list row's changes: up, down, publish or unpublish, each a form of its own posted to the
 * list's page (they work without JavaScript). `name` tells screen-reader users which entry.
 */
export function OrderControls({
  id,
  name,
  state,
  first,
  last,
}: {
  id: string;
  name: string;
  state: PublishState;
  first: boolean;
  last: boolean;
}) {
  // A scheduled entry is on its way to the site: its one click takes it off the schedule.
  const published = state !== "draft";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="intent" value="move" />
        <button type="submit" name="direction" value="up" disabled={first} className={smallButton}>
          <ArrowUp aria-hidden="true" className="size-4" />
          Up<span className="sr-only">: {name}</span>
        </button>
        <button type="submit" name="direction" value="down" disabled={last} className={smallButton}>
          <ArrowDown aria-hidden="true" className="size-4" />
          Down<span className="sr-only">: {name}</span>
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value={published ? "unpublish" : "publish"} className={smallButton}>
          {published ? "Unpublish" : "Publish"}
          <span className="sr-only">: {name}</span>
        </button>
      </Form>
    </div>
  );
}

const publishingIntros: Record<PublishState, (where: string) => string> = {
  draft: (where) =>
    `A draft: visitors do not see it. Publish it now, or choose a day and time in India: it appears on ${where} then.`,
  scheduled: (where) =>
    `Scheduled: it appears on ${where} at its time. Choose another time, publish it now, or unpublish to keep it here as a draft.`,
  published: (where) =>
    `Visitors see it on ${where} now. Unpublish to take it off the site, keeping it here as a draft.`,
};

/** An entry's page: publish it now or at a time in India, unpublish it, or delete it (which asks first). */
export function PublishingCard({
  entry,
  where,
  errors,
  confirmDelete,
  here,
}: {
  entry: EntryPublishing;
  /** "/faq": where visitors see it. */
  where: string;
  /** The day's and the time's messages, when a schedule was refused. */
  errors?: FormErrors | undefined;
  confirmDelete: boolean;
  here: string;
}) {
  const { state } = entry;
  return (
    <SectionCard title="Publishing" intro={publishingIntros[state](where)}>
      {state === "published" ? null : (
        <PublishForm
          errors={errors}
          scheduledAt={state === "scheduled" ? entry.publishAt : null}
          className="mt-4 space-y-4"
        >
          <SubmitButton name="intent" value="publish" pendingLabel="Publishing…">
            {state === "draft" ? "Publish" : "Change the publish time"}
          </SubmitButton>
        </PublishForm>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {state === "draft" ? null : (
          <IntentButton intent="unpublish" tone="secondary" pendingLabel="Unpublishing…">
            Unpublish
          </IntentButton>
        )}
        {confirmDelete ? null : (
          <IntentButton intent="delete" tone="danger">
            Delete…
          </IntentButton>
        )}
      </div>
      {confirmDelete ? <ConfirmDelete here={here} where={where} /> : null}
    </SectionCard>
  );
}

/** Deleting cannot be undone (the audit log keeps the text): the page asks before it does. */
function ConfirmDelete({ here, where }: { here: string; where: string }) {
  return (
    <section
      aria-labelledby="confirm-delete"
      className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 sm:p-5"
    >
      <h3 id="confirm-delete" className="font-semibold">
        Delete it for good?
      </h3>
      <p className="mt-1 text-sm">
        It goes from {where} and from this list at once, and cannot be brought back; the audit log keeps its text. To
        keep it off the site for now, unpublish it instead.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="confirmed" value="yes" />
        <SubmitButton tone="danger" name="intent" value="delete" pendingLabel="Deleting…">
          Delete for good
        </SubmitButton>
        <Link
          to={here}
          className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-brand-800 underline"
        >
          Keep it
        </Link>
      </Form>
    </section>
  );
}

/** The words each notice key shows; every ordered list's pages use the same ones. */
export const entryNotices: Record<string, string> = {
  created: "Saved as a draft. Visitors see it only once you publish it.",
  moved: "Moved. The site shows the new order now.",
  published: "Published: visitors see it now.",
  unpublished: "Unpublished: it is off the site, kept here as a draft.",
  deleted: "Deleted. The audit log keeps its text.",
};

/**
 * The notice on an entry's page after `done`: a saved or restored text says when `where` shows it,
 * and a publish says whether it was scheduled. `noun` is "the question".
 */
export function entryPageNotice(done: string, state: PublishState, where: string, noun: string): string | undefined {
  const shown = {
    draft: "",
    scheduled: ` ${where} shows it at its time.`,
    published: ` ${where} shows the change now.`,
  }[state];
  switch (done) {
    case "saved":
      return `Saved.${shown}`;
    case "restored":
      return `The revision's text is back, saved as a new revision.${shown}`;
    case "published":
      return state === "scheduled" ? `Scheduled: ${noun} appears on ${where} at its time.` : entryNotices[done];
    default:
      return entryNotices[done];
  }
}
