import type { SignedIn } from "~contracts/back-office";
import { NewTaskSchema, TaskChangeSchema } from "~domain/contacts/contact-tasks";

import { formFields, parseForm } from "~/features/admin/shared/form-data";

import type { ContactTasksView, TaskActionResult, TaskIntent } from "./contact-tasks-section";

/** What ContactTasksSection shows for a contact: its tasks, who may be given one, and the server's now. */
export async function contactTasksView(
  { tasks: desk, now }: SignedIn,
  contact: { id: string; ownerId: string | null },
): Promise<ContactTasksView> {
  const [tasks, assignees] = await Promise.all([desk.ofContact(contact.id), desk.assignees(contact.id)]);
  return { tasks, assignees, ownerId: contact.ownerId, now: now() };
}

/**
 * Runs one of the section's forms for the contact: parsed with the domain's schema, then the desk
 * (which checks again and refuses what the database says no to). Undefined when it is done;
 * else what to answer with a 400 for the section to show.
 */
export async function contactTaskAction(
  { tasks: desk }: SignedIn,
  contactId: string,
  intent: TaskIntent,
  form: FormData,
): Promise<TaskActionResult | undefined> {
  if (intent === "task-add") {
    const values = formFields(form);
    const shown = {
      title: values.title ?? "",
      dueDate: values.dueDate ?? "",
      dueTime: values.dueTime ?? "",
      assigneeId: values.assigneeId ?? "",
    };
    const parsed = parseForm(NewTaskSchema, form);
    if (!parsed.ok) return { intent, errors: parsed.errors, values: shown };
    const outcome = await desk.add(contactId, parsed.value);
    return outcome.ok ? undefined : { intent, errors: { form: outcome.message }, values: shown };
  }
  const parsed = TaskChangeSchema.safeParse(formFields(form));
  if (!parsed.success)
    return { intent, errors: { form: "This task is not one this page knows. Please reload the page." } };
  const outcome =
    parsed.data.intent === "task-done"
      ? await desk.markDone(parsed.data.taskId)
      : await desk.reopen(parsed.data.taskId);
  return outcome.ok ? undefined : { intent, errors: { form: outcome.message } };
}
