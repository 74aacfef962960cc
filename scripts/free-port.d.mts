/** A port nothing listens on now, below the system's own range of ports. */
export function freePort(): Promise<number>;
