import type { ApplicationInput, ApplicationFormInput } from "~domain/applications/job-application";
import { renamedPreferredLocations } from "~domain/applications/job-application-fields";

/** Save progress keeps the draft, all fields but the file, in this browser for that job. */
const keyFor = (jobId: string) => `application-draft:${jobId}`;

export function saveApplicationDraft(jobId: string, { resume: _file, ...draft }: ApplicationFormInput): boolean {
  try {
    window.localStorage.setItem(keyFor(jobId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function readApplicationDraft(jobId: string): ApplicationInput | undefined {
  try {
    const raw = window.localStorage.getItem(keyFor(jobId));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as ApplicationInput;
    const renamed = renamedPreferredLocations[draft.preferredLocation];
    return renamed ? { ...draft, preferredLocation: renamed } : draft;
  } catch {
    return undefined;
  }
}

export function discardApplicationDraft(jobId: string): void {
  try {
    window.localStorage.removeItem(keyFor(jobId));
  } catch {
    // Nothing was stored.
  }
}
