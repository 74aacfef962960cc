import { isIP } from "node:net";
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

/** One trusted proxy: an address, a CIDR range, or one of proxy-addr's names for the private ranges. */
function isProxyEntry(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or "false" believes no X-Forwarded-For (the server faces clients
 * directly); otherwise a comma-separated list of the proxies' addresses or ranges. "true"
 * is refused: it would let any client name its own address and walk past the rate limits.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | string[] => {
    if (!value || value === "false") return false;
    const entries = value.split(",").map((entry) => entry.trim());
    if (value !== "true" && entries.every(isProxyEntry)) return entries;
    context.addIssue({
      code: "custom",
      message: "must be false or a comma-separated list of proxy addresses or CIDR ranges",
    });
    return z.NEVER;
  });

/** The public Jitsi Meet service: JITSI_HOST when the company runs no server of its own. */
export const defaultJitsiHost = "meet.jit.si";

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  SALES_EMAIL: z.email().default("sales@nexoratech.in"),
  CAREERS_EMAIL: z.email().default("careers@nexoratech.in"),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:3000"),
  JITSI_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isHostName, {
      message: "must be a host name, such as meet.jit.si (a port may follow: jitsi.example.com:8443)",
    })
    .default(defaultJitsiHost),
  CALENDAR_FEED_ALLOW_PRIVATE: z.stringbool({ truthy: ["true"], falsy: ["false"] }).default(false),
  CALENDAR_SECRETS_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, "base64").length === 32, {
      message: "must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`",
    })
    .optional(),
  FORM_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
  PASSWORD_HASH_TEST_COST: z.stringbool({ truthy: ["true"], falsy: ["false"] }).default(false),
  TRUST_PROXY: TrustProxySchema,
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(z.number().int().min(1).max(65_535).optional()),
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  S3_BUCKET: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
      message: "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
    }),
  S3_ENDPOINT: optionalUrl(["http", "https"]),
  // An empty S3_REGION is its default too; an empty S3_PREFIX is no prefix.
  S3_REGION: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().default("us-east-1"),
  ),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]*$/, "must be visible ASCII characters without spaces")
    .default("resumes/"),
  S3_IMAGE_PREFIX: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]*$/, "must be visible ASCII characters without spaces")
    .default("images/"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  MIGRATE_ON_START: z.stringbool({ truthy: ["true"], falsy: ["false"] }).default(true),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  REQUEST_LOG: z.enum(["notable", "all"]).default("notable"),
  OIDC_ISSUER: optionalUrl(["https", "http"]).refine((value) => value === undefined || isAllowedIssuer(value), {
    message: "must be an https URL (plain http only on a loopback address, for local tests)",
  }),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ALLOWED_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/.test(value),
      {
        message: "must be a domain name, such as nexoratech.in",
      },
    ),
  OIDC_BUTTON_LABEL: z.string().trim().max(60).optional(),
  GEOIP_DATABASE: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  // E-mails a minute, which most relays take from one sender without throttling (decision 079).
  NEWSLETTER_RATE: z.coerce.number().int().min(1).max(600_000).default(600),
});

/** A host name with an optional port, as it stands between "https://" and the path: nothing else. */
function isHostName(value: string): boolean {
  const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
  if (!new RegExp(`^${label}(?:\\.${label})*(?::\\d{1,5})?$`).test(value) || value.length > 253) return false;
  return URL.parse(`https://${value}/`)?.host === value;
}

/** An issuer over https, or over plain http on this machine only (a test's own provider): never elsewhere. */
function isAllowedIssuer(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === "https:" || isLoopbackHttp(url));
}

/** Plain http to this machine: the one place single sign-on may go without TLS (server/staff/single-sign-on.ts). */
export const isLoopbackHttp = (url: URL) =>
  url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

export type SettingName = keyof typeof ConfigSchema.shape;

/** Every variable the server reads, in the schema's order (docs/manual.md's table and .env.example list the same). */
export const settingNames = Object.keys(ConfigSchema.shape) as SettingName[];

/** A setting's default as the schema gives it, or undefined when it has none: unset means off or another source. */
function defaultOf(schema: z.ZodType): string | undefined {
  if (schema instanceof z.ZodDefault) return String(schema.def.defaultValue);
  if (schema instanceof z.ZodPipe) return defaultOf(schema.in as z.ZodType) ?? defaultOf(schema.out as z.ZodType);
  return undefined;
}

/** Each setting's default, written as in the environment (`"3000"`, `"true"`); undefined: none. */
export function settingDefaults(): Record<SettingName, string | undefined> {
  const defaults = {} as Record<SettingName, string | undefined>;
  for (const name of settingNames) defaults[name] = defaultOf(ConfigSchema.shape[name]);
  return defaults;
}

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  salesEmail: string;
  careersEmail: string;
  publicSiteUrl: string;
  /** Where a consultant who meets on Jitsi gets a new room per call: https://<this>/<room name>. */
  jitsiHost: string;
  /** Tests only: consultants' calendar feeds may be read over http from this machine or a private network. */
  calendarFeedAllowPrivate: boolean;
  /** The key that seals consultants' CalDAV app passwords; unset: one kept in DATA_DIR, with the embedded database only. */
  calendarSecretsKey: Buffer | undefined;
  /** POSTs one client address may make to each form endpoint in 10 minutes; 0 means no limit. */
  formRateLimit: number;
  /** Tests only: staff passwords hashed at the tests' cost (`testPasswordCost`), not OWASP's (decision 082). */
  passwordHashTestCost: boolean;
  /** Whose X-Forwarded-For is believed: nobody, or these addresses and ranges. */
  trustProxy: false | string[];
  /** How long start-up keeps trying to reach an unreachable database before giving up. */
  databaseWaitSeconds: number;
  /** Where the form quotas and the cache announcements are shared; unset: the database. */
  redisUrl: string | undefined;
  /** The port Prometheus scrapes; unset: no metrics server. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Where resumes and editors' images go: an S3-compatible bucket, or (undefined) DATA_DIR/resumes and DATA_DIR/images. */
  s3: S3Config | undefined;
  /** PostgreSQL connections each worker process may hold. */
  databasePoolSize: number;
  /** Worker processes serving the port; 1 is a single process without a cluster. */
  webConcurrency: number;
  /** False when migrations run as a release step (`npm run db:migrate`) instead. */
  migrateOnStart: boolean;
  /** How long a shutdown may take to finish the requests under way before the process gives up. */
  shutdownTimeoutSeconds: number;
  /** "notable": a line for each request that changed something, failed or was slow; "all": one for every request. */
  requestLog: "notable" | "all";
  /** Staff may sign in with the company's OpenID Connect provider; undefined: not configured. */
  singleSignOn: SingleSignOnConfig | undefined;
  /** A MaxMind city database (.mmdb) naming the place of a staff session's address; undefined: none. */
  geoipDatabase: string | undefined;
  /** The newsletters' e-mails a minute, all together (docs/decisions/079-newsletter-sending.md). */
  newsletterRate: number;
};

export type SingleSignOnConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Only addresses of this domain sign in, e.g. nexoratech.in (lower case). */
  allowedDomain: string;
  /** The sign-in page's button. */
  buttonLabel: string;
};

export type S3Config = {
  bucket: string;
  /** Unset for AWS itself, whose endpoint the SDK derives from the region. */
  endpoint: string | undefined;
  region: string;
  /** Put before every resume's key, e.g. "resumes/", so the bucket may hold other things. */
  prefix: string;
  /** Put before every key of an editor's image and its sizes, e.g. "images/". */
  imagePrefix: string;
  /** Unset: the SDK's default chain (AWS_* variables, a profile, the machine's or container's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export class ConfigError extends Error {}

/** A URL as it may be printed: any password replaced (DATABASE_URL and SMTP_URL carry one). */
export function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, "$1***@");
}

/** Reads the configuration from the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const shown = withoutPassword(env[name] ?? "");
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(shown)}: ${issue?.message ?? "invalid value"}`);
  }
  const value = parsed.data;
  if (value.WEB_CONCURRENCY > 1 && !value.DATABASE_URL) {
    throw new ConfigError(
      `Invalid WEB_CONCURRENCY="${value.WEB_CONCURRENCY}": more than 1 needs DATABASE_URL (the embedded database serves one process)`,
    );
  }
  if (value.METRICS_PORT === value.PORT) {
    throw new ConfigError(`Invalid METRICS_PORT=${JSON.stringify(env.METRICS_PORT)}: must differ from PORT`);
  }
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: path.resolve(value.DATA_DIR),
    smtpUrl: value.SMTP_URL,
    salesEmail: value.SALES_EMAIL,
    careersEmail: value.CAREERS_EMAIL,
    publicSiteUrl: value.PUBLIC_SITE_URL.replace(/\/+$/, ""),
    jitsiHost: value.JITSI_HOST,
    calendarFeedAllowPrivate: value.CALENDAR_FEED_ALLOW_PRIVATE,
    calendarSecretsKey: value.CALENDAR_SECRETS_KEY ? Buffer.from(value.CALENDAR_SECRETS_KEY, "base64") : undefined,
    formRateLimit: value.FORM_RATE_LIMIT,
    passwordHashTestCost: value.PASSWORD_HASH_TEST_COST,
    trustProxy: value.TRUST_PROXY,
    databaseWaitSeconds: value.DATABASE_WAIT_SECONDS,
    redisUrl: value.REDIS_URL,
    metricsPort: value.METRICS_PORT,
    metricsHost: value.METRICS_HOST,
    s3: s3ConfigOf(value, env),
    databasePoolSize: value.DATABASE_POOL_SIZE,
    webConcurrency: value.WEB_CONCURRENCY,
    migrateOnStart: value.MIGRATE_ON_START,
    shutdownTimeoutSeconds: value.SHUTDOWN_TIMEOUT_SECONDS,
    requestLog: value.REQUEST_LOG,
    singleSignOn: singleSignOnConfigOf(value, env),
    geoipDatabase: value.GEOIP_DATABASE && path.resolve(value.GEOIP_DATABASE),
    newsletterRate: value.NEWSLETTER_RATE,
  };
}

const singleSignOnSettings = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_ALLOWED_DOMAIN"] as const;

/**
 * Single sign-on takes its four settings together or not at all: three of them would be a
 * half-configured way in, refused at start rather than failing at someone's first sign-in.
 * No message shows a value: the client secret must never reach a log.
 */
function singleSignOnConfigOf(
  value: z.infer<typeof ConfigSchema>,
  env: Record<string, string | undefined>,
): SingleSignOnConfig | undefined {
  const given = (name: SettingName) => (env[name] ?? "").trim() !== "";
  const missing = singleSignOnSettings.filter((name) => !given(name));
  if (missing.length === singleSignOnSettings.length) {
    if (given("OIDC_BUTTON_LABEL"))
      throw new ConfigError("Invalid OIDC_BUTTON_LABEL: it is set but OIDC_ISSUER is not.");
    return undefined;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid ${missing[0]}: single sign-on needs ${singleSignOnSettings.join(", ")} all set (or none of them); ${missing.join(", ")} not set.`,
    );
  }
  const issuer = value.OIDC_ISSUER!;
  return {
    issuer,
    clientId: value.OIDC_CLIENT_ID!,
    clientSecret: value.OIDC_CLIENT_SECRET!,
    allowedDomain: value.OIDC_ALLOWED_DOMAIN!,
    buttonLabel:
      value.OIDC_BUTTON_LABEL ||
      (new URL(issuer).hostname === "accounts.google.com" ? "Sign in with Google" : "Sign in with single sign-on"),
  };
}

/**
 * S3_BUCKET turns object storage on; every other S3_ variable without it is half a
 * configuration, refused rather than ignored (the operator meant something: what the
 * environment says, not the schema's defaults). Neither message shows a value: the secret
 * must never reach a log.
 */
function s3ConfigOf(
  value: z.infer<typeof ConfigSchema>,
  env: Record<string, string | undefined>,
): S3Config | undefined {
  const set = (name: keyof typeof value) => value[name] !== undefined && value[name] !== "";
  const given = (name: SettingName) => (env[name] ?? "").trim() !== "";
  const others = [
    "S3_ENDPOINT",
    "S3_REGION",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
    "S3_PREFIX",
    "S3_IMAGE_PREFIX",
  ] as const;
  if (!value.S3_BUCKET) {
    const stray = others.find(given);
    if (stray) throw new ConfigError(`Invalid ${stray}: it is set but S3_BUCKET is not (set both, or neither).`);
    return undefined;
  }
  if (set("S3_ACCESS_KEY_ID") !== set("S3_SECRET_ACCESS_KEY")) {
    const [missing, present] = set("S3_ACCESS_KEY_ID")
      ? ["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"]
      : ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
    throw new ConfigError(
      `Invalid ${missing}: it is not set but ${present} is (set both, or neither for the SDK's default credentials).`,
    );
  }
  return {
    bucket: value.S3_BUCKET,
    endpoint: value.S3_ENDPOINT,
    region: value.S3_REGION,
    prefix: value.S3_PREFIX,
    imagePrefix: value.S3_IMAGE_PREFIX,
    credentials:
      value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** What a server says at every start about settings that only tests should use (decision 082). */
export function configurationWarnings(config: Config): string[] {
  return config.passwordHashTestCost
    ? [
        "PASSWORD_HASH_TEST_COST is set: staff passwords are hashed at the tests' cost, not OWASP's; never so in production",
      ]
    : [];
}
