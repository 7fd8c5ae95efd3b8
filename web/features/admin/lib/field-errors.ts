import { AdminApiError } from "../auth/admin-fetch.ts";

export interface FieldRefusal {
  /** The form's field, as react-hook-form names it: 'name', 'sizes.0.variantId'. */
  path: string;
  message: string;
}

/**
 * The refusals of a failed save that name one of the form's fields: what only the server can know (a name taken, a
 * size that no longer exists), sent as `details: [{path, message}]` (worker/http/errors.ts, the API's validation).
 * Only paths the form has (`known`) count; an error naming none (a list in use, the network) gives [] and stays a
 * toast.
 */
export function fieldRefusals(error: unknown, known: (path: string) => boolean): FieldRefusal[] {
  if (!(error instanceof AdminApiError) || !Array.isArray(error.details)) return [];
  const found: FieldRefusal[] = [];
  for (const detail of error.details as unknown[]) {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    const name = Array.isArray(path) ? path.join(".") : path;
    if (typeof name !== "string" || !name || typeof message !== "string" || !message) continue;
    if (known(name) && !found.some((f) => f.path === name)) found.push({ path: name, message });
  }
  return found;
}
