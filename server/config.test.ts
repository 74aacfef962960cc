import path from "node:path";

import { describe, expect, it } from "vitest";

import { loadConfig } from "./config";

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
      formRateLimit: 5,
    });
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
      FORM_RATE_LIMIT: "0",
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
      formRateLimit: 0,
    });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/site"],
    ["SMTP_URL", "http://mail"],
    ["SALES_EMAIL", "not-an-address"],
    ["PUBLIC_SITE_URL", "ftp://example.com"],
    ["FORM_RATE_LIMIT", "-1"],
  ])("rejects %s=%s with one line naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^Invalid ${name}=[^\\n]+$`));
  });
});
