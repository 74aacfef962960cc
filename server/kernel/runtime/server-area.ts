import type { FastifyInstance } from "fastify";

import type { StaffSession } from "../../../contracts/staff";
import type { AppMetrics } from "../../plugins/metrics";
import type { Quotas } from "../../plugins/rate-limit";
import type { AccountHandOver, AreaDeskMakers, OwnDeskParts } from "../back-office/back-office-parts";
import type { FileStore } from "../storage/file-store";
import type { Bindings } from "./bindings";
import type { Logger } from "./logger";
import type { PageService } from "./page-service";
import type { PeriodicTask } from "./periodic-task";

/** What the composition makes once and hands, beside the bindings, to any area that asks. */
export type SharedResources = {
  log: Logger;
  /** Where resumes are stored, and the other files of people (a mail's attachments) erased with them. */
  resumes: FileStore;
  /** Where editors' images are stored. */
  images: FileStore;
  /** The forms' quotas, and those of what a link or a member may ask. */
  quotas: Quotas;
  /** The app's measurements; undefined: not measured. */
  metrics: AppMetrics | undefined;
};

/** Work an area does in the background: started once the server is ready, stopped when it closes. */
export type AreaTask = Pick<PeriodicTask, "name" | "start" | "stop">;

/** What a desk, a route or another task calls to wake a task at once instead of at its next turn. */
export type Wakes = Pick<Bindings, "onEmailsQueued" | "onJobOpened" | "onCalendarSaved"> & {
  /** Wakes the contact imports: a list was uploaded, or an import put back in line. */
  onContactImportQueued: () => void;
  /** Wakes the mailbox reading: a mailbox was connected. */
  onMailboxConnected: () => void;
};

/** An area's tasks, and the wakes they answer. */
export type AreaTasks = { tasks: AreaTask[]; wakes?: Partial<Wakes> };

/**
 * One area of the server, all it brings in one place (its `area.ts`; server/areas.ts lists them).
 * `Deps` is the part of the composition's dependencies it needs: every part is made from the same.
 */
export type ServerArea<Deps> = {
  /** Its folder under server/, named as in the authorisation table (decision 056). */
  name: string;
  /** Its JSON routes, registered on the API in the areas' order. */
  routes?: (api: FastifyInstance, deps: Deps) => void | Promise<void>;
  /** Its periodic tasks and the wakes they answer, made once per server. */
  tasks?: (deps: Deps) => AreaTasks;
  /** What the pages' loaders and actions may ask of it, each with its key (`provide`; server/page-services.ts). */
  pageServices?: (deps: Deps) => PageService[];
  /** The desks of the authorisation table's areas it holds (server/back-office-access.ts). */
  areaDesks?: (deps: Deps) => AreaDeskMakers;
  /** What is a member's own in it, whatever their role. */
  ownDesks?: (deps: Deps, session: StaffSession) => OwnDeskParts;
  /** What it hands over to colleagues when an account leaves work. */
  accountHandOver?: (deps: Deps) => AccountHandOver;
};

/** The dependencies an area asks for. */
export type DependenciesOf<Area> = Area extends ServerArea<infer Deps> ? Deps : never;

/** `A | B` as `A & B`: what every one of several areas asks for, or what all of them give. */
export type AllOf<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void
  ? All
  : never;

/**
 * The wakes the areas are handed before the tasks they wake are made: each passes the call on to
 * the answer an area's tasks give (`tasksOfEveryArea`).
 */
export function wakesThrough(answers: Partial<Wakes>): Wakes {
  const answerOf = <Name extends keyof Wakes>(name: Name): Wakes[Name] => {
    const answer = answers[name];
    if (!answer) throw new Error(`No area's tasks answer ${name}.`);
    return answer;
  };
  return {
    onEmailsQueued: (ids) => answerOf("onEmailsQueued")(ids),
    onJobOpened: () => answerOf("onJobOpened")(),
    onCalendarSaved: () => answerOf("onCalendarSaved")(),
    onContactImportQueued: () => answerOf("onContactImportQueued")(),
    onMailboxConnected: () => answerOf("onMailboxConnected")(),
  };
}

/** The wakes' names, as `wakesThrough` passes them on. */
const everyWake = Object.keys(wakesThrough({})) as (keyof Wakes)[];

/**
 * Makes every area's tasks, in the areas' order, and gives `answers` the wakes they answer: a wake
 * two areas answer, or none, stops the start.
 */
export function tasksOfEveryArea<Deps>(
  areas: readonly ServerArea<Deps>[],
  deps: Deps,
  answers: Partial<Wakes>,
): AreaTask[] {
  const tasks: AreaTask[] = [];
  for (const area of areas) {
    const made = area.tasks?.(deps);
    if (!made) continue;
    tasks.push(...made.tasks);
    const given = made.wakes ?? {};
    for (const wake of Object.keys(given) as (keyof Wakes)[]) {
      if (answers[wake]) throw new Error(`Two areas answer ${wake}: ${area.name} is the second.`);
    }
    Object.assign(answers, given);
  }
  const unanswered = everyWake.filter((wake) => !answers[wake]);
  if (unanswered.length > 0) throw new Error(`No area's tasks answer ${unanswered.join(", ")}.`);
  return tasks;
}
