import { Link } from "react-router";

import type { SalesTask } from "~contracts/contact-tasks";

import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { TaskChangeForm } from "./task-change-form";
import { TaskDue } from "./task-due";

/**
 * A person's open follow-ups on their overview, the overdue ones first, each
 * with its contact and "Done" (intent "task-done" to the overview). `mayOpen`: whether their role
 * may open a contact's page; without it the contact is named, not linked.
 */
export function MyTasks({ tasks, now, mayOpen }: { tasks: SalesTask[]; now: Date; mayOpen: boolean }) {
  return (
    <div className="mt-6">
      <SectionCard title="My tasks" intro="Your open follow-ups, in India time (IST).">
        {tasks.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No open tasks.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {tasks.map((task) => (
              <li key={task.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-semibold break-words text-slate-900">{task.title}</p>
                  <p className="mt-1 text-slate-600">
                    <TaskDue task={task} now={now} />
                    {" · "}
                    {mayOpen ? (
                      <Link
                        to={`/admin/contacts/${task.contactId}`}
                        className="text-brand-800 underline underline-offset-4"
                      >
                        {task.contactName}
                      </Link>
                    ) : (
                      task.contactName
                    )}
                  </p>
                </div>
                <TaskChangeForm task={task} isDone={false} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
