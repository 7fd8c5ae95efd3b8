/**
 * A plain GET of the shop's own /api, for the calls made on the storefront's first load: unlike the hc client
 * (lib/api.ts, ~2 KB gzipped) it adds nearly nothing to the home page's first-load JavaScript. Callers type the
 * answer from the Worker's routes with InferResponseType, so the types still come from the API itself.
 * Errors carry the API's Spanish message, as lib/api.ts json() does.
 */
export async function getJSON<T>(path: `/${string}`, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/api${path}`, { headers: { accept: "application/json" }, signal });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? "Ha ocurrido un error, inténtelo más tarde.");
  }
  return (await res.json()) as T;
}
