import fs from "node:fs";

import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";

import { areasOf, backOfficeAreas, staffRoles } from "../domain/staff/staff";
import { authorisationTable, rolesParagraph, withRolesParagraph } from "./access-docs";

const formatted = async (file: URL, text: string) =>
  format(text, { ...(await resolveConfig(file)), parser: "markdown" });

describe("who may do what, as the docs say it", () => {
  it("is what docs/authorisation.md and the manual's roles say, word for word (npm run access:write)", async () => {
    const manual = new URL("../docs/manual.md", import.meta.url);
    const table = new URL("../docs/authorisation.md", import.meta.url);
    const written = fs.readFileSync(manual, "utf8");
    expect(written).toBe(await formatted(manual, withRolesParagraph(written)));
    expect(fs.readFileSync(table, "utf8")).toBe(await formatted(table, authorisationTable()));
  });

  it("marks each role's areas and no others, and names every role and area", () => {
    const rows = authorisationTable()
      .split("\n")
      .filter((line) => backOfficeAreas.some((area) => line.startsWith(`| ${area} |`)));
    expect(rows).toHaveLength(backOfficeAreas.length);
    for (const [index, area] of backOfficeAreas.entries()) {
      const marks = rows[index]!.split("|")
        .slice(3, -1)
        .map((cell) => cell.trim());
      expect(marks).toEqual(staffRoles.map((role) => (areasOf(role).includes(area) ? "yes" : "")));
    }
    for (const role of staffRoles) expect(rolesParagraph()).toContain(`- \`${role}\`: `);
  });
});
