import { createHash } from "node:crypto";

/** What a page's head holds, without what only a browser without JavaScript reads. */
const headOf = (html: string) =>
  (/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "").replace(/<noscript>[\s\S]*?<\/noscript>/g, "");

const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const stylesheetLinks = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => attributeOf(tag, "rel") === "stylesheet");

/** The text of each <style> element of the page. */
export const inlineStylesIn = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = ""]) => css);

/** The stylesheets the page's head makes the first paint wait for: those for every medium. */
export const blockingStylesheetsIn = (html: string) =>
  stylesheetLinks(headOf(html))
    .filter((tag) => ["all", "screen", undefined].includes(attributeOf(tag, "media")))
    .map((tag) => attributeOf(tag, "href"));

/** Every stylesheet the page names, however it loads it. */
export const stylesheetsIn = (html: string) => stylesheetLinks(html).map((tag) => attributeOf(tag, "href"));

/**
 * Whether a Content-Security-Policy lets a <style> element with this text apply (CSP Level 3):
 * style-src-elem, else style-src, else default-src decides; a hash or nonce in it switches
 * 'unsafe-inline' off, so then only a matching hash allows the element.
 */
export function policyAllowsInlineStyle(policy: string, text: string): boolean {
  const directives = new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const sources =
    directives.get("style-src-elem") ?? directives.get("style-src") ?? directives.get("default-src") ?? [];
  const hash = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  if (sources.includes(hash)) return true;
  return (
    sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source))
  );
}
