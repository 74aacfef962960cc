import type { CompactPlan } from "beasties/runtime";

/** A stylesheet compiled for the inliner (server/plugins/critical-css.mjs), once per build. */
export function criticalCssPlan(css: string, href: string): CompactPlan;
