import { TeamNoteSchema } from "~domain/forms/list-filters";

import { TextAreaField } from "~/components/ui/text-field";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";

import { AddForm } from "./add-form";
import { SectionCard } from "./section-card";
import { SubmitButton } from "./submit-button";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

export type NoteView = {
  id: string;
  /** The name the author goes by, or the address written. */ authorName: string;
  body: string;
  createdAt: Date;
};

/** The team's notes on a record, newest first, and the form that adds one (intent "note", TeamNoteSchema's fields). */
export function NotesCard({
  notes,
  intro,
  maxLength,
  error,
}: {
  notes: NoteView[];
  intro: string;
  maxLength: number;
  error?: string | undefined;
}) {
  const form = useCheckedForm(TeamNoteSchema, error === undefined ? undefined : { body: error });
  return (
    <SectionCard title="Notes" intro={intro}>
      <AddForm method="post" className="mt-4 space-y-3" onSubmit={form.onSubmit}>
        <TextAreaField
          label="Add a note"
          name={form.names.body}
          required
          maxLength={maxLength}
          rows={3}
          error={form.errors.body}
        />
        <SubmitButton name="intent" value="note" pendingLabel="Adding...">
          Add note
        </SubmitButton>
      </AddForm>
      {notes.length === 0 ? (
        <p className="mt-5 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="mt-5 space-y-4 border-t border-slate-100 pt-4">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{note.authorName}</span>
                {" · "}
                <IndiaTime at={note.createdAt} />
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
