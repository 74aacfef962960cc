import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// docs/architecture.md promises a newcomer that every file it names exists. A round of renames
// (decision 056) had left seven of its contract names and one module's path naming files that had moved.
const root = path.resolve(import.meta.dirname, "..");
const guide = fs.readFileSync(path.join(root, "docs/architecture.md"), "utf8");

const topFolders = [
  "app",
  "server",
  "contracts",
  "domain",
  "scripts",
  "e2e",
  "test-support",
  "docs",
  "drizzle",
  "tools",
];
const quoted = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const exists = (...parts: string[]) => fs.existsSync(path.join(root, ...parts));

/** Whether `name`, with at most one `*`, names at least one entry of `folder`. */
function namesAnEntry(folder: string, name: string) {
  if (!name.includes("*")) return exists(folder, name);
  const [before, after] = name.split("*") as [string, string];
  return fs.readdirSync(path.join(root, folder)).some((entry) => entry.startsWith(before) && entry.endsWith(after));
}

/** The rows of the table "Where each area lives", as cells: area, URLs, app, contract, server, domain. */
function areaRows() {
  const section = guide.split("## Where each area lives")[1]!.split("\n## ")[0]!;
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| area ") && !line.startsWith("|---"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe("docs/architecture.md, the guide a newcomer reads", () => {
  it("names only paths that exist", () => {
    const paths = quoted(guide).filter(
      (text) => topFolders.some((folder) => text.startsWith(`${folder}/`)) && /^[\w./+-]+$/.test(text),
    );
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((name) => !exists(name))).toEqual([]);
  });

  it.each([
    { folder: "domain", sentence: /`domain\/` is in folders by area ([^.]*)\./ },
    { folder: "server/kernel", sentence: /`server\/kernel\/` is what every area stands on, in folders: ([^]*?)\.\n/ },
    // The areas; the folders as low as the kernel (db, emails, plugins) have a sentence of their own.
    {
      folder: "server",
      sentence: /One folder per \*\*area\*\*[^:]*:([^]*?), named as/,
      besides: ["db", "emails", "kernel", "plugins"],
    },
  ])(
    "names every folder of $folder/, and no other, where it says what $folder/ holds",
    ({ folder, sentence, besides = [] }) => {
      const text = sentence.exec(guide)?.[1];
      expect(text, `the sentence that lists ${folder}/'s folders`).toBeDefined();
      const named = quoted(text!)
        .filter((name) => /^[\w-]+\/?$/.test(name))
        .map((name) => name.replace(/\/$/, ""));
      const folders = fs
        .readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !besides.includes(entry.name))
        .map((entry) => entry.name);
      expect(named.toSorted()).toEqual(folders.toSorted());
    },
  );

  it("names, for each area, its app, contract, server and domain folders and files as they are", () => {
    const rows = areaRows();
    expect(rows.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const [area, , app, contract, server, domain] of rows) {
      for (const name of quoted(app!))
        if (!exists("app", name) && !exists("app/features", name)) missing.push(`${area}: app/${name}`);
      for (const name of quoted(contract!))
        if (!namesAnEntry("contracts", name)) missing.push(`${area}: contracts/${name}`);
      // A name in brackets after a folder is in that folder, or names its own path from server/.
      let folder = "";
      for (const name of quoted(server!)) {
        if (name.endsWith("/") && exists("server", name)) folder = name;
        else if (!exists("server", name) && !exists("server", folder, name)) missing.push(`${area}: server/${name}`);
      }
      for (const name of quoted(domain!)) if (!exists("domain", name)) missing.push(`${area}: domain/${name}`);
    }
    expect(missing).toEqual([]);
  });
});
