/** The same page with its module scripts started after its first paint. */
export function startScriptsAfterFirstPaint(html: string): string;
