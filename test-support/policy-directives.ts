/** The sources a Content-Security-Policy's directive `name` lists, or undefined when the policy has no such directive. */
export const directiveSources = (policy: string, name: string): string[] | undefined =>
  policy
    .split(/;\s*/)
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);
