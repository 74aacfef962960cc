import type { SalesTask } from "~contracts/contact-tasks";
import { indiaDateTime, indiaTime } from "~domain/time/india-dates";
import { taskUrgency } from "~domain/contacts/contact-tasks";

import { Badge } from "~/features/admin/shared/ui/badge";

/**
 * When a task is due, as staff read it in India time, and where it stands at the server's `now`:
 * an overdue one carries a red "Overdue", one due today says so (the word carries the meaning,
 * the colour only adds to it).
 */
export function TaskDue({ task, now }: { task: Pick<SalesTask, "dueAt" | "doneAt">; now: Date }) {
  const urgency = taskUrgency(task, now);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {urgency === "overdue" ? <Badge tone="red">Overdue</Badge> : null}
      {urgency === "today" ? <Badge tone="amber">Due today</Badge> : null}
      <span className={urgency === "overdue" ? "font-semibold text-red-800" : "text-slate-700"}>
        {urgency === "today" ? "at " : urgency === "done" ? "was due " : "due "}
        <time dateTime={task.dueAt.toISOString()}>
          {urgency === "today" ? indiaTime(task.dueAt) : indiaDateTime(task.dueAt)}
        </time>{" "}
        IST
      </span>
    </span>
  );
}
