export const chromiumPath: string;
export const chromiumArgs: string[];
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
export const headlessShellPath: string;
export const testBrowserLaunchOptions: { executablePath: string; args: string[] };
