import { z } from "zod";

import type { BookingDomain } from "../bookings/booking";
import { serviceMenu } from "../company/service-menu";

import "../forms/zod-setup";

/**
 * Which consultant "any consultant" means (decision 044): those who cover
 * the call's service first (anyone when none of them is free), then the highest priority among
 * them, then the one furthest below their weighted share of the calls held in the window.
 */

export type ServiceSlug = (typeof serviceMenu)[number]["slug"];
export const serviceSlugs = serviceMenu.map((service) => service.slug) as readonly ServiceSlug[];

/**
 * The site service each of the booking form's domains is about. The specification's domains and
 * the site's eight services overlap only in part: hosting, cloud and IoT belong to no service, so
 * their calls go to anyone.
 */
export const serviceOfDomain: Record<BookingDomain, ServiceSlug | null> = {
  "Web development": "website-development",
  "App development": "app-development",
  "UI/UX design": "ui-ux-design",
  "Cloud services": null,
  "IoT services": null,
  Hosting: null,
  Security: "security-services",
};

export const serviceTitle = (slug: string) => serviceMenu.find((service) => service.slug === slug)?.title ?? slug;

/** `?service=` on the slots API: a service's slug, as in /case-study/{slug}. */
export const serviceQuerySchema = z
  .enum(serviceSlugs as [ServiceSlug, ...ServiceSlug[]], {
    error: `Please give one of the services: ${serviceSlugs.join(", ")}.`,
  })
  .optional();

export const callPriorities = [2, 1, 0] as const;
export type CallPriority = (typeof callPriorities)[number];
export const callPriorityLabels: Record<CallPriority, string> = {
  2: "First: offered calls before the others while free",
  1: "Usual",
  0: "Last: only when nobody else who covers the call is free",
};
export const defaultCallPriority: CallPriority = 1;

/** A weight is a percentage of a full share: 50 takes half as many calls as 100. */
export const fullWeight = 100;

/** The window the rotation balances over. */
export const fairnessWindowDays = 30;

/** The routing form's numbers: the weight and the priority (sales and admins). */
export const routingFormSchema = z.looseObject({
  weight: z.coerce
    .number({ error: "Please give the share of calls as a number from 10 to 100." })
    .int("Please give the share of calls as a whole number from 10 to 100.")
    .min(10, "Please give the share of calls as a number from 10 to 100.")
    .max(fullWeight, "Please give the share of calls as a number from 10 to 100."),
  priority: z
    .enum(["0", "1", "2"], { error: "Please choose when they are offered calls." })
    .transform((value) => Number(value) as CallPriority),
});

/** The services ticked on the routing form, in the menu's order. */
export const coveredServicesSchema = z
  .array(z.string())
  .min(1, "Please tick at least one service they cover.")
  .refine((chosen) => chosen.every((slug) => (serviceSlugs as readonly string[]).includes(slug)), {
    message: "Please choose services from the list.",
  })
  .transform((chosen) => serviceSlugs.filter((slug) => chosen.includes(slug)));

export type RoutingChoice = { weight: number; priority: CallPriority; services: ServiceSlug[] };

export type RoutingCandidate = {
  id: string;
  name: string;
  services: readonly string[];
  weight: number;
  priority: number;
  /** Calls held in the window (no-shows and late cancellations not counted) and calls still to come. */
  load: number;
  lastBookedAt: Date | null;
};

const share = (candidate: RoutingCandidate) => candidate.load / candidate.weight;

const byFairness = (a: RoutingCandidate, b: RoutingCandidate) =>
  share(a) - share(b) ||
  (a.lastBookedAt?.getTime() ?? 0) - (b.lastBookedAt?.getTime() ?? 0) ||
  a.name.localeCompare(b.name) ||
  a.id.localeCompare(b.id);

const calls = (count: number) => (count === 1 ? "1 call" : `${count} calls`);
const described = (candidate: RoutingCandidate) => `${candidate.name} ${calls(candidate.load)} at ${candidate.weight}%`;

/**
 * The free consultant who takes the call, and why (kept in the booking's history). `free` are the
 * consultants free for the slot; `service` the call's, if it has one.
 */
export function routeCall(
  free: readonly RoutingCandidate[],
  service: string | null,
): { chosen: RoutingCandidate; reason: string } {
  if (free.length === 0) throw new Error("routeCall needs at least one free consultant.");
  const covering = service ? free.filter((candidate) => candidate.services.includes(service)) : [...free];
  const fellBack = covering.length === 0;
  const pool = fellBack ? [...free] : covering;
  const top = Math.max(...pool.map((candidate) => candidate.priority));
  const first = pool.filter((candidate) => candidate.priority === top);
  const [chosen, ...others] = [...first].sort(byFairness);

  const why: string[] = [];
  if (service && fellBack)
    why.push(`Nobody who covers ${serviceTitle(service)} was free, so the call went to anyone free.`);
  else if (service && covering.length < free.length)
    why.push(`${covering.length} of the ${free.length} consultants free cover ${serviceTitle(service)}.`);
  if (first.length < pool.length) why.push(`${chosen!.name} is among those offered calls first.`);
  if (others.length === 0) why.push(`${chosen!.name} was the only one left to choose.`);
  else {
    const counts = `(${[chosen!, ...others].map(described).join(", ")})`;
    const window = `of the calls held and booked in the last ${fairnessWindowDays} days`;
    const tied = others.filter((other) => share(other) === share(chosen!));
    why.push(
      tied.length === 0
        ? `${chosen!.name} was furthest below their share ${window} ${counts}.`
        : `${[chosen!, ...tied].map((person) => person.name).join(" and ")} were as far below their share ${window} ${counts}; ${chosen!.name} was booked least recently.`,
    );
  }
  return { chosen: chosen!, reason: why.join(" ") };
}

/** Each consultant's share of the window's calls beside the share their weight asks for, in percent. */
export function sharesOfCalls(
  team: readonly { id: string; weight: number; active: boolean; heldCalls: number }[],
): Map<string, { actual: number | null; target: number | null }> {
  const held = team.reduce((sum, member) => sum + member.heldCalls, 0);
  const weights = team.filter((member) => member.active).reduce((sum, member) => sum + member.weight, 0);
  return new Map(
    team.map((member) => [
      member.id,
      {
        actual: held === 0 ? null : Math.round((member.heldCalls / held) * 100),
        target: !member.active || weights === 0 ? null : Math.round((member.weight / weights) * 100),
      },
    ]),
  );
}
