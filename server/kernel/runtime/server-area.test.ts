import { describe, expect, it } from "vitest";

import { tasksOfEveryArea, wakesThrough, type AreaTask, type ServerArea, type Wakes } from "./server-area";

const task = (): AreaTask => ({ name: "a task", start: () => {}, stop: async () => {} });
const everyOtherWake = { onJobOpened: () => {}, onCalendarSaved: () => {}, onContactImportQueued: () => {} };

describe("the areas' tasks and the wakes they answer", () => {
  it("makes the tasks in the areas' order, and a wake handed out before reaches the task made after", () => {
    const [first, second, third] = [task(), task(), task()];
    const woken: string[][] = [];
    const answers: Partial<Wakes> = {};
    const wakes = wakesThrough(answers);
    const areas: ServerArea<unknown>[] = [
      { name: "outbox", tasks: () => ({ tasks: [first], wakes: { onEmailsQueued: (ids) => woken.push(ids) } }) },
      { name: "enquiries" },
      {
        name: "contacts",
        tasks: () => ({ tasks: [second, third], wakes: { ...everyOtherWake, onMailboxConnected() {} } }),
      },
    ];

    expect(tasksOfEveryArea(areas, {}, answers)).toEqual([first, second, third]);
    wakes.onEmailsQueued(["e-1"]);
    expect(woken).toEqual([["e-1"]]);
  });

  it("stops the start when two areas answer the same wake, naming the second", () => {
    const areas: ServerArea<unknown>[] = [
      { name: "outbox", tasks: () => ({ tasks: [], wakes: { onEmailsQueued() {} } }) },
      { name: "jobs", tasks: () => ({ tasks: [], wakes: { onEmailsQueued() {} } }) },
    ];
    expect(() => tasksOfEveryArea(areas, {}, {})).toThrow("Two areas answer onEmailsQueued: jobs is the second.");
  });

  it("stops the start when no area answers a wake", () => {
    const areas: ServerArea<unknown>[] = [
      { name: "outbox", tasks: () => ({ tasks: [], wakes: { ...everyOtherWake, onEmailsQueued() {} } }) },
    ];
    expect(() => tasksOfEveryArea(areas, {}, {})).toThrow("No area's tasks answer onMailboxConnected.");
  });
});
