/** What one area of server/ shows the others: the modules it opens and the areas it builds on, each with why. */
export type ServerAreaFace = { modules: Record<string, string>; builtOn: Record<string, string> };

/** Every area of `folder` (server/ by default), read from their public-modules.json; throws at a name that is not there. */
export function serverAreaFaces(folder?: string): Record<string, ServerAreaFace>;
