export const bundledIntoServer: string[];
export const chartPackages: (string | RegExp)[];
