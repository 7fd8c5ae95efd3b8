import { accessToken, EXPIRED_MESSAGE, endSession, FORBIDDEN_MESSAGE } from "./session-store.ts";

const GENERIC = "Ha ocurrido un error, inténtelo más tarde.";

/**
 * An answer of /api/admin that is not a success, with the server's Spanish message and code, and its details (for a
 * refusal about a field: `[{path, message}]`, read by lib/field-errors.ts).
 */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * fetch() for /api/admin/*: sends the admin's access token as a Bearer header. A 401 ends the session (the
 * login page says it expired); a 403 ends it too (this account is not an admin). Other failures reject with
 * an AdminApiError carrying the server's message.
 */
export async function adminFetch(path: `/${string}`, init: RequestInit = {}): Promise<Response> {
  const token = await accessToken();
  if (!token) {
    await endSession(EXPIRED_MESSAGE);
    throw new AdminApiError(EXPIRED_MESSAGE, 401);
  }
  let res: Response;
  try {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    res = await fetch(`/api/admin${path}`, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new AdminApiError("No pudimos conectar con la tienda. Revise su conexión e inténtelo de nuevo.", 0);
  }
  if (res.ok) return res;
  if (res.status === 401) {
    await endSession(EXPIRED_MESSAGE);
    throw new AdminApiError(EXPIRED_MESSAGE, 401);
  }
  if (res.status === 403) {
    await endSession(FORBIDDEN_MESSAGE);
    throw new AdminApiError(FORBIDDEN_MESSAGE, 403);
  }
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: unknown };
  } | null;
  throw new AdminApiError(body?.error?.message ?? GENERIC, res.status, body?.error?.code, body?.error?.details);
}

/** GET /api/admin/… as JSON. */
export async function adminJson<T>(path: `/${string}`, signal?: AbortSignal): Promise<T> {
  const res = await adminFetch(path, { headers: { accept: "application/json" }, signal });
  return (await res.json()) as T;
}
