import type { Logger } from "../server/kernel/runtime/logger";

/**
 * A logger that keeps each line as JSON (its object and message), for tests that read what a task
 * logged: that it names no address, user name or password. `lines.length = 0` forgets them.
 */
export function recordingLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const record = (object: object, message: string) => void lines.push(JSON.stringify({ object, message }));
  return { log: { info: record, warn: record, error: record }, lines };
}
