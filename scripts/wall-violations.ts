import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

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
  return wallMessages(await messagesOf(filePath, `${code}${used}`));
}

const wallMessages = (messages: Linter.LintMessage[]) =>
  messages
    .filter((message) => /^(@typescript-eslint\/)?no-restricted-imports$/.test(message.ruleId ?? ""))
    .map(({ message }) => message);

/**
 * The walls' messages for each file of the tree at `dir`, by its path there, when the project's own
 * eslint.config.js lints that tree as if it were the project: run in `dir`, it reads the tree's folders
 * (app/features, server/'s areas, the schema's modules) where it reads the project's.
 */
export async function wallViolationsInTree(dir: string): Promise<Record<string, string[]>> {
  const cli = path.resolve("node_modules/eslint/bin/eslint.js");
  const args = [cli, "--config", path.resolve("eslint.config.js"), "--format", "json", "."];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: dir }).catch(
    (error: { code?: number | string; stdout: string }) => {
      // ESLint exits with 1 when it finds a problem, as a wall's refusal is; anything else is a failure.
      if (error.code === 1) return error;
      throw error;
    },
  );
  const results = JSON.parse(stdout) as ESLint.LintResult[];
  return Object.fromEntries(
    results.map((result) => [path.relative(dir, result.filePath), wallMessages(result.messages)]),
  );
}

/** The table-write wall's messages (eslint.config.js) for `code` as if it were the file at `filePath`. */
export async function tableWriteViolations(filePath: string, code: string): Promise<string[]> {
  return (await messagesOf(filePath, code))
    .filter((message) => message.ruleId === "tables/foreign-table-writes")
    .map(({ message }) => message);
}
