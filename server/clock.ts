/** The current instant. Passed in so rules that depend on "now" can be tested at fixed instants. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
