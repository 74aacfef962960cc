export const serverNodeFlags: string[];
export const serverEnvironment: Record<string, string>;
