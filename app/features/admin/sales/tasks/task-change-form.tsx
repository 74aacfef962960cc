import { Form } from "react-router";

import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** The one button that marks a follow-up done, or opens a done one again, on the page it is on. */
export function TaskChangeForm({ task, isDone }: { task: { id: string; title: string }; isDone: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="taskId" value={task.id} />
      {isDone ? (
        <SubmitButton
          tone="secondary"
          name="intent"
          value="task-reopen"
          aria-label={`Reopen: ${task.title}`}
          pendingLabel="Reopening..."
        >
          Reopen
        </SubmitButton>
      ) : (
        <SubmitButton
          tone="secondary"
          name="intent"
          value="task-done"
          aria-label={`Done: ${task.title}`}
          pendingLabel="Saving..."
        >
          Done
        </SubmitButton>
      )}
    </Form>
  );
}
