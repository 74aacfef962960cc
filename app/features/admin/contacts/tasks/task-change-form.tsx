import { Form } from "react-router";

import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** What the button does to a follow-up: an open one is marked done, a done one opened again. */
const changes = {
  open: { intent: "task-done", label: "Done", pendingLabel: "Saving..." },
  done: { intent: "task-reopen", label: "Reopen", pendingLabel: "Reopening..." },
};

/** The one button that marks a follow-up done, or opens a done one again, on the page it is on. */
export function TaskChangeForm({ task, isDone }: { task: { id: string; title: string }; isDone: boolean }) {
  const change = changes[isDone ? "done" : "open"];
  return (
    <Form method="post">
      <input type="hidden" name="taskId" value={task.id} />
      <SubmitButton
        tone="secondary"
        name="intent"
        value={change.intent}
        aria-label={`${change.label}: ${task.title}`}
        pendingLabel={change.pendingLabel}
      >
        {change.label}
      </SubmitButton>
    </Form>
  );
}
