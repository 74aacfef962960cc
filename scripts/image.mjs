// `npm run image`: builds the site's image from the Dockerfile as it is (docs/deploy.md, "Building the
// image"), with podman or Docker. The base is the official node image the Dockerfile names; where no
// container registry answers (the development and CI machines), a stand-in made from Debian's and the
// npm registry's packages (scripts/image/stand-in-base.mjs), built once and kept.
//
//   NEXORA_IMAGE      the tag to build (default localhost/nexora-site:latest)
//   NODE_IMAGE        another base to build on
//   PUBLIC_SITE_URL   the site's origin, fixed at build time
//   NODE_EXTRA_CA_CERTS  certificate authorities the npm registry is reached through (a TLS proxy):
//                     handed to the build's `npm ci` as a secret, never written into the image
import fs from "node:fs";

import { engineOutput, engineRun, hasImage, podman, ulimits } from "./image/engine.mjs";
import { imageTag } from "./image/image-tag.mjs";
import { buildStandInBase } from "./image/stand-in-base.mjs";

const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const officialBase = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
const nodeVersion = JSON.parse(fs.readFileSync("package.json", "utf8")).devDependencies.node;

/** The base to build on: the one asked for, the official image, or the stand-in. */
async function baseImage() {
  if (process.env.NODE_IMAGE) return process.env.NODE_IMAGE;
  if (hasImage(officialBase)) return officialBase;
  try {
    // A registry that does not answer is as good as none: two minutes, then the stand-in.
    engineOutput(["pull", "--quiet", officialBase], { stdio: "pipe", timeout: 120_000 });
    return officialBase;
  } catch (error) {
    const reason = String(error.stderr ?? error.message)
      .trim()
      .split("\n")
      .at(-1);
    const standIn = `localhost/node-stand-in:${nodeVersion}-bookworm-slim`;
    console.log(`${officialBase} could not be pulled (${reason}); building on ${standIn}`);
    if (!hasImage(standIn)) {
      console.log(`making ${standIn} from Debian's packages and the npm registry`);
      await buildStandInBase(standIn, nodeVersion);
    }
    return standIn;
  }
}

export async function buildImage() {
  const base = await baseImage();
  const extraCertificates = process.env.NODE_EXTRA_CA_CERTS;
  const started = Date.now();
  await engineRun([
    "build",
    // Docker's format keeps the HEALTHCHECK (OCI's has no place for it). No layer cache: podman 4.3
    // (buildah 1.28) took `COPY --from=build` from its cache after the build stage had built anew,
    // and the image shipped the previous server.
    ...(podman ? ["--format", "docker", "--no-cache"] : []),
    "--network=host",
    ...ulimits,
    "--build-arg",
    `NODE_IMAGE=${base}`,
    ...(process.env.PUBLIC_SITE_URL ? ["--build-arg", `PUBLIC_SITE_URL=${process.env.PUBLIC_SITE_URL}`] : []),
    ...(extraCertificates && fs.existsSync(extraCertificates)
      ? ["--secret", `id=extra-ca-certificates,src=${extraCertificates}`]
      : []),
    "--tag",
    imageTag,
    ".",
  ]);
  const bytes = Number(engineOutput(["image", "inspect", "--format", "{{.Size}}", imageTag]).trim());
  console.log(
    `built ${imageTag} on ${base} in ${Math.round((Date.now() - started) / 1000)} s: ${Math.round(bytes / 1e6)} MB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildImage();
