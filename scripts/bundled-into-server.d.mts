export const bundledIntoServer: string[];
