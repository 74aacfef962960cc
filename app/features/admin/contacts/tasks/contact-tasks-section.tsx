import type { SalesTask, TaskAssignee } from "~contracts/contact-tasks";
import { indiaDateOf, shiftDate } from "~domain/time/india-dates";
import { indiaDateTime } from "~domain/time/india-dates";
import { defaultDueTime, NewTaskSchema, taskTitleMax } from "~domain/contacts/contact-tasks";

import { SelectField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { Notice } from "~/features/admin/shared/ui/notice";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { AddForm } from "~/features/admin/shared/ui/add-form";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { TaskChangeForm } from "./task-change-form";
import { TaskDue } from "./task-due";

/** The forms of the section: each posts `intent` to the page it is on. */
export const taskIntents = ["task-add", "task-done", "task-reopen"] as const;
export type TaskIntent = (typeof taskIntents)[number];

/** What the page's action answers when it refuses a task's form: messages per field, or `form`. */
export type TaskActionResult = {
  intent: TaskIntent;
  errors: FormErrors;
  /** What the add form held, to show again. */
  values?: Record<string, string> | undefined;
};

/** What the page's loader gives the section (contactTasksView in contact-tasks.server.ts). */
export type ContactTasksView = {
  tasks: SalesTask[];
  assignees: TaskAssignee[];
  /** The contact's owner: a new task goes to them unless someone else is chosen. */
  ownerId: string | null;
  /** The server's clock: what "overdue" and "today" mean, the same on the server and in the browser. */
  now: Date;
};

const doneMessages: Record<TaskIntent, string> = {
  "task-add": "The task is added.",
  "task-done": "The task is done.",
  "task-reopen": "The task is open again.",
};

/** The notice a task's form sent back after its redirect, if `done` is one of theirs. */
const taskNotice = (done: string | undefined) =>
  done && (taskIntents as readonly string[]).includes(done) ? doneMessages[done as TaskIntent] : undefined;

/**
 * A contact's follow-ups: the open ones, soonest due first, each with "Done";
 * the done ones with "Reopen"; and the form that adds one (title, due date and time in India,
 * assignee, the contact's owner by default). Overdue ones carry a red "Overdue", those due today
 * "Due today".
 */
export function ContactTasksSection({
  tasks,
  assignees,
  ownerId,
  now,
  done,
  result,
}: ContactTasksView & {
  /** The page's notice key after a redirect; the section shows those of its own forms. */
  done?: string | undefined;
  /** The page's action data: the section shows it when it is about one of its own forms (a TaskActionResult). */
  result?: { intent: string; errors?: FormErrors | undefined; values?: Record<string, string> | undefined } | undefined;
}) {
  const open = tasks.filter((task) => task.doneAt === null);
  const finished = tasks.filter((task) => task.doneAt !== null);
  const notice = taskNotice(done);
  const own = result && (taskIntents as readonly string[]).includes(result.intent) ? result : undefined;
  const changeError = own && own.intent !== "task-add" ? own.errors?.form : undefined;
  return (
    <SectionCard
      id="tasks"
      title="Tasks"
      intro="Follow-ups on this contact, in India time (IST). Whoever a task is given to sees it on their overview and in their 9:00 AM e-mail."
    >
      <div className="mt-4">
        {notice ? <Notice tone="success">{notice}</Notice> : null}
        {changeError ? <Notice tone="error">{changeError}</Notice> : null}
        {open.length === 0 ? (
          <p className="text-sm text-slate-600">No open tasks.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {open.map((task) => (
              <TaskLine key={task.id} task={task} now={now} />
            ))}
          </ul>
        )}
        {finished.length > 0 ? (
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">Done ({finished.length})</summary>
            <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
              {finished.map((task) => (
                <TaskLine key={task.id} task={task} now={now} />
              ))}
            </ul>
          </details>
        ) : null}
        <AddTaskForm
          assignees={assignees}
          ownerId={ownerId}
          now={now}
          result={own?.intent === "task-add" ? { errors: own.errors ?? {}, values: own.values } : undefined}
        />
      </div>
    </SectionCard>
  );
}

function TaskLine({ task, now }: { task: SalesTask; now: Date }) {
  const isDone = task.doneAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1 basis-56">
        <p className={`font-semibold break-words ${isDone ? "text-slate-600 line-through" : "text-slate-900"}`}>
          {task.title}
        </p>
        <p className="mt-1 text-slate-600">
          <TaskDue task={task} now={now} />
          {" · "}
          {task.assignee ? task.assignee.name : "Nobody (their account is gone)"}
          {task.doneAt ? (
            <>
              {" · done "}
              <time dateTime={task.doneAt.toISOString()}>{indiaDateTime(task.doneAt)}</time>
            </>
          ) : null}
        </p>
      </div>
      <TaskChangeForm task={task} isDone={isDone} />
    </li>
  );
}

function AddTaskForm({
  assignees,
  ownerId,
  now,
  result,
}: {
  assignees: TaskAssignee[];
  ownerId: string | null;
  now: Date;
  result: { errors: FormErrors; values?: Record<string, string> | undefined } | undefined;
}) {
  const form = useCheckedForm(NewTaskSchema, result?.errors);
  const { names, errors } = form;
  const values = result?.values ?? {};
  const ownerIsActive = assignees.some((person) => person.id === ownerId);
  return (
    <AddForm method="post" className="mt-5 space-y-4 border-t border-slate-100 pt-4" onSubmit={form.onSubmit}>
      <h3 className="text-sm font-semibold text-slate-800">Add a task</h3>
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <TextField
        label="Task"
        name={names.title}
        required
        maxLength={taskTitleMax}
        placeholder="Send the revised quote"
        defaultValue={values.title}
        error={errors.title}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Due date"
          name={names.dueDate}
          type="date"
          required
          defaultValue={values.dueDate ?? shiftDate(indiaDateOf(now), 1)}
          error={errors.dueDate}
        />
        <TextField
          label="Due time (IST)"
          name={names.dueTime}
          type="time"
          required
          defaultValue={values.dueTime ?? defaultDueTime}
          error={errors.dueTime}
        />
      </div>
      <SelectField
        label="Assign to"
        name={names.assigneeId}
        options={assignees.map((person) => person.id)}
        labels={Object.fromEntries(assignees.map((person) => [person.id, person.name]))}
        placeholder={ownerIsActive ? "" : "The contact's owner (you, when nobody owns it)"}
        defaultValue={values.assigneeId ?? (ownerIsActive ? ownerId! : "")}
        error={errors.assigneeId}
      />
      <SubmitButton name="intent" value="task-add" pendingLabel="Adding...">
        Add task
      </SubmitButton>
    </AddForm>
  );
}
