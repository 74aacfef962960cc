// The project brings its own Node.js (the `node` package in devDependencies), and npm scripts put
// it first on PATH. Running a script with the machine's own `node` would test or serve on a
// runtime the project does not support (docs/decisions/006-node-24-from-npm.md).
const wanted = 24;

export function requireProjectNode() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= wanted) return;
  console.error(
    `This is Node.js ${process.versions.node}; the project runs on Node.js ${wanted}. ` +
      "Run it through npm (npm start, npm test), which uses the Node.js that npm install brought.",
  );
  process.exit(1);
}
