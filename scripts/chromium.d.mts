export const chromiumPath: string;
export const chromiumArgs: string[];
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
