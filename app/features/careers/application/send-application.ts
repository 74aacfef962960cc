import type { ApplicationInput } from "~domain/applications/job-application";
import type { NoticeShown } from "~domain/privacy/notices";

/** Base of the careers API; the site's own origin unless VITE_API_URL is set at build time. */
const apiBase = (import.meta.env.VITE_API_URL ?? "").replace(/\/+$/, "");

/** Accepted with the reference the applicant quotes (the site's API always gives one), or refused. */
type Outcome = { ok: true; reference?: string } | { ok: false; status: number; message?: string };

/** POST /api/applications as multipart: lists as JSON strings, the resume as a file (careers specification, section 7). */
export async function sendApplication(input: {
  jobId: string;
  submissionId: string;
  /** Where the candidate came from, as the page's address says (domain/applications/application-sources.ts). */
  arrival: Record<string, string>;
  application: ApplicationInput;
  /** Missing only when the form's rules could not be downloaded: the server then answers which field is wrong. */
  resume: File | undefined;
  /** The privacy notice the candidate was shown, as they read it. */
  notice: NoticeShown;
}): Promise<Outcome> {
  const form = new FormData();
  for (const [field, value] of Object.entries(input.application)) {
    form.append(field, typeof value === "string" ? value : JSON.stringify(value));
  }
  if (input.resume) form.append("resume", input.resume);
  form.append("jobId", input.jobId);
  form.append("submissionId", input.submissionId);
  for (const [field, value] of Object.entries(input.arrival)) form.append(field, value);
  for (const [field, value] of Object.entries(input.notice)) if (value) form.append(field, value);
  try {
    const response = await fetch(`${apiBase}/api/applications`, { method: "POST", body: form });
    const body = (await response.json().catch(() => undefined)) as
      | { message?: string; data?: { reference?: string } }
      | undefined;
    if (response.ok) return { ok: true, reference: body?.data?.reference };
    return { ok: false, status: response.status, message: body?.message };
  } catch {
    return { ok: false, status: 0, message: "The network is unavailable" };
  }
}
