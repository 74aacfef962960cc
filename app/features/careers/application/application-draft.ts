import type { ApplicationValues } from "./application-values";

/** Save progress keeps the draft, all fields but the file, in this browser for that job. */
const keyFor = (jobId: string) => `application-draft:${jobId}`;

export function saveDraft(jobId: string, values: ApplicationValues): boolean {
  try {
    window.localStorage.setItem(keyFor(jobId), JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}

export function readDraft(jobId: string): ApplicationValues | undefined {
  try {
    const raw = window.localStorage.getItem(keyFor(jobId));
    return raw ? (JSON.parse(raw) as ApplicationValues) : undefined;
  } catch {
    return undefined;
  }
}

export function discardDraft(jobId: string): void {
  try {
    window.localStorage.removeItem(keyFor(jobId));
  } catch {
    // Nothing was stored.
  }
}
