/** Whether `build/` was made from the sources as they are now, for the public site URL now set. */
export function buildIsCurrent(): boolean;
/** Records that the build was made now, for the public site URL now set. */
export function writeBuildStamp(): void;
