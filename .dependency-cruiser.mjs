/**
 * No circles in the house (decision 024): no module reaches itself again through its imports, type-only
 * imports included, since a circle of types ties two modules together as firmly as one of values.
 * The walls between areas are ESLint's (eslint.config.js); this checks what a rule on one file cannot.
 * @type {import("dependency-cruiser").IConfiguration}
 */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Break the circle: move what both sides need to a module both may import (kernel, domain/).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router|tools|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
