import type { Outcome } from "../../../contracts/outcome";

/** A refusal the person should read, as opposed to a fault: it becomes an Outcome's message. */
export class RefusedError extends Error {}

/** Runs an operation and answers its refusal as `{ ok: false, message }`; any other error still throws. */
export async function outcomeOf<T>(operation: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await operation() };
  } catch (error) {
    if (error instanceof RefusedError) return { ok: false, message: error.message };
    throw error;
  }
}
