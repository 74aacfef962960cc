export const developmentOnlyImports: string[];
export function productionPackages(lockfile?: {
  packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
}): Set<string>;
export function packageOf(specifier: string): string | null;
export function serverImportRule(root?: string): (specifier: string, importerDirectory: string) => boolean;
