import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";

/**
 * The project's ESLint setup for a file that is not on disk, without the type-aware rules: their
 * type information exists only for the TypeScript project's own files, and the walls need none.
 */
const linter = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

/** Lint's messages for `code` as if it were the file at `filePath`; a file lint cannot read fails the caller. */
async function messagesOf(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await linter.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  if (!result || fatal) throw new Error(`lint could not read ${filePath}: ${fatal?.message}`);
  return result.messages;
}

/**
 * The `no-restricted-imports` messages (the walls', and the test-code rule's under its own name) lint gives `code` (an import, then a use of what it
 * imports) as if it were the file at `filePath`. A file lint cannot read fails the caller rather
 * than passing with no messages.
 */
export async function wallViolations(filePath: string, code: string): Promise<string[]> {
  const used = `\nexport const used = [typeof ${/import \{ (\w+)/.exec(code)![1]}];\n`;
  return (await messagesOf(filePath, `${code}${used}`))
    .filter((message) => /^(@typescript-eslint\/)?no-restricted-imports$/.test(message.ruleId ?? ""))
    .map(({ message }) => message);
}

/** The table-write wall's messages (eslint.config.js) for `code` as if it were the file at `filePath`. */
export async function tableWriteViolations(filePath: string, code: string): Promise<string[]> {
  return (await messagesOf(filePath, code))
    .filter((message) => message.ruleId === "tables/foreign-table-writes")
    .map(({ message }) => message);
}
