import type { NewTask } from "../domain/contacts/contact-tasks";
import type { Outcome } from "./outcome";

/** Someone a task may be given to: an active staff account. */
export type TaskAssignee = { id: string; name: string };

/** A follow-up on a contact. */
export type SalesTask = {
  id: string;
  contactId: string;
  /** The contact's name, for lists that are not on the contact's page. */
  contactName: string;
  title: string;
  dueAt: Date;
  /** Null when the account it was given to is gone. */
  assignee: TaskAssignee | null;
  doneAt: Date | null;
  /** The address of whoever added it. */
  createdBy: string;
  createdAt: Date;
};

export type SalesTaskDesk = {
  /** A contact's tasks: the open ones first, soonest due first, then the done ones, latest done first. */
  ofContact(contactId: string): Promise<SalesTask[]>;
  /** The member's own open tasks, soonest due first (so the overdue ones lead). */
  mine(): Promise<SalesTask[]>;
  /** The active staff accounts a task on the contact may be given to: those who may open it. */
  assignees(contactId: string): Promise<TaskAssignee[]>;
  /** Adds a task as NewTaskSchema reads it; no assignee gives it to the contact's owner (else to the actor). */
  add(contactId: string, task: NewTask): Promise<Outcome<{ id: string }>>;
  /** Anyone on the sales desk, or the person it is given to, marks it done or open again. */
  markDone(taskId: string): Promise<Outcome>;
  reopen(taskId: string): Promise<Outcome>;
};
