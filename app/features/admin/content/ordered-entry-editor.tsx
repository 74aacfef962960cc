import { Fragment, type ReactNode } from "react";

import type { EditorDraft } from "~contracts/content";
import type { DraftKind } from "~domain/content/editor-drafts";
import type { RevisionItem } from "~contracts/content-revisions";
import type { OrderedEntryState } from "~contracts/content-entries";
import type { AuditEntryView } from "~contracts/staff";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { RevisionsCard } from "~/features/admin/shared/ui/revisions-card";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { entryPageNotice, EntryState, PublishingCard } from "./ordered-entry-controls";

/** What the route hands an entry's page (a question's, a testimonial's). */
export type OrderedEntryEditorProps<Entry, Values> = {
  entry: Entry;
  revisions: RevisionItem[];
  history: AuditEntryView[];
  done?: string | undefined;
  errors?: FormErrors | undefined;
  /** What was posted, when the form was refused. */
  values?: Values | undefined;
  confirmDelete: boolean;
  /** This editor's draft of the entry, and the colleagues typing into it. */
  draft: EditorDraft | undefined;
  others: string[];
};

/** An entry's form's last answer: a refusal's messages with the fields as posted, or the question before a delete. */
type EntryAnswer<Values> = { errors: FormErrors; values?: Values | undefined } | { confirmDelete: true };

/** What an entry's page shows of its form's last answer (`actionData`), as OrderedEntryEditorProps names it. */
export const entryAnswerProps = <Values,>(answer: EntryAnswer<Values> | undefined) => ({
  errors: answer && "errors" in answer ? answer.errors : undefined,
  values: answer && "values" in answer ? answer.values : undefined,
  confirmDelete: Boolean(answer && "confirmDelete" in answer),
});

/** What an entry's form keeps as the editor's draft: its kind, the entry and the version it shows. */
export const entryDraft = (
  kind: Extract<DraftKind, "faq" | "testimonial">,
  entry: OrderedEntryState,
  draft: EditorDraft | undefined,
  others: string[],
) => ({ kind, subject: entry.id, base: entry.updatedAt.toISOString(), draft, others });

/**
 * An entry's page, the same for every ordered list: back to the list, its state, the answer to the
 * last action, its text, publishing, revisions and history; `preview` goes beside them.
 */
export function OrderedEntryEditor<Entry extends OrderedEntryState>({
  entry,
  revisions,
  history,
  done,
  errors,
  confirmDelete,
  back,
  title,
  where,
  noun,
  placeNote,
  notes,
  text,
  here,
  revisionsIntro,
  preview,
}: Omit<OrderedEntryEditorProps<Entry, never>, "values" | "draft" | "others"> & {
  back: { to: string; label: string };
  title: string;
  /** "/faq": where visitors see the entry. */
  where: string;
  /** "the question", in the notice of a scheduled publish. */
  noun: string;
  /** Beside the state in the header. */
  placeNote?: ReactNode;
  /** Notices about the entry itself, below the action's answer. */
  notes?: ReactNode;
  text: { title: string; form: ReactNode };
  /** The entry's page address, for "Keep it". */
  here: string;
  revisionsIntro: string;
  preview?: ReactNode;
}) {
  const cards = (
    <div className="space-y-6">
      <SectionCard title={text.title}>
        {/* A new key after each save or restore: the fields show what is saved now. */}
        <Fragment key={entry.updatedAt.toISOString()}>{text.form}</Fragment>
      </SectionCard>
      <PublishingCard entry={entry} where={where} errors={errors} confirmDelete={confirmDelete} here={here} />
      <RevisionsCard revisions={revisions} intro={revisionsIntro} />
      <HistoryCard history={history} />
    </div>
  );
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <PageHeader
        title={title}
        intro={
          <span className="inline-flex flex-wrap items-center gap-2">
            <EntryState entry={entry} />
            {placeNote}
          </span>
        }
      />
      <ActionNotices done={done ? entryPageNotice(done, entry.state, where, noun) : undefined} refused={errors?.form} />
      {notes}
      {preview ? (
        <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
          {cards}
          {preview}
        </div>
      ) : (
        cards
      )}
    </>
  );
}
