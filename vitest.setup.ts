import { afterEach, beforeEach } from "vitest";

/**
 * A test that makes a component or the server print an error it did not expect fails, naming
 * what was printed: a warning in a passing run goes unread. A test that expects an
 * error says so by spying on console.error itself, which takes this recorder out of the way.
 */
const printed: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  printed.length = 0;
  console.error = (...args: unknown[]) => {
    printed.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (printed.length > 0) {
    const first = printed[0]!.map((part) => (part instanceof Error ? part.message : String(part))).join(" ");
    throw new Error(
      `console.error was called ${printed.length} time(s) in this test, first with: ${first.slice(0, 500)}`,
    );
  }
});
