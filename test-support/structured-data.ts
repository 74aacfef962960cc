/** A page's JSON-LD blocks (<script type="application/ld+json">), parsed, in the page's order. */
export const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
