import { Form, Link } from "react-router";

import type { ReplyTemplate } from "~contracts/enquiries";
import { replyLimits, replyPlaceholderMeanings, ReplyTemplateSchema } from "~domain/enquiries/enquiry-replies";

import { TextField } from "~/components/ui/text-field";
import { templatesPath } from "~/features/admin/enquiries/reply-card";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { EmailTextFields, PlaceholdersCard } from "~/features/admin/shared/ui/email-template-parts";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type TemplateFields = { name: string; subject: string; body: string };

export type ReplyTemplatesProps = {
  templates: ReplyTemplate[];
  /** The template being edited (`?edit=<id>`); none: the form makes a new one. */
  editing?: ReplyTemplate | undefined;
  /** What the form holds after a refusal: what was sent. */
  written?: TemplateFields | undefined;
  done?: string | undefined;
  errors?: FormErrors | undefined;
};

const doneMessages: Record<string, string> = {
  created: "Template added. It is offered on every enquiry's page.",
  saved: "Template saved.",
  deleted: "Template deleted.",
};

/** The page with one template in the form; its forms post here too, so a refusal keeps it there. */
const editAddress = (id: string) => `${templatesPath}?edit=${encodeURIComponent(id)}`;

export function ReplyTemplatesPage({ templates, editing, written, done, errors }: ReplyTemplatesProps) {
  return (
    <>
      <BackLink to="/admin/enquiries">All enquiries</BackLink>
      <PageHeader
        title="Reply templates"
        intro="Saved replies to start from on an enquiry's page: picking one fills in the subject and the text, which can still be changed before sending."
      />
      <ActionNotices done={done ? doneMessages[done] : undefined} refused={errors?.form} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <TemplateList templates={templates} editingId={editing?.id} />
          <TemplateForm
            // A new form after each save, and for each template edited.
            key={`${editing?.id ?? "new"} ${templates.length} ${editing?.updatedAt.toISOString() ?? ""}`}
            editing={editing}
            fields={written ?? editing ?? { name: "", subject: "", body: "" }}
            errors={errors}
          />
        </div>
        <PlaceholdersCard
          intro="Written as shown, with the braces; each is filled in from the enquiry."
          meanings={replyPlaceholderMeanings}
        />
      </div>
    </>
  );
}

function TemplateList({ templates, editingId }: { templates: ReplyTemplate[]; editingId?: string | undefined }) {
  if (templates.length === 0)
    return (
      <EmptyState title="No templates yet">
        Write the replies you send often below; they are offered on every enquiry&apos;s page.
      </EmptyState>
    );
  return (
    <SectionCard title="Templates" intro={`${templates.length} of at most ${replyLimits.templates}, by name.`}>
      <ul className="mt-4 divide-y divide-slate-100">
        {templates.map((template) => (
          <li key={template.id} className="py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-brand-900">{template.name}</h3>
                <p className="text-sm break-words text-slate-800">{template.subject}</p>
              </div>
              {template.id === editingId ? (
                <span className="text-sm font-semibold text-slate-600">Editing</span>
              ) : (
                <Link
                  to={`${editAddress(template.id)}#template-form`}
                  className="text-sm font-semibold text-brand-800 underline underline-offset-4"
                  aria-label={`Edit ${template.name}`}
                >
                  Edit
                </Link>
              )}
            </div>
            <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-wrap text-slate-600">{template.body}</p>
            <p className="mt-1 text-xs text-slate-600">
              Saved by {template.updatedBy} · <IndiaTime at={template.updatedAt} />
            </p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function TemplateForm({
  editing,
  fields,
  errors,
}: {
  editing?: ReplyTemplate | undefined;
  fields: TemplateFields;
  errors?: FormErrors | undefined;
}) {
  const action = editing ? editAddress(editing.id) : templatesPath;
  const form = useCheckedForm(ReplyTemplateSchema, errors);
  return (
    <SectionCard id="template-form" title={editing ? `Edit “${editing.name}”` : "New template"}>
      <Form method="post" action={action} className="mt-4 space-y-4" onSubmit={form.onSubmit}>
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <TextField
          label="Name"
          hint="(what the list on an enquiry's page shows)"
          name={form.names.name}
          required
          maxLength={replyLimits.templateName}
          defaultValue={fields.name}
          error={form.errors.name}
        />
        <EmailTextFields
          bodyLabel="Text"
          limits={replyLimits}
          rows={10}
          subject={{ defaultValue: fields.subject }}
          body={{ defaultValue: fields.body }}
          errors={form.errors}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="intent" value={editing ? "save" : "create"} pendingLabel="Saving...">
            {editing ? "Save template" : "Add template"}
          </SubmitButton>
          {editing ? (
            <Link to={templatesPath} className={buttonClass("secondary")}>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
      {editing ? (
        <Form method="post" action={action} className="mt-6 border-t border-slate-100 pt-4">
          <input type="hidden" name="id" value={editing.id} />
          <SubmitButton tone="danger" name="intent" value="delete" pendingLabel="Deleting...">
            Delete this template
          </SubmitButton>
        </Form>
      ) : null}
    </SectionCard>
  );
}
