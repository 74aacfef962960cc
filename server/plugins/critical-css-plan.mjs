// The build's half of server/plugins/critical-css.mjs: beasties' compiler (PostCSS and all) runs in
// scripts/inline-critical-css.mjs, never in the server, which reads the plan it writes.
import { compileSheet, encodePlan } from "beasties/compiler";

/**
 * A stylesheet compiled for the inliner, once per build. A selector that starts with a pseudo-class
 * (Tailwind's `:where(.space-y-2>:not(:last-child))`, preflight's `::placeholder`) is never critical
 * to beasties, which strips the pseudo-class with what it holds before matching: such rules are
 * always inlined, or a page's spacing would jump when the stylesheet arrives.
 * @param {string} css
 * @param {string} href the stylesheet's address in the pages' <link>
 * @returns {import("beasties/runtime").CompactPlan}
 */
export function criticalCssPlan(css, href) {
  const sheet = compileSheet(css, { href, allowRules: [/^:/] });
  // Beasties 0.5.4 ends an at-rule with a block (Tailwind's `@property --tw-border-style{…}`) with a
  // ";" as if it had none: the stray ";" makes the browser drop the next rule, so every @property but
  // the first was lost and `border-4` drew no border until the stylesheet came.
  for (const rule of sheet.rules) if (rule.css?.endsWith("};")) rule.css = rule.css.slice(0, -1);
  return encodePlan(sheet);
}
