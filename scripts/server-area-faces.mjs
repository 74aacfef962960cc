// The server's areas and the face each shows the others (docs/architecture.md, "The walls"): an area is a
// folder of server/ with an area.ts, and declares in its own public-modules.json the modules it opens and
// the areas it builds on, each with the reason. ESLint builds the import walls from them (eslint.config.js);
// server/area-walls.test.ts proves them.
import fs from "node:fs";
import path from "node:path";

const declarationFile = "public-modules.json";

/** A module's path inside its area, without the extension (`mail-outbox`, `mailbox/desk-emails`), that is there. */
const isModule = (areaFolder, name) =>
  /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(name) &&
  [".ts", ".tsx"].some((extension) => fs.existsSync(path.join(areaFolder, name + extension)));

const withoutReason = (reasons) =>
  Object.entries(reasons)
    .filter(([, why]) => typeof why !== "string" || !why.trim())
    .map(([name]) => name);

/**
 * What is wrong with one area's declaration, in words: nothing when each module it opens is there, each
 * area it builds on is another area, and each says why (the reason is what keeps the opening honest).
 */
function problemsOf({ modules = {}, builtOn = {}, ...unknown }, area, areaFolder, areas) {
  return [
    ...Object.keys(unknown).map((key) => `"${key}" is neither "modules" nor "builtOn"`),
    ...Object.keys(modules)
      .filter((name) => !isModule(areaFolder, name))
      .map((name) => `it opens "${name}", which is no module of ${area}/ (its path there, without the extension)`),
    ...Object.keys(builtOn)
      .filter((name) => name === area || !areas.includes(name))
      .map((name) => `it builds on "${name}", which is no other area`),
    ...[...withoutReason(modules), ...withoutReason(builtOn)].map((name) => `"${name}" has no reason`),
  ];
}

function jsonOf(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
}

/** One area's declaration, or none (it opens nothing); one that names what is not there throws. */
function faceOf(folder, area, areas) {
  const file = path.join(folder, area, declarationFile);
  if (!fs.existsSync(file)) return { modules: {}, builtOn: {} };
  const declaration = jsonOf(file);
  const problems = problemsOf(declaration, area, path.join(folder, area), areas);
  if (problems.length) throw new Error(`${file}:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  return { modules: declaration.modules ?? {}, builtOn: declaration.builtOn ?? {} };
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
