import { diffWords } from "diff";

/**
 * What differs between two versions of a text's fields, word by word: a revision against
 * the current text before it is restored, a colleague's save against an editor's own. Worked out on
 * the server, bounded: a pair of long texts too different to compare in time shows as one removed
 * and one added.
 */

/** One field that differs: its label and its words, each the same in both, removed or added. */
export type TextChange = { label: string; parts: { change: "same" | "removed" | "added"; text: string }[] };

/** Longest spent comparing one field, in milliseconds, and the most edits looked for. */
const bounds = { timeout: 200, maxEditLength: 5_000 } as const;

/** The fields of `labels`, in its order, whose text differs from `before` to `after`. */
export function changesBetween(
  before: Record<string, string>,
  after: Record<string, string>,
  labels: Record<string, string>,
): TextChange[] {
  return Object.entries(labels).flatMap(([name, label]) => {
    const old = before[name] ?? "";
    const now = after[name] ?? "";
    if (old === now) return [];
    const parts = diffWords(old, now, bounds)?.map((part) => ({
      change: part.added ? ("added" as const) : part.removed ? ("removed" as const) : ("same" as const),
      text: part.value,
    })) ?? [
      { change: "removed" as const, text: old },
      { change: "added" as const, text: now },
    ];
    return [{ label, parts: parts.filter((part) => part.text !== "") }];
  });
}
