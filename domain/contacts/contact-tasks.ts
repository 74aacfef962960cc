import { z } from "zod";

import { indiaInstant } from "../bookings/blocked-time";
import { indiaDateOf, isIsoDate, type IsoDate } from "../time/india-dates";
import { isStorableText, unstorableTextMessage } from "../forms/storable-text";
import "../forms/zod-setup";

/**
 * Follow-ups on the sales desk: something to do for a contact by a date and
 * time in India, by someone. The form speaks India's date and a 24-hour time; the database keeps
 * the instant.
 */

export const taskTitleMax = 200;

const titleMessage = "Please say what is to be done.";
const dueDateMessage = "Please choose the day it is due.";
const dueTimeMessage = "Please choose the time it is due.";

/** "17:30": what a time input sends. */
const dueTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A new task, as its form posts it and as the server checks it again. An empty assignee: the contact's owner. */
export const NewTaskSchema = z.object({
  title: z
    .string({ error: titleMessage })
    .trim()
    // One line: the lists and the e-mail show it as one.
    .transform((title) => title.replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, titleMessage)
        .max(taskTitleMax, `A task can be at most ${taskTitleMax} characters.`)
        .refine(isStorableText, unstorableTextMessage),
    ),
  dueDate: z
    .string({ error: dueDateMessage })
    .trim()
    .refine((value) => value !== "", dueDateMessage)
    .refine(isIsoDate, "Please give the day it is due as a real date (YYYY-MM-DD)."),
  dueTime: z
    .string({ error: dueTimeMessage })
    .trim()
    .refine((value) => value !== "", dueTimeMessage)
    .refine((value) => dueTimePattern.test(value), "Please give the time it is due as HH:MM, in India time."),
  assigneeId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.uuid("Please choose someone from the list.").optional()),
});
/** What a task's form sends. */
export type NewTask = z.input<typeof NewTaskSchema>;
export type NewTaskValues = z.output<typeof NewTaskSchema>;

/** The instant a task is due: its date and time in India. */
export const dueAtOf = (task: { dueDate: IsoDate; dueTime: string }): Date => indiaInstant(task.dueDate, task.dueTime);

/** The default time of a new task's form: the start of a working morning. */
export const defaultDueTime = "10:00";

/** Marking a task done, or open again. */
export const TaskChangeSchema = z.object({
  intent: z.enum(["task-done", "task-reopen"]),
  taskId: z.uuid("This task is not one this page knows. Please reload the page."),
});

/** Where a task stands at `now`: done, overdue (its time has passed), due today in India, or later. */
export type TaskUrgency = "done" | "overdue" | "today" | "later";

export function taskUrgency(task: { dueAt: Date; doneAt: Date | null }, now: Date): TaskUrgency {
  if (task.doneAt) return "done";
  if (task.dueAt.getTime() < now.getTime()) return "overdue";
  return indiaDateOf(task.dueAt) === indiaDateOf(now) ? "today" : "later";
}
