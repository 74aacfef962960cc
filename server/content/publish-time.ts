import { publishInstantOf, type Publish } from "../../domain/content/content";
import { indiaDateTime } from "../../domain/time/india-dates";
import type { PublishOutcome } from "../../contracts/content-publishing";
import { RefusedError } from "../kernel/requests/outcome";

/**
 * A schedule for a time already past is a question, not an order: publishing at
 * once would surprise an editor who meant a day ahead, so nothing changes until they choose. The
 * time is compared with the server's clock (docs/decisions/023), as every publish reads it.
 */
class PassedTimeError extends RefusedError {
  constructor(readonly passed: Date) {
    super(`${indiaDateTime(passed)} (India) has already passed. Publish now instead, or choose another time.`);
  }
}

/** The instant to publish at, undefined for now; refused when it is not after `now`. */
export function scheduledInstantOf(when: Publish, now: Date): Date | undefined {
  const at = publishInstantOf(when);
  if (at && at <= now) throw new PassedTimeError(at);
  return at;
}

/** Runs a publish and answers its refusal; a passed time carries that time, for the question. */
export async function publishOutcomeOf(operation: () => Promise<void>): Promise<PublishOutcome> {
  try {
    await operation();
    return { ok: true, value: undefined };
  } catch (error) {
    if (error instanceof PassedTimeError) return { ok: false, message: error.message, passed: error.passed };
    if (error instanceof RefusedError) return { ok: false, message: error.message };
    throw error;
  }
}
