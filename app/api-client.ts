/** Base of the JSON API; the site's own origin unless VITE_BACKEND_URL is set at build time. */
const backendUrl = (import.meta.env.VITE_BACKEND_URL ?? "").replace(/\/+$/, "");

export const apiUrl = (path: string) => `${backendUrl}${path}`;

export type ApiFailure = { ok: false; status: number; message?: string; errors?: Record<string, string> };
export type ApiSuccess<T> = { ok: true; status: number; data: T };

/**
 * The idempotency key of the last unfinished POST to each path. Sending the very same
 * body again (a retry after a timeout or a lost answer) reuses its key, so the server
 * answers the first result instead of booking or storing twice; any other body, or a
 * send after a success, gets a fresh key.
 */
const pendingKeys = new Map<string, { body: string; key: string }>();

function idempotencyKey(path: string, body: string): string {
  const pending = pendingKeys.get(path);
  if (pending?.body === body) return pending.key;
  const key = crypto.randomUUID();
  pendingKeys.set(path, { body, key });
  return key;
}

/** POSTs JSON and answers the outcome; a network failure is status 0, never a thrown error. */
export async function postJson<T>(path: string, body: unknown): Promise<ApiSuccess<T> | ApiFailure> {
  const json = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": idempotencyKey(path, json),
      },
      body: json,
    });
  } catch {
    return { ok: false, status: 0 };
  }
  if (response.ok) pendingKeys.delete(path);
  const payload = (await response.json().catch(() => undefined)) as
    | { data?: T; message?: string; errors?: Record<string, string> }
    | undefined;
  if (response.ok) return { ok: true, status: response.status, data: payload?.data as T };
  return { ok: false, status: response.status, message: payload?.message, errors: payload?.errors };
}
