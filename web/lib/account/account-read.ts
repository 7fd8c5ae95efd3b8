import { accountAuthorization } from "./stored-session.ts";

/**
 * GET /api/account/<path> with the signed-in account's token: its JSON, or null when nobody is signed in or the
 * answer is not there (a prefill then simply does not happen). Checkout's saved details and the fiscal prefill.
 */
export async function readAccount<T>(path: string): Promise<T | null> {
  const headers = await accountAuthorization();
  if (!headers.authorization) return null;
  try {
    const res = await fetch(`/api/account/${path}`, { headers: { ...headers, accept: "application/json" } });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}
