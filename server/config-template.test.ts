import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

import { describe, expect, it } from "vitest";

import { loadConfig, settingDefaults, settingNames } from "./config";

/**
 * The configuration is told three times: the schema the server checks the environment against
 * (server/config.ts), the manual's table (docs/manual.md) and .env.example. Each maps a setting's name to its
 * default as written in the environment, or undefined when unset is its default.
 */
type Defaults = Record<string, string | undefined>;

/** The rows of the table under "## Configuration": `NAME` (or several) | `default` or "unset ..." | meaning. */
function manualDefaults(manual: string): Defaults {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(manual)?.[1];
  if (!section) throw new Error('docs/manual.md has no "## Configuration" section');
  const defaults: Defaults = {};
  for (const line of section.split("\n")) {
    if (!line.startsWith("| `")) continue;
    const [names = "", fallback = ""] = line
      .split("|")
      .slice(1, 3)
      .map((cell) => cell.trim());
    const value = /^`([^`]*)`/.exec(fallback)?.[1];
    if (value === undefined && !/^unset\b/.test(fallback)) {
      throw new Error(`docs/manual.md: the default of ${names} is neither \`a value\` nor "unset": ${fallback}`);
    }
    for (const [, name] of names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
      if (name! in defaults) throw new Error(`docs/manual.md names ${name} twice`);
      defaults[name!] = value;
    }
  }
  return defaults;
}

/** Every `NAME=value` line, commented out or not; an empty value is unset. */
function templateDefaults(template: string): Defaults {
  const defaults: Defaults = {};
  for (const line of template.split("\n")) {
    const [, name, value] = /^(?:#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line) ?? [];
    if (!name) continue;
    if (name in defaults) throw new Error(`.env.example names ${name} twice`);
    defaults[name] = value === "" ? undefined : value;
  }
  return defaults;
}

describe("the configuration template", () => {
  const schema = settingDefaults();
  const manual = readFileSync("docs/manual.md", "utf8");
  const template = readFileSync(".env.example", "utf8");

  it("knows every setting and its default from the schema", () => {
    expect(settingNames).toContain("PORT");
    expect(schema).toMatchObject({ PORT: "3000", MIGRATE_ON_START: "true", S3_REGION: "us-east-1" });
    expect(schema.DATABASE_URL).toBeUndefined();
  });

  // toStrictEqual, not toEqual: a name missing on one side with an undefined default still differs.
  it("is the manual's table: the same settings with the same defaults", () => {
    expect(manualDefaults(manual)).toStrictEqual(schema);
  });

  it("is .env.example: the same settings with the same defaults", () => {
    expect(templateDefaults(template)).toStrictEqual(schema);
  });

  it("changes nothing when copied to .env as it is: the server starts on exactly its defaults", () => {
    expect(loadConfig(parseEnv(template))).toEqual(loadConfig({}));
  });

  it("tells every setting's meaning in a comment above it", () => {
    const lines = template.split("\n");
    lines.forEach((line, index) => {
      if (!/^(#\s*)?[A-Z][A-Z0-9_]*=/.test(line)) return;
      // The line above is its meaning, or another setting that shares it (a key pair).
      const above = lines.slice(0, index).findLast((candidate) => !/^(#\s*)?[A-Z][A-Z0-9_]*=/.test(candidate));
      expect(above, line).toMatch(/^# \S/);
    });
  });
});
