import { messageWithoutQueryValues } from "./log-query-values";
import { redactLogLine } from "./log-redaction";
import { logSerializers } from "./log-serializers";

/**
 * How the server logs (main.ts; tests that read the server's lines take the same): each request
 * named by its own fields, errors without the values of a failed query, and no link token, e-mail
 * address or phone number in a finished line, whichever field it hides in.
 */
export const serverLogOptions = {
  level: "info",
  serializers: logSerializers,
  hooks: { logMethod: messageWithoutQueryValues, streamWrite: redactLogLine },
};
