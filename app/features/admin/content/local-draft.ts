/**
 * The browser's copy of an editor's draft, for keystrokes the server has not taken (an ended
 * session, a lost connection): written before each send, removed once the server has the draft.
 */
type LocalDraft = { fields: Record<string, string>; savedAt: Date };

const storageKey = (key: string) => `editor-draft:${key}`;

export function writeLocalDraft(key: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(storageKey(key), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server's copy is the only one.
  }
}

export function readLocalDraft(key: string): LocalDraft | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as { fields: Record<string, string>; savedAt: string };
    return { fields: draft.fields, savedAt: new Date(draft.savedAt) };
  } catch {
    return undefined;
  }
}

export function removeLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(storageKey(key));
  } catch {
    // Nothing was stored.
  }
}
