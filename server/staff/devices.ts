import Bowser from "bowser";

/** "Chrome 140 on Linux": what a person recognises their browser by, from its User-Agent. */
export function describeBrowser(userAgent: string): string {
  if (!userAgent) return "An unknown browser";
  const parser = Bowser.getParser(userAgent);
  const name = parser.getBrowserName() || "An unknown browser";
  const major = parser.getBrowserVersion()?.split(".")[0];
  const system = parser.getOSName();
  return `${major ? `${name} ${major}` : name}${system ? ` on ${system}` : ""}`;
}
