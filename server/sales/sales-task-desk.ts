import type { SalesTaskDesk } from "../../contracts/sales-tasks";
import { mayUse, type StaffMember } from "../../domain/staff";
import type { Bindings } from "../kernel/bindings";
import { outcomeOf } from "../kernel/outcome";
import { requireContactAccess } from "./contact-access";
import { dailyDigestOf, setDailyDigest } from "./daily-digest";
import { addTask, contactTasksOf, openTasksOf, setTaskDone, taskAssignees } from "./tasks";

/** Anyone on the sales desk changes any task; anyone else only the tasks given to them. */
const mayChangeTask = (actor: StaffMember) => (assigneeId: string | null) =>
  mayUse(actor.role, "contacts") || assigneeId === actor.id;

/** Follow-ups and the daily e-mail, for the back office's pages. */
export function salesTaskDesk({ db, clock }: Pick<Bindings, "db" | "clock">): SalesTaskDesk {
  const changeTask = (actor: StaffMember, taskId: string, done: boolean) =>
    outcomeOf(() => setTaskDone(db, actor, { taskId, done, mayChange: mayChangeTask(actor) }, clock()));
  return {
    ofContact: (contactId) => contactTasksOf(db, contactId),
    openFor: (member) => openTasksOf(db, member.id),
    assignees: () => taskAssignees(db),
    add: (actor, contactId, task) =>
      outcomeOf(async () => {
        await requireContactAccess(db, actor, contactId, "work");
        return addTask(db, actor, contactId, task, clock());
      }),
    markDone: (actor, taskId) => changeTask(actor, taskId, true),
    reopen: (actor, taskId) => changeTask(actor, taskId, false),
    dailyEmail: (member) => dailyDigestOf(db, member.id),
    setDailyEmail: (member, on) => outcomeOf(() => setDailyDigest(db, member, on, clock())),
  };
}
