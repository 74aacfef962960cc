import { expect, it } from "vitest";

import { serverNodeFlags } from "../server-node-flags.mjs";
import { engineOutput } from "./engine.mjs";
import { imageTag } from "./image-tag.mjs";

/** docs/deploy.md, "Size and start": the image's size may grow only with a new budget there. */
const budgetBytes = 560e6;

type HealthCheck = { Test: string[] };
/** Docker keeps the health check in the configuration, podman beside it. */
type Inspected = {
  Size: number;
  Healthcheck?: HealthCheck;
  Config: { User: string; Cmd?: string[]; Healthcheck?: HealthCheck; Volumes?: Record<string, unknown> };
};

it("keeps to its size budget, runs as node with the server's flags, keeps its health check and its /data volume", () => {
  const [image] = JSON.parse(engineOutput(["image", "inspect", imageTag])) as [Inspected];
  expect(image.Size).toBeLessThanOrEqual(budgetBytes);
  expect(image.Config.User).toBe("node");
  expect(image.Config.Cmd).toEqual(["node", ...serverNodeFlags, "build/node/main.js"]);
  expect((image.Config.Healthcheck ?? image.Healthcheck)?.Test.slice(0, 3)).toEqual(["CMD", "node", "-e"]);
  expect(Object.keys(image.Config.Volumes ?? {})).toEqual(["/data"]);
});

it("keeps nothing of the machine that built it in its history: no path, no certificate", () => {
  const history = engineOutput(["history", "--no-trunc", "--format", "{{.CreatedBy}}", imageTag]);
  expect(history).toContain(
    `CMD ["node", ${serverNodeFlags.map((flag) => `"${flag}", `).join("")}"build/node/main.js"]`,
  );
  expect(history).not.toMatch(/BEGIN CERTIFICATE|NODE_EXTRA_CA_CERTS=\/(?!run\/secrets)/);
  expect(history).not.toContain(process.cwd());
});
