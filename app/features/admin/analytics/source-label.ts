/** A source as people read it: "direct" says there was no source at all. */
export const sourceNameLabel = (source: string) => (source === "direct" ? "Direct (no source)" : source);
