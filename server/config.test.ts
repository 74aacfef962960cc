import path from "node:path";

import { describe, expect, it } from "vitest";

import { configurationWarnings, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: path.resolve("./data"),
      smtpUrl: undefined,
      publicSiteUrl: "http://127.0.0.1:3000",
      jitsiHost: "meet.jit.si",
      formRateLimit: 5,
      passwordHashTestCost: false,
      redisUrl: undefined,
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
    });
  });

  it("warns at a server's start of a setting only tests should use", () => {
    expect(configurationWarnings(loadConfig({}))).toEqual([]);
    expect(configurationWarnings(loadConfig({ PASSWORD_HASH_TEST_COST: "true" }))).toEqual([
      "PASSWORD_HASH_TEST_COST is set: staff passwords are hashed at the tests' cost, not OWASP's; never so in production",
    ]);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://u@db/site",
      DATA_DIR: "/var/lib/site",
      SMTP_URL: "smtp://mail:2525",
      SALES_EMAIL: "sales@example.com",
      CAREERS_EMAIL: "jobs@example.com",
      PUBLIC_SITE_URL: "https://www.example.com/",
      JITSI_HOST: "Jitsi.Example.com:8443",
      CALENDAR_FEED_ALLOW_PRIVATE: "true",
      FORM_RATE_LIMIT: "0",
      PASSWORD_HASH_TEST_COST: "true",
      REDIS_URL: "redis://cache:6379/0",
      METRICS_PORT: "9464",
      METRICS_HOST: "0.0.0.0",
    });
    expect(config).toEqual({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgres://u@db/site",
      dataDir: "/var/lib/site",
      smtpUrl: "smtp://mail:2525",
      salesEmail: "sales@example.com",
      careersEmail: "jobs@example.com",
      publicSiteUrl: "https://www.example.com",
      jitsiHost: "jitsi.example.com:8443",
      calendarFeedAllowPrivate: true,
      formRateLimit: 0,
      passwordHashTestCost: true,
      trustProxy: false,
      databaseWaitSeconds: 60,
      redisUrl: "redis://cache:6379/0",
      metricsPort: 9464,
      metricsHost: "0.0.0.0",
      s3: undefined,
      databasePoolSize: 10,
      webConcurrency: 1,
      migrateOnStart: true,
      shutdownTimeoutSeconds: 25,
      requestLog: "notable",
      newsletterRate: 600,
    });
  });

  it("turns object storage on with S3_BUCKET, with defaults for the rest", () => {
    expect(loadConfig({ S3_BUCKET: "nexora-resumes" }).s3).toEqual({
      bucket: "nexora-resumes",
      endpoint: undefined,
      region: "us-east-1",
      prefix: "resumes/",
      imagePrefix: "images/",
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: "nexora-resumes",
        S3_ENDPOINT: "https://s3.example.com",
        S3_REGION: "ap-south-1",
        S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
        S3_SECRET_ACCESS_KEY: "secret/key",
        S3_PREFIX: "",
        S3_IMAGE_PREFIX: "site/images/",
      }).s3,
    ).toEqual({
      bucket: "nexora-resumes",
      endpoint: "https://s3.example.com",
      region: "ap-south-1",
      prefix: "",
      imagePrefix: "site/images/",
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret/key" },
    });
  });

  it("reads an empty S3_REGION as its default, and an empty S3_PREFIX as no prefix", () => {
    expect(loadConfig({ S3_BUCKET: "b-1", S3_REGION: " ", S3_PREFIX: "" }).s3).toMatchObject({
      region: "us-east-1",
      prefix: "",
    });
    expect(loadConfig({ S3_REGION: "", S3_PREFIX: "" }).s3).toBeUndefined();
  });

  it.each([
    [{ S3_ENDPOINT: "https://s3.example.com" }, "S3_ENDPOINT"],
    [{ S3_ACCESS_KEY_ID: "AKIAEXAMPLE" }, "S3_ACCESS_KEY_ID"],
    // Their defaults live in the schema; what counts is what the environment says.
    [{ S3_REGION: "ap-south-1" }, "S3_REGION"],
    [{ S3_PREFIX: "cv/" }, "S3_PREFIX"],
    [{ S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "AKIAEXAMPLE" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "b-1", S3_SECRET_ACCESS_KEY: "hunter2" }, "S3_ACCESS_KEY_ID"],
    [{ S3_BUCKET: "Not A Bucket" }, "S3_BUCKET"],
    [{ S3_BUCKET: "b-1", S3_ENDPOINT: "s3.example.com" }, "S3_ENDPOINT"],
  ])("refuses half an S3 configuration %j, naming %s and never the secret", (env, name) => {
    expect(() => loadConfig(env)).toThrowError(new RegExp(`^Invalid ${name}[=:][^\\n]+$`));
    expect(() => loadConfig(env)).not.toThrow(/hunter2/);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/site"],
    ["SMTP_URL", "http://mail"],
    ["SALES_EMAIL", "not-an-address"],
    ["PUBLIC_SITE_URL", "ftp://example.com"],
    ["JITSI_HOST", "https://meet.jit.si"],
    ["JITSI_HOST", "meet.jit.si/room"],
    ["JITSI_HOST", "user@meet.jit.si"],
    ["JITSI_HOST", "meet.jit.si:99999"],
    ["JITSI_HOST", ""],
    ["FORM_RATE_LIMIT", "-1"],
    ["PASSWORD_HASH_TEST_COST", "yes"],
    ["DATABASE_POOL_SIZE", "0"],
    ["WEB_CONCURRENCY", "0"],
    ["MIGRATE_ON_START", "no"],
    ["SHUTDOWN_TIMEOUT_SECONDS", "0"],
    ["REDIS_URL", "http://cache:6379"],
    ["METRICS_PORT", "0"],
    ["METRICS_PORT", "metrics"],
  ])("rejects %s=%s with one line naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^Invalid ${name}=[^\\n]+$`));
  });

  it.each([
    [undefined, false],
    ["false", false],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, 192.168.1.7 ,loopback", ["10.0.0.0/8", "192.168.1.7", "loopback"]],
    ["2001:db8::/32", ["2001:db8::/32"]],
  ])("reads TRUST_PROXY=%j as %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(["true", "10.0.0.0/33", "proxy.internal", "10.0.0.1/8/8", "3"])("refuses TRUST_PROXY=%j", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid TRUST_PROXY=/);
  });

  it("reads the settings of several instances", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u@db/site",
      DATABASE_POOL_SIZE: "4",
      WEB_CONCURRENCY: "3",
      MIGRATE_ON_START: "false",
      SHUTDOWN_TIMEOUT_SECONDS: "40",
    });
    expect(config).toMatchObject({
      databasePoolSize: 4,
      webConcurrency: 3,
      migrateOnStart: false,
      shutdownTimeoutSeconds: 40,
    });
  });

  it("logs every request with REQUEST_LOG=all, and refuses a policy it does not know", () => {
    expect(loadConfig({ REQUEST_LOG: "all" }).requestLog).toBe("all");
    expect(() => loadConfig({ REQUEST_LOG: "none" })).toThrow(/^Invalid REQUEST_LOG=/);
  });

  it("refuses several worker processes on the embedded database, in one line", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /^Invalid WEB_CONCURRENCY="2": more than 1 needs DATABASE_URL \(the embedded database serves one process\)$/,
    );
  });

  it("refuses a METRICS_PORT that is the public PORT: the public port never answers /metrics", () => {
    expect(() => loadConfig({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(
      /^Invalid METRICS_PORT="8080": must differ/,
    );
  });

  it("never prints a password from a URL it refuses", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mailer:hunter2@mail:25" })).toThrow(
      'Invalid SMTP_URL="http://mailer:***@mail:25"',
    );
  });
});
