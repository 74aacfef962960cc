import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

import type { Config } from "../../config";

/** What connecting a CalDAV calendar answers on a server that has no key to seal its password with. */
export const noCalendarSecretsKey =
  "This server has no key for keeping calendar passwords (CALENDAR_SECRETS_KEY), so a CalDAV calendar cannot be connected yet. Please ask the administrator.";

/**
 * The key that seals consultants' CalDAV app passwords (decision 045): CALENDAR_SECRETS_KEY, or on
 * the embedded database (one process, one machine: `npm start` as it comes) a key made on first use
 * and kept beside the database in DATA_DIR, readable by its owner only. With PostgreSQL and no key
 * set there is none: several instances would each make their own, and none could open the others'.
 */
export function calendarSecretsKeyOf(config: Pick<Config, "calendarSecretsKey" | "databaseUrl" | "dataDir">) {
  if (config.calendarSecretsKey) return () => config.calendarSecretsKey!;
  if (config.databaseUrl) return () => undefined;
  const file = path.join(config.dataDir, "calendar-secrets.key");
  let key: Buffer | undefined;
  return (): Buffer => {
    if (key) return key;
    try {
      key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      fs.mkdirSync(config.dataDir, { recursive: true });
      // "wx": another process that made it first wins, and its key is read back.
      try {
        fs.writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
      } catch (writing) {
        if ((writing as NodeJS.ErrnoException).code !== "EEXIST") throw writing;
      }
      key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
    }
    return key;
  };
}
