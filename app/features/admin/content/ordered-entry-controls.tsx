import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";

import { Badge } from "~/features/admin/ui/badge";
import { SectionCard } from "~/features/admin/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/ui/submit-button";

/** Published or Draft, as a badge. */
export function PublishedBadge({ published }: { published: boolean }) {
  return <Badge tone={published ? "emerald" : "slate"}>{published ? "Published" : "Draft"}</Badge>;
}

const smallButton = `${buttonClass("secondary")} min-h-9 px-3`;

/**
 * A list row's changes: up, down, publish or unpublish, each a form of its own posted to the
 * list's page (they work without JavaScript). `name` tells screen-reader users which entry.
 */
export function OrderControls({
  id,
  name,
  published,
  first,
  last,
}: {
  id: string;
  name: string;
  published: boolean;
  first: boolean;
  last: boolean;
}) {
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

/** An entry's page: publish or unpublish it, or delete it (which asks first). */
export function PublishingCard({
  published,
  where,
  confirmDelete,
  here,
}: {
  published: boolean;
  /** "/faq": where visitors see it. */
  where: string;
  confirmDelete: boolean;
  here: string;
}) {
  return (
    <SectionCard
      title="Publishing"
      intro={
        published
          ? `Visitors see it on ${where} now. Unpublish to take it off the site, keeping it here as a draft.`
          : `A draft: visitors do not see it. Publish to show it on ${where} at once.`
      }
    >
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <SubmitButton
            name="intent"
            value={published ? "unpublish" : "publish"}
            tone={published ? "secondary" : "primary"}
            pendingLabel={published ? "Unpublishing…" : "Publishing…"}
          >
            {published ? "Unpublish" : "Publish"}
          </SubmitButton>
        </Form>
        {confirmDelete ? null : (
          <Form method="post">
            <SubmitButton name="intent" value="delete" tone="danger">
              Delete…
            </SubmitButton>
          </Form>
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

/** The notice on an entry's page after `done`: a saved or restored text says whether `where` shows it already. */
export function entryPageNotice(done: string, published: boolean, where: string): string | undefined {
  const shown = published ? ` ${where} shows the change now.` : "";
  switch (done) {
    case "saved":
      return `Saved.${shown}`;
    case "restored":
      return `The revision's text is back, saved as a new revision.${shown}`;
    default:
      return entryNotices[done];
  }
}
