import { stdSerializers, type LogFn, type Logger } from "pino";

/**
 * A failed query's values are what visitors typed (names, messages, addresses): drizzle writes
 * them into its error's message ("params: …", hence the stack too) and a `params` field, and
 * PostgreSQL's `detail` quotes the offending row. The logs keep the query, the database's message
 * and the stack, which is what finding the fault takes, and leave the values out.
 */
const leftOut = "params: [left out]";

/** Each failed query's values along an error's causes, as its message spells them. */
function queryValuesAlong(error: unknown): string[] {
  const values: string[] = [];
  const seen = new Set<unknown>();
  for (let at = error; at instanceof Object && !seen.has(at); at = (at as { cause?: unknown }).cause) {
    seen.add(at);
    const params = (at as { params?: unknown }).params;
    if (Array.isArray(params) && params.length > 0) values.push(`params: ${String(params)}`);
  }
  return values;
}

const withoutValues = (text: string, values: readonly string[]) =>
  values.reduce((kept, spelled) => kept.split(spelled).join(leftOut), text);

/** The `err` serializer: an error as pino writes it, without query values. */
export function errorWithoutQueryValues(error: Error) {
  // A line may give a message as its error (the outbox gives the relay's answer), whatever the type
  // says: pino's serializer leaves anything but an error as it is, and so does this.
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & Record<string, unknown>;
  const values = queryValuesAlong(error);
  serialized.message = withoutValues(serialized.message, values);
  serialized.stack = withoutValues(serialized.stack, values);
  if ("params" in serialized) serialized.params = "[left out]";
  if ("detail" in serialized) serialized.detail = "[left out]";
  return serialized;
}

/**
 * The `logMethod` hook: a line's message without an error's query values. A line logged with an
 * error and no message of its own takes the error's message (pino; Fastify's default error handler
 * passes it on purpose), which the serializer never sees.
 */
export function messageWithoutQueryValues(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const [first, message] = args as unknown[];
  const error = first instanceof Error ? first : (first as { err?: unknown } | null | undefined)?.err;
  const values = queryValuesAlong(error);
  if (values.length === 0) {
    method.apply(this, args);
    return;
  }
  const hasMessage = typeof message === "string";
  const text = hasMessage ? message : (error as Error).message;
  const rest = (args as unknown[]).slice(hasMessage ? 2 : 1);
  (method as (...parts: unknown[]) => void).apply(this, [first, withoutValues(text, values), ...rest]);
}
