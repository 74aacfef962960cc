import { data, type RouterContextProvider } from "react-router";

import type { DraftDesk } from "~contracts/content";
import type { OrderedEntryDesk } from "~contracts/content-entries";
import type { History } from "~contracts/staff";
import type { DraftKind } from "~domain/content/editor-drafts";

import { noticeOf } from "~/features/admin/shared/notices.server";

/**
 * What an entry's page loads (a question's, a testimonial's): the entry, or a 404 that says
 * `missing`; its revisions, its history, the editor's draft of it, and the notice of the action
 * that led here.
 */
export async function orderedEntryPageData<Entry extends { id: string }>({
  desk,
  drafts,
  kind,
  id,
  missing,
  context,
}: {
  desk: OrderedEntryDesk<Entry> & History;
  drafts: DraftDesk;
  kind: Extract<DraftKind, "faq" | "testimonial">;
  id: string;
  /** "There is no such question." */
  missing: string;
  context: Readonly<RouterContextProvider>;
}) {
  const entry = await desk.find(id);
  if (!entry) throw data({ message: missing }, { status: 404 });
  const [revisions, history, opened] = await Promise.all([
    desk.revisions(entry.id),
    desk.history(entry.id),
    drafts.opened({ kind, subject: entry.id }),
  ]);
  return { entry, revisions, history, ...opened, done: noticeOf(context) };
}
