import type { SalesTaskDesk } from "../../contracts/contact-tasks";
import { mayUse, type StaffMember } from "../../domain/staff/staff";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";
import { contactAccess, requireContactAccess } from "./contact-access";
import { addTask, contactTasksOf, openTasksOf, setTaskDone, taskAssignees } from "./tasks";

/** Follow-ups, as `actor` may see and change them: anyone on the sales desk any task, anyone else the tasks given to them. */
export function salesTaskDesk({ db, clock }: Pick<Bindings, "db" | "clock">, actor: StaffMember): SalesTaskDesk {
  const mayChange = (assigneeId: string | null) => mayUse(actor.role, "contacts") || assigneeId === actor.id;
  const changeTask = (taskId: string, done: boolean) =>
    outcomeOf(() => setTaskDone(db, actor, { taskId, done, mayChange }, clock()));
  return {
    ofContact: async (contactId) =>
      (await contactAccess(db, actor, contactId)) === "none" ? [] : contactTasksOf(db, contactId),
    mine: () => openTasksOf(db, actor.id),
    assignees: (contactId) => taskAssignees(db, contactId),
    add: (contactId, task) =>
      outcomeOf(async () => {
        await requireContactAccess(db, actor, contactId, "work");
        return addTask(db, actor, contactId, task, clock());
      }),
    markDone: (taskId) => changeTask(taskId, true),
    reopen: (taskId) => changeTask(taskId, false),
  };
}
