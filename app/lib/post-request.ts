import type { FieldErrors } from "./requests";

export type SubmitResult =
  | { ok: true }
  | { ok: false; kind: "invalid"; errors: FieldErrors }
  | { ok: false; kind: "unavailable"; retryAfterSeconds?: number };

/** Posts a form to the site's own server. Success only when the server says the record is stored. */
export async function postRequest(url: string, data: Record<string, string>): Promise<SubmitResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(data),
    });
    if (response.ok) {
      const body = (await response.json().catch(() => null)) as { ok?: boolean } | null;
      return body?.ok ? { ok: true } : { ok: false, kind: "unavailable" };
    }
    if (response.status === 400 || response.status === 422) {
      const body = (await response.json().catch(() => null)) as { errors?: FieldErrors } | null;
      return { ok: false, kind: "invalid", errors: body?.errors ?? {} };
    }
    const retry = Number(response.headers.get("Retry-After"));
    return {
      ok: false,
      kind: "unavailable",
      retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    };
  } catch {
    return { ok: false, kind: "unavailable" };
  }
}
