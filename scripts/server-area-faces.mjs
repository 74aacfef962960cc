// The server's areas and the face each shows the others (docs/architecture.md, "The walls"): an area is a
// folder of server/ with an area.ts, and declares in its own public-modules.json the modules it opens and
// the areas it builds on, each with the reason. ESLint builds the import walls from them (eslint.config.js);
// server/area-walls.test.ts proves them.
import fs from "node:fs";
import path from "node:path";

import { z } from "zod";

const declarationFile = "public-modules.json";

/** Each name mapped to why: a reason is what keeps an open module or a dependency between areas honest. */
const reasons = (name) => z.record(name, z.string().trim().min(1, "give the reason")).default({});

const declaration = z.strictObject({
  // A module's path inside its area, without the extension: `mail-outbox`, `mailbox/desk-emails`.
  modules: reasons(z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "a module's path in its area, no extension")),
  builtOn: reasons(z.string()),
});

const isModule = (areaFolder, name) => [".ts", ".tsx"].some((ext) => fs.existsSync(path.join(areaFolder, name + ext)));

function jsonOf(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
}

/** One area's declaration, checked: every module it opens exists, every area it builds on is one. */
function faceOf(folder, area, areas) {
  const file = path.join(folder, area, declarationFile);
  if (!fs.existsSync(file)) return { modules: {}, builtOn: {} };
  const parsed = declaration.safeParse(jsonOf(file));
  if (!parsed.success) throw new Error(`${file}:\n${z.prettifyError(parsed.error)}`);
  const face = parsed.data;
  const missing = Object.keys(face.modules).filter((name) => !isModule(path.join(folder, area), name));
  if (missing.length) throw new Error(`${file} opens modules ${area}/ does not have: ${missing.join(", ")}`);
  const notAreas = Object.keys(face.builtOn).filter((name) => name === area || !areas.includes(name));
  if (notAreas.length) throw new Error(`${file} builds on what is no other area: ${notAreas.join(", ")}`);
  return face;
}

/**
 * Every area of `folder` (server/ unless a test's fixture), with the modules it opens and the areas it
 * builds on, by name: `{ bookings: { modules: { "booking-columns": "why", ... }, builtOn: { consultants: "why" } } }`.
 * An area without a declaration opens nothing. A declaration that names what is not there throws, so lint
 * stops rather than walling by a typo.
 */
export function serverAreaFaces(folder = "server") {
  const areas = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, "area.ts")))
    .map(({ name }) => name);
  return Object.fromEntries(areas.map((area) => [area, faceOf(folder, area, areas)]));
}
