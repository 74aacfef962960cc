import type { Outcome } from "./outcome";

/**
 * What publishing answers: done, refused for a reason to read, or refused because the day and time
 * it names has already passed. Then nothing changed: the editor is asked whether
 * to publish now instead or to choose another time, and `passed` is the time they chose.
 */
export type PublishOutcome = Outcome | { ok: false; message: string; passed: Date };
