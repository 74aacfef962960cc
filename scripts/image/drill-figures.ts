import type { Sent } from "./load";
import type { Stack } from "./stack";

/** Answers a visitor may get in a fault that are not errors: a slot just taken (409). */
const isError = (sent: Sent) => !(sent.status >= 200 && sent.status < 300) && sent.status !== 409;

export type DrillFigures = {
  drill: string;
  requests: number;
  /** Requests sent between the fault's start and its end (or recovery). */
  duringFault: number;
  errors: number;
  /** The slowest answer to a request sent during the fault, in seconds. */
  slowestDuringFault: number;
  /** Seconds from the fault's end to the first submission accepted again, or until errors stopped. */
  recovery: number;
  accepted: number;
  lost: number;
  twice: number;
};

const submissionTables = { enquiry: "enquiries", booking: "bookings", application: "applications" } as const;

/**
 * Every submission the site accepted (2xx) against the database: the ones missing (lost) and the
 * ones stored more than once (by the submission's own address, unique to each request).
 */
export async function storedOnce(
  stack: Stack,
  sent: Sent[],
): Promise<{ accepted: number; lost: string[]; twice: string[] }> {
  const lost: string[] = [];
  const twice: string[] = [];
  let accepted = 0;
  for (const [kind, table] of Object.entries(submissionTables)) {
    const ofKind = sent.filter((one) => one.kind === kind);
    const rows = await stack.query<{ email: string; copies: string }>(
      `select email, count(*) as copies from ${table} where email = any($1) group by email`,
      [ofKind.map((one) => one.email)],
    );
    const copies = new Map(rows.map((row) => [row.email, Number(row.copies)]));
    for (const one of ofKind.filter((one) => one.status >= 200 && one.status < 300)) {
      accepted += 1;
      if (!copies.has(one.email)) lost.push(`${kind} ${one.email}`);
    }
    twice.push(...rows.filter((row) => Number(row.copies) > 1).map((row) => `${kind} ${row.email}`));
  }
  return { accepted, lost, twice };
}

/** The figures of one drill from what the load sent, and the times its fault started and ended. */
export async function figuresOf(
  stack: Stack,
  drill: string,
  sent: Sent[],
  { faultStart, faultEnd }: { faultStart: number; faultEnd: number },
): Promise<
  DrillFigures & { lostSubmissions: string[]; errorStatuses: number[]; errorsByKind: Record<string, number> }
> {
  const during = sent.filter((one) => one.at >= faultStart && one.at <= faultEnd);
  const errors = sent.filter(isError);
  const { accepted, lost, twice } = await storedOnce(stack, sent);
  const firstAcceptedAfter = sent
    .filter(
      (one) => one.kind in submissionTables && one.at + one.ms >= faultEnd && one.status >= 200 && one.status < 300,
    )
    .map((one) => one.at + one.ms)
    .sort((a, b) => a - b)[0];
  const lastError = errors.reduce((last, one) => Math.max(last, one.at + one.ms), faultEnd);
  const recoveredAt = errors.length > 0 ? lastError : (firstAcceptedAfter ?? faultEnd);
  return {
    drill,
    requests: sent.length,
    duringFault: during.length,
    errors: errors.length,
    slowestDuringFault: during.reduce((slowest, one) => Math.max(slowest, one.ms), 0) / 1000,
    recovery: Math.max(0, recoveredAt - faultEnd) / 1000,
    accepted,
    lost: lost.length,
    twice: twice.length,
    lostSubmissions: [...lost, ...twice],
    errorStatuses: [...new Set(errors.map((one) => one.status))].sort(),
    errorsByKind: Object.fromEntries(
      Object.entries(Object.groupBy(errors, (one) => `${one.kind} ${one.status}`)).map(([key, ones]) => [
        key,
        ones!.length,
      ]),
    ),
  };
}

/** The drills' figures as docs/deploy.md keeps them. */
export function figuresTable(figures: DrillFigures[]): string {
  const header =
    "| drill | requests | during the fault | errors | slowest answer in the fault | recovery | accepted | lost | twice |\n|---|---|---|---|---|---|---|---|---|";
  const rows = figures.map(
    (one) =>
      `| ${one.drill} | ${one.requests} | ${one.duringFault} | ${one.errors} | ${one.slowestDuringFault.toFixed(1)} s | ${one.recovery.toFixed(1)} s | ${one.accepted} | ${one.lost} | ${one.twice} |`,
  );
  return [header, ...rows].join("\n");
}
