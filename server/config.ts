import path from "node:path";

import { z } from "zod";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      message: `must be a ${protocols.join(" or ")} URL`,
    });

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  SALES_EMAIL: z.email().default("sales@nexoratech.in"),
  CAREERS_EMAIL: z.email().default("careers@nexoratech.in"),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:3000"),
  FORM_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  salesEmail: string;
  careersEmail: string;
  publicSiteUrl: string;
  /** POSTs one client address may make to each form endpoint in 10 minutes; 0 means no limit. */
  formRateLimit: number;
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? "")}: ${issue?.message ?? "invalid value"}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: path.resolve(value.DATA_DIR),
    smtpUrl: value.SMTP_URL,
    salesEmail: value.SALES_EMAIL,
    careersEmail: value.CAREERS_EMAIL,
    publicSiteUrl: value.PUBLIC_SITE_URL.replace(/\/+$/, ""),
    formRateLimit: value.FORM_RATE_LIMIT,
  };
}
