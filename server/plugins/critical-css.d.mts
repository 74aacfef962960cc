import type { CompactPlan } from "beasties/runtime";

/** Written by the build beside build/client: the public stylesheet's plan. */
export const criticalCssPlanFile: string;

/** The most a page's compressed HTML may weigh with its critical CSS inlined. */
export const firstRoundTripHtmlBytes: number;

/** Whether a page that brotli compresses to `brotliBytes` with its critical CSS comes in the first round trip. */
export function fitsFirstRoundTrip(brotliBytes: number): boolean;

/** Whether a page that brotli's quick setting compresses to `quickBrotliBytes` is sure to outgrow the first round trip. */
export function surelyOutgrowsFirstRoundTrip(quickBrotliBytes: number): boolean;

/** Inlines the critical CSS of `plans`' stylesheets into an HTML page. */
export function criticalCssInliner(plans: CompactPlan[]): (html: string) => string;

/** The inliner of a build's plan. */
export function readCriticalCssInliner(buildDirectory: string): Promise<(html: string) => string>;
