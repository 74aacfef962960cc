import type { DeviceClass } from "../../domain/analytics/analytics";
import type { StepBeacon } from "../../domain/analytics/application-steps";

/** What a visit's first view tells of where it came from; the route makes it from the beacon. */
export type VisitOrigin = {
  referrerHost: string | null;
  searchEngine: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  device: DeviceClass;
  country: string | null;
};

/**
 * A beacon the collector accepted, under its visitor key and the time the server received it. A
 * step of the job application has no visitor key: it is counted once per page of the form (`form`,
 * the id its token names), never joined to a visit.
 */
export type CountedEvent =
  | ({ kind: "view"; visitorKey: string; at: Date; path: string } & VisitOrigin)
  | { kind: "leave"; visitorKey: string; at: Date; path: string; visibleMs: number }
  | (Omit<StepBeacon, "kind" | "formToken"> & { kind: "step"; form: string; at: Date });

export type VisitEvent = Exclude<CountedEvent, { kind: "step" }>;
export type StepEvent = Extract<CountedEvent, { kind: "step" }>;

/** A page's time is counted up to this much: a tab left open overnight is not half an hour of reading. */
export const longestPageMs = 30 * 60_000;
