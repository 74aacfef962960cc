/** Base of the JSON API; the site's own origin unless VITE_BACKEND_URL is set at build time. */
const backendUrl = (import.meta.env.VITE_BACKEND_URL ?? "").replace(/\/+$/, "");

export const apiUrl = (path: string) => `${backendUrl}${path}`;

export type ApiFailure = { ok: false; status: number; message?: string; errors?: Record<string, string> };
export type ApiSuccess<T> = { ok: true; status: number; data: T };

/** POSTs JSON and answers the outcome; a network failure is status 0, never a thrown error. */
export async function postJson<T>(path: string, body: unknown): Promise<ApiSuccess<T> | ApiFailure> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const payload = (await response.json().catch(() => undefined)) as
    { data?: T; message?: string; errors?: Record<string, string> } | undefined;
  if (response.ok) return { ok: true, status: response.status, data: payload?.data as T };
  return { ok: false, status: response.status, message: payload?.message, errors: payload?.errors };
}
